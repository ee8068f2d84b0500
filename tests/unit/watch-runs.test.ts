/**
 * Automatic refreshes against the local fake of the service, the clock faked: the due things run
 * as one batch through the ordinary calls (ledger rows marked automatic, new snapshots), one alarm
 * for the next due time and nothing else, one catch-up after days asleep, the cap and the budgets
 * with several due at once, a failure tried again at the next due time, a pause, demo data, a
 * thing stopped while its refresh runs, and the moves that pass a thing's threshold.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { refreshAlarm } from '@/lib/extension/background/watch-runs';
import { type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { removeWatched } from '@/lib/extension/shared/stored-writes';
import { deleteHistory, snapshotsOf } from '@/lib/store/history';
import { ledgerEntries } from '@/lib/store/ledger';
import { faults } from '../fake-api/faults';
import { roomAgain, storage } from '../support/full-storage';
import { serviceSuite } from '../support/service-suite';
import { scheduleFrom, watchRunsOver } from '../support/watch-runs';

const suite = serviceSuite();
const hour = 3_600_000;
const day = 24 * hour;
const start = new Date(2026, 10, 10, 9, 0).getTime();

const videos = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', '9bZkp7q19f0', 'kJQP7kiw5Fk'];
const price = endpointById('video.video').credits({ videoId: 'x' });

function setUp() {
  const { service, runs, moved } = watchRunsOver(suite);
  const keyOf = (videoId: string) => service.keyOf({ id: 'video.video', params: { videoId } });
  return { runs, moved, keyOf, service };
}

const thingOf = (
  keyOf: (videoId: string) => string | undefined,
  videoId: string,
  changes: Partial<WatchedThing> = {},
): WatchedThing => ({
  key: keyOf(videoId) ?? '',
  endpointId: 'video.video',
  params: { videoId },
  url: `https://www.youtube.com/watch?v=${videoId}`,
  title: videoId,
  addedAt: start - day,
  schedule: 'daily',
  ...changes,
});

const stored = async () => new Map((await watched.getValue()).map((thing) => [thing.title, thing]));
const automaticRows = async () =>
  (await ledgerEntries(suite.db)).filter((entry) => entry.purpose === 'automaticRefresh');
const alarms = () => fakeBrowser.alarms.getAll();

scheduleFrom(suite, start);

describe('a run of the due things', () => {
  it('refreshes two things due today in one batch, each charged once, marked automatic; the next day at the same hour', async () => {
    const { runs, keyOf } = setUp();
    await watched.setValue(videos.slice(0, 2).map((id) => thingOf(keyOf, id)));
    await runs.reschedule();
    // Never looked at: due at once, and the one alarm says so.
    expect(await alarms()).toEqual([
      expect.objectContaining({ name: refreshAlarm, scheduledTime: start }),
    ]);
    await runs.wake();
    expect(
      suite.fake.requests.map((request) => request.query.videoId ?? request.path),
    ).toHaveLength(2);
    expect((await automaticRows()).map((entry) => [entry.params.videoId, entry.price])).toEqual(
      expect.arrayContaining(videos.slice(0, 2).map((id) => [id, price])),
    );
    for (const id of videos.slice(0, 2)) {
      expect(await snapshotsOf(suite.db, keyOf(id) ?? '')).toHaveLength(1);
      expect((await stored()).get(id)).toMatchObject({
        dueAt: start + day,
        lastRefresh: { at: start, outcome: 'done' },
      });
    }
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start + day })]);

    // The same day again: nothing is due, nothing is spent.
    vi.setSystemTime(start + 2 * hour);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(2);
  });

  it('a thing just looked at is first due a period after that look', async () => {
    const { runs, keyOf, service } = setUp();
    await service.call({ id: 'video.video', params: { videoId: videos[0] } });
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { schedule: 'weekly' })]);
    await runs.reschedule();
    expect((await stored()).get(videos[0] ?? '')?.dueAt).toBe(start + 7 * day);
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start + 7 * day })]);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
  });

  it('after five days asleep it catches up once, and is next due a day after', async () => {
    const { runs, keyOf } = setUp();
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    vi.setSystemTime(start + 5 * day + 3 * hour);
    await runs.wake();
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
    expect((await stored()).get(videos[0] ?? '')?.dueAt).toBe(start + 6 * day + 3 * hour);
    expect(await alarms()).toHaveLength(1);
  });
});

describe('the cap and the budgets', () => {
  it('several due under a cap that fits two: two run, the others wait until next month and say so', async () => {
    const { runs, keyOf } = setUp();
    suite.settings.api = { ...suite.settings.api, automaticCap: 2 * price + 1 };
    await watched.setValue(
      videos.map((id, index) => thingOf(keyOf, id, { dueAt: start - (4 - index) * hour })),
    );
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(2);
    expect((await automaticRows()).reduce((sum, entry) => sum + entry.price, 0)).toBe(2 * price);
    const things = await stored();
    expect(videos.map((id) => things.get(id)?.lastRefresh?.outcome)).toEqual([
      'done',
      'done',
      'waiting',
      'waiting',
    ]);
    expect(things.get(videos[3] ?? '')?.lastRefresh?.note).toBe(
      `Waiting: this month's automatic refreshes reached their cap of ${2 * price + 1} credits.`,
    );
    // Waking again spends nothing; the one alarm is the next due time of those that ran.
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(2);
    expect(await alarms()).toEqual([
      expect.objectContaining({ scheduledTime: start - 4 * hour + day }),
    ]);
  });

  it('what was spent by hand today counts within the daily budget', async () => {
    const { runs, keyOf, service } = setUp();
    suite.settings.api = { ...suite.settings.api, dailyBudget: 3 * price };
    await service.call({ id: 'video.video', params: { videoId: 'jNQXAC9IVRw' } });
    await service.call({ id: 'video.video', params: { videoId: 'OPf0YbXqDm0' } });
    await watched.setValue(videos.slice(0, 3).map((id) => thingOf(keyOf, id, { dueAt: start })));
    await runs.wake();
    expect(await automaticRows()).toHaveLength(1);
    const waiting = [...(await stored()).values()].filter(
      (thing) => thing.lastRefresh?.outcome === 'waiting',
    );
    expect(waiting.map((thing) => thing.lastRefresh?.note)).toEqual([
      `Waiting: it would pass today's budget of ${3 * price} credits.`,
      `Waiting: it would pass today's budget of ${3 * price} credits.`,
    ]);
    // Tomorrow the budget starts again, and they run.
    vi.setSystemTime(new Date(2026, 10, 11, 0, 5).getTime());
    await runs.wake();
    expect(await automaticRows()).toHaveLength(3);
  });

  it('raising the cap makes the things waiting for it due at once', async () => {
    const { runs, keyOf } = setUp();
    suite.settings.api = { ...suite.settings.api, automaticCap: 0 };
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(0);
    suite.settings.api = { ...suite.settings.api, automaticCap: 100 };
    await runs.reschedule({ limitsChanged: true });
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start })]);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
  });
});

describe('failures, pauses and demo data', () => {
  it('a failure is tried again at the next due time, not before', async () => {
    const { runs, keyOf } = setUp();
    suite.fake.inject({
      endpoint: 'video.video',
      respond: { status: 500, body: { success: false, error: 'scrape failed' } },
    });
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    await runs.wake();
    expect((await stored()).get(videos[0] ?? '')).toMatchObject({
      dueAt: start + day,
      lastRefresh: { outcome: 'failed', note: expect.stringContaining('scrape failed') },
    });
    await runs.wake();
    vi.setSystemTime(start + 6 * hour);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
    vi.setSystemTime(start + day);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(2);
    expect((await stored()).get(videos[0] ?? '')?.lastRefresh?.outcome).toBe('done');
  });

  it('a rate limit slows the run as a batch is slowed, and every thing is still refreshed once', async () => {
    const { runs, keyOf } = setUp();
    suite.fake.inject({ ...faults.rateLimited(0), endpoint: 'video.video', times: 2 });
    await watched.setValue(videos.slice(0, 3).map((id) => thingOf(keyOf, id, { dueAt: start })));
    await runs.wake();
    const charged = suite.fake.requests.filter((request) => request.status === 200);
    expect(charged).toHaveLength(3);
    expect(suite.fake.requests.filter((request) => request.status === 429)).toHaveLength(2);
    // Every call is in the ledger, the two refused ones too (charged nothing).
    expect((await automaticRows()).map((entry) => entry.outcome).sort()).toEqual([
      'ok',
      'ok',
      'ok',
      'rateLimited',
      'rateLimited',
    ]);
    expect([...(await stored()).values()].map((thing) => thing.lastRefresh?.outcome)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it.each([
    ['paused', { automaticPaused: true }, false],
    ['without a cap', { automaticCap: null }, false],
    ['on demo data', {}, true],
  ])('%s: no alarm, and a wake refreshes nothing', async (_, api, demo) => {
    const { runs, keyOf } = setUp();
    suite.settings = { ...suite.settings, demo, api: { ...suite.settings.api, ...api } };
    await fakeBrowser.alarms.create(refreshAlarm, { when: start });
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    await runs.reschedule();
    expect(await alarms()).toEqual([]);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(0);
    expect(await automaticRows()).toEqual([]);
  });

  it('a thing stopped while its refresh runs stays stopped; the others are kept', async () => {
    const { runs, keyOf } = setUp();
    suite.fake.inject({ endpoint: 'video.video', delayMs: 300, times: 2 });
    await watched.setValue(videos.slice(0, 2).map((id) => thingOf(keyOf, id, { dueAt: start })));
    const running = runs.wake();
    await vi.waitFor(() => expect(suite.fake.requests.length).toBeGreaterThan(0));
    await removeWatched(keyOf(videos[0] ?? '') ?? '');
    await running;
    const things = await stored();
    expect([...things.keys()]).toEqual([videos[1]]);
    expect(things.get(videos[1] ?? '')?.lastRefresh?.outcome).toBe('done');
  });
});

describe('the same request is one charge', () => {
  const shortTime = (at: number) =>
    new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });

  it('a thing fetched by hand a minute before its alarm: the run sends nothing, takes that answer, and is next due a period after it', async () => {
    const { runs, keyOf, service, moved } = setUp();
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    await runs.reschedule();
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start })]);
    const byHand = start - 60_000;
    vi.setSystemTime(byHand);
    await service.call({ id: 'video.video', params: { videoId: videos[0] } });
    vi.setSystemTime(start);
    await runs.wake();

    expect(suite.fake.requests).toHaveLength(1);
    // One row in the ledger: the one paid by hand, none automatic.
    expect(
      (await ledgerEntries(suite.db)).map((entry) => [entry.params.videoId, entry.purpose]),
    ).toEqual([[videos[0], undefined]]);
    expect((await stored()).get(videos[0] ?? '')).toMatchObject({
      dueAt: byHand + day,
      lastRefresh: {
        at: start,
        outcome: 'done',
        note: expect.stringMatching(
          new RegExp(
            `^Used the answer fetched at ${shortTime(byHand)} on .+; nothing was spent\\.$`,
          ),
        ),
      },
    });
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: byHand + day })]);
    expect(moved).toHaveBeenCalledWith(expect.objectContaining({ refreshed: 1 }));
  });

  it('a fresh answer the browser had no room to keep, held by the service, stands in too', async () => {
    const { runs, keyOf, service } = setUp();
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    const byHand = start - 5 * 60_000;
    vi.setSystemTime(byHand);
    storage.full = true;
    expect(await service.call({ id: 'video.video', params: { videoId: videos[0] } })).toMatchObject(
      { ok: true, source: 'network' },
    );
    await vi.waitFor(() =>
      expect(service.heldFetchedAt(keyOf(videos[0] ?? '') ?? '')).toBe(byHand),
    );
    roomAgain();
    vi.setSystemTime(start);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
    expect(await automaticRows()).toEqual([]);
    expect((await stored()).get(videos[0] ?? '')?.dueAt).toBe(byHand + day);
  });

  it('a fresh answer whose history entry was deleted still stands in, from the cache', async () => {
    const { runs, keyOf, service } = setUp();
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    const byHand = start - 5 * 60_000;
    vi.setSystemTime(byHand);
    const answer = await service.call({ id: 'video.video', params: { videoId: videos[0] } });
    if (!answer.ok || answer.historyId === undefined) throw new Error('not kept');
    await deleteHistory(suite.db, answer.historyId);
    vi.setSystemTime(start);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(1);
    expect(await automaticRows()).toEqual([]);
    expect((await stored()).get(videos[0] ?? '')?.dueAt).toBe(byHand + day);
  });

  it('an answer older than half a period does not stand in: the run pays for a new one', async () => {
    const { runs, keyOf, service } = setUp();
    await watched.setValue([thingOf(keyOf, videos[0] ?? '', { dueAt: start })]);
    vi.setSystemTime(start - 13 * hour);
    await service.call({ id: 'video.video', params: { videoId: videos[0] } });
    vi.setSystemTime(start);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(2);
    expect(await automaticRows()).toHaveLength(1);
    expect((await stored()).get(videos[0] ?? '')).toMatchObject({
      dueAt: start + day,
      lastRefresh: { at: start, outcome: 'done' },
    });
  });

  it('fetched by hand shortly before its day, a thing is next due a period after that fetch, and the alarm follows; a fetch long before changes nothing', async () => {
    const { runs, keyOf, service } = setUp();
    await watched.setValue([
      thingOf(keyOf, videos[0] ?? '', { dueAt: start + 2 * hour }),
      thingOf(keyOf, videos[1] ?? '', { dueAt: start + 20 * hour }),
    ]);
    await runs.reschedule();
    for (const videoId of videos.slice(0, 2)) {
      const answer = await service.call({ id: 'video.video', params: { videoId } });
      if (!answer.ok) throw new Error(answer.error.message);
      await runs.fetched(answer.key, answer.fetchedAt);
    }
    const things = await stored();
    expect(things.get(videos[0] ?? '')?.dueAt).toBe(start + day);
    expect(things.get(videos[1] ?? '')?.dueAt).toBe(start + 20 * hour);
    await runs.reschedule();
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start + 20 * hour })]);
  });
});

describe('a thing that cannot be asked fails alone', () => {
  it('three things, one whose endpoint no longer exists: the two others are refreshed and charged, it fails saying why, and no due time is lost', async () => {
    const { runs, keyOf } = setUp();
    await watched.setValue([
      thingOf(keyOf, videos[0] ?? ''),
      thingOf(keyOf, videos[1] ?? ''),
      thingOf(keyOf, videos[2] ?? '', { key: 'video.gone:old', endpointId: 'video.gone' }),
    ]);
    await runs.reschedule();
    await runs.wake();
    expect(suite.fake.requests.map((request) => request.query.videoId ?? request.path)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(videos[0] ?? ''),
        expect.stringContaining(videos[1] ?? ''),
      ]),
    );
    expect(suite.fake.requests).toHaveLength(2);
    expect(
      (await automaticRows()).map((entry) => [entry.params.videoId, entry.price]).sort(),
    ).toEqual(
      videos
        .slice(0, 2)
        .map((id) => [id, price])
        .sort(),
    );
    const things = await stored();
    for (const id of videos.slice(0, 2))
      expect(things.get(id)).toMatchObject({
        dueAt: start + day,
        lastRefresh: { at: start, outcome: 'done' },
      });
    expect(things.get(videos[2] ?? '')).toMatchObject({
      dueAt: start + day,
      lastRefresh: {
        at: start,
        outcome: 'failed',
        note: 'This version of Sidelight does not know “video.gone”.',
      },
    });
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: start + day })]);
  });

  it('a run the service stops (the key refused) keeps the due times of the things it did not ask, and tries them the next day', async () => {
    const { runs, keyOf } = setUp();
    suite.fake.inject({
      ...faults.status(401, 'Invalid API key'),
      endpoint: 'video.video',
      times: 3,
    });
    await watched.setValue(videos.slice(0, 3).map((id) => thingOf(keyOf, id, { dueAt: start })));
    await runs.wake();
    const tomorrow = new Date(2026, 10, 11).getTime();
    for (const thing of (await stored()).values())
      expect(thing).toMatchObject({
        dueAt: start,
        waitUntil: tomorrow,
        lastRefresh: { at: start, outcome: 'failed', note: expect.stringMatching(/key/i) },
      });
    expect(await alarms()).toEqual([expect.objectContaining({ scheduledTime: tomorrow })]);
    // Woken again the same day: nothing is asked.
    const asked = suite.fake.requests.length;
    vi.setSystemTime(start + hour);
    await runs.wake();
    expect(suite.fake.requests).toHaveLength(asked);
  });
});

describe('what moved', () => {
  it('tells the moves of the things refreshed that pass their threshold, biggest first', async () => {
    const { runs, moved, keyOf, service } = setUp();
    const sample = sampleOf('video.video') as { viewCount: number; likeCount: number };
    for (const id of videos.slice(0, 3)) {
      suite.fake.inject({
        endpoint: 'video.video',
        respond: {
          status: 200,
          body: { ...sample, id, viewCount: 1000, likeCount: 100 },
        },
      });
      await service.call({ id: 'video.video', params: { videoId: id } });
    }
    // A day later: views up 50 % on the first, 5 % on the second, unchanged on the third.
    vi.setSystemTime(start + day);
    const views = [1500, 1050, 1000];
    for (const [index, id] of videos.slice(0, 3).entries())
      suite.fake.inject({
        endpoint: 'video.video',
        respond: {
          status: 200,
          body: { ...sample, id, viewCount: views[index], likeCount: 100 },
        },
      });
    await watched.setValue(
      videos
        .slice(0, 3)
        .map((id, index) =>
          thingOf(keyOf, id, { dueAt: start + day, threshold: index === 1 ? 10 : undefined }),
        ),
    );
    await runs.wake();
    expect(moved).toHaveBeenCalledTimes(1);
    const [news] = moved.mock.calls[0] ?? [];
    expect(news.refreshed).toBe(3);
    expect(
      news.moved.map((change: { title: string; moves: { label: string }[] }) => [
        change.title,
        change.moves.map((move) => move.label),
      ]),
    ).toEqual([[videos[0], [expect.stringMatching(/view/i)]]]);
  });
});
