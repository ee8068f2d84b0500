/**
 * Answers kept for reuse: looking again costs nothing. Keys are the endpoint and its params after
 * validation (defaults filled in, order irrelevant), so `{count: 20}` and `{}` meet when 20 is the
 * default, and the /microblog mode (max, country) is part of the key.
 */
import type { Endpoint } from '../api/endpoint';
import type { CacheEntry, SidelightDb } from './db';

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
export const cacheKey = (endpoint: Endpoint, parsedParams: Record<string, unknown>): string =>
  `${endpoint.id} ${JSON.stringify(stable(parsedParams))}`;

/** A cached answer younger than `maxAgeMs`, marked as used now; undefined otherwise. */
export async function readCache(
  db: SidelightDb,
  key: string,
  maxAgeMs: number,
  now = Date.now(),
): Promise<CacheEntry | undefined> {
  const entry = await db.get('cache', key);
  if (!entry || now - entry.fetchedAt > maxAgeMs) return undefined;
  const used = { ...entry, usedAt: now };
  await db.put('cache', used);
  return used;
}

/** Keeps an answer, then drops the least recently used until the cache fits `maxBytes`. */
export async function writeCache(
  db: SidelightDb,
  entry: Omit<CacheEntry, 'bytes' | 'usedAt'>,
  maxBytes: number,
  now = Date.now(),
): Promise<void> {
  const bytes =
    JSON.stringify(entry.data ?? null).length + JSON.stringify(entry.raw ?? null).length;
  await db.put('cache', { ...entry, bytes, usedAt: now });
  const tx = db.transaction('cache', 'readwrite');
  let total = 0;
  // Newest first: everything past the cap is the least recently used.
  for (
    let cursor = await tx.store.index('usedAt').openCursor(null, 'prev');
    cursor;
    cursor = await cursor.continue()
  ) {
    total += cursor.value.bytes;
    if (total > maxBytes && cursor.value.key !== entry.key) await cursor.delete();
  }
  await tx.done;
}

export const clearCache = (db: SidelightDb) => db.clear('cache');
