import { useStored } from '@/components/useStored';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { storedPreferences } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import {
  AutoFetchFields,
  CopyFormatField,
  type DefaultsPart,
  DemoDataBox,
  ItemsPerListField,
  ThreadsCallsField,
  TranscriptLanguageField,
} from './DefaultsParts';
import { ReadingCard } from './Reading';

/** The stored preferences and their writers, for each default's field; undefined until read. */
function useDefaults(): DefaultsPart | undefined {
  const { value: prefs, patch } = useStored(storedPreferences);
  if (!prefs) return undefined;
  return {
    prefs,
    update: (changes: Partial<Preferences>) =>
      void patch(changes).catch(reportProblem('savingSettings')),
    saveText: (change, shown) => (text) => patch(change(text)).then(shown),
  };
}

/**
 * What Sidelight does on its own: fetch the first tab, use demo data, transcript language and
 * format. Each change writes its own field; the fields show what is stored, whoever changed it.
 */
export function DefaultsFields() {
  const defaults = useDefaults();
  if (!defaults) return <ReadingCard title="Defaults" />;
  return (
    <fieldset class="sl-card sl-form sl-defaults">
      <legend class="sl-card__title">Defaults</legend>
      <AutoFetchFields {...defaults} />
      <DemoDataBox {...defaults} />
      <TranscriptLanguageField {...defaults} />
      <ThreadsCallsField {...defaults} />
      <ItemsPerListField {...defaults} />
      <CopyFormatField {...defaults} />
    </fieldset>
  );
}
