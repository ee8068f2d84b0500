import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointById } from '@/lib/api/catalog';
import type { Endpoint } from '@/lib/api/endpoint';
import { cacheKey, readCache, writeCache } from '@/lib/store/cache';
import { openStore, type SidelightDb } from '@/lib/store/db';
import { addHistory, deleteHistory, listHistory } from '@/lib/store/history';
import { recordCall, totals } from '@/lib/store/ledger';

let db: SidelightDb;
beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  db = await openStore();
});

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
    await writeCache(db, entry('a', 1000), 1e6, 1000);
    expect((await readCache(db, 'a', 500, 1400))?.data).toBe('x'.repeat(100));
    expect(await readCache(db, 'a', 500, 1600)).toBeUndefined();
  });

  it('evicts the least recently used beyond its size cap', async () => {
    await writeCache(db, entry('a', 1), 250, 1);
    await writeCache(db, entry('b', 2), 250, 2);
    await readCache(db, 'a', 1e9, 3); // a is used again: b is now the least recently used
    await writeCache(db, entry('c', 4), 250, 4);
    expect((await db.getAllKeys('cache')).sort()).toEqual(['a', 'c']);
  });
});

describe('ledger', () => {
  const at = (day: string, hour = 12) =>
    new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).getTime();
  const call = (when: number, price: number, outcome: 'ok' | 'server' | 'timeout', used?: number) =>
    recordCall(db, {
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
});

describe('history', () => {
  it('lists newest first, searches, and deletes', async () => {
    const add = (at: number, endpointId: string, pageUrl: string) =>
      addHistory(db, {
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
  });
});

describe('history retention', () => {
  it('drops results fetched before the cut-off, keeps the rest', async () => {
    const { pruneHistory } = await import('@/lib/store/history');
    for (const at of [1_000, 2_000, 3_000]) {
      await addHistory(db, {
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
});
