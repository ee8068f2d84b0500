/**
 * Batches: many pages, each asked of one or more endpoints (a row per pair, each charged once),
 * fetched a few at a time in the background
 * through the same calls as a view's (the cache, shared calls, budgets, the ledger, the history),
 * under a cap of credits that parallel calls reserve against before they start, so it is never
 * passed. A rate limit (not charged) puts the page back, waits as the service says and runs fewer
 * at a time; any other failure fails its row alone, never retried by itself (it may have been
 * charged). Every row is kept as it ends, so a batch resumed later skips every row already done.
 * Started in batch-start.ts, run in batch-run.ts; stopped, resumed and removed here.
 */

import {
  createBatch,
  deleteBatch,
  getBatch,
  listBatches,
  resumeBatchRows,
  saveBatch,
} from '../../store/batches';
import type { BatchJob, SidelightDb } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import { isStorageFull, noRoomToStart } from '../../store/storage-full';
import type { BatchReply, CostNow, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest, MessageRequest } from '../shared/messages';
import type { CallHow } from './api-service';
import { type BatchRunDeps, runBatch } from './batch-run';
import { linesToStart, newBatch, priceChanged } from './batch-start';
import { createHeldAnswers } from './held-answers';
import { capOnResume } from './job-caps';
import { createRuns, type RunControl } from './job-runs';

export interface BatchDeps {
  db(): Promise<SidelightDb>;
  call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  costNow(request: CostRequest): Promise<CostNow>;
  titleOf?: TitleOf;
  /** What a result's card counts, kept on its row for the batch's table. */
  countsOf?: CountsOf;
  now?(): number;
  sleep?(ms: number): Promise<void>;
  /** Told each time a batch moves on or ends. */
  changed?(batchId: number): void;
}

/** The answer about a batch deleted meanwhile. */
const noLongerKept = { ok: false, message: 'This batch is no longer kept.' } as const;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a batch's start, resume, stop and removal share: the runs in this worker, what they hold. */
interface Batches {
  deps: BatchDeps;
  now(): number;
  runs: ReturnType<typeof createRuns<BatchJob>>;
  run(db: SidelightDb, batchId: number, control: RunControl): Promise<void>;
}

export function createBatches(deps: BatchDeps) {
  const now = () => deps.now?.() ?? Date.now();
  // A row's answer that found no room: its resume keeps it, not paid again.
  const held = createHeldAnswers<ServiceResult>();
  const runs = createRuns<BatchJob>({
    get: async (id) => getBatch(await deps.db(), id),
    save: async (batch) => saveBatch(await deps.db(), batch),
    now,
    ...(deps.changed ? { changed: deps.changed } : {}),
  });
  const runDeps: BatchRunDeps = {
    call: deps.call,
    costNow: (request) => deps.costNow(request),
    titleOf: deps.titleOf,
    countsOf: deps.countsOf,
    now,
    sleep: deps.sleep ?? defaultSleep,
    ...(deps.changed ? { changed: deps.changed } : {}),
    held,
    ended: runs.ended,
  };
  const batches: Batches = {
    deps,
    now,
    runs,
    run: (db, batchId, control) => runBatch(runDeps, db, batchId, control),
  };

  /** Forgets a batch with its rows and answers, stopped first if it runs. */
  const remove = async (batchId: number): Promise<{ deleted: boolean }> => {
    await runs.stop(batchId);
    held.forget(batchId);
    const db = await deps.db();
    const wasKept = (await getBatch(db, batchId)) !== undefined;
    await deleteBatch(db, batchId);
    deps.changed?.(batchId);
    return { deleted: wasKept };
  };

  /** Stops taking rows; the calls in flight land (they are paid for) before it resolves. */
  const stop = async (batchId: number): Promise<BatchReply> => {
    const batch = await runs.stop(batchId);
    return batch ? { ok: true, batch } : noLongerKept;
  };

  return {
    start: (request: MessageRequest<'startBatch'>, how: { automatic?: boolean } = {}) =>
      startBatch(batches, request, how),
    resume: (
      batchId: number,
      cap?: number,
      how: { retryFailed?: boolean; raiseCap?: boolean } = {},
    ) => resumeBatch(batches, batchId, cap, how),
    stop,
    /** Every batch kept, newest first. */
    list: async () => listBatches(await deps.db()),
    remove,
    running: runs.running,
    finished: runs.finished,
  };
}

/**
 * Checks every line, then starts the batch with those that can be asked: a bad line is not
 * sent and is kept with its reason among the lines not sent; only a batch with no good line is
 * refused. A page asked of the same thing twice refuses it (it would be charged twice).
 */
async function startBatch(
  { deps, now, runs, run }: Batches,
  request: MessageRequest<'startBatch'>,
  { automatic = false }: { automatic?: boolean },
): Promise<BatchReply> {
  const lines = linesToStart(request);
  if ('refused' in lines) return { ok: false, message: lines.refused };
  const changedPrice = await priceChanged((asked) => deps.costNow(asked), request, lines.rows);
  if (changedPrice !== undefined) return { ok: false, message: changedPrice };
  const db = await deps.db();
  const created = await createBatch(
    db,
    newBatch(request, lines, { automatic, now: now() }),
    lines.rows,
  ).catch((error: unknown) => {
    if (isStorageFull(error)) return undefined;
    throw error;
  });
  if (!created) return { ok: false, message: noRoomToStart };
  runs.runHere(created.id, (control) => run(db, created.id, control));
  deps.changed?.(created.id);
  return { ok: true, batch: created };
}

/**
 * Goes on with the rows still to do, under the batch's own cap (see job-caps.ts); `retryFailed`
 * puts the failed back too. Claimed before anything is awaited: a second click, or a second
 * page resuming, finds it running and changes nothing.
 */
async function resumeBatch(
  { deps, now, runs, run }: Batches,
  batchId: number,
  cap: number | undefined,
  how: { retryFailed?: boolean; raiseCap?: boolean },
): Promise<BatchReply> {
  return runs.resume(
    batchId,
    (batch): BatchReply => (batch ? { ok: true, batch } : noLongerKept),
    async () => {
      const db = await deps.db();
      const { reply, resumed } = await resumeClaimed(db, batchId, cap, { ...how, now: now() });
      return resumed ? { reply, work: (control) => run(db, batchId, control) } : { reply };
    },
  );
}

/**
 * Resets the rows a resume goes on with, under the cap it may use: the rows read, reset and the
 * batch saved in one transaction. `resumed` says whether there is anything to run.
 */
async function resumeClaimed(
  db: SidelightDb,
  batchId: number,
  cap: number | undefined,
  {
    retryFailed = false,
    raiseCap = false,
    now,
  }: { retryFailed?: boolean; raiseCap?: boolean; now: number },
): Promise<{ reply: BatchReply; resumed: boolean }> {
  const stored = await getBatch(db, batchId);
  const capped = stored && capOnResume(stored.cap, cap, raiseCap);
  if (capped && 'refused' in capped)
    return { reply: { ok: false, message: capped.refused }, resumed: false };
  const resumed = await resumeBatchRows(db, batchId, {
    ...(capped ? { cap: capped.cap } : {}),
    retryFailed,
    now,
  });
  if (!resumed) return { reply: noLongerKept, resumed: false };
  return { reply: { ok: true, batch: resumed.batch }, resumed: resumed.resumed };
}
