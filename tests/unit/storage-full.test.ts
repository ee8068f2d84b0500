/**
 * A browser with no room left for Sidelight's data: the answer paid for is still replied and the
 * views are told it is not kept, its cost stays in the ledger, nothing is half-written; a Load
 * all or a batch stops with that reason, keeps what it kept, holds the answer that found no room,
 * and resumes once space is freed without paying again for any of them.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { statusLine } from '@/components/batch/batch-state-words';
import { notKeptText } from '@/components/not-kept-words';
import { endLine } from '@/components/panel/load-all-words';
import { endpointById, endpointsForPage } from '@/lib/areas';
import { lineRequest, readLines } from '@/lib/areas/batch-lines';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService } from '@/lib/extension/background/api-service';
import { createBatches } from '@/lib/extension/background/batch';
import { createLoadAll } from '@/lib/extension/background/load-all';
import type { NotKept } from '@/lib/extension/shared/kept-news';
import { batchAnswers, batchRows, getBatch } from '@/lib/store/batches';
import { recordCall } from '@/lib/store/calls';
import { getJob, pagesOf } from '@/lib/store/jobs';
import { ledgerEntries } from '@/lib/store/ledger';
import {
  fullWriteAttempts,
  NotKeptError,
  noRoomToStart,
  writeEvenIfFull,
} from '@/lib/store/storage-full';
import { roomAgain, storage } from '../support/full-storage';
import { serviceSuite } from '../support/service-suite';

const suite = serviceSuite({ pageCount: 4 });
beforeEach(roomAgain);

const service = (notKept: NotKept[] = []) =>
  createApiService({
    db: async () => suite.db,
    settings: async () => suite.settings,
    sample: async (id) => sampleOf(id),
    notKept: (news) => notKept.push(news),
  });

const video = { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } };
const comments = { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' } };
const videoPrice = endpointById('video.video').credits({ videoId: 'x' });
const commentPrice = endpointById('video.comments').credits({ videoId: 'x' });

describe('a call the browser has no room to keep', () => {
  it('is still answered, its cost kept alone, nothing else written, and the views told why', async () => {
    const notKept: NotKept[] = [];
    storage.full = true;
    const answer = await service(notKept).call(video);
    expect(answer).toMatchObject({ ok: true, source: 'network', data: sampleOf('video.video') });
    await vi.waitFor(() => expect(notKept).toHaveLength(1));
    expect(notKept[0]).toEqual({
      key: answer.ok && answer.key,
      fetchedAt: answer.ok && answer.fetchedAt,
      full: true,
      costKept: true,
    });
    expect((await ledgerEntries(suite.db)).map((entry) => [entry.outcome, entry.price])).toEqual([
      ['ok', videoPrice],
    ]);
    expect(await suite.db.count('cache')).toBe(0);
    expect(await suite.db.count('history')).toBe(0);
    expect(await suite.db.count('calls')).toBe(0);
  });

  it('is held, not paid again: the next ask takes it for free, and it is kept once there is room', async () => {
    storage.full = true;
    const notKept: NotKept[] = [];
    const api = service(notKept);
    const paid = await api.call(video);
    await vi.waitFor(() => expect(notKept).toHaveLength(1));
    expect(await api.costNow(video)).toEqual({ free: 'cache' });
    expect(await api.call(video)).toMatchObject({
      ok: true,
      source: 'cache',
      charged: 0,
      fetchedAt: paid.ok && paid.fetchedAt,
      data: sampleOf('video.video'),
    });
    expect(await suite.db.count('cache')).toBe(0);
    storage.full = false;
    expect(await api.call(video)).toMatchObject({ ok: true, source: 'cache', charged: 0 });
    await vi.waitFor(async () => expect(await suite.db.count('cache')).toBe(1));
    expect(suite.fake.requests).toHaveLength(1);
    expect((await ledgerEntries(suite.db)).map((entry) => entry.outcome)).toEqual(['ok']);
    // A refresh is the person's choice to pay again.
    expect(await api.costNow({ ...video, refresh: true })).toEqual({ free: null });
  });

  it('fails as one transaction, saying whether the browser was full and the cost kept', async () => {
    storage.full = true;
    const data = { a: 1 };
    const kept = await recordCall(
      suite.db,
      'k',
      { at: 1_000, endpointId: 'video.video', params: {}, price: 4, outcome: 'ok' },
      {
        cache: {
          key: 'k',
          endpointId: 'video.video',
          params: {},
          data,
          warnings: [],
          fetchedAt: 1,
        },
        maxBytes: 1e6,
        history: { at: 1, endpointId: 'video.video', params: {}, data, warnings: [], demo: false },
      },
    );
    const failure = await kept.committed.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(NotKeptError);
    expect(failure).toMatchObject({ full: true, costKept: true });
    expect(await suite.db.count('history')).toBe(0);
    expect(await suite.db.count('ledger')).toBe(1);
  });

  it('is explained in words that say what happened, what it cost and what to clear', () => {
    expect(notKeptText({ full: true, costKept: true })).toBe(
      "The browser has no room left for Sidelight's data, so this answer is not in the cache or the history. Its cost is recorded in Spending. Copy or download it now: once this view closes it is gone, and fetching it again costs its credits again. To keep answers again, free space in Settings › Storage: clear the cache, or delete old batches and Load all lists.",
    );
    expect(notKeptText({ full: false, costKept: false })).toContain(
      'Its cost could not be recorded in Spending either.',
    );
  });
});

describe('a Load all when the browser runs out of room', () => {
  it('stops with the reason, keeps its pages, and resumes after space is freed paying each page once', async () => {
    const api = service();
    const jobs = createLoadAll({
      db: async () => suite.db,
      call: (request, how) => api.call(request, how),
      costNow: (request) => api.costNow(request),
      // Two pages in, the browser has no room left (once).
      changed: () => {
        if (suite.fake.requests.length === 2) storage.full = true;
      },
    });
    const started = await jobs.start({ ...comments, cap: 100 });
    if (!started.ok) throw new Error(started.message);
    const jobId = started.job.id;
    await vi.waitFor(async () => expect((await getJob(suite.db, jobId))?.running).toBe(false));
    const stopped = await getJob(suite.db, jobId);
    expect(stopped).toMatchObject({ ended: { why: 'storageFull' }, pages: 2 });
    expect((await pagesOf(suite.db, jobId)).map((page) => page.index)).toEqual([0, 1]);
    expect(stopped && endLine(stopped, 'comments', { shown: 0, askedAgain: 0 })).toMatch(
      /^Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept\. Kept so far: .* Free space in Settings › Storage, then resume: the pages kept are not fetched again\.$/,
    );

    // The third page was paid, found no room (in the job nor the cache) and is held meanwhile.
    expect(suite.fake.requests).toHaveLength(3);

    storage.full = false;
    expect(await jobs.resume(jobId)).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect((await getJob(suite.db, jobId))?.running).toBe(false));
    expect(await getJob(suite.db, jobId)).toMatchObject({
      ended: { why: 'end' },
      pages: 4,
      spent: 4 * commentPrice,
    });
    const pages = await pagesOf(suite.db, jobId);
    expect(pages.map((page) => [page.index, page.source, page.credits])).toEqual(
      [0, 1, 2, 3].map((index) => [index, 'network', commentPrice]),
    );
    // Every page asked once and paid once: the held one is kept, not asked again.
    const cursors = suite.fake.requests.map((request) => request.query.cursor ?? 'first');
    expect(cursors).toHaveLength(4);
    expect(new Set(cursors).size).toBe(4);
    expect((await ledgerEntries(suite.db)).map((entry) => entry.price)).toEqual(
      Array(4).fill(commentPrice),
    );
  });
});

describe('a batch when the browser runs out of room', () => {
  const videoIds = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', '9bZkp7q19f0', 'kJQP7kiw5Fk', 'jNQXAC9IVRw'];
  const lines = readLines(
    videoIds.map((id) => `https://www.youtube.com/watch?v=${id}`).join('\n'),
  ).pages.map((page) => {
    const [primary] = endpointsForPage(page.area, page.kind);
    if (!primary) throw new Error(`${page.url} has no endpoint`);
    return lineRequest(page, primary);
  });

  it('stops with the reason, keeps its rows, and resumes after space is freed paying each row once', async () => {
    const api = service();
    const batches = createBatches({
      db: async () => suite.db,
      call: (request) => api.call(request),
      costNow: (request) => api.costNow(request),
      // Two rows in, the browser has no room left (once).
      changed: () => {
        if (suite.fake.requests.length === 2) storage.full = true;
      },
    });
    const started = await batches.start({ rows: lines, cap: 1000, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const batchId = started.batch.id;
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    const stopped = await getBatch(suite.db, batchId);
    expect(stopped).toMatchObject({ ended: { why: 'storageFull' }, done: 2, failed: 0 });
    const rows = await batchRows(suite.db, batchId);
    expect(rows.map((row) => row.status)).toEqual([
      'done',
      'done',
      'pending',
      'pending',
      'pending',
    ]);
    // The third row's answer was paid: its credits stay spent, and the cap counts them.
    expect(stopped?.spent).toBe(3 * videoPrice);
    expect(stopped && statusLine(stopped, rows)).toBe(
      `Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept. Every page done so far is kept: 2 of 5 pages done, 0 failed, ${3 * videoPrice} credits. ${videoPrice} credits of it paid for what found no room: Resume keeps it without paying again, unless Sidelight's background stopped meanwhile. Free space in Settings › Storage, then resume: the pages done are not fetched again.`,
    );

    // The third row was paid and found no room (in the batch nor the cache): it is held.
    expect(suite.fake.requests).toHaveLength(3);

    storage.full = false;
    expect(await batches.resume(batchId)).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    expect(await getBatch(suite.db, batchId)).toMatchObject({
      ended: { why: 'end' },
      done: 5,
      spent: 5 * videoPrice,
    });
    expect(await batchAnswers(suite.db, batchId)).toHaveLength(5);
    expect(
      (await batchRows(suite.db, batchId)).map((row) => [row.status, row.source, row.credits]),
    ).toEqual(Array(5).fill(['done', 'network', videoPrice]));
    // Every row asked once and paid once: the held answer is kept, not asked again.
    const paths = suite.fake.requests.map((request) => request.path);
    expect(paths).toHaveLength(5);
    expect(new Set(paths).size).toBe(5);
    expect((await ledgerEntries(suite.db)).map((entry) => entry.price)).toEqual(
      Array(5).fill(videoPrice),
    );
  });

  it('counts what a row that found no room cost: a new worker, without the held answer, still stops at the cap', async () => {
    const api = service();
    const batches = createBatches({
      db: async () => suite.db,
      call: (request) => api.call(request),
      costNow: (request) => api.costNow(request),
      changed: () => {
        if (suite.fake.requests.length === 1) storage.full = true;
      },
    });
    const cap = 2 * videoPrice;
    const started = await batches.start({ rows: lines, cap, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const batchId = started.batch.id;
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    expect(await getBatch(suite.db, batchId)).toMatchObject({
      ended: { why: 'storageFull' },
      done: 1,
      spent: cap,
    });
    storage.full = false;
    // Another worker: the answer held by the first is gone with it.
    const again = service();
    const restarted = createBatches({
      db: async () => suite.db,
      call: (request, how) => again.call(request, how),
      costNow: (request) => again.costNow(request),
    });
    await restarted.resume(batchId);
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    expect(await getBatch(suite.db, batchId)).toMatchObject({ ended: { why: 'cap' }, spent: cap });
    expect(suite.fake.requests).toHaveLength(2);
  });

  it('sends no page while the row before it is written: a row that finds no room stops it first', async () => {
    const api = service();
    // The request count as each line was priced.
    const pricedAt: number[] = [];
    let filled = false;
    const batches = createBatches({
      db: async () => suite.db,
      call: async (request) => {
        const result = await api.call(request);
        // Once the second answer is in the history and the cache, no room is left for its row.
        if (!filled && suite.fake.requests.length === 2) {
          filled = true;
          storage.full = true;
        }
        return result;
      },
      costNow: (request) => {
        pricedAt.push(suite.fake.requests.length);
        return api.costNow(request);
      },
    });
    const started = await batches.start({ rows: lines, cap: 1000, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const batchId = started.batch.id;
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    // The third line was priced while the second row was written, and never sent.
    expect(pricedAt).toEqual([0, 1, 2]);
    expect(suite.fake.requests).toHaveLength(2);
    expect(await getBatch(suite.db, batchId)).toMatchObject({
      ended: { why: 'storageFull' },
      done: 1,
      spent: 2 * videoPrice,
    });
    expect((await batchRows(suite.db, batchId)).map((row) => row.status)).toEqual([
      'done',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(await ledgerEntries(suite.db)).toHaveLength(2);

    storage.full = false;
    expect(await batches.resume(batchId)).toMatchObject({ ok: true });
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    // The second answer, held and in the cache too, fills its row as it came: paid once, counted.
    expect(await getBatch(suite.db, batchId)).toMatchObject({
      ended: { why: 'end' },
      done: 5,
      spent: 5 * videoPrice,
    });
    const paths = suite.fake.requests.map((request) => request.path);
    expect(paths).toHaveLength(5);
    expect(new Set(paths).size).toBe(5);
    expect((await batchRows(suite.db, batchId)).map((row) => [row.source, row.credits])).toEqual(
      Array(5).fill(['network', videoPrice]),
    );
    expect(await ledgerEntries(suite.db)).toHaveLength(5);
  });
});

describe('Firefox, which refuses the first write after one that found no room', () => {
  it('still keeps the cost of a call it could not keep, and says the browser is full', async () => {
    const notKept: NotKept[] = [];
    storage.full = true;
    storage.firefox = true;
    await service(notKept).call(video);
    await vi.waitFor(() => expect(notKept).toHaveLength(1));
    expect(notKept[0]).toMatchObject({ full: true, costKept: true });
    expect(await ledgerEntries(suite.db)).toHaveLength(1);
  });

  it('still ends a Load all with the reason', async () => {
    const api = service();
    const jobs = createLoadAll({
      db: async () => suite.db,
      call: (request, how) => api.call(request, how),
      costNow: (request) => api.costNow(request),
      changed: () => {
        if (suite.fake.requests.length === 1) {
          storage.full = true;
          storage.firefox = true;
        }
      },
    });
    const started = await jobs.start({ ...comments, cap: 100 });
    if (!started.ok) throw new Error(started.message);
    await vi.waitFor(async () =>
      expect((await getJob(suite.db, started.job.id))?.running).toBe(false),
    );
    expect(await getJob(suite.db, started.job.id)).toMatchObject({
      ended: { why: 'storageFull' },
      pages: 1,
    });
  });
});

describe('a job started with no room left', () => {
  it('is refused in words, and nothing is asked of the service', async () => {
    const api = service();
    const jobs = createLoadAll({
      db: async () => suite.db,
      call: (request, how) => api.call(request, how),
      costNow: (request) => api.costNow(request),
    });
    const batches = createBatches({
      db: async () => suite.db,
      call: (request) => api.call(request),
      costNow: (request) => api.costNow(request),
    });
    storage.full = true;
    storage.stores.push('jobs', 'batches');
    expect(await jobs.start({ ...comments, cap: 100 })).toEqual({
      ok: false,
      message: noRoomToStart,
    });
    expect(
      await batches.start({
        rows: [
          {
            url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            id: 'video.video',
            params: video.params,
          },
        ],
        cap: 100,
        concurrency: 1,
      }),
    ).toEqual({ ok: false, message: noRoomToStart });
    expect(noRoomToStart).toBe(
      "The browser has no room left for Sidelight's data, so nothing more can be kept. Free space in Settings › Storage (clear the cache, or delete old batches and Load all lists), then start again.",
    );
    expect(suite.fake.requests).toEqual([]);
  });
});

describe('a small write that must land', () => {
  const full = () =>
    Object.assign(new Error('The quota has been exceeded.'), { name: 'QuotaExceededError' });
  /** A write refused for room `refusals` times, then kept; how many times it was asked. */
  const refusedFor = (refusals: number) => {
    let asked = 0;
    const write = async () => {
      asked += 1;
      if (asked <= refusals) throw full();
      return 'kept';
    };
    return { write, asked: () => asked };
  };

  it.each(Array.from({ length: fullWriteAttempts }, (_, refusals) => refusals))(
    'lands after %i refusals for room',
    async (refusals) => {
      const { write, asked } = refusedFor(refusals);
      await expect(writeEvenIfFull(write)).resolves.toBe('kept');
      expect(asked()).toBe(refusals + 1);
    },
  );

  it("fails with the browser's reason once every attempt is refused, and asks no more", async () => {
    const { write, asked } = refusedFor(fullWriteAttempts);
    await expect(writeEvenIfFull(write)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(asked()).toBe(fullWriteAttempts);
  });

  it('is not asked again for any other failure', async () => {
    let asked = 0;
    const broken = async () => {
      asked += 1;
      throw new Error('The database connection is closing.');
    };
    await expect(writeEvenIfFull(broken)).rejects.toThrow('closing');
    expect(asked).toBe(1);
  });
});
