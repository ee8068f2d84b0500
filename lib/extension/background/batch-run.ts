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
import type { CostNow, ServiceResult } from '../shared/answers';
import type { CostRequest } from '../shared/messages';
import { createBatchCap, refusedAtCap } from './batch-cap';
import { createBatchPace } from './batch-pace';
import { createBatchProgress } from './batch-progress';
import { callRow, endedRow, stopsTheBatch } from './batch-row-call';
import type { createHeldAnswers } from './held-answers';
import type { RunControl } from './job-runs';

/** Times one page is put back after a rate limit before its row fails. */
const rateLimitRetries = 5;

export interface BatchRunDeps {
  call: Parameters<typeof callRow>[0];
  costNow(request: CostRequest): Promise<CostNow>;
  titleOf?: TitleOf | undefined;
  countsOf?: CountsOf | undefined;
  now(): number;
  sleep(ms: number): Promise<void>;
  changed?(batchId: number): void;
  held: ReturnType<typeof createHeldAnswers<ServiceResult>>;
  /** The batch as it ends now, for this reason. */
  ended(batch: BatchJob, why: JobEnd, message?: string): BatchJob;
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
  const pace = createBatchPace(first.concurrency, deps.now);
  const cap = createBatchCap(first);
  const stopped: { capped: boolean; fatal?: string } = { capped: false };
  const rateLimited = new Map<number, number>();
  const goingOn = () =>
    !control.stop && !stopped.capped && stopped.fatal === undefined && !progress.full;

  /** One slot of the batch: takes row after row while the batch goes on. */
  const slot = async (index: number) => {
    // The slot's last row as it is written: the next row is priced meanwhile, never sent before.
    let lastRowWritten: Promise<void> = Promise.resolve();
    while (queue.length > 0 && goingOn()) {
      if (!pace.mayStart(index)) {
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
      if (!goingOn() || !pace.mayStart(index)) {
        queue.unshift(row);
        continue;
      }
      progress.askedAgain(row);
      // Paid for in an earlier run of the batch, its row found no room: kept now, not asked again.
      const heldAnswer = deps.held.get(batchId, row.index);
      const price = heldAnswer || cost.free ? 0 : endpoint.credits(row.params);
      if (!cap.reserve(price, progress.batch.spent)) {
        queue.unshift(row);
        stopped.capped = true;
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
      const next = afterCall(row, result);
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
  };

  /** What the slot does after the row's call: keeps the row, asks it again later, or stops. */
  const afterCall = (row: BatchRow, result: ServiceResult): 'keep' | 'again' | 'stop' => {
    if (refusedAtCap(result)) {
      // The till refused it: the cap is reached, the row stays to do.
      queue.unshift(row);
      stopped.capped = true;
      return 'stop';
    }
    if (!result.ok && result.error.kind === 'rateLimited') {
      const tries = (rateLimited.get(row.index) ?? 0) + 1;
      rateLimited.set(row.index, tries);
      if (tries <= rateLimitRetries) {
        queue.unshift(row);
        const waitSeconds = result.error.retryAfter ?? Math.min(8, 0.5 * 2 ** tries);
        progress.slowed(row, pace.waitAsked(waitSeconds, progress.lastWait()));
        return 'again';
      }
    }
    const fatal = stopsTheBatch(result);
    if (fatal !== undefined) {
      // Nothing more can be fetched until the user acts: the batch stops, the row stays to do.
      stopped.fatal = fatal;
      queue.unshift(row);
      return 'stop';
    }
    return 'keep';
  };

  await Promise.all(Array.from({ length: first.concurrency }, (_, index) => slot(index)));
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
