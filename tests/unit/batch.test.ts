/**
 * Batches against the local fake of the service: a few calls at a time, a cap parallel calls never
 * pass, a 429 storm that backs off and finishes, failures that stay in their row, a repeat that
 * costs nothing, an interrupted batch that resumes without paying a row twice, and lines the
 * service must never see.
 */
import { describe, expect, it, vi } from 'vitest';
import { rowStatus } from '@/components/batch/batch-words';
import { endpointById, endpointsForPage } from '@/lib/areas';
import { lineRequest, readLines } from '@/lib/areas/batch-lines';
import { resultCounts } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService } from '@/lib/extension/background/api-service';
import { type BatchDeps, createBatches } from '@/lib/extension/background/batch';
import { batchAnswers, batchRows, createBatch, getBatch, listBatches } from '@/lib/store/batches';
import { interruptedRow, settleInterrupted } from '@/lib/store/calls';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { interruptJobs } from '@/lib/store/jobs';
import { totals } from '@/lib/store/ledger';
import { clearKept } from '@/lib/store/lifecycle';
import { faults } from '../fake-api/faults';
import { serviceSuite } from '../support/service-suite';
import { timingOut } from '../support/timing-out';

const suite = serviceSuite();

/**
 * The batch's clock, calls and waits, its waits ending at once: a wait moves `now` on by its
 * length, but only while no call is on the wire (answers come well within the waits the service
 * asks for), and yields to the answers and writes already due, as a real wait would.
 */
const instantWaits = (call: BatchDeps['call']): Pick<BatchDeps, 'call' | 'now' | 'sleep'> => {
  let at = Date.now();
  let onWire = 0;
  return {
    now: () => at,
    sleep: (ms) => {
      if (onWire === 0) at += ms;
      return new Promise<void>((resolve) => setImmediate(resolve));
    },
    call: async (request, how) => {
      onWire += 1;
      try {
        return await call(request, how);
      } finally {
        onWire -= 1;
      }
    },
  };
};

const setUp = () => {
  const service = suite.service();
  return createBatches({
    db: async () => suite.db,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
    titleOf: (id) => `title of ${id}`,
  });
};

const videoIds = [
  'dQw4w9WgXcQ',
  'M7lc1UVf-VE',
  '9bZkp7q19f0',
  'kJQP7kiw5Fk',
  'jNQXAC9IVRw',
  'OPf0YbXqDm0',
];
/** Lines as the batch page sends them: each page's primary endpoint, with the page's params. */
const linesOf = (text: string) =>
  readLines(text).pages.map((page) => {
    const [primary] = endpointsForPage(page.area, page.kind);
    if (!primary) throw new Error(`${page.url} has no endpoint`);
    return lineRequest(page, primary);
  });
type Line = ReturnType<typeof linesOf>[number];
const videoLine = (videoId: string) =>
  linesOf(`https://www.youtube.com/watch?v=${videoId}`)[0] as Line;
const videoPrice = endpointById('video.video').credits({ videoId: 'x' });
const mixed = linesOf(
  [
    ...videoIds.slice(0, 3).map((id) => `https://www.youtube.com/watch?v=${id}`),
    'https://www.reddit.com/r/typescript/',
    'tiktok.com/@khaby.lame',
  ].join('\n'),
);

async function settled(batchId: number) {
  await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false), {
    timeout: 15_000,
  });
  const batch = await getBatch(suite.db, batchId);
  if (!batch) throw new Error('batch gone');
  return batch;
}

async function runBatch(
  batches: ReturnType<typeof setUp>,
  rows: Line[],
  cap = 1000,
  concurrency = 3,
) {
  const started = await batches.start({ rows, cap, concurrency });
  if (!started.ok) throw new Error(started.message);
  return settled(started.batch.id);
}

const priceOfLine = (line: Line) =>
  endpointById(line.id as 'video.video').credits(line.params as never);

describe('batches', () => {
  it('fetches every line of mixed platforms, each once, and keeps each row with its answer', async () => {
    const batches = setUp();
    const batch = await runBatch(batches, mixed);
    const total = mixed.reduce((sum, line) => sum + priceOfLine(line), 0);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 5, failed: 0, spent: total });
    expect(suite.fake.requests).toHaveLength(5);
    const rows = await batchRows(suite.db, batch.id);
    expect(rows.map((row) => [row.platform, row.kind, row.status, row.credits])).toEqual(
      mixed.map((line) => [expect.any(String), expect.any(String), 'done', priceOfLine(line)]),
    );
    expect(rows.map((row) => row.platform)).toEqual([
      'youtube',
      'youtube',
      'youtube',
      'reddit',
      'tiktok',
    ]);
    expect(rows[0]?.title).toBe('title of video.video');
    const answers = await batchAnswers(suite.db, batch.id);
    expect([...answers.keys()]).toEqual([0, 1, 2, 3, 4]);
  });

  it('costs nothing the second time, while the cache holds the answers', async () => {
    const batches = setUp();
    await runBatch(batches, mixed);
    const again = await runBatch(batches, mixed);
    expect(again).toMatchObject({ ended: { why: 'end' }, done: 5, spent: 0 });
    expect(suite.fake.requests).toHaveLength(5);
    expect((await batchRows(suite.db, again.id)).map((row) => row.source)).toEqual(
      Array(5).fill('cache'),
    );
  });

  it('never passes its cap, however many calls run at once', async () => {
    suite.fake.inject({ endpoint: 'video.video', delayMs: 100, times: 10 });
    const batches = setUp();
    const batch = await runBatch(batches, videoIds.map(videoLine), 2 * videoPrice + 1, 3);
    expect(batch).toMatchObject({ ended: { why: 'cap' }, done: 2, spent: 2 * videoPrice });
    expect(suite.fake.requests).toHaveLength(2);
    expect(
      (await batchRows(suite.db, batch.id)).filter((row) => row.status === 'pending'),
    ).toHaveLength(4);
  });

  it('counts a timeout at its price, as the ledger does, and stops at its cap', async () => {
    const service = createApiService({
      db: async () => suite.db,
      settings: async () => suite.settings,
      sample: async (id) => sampleOf(id),
      fetch: timingOut,
    });
    const batches = createBatches({
      db: async () => suite.db,
      call: (request, how) => service.call(request, how),
      costNow: (request) => service.costNow(request),
    });
    const batch = await runBatch(batches, videoIds.slice(0, 5).map(videoLine), videoPrice, 3);
    expect(batch).toMatchObject({ ended: { why: 'cap' }, done: 0, failed: 1, spent: videoPrice });
    expect(suite.fake.requests.map((request) => request.charged)).toEqual([videoPrice]);
    expect((await totals(suite.db)).today).toBe(batch.spent);
    expect((await batchRows(suite.db, batch.id)).map((row) => [row.status, row.credits])).toEqual([
      ['failed', videoPrice],
      ...Array(4).fill(['pending', 0]),
    ]);
  });

  it('is held to its cap by the till, whatever it was told the rows cost', async () => {
    const service = suite.service();
    const batches = createBatches({
      db: async () => suite.db,
      call: (request, how) => service.call(request, how),
      // A price read before the cache lost its answers: every row looked free.
      costNow: async () => ({ free: 'cache' }),
    });
    const batch = await runBatch(batches, videoIds.slice(0, 4).map(videoLine), videoPrice, 1);
    expect(batch).toMatchObject({ ended: { why: 'cap' }, done: 1, spent: videoPrice });
    expect(suite.fake.requests).toHaveLength(1);
  });

  it('runs a few at a time, never more than asked', async () => {
    suite.fake.inject({ endpoint: 'video.video', delayMs: 150, times: 10 });
    let open = 0;
    let most = 0;
    const service = suite.service();
    const batches = createBatches({
      db: async () => suite.db,
      call: async (request) => {
        open += 1;
        most = Math.max(most, open);
        try {
          return await service.call(request);
        } finally {
          open -= 1;
        }
      },
      costNow: (request) => service.costNow(request),
    });
    await runBatch(batches as ReturnType<typeof setUp>, videoIds.map(videoLine), 1000, 2);
    expect(most).toBe(2);
  });

  it('backs off a 429 storm as the service says, and finishes every line', async () => {
    suite.fake.inject({ ...faults.rateLimited(1), endpoint: 'video.video', times: 4 });
    const service = suite.service();
    const batches = createBatches({
      db: async () => suite.db,
      costNow: (request) => service.costNow(request),
      ...instantWaits((request, how) => service.call(request, how)),
    });
    const batch = await runBatch(batches, videoIds.slice(0, 3).map(videoLine), 1000, 3);
    expect(batch).toMatchObject({
      ended: { why: 'end' },
      done: 3,
      failed: 0,
      spent: 3 * videoPrice,
    });
    // Each line paid once: the 429s were not charged.
    expect(suite.fake.requests.filter((request) => request.charged > 0)).toHaveLength(3);
  });

  it('keeps a failure in its row, and retries the failed rows alone when asked', async () => {
    suite.fake.inject({
      ...faults.successFalse('The scraper could not open this video'),
      endpoint: 'video.video',
    });
    const batches = setUp();
    const batch = await runBatch(batches, videoIds.slice(0, 3).map(videoLine), 1000, 1);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 2, failed: 1 });
    const failed = (await batchRows(suite.db, batch.id)).filter((row) => row.status === 'failed');
    expect(failed.map((row) => row.error)).toEqual([
      expect.stringContaining('The scraper could not open this video'),
    ]);
    await batches.resume(batch.id, 1000, { retryFailed: true });
    const retried = await settled(batch.id);
    expect(retried).toMatchObject({ ended: { why: 'end' }, done: 3, failed: 0 });
    expect(suite.fake.requests).toHaveLength(4);
  });

  it('never passes a daily budget either, with calls in parallel', async () => {
    suite.fake.inject({ endpoint: 'video.video', delayMs: 100, times: 10 });
    suite.settings = {
      ...suite.settings,
      api: { ...suite.settings.api, dailyBudget: 2 * videoPrice + 1 },
    };
    const batches = setUp();
    const batch = await runBatch(batches, videoIds.map(videoLine), 1000, 3);
    expect(batch.ended?.why).toBe('error');
    expect(batch.spent).toBe(2 * videoPrice);
    expect(suite.fake.requests.filter((request) => request.charged > 0)).toHaveLength(2);
  });

  it('stops at a budget, keeping the rest to do', async () => {
    suite.settings = { ...suite.settings, api: { ...suite.settings.api, dailyBudget: videoPrice } };
    const batches = setUp();
    const batch = await runBatch(batches, videoIds.slice(0, 3).map(videoLine), 1000, 1);
    expect(batch.ended?.why).toBe('error');
    expect(batch.ended?.message).toMatch(/daily budget of 4/);
    expect(batch.done).toBe(1);
    expect(suite.fake.requests).toHaveLength(1);
  });

  it('resumes a batch a dead worker ran without paying a row again', async () => {
    const batches = setUp();
    const first = await runBatch(batches, videoIds.map(videoLine), 2 * videoPrice, 1);
    expect(first.done).toBe(2);
    await suite.db.put('batches', { ...first, running: true });
    expect(await interruptJobs(suite.db, 'batches', Date.now())).toBe(1);
    expect((await getBatch(suite.db, first.id))?.ended?.why).toBe('interrupted');
    await setUp().resume(first.id, 1000, { raiseCap: true });
    const batch = await settled(first.id);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 6, spent: 6 * videoPrice });
    expect(suite.fake.requests.map((request) => request.path)).toHaveLength(6);
    expect(new Set(suite.fake.requests.map((request) => request.path)).size).toBe(6);
  });

  it('a row answered by a call a view had already sent costs the batch nothing, and says where it came from', async () => {
    suite.fake.inject({ endpoint: 'video.video', hold: true, times: 1 });
    const service = suite.service();
    const batches = createBatches({
      db: async () => suite.db,
      call: (request, how) => service.call(request, how),
      costNow: (request) => service.costNow(request),
    });
    const line = videoLine(videoIds[0] ?? '');
    const byHand = service.call({ id: line.id, params: line.params });
    await vi.waitFor(() => expect(suite.fake.requests).toHaveLength(1));
    const started = await batches.start({ rows: [line], cap: 100, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    suite.fake.release();
    expect(await byHand).toMatchObject({ ok: true, charged: videoPrice });
    const batch = await settled(started.batch.id);
    expect(batch).toMatchObject({ done: 1, spent: 0 });
    const [row] = await batchRows(suite.db, batch.id);
    expect(row).toMatchObject({ source: 'network', shared: true, credits: 0 });
    expect(rowStatus(row as BatchRow)).toBe('done (a call already on its way)');
    expect(suite.fake.requests).toHaveLength(1);
    expect((await totals(suite.db)).today).toBe(videoPrice);
  });

  it('whose worker died with a call on the wire charges that call to the batch: its row fails saying so, and the cap still holds', async () => {
    suite.fake.inject({ endpoint: 'video.video', hold: true, times: 2 });
    const dying = setUp();
    const cap = 4 * videoPrice;
    const started = await dying.start({ rows: videoIds.map(videoLine), cap, concurrency: 2 });
    if (!started.ok) throw new Error(started.message);
    const batchId = started.batch.id;
    await vi.waitFor(async () => expect(await suite.db.count('calls')).toBe(2));
    // A new worker starts over the same database while the first one's calls are still out.
    await settleInterrupted(suite.db);
    await interruptJobs(suite.db, 'batches', Date.now());
    const rows = await batchRows(suite.db, batchId);
    expect(rows.slice(0, 2)).toEqual(
      Array(2).fill(
        expect.objectContaining({ status: 'failed', credits: videoPrice, error: interruptedRow }),
      ),
    );
    expect(await getBatch(suite.db, batchId)).toMatchObject({
      failed: 2,
      spent: 2 * videoPrice,
      cap,
    });
    await setUp().resume(batchId);
    expect(await settled(batchId)).toMatchObject({
      ended: { why: 'cap' },
      done: 2,
      failed: 2,
      spent: cap,
      cap,
    });
    // The dead worker's requests, and the two the resume paid: never an interrupted row again.
    const paths = suite.fake.requests.map((request) => request.path);
    expect(paths).toHaveLength(4);
    expect(new Set(paths)).toEqual(
      new Set(videoIds.slice(0, 4).map((id) => `/video/videos/${id}`)),
    );
    suite.fake.release();
    await dying.finished(batchId);
  });

  it('stopped while its rows are written, keeps every row done and resumes without paying one again', async () => {
    suite.fake.inject({ endpoint: 'video.video', delayMs: 30, times: 20 });
    const service = suite.service();
    let stopping: Promise<unknown> | undefined;
    let batchId = 0;
    const batches = createBatches({
      db: async () => suite.db,
      call: async (request, how) => {
        const result = await service.call(request, how);
        // Stopped as an answer lands once three were asked: its row is being written as the stop comes.
        if (suite.fake.requests.length >= 3) stopping ??= batches.stop(batchId);
        return result;
      },
      costNow: (request) => service.costNow(request),
    });
    const started = await batches.start({
      rows: videoIds.map(videoLine),
      cap: 1000,
      concurrency: 2,
    });
    if (!started.ok) throw new Error(started.message);
    batchId = started.batch.id;
    const stopped = await settled(batchId);
    await stopping;
    expect(stopped.ended?.why).toBe('stopped');
    const rows = await batchRows(suite.db, batchId);
    const done = rows.filter((row) => row.status === 'done');
    expect(done.length).toBe(suite.fake.requests.length);
    expect(stopped).toMatchObject({ done: done.length, spent: done.length * videoPrice });
    expect([...(await batchAnswers(suite.db, batchId)).keys()]).toEqual(
      done.map((row) => row.index),
    );

    expect(await batches.resume(batchId, 1000)).toMatchObject({ ok: true });
    expect(await settled(batchId)).toMatchObject({
      ended: { why: 'end' },
      done: 6,
      spent: 6 * videoPrice,
    });
    const paths = suite.fake.requests.map((request) => request.path);
    expect(paths).toHaveLength(6);
    expect(new Set(paths).size).toBe(6);
  });

  it('a line the service cannot be asked for fails alone: the others run and are charged, it is listed as not sent, with why', async () => {
    const batches = setUp();
    const bad = [
      { url: 'https://example.com/nothing', id: 'video.video', params: { videoId: 'x' } },
      { url: 'https://www.reddit.com/r/typescript/', id: 'video.video', params: { videoId: 'x' } },
      {
        url: `https://www.youtube.com/watch?v=${videoIds[1]}`,
        id: 'video.gone',
        params: { videoId: videoIds[1] },
      },
    ];
    const started = await batches.start({
      rows: [videoLine(videoIds[0] ?? ''), ...bad, videoLine(videoIds[2] ?? '')],
      cap: 100,
      concurrency: 3,
    });
    if (!started.ok) throw new Error(started.message);
    const batch = await settled(started.batch.id);
    expect(batch).toMatchObject({
      ended: { why: 'end' },
      rows: 2,
      done: 2,
      failed: 0,
      spent: 2 * videoPrice,
    });
    expect((await batchRows(suite.db, batch.id)).map((row) => [row.line, row.status])).toEqual([
      [1, 'done'],
      [5, 'done'],
    ]);
    expect(suite.fake.requests).toHaveLength(2);
    const group = 'Cannot be sent as asked.';
    expect(batch.notSent).toEqual([
      {
        line: 2,
        text: 'https://example.com/nothing',
        reason: 'not a page Sidelight can read from its address.',
        group,
        endpointId: 'video.video',
      },
      {
        line: 3,
        text: 'https://www.reddit.com/r/typescript/',
        reason: 'Video is not offered for this page.',
        group,
        endpointId: 'video.video',
      },
      {
        line: 4,
        text: `https://www.youtube.com/watch?v=${videoIds[1]}`,
        reason: 'This version of Sidelight does not know “video.gone”.',
        group,
        endpointId: 'video.gone',
      },
    ]);
  });

  it('stopped and resumed, keeps its own cap: never passes it, and a higher cap needs a raise', async () => {
    const service = suite.service();
    let stopping: Promise<unknown> | undefined;
    let batchId = 0;
    const batches = createBatches({
      db: async () => suite.db,
      call: async (request, how) => {
        const result = await service.call(request, how);
        if (suite.fake.requests.length >= 2) stopping ??= batches.stop(batchId);
        return result;
      },
      costNow: (request) => service.costNow(request),
    });
    const cap = 4 * videoPrice;
    const started = await batches.start({ rows: videoIds.map(videoLine), cap, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    batchId = started.batch.id;
    const stopped = await settled(batchId);
    await stopping;
    expect(stopped).toMatchObject({
      ended: { why: 'stopped' },
      done: 2,
      spent: 2 * videoPrice,
      cap,
    });

    // What is left costs more than the cap allows: a higher cap, not asked as a raise, is refused.
    expect(await batches.resume(batchId, 6 * videoPrice)).toEqual({
      ok: false,
      message: `Not resumed: its cap is ${cap} credits. A higher cap is set only by raising it, with the figure you type.`,
    });
    expect(suite.fake.requests).toHaveLength(2);
    expect(await getBatch(suite.db, batchId)).toEqual(stopped);

    // Resume goes on under the cap it had, and stops there; the cap stays as the user set it.
    expect(await batches.resume(batchId)).toMatchObject({ ok: true, batch: { cap } });
    expect(await settled(batchId)).toMatchObject({
      ended: { why: 'cap' },
      done: 4,
      spent: cap,
      cap,
    });
    expect(suite.fake.requests).toHaveLength(4);

    // Raised, with the figure the user typed: the rest runs, each row paid once.
    expect(await batches.resume(batchId, 6 * videoPrice, { raiseCap: true })).toMatchObject({
      ok: true,
      batch: { cap: 6 * videoPrice },
    });
    expect(await settled(batchId)).toMatchObject({
      ended: { why: 'end' },
      done: 6,
      spent: 6 * videoPrice,
      cap: 6 * videoPrice,
    });
    expect(new Set(suite.fake.requests.map((request) => request.path)).size).toBe(6);
    expect(suite.fake.requests).toHaveLength(6);
  });

  it('a batch the watched things started keeps its cap the same way when resumed', async () => {
    // Automatic refreshes spend only under a monthly cap of their own.
    suite.settings.api = { ...suite.settings.api, automaticCap: 100 };
    const service = suite.service();
    let stopping: Promise<unknown> | undefined;
    let batchId = 0;
    const batches = createBatches({
      db: async () => suite.db,
      call: async (request, how) => {
        const result = await service.call(request, how);
        if (suite.fake.requests.length >= 1) stopping ??= batches.stop(batchId);
        return result;
      },
      costNow: (request) => service.costNow(request),
    });
    const cap = 3 * videoPrice;
    const started = await batches.start(
      { rows: videoIds.slice(0, 3).map(videoLine), cap, concurrency: 1, refresh: true },
      { automatic: true },
    );
    if (!started.ok) throw new Error(started.message);
    batchId = started.batch.id;
    expect(await settled(batchId)).toMatchObject({ ended: { why: 'stopped' }, done: 1 });
    await stopping;
    expect((await batches.resume(batchId, 10 * videoPrice)).ok).toBe(false);
    expect(await batches.resume(batchId)).toMatchObject({
      ok: true,
      batch: { cap, automatic: true },
    });
    expect(await settled(batchId)).toMatchObject({
      ended: { why: 'end' },
      done: 3,
      spent: cap,
      cap,
    });
    expect(suite.fake.requests).toHaveLength(3);
  });

  it('refuses a batch whose every line cannot be asked, saying why, and sends nothing', async () => {
    const batches = setUp();
    const refused = await batches.start({
      rows: [
        { url: 'https://example.com/nothing', id: 'video.video', params: { videoId: 'x' } },
        {
          url: 'https://www.reddit.com/r/typescript/',
          id: 'video.video',
          params: { videoId: 'x' },
        },
      ],
      cap: 100,
      concurrency: 3,
    });
    expect(refused).toEqual({
      ok: false,
      message:
        'Line 1: not a page Sidelight can read from its address. Line 2: Video is not offered for this page.',
    });
    expect(suite.fake.requests).toHaveLength(0);
  });

  it('says a rate limit on the batch and its waiting rows, and really runs fewer at a time', async () => {
    suite.fake.inject({
      ...faults.rateLimited(1),
      endpoint: 'video.video',
      delayMs: 100,
      times: 3,
    });
    suite.fake.inject({ endpoint: 'video.video', delayMs: 150, times: 20 });
    const service = suite.service();
    const notes: NonNullable<BatchJob['slowed']>[] = [];
    const batches = createBatches({
      db: async () => suite.db,
      costNow: (request) => service.costNow(request),
      changed: (id) =>
        void getBatch(suite.db, id).then((batch) => batch?.slowed && notes.push(batch.slowed)),
      ...instantWaits((request, how) => service.call(request, how)),
    });
    const ids = Array.from({ length: 9 }, (_, n) => `rateLimit0${n}`);
    const batch = await runBatch(batches as ReturnType<typeof setUp>, ids.map(videoLine), 1000, 3);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 9, failed: 0 });
    expect(batch.slowed).toBeUndefined();
    const limited = suite.fake.requests.filter((request) => request.status === 429);
    expect(limited).toHaveLength(3);
    // The three calls that met the limit were in flight together; after it, two at most.
    expect(Math.max(...limited.map((request) => request.openOnArrival ?? 0))).toBe(3);
    const after = suite.fake.requests.slice(3);
    expect(after).toHaveLength(9);
    expect(Math.max(...after.map((request) => request.openOnArrival ?? 0))).toBe(2);
    expect(notes).toContainEqual(
      expect.objectContaining({ waitSeconds: 1, atOnce: 2, waiting: [0, 1, 2] }),
    );
  });

  it('names each row by the line it was pasted on, in its refusals too', async () => {
    const batches = setUp();
    const pasted = readLines(
      [
        '',
        `https://www.youtube.com/watch?v=${videoIds[0]}`,
        'not an address',
        '',
        `https://www.youtube.com/watch?v=${videoIds[1]}`,
        `https://www.youtube.com/watch?v=${videoIds[0]}`,
        `https://www.youtube.com/watch?v=${videoIds[2]}`,
      ].join('\n'),
    );
    const rows = pasted.pages.map((page) => ({
      ...lineRequest(page, endpointById('video.video')),
      line: page.line,
    }));
    const batch = await runBatch(batches, rows);
    expect((await batchRows(suite.db, batch.id)).map((row) => row.line)).toEqual([2, 5, 7]);
    const started = await batches.start({
      rows: [rows[0] as Line, { ...(rows[1] as Line), url: 'https://example.com/x' }],
      cap: 10,
      concurrency: 1,
    });
    if (!started.ok) throw new Error(started.message);
    expect(started.batch.notSent).toEqual([
      expect.objectContaining({
        line: 5,
        reason: 'not a page Sidelight can read from its address.',
      }),
    ]);
    const refused = await batches.start({
      rows: [{ ...(rows[1] as Line), url: 'https://example.com/x' }],
      cap: 10,
      concurrency: 1,
    });
    expect(refused).toEqual({
      ok: false,
      message: 'Line 5: not a page Sidelight can read from its address.',
    });
  });

  it('refuses to start on a price that is no longer true (the cache cleared since)', async () => {
    const batches = setUp();
    const rows = videoIds.slice(0, 3).map(videoLine);
    await runBatch(batches, rows);
    // Priced while cached: free. Then the cache is cleared.
    await clearKept(suite.db, 'clearCache');
    const started = await batches.start({ rows, cap: 0, concurrency: 3, expected: 0 });
    expect(started).toEqual({
      ok: false,
      message: `The price changed since it was shown: ${3 * videoPrice} credits now, not 0 credits. Check the price and the cap, then run again.`,
    });
    expect(suite.fake.requests).toHaveLength(3);
    const priced = await batches.start({
      rows,
      cap: 3 * videoPrice,
      concurrency: 3,
      expected: 3 * videoPrice,
    });
    if (!priced.ok) throw new Error(priced.message);
    expect(await settled(priced.batch.id)).toMatchObject({ done: 3, spent: 3 * videoPrice });
  });

  it('two Resume clicks at once run the rest once and put no count back', async () => {
    const batches = setUp();
    const first = await runBatch(batches, videoIds.map(videoLine), 2 * videoPrice, 1);
    expect(first).toMatchObject({ ended: { why: 'cap' }, done: 2 });
    const replies = await Promise.all([
      batches.resume(first.id, 1000, { raiseCap: true }),
      batches.resume(first.id, 1000, { raiseCap: true }),
    ]);
    expect(replies.map((reply) => reply.ok)).toEqual([true, true]);
    const batch = await settled(first.id);
    expect(batch).toMatchObject({
      ended: { why: 'end' },
      done: 6,
      failed: 0,
      spent: 6 * videoPrice,
    });
    expect(suite.fake.requests).toHaveLength(6);
    expect(new Set(suite.fake.requests.map((request) => request.path)).size).toBe(6);
  });

  it('two Retry clicks at once count each failure once and retry it once', async () => {
    suite.fake.inject({ ...faults.successFalse(), endpoint: 'video.video' });
    const batches = setUp();
    const first = await runBatch(batches, videoIds.slice(0, 3).map(videoLine), 1000, 1);
    expect(first).toMatchObject({ done: 2, failed: 1 });
    await Promise.all([
      batches.resume(first.id, 1000, { retryFailed: true }),
      batches.resume(first.id, 1000, { retryFailed: true }),
    ]);
    const batch = await settled(first.id);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 3, failed: 0 });
    expect(suite.fake.requests).toHaveLength(4);
  });

  it('a Retry and a Resume clicked at once retry the failure once and count it once', async () => {
    suite.fake.inject({ ...faults.successFalse(), endpoint: 'video.video' });
    const batches = setUp();
    // The failure is not charged: three done, one failed, one left at the cap.
    const first = await runBatch(batches, videoIds.slice(0, 5).map(videoLine), 3 * videoPrice, 1);
    expect(first).toMatchObject({ ended: { why: 'cap' }, done: 3, failed: 1 });
    await Promise.all([
      batches.resume(first.id, 1000, { retryFailed: true, raiseCap: true }),
      batches.resume(first.id, 1000, { raiseCap: true }),
    ]);
    const batch = await settled(first.id);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 5, failed: 0 });
    expect((await batchRows(suite.db, first.id)).map((row) => row.status)).toEqual(
      Array(5).fill('done'),
    );
    expect(suite.fake.requests).toHaveLength(6);
  });

  it('two pages resuming a finished batch leave it finished, every row done', async () => {
    const batches = setUp();
    const other = setUp();
    const first = await runBatch(batches, videoIds.slice(0, 3).map(videoLine));
    const replies = await Promise.all([
      batches.resume(first.id, 1000, { retryFailed: true }),
      other.resume(first.id, 1000),
    ]);
    expect(replies).toEqual([
      { ok: true, batch: first },
      { ok: true, batch: first },
    ]);
    expect(await getBatch(suite.db, first.id)).toEqual(first);
    expect((await batchRows(suite.db, first.id)).map((row) => row.status)).toEqual([
      'done',
      'done',
      'done',
    ]);
  });

  it('lists every batch newest first, and deletes one with its rows and answers', async () => {
    const batches = setUp();
    const older = await runBatch(batches, videoIds.slice(0, 2).map(videoLine));
    const newer = await runBatch(batches, videoIds.slice(2, 3).map(videoLine));
    expect((await batches.list()).map((batch) => [batch.id, batch.rows])).toEqual([
      [newer.id, 1],
      [older.id, 2],
    ]);
    expect(await batches.remove(older.id)).toEqual({ deleted: true });
    expect((await listBatches(suite.db)).map((batch) => batch.id)).toEqual([newer.id]);
    expect(await batchRows(suite.db, older.id)).toEqual([]);
    expect((await batchAnswers(suite.db, older.id)).size).toBe(0);
    expect(await batchRows(suite.db, newer.id)).toHaveLength(1);
  });
});

describe('several endpoints for a page', () => {
  const pasted = readLines(
    [
      `https://www.youtube.com/watch?v=${videoIds[0]}`,
      'https://www.reddit.com/r/typescript/',
      `https://www.youtube.com/watch?v=${videoIds[1]}`,
    ].join('\n'),
  ).pages;
  /** Each video asked for its Video and its Transcript, the community for itself. */
  const pairs = pasted.flatMap((page) =>
    (page.kind === 'video' ? ['video.video', 'video.transcription'] : ['forum.community']).map(
      (id) => ({ ...lineRequest(page, endpointById(id as 'video.video')), line: page.line }),
    ),
  );
  const total = pairs.reduce((sum, pair) => sum + priceOfLine(pair), 0);

  it('fetches each page of each endpoint asked, each pair once, charged once', async () => {
    const batches = setUp();
    const batch = await runBatch(batches, pairs);
    expect(batch).toMatchObject({ rows: 5, pages: 3, done: 5, failed: 0, spent: total });
    const rows = await batchRows(suite.db, batch.id);
    expect(rows.map((row) => [row.line, row.endpointId, row.status, row.credits])).toEqual(
      pairs.map((pair) => [pair.line, pair.id, 'done', priceOfLine(pair)]),
    );
    expect(suite.fake.requests).toHaveLength(5);
    expect(new Set(suite.fake.requests.map((request) => request.path)).size).toBe(5);
  });

  it('refuses a page asked of the same endpoint twice, and sends nothing', async () => {
    const batches = setUp();
    const twice = await batches.start({
      rows: [...pairs, { ...(pairs[0] as Line), params: { ...pairs[0]?.params } }],
      cap: 1000,
      concurrency: 2,
    });
    expect(twice).toEqual({
      ok: false,
      message: 'Line 1 asks for the same thing twice: it would be charged twice.',
    });
    expect(await listBatches(suite.db)).toEqual([]);
    expect(suite.fake.requests).toEqual([]);
  });

  it('stopped at its cap and resumed, pays no pair twice', async () => {
    const batches = setUp();
    const first = await runBatch(batches, pairs, priceOfLine(pairs[0] as Line), 1);
    expect(first).toMatchObject({ ended: { why: 'cap' }, done: 1 });
    await batches.resume(first.id, 1000, { raiseCap: true });
    const batch = await settled(first.id);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 5, spent: total });
    expect(suite.fake.requests).toHaveLength(5);
    expect(new Set(suite.fake.requests.map((request) => request.path)).size).toBe(5);
  });

  it('keeps what each result counts on its row, and the lines not sent with the batch', async () => {
    const service = suite.service();
    const batches = createBatches({
      db: async () => suite.db,
      call: (request) => service.call(request),
      costNow: (request) => service.costNow(request),
      countsOf: resultCounts,
    });
    const notSent = [{ line: 4, text: 'not a page', reason: 'Not a page.', group: 'Not a page.' }];
    const started = await batches.start({ rows: pairs, cap: 1000, concurrency: 2, notSent });
    if (!started.ok) throw new Error(started.message);
    const batch = await settled(started.batch.id);
    expect(batch.notSent).toEqual(notSent);
    const rows = await batchRows(suite.db, batch.id);
    const answers = await batchAnswers(suite.db, batch.id);
    const video = rows.find((row) => row.endpointId === 'video.video');
    expect(video?.counts).toEqual(resultCounts('video.video', answers.get(video?.index ?? -1)));
    expect(Object.keys(video?.counts ?? {})).toContain('views');
  });

  it('a batch kept before (no pages, no lines, no counts) still reads and resumes', async () => {
    const rows = videoIds.slice(0, 2).map((id) => {
      const { url, id: endpointId, params } = videoLine(id);
      return { url, platform: 'youtube', kind: 'video', endpointId, params };
    });
    const kept = await createBatch(
      suite.db,
      {
        cap: 0,
        concurrency: 1,
        running: false,
        ended: { why: 'cap' },
        rows: 2,
        done: 0,
        failed: 0,
        spent: 0,
        startedAt: 0,
        updatedAt: 0,
      },
      rows,
    );
    const batches = setUp();
    expect((await batches.list()).map((batch) => [batch.rows, batch.pages])).toEqual([
      [2, undefined],
    ]);
    await batches.resume(kept.id, 1000, { raiseCap: true });
    const batch = await settled(kept.id);
    expect(batch).toMatchObject({ ended: { why: 'end' }, done: 2, spent: 2 * videoPrice });
    expect((await batchRows(suite.db, kept.id)).map((row) => row.status)).toEqual(['done', 'done']);
  });
});
