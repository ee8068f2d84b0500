import { useEffect, useState } from 'preact/hooks';
import { type Preferences, preferences } from '@/lib/extension/storage';

/** What Sidelight does on its own: fetch the first tab, use demo data, transcript language and format. */
export function DefaultsFields() {
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  useEffect(() => {
    void preferences
      .getValue()
      .then(setPrefs)
      .catch(() => undefined);
  }, []);
  if (!prefs) return null;
  const update = (changes: Partial<Preferences>) => {
    const next = { ...prefs, ...changes };
    setPrefs(next);
    void preferences.setValue(next);
  };
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
        <input
          id="transcript-language"
          class="sl-input"
          value={prefs.transcriptLanguage}
          onChange={(event) =>
            update({ transcriptLanguage: event.currentTarget.value.trim() || 'en' })
          }
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
          <input
            aria-label="Proxy country"
            class="sl-input sl-input--short"
            maxLength={2}
            value={prefs.proxyCountry ?? 'US'}
            onChange={(event) => update({ proxyCountry: event.currentTarget.value.toUpperCase() })}
          />
        )}
      </div>
      <div class="sl-form__field">
        <label class="sl-form__label" for="default-count">
          Items per list
        </label>
        <input
          id="default-count"
          class="sl-input"
          type="number"
          min={1}
          placeholder="the API's default"
          value={prefs.defaultCount ?? ''}
          onChange={(event) => {
            const count = Math.floor(Number(event.currentTarget.value));
            update({
              defaultCount: event.currentTarget.value.trim() === '' || !(count >= 1) ? null : count,
            });
          }}
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
