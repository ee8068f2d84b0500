/**
 * Watched things refreshed by their alarm, against the local fake with a fixed latency: a run of
 * 100 things, 3 at a time, against an ordinary batch of as many pages in the same run and against
 * 100 / 3 × the latency (as a batch is); and, once the run has ended, no timer left in the worker
 * and no alarm but the next due one.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { askBackground, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import type { Row } from './report';

const things = 100;
const atOnce = 3;
const latency = 500;
const day = 86_400_000;

/** YouTube video ids (11 characters) unlike any other bench's. */
const videoIds = Array.from(
  { length: things },
  (_, index) => `w${String(index).padStart(10, '0')}`,
);

/** Counts the worker's live timers from now on (those it sets; fired and cleared ones go). */
const countTimers = (sw: Worker) =>
  sw.evaluate(() => {
    const live = new Set<unknown>();
    const scope = globalThis as unknown as Record<string, (...args: unknown[]) => unknown>;
    const { setTimeout: later, setInterval: every, clearTimeout, clearInterval } = scope;
    scope.setTimeout = (handler: unknown, ...rest: unknown[]) => {
      const id = later?.(
        () => {
          live.delete(id);
          (handler as () => void)();
        },
        ...rest,
      );
      live.add(id);
      return id;
    };
    scope.setInterval = (...args: unknown[]) => {
      const id = every?.(...args);
      live.add(id);
      return id;
    };
    scope.clearTimeout = (id: unknown) => {
      live.delete(id);
      clearTimeout?.(id);
    };
    scope.clearInterval = (id: unknown) => {
      live.delete(id);
      clearInterval?.(id);
    };
    (globalThis as unknown as { liveTimers: Set<unknown> }).liveTimers = live;
  });

export async function watchRows(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
): Promise<Row[]> {
  const fake = await startFakeApi({ latency: { video: latency } });
  const view = await context.newPage();
  try {
    await useService(sw, fake.url, fake.key);
    await view.goto(`chrome-extension://${extensionId}/popup.html`);

    // An ordinary batch of as many pages of the same kind, on this machine now: what the run is
    // held to (other videos, so that neither finds the other's answers in the cache).
    const plainStarted = await askBackground<{ batch: { id: number } }>(view, 'startBatch', {
      rows: videoIds.map((videoId) => ({
        url: `https://www.youtube.com/watch?v=${videoId.replace('w', 'p')}`,
        id: 'video.video',
        params: { videoId: videoId.replace('w', 'p') },
      })),
      cap: 1_000_000,
      concurrency: atOnce,
    });
    let plain: { running: boolean; startedAt: number; updatedAt: number };
    for (;;) {
      plain = (
        await askBackground<{ batch: typeof plain }>(view, 'batchState', {
          batchId: plainStarted.batch.id,
        })
      ).batch;
      if (!plain.running) break;
      await view.waitForTimeout(100);
    }

    const keys = await Promise.all(
      videoIds.map((videoId) =>
        askBackground<string>(view, 'callKey', { id: 'video.video', params: { videoId } }),
      ),
    );
    // Storing things already due wakes the worker's own alarm too, which may fire before the one
    // this bench sets: the run is timed from whichever alarm came first.
    await sw.evaluate(() => {
      const scope = globalThis as unknown as { firstAlarmAt?: number };
      delete scope.firstAlarmAt;
      chrome.alarms.onAlarm.addListener(() => {
        scope.firstAlarmAt ??= Date.now();
      });
    });
    await sw.evaluate(
      ([ids, keyList]) =>
        chrome.storage.local.set({
          apiSettings: {
            cacheHours: 24,
            cacheMegabytes: 50,
            dailyBudget: null,
            monthlyBudget: null,
            historyDays: null,
            watchedSnapshots: 100,
            automaticCap: 1_000_000,
          },
          watched: ids.map((videoId, index) => ({
            key: keyList[index],
            endpointId: 'video.video',
            params: { videoId },
            url: `https://www.youtube.com/watch?v=${videoId}`,
            title: videoId,
            addedAt: Date.now() - 2 * 86_400_000,
            schedule: 'daily',
            dueAt: Date.now() - 60_000,
          })),
        }),
      [videoIds, keys] as const,
    );
    await countTimers(sw);
    const before = fake.requests.length;
    let firedAt = await sw.evaluate(() => {
      void chrome.alarms.create('sidelight:watched', { when: Date.now() });
      return Date.now();
    });
    // The run has ended once every thing says how its refresh went.
    for (;;) {
      const { settled, firstAlarmAt } = await sw.evaluate(async (since) => {
        const { firstAlarmAt } = globalThis as unknown as { firstAlarmAt?: number };
        const { watched } = (await chrome.storage.local.get('watched')) as {
          watched: { lastRefresh?: { at: number } }[];
        };
        const from = Math.min(since, firstAlarmAt ?? since);
        return {
          settled: watched.every((thing) => (thing.lastRefresh?.at ?? 0) >= from),
          firstAlarmAt,
        };
      }, firedAt);
      firedAt = Math.min(firedAt, firstAlarmAt ?? firedAt);
      if (settled) break;
      await view.waitForTimeout(50);
    }
    const endedAt = await sw.evaluate(() => Date.now());
    // The run's own batch: the newest automatic one (the batch page's latest skips those).
    const batch = await sw.evaluate(
      () =>
        new Promise<{ startedAt: number; updatedAt: number; done: number }>((resolve, reject) => {
          const opening = indexedDB.open('sidelight');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const read = opening.result.transaction('batches').objectStore('batches').getAll();
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              opening.result.close();
              const automatic = (
                read.result as {
                  automatic?: boolean;
                  startedAt: number;
                  updatedAt: number;
                  done: number;
                }[]
              ).filter((each) => each.automatic);
              const newest = automatic.at(-1);
              if (newest) resolve(newest);
              else reject(new Error('The run kept no automatic batch'));
            };
          };
        }),
    );
    // A moment for anything the run left behind to show itself.
    await view.waitForTimeout(2000);
    const liveTimers = await sw.evaluate(
      () => (globalThis as unknown as { liveTimers: Set<unknown> }).liveTimers.size,
    );
    // The history's days have a daily alarm of their own, whatever is watched.
    const alarms = (await sw.evaluate(() => chrome.alarms.getAll())).filter(
      (alarm) => alarm.name !== 'sidelight:history-days',
    );

    const took = endedAt - firedAt;
    const plainTook = plain.updatedAt - plain.startedAt;
    const limit = (things / atOnce) * latency;
    const refreshed = fake.requests.length - before;
    const next = alarms[0]?.scheduledTime ?? 0;
    return [
      {
        group: 'watch',
        name: `a refresh run of ${things} watched things, ${atOnce} at a time, ${latency} ms each, from the alarm to its end (${took} ms), against an ordinary batch of ${things} such pages in the same run (${plainTook} ms)`,
        value: took / plainTook,
        unit: '×',
        budget: 1.05,
        note: `${refreshed} calls, ${batch.done} done; its batch alone ${batch.updatedAt - batch.startedAt} ms`,
      },
      {
        group: 'watch',
        name: `that run against its latency limit, ${Math.round(limit)} ms (${things} / ${atOnce} × ${latency} ms)`,
        value: took / limit,
        unit: '×',
        budget: 1.15,
        note: `${took} ms from the alarm to its end`,
      },
      {
        group: 'watch',
        name: 'between due times: no timer in the worker, one alarm, at the next due time',
        value: liveTimers + alarms.length,
        unit: '×',
        check:
          liveTimers === 0 &&
          alarms.length === 1 &&
          next > endedAt + day - 3_600_000 &&
          next < endedAt + day + 60_000,
        note: `${liveTimers} timers left, ${alarms.length} alarm${alarms.length === 1 ? '' : 's'}, the next ${((next - endedAt) / 3_600_000).toFixed(1)} h away`,
      },
    ];
  } finally {
    await view.close();
    await fake.close();
  }
}
