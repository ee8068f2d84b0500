import { defaultAutoFetchDelaySeconds } from '@/lib/extension/shared/settings';
import { maxAutoFetchDelaySeconds } from '@/lib/extension/shared/settings-limits';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import {
  defaultCountFromText,
  delayFromText,
  proxyCountryFromText,
  transcriptLanguageFromText,
} from './defaults-values';
import { FormField } from './FormField';
import { StoredInput } from './StoredInput';

/** A default as stored, and the two ways of changing it. */
export interface DefaultsPart {
  prefs: Preferences;
  /** Writes these fields of what is stored now. */
  update(changes: Partial<Preferences>): void;
  /**
   * Saves a typed field's change alone; answers what is stored after, as the field shows it
   * (the shape a StoredInput saves with).
   */
  saveText(
    change: (text: string) => Partial<Preferences>,
    shown: (stored: Preferences) => string,
  ): (text: string) => Promise<string>;
}

/** The first tab fetched as the panel opens, and the wait before it (there only when it is on). */
export function AutoFetchFields({ prefs, update }: DefaultsPart) {
  return (
    <>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={prefs.autoFetch}
          onChange={(event) => update({ autoFetch: event.currentTarget.checked })}
        />{' '}
        Fetch the first tab when the panel opens
      </label>
      <FormField id="auto-fetch-delay" label="Wait before fetching (seconds)">
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
            const seconds = delayFromText(event.currentTarget.value);
            if (seconds !== undefined) update({ autoFetchDelaySeconds: seconds });
          }}
        />
        <p class="sl-muted" id="auto-fetch-delay-hint">
          Pages you leave sooner cost nothing.
        </p>
      </FormField>
    </>
  );
}

export function DemoDataBox({ prefs, update }: DefaultsPart) {
  return (
    <label class="sl-check">
      <input
        type="checkbox"
        checked={prefs.demoData}
        onChange={(event) => update({ demoData: event.currentTarget.checked })}
      />{' '}
      Use demo data (no calls, no credits)
    </label>
  );
}

export function TranscriptLanguageField({ prefs, saveText }: DefaultsPart) {
  return (
    <FormField id="transcript-language" label="Transcript language">
      <StoredInput
        id="transcript-language"
        class="sl-input"
        stored={prefs.transcriptLanguage}
        save={saveText(transcriptLanguageFromText, (stored) => stored.transcriptLanguage)}
      />
    </FormField>
  );
}

/** How Threads is called, and the proxy's country when the calls go through one. */
export function ThreadsCallsField({ prefs, update, saveText }: DefaultsPart) {
  return (
    <FormField id="microblog-mode" label="Threads calls">
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
          save={saveText(proxyCountryFromText, (stored) => stored.proxyCountry ?? 'US')}
        />
      )}
    </FormField>
  );
}

export function ItemsPerListField({ prefs, saveText }: DefaultsPart) {
  return (
    <FormField id="default-count" label="Items per list">
      <StoredInput
        id="default-count"
        class="sl-input"
        type="number"
        min={1}
        placeholder="the API's default"
        stored={String(prefs.defaultCount ?? '')}
        save={saveText(defaultCountFromText, (stored) => String(stored.defaultCount ?? ''))}
      />
    </FormField>
  );
}

export function CopyFormatField({ prefs, update }: DefaultsPart) {
  return (
    <FormField id="copy-format" label="Copy transcripts as">
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
    </FormField>
  );
}
