/**
 * Batches: many pages, each asked of one endpoint, fetched a few at a time in the background
 * through the same calls as a view's (the cache, shared calls, budgets, the ledger, the history),
 * under a cap of credits that parallel calls reserve against before they start, so it is never
 * passed. A rate limit (not charged) puts the page back, waits as the service says and runs fewer
 * at a time; any other failure fails its row alone, never retried by itself (it may have been
 * charged). Every row is kept as it ends, so a batch resumed later skips every row already done.
 */
import { endpointById } from '../api/catalog';
import type { Endpoint } from '../api/endpoint';
import { detectUrl, platformOfUrl } from '../platforms';
import {
  batchRows,
  createBatch,
  finishRow,
  getBatch,
  resetRows,
  saveBatch,
} from '../store/batches';
import type { BatchJob, BatchRow, JobEnd, SidelightDb } from '../store/db';
import type { TitleOf } from '../store/history';
import type { BatchReply, CostNow, ServiceResult } from './answers';
import { checkCall } from './api-service';
import { createRuns, type RunControl } from './job-runs';
import type { CallRequest, CostRequest, MessageRequest } from './messages';

export interface BatchDeps {
  db(): Promise<SidelightDb>;
  call(request: CallRequest & { byKey?: false }): Promise<ServiceResult>;
  costNow(request: CostRequest): Promise<CostNow>;
  titleOf?: TitleOf;
  now?(): number;
  sleep?(ms: number): Promise<void>;
  /** Told each time a batch moves on or ends. */
  changed?(batchId: number): void;
}

/** Calls at a time, at most (a batch asks for fewer; a rate limit lowers it while it runs). */
export const maxConcurrency = 10;
/** Times one page is put back after a rate limit before its row fails. */
const rateLimitRetries = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Line = MessageRequest<'startBatch'>['rows'][number];

/** A line the service can be asked for: a page Sidelight knows, served by the endpoint asked. */
function checkLine(
  line: Line,
  number: number,
): Omit<BatchRow, 'batchId' | 'index' | 'status' | 'credits'> | string {
  const platform = platformOfUrl(line.url);
  const match = detectUrl(line.url);
  if (!platform || !match || !('params' in match))
    return `Line ${number}: not a page Sidelight can read from its address.`;
  const checked = checkCall(line);
  if ('message' in checked) return `Line ${number}: ${checked.message}`;
  const { endpoint, params } = checked;
  if (endpoint.area !== match.area || !endpoint.pages.includes(match.kind as never))
    return `Line ${number}: ${endpoint.label} is not offered for this page.`;
  return {
    url: line.url,
    platform: platform.id,
    kind: match.kind,
    endpointId: endpoint.id,
    params,
  };
}

export function createBatches(deps: BatchDeps) {
  const now = () => deps.now?.() ?? Date.now();
  const sleep = deps.sleep ?? defaultSleep;
  const runs = createRuns<BatchJob>({
    get: async (id) => getBatch(await deps.db(), id),
    save: async (batch) => saveBatch(await deps.db(), batch),
    now,
    ...(deps.changed ? { changed: deps.changed } : {}),
  });

  const run = async (db: SidelightDb, batchId: number, control: RunControl): Promise<void> => {
    const first = await getBatch(db, batchId);
    if (!first) return;
    let batch: BatchJob = first;
    const queue = (await batchRows(db, batchId)).filter((row) => row.status === 'pending');
    let reserved = 0;
    let limit = batch.concurrency;
    let pausedUntil = 0;
    let capped = false;
    let fatal: string | undefined;
    const limited = new Map<number, number>();
    // Rows end one at a time: each write carries the counts of every row before it.
    let writes = Promise.resolve();
    const keep = (row: BatchRow, data?: unknown) => {
      batch = {
        ...batch,
        done: batch.done + (row.status === 'done' ? 1 : 0),
        failed: batch.failed + (row.status === 'failed' ? 1 : 0),
        spent: batch.spent + row.credits,
        updatedAt: now(),
      };
      const snapshot = batch;
      writes = writes
        .then(() => finishRow(db, snapshot, row, data))
        .then(() => deps.changed?.(batchId));
      return writes;
    };

    const worker = async (slot: number) => {
      while (queue.length > 0 && !control.stop && !capped && fatal === undefined) {
        if (slot >= limit || now() < pausedUntil) {
          await sleep(Math.max(50, Math.min(1000, pausedUntil - now())));
          continue;
        }
        const row = queue.shift();
        if (!row) break;
        const endpoint: Endpoint = endpointById(row.endpointId as never);
        const cost = await deps.costNow({
          id: row.endpointId,
          params: row.params,
          ...(batch.refresh ? { refresh: true } : {}),
        });
        const price = cost.free ? 0 : endpoint.credits(row.params);
        // Reserved in the same turn as checked: parallel calls never pass the cap together.
        if (batch.spent + reserved + price > batch.cap) {
          queue.unshift(row);
          capped = true;
          break;
        }
        reserved += price;
        const startedAt = now();
        const result = await deps.call({
          id: row.endpointId,
          params: row.params,
          pageUrl: row.url,
          ...(batch.refresh ? { refresh: true } : {}),
        });
        reserved -= price;
        if (!result.ok && result.error.kind === 'rateLimited') {
          const tries = (limited.get(row.index) ?? 0) + 1;
          limited.set(row.index, tries);
          if (tries <= rateLimitRetries) {
            const waitMs = (result.error.retryAfter ?? Math.min(8, 0.5 * 2 ** tries)) * 1000;
            pausedUntil = Math.max(pausedUntil, now() + waitMs);
            limit = Math.max(1, limit - 1);
            queue.unshift(row);
            continue;
          }
        }
        if (
          !result.ok &&
          (result.error.kind === 'overBudget' ||
            result.error.kind === 'outOfCredits' ||
            result.error.kind === 'auth')
        ) {
          // Nothing more can be fetched until the user acts: the batch stops, the row stays to do.
          fatal = result.error.message;
          queue.unshift(row);
          break;
        }
        const ms = now() - startedAt;
        if (result.ok) {
          const title = deps.titleOf?.(row.endpointId, result.data);
          const credits =
            result.source === 'network' ? (result.credits.used ?? result.credits.price) : 0;
          await keep(
            {
              ...row,
              status: 'done',
              credits,
              source: result.source,
              ...(title ? { title } : {}),
              ...(result.historyId === undefined ? {} : { historyId: result.historyId }),
              ms,
            },
            result.data,
          );
        } else {
          const credits = result.credits?.used ?? 0;
          const { message, detail } = result.error as { message: string; detail?: string };
          const error = detail ? `${message} The service said: “${detail}”` : message;
          await keep({ ...row, status: 'failed', credits, error, ms });
        }
      }
    };

    await Promise.all(Array.from({ length: batch.concurrency }, (_, slot) => worker(slot)));
    await writes;
    const why: JobEnd =
      fatal !== undefined ? 'error' : control.stop ? 'stopped' : capped ? 'cap' : 'end';
    batch = runs.ended(batch, why, fatal);
    await saveBatch(db, batch);
    deps.changed?.(batchId);
  };

  const runHere = (db: SidelightDb, batchId: number) =>
    runs.runHere(batchId, (control) => run(db, batchId, control));

  /** Checks every line, then starts the batch; a single bad line refuses it, saying which. */
  const start = async (request: MessageRequest<'startBatch'>): Promise<BatchReply> => {
    const checked = request.rows.map((line, index) => checkLine(line, index + 1));
    const problems = checked.filter((row): row is string => typeof row === 'string');
    if (problems.length > 0) return { ok: false, message: problems.slice(0, 5).join(' ') };
    const rows = checked.filter((row) => typeof row !== 'string');
    const db = await deps.db();
    const batch = await createBatch(
      db,
      {
        cap: request.cap,
        concurrency: Math.min(maxConcurrency, request.concurrency),
        ...(request.refresh ? { refresh: true } : {}),
        running: true,
        rows: rows.length,
        done: 0,
        failed: 0,
        spent: 0,
        startedAt: now(),
        updatedAt: now(),
      },
      rows,
    );
    runHere(db, batch.id);
    deps.changed?.(batch.id);
    return { ok: true, batch };
  };

  /** Goes on with the rows still to do, under a new cap; `retryFailed` puts the failed back too. */
  const resume = async (
    batchId: number,
    cap: number,
    { retryFailed = false } = {},
  ): Promise<BatchReply> => {
    const db = await deps.db();
    const batch = await getBatch(db, batchId);
    if (!batch) return { ok: false, message: 'This batch is no longer kept.' };
    if (runs.isRunning(batchId)) return { ok: true, batch };
    let { failed } = batch;
    if (retryFailed) {
      const rows = (await batchRows(db, batchId)).filter((row) => row.status === 'failed');
      await resetRows(db, rows);
      failed -= rows.length;
    }
    const { ended: _ended, ...rest } = batch;
    const resumed: BatchJob = { ...rest, failed, cap, running: true, updatedAt: now() };
    await saveBatch(db, resumed);
    runHere(db, batchId);
    deps.changed?.(batchId);
    return { ok: true, batch: resumed };
  };

  /** Stops taking rows; the calls in flight land (they are paid for) before it resolves. */
  const stop = async (batchId: number): Promise<BatchReply> => {
    const batch = await runs.stop(batchId);
    return batch ? { ok: true, batch } : { ok: false, message: 'This batch is no longer kept.' };
  };

  return { start, resume, stop, running: runs.running };
}
