/**
 * Watched things refreshed by their alarm, against the local fake with a fixed latency: a run of
 * 100 things, 3 at a time, against 100 / 3 × the latency (as a batch is); the worker's added time
 * per thing against a single cached call's; and, once the run has ended, no timer left in the
 * worker and no alarm but the next due one.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { askBackground, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import { median, type Row } from './report';

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

    // A single call the cache answers, from a view, as the baseline of the worker's own time.
    const cachedParams = { videoId: 'wcached0000' };
    await askBackground(view, 'callApi', { id: 'video.video', params: cachedParams });
    const cachedTimes = await view.evaluate(
      async ([params, portName]) => {
        const times: number[] = [];
        for (let round = 0; round < 21; round++) {
          const start = performance.now();
          await new Promise((resolve) => {
            const port = chrome.runtime.connect({ name: portName });
            port.onMessage.addListener((reply) => {
              port.disconnect();
              resolve(reply);
            });
            port.postMessage({
              sidelight: 1,
              type: 'callApi',
              data: { id: 'video.video', params },
            });
          });
          times.push(performance.now() - start);
        }
        return times;
      },
      [cachedParams, 'sidelight:request'] as const,
    );
    const cached = median(cachedTimes);

    // The floor of a refresh: the worker's own request to the fake and its answer read, nothing
    // more (the fake's latency plus its server and the loopback), three at a time as the run asks.
    const roundTrips = await sw.evaluate(
      async ([base, key, ids]) =>
        Promise.all(
          ids.map(async (id) => {
            const start = performance.now();
            const answer = await fetch(`${base}/video/videos/${id}`, {
              headers: { 'x-api-key': key },
            });
            await answer.json();
            return performance.now() - start;
          }),
        ),
      [fake.url, fake.key, ['wfloor00001', 'wfloor00002', 'wfloor00003']] as const,
    );
    const roundTrip = median(roundTrips);

    // An ordinary batch of as many pages beside it, on this machine now, for comparison.
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
    const batch = (
      await askBackground<{ batch: { startedAt: number; updatedAt: number; done: number } }>(
        view,
        'batchState',
        {},
      )
    ).batch;
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
    const limit = (things / atOnce) * latency;
    // Each slot refreshes its things one after another: 34 turns for 100 things 3 at a time.
    const turns = Math.ceil(things / atOnce);
    const addedPerThing = took / turns - roundTrip;
    const refreshed = fake.requests.length - before;
    const next = alarms[0]?.scheduledTime ?? 0;
    return [
      {
        group: 'watch',
        name: `a refresh run of ${things} watched things, ${atOnce} at a time, ${latency} ms each, against ${Math.round(limit)} ms (${things} / ${atOnce} × ${latency} ms): took ${took} ms from the alarm to its end`,
        value: took / limit,
        unit: '×',
        budget: 1.15,
        note: `${refreshed} calls, ${batch.done} done; its batch alone ${batch.updatedAt - batch.startedAt} ms; an ordinary batch of ${things} pages just before it ${plain.updatedAt - plain.startedAt} ms`,
      },
      {
        group: 'watch',
        name: `the worker's added time per thing in that run, against 2 × a single cached call's (${cached.toFixed(1)} ms)`,
        value: addedPerThing / cached,
        unit: '×',
        budget: 2,
        note: `${addedPerThing.toFixed(1)} ms a thing beyond the worker's bare request to the fake (${roundTrip.toFixed(1)} ms, for its ${latency} ms latency), over ${turns} turns of ${atOnce}`,
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
