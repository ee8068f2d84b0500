/**
 * A settings file's preview names each setting, and each choice, in the words of the settings
 * page: every setting a file can change has a label, and the page's fields show each label and
 * each choice the preview uses.
 */
import 'fake-indexeddb/auto';
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BaseUrlField } from '@/components/settings/BaseUrlField';
import { DefaultsFields } from '@/components/settings/DefaultsFields';
import { KeyTest } from '@/components/settings/KeyTest';
import { LimitsFields } from '@/components/settings/LimitsFields';
import { WatchedSection } from '@/components/settings/WatchedSection';
import { choiceWords } from '@/lib/extension/shared/setting-words';
import { settingLabels } from '@/lib/extension/shared/settings-file';
import { settingsSchema } from '@/lib/extension/shared/settings-schema';
import { preferences, watched } from '@/lib/extension/shared/storage';
import { withDocument } from '../support/document';

type SchemaNode = {
  _zod: {
    def: { type: string; shape?: object; innerType?: SchemaNode; entries?: Record<string, string> };
  };
};

/** A schema without its optional or nullable wrapping. */
const unwrapped = (schema: SchemaNode): SchemaNode =>
  schema._zod.def.innerType ? unwrapped(schema._zod.def.innerType) : schema;

/** Every setting the file's shape holds, by its dotted name, the ones inside a group too. */
const settingsIn = (schema: SchemaNode, prefix = ''): [string, SchemaNode][] =>
  Object.entries(unwrapped(schema)._zod.def.shape ?? {}).flatMap(([name, child]) => {
    const path = `${prefix}${name}`;
    const node = unwrapped(child as SchemaNode);
    return [[path, node] as [string, SchemaNode], ...settingsIn(node, `${path}.`)];
  });

const settings = settingsIn(settingsSchema as unknown as SchemaNode);

/** Each choosing setting's stored values, by its dotted name. */
const choices = Object.fromEntries(
  settings
    .filter(([, node]) => node._zod.def.type === 'enum')
    .map(([path, node]) => [path, Object.values(node._zod.def.entries ?? {}).sort()]),
);

/** Settings a file holds that the settings page has no field for. */
const notOnThePage = new Set([
  'sidelightSettings',
  // The parts of the path names the page picks as one choice.
  'pathStyle.baseUrl',
  'pathStyle.style',
  'pathStyle.chosen',
  // Chosen on the batch page.
  'batchConcurrency',
]);

describe('the settings file’s words', () => {
  it('label every setting a file can change', () => {
    const paths = settings.map(([path]) => path);
    expect(paths).toContain('apiSettings.notifyMoves');
    expect(paths).toContain('pathStyle.chosen');
    expect(paths.filter((path) => !settingLabels[path])).toEqual([]);
  });

  it('name each choice a file can hold', () => {
    expect(choices['preferences.copyFormat']).toEqual(['srt', 'stamped', 'txt']);
    expect(
      Object.fromEntries(
        Object.entries(choiceWords).map(([path, words]) => [path, Object.keys(words).sort()]),
      ),
    ).toEqual(choices);
  });
});

describe('the settings page', () => {
  const { root } = withDocument();
  beforeEach(async () => {
    fakeBrowser.reset();
    // A watched thing, so the watched list shows its fields; a proxy country, so its field shows.
    await watched.setValue([
      {
        key: 'youtube/channel?handle=mika',
        endpointId: 'youtube.channel',
        params: { handle: 'mika' },
        url: 'https://www.youtube.com/@mika',
        title: 'Mika',
        addedAt: 1,
      },
    ]);
    await preferences.setValue({ ...(await preferences.getValue()), microblogMode: 'country' });
  });

  /** What the page names its fields by: labels, legends, and the names of unlabelled fields. */
  const fieldNames = () =>
    [
      ...[...root().querySelectorAll('label, legend')].map((name) => name.textContent ?? ''),
      ...[...root().querySelectorAll('[aria-label]')].map(
        (field) => field.getAttribute('aria-label') ?? '',
      ),
    ].map((name) => name.trim());

  const optionsOf = (id: string) =>
    [...root().querySelectorAll(`#${id} option`)].map((option) => [
      option.getAttribute('value'),
      option.textContent,
    ]);

  it('shows each label the preview names a setting by', async () => {
    render(
      h('div', {}, [
        h(BaseUrlField, {}),
        h(KeyTest, {}),
        h(DefaultsFields, {}),
        h(LimitsFields, {}),
        h(WatchedSection, {}),
      ]),
      root(),
    );
    const labels = Object.entries(settingLabels)
      .filter(([path]) => !notOnThePage.has(path))
      .map(([, label]) => label);
    expect(labels).toContain('Notify me when a refresh finds watched things moved');
    await vi.waitFor(() =>
      expect(fieldNames()).toContain(settingLabels['apiSettings.notifyMoves']),
    );
    await vi.waitFor(() =>
      expect(fieldNames()).toContain(settingLabels['preferences.proxyCountry']),
    );
    expect(labels.filter((label) => !fieldNames().includes(label))).toEqual([]);
  });

  it('offers each choice in the words the preview says it with', async () => {
    render(h('div', {}, [h(KeyTest, {}), h(DefaultsFields, {})]), root());
    await vi.waitFor(() => expect(optionsOf('copy-format')).not.toEqual([]));
    expect(optionsOf('copy-format')).toEqual(
      Object.entries(choiceWords['preferences.copyFormat'] ?? {}),
    );
    expect(optionsOf('microblog-mode')).toEqual([
      ['anonymous', 'Anonymous'],
      ['max', 'Authenticated (costs more)'],
      ['country', 'Through a proxy country (costs more)'],
    ]);
    expect(optionsOf('microblog-mode')).toEqual(
      Object.entries(choiceWords['preferences.microblogMode'] ?? {}),
    );
    expect(optionsOf('path-style')).toEqual(Object.entries(choiceWords['pathStyle.style'] ?? {}));
  });
});
