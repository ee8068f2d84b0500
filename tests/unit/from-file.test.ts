/**
 * Nothing read from a file spends, or turns spending on: a settings import (and a restore's
 * settings) never raises a cap or budget, never removes one, never un-pauses or turns on automatic
 * refreshes, fetching on open or real calls, and never saves a service address; the preview says
 * each change from what to what and each setting kept and why. Restored watched things are due a
 * period after the restore, whatever the file says.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { restorePreviewWords } from '@/components/settings/backup-words';
import { importSettings } from '@/components/settings/restore';
import { settingsFromFile, watchedFromFile } from '@/lib/extension/shared/from-file';
import { defaultApiSettings, defaultPreferences } from '@/lib/extension/shared/settings';
import { defaultSettings, settingsExport } from '@/lib/extension/shared/settings-file';
import type { ApiSettings, Settings } from '@/lib/extension/shared/settings-schema';
import {
  apiSettings,
  baseUrl,
  preferences,
  type WatchedThing,
} from '@/lib/extension/shared/storage';

beforeEach(() => fakeBrowser.reset());

const hour = 3_600_000;
const day = 24 * hour;
const restoredAt = Date.UTC(2026, 10, 28, 9);

/** A settings file: the defaults with these budgets and caps. */
const fileWith = (api: Partial<ApiSettings>, rest: Partial<Settings> = {}): Settings => ({
  ...defaultSettings,
  ...rest,
  apiSettings: { ...defaultApiSettings, ...api },
});

const storeApi = (api: Partial<ApiSettings>) =>
  apiSettings.setValue({ ...defaultApiSettings, ...api });

describe('a settings import', () => {
  it('never raises a cap or a budget, nor removes one; a lower one is taken', async () => {
    await storeApi({ dailyBudget: 50, monthlyBudget: null, automaticCap: 20 });
    await importSettings(fileWith({ dailyBudget: null, monthlyBudget: 300, automaticCap: 500 }));
    expect(await apiSettings.getValue()).toMatchObject({
      dailyBudget: 50,
      monthlyBudget: 300,
      automaticCap: 20,
    });
    await importSettings(fileWith({ dailyBudget: 40, monthlyBudget: 900, automaticCap: 5 }));
    expect(await apiSettings.getValue()).toMatchObject({
      dailyBudget: 40,
      monthlyBudget: 300,
      automaticCap: 5,
    });
  });

  it('never un-pauses automatic refreshes, nor turns them on', async () => {
    await storeApi({ automaticCap: 20, automaticPaused: true });
    await importSettings(fileWith({ automaticCap: 20, automaticPaused: false }));
    expect(await apiSettings.getValue()).toMatchObject({ automaticCap: 20, automaticPaused: true });
    await storeApi({ automaticCap: null, automaticPaused: false });
    await importSettings(fileWith({ automaticCap: 100, automaticPaused: false }));
    expect(await apiSettings.getValue()).toMatchObject({
      automaticCap: null,
      automaticPaused: false,
    });
  });

  it('may pause automatic refreshes or turn them off', async () => {
    await storeApi({ automaticCap: 20, automaticPaused: false });
    await importSettings(fileWith({ automaticCap: 20, automaticPaused: true }));
    expect(await apiSettings.getValue()).toMatchObject({ automaticCap: 20, automaticPaused: true });
    await importSettings(fileWith({ automaticCap: null, automaticPaused: true }));
    expect(await apiSettings.getValue()).toMatchObject({ automaticCap: null });
  });

  it('never turns on fetching when the panel opens, nor turns demo data off', async () => {
    await preferences.setValue({ ...defaultPreferences, autoFetch: false, demoData: true });
    await importSettings({
      ...defaultSettings,
      preferences: { ...defaultPreferences, autoFetch: true, demoData: false, copyFormat: 'srt' },
    });
    expect(await preferences.getValue()).toMatchObject({
      autoFetch: false,
      demoData: true,
      copyFormat: 'srt',
    });
  });

  it('never saves the file’s address, this machine’s included: it is offered to be saved', async () => {
    await baseUrl.setValue('https://api.mine.example');
    const offered = await importSettings({ ...defaultSettings, baseUrl: 'http://localhost:9999' });
    expect(await baseUrl.getValue()).toBe('https://api.mine.example');
    expect(offered).toBe('http://localhost:9999');
  });

  it('takes the settings that spend nothing as the file has them', async () => {
    await importSettings(
      fileWith(
        { cacheHours: 6, historyDays: 30 },
        { batchConcurrency: 5, preferences: { ...defaultPreferences, transcriptLanguage: 'de' } },
      ),
    );
    const now = await settingsExport();
    expect([
      now.apiSettings.cacheHours,
      now.apiSettings.historyDays,
      now.batchConcurrency,
      now.preferences.transcriptLanguage,
    ]).toEqual([6, 30, 5, 'de']);
  });
});

describe('what an import or a restore says before it changes anything', () => {
  it('each change from what to what, each setting kept and why, and the address left unsaved', () => {
    const now: Settings = {
      ...defaultSettings,
      baseUrl: 'https://api.mine.example',
      apiSettings: {
        ...defaultApiSettings,
        dailyBudget: 50,
        automaticCap: 20,
        automaticPaused: true,
      },
    };
    const file: Settings = {
      ...defaultSettings,
      baseUrl: 'http://localhost:9999',
      preferences: { ...defaultPreferences, copyFormat: 'txt' },
      apiSettings: {
        ...defaultApiSettings,
        dailyBudget: 200,
        monthlyBudget: 900,
        automaticCap: 500,
        automaticPaused: false,
      },
    };
    const plan = settingsFromFile(now, file);
    expect(plan.changes).toEqual([
      'Copy transcripts as: Text with timestamps → Plain text.',
      'Monthly budget (credits): no cap → 900 credits.',
    ]);
    expect(plan.kept).toEqual([
      'Kept your daily budget of 50 credits: a file never raises a cap (the file has 200 credits).',
      'Kept your cap of 20 credits a month for automatic refreshes: a file never raises a cap (the file has 500 credits).',
      'Automatic refreshes stay paused: a file never un-pauses them.',
    ]);
    expect([plan.address, plan.settings.baseUrl]).toEqual([
      'http://localhost:9999',
      'https://api.mine.example',
    ]);
  });

  it('a restore: what the file holds, the watched things it adds and when they are due, that nothing is sent', () => {
    expect(
      restorePreviewWords({ results: 3, spending: 2, cached: 0, loadAll: 0, batches: 1 }, [
        { schedule: 'daily' },
        {},
      ]),
    ).toEqual([
      'The file holds 3 results, 2 spending rows and 1 batch: what this browser has already is left as it is.',
      'It adds 2 watched things: 1 refreshed every day, first due a day after this restore; 1 refreshed by hand. None is refreshed at once.',
      'Its batches and Load all lists come back stopped, with their caps: none runs until you resume it.',
      'A restore sends nothing to the service and spends no credits.',
    ]);
  });
});

describe('watched things from a backup', () => {
  const thing = (key: string, extra: Partial<WatchedThing> = {}): WatchedThing => ({
    key,
    endpointId: 'video.channel',
    params: { handle: key },
    url: `https://www.youtube.com/@${key}`,
    title: key,
    addedAt: restoredAt - 30 * day,
    ...extra,
  });

  it('are due one period after the restore, never at an old overdue time nor after an old wait', () => {
    const added = watchedFromFile(
      [],
      [
        thing('overdue', { schedule: 'daily', dueAt: restoredAt - 3 * day }),
        thing('waiting', { schedule: 'weekly', dueAt: restoredAt - day, waitUntil: restoredAt }),
        thing('far', { schedule: 'daily', dueAt: restoredAt + 30 * day }),
        thing('by hand', { dueAt: restoredAt - day }),
      ],
      restoredAt,
    );
    expect(added.map((each) => [each.key, each.dueAt, each.waitUntil])).toEqual([
      ['overdue', restoredAt + day, undefined],
      ['waiting', restoredAt + 7 * day, undefined],
      ['far', restoredAt + day, undefined],
      ['by hand', undefined, undefined],
    ]);
  });

  it('already watched here stay as they are, and a file’s repeat is added once', () => {
    const mine = thing('mine', { schedule: 'daily', dueAt: restoredAt + hour });
    const added = watchedFromFile(
      [mine],
      [thing('mine', { schedule: 'daily', dueAt: restoredAt - day }), thing('new'), thing('new')],
      restoredAt,
    );
    expect(added.map((each) => each.key)).toEqual(['new']);
  });
});
