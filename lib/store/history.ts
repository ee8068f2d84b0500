/**
 * Every result the user fetched, kept whole so it can be reopened, searched, exported and deleted
 * without a new call. Lists and searches read only the summaries (`historyIndex`); a whole result
 * is read when it is opened.
 */
import { endpointName } from '../areas/names';
import { cacheKey } from './cache';
import type { HistoryEntry, HistorySummary, SidelightDb, WriteTx } from './db';
import { keptCounts } from './kept-counts';

export type NewHistoryEntry = Omit<HistoryEntry, 'id'> & {
  title?: string;
  counts?: Record<string, number>;
};

/** What an answer calls itself, from what its view shows as its name (see the background). */
export type TitleOf = (endpointId: string, data: unknown) => string | undefined;

/** What an answer's card counts, by label (see the background); none for lists. */
export type CountsOf = (endpointId: string, data: unknown) => Record<string, number> | undefined;

const historyStores = ['history', 'historyIndex'] as const;

/** A result's summary: what the history lists and searches, and the snapshot of its counts. */
function summaryOf(
  id: number,
  entry: Omit<HistoryEntry, 'id'>,
  title?: string,
  counts?: Record<string, number>,
): HistorySummary {
  const { data: _data, envelope: _envelope, warnings: _warnings, ...rest } = entry;
  const values = Object.values(entry.params).filter(
    (value) => typeof value === 'string' || typeof value === 'number',
  );
  const search = [title ?? '', endpointName(entry.endpointId), entry.endpointId, ...values]
    .concat(entry.pageUrl ?? '')
    .join(' ')
    .toLowerCase();
  return {
    ...rest,
    id,
    ...(title ? { title } : {}),
    search,
    key: cacheKey({ id: entry.endpointId }, entry.params),
    ...(counts ? { counts } : {}),
  };
}

/**
 * Adds a result and its summary within `tx` (spanning both history stores); resolves to its id
 * once the summary is queued too (its failure fails the transaction).
 */
export async function writeHistory(tx: WriteTx, entry: NewHistoryEntry): Promise<number> {
  const { title, counts, ...kept } = entry;
  const db = tx.db as SidelightDb;
  tx.done
    .then(() => countedAgain(db, cacheKey({ id: kept.endpointId }, kept.params), 1))
    // A transaction that fails added nothing to count; its writer hears the failure itself.
    .catch(() => undefined);
  const id = await tx.objectStore('history').add(kept);
  tx.objectStore('historyIndex')
    .put(summaryOf(id, kept, title, counts))
    // The put's failure fails the transaction, which its writer hears.
    .catch(() => undefined);
  return id;
}

/**
 * Summarises the results kept before the summaries were, or before they kept the call's key and
 * counts (or that lack one for any reason), with their titles and counts: the answers already
 * paid for become snapshots too. Resolves to how many it summarised.
 */
export async function indexHistory(
  db: SidelightDb,
  titleOf: TitleOf,
  countsOf?: CountsOf,
): Promise<number> {
  // Every result and its summary are written and removed together, and only a summary with the
  // call's key is in the `key` index: two equal counts say nothing is left to summarise, without
  // reading every summary at each start of the worker.
  const counting = db.transaction([...historyStores]);
  const [results, withKeys] = await Promise.all([
    counting.objectStore('history').count(),
    counting.objectStore('historyIndex').index('key').count(),
  ]);
  if (results === withKeys) return 0;
  const tx = db.transaction([...historyStores], 'readwrite');
  const [ids, summaries] = await Promise.all([
    tx.objectStore('history').getAllKeys(),
    tx.objectStore('historyIndex').getAll(),
  ]);
  const known = new Set(
    summaries.filter((summary) => summary.key !== undefined).map((summary) => summary.id),
  );
  const missing = ids.filter((id) => !known.has(id));
  for (const id of missing) {
    const entry = await tx.objectStore('history').get(id);
    if (entry)
      await tx
        .objectStore('historyIndex')
        .put(
          summaryOf(
            id,
            entry,
            titleOf(entry.endpointId, entry.data),
            countsOf?.(entry.endpointId, entry.data),
          ),
        );
  }
  await tx.done;
  // Rewritten summaries keep their ids: their texts are read again, and their calls counted.
  if (missing.length > 0) {
    searchTextsOf.delete(db);
    snapshotCounts.forget(db);
  }
  return missing.length;
}

/** Each result's id and search text, newest first: what a search reads. */
interface SearchTexts {
  /** The store's count and newest id when read: any add, delete or clear changes one of them. */
  count: number;
  newest: number | undefined;
  entries: { id: number; search: string }[];
}

/**
 * The search texts, read whole once and kept while the store is unchanged, so a search over years
 * of results filters strings in memory instead of walking every summary.
 */
const searchTextsOf = new WeakMap<SidelightDb, SearchTexts>();

async function searchTexts(db: SidelightDb): Promise<SearchTexts> {
  const tx = db.transaction('historyIndex');
  const [count, newestCursor] = await Promise.all([
    tx.store.count(),
    tx.store.openKeyCursor(null, 'prev'),
  ]);
  const newest = newestCursor?.key;
  const known = searchTextsOf.get(db);
  if (known && known.count === count && known.newest === newest) return known;
  const summaries = await tx.store.index('at').getAll();
  const entries = summaries.reverse().map(({ id, search }) => ({ id, search }));
  const read = { count, newest, entries };
  searchTextsOf.set(db, read);
  return read;
}

/**
 * Newest first; with a query, only results whose title, platform, thing, endpoint, params or page
 * contain each of its words.
 */
export async function listHistory(
  db: SidelightDb,
  { query = '', limit = 50 }: { query?: string; limit?: number } = {},
): Promise<HistorySummary[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    if (limit < 1) return [];
    // The keys are stepped over to the oldest of the newest, and those read at once.
    const index = db.transaction('historyIndex').store.index('at');
    let cursor = await index.openKeyCursor(null, 'prev');
    if (cursor && limit > 1) cursor = await cursor.advance(limit - 1);
    const newest = await index.getAll(cursor ? IDBKeyRange.lowerBound(cursor.key) : null);
    return newest.reverse().slice(0, limit);
  }
  const ids: number[] = [];
  for (const { id, search } of (await searchTexts(db)).entries) {
    if (ids.length >= limit) break;
    if (words.every((word) => search.includes(word))) ids.push(id);
  }
  const tx = db.transaction('historyIndex');
  // A result deleted since the texts were read is left out.
  const found = await Promise.all(ids.map((id) => tx.store.get(id)));
  return found.filter((summary): summary is HistorySummary => summary !== undefined);
}

export const getHistory = (db: SidelightDb, id: number) => db.get('history', id);

/** A result's summary alone: what it was of, never the answer itself. */
export const getHistorySummary = (db: SidelightDb, id: number) => db.get('historyIndex', id);

export async function deleteHistory(db: SidelightDb, id: number): Promise<void> {
  const tx = db.transaction([...historyStores], 'readwrite');
  const [kept, summary] = await Promise.all([
    tx.objectStore('history').getKey(id),
    tx.objectStore('historyIndex').get(id),
    tx.objectStore('history').delete(id),
    tx.objectStore('historyIndex').delete(id),
    tx.done,
  ]);
  if (kept !== undefined) resultCount.changed(db, 'results', -1);
  if (summary?.key !== undefined) snapshotCounts.changed(db, summary.key, -1);
}

/**
 * How many results the history holds. A result has one summary (`indexHistory` writes any
 * missing), so it counts the summaries too.
 */
const resultCount = keptCounts<'results'>((db) => db.count('history'));

export const historyCount = (db: SidelightDb): Promise<number> => resultCount.count(db, 'results');

/** How many summaries each call (its cache key) has: a watched thing's snapshots. */
const snapshotCounts = keptCounts<string>((db, key) =>
  db.countFromIndex('historyIndex', 'key', key),
);

/** How many snapshots (summaries) the things under `keys` have. */
export async function countSnapshots(db: SidelightDb, keys: readonly string[]): Promise<number> {
  const counts = await Promise.all(keys.map((key) => snapshotCounts.count(db, key)));
  return counts.reduce((sum, count) => sum + count, 0);
}

/** A committed write added (or took away) `change` results of the call `key`. */
function countedAgain(db: SidelightDb, key: string, change: number): void {
  resultCount.changed(db, 'results', change);
  snapshotCounts.changed(db, key, change);
}

/** After a change not counted here (a clearing, the retention): counted anew when next asked. */
export function forgetHistoryCounts(db: SidelightDb): void {
  resultCount.forget(db);
  snapshotCounts.forget(db);
}

/** How many results one of the retention's transactions deletes. */
const pruneChunk = 500;

/**
 * Deletes results fetched before `before` (epoch ms), and their snapshots with them: the history's
 * retention. A watched thing's results (`keep.keys`) stay, its newest `keep.newest` of them. It
 * deletes a few hundred at a time, so the history's list and search never wait long behind it.
 */
export async function pruneHistory(
  db: SidelightDb,
  before: number,
  keep: { keys: ReadonlySet<string>; newest: number } = { keys: new Set(), newest: 0 },
): Promise<number> {
  const read = db.transaction('historyIndex');
  // The ids of each watched thing's newest results, which the age limit spares.
  const spared = new Set<number>();
  for (const key of keep.keys) {
    const summaries = await read.store.index('key').getAll(key);
    for (const summary of summaries.sort((a, b) => b.at - a.at).slice(0, keep.newest))
      spared.add(summary.id);
  }
  const old = (
    await db.getAllKeysFromIndex('history', 'at', IDBKeyRange.upperBound(before, true))
  ).filter((id) => !spared.has(id));
  for (let from = 0; from < old.length; from += pruneChunk) {
    const tx = db.transaction([...historyStores], 'readwrite');
    await Promise.all([
      ...old
        .slice(from, from + pruneChunk)
        .flatMap((id) => [
          tx.objectStore('history').delete(id),
          tx.objectStore('historyIndex').delete(id),
        ]),
      tx.done,
    ]);
  }
  // Another page's delete may have taken some of them first: counted anew when next asked.
  if (old.length > 0) forgetHistoryCounts(db);
  return old.length;
}

/** A thing's snapshots: the summaries of its results (the same call), oldest first. */
export async function snapshotsOf(db: SidelightDb, key: string): Promise<HistorySummary[]> {
  const found = await db.getAllFromIndex('historyIndex', 'key', key);
  return found.filter((summary) => summary.counts !== undefined).sort((a, b) => a.at - b.at);
}

/** Each thing's snapshots, oldest first, read in one transaction (the Changes list's many things). */
export async function snapshotsOfEach(
  db: SidelightDb,
  keys: readonly string[],
): Promise<Map<string, HistorySummary[]>> {
  const index = db.transaction('historyIndex').store.index('key');
  const found = await Promise.all(keys.map((key) => index.getAll(key)));
  return new Map(
    keys.map((key, place) => [
      key,
      (found[place] ?? [])
        .filter((summary) => summary.counts !== undefined)
        .sort((a, b) => a.at - b.at),
    ]),
  );
}

/**
 * For each thing (its key, and when it was last seen), the snapshots its news needs, oldest
 * first: the one it was seen at (its newest then, else its oldest) and its newest, one when they
 * are the same. Read through the snapshots by time a few at a time: years of them never are.
 */
export async function snapshotsAround(
  db: SidelightDb,
  things: readonly { key: string; seenAt: number }[],
): Promise<Map<string, HistorySummary[]>> {
  const index = db.transaction('historyIndex').store.index('keyAt');
  /** The first summary with counts (a snapshot) up to `until`, going `direction`. */
  const first = async (key: string, until: number, direction: 'prev' | 'next') => {
    let cursor = await index.openCursor(
      IDBKeyRange.bound([key, Number.NEGATIVE_INFINITY], [key, until]),
      direction,
    );
    while (cursor && cursor.value.counts === undefined) cursor = await cursor.continue();
    return cursor?.value;
  };
  const found = await Promise.all(
    things.map(async ({ key, seenAt }): Promise<HistorySummary[]> => {
      const [newest, seenThen] = await Promise.all([
        first(key, Number.POSITIVE_INFINITY, 'prev'),
        first(key, seenAt, 'prev'),
      ]);
      if (!newest) return [];
      const seen = seenThen ?? (await first(key, Number.POSITIVE_INFINITY, 'next'));
      return seen && seen.id !== newest.id ? [seen, newest] : [newest];
    }),
  );
  return new Map(things.map(({ key }, place) => [key, found[place] ?? []]));
}
