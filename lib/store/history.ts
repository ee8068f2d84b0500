/**
 * Every result the user fetched, kept whole so it can be reopened, searched, exported and deleted
 * without a new call.
 */
import type { HistoryEntry, SidelightDb, WriteTx } from './db';

export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'search'>;

/** Adds a result within `tx` (spanning `history`); resolves to its id. */
export function writeHistory(tx: WriteTx, entry: NewHistoryEntry): Promise<number> {
  const search = [entry.endpointId, JSON.stringify(entry.params), entry.pageUrl ?? '']
    .join(' ')
    .toLowerCase();
  return tx.objectStore('history').add({ ...entry, search });
}

export async function addHistory(db: SidelightDb, entry: NewHistoryEntry): Promise<number> {
  const tx = db.transaction(['history'], 'readwrite');
  const [id] = await Promise.all([writeHistory(tx, entry), tx.done]);
  return id;
}

/** Newest first; with a query, only entries whose endpoint, params or page contain it. */
export async function listHistory(
  db: SidelightDb,
  { query = '', limit = 50 }: { query?: string; limit?: number } = {},
): Promise<HistoryEntry[]> {
  const needle = query.trim().toLowerCase();
  const found: HistoryEntry[] = [];
  let cursor = await db.transaction('history').store.index('at').openCursor(null, 'prev');
  while (cursor && found.length < limit) {
    if (cursor.value.search.includes(needle)) found.push(cursor.value);
    cursor = await cursor.continue();
  }
  return found;
}

export const getHistory = (db: SidelightDb, id: number) => db.get('history', id);
export const deleteHistory = (db: SidelightDb, id: number) => db.delete('history', id);
export const clearHistory = (db: SidelightDb) => db.clear('history');

/** Deletes results fetched before `before` (epoch ms): the history's retention. */
export async function pruneHistory(db: SidelightDb, before: number): Promise<number> {
  const tx = db.transaction('history', 'readwrite');
  let removed = 0;
  for (
    let cursor = await tx.store.index('at').openCursor(IDBKeyRange.upperBound(before, true));
    cursor;
    cursor = await cursor.continue()
  ) {
    await cursor.delete();
    removed += 1;
  }
  await tx.done;
  return removed;
}
