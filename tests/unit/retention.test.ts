/**
 * The history's days as the worker applies them: never beside a call or a price (each reads the
 * settings, thousands of times in a batch), once a day from its alarm, and at once when the days
 * change. The worker is composed as the background composes it, over a fake IndexedDB.
 */
import 'fake-indexeddb/auto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answeredMessage } from '@/lib/extension/background/after-wake';
import { startApiService } from '@/lib/extension/background/api-background';
import { retentionAlarm } from '@/lib/extension/background/retention';
import { type KeptChange, onKept } from '@/lib/extension/shared/kept-news';
import { defaultApiSettings } from '@/lib/extension/shared/settings';
import { apiSettings } from '@/lib/extension/shared/storage';
import { openStore, type WriteTx } from '@/lib/store/db';
import { writeHistory } from '@/lib/store/history';
import { keepWithinDays } from '@/lib/store/lifecycle';

vi.mock('@/lib/store/lifecycle', async (original) => {
  const real = await original<typeof import('@/lib/store/lifecycle')>();
  return { ...real, keepWithinDays: vi.fn(real.keepWithinDays) };
});

const day = 86_400_000;
/** The results kept, by how many days old each was fetched. */
const ages = [1, 15, 45];

const kept = async () => {
  const db = await openStore();
  const ages = (await db.getAll('history')).map((entry) =>
    Math.round((Date.now() - entry.at) / day),
  );
  db.close();
  return ages.sort((a, b) => a - b);
};

/** Resolves when the worker next says the history changed (what a sweep that removed some says). */
const historyChanged = () =>
  new Promise<void>((resolve) => {
    const stop = onKept((changed: readonly KeptChange[]) => {
      if (!changed.includes('history')) return;
      stop();
      resolve();
    });
  });

let worker: ReturnType<typeof startApiService>;
/** The sender a handler is given: none of these reads it. */
const fromPage = {} as Parameters<typeof worker.costNow>[1];

beforeAll(async () => {
  fakeBrowser.reset();
  // The fake browser has no permission events; the worker listens for one.
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
  await apiSettings.setValue({ ...defaultApiSettings, historyDays: 30 });
  const db = await openStore();
  const tx = db.transaction(['history', 'historyIndex'], 'readwrite') as unknown as WriteTx;
  for (const age of ages)
    await writeHistory(tx, {
      at: Date.now() - age * day,
      endpointId: 'video.video',
      params: { videoId: `aged${String(age).padStart(7, '0')}` },
      data: {},
      warnings: [],
      demo: false,
    });
  await tx.done;
  db.close();
  worker = startApiService({ titleOf: () => undefined, countsOf: () => undefined });
  // The worker's own start work waits for its first answer.
  answeredMessage();
});

describe('the history’s days', () => {
  it('are set to run once a day by an alarm the worker sets when it is missing', async () => {
    await vi.waitFor(async () => {
      expect(await fakeBrowser.alarms.get(retentionAlarm)).toMatchObject({
        name: retentionAlarm,
        periodInMinutes: 24 * 60,
      });
    });
  });

  it('are not applied by 200 prices and credit totals, each of which reads the settings', async () => {
    for (let read = 0; read < 200; read += 1)
      await worker.costNow({ id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } }, fromPage);
    await worker.creditTotals(undefined, fromPage);
    expect(keepWithinDays).not.toHaveBeenCalled();
    // The result older than the 30 days is still kept: nothing swept it.
    expect(await kept()).toEqual([1, 15, 45]);
  });

  it('are applied once when their alarm fires, removing what is older than them', async () => {
    const changed = historyChanged();
    await fakeBrowser.alarms.onAlarm.trigger({
      name: retentionAlarm,
      scheduledTime: Date.now(),
      periodInMinutes: 24 * 60,
      persistAcrossSessions: true,
    });
    await changed;
    expect(keepWithinDays).toHaveBeenCalledTimes(1);
    expect(await kept()).toEqual([1, 15]);
  });

  it('are applied once when they change, and not when another setting does', async () => {
    await apiSettings.setValue({ ...defaultApiSettings, historyDays: 30, dailyBudget: 500 });
    const changed = historyChanged();
    await apiSettings.setValue({ ...defaultApiSettings, historyDays: 10, dailyBudget: 500 });
    await changed;
    expect(keepWithinDays).toHaveBeenCalledTimes(2);
    expect(await kept()).toEqual([1]);
  });
});
