import { useStored } from '@/components/useStored';
import { defaultAutoFetchDelaySeconds } from '@/lib/extension/shared/settings';
import { maxAutoFetchDelaySeconds } from '@/lib/extension/shared/settings-limits';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { storedPreferences } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import { ReadingCard } from './Reading';
import { StoredInput } from './StoredInput';

/**
 * What Sidelight does on its own: fetch the first tab, use demo data, transcript language and
 * format. Each change writes its own field; the fields show what is stored, whoever changed it.
 */
export function DefaultsFields() {
  const { value: prefs, patch } = useStored(storedPreferences);
  if (!prefs) return <ReadingCard title="Defaults" />;
  const update = (changes: Partial<Preferences>) =>
    void patch(changes).catch(reportProblem('savingSettings'));
  /** Saves a typed field's change alone; answers what is stored after, as the field shows it. */
  const saveText =
    (change: (text: string) => Partial<Preferences>, shown: (stored: Preferences) => string) =>
    (text: string) =>
      patch(change(text)).then(shown);
  return (
    <fieldset class="sl-card sl-form">
      <legend class="sl-card__title">Defaults</legend>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={prefs.autoFetch}
          onChange={(event) => update({ autoFetch: event.currentTarget.checked })}
        />{' '}
        Fetch the first tab when the panel opens
      </label>
      <div class="sl-form__field">
        <label class="sl-form__label" for="auto-fetch-delay">
          Wait before fetching (seconds)
        </label>
        <input
          id="auto-fetch-delay"
          class="sl-input sl-input--short"
          type="number"
          min={0}
          max={maxAutoFetchDelaySeconds}
          step={0.5}
          disabled={!prefs.autoFetch}
          aria-describedby="auto-fetch-delay-hint"
          value={prefs.autoFetchDelaySeconds ?? defaultAutoFetchDelaySeconds}
          onChange={(event) => {
            const seconds = Number(event.currentTarget.value);
            if (event.currentTarget.value.trim() === '' || !Number.isFinite(seconds)) return;
            update({
              autoFetchDelaySeconds: Math.min(Math.max(seconds, 0), maxAutoFetchDelaySeconds),
            });
          }}
        />
        <p class="sl-muted" id="auto-fetch-delay-hint">
          Pages you leave sooner cost nothing.
        </p>
      </div>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={prefs.demoData}
          onChange={(event) => update({ demoData: event.currentTarget.checked })}
        />{' '}
        Use demo data (no calls, no credits)
      </label>
      <div class="sl-form__field">
        <label class="sl-form__label" for="transcript-language">
          Transcript language
        </label>
        <StoredInput
          id="transcript-language"
          class="sl-input"
          stored={prefs.transcriptLanguage}
          save={saveText(
            (text) => ({ transcriptLanguage: text.trim() || 'en' }),
            (stored) => stored.transcriptLanguage,
          )}
        />
      </div>
      <div class="sl-form__field">
        <label class="sl-form__label" for="microblog-mode">
          Threads calls
        </label>
        <select
          id="microblog-mode"
          class="sl-input"
          value={prefs.microblogMode ?? 'anonymous'}
          onChange={(event) =>
            update({
              microblogMode: event.currentTarget.value as NonNullable<Preferences['microblogMode']>,
            })
          }
        >
          <option value="anonymous">Anonymous</option>
          <option value="max">Authenticated (costs more)</option>
          <option value="country">Through a proxy country (costs more)</option>
        </select>
        {prefs.microblogMode === 'country' && (
          <StoredInput
            aria-label="Proxy country"
            class="sl-input sl-input--short"
            maxLength={2}
            stored={prefs.proxyCountry ?? 'US'}
            save={saveText(
              (text) => ({ proxyCountry: text.toUpperCase() }),
              (stored) => stored.proxyCountry ?? 'US',
            )}
          />
        )}
      </div>
      <div class="sl-form__field">
        <label class="sl-form__label" for="default-count">
          Items per list
        </label>
        <StoredInput
          id="default-count"
          class="sl-input"
          type="number"
          min={1}
          placeholder="the API's default"
          stored={String(prefs.defaultCount ?? '')}
          save={saveText(
            (text) => {
              const count = Math.floor(Number(text));
              return { defaultCount: text.trim() === '' || !(count >= 1) ? null : count };
            },
            (stored) => String(stored.defaultCount ?? ''),
          )}
        />
      </div>
      <div class="sl-form__field">
        <label class="sl-form__label" for="copy-format">
          Copy transcripts as
        </label>
        <select
          id="copy-format"
          class="sl-input"
          value={prefs.copyFormat}
          onChange={(event) =>
            update({ copyFormat: event.currentTarget.value as Preferences['copyFormat'] })
          }
        >
          <option value="txt">Plain text</option>
          <option value="stamped">Text with timestamps</option>
          <option value="srt">SRT</option>
        </select>
      </div>
    </fieldset>
  );
}
