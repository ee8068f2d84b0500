/**
 * A backup's records merged into the database, a chunk at a time: the background's part of a
 * restore (the settings page reads and checks the file: lib/extension/views/backup/read.ts).
 * Kept apart from the backup's schemas, so the worker carries only what it runs.
 */
import { restoredNumbers } from './batches';
import { cacheKey, cacheStores, cacheUses, putCache } from './cache';
import type { ChunkStore } from './chunk-stores';
import type {
  BatchJob,
  CacheEntry,
  HistoryEntry,
  LedgerEntry,
  LoadAllJob,
  SidelightDb,
} from './db';
import { writeHistory } from './history';
import { writeLedger } from './ledger';
import type { ChunkMerged, RestoreChunk } from './restore-chunks';

/** Params in one order, so the same call matches whatever order its file wrote them in. */
const callOf = (endpointId: string, given: Record<string, unknown>) =>
  cacheKey({ id: endpointId }, given);

/** The moments from the earliest to the latest of these. */
const spanOf = (moments: readonly number[]) =>
  IDBKeyRange.bound(
    moments.reduce((least, at) => Math.min(least, at), Number.POSITIVE_INFINITY),
    moments.reduce((most, at) => Math.max(most, at), Number.NEGATIVE_INFINITY),
  );

/** A job or batch restored is not running: nothing runs it in this profile. */
const stoppedRun = <T extends { running: boolean; ended?: unknown }>(run: T): T =>
  run.running ? { ...run, running: false, ended: { why: 'interrupted' } } : run;

/**
 * A chunk's merge under way: how many records it added and found kept already, each record's id
 * in the file and here (for the stores others refer to), and the writes it queued.
 */
function tally() {
  const merged = { added: 0, already: 0, ids: [] as [number, number][] };
  const writes: Promise<unknown>[] = [];
  return {
    /** Kept already, here under `id` (or under its twin's, written earlier in this chunk). */
    kept(fileId?: number, id?: number | Promise<number>) {
      merged.already += 1;
      if (fileId === undefined || id === undefined) return;
      if (typeof id === 'number') merged.ids.push([fileId, id]);
      else writes.push(id.then((known) => merged.ids.push([fileId, known])));
    },
    /** Written by `write`, which answers its id here when `fileId` is given. */
    added(write: Promise<unknown>, fileId?: number) {
      merged.added += 1;
      writes.push(
        fileId === undefined ? write : write.then((id) => merged.ids.push([fileId, id as number])),
      );
    },
    /** Once every write and the transaction are done: what was merged, with the ids if asked. */
    async done(tx: { done: Promise<void> }, withIds: boolean): Promise<ChunkMerged> {
      await Promise.all([...writes, tx.done]);
      const { added, already, ids } = merged;
      return withIds ? { added, already, ids } : { added, already };
    },
  };
}

type RecordsOf<S extends ChunkStore> = Extract<RestoreChunk, { store: S }>['records'];

/** Whether an identity was seen before in this chunk (a file may repeat a record). */
const repeatedInChunk = () => {
  const seen = new Set<string>();
  return (identity: string) => seen.has(identity) || !seen.add(identity);
};

/**
 * Results, known by their call and moment: the summaries of the chunk's span of time say which
 * calls are kept (never whole answers). A result written with its summary's title and counts.
 */
async function mergeResults(db: SidelightDb, records: RecordsOf<'history'>): Promise<ChunkMerged> {
  const merge = tally();
  const tx = db.transaction(['history', 'historyIndex'], 'readwrite');
  const summariesInSpan = await tx
    .objectStore('historyIndex')
    .index('at')
    .getAll(spanOf(records.map(({ entry }) => entry.at)));
  const keptIds = new Map(
    summariesInSpan.map((summary) => [
      `${summary.at} ${callOf(summary.endpointId, summary.params)}`,
      summary.id,
    ]),
  );
  const newIds = new Map<string, Promise<number>>();
  for (const { entry, title, counts: snapshot } of records) {
    const identity = `${entry.at} ${callOf(entry.endpointId, entry.params)}`;
    const sameId = keptIds.get(identity) ?? newIds.get(identity);
    if (sameId !== undefined) {
      merge.kept(entry.id, sameId);
      continue;
    }
    const { id: fileId, ...rest } = entry;
    const written = writeHistory(tx, {
      ...(rest as Omit<HistoryEntry, 'id'>),
      ...(title === undefined ? {} : { title }),
      ...(snapshot === undefined ? {} : { counts: snapshot }),
    });
    newIds.set(identity, written);
    merge.added(written, fileId);
  }
  return merge.done(tx, true);
}

/** Spending rows, known by their moment, call, price and outcome. */
async function mergeSpending(db: SidelightDb, records: RecordsOf<'ledger'>): Promise<ChunkMerged> {
  const merge = tally();
  const repeated = repeatedInChunk();
  const tx = db.transaction('ledger', 'readwrite');
  const identityOf = (
    row: Pick<LedgerEntry, 'at' | 'endpointId' | 'params' | 'price' | 'outcome'>,
  ) => `${row.at} ${callOf(row.endpointId, row.params)} ${row.price} ${row.outcome}`;
  const rowsInSpan = await tx.store.index('at').getAll(spanOf(records.map((row) => row.at)));
  const keptRows = new Set(rowsInSpan.map(identityOf));
  for (const row of records) {
    const { id: _id, day: _day, month: _month, ...rest } = row;
    const identity = identityOf(row);
    if (keptRows.has(identity) || repeated(identity)) {
      merge.kept();
      continue;
    }
    // The day is worked out again, in this browser's time zone.
    merge.added(
      writeLedger(
        tx as unknown as Parameters<typeof writeLedger>[0],
        rest as Omit<LedgerEntry, 'id' | 'day' | 'month'>,
      ),
    );
  }
  return merge.done(tx, false);
}

/** Cached answers, known by their key: one fetched no later than what is kept is kept already. */
async function mergeCached(
  db: SidelightDb,
  records: RecordsOf<'cache'>,
  cacheBytes: number,
): Promise<ChunkMerged> {
  const merge = tally();
  const uses = await cacheUses(db);
  const tx = db.transaction(cacheStores, 'readwrite');
  const cache = tx.objectStore('cache');
  // Uses kept without their answer's age have it read from the answer.
  const keptFetchedAt = await Promise.all(
    records.map(async ({ entry }) => {
      const use = uses.byKey.get(entry.key);
      if (!use) return -1;
      return use.fetchedAt ?? (await cache.get(entry.key))?.fetchedAt ?? 0;
    }),
  );
  records.forEach(({ entry, usedAt }, index) => {
    // What is kept now, this chunk's own writes included.
    const newestKept = Math.max(
      keptFetchedAt[index] ?? -1,
      uses.byKey.get(entry.key)?.fetchedAt ?? -1,
    );
    if (newestKept >= entry.fetchedAt) {
      merge.kept();
      return;
    }
    merge.added(
      putCache(
        tx as unknown as Parameters<typeof putCache>[0],
        uses,
        entry as CacheEntry,
        cacheBytes,
        usedAt ?? entry.fetchedAt,
      ),
    );
  });
  return merge.done(tx, false);
}

/** Load all lists, known by their list and when they started; one restored is not running. */
async function mergeLoadAllLists(
  db: SidelightDb,
  records: RecordsOf<'jobs'>,
): Promise<ChunkMerged> {
  const merge = tally();
  const tx = db.transaction('jobs', 'readwrite');
  const sameLists = await Promise.all(records.map((job) => tx.store.index('key').getAll(job.key)));
  const newIds = new Map<string, Promise<number>>();
  records.forEach((job, index) => {
    const identity = `${job.startedAt} ${job.key}`;
    const sameId =
      sameLists[index]?.find((kept) => kept.startedAt === job.startedAt)?.id ??
      newIds.get(identity);
    if (sameId !== undefined) {
      merge.kept(job.id, sameId);
      return;
    }
    const { id: fileId, ...rest } = stoppedRun(job);
    const written = tx.store.add(rest as LoadAllJob);
    newIds.set(identity, written);
    merge.added(written, fileId);
  });
  return merge.done(tx, true);
}

/** Batches: each keeps its number where it is free here, so its files keep their names. */
async function mergeBatches(
  db: SidelightDb,
  records: RecordsOf<'batches'>,
  fileNumbers: readonly number[] | undefined,
): Promise<ChunkMerged> {
  const merge = tally();
  const tx = db.transaction('batches', 'readwrite');
  const keptBatches = await tx.store.getAll();
  const numbers = restoredNumbers(records, keptBatches, fileNumbers);
  records.forEach((batch, index) => {
    const { to, already } = numbers[index] ?? { to: batch.id, already: false };
    if (already) merge.kept(batch.id, to);
    else merge.added(tx.store.add({ ...stoppedRun(batch), id: to } as BatchJob), batch.id);
  });
  return merge.done(tx, true);
}

type PartsChunk = Extract<RestoreChunk, { store: 'jobPages' | 'batchRows' | 'batchAnswers' }>;

/**
 * Parts of a job or batch, under its id here (the sender mapped them), known by their key: a
 * part kept already stays.
 */
async function mergeParts(db: SidelightDb, chunk: PartsChunk): Promise<ChunkMerged> {
  const merge = tally();
  const repeated = repeatedInChunk();
  const store = chunk.store;
  const tx = db.transaction(store, 'readwrite');
  const keyOf = (record: PartsChunk['records'][number]): [number, number] =>
    'jobId' in record ? [record.jobId, record.index] : [record.batchId, record.index];
  // The keys each job or batch of the chunk holds already, one read per job or batch.
  const parents = [...new Set(chunk.records.map((record) => keyOf(record)[0]))];
  const keysByParent = await Promise.all(
    parents.map((parent) =>
      tx.store.getAllKeys(IDBKeyRange.bound([parent, 0], [parent, Number.MAX_SAFE_INTEGER])),
    ),
  );
  const keptKeys = new Set(keysByParent.flat().map((key) => (key as [number, number]).join(' ')));
  for (const record of chunk.records) {
    const key = keyOf(record);
    if (keptKeys.has(key.join(' ')) || repeated(key.join(' '))) merge.kept();
    else
      merge.added(
        store === 'batchAnswers'
          ? tx.store.put({ data: (record as { data: unknown }).data } as never, key as never)
          : tx.store.put(record as never),
      );
  }
  return merge.done(tx, false);
}

/**
 * Merges one chunk into `db` in one transaction: what is already kept (the same call at the same
 * moment, the same job or batch, the same key) stays; the rest is added under new ids, but for a
 * batch, which keeps its number where it is free (its files are named by it). Every
 * look-up of a chunk is asked at once and every write queued at once (one at a time, each would
 * wait for the one before). The background alone runs this: it keeps the cache's and the
 * ledger's figures in memory.
 */
export async function mergeChunk(
  db: SidelightDb,
  chunk: RestoreChunk,
  { cacheBytes }: { cacheBytes: number },
): Promise<ChunkMerged> {
  if (chunk.records.length === 0) return { added: 0, already: 0, ids: [] };
  switch (chunk.store) {
    case 'history':
      return mergeResults(db, chunk.records);
    case 'ledger':
      return mergeSpending(db, chunk.records);
    case 'cache':
      return mergeCached(db, chunk.records, cacheBytes);
    case 'jobs':
      return mergeLoadAllLists(db, chunk.records);
    case 'batches':
      return mergeBatches(db, chunk.records, chunk.numbers);
    case 'jobPages':
    case 'batchRows':
    case 'batchAnswers':
      return mergeParts(db, chunk);
  }
}
