/**
 * The settings file holds every setting Sidelight stores but the key, and reading a wrong one
 * says which setting and why: not JSON, the wrong shape, a `__proto__` key, values out of range.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultWatchedSnapshots } from '@/lib/extension/shared/settings';
import { readSettingsFile, settingsExport } from '@/lib/extension/shared/settings-file';
import { settingsVersion } from '@/lib/extension/shared/settings-limits';
import * as stored from '@/lib/extension/shared/storage';

beforeEach(() => fakeBrowser.reset());

/**
 * What storage.ts keeps that is not a setting: the user's list of watched things (their data),
 * when their changes were last shown, and the record of problems (the backup carries it).
 */
const notSettings = new Set(['watched', 'changesShownAt', 'problems']);

const localItems = (Object.values(stored) as unknown[])
  .map((value) =>
    typeof value === 'object' && value !== null && 'key' in value ? String(value.key) : '',
  )
  .filter((key) => key.startsWith('local:'))
  .map((key) => key.replace('local:', ''));

/** A path style chosen for an address: the export then holds each of its fields. */
const choosePathStyle = () =>
  stored.pathStyle.setValue({ baseUrl: 'https://a.example', style: 'platform', chosen: true });

const exported = async () => JSON.parse(JSON.stringify(await settingsExport()));

describe('an export', () => {
  it('holds each setting storage.ts keeps, under its own name', async () => {
    expect(localItems.length).toBeGreaterThan(4);
    const file = await exported();
    for (const name of localItems.filter((each) => !notSettings.has(each)))
      expect(file, name).toHaveProperty(name);
    expect(Object.keys(file)).not.toContain('apiKey');
  });

  it('writes out the settings never changed (history days, snapshots kept) at their defaults', async () => {
    await choosePathStyle();
    const file = await exported();
    expect(file.apiSettings).toMatchObject({
      historyDays: null,
      watchedSnapshots: defaultWatchedSnapshots,
    });
    expect(file.pathStyle).toEqual({
      baseUrl: 'https://a.example',
      style: 'platform',
      chosen: true,
    });
    expect(readSettingsFile(JSON.stringify(file))).toEqual({ ok: true, settings: file });
  });
});

describe('a wrong file', () => {
  it('that is not JSON says so, with where it stopped reading', () => {
    const read = readSettingsFile('{"sidelightSettings": 1,');
    expect(read).toMatchObject({ ok: false });
    expect(!read.ok && read.problems).toEqual([
      expect.stringMatching(
        /^This file is not JSON, so not a settings file from Export settings \(.+\)\.$/,
      ),
    ]);
  });

  it.each([['[]'], ['"settings"'], ['{"preferences": {}}'], ['{"sidelightSettings": "2"}']])(
    'of another shape (%s) says it is not a settings file and what one starts with',
    (text) => {
      expect(readSettingsFile(text)).toEqual({
        ok: false,
        problems: [
          `This is not a Sidelight settings file: it lacks "sidelightSettings": ${settingsVersion}, the first line of a file from Export settings.`,
        ],
      });
    },
  );

  it('made by a later Sidelight says to update, nothing imported', async () => {
    const later = { ...(await exported()), sidelightSettings: settingsVersion + 1 };
    expect(readSettingsFile(JSON.stringify(later))).toEqual({
      ok: false,
      problems: [
        `This settings file was made by a later Sidelight (version ${settingsVersion + 1}; this one reads up to ${settingsVersion}): update Sidelight to import it.`,
      ],
    });
  });

  it('with a __proto__ key anywhere is refused, the key named', async () => {
    const file = await exported();
    const text = JSON.stringify(file).replace(
      '"preferences":{',
      '"preferences":{"__proto__":{"demoData":true},',
    );
    expect(readSettingsFile(text)).toEqual({
      ok: false,
      problems: [
        'preferences.__proto__: a key named __proto__ is refused, as no settings file has one; nothing was imported.',
      ],
    });
  });

  it('names each setting out of range by its label, with the rule and the value', async () => {
    const file = await exported();
    file.apiSettings = {
      ...file.apiSettings,
      historyDays: -3,
      watchedSnapshots: 0.5,
      dailyBudget: 'ten',
    };
    file.preferences = { ...file.preferences, copyFormat: 'pdf', surprise: true };
    file.batchConcurrency = 40;
    const read = readSettingsFile(JSON.stringify(file));
    expect(!read.ok && [...read.problems].sort()).toEqual(
      [
        'Calls at a time on the batch page (batchConcurrency) must be at most 10, not 40.',
        'Copy transcripts as (preferences.copyFormat) must be one of: Plain text (txt), Text with timestamps (stamped), SRT (srt); not "pdf".',
        'Defaults (preferences) has a setting Sidelight does not know: surprise.',
        'Daily budget (credits) (apiSettings.dailyBudget) must be a number, not "ten".',
        'Keep history for (days) (apiSettings.historyDays) must be at least 0, not -3.',
        "Snapshots a watched thing keeps past the history's days (apiSettings.watchedSnapshots) must be a whole number, not 0.5.",
      ].sort(),
    );
  });

  /** Every setting of an exported file by its path ("apiSettings.cacheHours"), nested ones too. */
  const pathsOf = (value: unknown, path: string[] = []): string[][] =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, child]) => [
          [...path, key],
          ...pathsOf(child, [...path, key]),
        ])
      : [];
  const without = (file: Record<string, unknown>, [key = '', ...rest]: string[]): unknown =>
    rest.length === 0
      ? Object.fromEntries(Object.entries(file).filter(([name]) => name !== key))
      : { ...file, [key]: without(file[key] as Record<string, unknown>, rest) };

  it('says "is missing" of every setting left out, whatever its kind of value', async () => {
    await choosePathStyle();
    const file = await exported();
    const paths = pathsOf(file).filter(([first]) => first !== 'sidelightSettings');
    expect(paths.length).toBeGreaterThan(15);
    for (const path of paths) {
      const read = readSettingsFile(JSON.stringify(without(file, path)));
      const problems = read.ok ? [] : read.problems;
      // A setting an older file may lack is taken from what is stored: none is then wrong.
      expect(
        problems.filter((problem) => !problem.endsWith(' is missing.')),
        path.join('.'),
      ).toEqual([]);
      for (const problem of problems) expect(problem).toContain(`(${path.join('.')})`);
    }
  });

  it('says which setting is missing', async () => {
    const { cacheHours: _, ...rest } = (await exported()).apiSettings;
    const read = readSettingsFile(JSON.stringify({ ...(await exported()), apiSettings: rest }));
    expect(!read.ok && read.problems).toEqual([
      'Reuse answers for (hours) (apiSettings.cacheHours) is missing.',
    ]);
  });
});
