import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBatch, finishRow } from '@/lib/store/batches';
import { recordCall } from '@/lib/store/calls';
import { openStore, type SidelightDb, type StoreName } from '@/lib/store/db';
import { countSnapshots, deleteHistory, indexHistory } from '@/lib/store/history';
import { addPage, createJob } from '@/lib/store/jobs';
import { clearActions, keptStores, storeNames, storesClearedBy } from '@/lib/store/kept-stores';
import { clearKept, countKept, keepWithinDays, measureKept } from '@/lib/store/lifecycle';
import { mergeChunk } from '@/lib/store/restore';

let db: SidelightDb;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  db = await openStore();
});

const day = 86_400_000;
const now = Date.UTC(2026, 10, 26);

/** One of everything Sidelight keeps, `age` days old. */
async function keepOneOfEach(age: number, tag: string) {
  const at = now - age * day;
  const key = `video.video {"videoId":"${tag}"}`;
  const tx = db.transaction(storeNames, 'readwrite');
  const historyId = await tx.objectStore('history').add({
    at,
    endpointId: 'video.video',
    params: { videoId: tag },
    data: { title: `answer ${tag}` },
    warnings: [],
    demo: false,
  });
  await Promise.all([
    tx.objectStore('historyIndex').put({
      id: historyId,
      at,
      endpointId: 'video.video',
      params: { videoId: tag },
      demo: false,
      search: tag,
      key,
      counts: { views: 1 },
    }),
    tx.objectStore('cache').put({
      key,
      endpointId: 'video.video',
      params: { videoId: tag },
      data: { title: `answer ${tag}` },
      warnings: [],
      fetchedAt: at,
    }),
    tx.objectStore('cacheUse').put({ key, usedAt: at, bytes: 30, fetchedAt: at }),
    tx.objectStore('ledger').add({
      at,
      day: '',
      month: '',
      endpointId: 'video.video',
      params: {},
      price: 1,
      outcome: 'ok',
    }),
    tx.done,
  ]);
  const job = await createJob(db, {
    endpointId: 'video.comments',
    params: { videoId: tag },
    key: `video.comments ${tag}`,
    cap: 10,
    running: false,
    next: null,
    pages: 1,
    items: 1,
    spent: 1,
    startedAt: at,
    updatedAt: at,
  });
  await addPage(db, job, {
    jobId: job.id,
    index: 0,
    params: {},
    data: { comments: [`comment ${tag}`] },
    warnings: [],
    fetchedAt: at,
    source: 'network',
    credits: 1,
    items: 1,
  });
  const batch = await createBatch(
    db,
    {
      cap: 10,
      concurrency: 1,
      running: false,
      rows: 1,
      done: 0,
      failed: 0,
      spent: 0,
      startedAt: at,
      updatedAt: at,
    },
    [
      {
        url: `https://www.youtube.com/watch?v=${tag}`,
        platform: 'youtube',
        kind: 'video',
        endpointId: 'video.video',
        params: { videoId: tag },
      },
    ],
  );
  await finishRow(
    db,
    { ...batch, done: 1 },
    {
      batchId: batch.id,
      index: 0,
      url: `https://www.youtube.com/watch?v=${tag}`,
      platform: 'youtube',
      kind: 'video',
      endpointId: 'video.video',
      params: { videoId: tag },
      status: 'done',
      credits: 1,
    },
    { title: `answer ${tag}` },
  );
}

describe('what Sidelight keeps has one lifecycle', () => {
  it('describes every object store of the database', () => {
    expect([...db.objectStoreNames].sort()).toEqual([...storeNames].sort());
  });

  it.each(clearActions)('%s empties exactly the stores it names', async (action) => {
    await keepOneOfEach(1, 'a');
    const removed = await clearKept(db, action);
    const left = await countKept(db);
    const cleared = new Set<StoreName>(storesClearedBy(action));
    for (const name of storeNames)
      expect([name, left[name]]).toEqual([name, cleared.has(name) ? 0 : name === 'calls' ? 0 : 1]);
    expect(Object.keys(removed).sort()).toEqual([...cleared].sort());
  });

  it('Clear history leaves no store that holds answers with anything in it', async () => {
    await keepOneOfEach(1, 'a');
    await clearKept(db, 'clearHistory');
    const left = await countKept(db);
    const holdingAnswers = storeNames.filter((name) => keptStores[name].answers);
    expect(holdingAnswers.map((name) => [name, left[name]])).toEqual(
      holdingAnswers.map((name) => [name, 0]),
    );
    expect(left.ledger).toBe(1);
  });

  it('the history days let go of old results, cached answers, Load all lists and batches, but not the spending', async () => {
    await keepOneOfEach(40, 'old');
    await keepOneOfEach(2, 'new');
    const removed = await keepWithinDays(db, now - 30 * day, { keys: new Set(), newest: 0 });
    expect(removed).toEqual({ history: 1, cache: 1, loadAll: 1, batches: 1 });
    const left = await countKept(db);
    expect(left).toMatchObject({
      history: 1,
      historyIndex: 1,
      cache: 1,
      cacheUse: 1,
      jobs: 1,
      jobPages: 1,
      batches: 1,
      batchRows: 1,
      batchAnswers: 1,
      ledger: 2,
    });
    const texts = JSON.stringify([
      await db.getAll('history'),
      await db.getAll('cache'),
      await db.getAll('jobPages'),
      await db.getAll('batchAnswers'),
    ]);
    expect(texts).not.toContain('old');
    expect(texts).toContain('answer new');
  });
});

describe('the spending record keeps what a bill needs', () => {
  it('keeps when, what was asked, its price and outcome: no answer, no page', async () => {
    const params = { videoId: 'dQw4w9WgXcQ' };
    const key = `video.video ${JSON.stringify(params)}`;
    const answer = { title: 'A title only the answer has', description: 'Text of the answer' };
    await (
      await recordCall(
        db,
        key,
        {
          at: now,
          endpointId: 'video.video',
          params,
          price: 1,
          used: 1,
          remaining: 99,
          outcome: 'ok',
        },
        {
          cache: {
            key,
            endpointId: 'video.video',
            params,
            data: answer,
            warnings: [],
            fetchedAt: now,
          },
          maxBytes: 1_000_000,
          history: {
            at: now,
            endpointId: 'video.video',
            params,
            pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&secret=page',
            data: answer,
            warnings: [],
            demo: false,
          },
        },
      )
    ).committed;
    const [row] = await db.getAll('ledger');
    expect(Object.keys(row ?? {}).sort()).toEqual(
      [
        'at',
        'day',
        'endpointId',
        'id',
        'month',
        'outcome',
        'params',
        'price',
        'remaining',
        'used',
      ].sort(),
    );
    const text = JSON.stringify(row);
    expect(text).not.toContain('A title only the answer has');
    expect(text).not.toContain('secret=page');
  });
});

describe('batches past the history days', () => {
  it('go one by one with their lines and answers; a running one stays, however old', async () => {
    const { pruneBatches } = await import('@/lib/store/batches');
    await keepOneOfEach(40, 'old');
    await keepOneOfEach(35, 'running');
    await keepOneOfEach(1, 'new');
    const [, running] = await db.getAll('batches');
    if (!running) throw new Error('no second batch');
    await db.put('batches', { ...running, running: true });
    expect(await pruneBatches(db, now - 30 * day)).toBe(1);
    expect((await db.getAll('batchRows')).map((row) => row.params.videoId)).toEqual([
      'running',
      'new',
    ]);
    expect(await db.count('batchAnswers')).toBe(2);
  });
});

describe('measuring what is kept', () => {
  it('counts every store as a walk of it would, without walking the big ones, and follows new calls', async () => {
    await keepOneOfEach(3, 'a');
    await keepOneOfEach(2, 'b');
    const counted = await countKept(db);
    const measured = await measureKept(db);
    expect(Object.fromEntries(storeNames.map((name) => [name, measured[name].count]))).toEqual(
      counted,
    );
    await (
      await recordCall(db, 'video.video {}', {
        at: now,
        endpointId: 'video.video',
        params: {},
        price: 1,
        outcome: 'ok',
      })
    ).committed;
    expect((await measureKept(db)).ledger.count).toBe(counted.ledger + 1);
    expect((await countKept(db)).ledger).toBe(counted.ledger + 1);
  });
});

describe("the history's counts, kept as they change rather than walked", () => {
  /** The results and summaries as measured (the count kept) and as a walk of the stores counts them. */
  const historyCounts = async () => {
    const [measured, walked] = await Promise.all([measureKept(db), countKept(db)]);
    return {
      measured: [measured.history.count, measured.historyIndex.count],
      walked: [walked.history, walked.historyIndex],
    };
  };
  const tags = ['old', 'mid', 'new', 'one', 'two', 'after', 'restored1', 'restored2'];
  const keyOf = (tag: string) => `video.video {"videoId":"${tag}"}`;
  /**
   * Each call's snapshots, by its tag, as Storage counts them (counted once, then kept) and as a
   * walk of the summaries counts them; calls without any left out.
   */
  const snapshotCounts = async () => {
    const kept = await Promise.all(tags.map((tag) => countSnapshots(db, [keyOf(tag)])));
    const walked = await Promise.all(
      tags.map((tag) => db.countFromIndex('historyIndex', 'key', keyOf(tag))),
    );
    const some = (counts: number[]) =>
      Object.fromEntries(
        tags.flatMap((tag, place) => (counts[place] ? [[tag, counts[place]]] : [])),
      );
    return { kept: some(kept), walked: some(walked) };
  };
  const both = (counts: Record<string, number>) => ({ kept: counts, walked: counts });
  /** A result fetched now, kept as a call keeps it (its summary with it). */
  const fetched = async (tag: string) =>
    (
      await recordCall(
        db,
        `video.video {"videoId":"${tag}"}`,
        { at: now, endpointId: 'video.video', params: { videoId: tag }, price: 1, outcome: 'ok' },
        {
          cache: {
            key: `video.video {"videoId":"${tag}"}`,
            endpointId: 'video.video',
            params: { videoId: tag },
            data: { title: `answer ${tag}` },
            warnings: [],
            fetchedAt: now,
          },
          maxBytes: 1e9,
          history: {
            at: now,
            endpointId: 'video.video',
            params: { videoId: tag },
            data: { title: `answer ${tag}` },
            warnings: [],
            demo: false,
          },
        },
      )
    ).committed;

  beforeEach(async () => {
    for (const [age, tag] of [
      [45, 'old'],
      [20, 'mid'],
      [2, 'new'],
    ] as const)
      await keepOneOfEach(age, tag);
    // Counted once here; from now on kept by each change.
    expect(await historyCounts()).toEqual({ measured: [3, 3], walked: [3, 3] });
    expect(await snapshotCounts()).toEqual(both({ old: 1, mid: 1, new: 1 }));
  });

  it('follows each result kept and each deleted', async () => {
    await fetched('one');
    await fetched('two');
    await fetched('two');
    expect(await historyCounts()).toEqual({ measured: [6, 6], walked: [6, 6] });
    expect(await snapshotCounts()).toEqual(both({ old: 1, mid: 1, new: 1, one: 1, two: 2 }));
    await deleteHistory(db, 1);
    // Deleting it again takes nothing more away.
    await deleteHistory(db, 1);
    expect(await historyCounts()).toEqual({ measured: [5, 5], walked: [5, 5] });
    expect(await snapshotCounts()).toEqual(both({ mid: 1, new: 1, one: 1, two: 2 }));
  });

  it("stays true through the history's days", async () => {
    await keepWithinDays(db, now - 30 * day, { keys: new Set(), newest: 0 });
    expect(await historyCounts()).toEqual({ measured: [2, 2], walked: [2, 2] });
    expect(await snapshotCounts()).toEqual(both({ mid: 1, new: 1 }));
    await fetched('after');
    await fetched('mid');
    expect(await historyCounts()).toEqual({ measured: [4, 4], walked: [4, 4] });
    expect(await snapshotCounts()).toEqual(both({ mid: 2, new: 1, after: 1 }));
  });

  it('stays true through Clear history', async () => {
    await clearKept(db, 'clearHistory');
    expect(await historyCounts()).toEqual({ measured: [0, 0], walked: [0, 0] });
    expect(await snapshotCounts()).toEqual(both({}));
    await fetched('after');
    await fetched('old');
    expect(await historyCounts()).toEqual({ measured: [2, 2], walked: [2, 2] });
    expect(await snapshotCounts()).toEqual(both({ old: 1, after: 1 }));
  });

  it('stays true when results kept without a summary are summarised', async () => {
    await db.add('history', {
      at: now,
      endpointId: 'video.video',
      params: { videoId: 'one' },
      data: { title: 'answer one' },
      warnings: [],
      demo: false,
    });
    expect(await snapshotCounts()).toEqual(both({ old: 1, mid: 1, new: 1 }));
    expect(await indexHistory(db, () => 'answer one')).toBe(1);
    expect(await snapshotCounts()).toEqual(both({ old: 1, mid: 1, new: 1, one: 1 }));
  });

  it('stays true through a restore, counting what it added and not what was kept already', async () => {
    const kept = await db.getAll('history');
    const merged = await mergeChunk(
      db,
      {
        store: 'history',
        records: [
          ...kept.map((entry) => ({ entry: { ...entry, id: entry.id ?? 0 } })),
          ...['restored1', 'restored2'].map((tag, place) => ({
            entry: {
              id: 100 + place,
              at: now - place * day,
              endpointId: 'video.video',
              params: { videoId: tag },
              data: { title: `answer ${tag}` },
              warnings: [],
              demo: false,
            },
            title: `answer ${tag}`,
          })),
        ],
      },
      { cacheBytes: 1e9 },
    );
    expect([merged.added, merged.already]).toEqual([2, 3]);
    expect(await historyCounts()).toEqual({ measured: [5, 5], walked: [5, 5] });
    expect(await snapshotCounts()).toEqual(
      both({ old: 1, mid: 1, new: 1, restored1: 1, restored2: 1 }),
    );
  });
});
