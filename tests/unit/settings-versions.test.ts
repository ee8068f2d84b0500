/**
 * Settings of an older version become this version's, with the values they held: as stored (the
 * items' migrations run when Sidelight starts), in a settings file, and in a backup.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { defaultApiSettings, defaultPreferences } from '@/lib/extension/shared/settings';
import {
  defaultSettings,
  migrateSettings,
  readSettingsFile,
  settingsExport,
} from '@/lib/extension/shared/settings-file';
import { settingsVersion } from '@/lib/extension/shared/settings-limits';
import { type Settings, settingsSchema } from '@/lib/extension/shared/settings-schema';
import {
  apiSettings,
  batchConcurrency,
  pathStyle,
  preferences,
} from '@/lib/extension/shared/storage';
import { readBackup } from '@/lib/extension/views/backup/read';

beforeEach(() => fakeBrowser.reset());

/** Writes a value as an older Sidelight left it (its version beside it, none for the first). */
const storedAs = async (key: string, value: unknown, version?: number) =>
  fakeBrowser.storage.local.set({
    [key]: value,
    ...(version === undefined ? {} : { [`${key}$`]: { v: version } }),
  });

/** The version WXT notes beside an item. */
const versionOf = async (key: string) =>
  ((await fakeBrowser.storage.local.get(`${key}$`))[`${key}$`] as { v: number } | undefined)?.v;

describe('stored preferences', () => {
  const asStored = [
    {
      version: 1,
      stored: { autoFetch: false, demoData: true },
      now: { ...defaultPreferences, autoFetch: false, demoData: true },
    },
    {
      version: 2,
      stored: {
        autoFetch: true,
        demoData: false,
        transcriptLanguage: 'de',
        copyFormat: 'srt',
        microblogMode: 'country',
        proxyCountry: 'FR',
      },
      now: {
        ...defaultPreferences,
        transcriptLanguage: 'de',
        copyFormat: 'srt',
        microblogMode: 'country',
        proxyCountry: 'FR',
      },
    },
    {
      version: 2,
      stored: {
        autoFetch: true,
        autoFetchDelaySeconds: 4,
        demoData: false,
        transcriptLanguage: 'en',
        copyFormat: 'txt',
        defaultCount: 25,
      },
      now: { ...defaultPreferences, autoFetchDelaySeconds: 4, copyFormat: 'txt', defaultCount: 25 },
    },
  ];

  it.each(asStored)(
    'of version $version are read in the current shape, their values kept',
    async ({ version, stored, now }) => {
      await storedAs('preferences', stored, version === 1 ? undefined : version);
      await preferences.migrate();
      expect(await preferences.getValue()).toEqual(now);
      expect(settingsSchema.shape.preferences.safeParse(now).success).toBe(true);
      expect(await versionOf('preferences')).toBe(3);
    },
  );
});

describe('stored API settings', () => {
  it.each([
    {
      stored: { cacheHours: 6, cacheMegabytes: 20, dailyBudget: 500, monthlyBudget: null },
      now: { ...defaultApiSettings, cacheHours: 6, cacheMegabytes: 20, dailyBudget: 500 },
    },
    {
      stored: { ...defaultApiSettings, historyDays: 30, watchedSnapshots: 7 },
      now: { ...defaultApiSettings, historyDays: 30, watchedSnapshots: 7 },
    },
  ])('of version 1 are read in the current shape, their values kept', async ({ stored, now }) => {
    await storedAs('apiSettings', stored);
    await apiSettings.migrate();
    expect(await apiSettings.getValue()).toEqual(now);
    expect(settingsSchema.shape.apiSettings.safeParse(now).success).toBe(true);
    expect(await versionOf('apiSettings')).toBe(2);
  });
});

/** A settings file as the first version exported it, with what that version could hold. */
const firstVersionFile = {
  sidelightSettings: 1,
  baseUrl: 'http://127.0.0.1:8787',
  preferences: { autoFetch: false, demoData: true, transcriptLanguage: 'de', copyFormat: 'srt' },
  apiSettings: { cacheHours: 6, cacheMegabytes: 20, dailyBudget: 500, monthlyBudget: null },
};

describe('a settings file of the first version', () => {
  it('reads in the current shape: its values, and the defaults for what it lacks', () => {
    const read = readSettingsFile(JSON.stringify(firstVersionFile));
    expect(read).toEqual({
      ok: true,
      settings: {
        ...defaultSettings,
        baseUrl: 'http://127.0.0.1:8787',
        preferences: {
          ...defaultPreferences,
          autoFetch: false,
          demoData: true,
          transcriptLanguage: 'de',
          copyFormat: 'srt',
        },
        apiSettings: { ...defaultApiSettings, cacheHours: 6, cacheMegabytes: 20, dailyBudget: 500 },
      },
    });
    expect(read.ok && settingsSchema.safeParse(read.settings).success).toBe(true);
  });

  it('imported over stored settings, keeps those it does not name as they are', async () => {
    await pathStyle.setValue({ baseUrl: 'http://127.0.0.1:8787', style: 'platform', chosen: true });
    await batchConcurrency.setValue(7);
    await apiSettings.setValue({ ...defaultApiSettings, historyDays: 30, watchedSnapshots: 9 });
    await preferences.setValue({
      ...defaultPreferences,
      autoFetchDelaySeconds: 4,
      defaultCount: 25,
    });
    const read = readSettingsFile(JSON.stringify(firstVersionFile), await settingsExport());
    expect(read.ok && read.settings).toEqual({
      sidelightSettings: settingsVersion,
      baseUrl: 'http://127.0.0.1:8787',
      pathStyle: { baseUrl: 'http://127.0.0.1:8787', style: 'platform', chosen: true },
      batchConcurrency: 7,
      preferences: {
        ...defaultPreferences,
        autoFetch: false,
        autoFetchDelaySeconds: 4,
        demoData: true,
        transcriptLanguage: 'de',
        copyFormat: 'srt',
        defaultCount: 25,
      },
      apiSettings: {
        cacheHours: 6,
        cacheMegabytes: 20,
        dailyBudget: 500,
        monthlyBudget: null,
        historyDays: 30,
        watchedSnapshots: 9,
        automaticCap: null,
        automaticPaused: false,
        notifyMoves: false,
      },
    } satisfies Settings);
  });

  it('with a value out of range names it, as a current file does', () => {
    const read = readSettingsFile(JSON.stringify({ ...firstVersionFile, batchConcurrency: 40 }));
    expect(!read.ok && read.problems).toEqual([
      'Calls at a time on the batch page (batchConcurrency) must be at most 10, not 40.',
    ]);
  });
});

describe('a backup made with settings of the first version', () => {
  it.each(['chromium', 'firefox'])('(%s’s) restores them in the current shape', (browser) => {
    const text = readFileSync(`tests/fixtures/backup-${browser}.json`, 'utf8');
    const read = readBackup(text);
    expect(read.ok && read.backup.settings.sidelightSettings).toBe(1);
    const settings = read.ok ? migrateSettings(read.backup.settings) : undefined;
    expect(settings?.sidelightSettings).toBe(settingsVersion);
    expect(settingsSchema.safeParse(settings).success).toBe(true);
    expect(settings?.apiSettings).toEqual(
      read.ok ? { ...defaultApiSettings, ...read.backup.settings.apiSettings } : undefined,
    );
  });
});
