/**
 * Batches, their rows and the rows' answers. A row and its answer are written in one transaction
 * with the batch's counts, so the batch read at any moment agrees with its rows.
 */
import type { BatchJob, BatchRow, MovedThing, SidelightDb } from './db';

/** Whether a batch is of the list asked for: the automatic refreshes, or the batches people ran. */
const ofList = (batch: BatchJob, automatic: boolean) => Boolean(batch.automatic) === automatic;

const rowsOf = (batchId: number) =>
  IDBKeyRange.bound([batchId, 0], [batchId, Number.MAX_SAFE_INTEGER]);

export async function createBatch(
  db: SidelightDb,
  batch: Omit<BatchJob, 'id'>,
  rows: Omit<BatchRow, 'batchId' | 'index' | 'status' | 'credits'>[],
): Promise<BatchJob> {
  const tx = db.transaction(['batches', 'batchRows'], 'readwrite');
  // Why the transaction failed (no room left, say), not the abort of one of its requests.
  const failed = (error: unknown) => {
    throw tx.error ?? error;
  };
  const done = tx.done.catch(failed);
  // Awaited below, unless the batch itself was refused first (then that refusal is thrown).
  done.catch(() => undefined);
  const id = await tx
    .objectStore('batches')
    .add(batch as BatchJob)
    .catch(failed);
  await Promise.all([
    ...rows.map((row, index) =>
      tx
        .objectStore('batchRows')
        .put({ ...row, batchId: id, index, status: 'pending', credits: 0 }),
    ),
    done,
  ]).catch(failed);
  return { ...batch, id };
}

export const getBatch = (db: SidelightDb, id: number) => db.get('batches', id);

/** The newest batch a person ran, if any (automatic refreshes have their own list). */
export async function latestBatch(db: SidelightDb): Promise<BatchJob | undefined> {
  let cursor = await db.transaction('batches').store.openCursor(null, 'prev');
  while (cursor && !ofList(cursor.value, false)) cursor = await cursor.continue();
  return cursor?.value;
}

export const saveBatch = async (db: SidelightDb, batch: BatchJob): Promise<void> => {
  await db.put('batches', batch);
};

export const batchRows = (db: SidelightDb, batchId: number): Promise<BatchRow[]> =>
  db.getAll('batchRows', rowsOf(batchId));

/** Keeps a row's outcome (and its answer), with the batch's new counts. */
export async function finishRow(
  db: SidelightDb,
  batch: BatchJob,
  row: BatchRow,
  data?: unknown,
): Promise<void> {
  const tx = db.transaction(['batches', 'batchRows', 'batchAnswers'], 'readwrite');
  await Promise.all([
    tx.objectStore('batches').put(batch),
    tx.objectStore('batchRows').put(row),
    ...(data === undefined
      ? []
      : [tx.objectStore('batchAnswers').put({ data }, [row.batchId, row.index])]),
    tx.done,
  ]).catch((error: unknown) => {
    // Why the transaction failed (no room left, say), not the abort of one of its requests.
    throw tx.error ?? error;
  });
}

/**
 * Makes a batch run again, in one transaction: its failed rows back to do when asked, its counts
 * counted again from its rows (so two runs can never put a count back or count a row twice), its
 * cap as stored unless one is given.
 * The batch as resumed, or as it is when it has nothing left to do (it stays as it ended);
 * undefined when it is no longer kept.
 */
export async function resumeBatchRows(
  db: SidelightDb,
  id: number,
  { cap, retryFailed, now }: { cap?: number; retryFailed: boolean; now: number },
): Promise<{ batch: BatchJob; resumed: boolean } | undefined> {
  const tx = db.transaction(['batches', 'batchRows'], 'readwrite');
  const batches = tx.objectStore('batches');
  const store = tx.objectStore('batchRows');
  const [batch, rows] = await Promise.all([batches.get(id), store.getAll(rowsOf(id))]);
  if (!batch) {
    await tx.done;
    return undefined;
  }
  const writes: Promise<unknown>[] = [];
  let [pending, done, failed] = [0, 0, 0];
  for (const row of rows) {
    if (row.status === 'failed' && retryFailed) {
      const { error: _error, ...rest } = row;
      writes.push(store.put({ ...rest, status: 'pending', credits: 0 }));
      pending += 1;
    } else if (row.status === 'pending') pending += 1;
    else if (row.status === 'done') done += 1;
    else failed += 1;
  }
  if (pending === 0) {
    await tx.done;
    return { batch, resumed: false };
  }
  const { ended: _ended, slowed: _slowed, ...rest } = batch;
  const resumed: BatchJob = {
    ...rest,
    done,
    failed,
    ...(cap === undefined ? {} : { cap }),
    running: true,
    updatedAt: now,
  };
  writes.push(batches.put(resumed));
  await Promise.all([...writes, tx.done]);
  return { batch: resumed, resumed: true };
}

/**
 * Every batch people ran, newest first, without their rows; with `automatic`, every automatic
 * refresh of watched things instead.
 */
export const listBatches = async (
  db: SidelightDb,
  { automatic = false }: { automatic?: boolean } = {},
): Promise<BatchJob[]> =>
  (await db.getAll('batches')).filter((batch) => ofList(batch, automatic)).reverse();

/** An automatic refresh of watched things: its batch, and its rows that failed (with why). */
export interface AutomaticRun {
  batch: BatchJob;
  failed: BatchRow[];
}

/** Every automatic refresh kept, newest first, with the rows that failed of each. */
export async function automaticRuns(db: SidelightDb): Promise<AutomaticRun[]> {
  const runs = await listBatches(db, { automatic: true });
  return Promise.all(
    runs.map(async (batch) => ({
      batch,
      failed:
        batch.failed === 0
          ? []
          : (await batchRows(db, batch.id)).filter((row) => row.status === 'failed'),
    })),
  );
}

/** How many automatic refreshes are kept, and their lines. */
export async function countAutomatic(db: SidelightDb): Promise<{ count: number; lines: number }> {
  const automatic = await listBatches(db, { automatic: true });
  return {
    count: automatic.length,
    lines: automatic.reduce((sum, batch) => sum + batch.rows, 0),
  };
}

/** Writes what an automatic refresh found moved onto its batch, as stored now (if still kept). */
export async function noteMoved(db: SidelightDb, id: number, moved: MovedThing[]): Promise<void> {
  const tx = db.transaction('batches', 'readwrite');
  const batch = await tx.store.get(id);
  await Promise.all([batch ? tx.store.put({ ...batch, moved }) : undefined, tx.done]);
}

/** Forgets a batch, its rows and their answers (the history keeps the results). */
export async function deleteBatch(db: SidelightDb, id: number): Promise<void> {
  const tx = db.transaction(['batches', 'batchRows', 'batchAnswers'], 'readwrite');
  await Promise.all([
    tx.objectStore('batches').delete(id),
    tx.objectStore('batchRows').delete(rowsOf(id)),
    tx.objectStore('batchAnswers').delete(rowsOf(id)),
    tx.done,
  ]);
}

/** The answers of a batch's rows, by row index. */
export async function batchAnswers(
  db: SidelightDb,
  batchId: number,
): Promise<Map<number, unknown>> {
  const tx = db.transaction('batchAnswers');
  const answers = new Map<number, unknown>();
  for (
    let cursor = await tx.store.openCursor(rowsOf(batchId));
    cursor;
    cursor = await cursor.continue()
  )
    answers.set((cursor.key as [number, number])[1], cursor.value.data);
  return answers;
}

/**
 * Forgets the batches last moved on before `before` (epoch ms), with their rows and answers;
 * running ones stay. One batch a transaction, so the batch page's list never waits for them all.
 */
export async function pruneBatches(db: SidelightDb, before: number): Promise<number> {
  const isOld = (batch: BatchJob | undefined): batch is BatchJob =>
    batch !== undefined && !batch.running && batch.updatedAt < before;
  const old = (await db.getAll('batches')).filter(isOld).map((batch) => batch.id);
  let removed = 0;
  for (const id of old) {
    const tx = db.transaction(['batches', 'batchRows', 'batchAnswers'], 'readwrite');
    // As stored now: a batch resumed since it was read stays.
    if (!isOld(await tx.objectStore('batches').get(id))) continue;
    await Promise.all([
      tx.objectStore('batchRows').delete(rowsOf(id)),
      tx.objectStore('batchAnswers').delete(rowsOf(id)),
      tx.objectStore('batches').delete(id),
      tx.done,
    ]);
    removed += 1;
  }
  return removed;
}

/** What a batch is known by in any profile: when it started and how many rows it has. */
type BatchIdentity = Pick<BatchJob, 'id' | 'startedAt' | 'rows'>;

const sameBatch = (one: BatchIdentity, other: BatchIdentity) =>
  one.startedAt === other.startedAt && one.rows === other.rows;

/** A batch of a backup and the number it has in this profile. */
export interface RestoredNumber {
  /** Its number in the file. */
  from: number;
  /** Its number here. */
  to: number;
  /** Kept here already (or earlier in the file): nothing is added for it. */
  already: boolean;
}

/**
 * The numbers a backup's batches take in this profile, so its downloaded files keep their names:
 * a batch kept here already is that one; else it keeps its own number when no batch here has it;
 * else it takes the next number past every one kept here and every one the file holds (so it
 * takes none of the file's own). `numbers`: every number the file holds, when `restored` is part
 * of it. The restore preview and the restore both say it from this.
 */
export function restoredNumbers(
  restored: readonly BatchIdentity[],
  kept: readonly BatchIdentity[],
  numbers: readonly number[] = restored.map((batch) => batch.id),
): RestoredNumber[] {
  const taken = new Set(kept.map((batch) => batch.id));
  const highest = (most: number, id: number) => Math.max(most, id);
  let next = numbers.reduce(highest, [...taken].reduce(highest, 0)) + 1;
  /** What is here as the file is walked: kept, then placed, under their numbers here. */
  const here = [...kept];
  return restored.map((batch) => {
    const same = here.find((other) => sameBatch(other, batch));
    if (same) return { from: batch.id, to: same.id, already: true };
    const to = taken.has(batch.id) ? next++ : batch.id;
    taken.add(to);
    here.push({ id: to, startedAt: batch.startedAt, rows: batch.rows });
    return { from: batch.id, to, already: false };
  });
}
