import {
  copyFormatWords,
  fieldLabels,
  microblogModeWords,
} from '@/lib/extension/shared/setting-words';
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
        {fieldLabels['preferences.autoFetch']}
      </label>
      <FormField id="auto-fetch-delay" label={fieldLabels['preferences.autoFetchDelaySeconds']}>
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
      {fieldLabels['preferences.demoData']}
    </label>
  );
}

export function TranscriptLanguageField({ prefs, saveText }: DefaultsPart) {
  return (
    <FormField id="transcript-language" label={fieldLabels['preferences.transcriptLanguage']}>
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
    <FormField id="microblog-mode" label={fieldLabels['preferences.microblogMode']}>
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
        <ChoiceOptions words={microblogModeWords} />
      </select>
      {prefs.microblogMode === 'country' && (
        <StoredInput
          aria-label={fieldLabels['preferences.proxyCountry']}
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
    <FormField id="default-count" label={fieldLabels['preferences.defaultCount']}>
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
    <FormField id="copy-format" label={fieldLabels['preferences.copyFormat']}>
      <select
        id="copy-format"
        class="sl-input"
        value={prefs.copyFormat}
        onChange={(event) =>
          update({ copyFormat: event.currentTarget.value as Preferences['copyFormat'] })
        }
      >
        <ChoiceOptions words={copyFormatWords} />
      </select>
    </FormField>
  );
}

/** A choice's options, each stored value in the words the settings file says it with too. */
function ChoiceOptions({ words }: { words: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(words).map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </>
  );
}
