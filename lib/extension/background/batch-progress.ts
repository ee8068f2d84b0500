/**
 * A batch's record as its run moves on: the counts, what it spent, the wait the service asked
 * for. Rows end one at a time, and each write carries the counts of every row before it.
 */
import { finishRow, saveBatch } from '../../store/batches';
import type { BatchJob, BatchRow, SidelightDb } from '../../store/db';
import { isStorageFull } from '../../store/storage-full';
import type { ServiceResult } from '../shared/answers';
import type { createHeldAnswers } from './held-answers';

/** The service's wait, the row no longer among those waiting. */
const notWaiting = (slowed: NonNullable<BatchJob['slowed']>, rowIndex: number) => ({
  ...slowed,
  waiting: slowed.waiting.filter((index) => index !== rowIndex),
});

/** The wait the service asked for. */
type Wait = { waitSeconds: number; atOnce: number; until: number };

/** The batch with `row` waiting as the service asked, and the calls at a time it goes on with. */
const withRowWaiting = (batch: BatchJob, row: BatchRow, wait: Wait, now: number): BatchJob => ({
  ...batch,
  slowed: {
    ...wait,
    waiting: [...(batch.slowed?.waiting.filter((index) => index !== row.index) ?? []), row.index],
  },
  updatedAt: now,
});

/** The batch with `row` ended: counted done or failed, its credits spent but `counted`. */
const withRowEnded = (batch: BatchJob, row: BatchRow, counted: number, now: number): BatchJob => {
  const { slowed } = batch;
  return {
    ...batch,
    ...(slowed ? { slowed: notWaiting(slowed, row.index) } : {}),
    done: batch.done + (row.status === 'done' ? 1 : 0),
    failed: batch.failed + (row.status === 'failed' ? 1 : 0),
    spent: batch.spent + row.credits - counted,
    updatedAt: now,
  };
};

/** The batch with `row` counted again as to do: what it cost stays spent. */
const withRowNotKept = (batch: BatchJob, row: BatchRow): BatchJob => ({
  ...batch,
  done: batch.done - (row.status === 'done' ? 1 : 0),
  failed: batch.failed - (row.status === 'failed' ? 1 : 0),
});

export function createBatchProgress(
  db: SidelightDb,
  first: BatchJob,
  deps: {
    now(): number;
    changed?(batchId: number): void;
    held: ReturnType<typeof createHeldAnswers<ServiceResult>>;
  },
) {
  const batchId = first.id;
  let batch = first;
  // Every change is written in the order it was made.
  let writes = Promise.resolve();
  // The browser refused to keep a row: nothing more is fetched, as nothing more would be kept.
  let full = false;
  const save = () => {
    const snapshot = batch;
    writes = writes.then(() => saveBatch(db, snapshot)).then(() => deps.changed?.(batchId));
  };

  return {
    get batch() {
      return batch;
    },
    get full() {
      return full;
    },
    /** Resolves once every change so far is written. */
    written: () => writes,

    /** The service asked `row` to wait: said on the batch, with the calls at a time it goes on with. */
    slowed(row: BatchRow, wait: Wait) {
      batch = withRowWaiting(batch, row, wait, deps.now());
      save();
    },

    /** A row that waited is asked again: no longer waiting. */
    askedAgain(row: BatchRow) {
      if (!batch.slowed?.waiting.includes(row.index)) return;
      batch = { ...batch, slowed: notWaiting(batch.slowed, row.index) };
      save();
    },

    /**
     * Keeps a row as it ended; `counted` of its credits are on the batch already (held, paid).
     * Resolves once it is written, or held if the browser had no room for it.
     */
    keep(row: BatchRow, data?: unknown, answer?: ServiceResult, counted = 0) {
      batch = withRowEnded(batch, row, counted, deps.now());
      const snapshot = batch;
      writes = writes
        .then(() => finishRow(db, snapshot, row, data))
        .then(
          () => {
            deps.held.stored(batchId, row.index);
            deps.changed?.(batchId);
          },
          (error: unknown) => {
            if (!isStorageFull(error)) throw error;
            // The row stays to do, its answer held, and the counts say what is kept; what it
            // cost stays spent (the cap counts it, even if the held answer is lost with this worker).
            if (answer) deps.held.hold(batchId, row.index, answer);
            full = true;
            batch = withRowNotKept(batch, row);
          },
        );
      return writes;
    },

    /** The batch as its run ends: no longer waiting on anything. */
    ending(): BatchJob {
      const { slowed: _slowed, ...ending } = batch;
      return ending;
    },
  };
}
