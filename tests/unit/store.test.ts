import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpointById } from '@/lib/areas';
import { cacheKey, cacheUses, findCache, useCache } from '@/lib/store/cache';
import { forgetCall, noteCall, recordCall, settleInterrupted } from '@/lib/store/calls';
import { type CacheEntry, openStore, type SidelightDb } from '@/lib/store/db';
import {
  deleteHistory,
  getHistory,
  indexHistory,
  listHistory,
  type NewHistoryEntry,
} from '@/lib/store/history';
import {
  automaticSpent,
  ledgerEntries,
  type NewLedgerEntry,
  newestLedger,
  totals,
} from '@/lib/store/ledger';
import { clearKept } from '@/lib/store/lifecycle';

let db: SidelightDb;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  db = await openStore();
});

// Everything below writes as the API service does: one call recorded, with what it fetched.
const paid = (at: number): NewLedgerEntry => ({
  at,
  endpointId: 'video.video',
  params: {},
  price: 4,
  outcome: 'ok',
});

/** A fetched answer kept in the cache (its use dated when it was fetched). */
async function keep(entry: CacheEntry, maxBytes: number) {
  await (await recordCall(db, entry.key, paid(entry.fetchedAt), { cache: entry, maxBytes }))
    .committed;
}

/** A cached answer as the service reads it: fresh, and marked used at `now`. */
const read = async (key: string, maxAgeMs: number, now: number) =>
  useCache(db, await findCache(db, key), maxAgeMs, now);

/** A result kept in the history (with its answer in the cache, as a call keeps it); its id. */
async function remember(entry: NewHistoryEntry): Promise<number> {
  const key = `${entry.endpointId}:${entry.at}`;
  const cache = { key, ...entry, fetchedAt: entry.at };
  const kept = await recordCall(db, key, paid(entry.at), { cache, maxBytes: 1e9, history: entry });
  await kept.committed;
  if (kept.historyId === undefined) throw new Error('a result without its history entry');
  return kept.historyId;
}

const keyOf = (id: Parameters<typeof endpointById>[0], params: Record<string, unknown>) => {
  const endpoint: Endpoint = endpointById(id);
  return cacheKey(endpoint, endpoint.params.parse(params));
};

describe('cache keys', () => {
  it('fill in defaults and ignore the order of params', () => {
    expect(keyOf('video.comments', { videoId: 'x' })).toBe(
      keyOf('video.comments', { count: 20, videoId: 'x' }),
    );
    expect(keyOf('forum.search', { sort: 'top', q: 'rust', t: 'week' })).toBe(
      keyOf('forum.search', { t: 'week', q: 'rust', sort: 'top' }),
    );
    expect(keyOf('video.comments', { videoId: 'x', count: '20' })).toBe(
      keyOf('video.comments', { videoId: 'x' }),
    );
  });

  it('tell apart what changes the answer: other params, the /microblog mode', () => {
    const plain = keyOf('microblog.post', { id: 'C1' });
    expect(keyOf('microblog.post', { id: 'C1', max: true })).not.toBe(plain);
    expect(keyOf('microblog.post', { id: 'C1', country: 'US' })).not.toBe(plain);
    expect(keyOf('microblog.post', { id: 'C2' })).not.toBe(plain);
    expect(keyOf('microblog.replies', { id: 'C1' })).not.toBe(plain);
  });
});

describe('cache', () => {
  const entry = (key: string, fetchedAt: number, size = 100) => ({
    key,
    endpointId: 'video.video',
    params: {},
    data: 'x'.repeat(size),
    raw: null,
    warnings: [],
    fetchedAt,
  });

  it('answers while fresh, and not once older than its lifetime', async () => {
    await keep(entry('a', 1000), 1e6);
    expect((await read('a', 500, 1400))?.data).toBe('x'.repeat(100));
    expect(await read('a', 500, 1600)).toBeUndefined();
  });

  it('evicts the least recently used beyond its size cap', async () => {
    await keep(entry('a', 1), 250);
    await keep(entry('b', 2), 250);
    await read('a', 1e9, 3); // a is used again: b is now the least recently used
    await keep(entry('c', 4), 250);
    expect((await db.getAllKeys('cache')).sort()).toEqual(['a', 'c']);
  });

  it('keeps its size right through replacing answers, and after a restart', async () => {
    await keep(entry('a', 1, 100), 1e6);
    await keep(entry('a', 2, 300), 1e6); // the same key again: replaced, not added
    await keep(entry('b', 3, 100), 1e6);
    const sizes = async (of: SidelightDb) => {
      const uses = await cacheUses(of);
      return { bytes: uses.bytes, keys: [...uses.byKey.keys()].sort() };
    };
    expect(await sizes(db)).toEqual({ bytes: 302 + 4 + 102 + 4, keys: ['a', 'b'] });
    // What a new worker reads from the database is what this one kept in memory.
    db.close();
    const reopened = await openStore();
    expect(await sizes(reopened)).toEqual(await sizes(db));
  });

  it('marks an answer used in its use record, not by rewriting the answer', async () => {
    await keep(entry('a', 1), 1e6);
    await read('a', 1e9, 5);
    await expect.poll(async () => (await db.get('cacheUse', 'a'))?.usedAt).toBe(5);
    expect(await db.get('cache', 'a')).not.toHaveProperty('usedAt');
  });

  it('evicts down to the cap, oldest use first, and keeps a new answer even alone over it', async () => {
    for (const [key, at] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      await keep(entry(key, at), 1e6);
    await keep(entry('d', 4), 212); // room for two
    expect((await db.getAllKeys('cache')).sort()).toEqual(['c', 'd']);
    expect((await db.getAllKeys('cacheUse')).sort()).toEqual(['c', 'd']);
    await keep(entry('e', 5, 1000), 212);
    expect(await db.getAllKeys('cache')).toEqual(['e']);
    expect((await cacheUses(db)).bytes).toBe(1002 + 4);
  });

  it('looks up only the keys its uses in memory know, once they are read', async () => {
    await db.put('cache', { ...entry('unknown', 1), key: 'unknown' }); // behind the cache's back
    expect(await findCache(db, 'unknown')).toBeDefined(); // uses not read yet: looked up
    await keep(entry('a', 1), 1e6);
    expect(await findCache(db, 'a')).toBeDefined();
    expect(await findCache(db, 'unknown')).toBeUndefined(); // not a use: not read
  });

  it('is empty after clearing, size included', async () => {
    await keep(entry('a', 1), 1e6);
    await clearKept(db, 'clearCache');
    expect(await db.getAllKeys('cache')).toEqual([]);
    expect(await db.getAllKeys('cacheUse')).toEqual([]);
    expect((await cacheUses(db)).bytes).toBe(0);
  });
});

describe('ledger', () => {
  const at = (day: string, hour = 12) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).getTime();
  // A call that left no answer: its ledger entry alone, written as the service writes it.
  const call = (when: number, price: number, outcome: 'ok' | 'server' | 'timeout', used?: number) =>
    recordCall(db, `call-${when}`, {
      at: when,
      endpointId: 'video.video',
      params: {},
      price,
      outcome,
      ...(used === undefined ? {} : { used, remaining: 1000 - used }),
    });

  it('totals today, this month and each of the last 30 days', async () => {
    await call(at('2026-11-21', 9), 4, 'ok', 4);
    await call(at('2026-11-21', 10), 3, 'server'); // failed, not charged
    await call(at('2026-11-21', 11), 2, 'timeout'); // may have been charged
    await call(at('2026-11-02'), 5, 'ok');
    await call(at('2026-10-30'), 7, 'ok');
    await call(at('2026-09-01'), 100, 'ok');
    const sums = await totals(db, at('2026-11-21', 18));
    expect(sums.today).toBe(6);
    expect(sums.month).toBe(11);
    expect(sums.days).toHaveLength(30);
    expect(sums.days.at(-1)).toEqual({ day: '2026-11-21', credits: 6 });
    expect(sums.days.find((day) => day.day === '2026-10-30')?.credits).toBe(7);
    expect(sums.days.reduce((sum, day) => sum + day.credits, 0)).toBe(18);
    expect(sums.balance).toBe(996);
  });

  it('keeps its totals right as entries are written after they were first read', async () => {
    const now = at('2026-11-21', 18);
    await call(at('2026-11-21', 9), 4, 'ok', 4);
    expect((await totals(db, now)).today).toBe(4);
    await call(at('2026-11-21', 10), 3, 'ok'); // counted, no second read of the ledger
    await call(at('2026-11-20', 10), 2, 'server'); // not charged
    await call(at('2026-11-21', 8), 5, 'ok', 5); // an earlier call: its balance is not the last
    const sums = await totals(db, now);
    expect(sums).toMatchObject({ today: 12, month: 12, balance: 996 });
    expect(sums.days.at(-1)).toEqual({ day: '2026-11-21', credits: 12 });
    // What a new worker works out from the ledger is the same.
    db.close();
    expect(await totals(await openStore(), now)).toEqual(sums);
  });

  it('counts an entry once when it is written while the totals are first being read', async () => {
    const now = at('2026-11-21', 18);
    await call(at('2026-11-21', 9), 4, 'ok');
    const first = totals(db, now); // reads before the next entry's transaction opens
    const written = call(at('2026-11-21', 10), 3, 'ok');
    const second = totals(db, now); // opens after it
    await written;
    expect((await first).today).toBe(4);
    expect((await second).today).toBe(7);
    expect((await totals(db, now)).today).toBe(7);
  });

  it('says what automatic refreshes spent in a month: their entries alone, written before it was first read or after', async () => {
    const automatic = (when: number, price: number, outcome: 'ok' | 'server' = 'ok') =>
      recordCall(db, `automatic-${when}`, {
        at: when,
        endpointId: 'video.video',
        params: {},
        price,
        outcome,
        purpose: 'automaticRefresh',
      });
    const now = at('2026-11-21', 18);
    await automatic(at('2026-11-02'), 3);
    await automatic(at('2026-10-31'), 50); // the month before
    await call(at('2026-11-20'), 9, 'ok'); // spent by hand
    expect(await automaticSpent(db, now)).toBe(3);
    await automatic(at('2026-11-21', 9), 4);
    await automatic(at('2026-11-21', 10), 6, 'server'); // failed, not charged
    expect(await automaticSpent(db, now)).toBe(7);
    expect(await automaticSpent(db, at('2026-10-31', 18))).toBe(50);
    // What a new worker works out from the ledger is the same.
    db.close();
    expect(await automaticSpent(await openStore(), now)).toBe(7);
  });

  it('reads the ledger again for a day further back than it has', async () => {
    await call(at('2026-09-10'), 6, 'ok');
    await call(at('2026-11-21'), 1, 'ok');
    expect((await totals(db, at('2026-11-21', 18))).month).toBe(1);
    expect((await totals(db, at('2026-09-20', 18))).month).toBe(6);
  });
});

describe('history', () => {
  it('lists newest first, searches, and deletes', async () => {
    const add = (at: number, endpointId: string, pageUrl: string) =>
      remember({
        at,
        endpointId,
        params: { q: endpointId },
        pageUrl,
        data: {},
        warnings: [],
        demo: false,
      });
    await add(1, 'video.video', 'https://www.youtube.com/watch?v=a');
    const second = await add(2, 'forum.post', 'https://www.reddit.com/r/rust/comments/x');
    await add(3, 'video.comments', 'https://www.youtube.com/watch?v=b');
    expect((await listHistory(db)).map((entry) => entry.at)).toEqual([3, 2, 1]);
    expect((await listHistory(db, { query: 'REDDIT' })).map((entry) => entry.at)).toEqual([2]);
    await deleteHistory(db, second);
    expect((await listHistory(db)).map((entry) => entry.at)).toEqual([3, 1]);
    expect(await db.getAllKeys('history')).toEqual(await db.getAllKeys('historyIndex'));
  });

  it('lists and searches summaries: titles, platforms in words, ids; never the answers', async () => {
    const data = { title: 'Never Gonna Give You Up', description: 'x'.repeat(10_000) };
    const id = await remember({
      at: 1,
      endpointId: 'video.video',
      params: { videoId: 'dQw4w9WgXcQ' },
      data,
      warnings: [],
      demo: false,
      title: data.title,
    });
    await remember({
      at: 2,
      endpointId: 'forum.post',
      params: { postId: 'abc' },
      data: {},
      warnings: [],
      demo: false,
    });
    const [summary] = await listHistory(db, { query: 'youtube  GONNA' });
    expect(summary).toEqual({
      id,
      at: 1,
      endpointId: 'video.video',
      params: { videoId: 'dQw4w9WgXcQ' },
      demo: false,
      title: 'Never Gonna Give You Up',
      search: expect.stringContaining('youtube · video'),
      key: 'video.video {"videoId":"dQw4w9WgXcQ"}',
    });
    expect((await listHistory(db, { query: 'dqw4w9' })).map((entry) => entry.id)).toEqual([id]);
    expect((await listHistory(db, { query: 'reddit post' })).map((entry) => entry.at)).toEqual([2]);
    expect(await listHistory(db, { query: 'youtube reddit' })).toEqual([]);
    expect((await getHistory(db, id))?.data).toEqual(data);
  });

  /** A channel's result, titled by its time. */
  const channelResult = (at: number): NewHistoryEntry => ({
    at,
    endpointId: 'video.channel',
    params: { channelId: `UC${at}` },
    data: { title: `Channel ${at}` },
    warnings: [],
    demo: false,
  });
  const titleOf = (_: string, answer: unknown) => (answer as { title: string }).title;

  it('gives results kept before summaries existed theirs, with titles, once', async () => {
    globalThis.indexedDB = new IDBFactory();
    db.close();
    const old = await openDB('sidelight', 2, {
      upgrade(created) {
        created.createObjectStore('cache', { keyPath: 'key' });
        const ledger = created.createObjectStore('ledger', { keyPath: 'id', autoIncrement: true });
        ledger.createIndex('day', 'day');
        ledger.createIndex('at', 'at');
        created
          .createObjectStore('history', { keyPath: 'id', autoIncrement: true })
          .createIndex('at', 'at');
        created.createObjectStore('cacheUse', { keyPath: 'key' });
        created.createObjectStore('calls');
      },
    });
    for (const at of [1, 2])
      await old.add('history', { ...channelResult(at), search: 'video.channel' });
    old.close();
    db = await openStore();
    expect(await indexHistory(db, titleOf)).toBe(2);
    expect(await indexHistory(db, titleOf)).toBe(0);
    expect((await listHistory(db)).map((entry) => entry.title)).toEqual(['Channel 2', 'Channel 1']);
    expect((await listHistory(db, { query: 'channel 1' })).map((entry) => entry.at)).toEqual([1]);
  });

  it('summarises again a result whose summary lacks the call’s key, beside ones that have theirs', async () => {
    await remember(channelResult(1));
    const older = await remember(channelResult(2));
    // As a summary written before summaries kept the key: everything but it.
    const summary = await db.get('historyIndex', older);
    if (!summary) throw new Error('a result kept without its summary');
    const { key: _key, ...keyless } = summary;
    await db.put('historyIndex', keyless);
    expect(await indexHistory(db, titleOf)).toBe(1);
    expect(await indexHistory(db, titleOf)).toBe(0);
    expect((await db.get('historyIndex', older))?.key).toBe(
      keyOf('video.channel', { channelId: 'UC2' }),
    );
  });
});

describe('history over years', () => {
  /** Results written in one transaction each, as the service keeps them, titled by their time. */
  const many = async (ats: number[]) => {
    for (const at of ats)
      await remember({
        at,
        endpointId: 'video.video',
        params: { videoId: `v${at}` },
        data: {},
        warnings: [],
        demo: false,
        title: `Result at ${at}`,
      });
  };

  it('a search follows results added, deleted and cleared since the last one', async () => {
    await many([1, 2, 3]);
    const search = async (query: string) =>
      (await listHistory(db, { query })).map((entry) => entry.title);
    expect(await search('result at')).toEqual(['Result at 3', 'Result at 2', 'Result at 1']);
    const fourth = await remember({
      at: 4,
      endpointId: 'video.video',
      params: { videoId: 'v4' },
      data: {},
      warnings: [],
      demo: false,
      title: 'Result at 4',
    });
    expect(await search('result at')).toEqual([
      'Result at 4',
      'Result at 3',
      'Result at 2',
      'Result at 1',
    ]);
    await deleteHistory(db, fourth);
    expect(await search('at 4')).toEqual([]);
    expect(await search('at 2')).toEqual(['Result at 2']);
    await clearKept(db, 'clearHistory');
    expect(await search('result')).toEqual([]);
    await many([5]);
    expect(await search('result')).toEqual(['Result at 5']);
  });

  it('a search stops at its limit, newest first', async () => {
    await many(Array.from({ length: 30 }, (_, index) => index + 1));
    expect((await listHistory(db, { query: 'result', limit: 3 })).map((entry) => entry.at)).toEqual(
      [30, 29, 28],
    );
  });

  it('retention deletes every old result of a long history, a few hundred at a time', async () => {
    const { pruneHistory } = await import('@/lib/store/history');
    await many(Array.from({ length: 1_203 }, (_, index) => index + 1));
    expect(await pruneHistory(db, 1_201)).toBe(1_200);
    expect((await listHistory(db)).map((entry) => entry.at)).toEqual([1_203, 1_202, 1_201]);
    expect(await db.getAllKeys('history')).toEqual(await db.getAllKeys('historyIndex'));
    expect((await listHistory(db, { query: 'at 12' })).map((entry) => entry.at)).toEqual([
      1_203, 1_202, 1_201,
    ]);
    // 1,203 transactions written first: about a second on a quiet machine, several when it is busy.
  }, 30_000);
});

describe('the newest of the ledger', () => {
  it('the newest entries, newest first, as many as asked', async () => {
    const calls: [number, number][] = [
      [5, 1],
      [1, 1],
      [4, 1],
      [3, 1],
      [2, 1],
      [3, 2],
    ];
    for (const [at, price] of calls)
      await (await recordCall(db, `k${at}`, { ...paid(at), price })).committed;
    // Calls of the same moment: the last written first.
    expect((await newestLedger(db, 3)).map((entry) => [entry.at, entry.price])).toEqual([
      [5, 1],
      [4, 1],
      [3, 2],
    ]);
    expect((await newestLedger(db, 10)).map((entry) => entry.at)).toEqual([5, 4, 3, 3, 2, 1]);
  });
});

describe('history retention', () => {
  it('drops results fetched before the cut-off, keeps the rest', async () => {
    const { pruneHistory } = await import('@/lib/store/history');
    for (const at of [1_000, 2_000, 3_000]) {
      await remember({
        at,
        endpointId: 'video.video',
        params: {},
        data: {},
        warnings: [],
        demo: false,
      });
    }
    expect(await pruneHistory(db, 2_000)).toBe(1);
    expect((await listHistory(db)).map((entry) => entry.at)).toEqual([3_000, 2_000]);
  });

  it('keeps a watched thing’s newest snapshots past the cut-off, and only as many as asked', async () => {
    const { pruneHistory, snapshotsOf } = await import('@/lib/store/history');
    const look = (channelId: string, at: number, subscribers: number) =>
      remember({
        at,
        endpointId: 'video.channel',
        params: { channelId },
        data: {},
        warnings: [],
        demo: false,
        counts: { subscribers },
      });
    for (const [at, subscribers] of [
      [1_000, 10],
      [2_000, 12],
      [3_000, 15],
      [9_000, 20],
    ] as const) {
      await look('UCwatched', at, subscribers);
      await look('UCother', at, subscribers);
    }
    const watchedKey = cacheKey({ id: 'video.channel' }, { channelId: 'UCwatched' });
    expect(await pruneHistory(db, 5_000, { keys: new Set([watchedKey]), newest: 3 })).toBe(4);
    expect(
      (await snapshotsOf(db, watchedKey)).map((snapshot) => [snapshot.at, snapshot.counts]),
    ).toEqual([
      [2_000, { subscribers: 12 }],
      [3_000, { subscribers: 15 }],
      [9_000, { subscribers: 20 }],
    ]);
    const other = cacheKey({ id: 'video.channel' }, { channelId: 'UCother' });
    expect((await snapshotsOf(db, other)).map((snapshot) => snapshot.at)).toEqual([9_000]);
  });
});

describe('a call in the database', () => {
  const ledger = { at: 1_000, endpointId: 'video.video', params: { videoId: 'x' }, price: 4 };
  const note = { endpointId: 'video.video', params: { videoId: 'x' }, startedAt: 1_000, price: 4 };
  const answer = (data: unknown) => ({
    cache: {
      key: 'k',
      endpointId: 'video.video',
      params: { videoId: 'x' },
      data,
      raw: data,
      warnings: [],
      fetchedAt: 2_000,
    },
    maxBytes: 1e6,
    history: {
      at: 2_000,
      endpointId: 'video.video',
      params: { videoId: 'x' },
      data,
      warnings: [],
      demo: false,
    },
  });

  it('is noted while on the wire; its ledger, cache and history entries replace the note at once', async () => {
    await noteCall(db, 'k', note);
    expect(await db.get('calls', 'k')).toEqual(note);
    const kept = await recordCall(db, 'k', { ...ledger, used: 4, outcome: 'ok' }, answer({ a: 1 }));
    await kept.committed;
    expect(await db.get('calls', 'k')).toBeUndefined();
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']);
    expect((await db.get('cache', 'k'))?.data).toEqual({ a: 1 });
    expect((await listHistory(db)).map((entry) => entry.id)).toEqual([kept.historyId]);
  });

  it('is visible to any read that starts once the history entry is written, before the commit', async () => {
    const kept = await recordCall(db, 'k', { ...ledger, outcome: 'ok' }, answer({ a: 1 }));
    const [history, spend] = await Promise.all([
      listHistory(db),
      totals(db, 1_000),
      kept.committed,
    ]);
    expect(history).toHaveLength(1);
    expect(spend.today).toBe(4);
  });

  it('an answer that cannot be stored still leaves its ledger entry, and no note', async () => {
    await noteCall(db, 'k', note);
    const spendBefore = await totals(db, 1_000);
    const unstorable = answer({ call: () => 1 });
    await expect(recordCall(db, 'k', { ...ledger, outcome: 'ok' }, unstorable)).rejects.toThrow();
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']);
    expect(await db.get('calls', 'k')).toBeUndefined();
    expect(await db.getAllKeys('cache')).toEqual([]);
    expect((await cacheUses(db)).bytes).toBe(0);
    expect((await totals(db, 1_000)).today).toBe(spendBefore.today + 4);
  });

  it('an error answer leaves only its ledger entry', async () => {
    await noteCall(db, 'k', note);
    const kept = await recordCall(db, 'k', { ...ledger, outcome: 'server' });
    expect(kept.historyId).toBeUndefined();
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['server']);
    expect(await db.get('calls', 'k')).toBeUndefined();
  });

  it('left on the wire by a worker that died, goes in the ledger as interrupted, once', async () => {
    await noteCall(db, 'k', note);
    await noteCall(db, 'j', { ...note, params: { videoId: 'y' } });
    await noteCall(db, 'gone', note);
    await forgetCall(db, 'gone');
    expect(await settleInterrupted(db)).toBe(2);
    expect(await settleInterrupted(db)).toBe(0);
    const entries = await ledgerEntries(db);
    expect(entries.map((entry) => [entry.outcome, entry.price, entry.at])).toEqual([
      ['interrupted', 4, 1_000],
      ['interrupted', 4, 1_000],
    ]);
    expect((await totals(db, 1_000)).today).toBe(8);
  });
});

describe('a version 1 database', () => {
  it('moves each cached answer’s use and size out of it, keeping everything else', async () => {
    db.close();
    globalThis.indexedDB = new IDBFactory();
    const old = await openDB('sidelight', 1, {
      upgrade(v1) {
        v1.createObjectStore('cache', { keyPath: 'key' }).createIndex('usedAt', 'usedAt');
        const ledger = v1.createObjectStore('ledger', { keyPath: 'id', autoIncrement: true });
        ledger.createIndex('day', 'day');
        ledger.createIndex('at', 'at');
        v1.createObjectStore('history', { keyPath: 'id', autoIncrement: true }).createIndex(
          'at',
          'at',
        );
      },
    });
    const cached = { endpointId: 'video.video', params: {}, data: 1, raw: 1, warnings: [] };
    await old.put('cache', { ...cached, key: 'a', fetchedAt: 1, usedAt: 5, bytes: 10 });
    await old.put('cache', { ...cached, key: 'b', fetchedAt: 2, usedAt: 3, bytes: 20 });
    await old.add('ledger', {
      at: 1,
      day: '1970-01-01',
      month: '1970-01',
      endpointId: 'video.video',
      params: {},
      price: 4,
      outcome: 'ok',
    });
    old.close();
    const upgraded = await openStore();
    expect(await upgraded.getAll('cacheUse')).toEqual([
      { key: 'a', usedAt: 5, bytes: 10 },
      { key: 'b', usedAt: 3, bytes: 20 },
    ]);
    expect((await cacheUses(upgraded)).bytes).toBe(30);
    expect([...upgraded.transaction('cache').store.indexNames]).toEqual([]);
    expect(useCache(upgraded, await findCache(upgraded, 'a'), 1e9, 9)?.data).toBe(1);
    expect(await ledgerEntries(upgraded)).toHaveLength(1);
    expect(await upgraded.getAll('calls')).toEqual([]);
  });
});
