/**
 * Answers kept for reuse: looking again costs nothing. Keys are the endpoint and its params after
 * validation (defaults filled in, order irrelevant), so `{count: 20}` and `{}` meet when 20 is the
 * default, and the /microblog mode (max, country) is part of the key.
 *
 * Each answer's last use and size live apart from it (`cacheUse`), and the background keeps them
 * in memory too, read once per open database: writing an answer, keeping the cache within its
 * cap and marking an answer used then read nothing, and never whole answers.
 */
import type { Endpoint } from '../api/endpoint';
import { envelopeOf } from '../api/envelope';
import type { CacheEntry, CacheUse, SidelightDb, StoreName, WriteTx } from './db';

/** Params with keys sorted and undefined values dropped. */
const stable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stable);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => [key, stable(item)]),
  );
};

/** The cache key of a call; params must already be parsed by the endpoint's schema. */
export const cacheKey = (
  endpoint: Pick<Endpoint, 'id'>,
  parsedParams: Record<string, unknown>,
): string => `${endpoint.id} ${JSON.stringify(stable(parsedParams))}`;

/** The stores a cache write touches. */
export const cacheStores: StoreName[] = ['cache', 'cacheUse'];

/** The uses of every cached answer and their total size. */
export interface CacheUses {
  byKey: Map<string, CacheUse>;
  bytes: number;
}

const usesOf = new WeakMap<SidelightDb, Promise<CacheUses>>();
/** The same, once read. */
const usesRead = new WeakMap<SidelightDb, CacheUses>();

/**
 * The cache's uses, read on first need. Every write of them waits for this first, and changes
 * them in the step that queues it, so they stay what the database holds once it commits.
 */
export function cacheUses(db: SidelightDb): Promise<CacheUses> {
  let uses = usesOf.get(db);
  if (!uses) {
    const loading: Promise<CacheUses> = db.getAll('cacheUse').then((all) => {
      const read = {
        byKey: new Map(all.map((use) => [use.key, use])),
        bytes: all.reduce((sum, use) => sum + use.bytes, 0),
      };
      if (usesOf.get(db) === loading) usesRead.set(db, read);
      return read;
    });
    uses = loading;
    usesOf.set(db, loading);
    // Its reader hears the failure; the uses are only read anew next time.
    loading.catch(() => {
      if (usesOf.get(db) === loading) usesOf.delete(db);
    });
  }
  return uses;
}

/** After a write that failed, the uses in memory may be ahead of the database: read them again. */
export function forgetCacheUses(db: SidelightDb): void {
  usesOf.delete(db);
  usesRead.delete(db);
}

/**
 * The cached answer of a key, however old, without marking it used. A key the uses in memory do
 * not have is not in the database either: nothing is read for it.
 */
export async function findCache(db: SidelightDb, key: string): Promise<CacheEntry | undefined> {
  const read = usesRead.get(db);
  if (read && !read.byKey.has(key)) return undefined;
  return db.get('cache', key);
}

/**
 * What the uses in memory know of a cached answer (its size and, when kept with them, when it was
 * fetched), without reading the answer.
 */
export async function cachedUse(db: SidelightDb, key: string): Promise<CacheUse | undefined> {
  return (await cacheUses(db)).byKey.get(key);
}

/**
 * The found entry (or its use, which says when it was fetched) if younger than `maxAgeMs`, marked
 * as used now in a transaction of its own that the answer does not wait for: only the eviction
 * order needs it.
 */
export function useCache<T extends { key: string; fetchedAt: number }>(
  db: SidelightDb,
  entry: T | undefined,
  maxAgeMs: number,
  now = Date.now(),
): T | undefined {
  if (!entry || now - entry.fetchedAt > maxAgeMs) return undefined;
  cacheUses(db)
    .then((uses) => {
      const use = uses.byKey.get(entry.key);
      if (!use) return;
      use.usedAt = now;
      return db.put('cacheUse', { ...use });
    })
    // A use not written only lets this answer go a little sooner when the cache is full.
    .catch(() => undefined);
  return entry;
}

/**
 * Queues an answer in `tx` (spanning `cacheStores`), and drops the least recently used until the
 * cache fits `maxBytes` (the new answer stays, even alone over the cap). Reads nothing: `uses`
 * says what is there, and changes with the writes.
 */
export function putCache(
  tx: WriteTx,
  uses: CacheUses,
  entry: CacheEntry,
  maxBytes: number,
  now: number,
  /** The answer's size if known: a big answer is not written out again to measure it. */
  size?: number,
): Promise<unknown> {
  const bytes =
    size ??
    JSON.stringify(entry.data ?? null).length +
      (entry.envelope === undefined ? 0 : JSON.stringify(entry.envelope).length) +
      (entry.raw === undefined ? 0 : JSON.stringify(entry.raw).length);
  const cache = tx.objectStore('cache');
  const useStore = tx.objectStore('cacheUse');
  const use = { key: entry.key, usedAt: now, bytes, fetchedAt: entry.fetchedAt };
  uses.bytes += bytes - (uses.byKey.get(entry.key)?.bytes ?? 0);
  uses.byKey.set(entry.key, use);
  const requests: Promise<unknown>[] = [cache.put(entry), useStore.put(use)];
  if (uses.bytes > maxBytes) {
    const oldestFirst = [...uses.byKey.values()]
      .filter((other) => other.key !== entry.key)
      .sort((a, b) => a.usedAt - b.usedAt);
    for (const old of oldestFirst) {
      if (uses.bytes <= maxBytes) break;
      uses.bytes -= old.bytes;
      uses.byKey.delete(old.key);
      requests.push(cache.delete(old.key), useStore.delete(old.key));
    }
  }
  return Promise.all(requests);
}

/**
 * Writes an answer to the cache alone, in a transaction of its own: an answer paid for that found
 * no room before, kept once there is room. Rejects when it still finds none.
 */
export async function keepInCache(
  db: SidelightDb,
  entry: CacheEntry,
  maxBytes: number,
  now: number,
): Promise<void> {
  const uses = await cacheUses(db);
  const tx = db.transaction(cacheStores, 'readwrite');
  try {
    await Promise.all([putCache(tx, uses, entry, maxBytes, now), tx.done]);
  } catch (error) {
    forgetCacheUses(db);
    throw error;
  }
}

/**
 * What a cached entry answers: the data, its envelope if any (older entries kept the whole body),
 * and its warnings.
 */
export const answerOfEntry = (entry: CacheEntry) => {
  const envelope = entry.envelope ?? envelopeOf(entry.raw);
  return { data: entry.data, ...(envelope ? { envelope } : {}), warnings: entry.warnings };
};

/**
 * A view's own read of an answer the background left in the cache for it (see `StoredAnswer`):
 * the entry of `key` if it is still the one fetched at `fetchedAt`, else undefined (the cache
 * dropped it, or a later answer replaced it, meanwhile). Only reads: views never write the cache.
 * A read that starts after the background kept the answer waits for that transaction to commit.
 */
export async function readStoredAnswer(
  db: SidelightDb,
  key: string,
  fetchedAt: number,
): Promise<ReturnType<typeof answerOfEntry> | undefined> {
  const entry = await db.get('cache', key);
  return entry?.fetchedAt === fetchedAt ? answerOfEntry(entry) : undefined;
}

/**
 * Forgets the answers fetched before `before` (epoch ms): the history's days bound the cache too.
 * Uses kept without their answer's age have it read from the answer.
 */
export async function pruneCache(db: SidelightDb, before: number): Promise<number> {
  const uses = await cacheUses(db);
  const tx = db.transaction(cacheStores, 'readwrite');
  const cache = tx.objectStore('cache');
  const old: string[] = [];
  for (const use of uses.byKey.values()) {
    const fetchedAt = use.fetchedAt ?? (await cache.get(use.key))?.fetchedAt ?? 0;
    if (fetchedAt < before) old.push(use.key);
  }
  for (const key of old) {
    uses.bytes -= uses.byKey.get(key)?.bytes ?? 0;
    uses.byKey.delete(key);
  }
  try {
    await Promise.all([
      ...old.flatMap((key) => [cache.delete(key), tx.objectStore('cacheUse').delete(key)]),
      tx.done,
    ]);
  } catch (error) {
    forgetCacheUses(db);
    throw error;
  }
  return old.length;
}
