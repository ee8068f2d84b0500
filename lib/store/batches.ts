/**
 * Batches, their rows and the rows' answers. A row and its answer are written in one transaction
 * with the batch's counts, so the batch read at any moment agrees with its rows.
 */
import type { BatchJob, BatchRow, SidelightDb } from './db';

const rowsOf = (batchId: number) =>
  IDBKeyRange.bound([batchId, 0], [batchId, Number.MAX_SAFE_INTEGER]);

export async function createBatch(
  db: SidelightDb,
  batch: Omit<BatchJob, 'id'>,
  rows: Omit<BatchRow, 'batchId' | 'index' | 'status' | 'credits'>[],
): Promise<BatchJob> {
  const tx = db.transaction(['batches', 'batchRows'], 'readwrite');
  const id = await tx.objectStore('batches').add(batch as BatchJob);
  await Promise.all([
    ...rows.map((row, index) =>
      tx
        .objectStore('batchRows')
        .put({ ...row, batchId: id, index, status: 'pending', credits: 0 }),
    ),
    tx.done,
  ]);
  return { ...batch, id };
}

export const getBatch = (db: SidelightDb, id: number) => db.get('batches', id);

/** The newest batch, if any. */
export async function latestBatch(db: SidelightDb): Promise<BatchJob | undefined> {
  const cursor = await db.transaction('batches').store.openCursor(null, 'prev');
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
  ]);
}

/** Puts rows back to pending (a retry of the failed ones). */
export async function resetRows(db: SidelightDb, rows: BatchRow[]): Promise<void> {
  const tx = db.transaction('batchRows', 'readwrite');
  await Promise.all([
    ...rows.map((row) => {
      const { error: _error, ...rest } = row;
      return tx.store.put({ ...rest, status: 'pending', credits: 0 });
    }),
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
