/**
 * A batch's run in this worker: its rows still to do, a few at a time (see batch-pace.ts), each
 * priced, reserved against the batch's cap (batch-cap.ts), asked (batch-row-call.ts) and kept as
 * it ends (batch-progress.ts); then the batch ends with why it stopped.
 */
import type { Endpoint } from '../../api/endpoint';
import { endpointById } from '../../areas';
import { batchRows, getBatch, saveBatch } from '../../store/batches';
import type { BatchJob, BatchRow, JobEnd, SidelightDb } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import { writeEvenIfFull } from '../../store/storage-full';
import type { ServiceResult } from '../shared/answers';
import { createBatchCap, refusedAtCap } from './batch-cap';
import { createBatchPace } from './batch-pace';
import { createBatchProgress } from './batch-progress';
import { callRow, endedRow, stopsTheBatch } from './batch-row-call';
import type { createHeldAnswers } from './held-answers';
import type { JobRunDeps, RunControl } from './job-runs';

/** Times one page is put back after a rate limit before its row fails. */
const rateLimitRetries = 5;

export interface BatchRunDeps extends JobRunDeps<BatchJob> {
  call: Parameters<typeof callRow>[0];
  titleOf?: TitleOf | undefined;
  countsOf?: CountsOf | undefined;
  sleep(ms: number): Promise<void>;
  held: ReturnType<typeof createHeldAnswers<ServiceResult>>;
}

/** A run as its slots share it: the rows still to do, the batch's record, pace and cap. */
interface BatchRun {
  deps: BatchRunDeps;
  batchId: number;
  queue: BatchRow[];
  progress: ReturnType<typeof createBatchProgress>;
  pace: ReturnType<typeof createBatchPace>;
  cap: ReturnType<typeof createBatchCap>;
  /** Why no slot takes another row: the cap reached, or what the user must act on. */
  stopped: { capped: boolean; fatal?: string };
  /** Times each row was rate limited. */
  rateLimited: Map<number, number>;
  goingOn(): boolean;
}

export async function runBatch(
  deps: BatchRunDeps,
  db: SidelightDb,
  batchId: number,
  control: RunControl,
): Promise<void> {
  const first = await getBatch(db, batchId);
  if (!first) return;
  const queue = (await batchRows(db, batchId)).filter((row) => row.status === 'pending');
  const progress = createBatchProgress(db, first, deps);
  const stopped: BatchRun['stopped'] = { capped: false };
  const run: BatchRun = {
    deps,
    batchId,
    queue,
    progress,
    pace: createBatchPace(first.concurrency, deps.now),
    cap: createBatchCap(first),
    stopped,
    rateLimited: new Map(),
    goingOn: () =>
      !control.stop && !stopped.capped && stopped.fatal === undefined && !progress.full,
  };
  await Promise.all(Array.from({ length: first.concurrency }, (_, slot) => takeRows(run, slot)));
  await progress.written();
  const why: JobEnd =
    stopped.fatal !== undefined
      ? 'error'
      : progress.full
        ? 'storageFull'
        : control.stop
          ? 'stopped'
          : stopped.capped
            ? 'cap'
            : 'end';
  const ended = deps.ended(progress.ending(), why, stopped.fatal);
  await writeEvenIfFull(() => saveBatch(db, ended));
  deps.changed?.(batchId);
}

/** One slot of the batch: takes row after row while the batch goes on. */
async function takeRows(run: BatchRun, slot: number) {
  const { deps, queue, progress, pace, cap } = run;
  // The slot's last row as it is written: the next row is priced meanwhile, never sent before.
  let lastRowWritten: Promise<void> = Promise.resolve();
  while (queue.length > 0 && run.goingOn()) {
    if (!pace.mayStart(slot)) {
      await Promise.all([deps.sleep(pace.waitMs()), lastRowWritten]);
      continue;
    }
    const row = queue.shift();
    if (!row) break;
    const endpoint: Endpoint = endpointById(row.endpointId as never);
    const [cost] = await Promise.all([
      deps.costNow({
        id: row.endpointId,
        params: row.params,
        ...(progress.batch.refresh ? { refresh: true } : {}),
      }),
      lastRowWritten,
    ]);
    // The last row is kept now: no room left, a stop or the cap meanwhile leave this row to do.
    if (!run.goingOn() || !pace.mayStart(slot)) {
      queue.unshift(row);
      continue;
    }
    progress.askedAgain(row);
    // Paid for in an earlier run of the batch, its row found no room: kept now, not asked again.
    const heldAnswer = deps.held.get(run.batchId, row.index);
    const price = heldAnswer || cost.free ? 0 : endpoint.credits(row.params);
    if (!cap.reserve(price, progress.batch.spent)) {
      queue.unshift(row);
      run.stopped.capped = true;
      break;
    }
    const startedAt = deps.now();
    const result = await callRow(deps.call, {
      batch: progress.batch,
      row,
      till: cap.till,
      heldAnswer,
    });
    cap.release(price);
    const next = afterCall(run, row, result);
    if (next === 'again') continue;
    if (next === 'stop') break;
    const ended = endedRow(row, result, {
      endpoint,
      ms: deps.now() - startedAt,
      titleOf: deps.titleOf,
      countsOf: deps.countsOf,
    });
    const counted = result.ok && heldAnswer ? result.charged : 0;
    lastRowWritten = progress.keep(ended.row, ended.data, result, counted);
  }
  await lastRowWritten;
}

/** What the slot does after the row's call: keeps the row, asks it again later, or stops. */
function afterCall(run: BatchRun, row: BatchRow, result: ServiceResult): 'keep' | 'again' | 'stop' {
  if (refusedAtCap(result)) {
    // The till refused it: the cap is reached, the row stays to do.
    run.queue.unshift(row);
    run.stopped.capped = true;
    return 'stop';
  }
  if (!result.ok && result.error.kind === 'rateLimited') {
    const tries = (run.rateLimited.get(row.index) ?? 0) + 1;
    run.rateLimited.set(row.index, tries);
    if (tries <= rateLimitRetries) {
      run.queue.unshift(row);
      const waitSeconds = result.error.retryAfter ?? Math.min(8, 0.5 * 2 ** tries);
      run.progress.slowed(
        row,
        run.pace.waitAsked(waitSeconds, run.progress.batch.slowed?.waitSeconds),
      );
      return 'again';
    }
  }
  const fatal = stopsTheBatch(result);
  if (fatal !== undefined) {
    // Nothing more can be fetched until the user acts: the batch stops, the row stays to do.
    run.stopped.fatal = fatal;
    run.queue.unshift(row);
    return 'stop';
  }
  return 'keep';
}
