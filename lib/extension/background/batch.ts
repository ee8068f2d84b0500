/**
 * Batches: many pages, each asked of one or more endpoints (a row per pair, each charged once),
 * fetched a few at a time in the background
 * through the same calls as a view's (the cache, shared calls, budgets, the ledger, the history),
 * under a cap of credits that parallel calls reserve against before they start, so it is never
 * passed. A rate limit (not charged) puts the page back, waits as the service says and runs fewer
 * at a time; any other failure fails its row alone, never retried by itself (it may have been
 * charged). Every row is kept as it ends, so a batch resumed later skips every row already done.
 */

import type { Endpoint } from '../../api/endpoint';
import { answerWithoutRepeats } from '../../api/repeats';
import { endpointById, isEndpointId } from '../../areas';
import { batchCallsProblem, maxBatchNotSent } from '../../areas/batch-lines';
import { listPathOf } from '../../areas/views';
import { detectUrl, platformOfUrl } from '../../platforms';
import {
  batchRows,
  createBatch,
  deleteBatch,
  finishRow,
  getBatch,
  listBatches,
  resumeBatchRows,
  saveBatch,
} from '../../store/batches';
import type { BatchJob, BatchRow, JobEnd, SidelightDb } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import { isStorageFull, noRoomToStart, writeEvenIfFull } from '../../store/storage-full';
import { credits } from '../../words';
import type { BatchReply, CostNow, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest, MessageRequest } from '../shared/messages';
import { mostBatchConcurrency } from '../shared/settings-limits';
import { type CallHow, checkCall } from './api-service';
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

/** Times one page is put back after a rate limit before its row fails. */
const rateLimitRetries = 5;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Line = MessageRequest<'startBatch'>['rows'][number];

/** Why a line cannot be asked, named by its line. */
interface LineProblem {
  line: number;
  text: string;
  reason: string;
  /** What of the page was asked. */
  endpointId: string;
}

/** A line the service can be asked for: a page Sidelight knows, served by the endpoint asked. */
export function checkLine(
  line: Line,
  index: number,
): Omit<BatchRow, 'batchId' | 'index' | 'status' | 'credits'> | LineProblem {
  // Named as pasted, as the plan named it; a sender that gives no line numbers its rows.
  const number = line.line ?? index + 1;
  const problem = (reason: string): LineProblem => ({
    line: number,
    text: line.url,
    reason,
    endpointId: line.id.slice(0, 64),
  });
  const platform = platformOfUrl(line.url);
  const match = detectUrl(line.url);
  if (!platform || !match || !('params' in match))
    return problem('not a page Sidelight can read from its address.');
  // An endpoint of another version (a backup, a watched thing kept before an update).
  if (!isEndpointId(line.id))
    return problem(`This version of Sidelight does not know “${line.id}”.`);
  const checked = checkCall(line);
  if ('message' in checked) return problem(checked.message);
  const { endpoint, params } = checked;
  if (endpoint.area !== match.area || !endpoint.pages.includes(match.kind as never))
    return problem(`${endpoint.label} is not offered for this page.`);
  return {
    line: number,
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
  // A row's answer that found no room: its resume keeps it, not paid again.
  const held = createHeldAnswers<ServiceResult>();
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
    const rows = await batchRows(db, batchId);
    const queue = rows.filter((row) => row.status === 'pending');
    // Each row is its own call and its own list: an item another row also lists stays under
    // both, and only an item its own page lists twice is kept once.
    const withoutRepeats = (endpoint: Endpoint, data: unknown) =>
      answerWithoutRepeats(data, listPathOf(endpoint), endpoint.itemKey, new Set<string>());
    let reserved = 0;
    // This run at the till: it holds every call to the batch's cap, and counts what they charged.
    const till = {
      id: `batch ${batchId}`,
      cap: batch.cap,
      spentBefore: batch.spent,
      of: { store: 'batches', id: batchId },
    } as const;
    let limit = batch.concurrency;
    let pausedUntil = 0;
    let capped = false;
    let fatal: string | undefined;
    // The browser refused to keep a row: nothing more is fetched, as nothing more would be kept.
    let full = false;
    const limited = new Map<number, number>();
    // Rows end one at a time: each write carries the counts of every row before it.
    let writes = Promise.resolve();
    const save = () => {
      const snapshot = batch;
      writes = writes.then(() => saveBatch(db, snapshot)).then(() => deps.changed?.(batchId));
    };
    /** The service asked to wait: said on the batch, with the calls at a time it goes on with. */
    const slowDown = (row: BatchRow, waitSeconds: number) => {
      // One wait asked for (however many calls in flight it answered) lowers the pace once.
      const fresh = now() >= pausedUntil;
      pausedUntil = Math.max(pausedUntil, now() + waitSeconds * 1000);
      if (fresh) limit = Math.max(1, limit - 1);
      const waiting = batch.slowed?.waiting.filter((index) => index !== row.index) ?? [];
      batch = {
        ...batch,
        slowed: {
          waitSeconds: fresh ? waitSeconds : Math.max(waitSeconds, batch.slowed?.waitSeconds ?? 0),
          atOnce: limit,
          until: pausedUntil,
          waiting: [...waiting, row.index],
        },
        updatedAt: now(),
      };
      save();
    };
    /** Keeps a row as it ended; `counted` of its credits are on the batch already (held, paid). */
    const keep = (row: BatchRow, data?: unknown, answer?: ServiceResult, counted = 0) => {
      const { slowed } = batch;
      batch = {
        ...batch,
        ...(slowed
          ? {
              slowed: { ...slowed, waiting: slowed.waiting.filter((index) => index !== row.index) },
            }
          : {}),
        done: batch.done + (row.status === 'done' ? 1 : 0),
        failed: batch.failed + (row.status === 'failed' ? 1 : 0),
        spent: batch.spent + row.credits - counted,
        updatedAt: now(),
      };
      const snapshot = batch;
      writes = writes
        .then(() => finishRow(db, snapshot, row, data))
        .then(
          () => {
            held.stored(batchId, row.index);
            deps.changed?.(batchId);
          },
          (error: unknown) => {
            if (!isStorageFull(error)) throw error;
            // The row stays to do, its answer held, and the counts say what is kept; what it
            // cost stays spent (the cap counts it, even if the held answer is lost with this worker).
            if (answer) held.hold(batchId, row.index, answer);
            full = true;
            batch = {
              ...batch,
              done: batch.done - (row.status === 'done' ? 1 : 0),
              failed: batch.failed - (row.status === 'failed' ? 1 : 0),
            };
          },
        );
      return writes;
    };

    const goingOn = () => !control.stop && !capped && fatal === undefined && !full;
    const worker = async (slot: number) => {
      // The slot's last row as it is written: the next row is priced meanwhile, never sent before.
      let kept: Promise<void> = Promise.resolve();
      while (queue.length > 0 && goingOn()) {
        if (slot >= limit || now() < pausedUntil) {
          await Promise.all([sleep(Math.max(50, Math.min(1000, pausedUntil - now()))), kept]);
          continue;
        }
        const row = queue.shift();
        if (!row) break;
        const endpoint: Endpoint = endpointById(row.endpointId as never);
        const [cost] = await Promise.all([
          deps.costNow({
            id: row.endpointId,
            params: row.params,
            ...(batch.refresh ? { refresh: true } : {}),
          }),
          kept,
        ]);
        // The last row is kept now: no room left, a stop or the cap meanwhile leave this row to do.
        if (!goingOn() || slot >= limit || now() < pausedUntil) {
          queue.unshift(row);
          continue;
        }
        if (batch.slowed?.waiting.includes(row.index)) {
          // Asked again now: no longer waiting.
          batch = {
            ...batch,
            slowed: {
              ...batch.slowed,
              waiting: batch.slowed.waiting.filter((index) => index !== row.index),
            },
          };
          save();
        }
        // Paid for in an earlier run of the batch, its row found no room: kept now, not asked again.
        const heldAnswer = held.get(batchId, row.index);
        const price = heldAnswer || cost.free ? 0 : endpoint.credits(row.params);
        // Reserved in the same turn as checked: parallel calls never pass the cap together.
        if (batch.spent + reserved + price > batch.cap) {
          queue.unshift(row);
          capped = true;
          break;
        }
        reserved += price;
        const startedAt = now();
        const result = await (heldAnswer ? async () => heldAnswer : deps.call)(
          {
            id: row.endpointId,
            params: row.params,
            pageUrl: row.url,
            ...(batch.refresh ? { refresh: true } : {}),
          },
          {
            rateLimits: 'report',
            job: till,
            ...(batch.automatic ? { automatic: true, answerSince: batch.startedAt } : {}),
          },
        );
        reserved -= price;
        if (
          !result.ok &&
          result.error.kind === 'overBudget' &&
          (result.error.over === 'job' || result.error.over === 'automatic')
        ) {
          // The till refused it: the cap is reached, the row stays to do.
          queue.unshift(row);
          capped = true;
          break;
        }
        if (!result.ok && result.error.kind === 'rateLimited') {
          const tries = (limited.get(row.index) ?? 0) + 1;
          limited.set(row.index, tries);
          if (tries <= rateLimitRetries) {
            queue.unshift(row);
            slowDown(row, result.error.retryAfter ?? Math.min(8, 0.5 * 2 ** tries));
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
          const counts = deps.countsOf?.(row.endpointId, result.data);
          const credits = result.charged;
          const { data, repeats } = withoutRepeats(endpoint, result.data);
          kept = keep(
            {
              ...row,
              status: 'done',
              credits,
              source: result.source,
              ...(result.shared ? { shared: true } : {}),
              ...(title ? { title } : {}),
              ...(counts ? { counts } : {}),
              ...(result.historyId === undefined ? {} : { historyId: result.historyId }),
              ms,
              ...(repeats > 0 ? { repeats } : {}),
            },
            data,
            result,
            heldAnswer ? credits : 0,
          );
        } else {
          const credits = result.charged ?? 0;
          const { message, detail } = result.error as { message: string; detail?: string };
          const error = detail ? `${message} The service said: “${detail}”` : message;
          kept = keep({ ...row, status: 'failed', credits, error, ms }, undefined, result);
        }
      }
      await kept;
    };

    await Promise.all(Array.from({ length: batch.concurrency }, (_, slot) => worker(slot)));
    await writes;
    const why: JobEnd =
      fatal !== undefined
        ? 'error'
        : full
          ? 'storageFull'
          : control.stop
            ? 'stopped'
            : capped
              ? 'cap'
              : 'end';
    const { slowed: _slowed, ...ending } = batch;
    batch = runs.ended(ending, why, fatal);
    const ended = batch;
    await writeEvenIfFull(() => saveBatch(db, ended));
    deps.changed?.(batchId);
  };

  const runHere = (db: SidelightDb, batchId: number) =>
    runs.runHere(batchId, (control) => run(db, batchId, control));

  /** What the lines cost if run now (the cache and demo data answer some for free). */
  const priceNow = async (
    rows: readonly Pick<BatchRow, 'endpointId' | 'params'>[],
    refresh?: boolean,
  ) => {
    const prices = await Promise.all(
      rows.map(async (row) => {
        const cost = await deps.costNow({
          id: row.endpointId,
          params: row.params,
          ...(refresh ? { refresh: true } : {}),
        });
        const endpoint: Endpoint = endpointById(row.endpointId as never);
        return cost.free ? 0 : endpoint.credits(row.params);
      }),
    );
    return prices.reduce((sum, price) => sum + price, 0);
  };

  /**
   * Checks every line, then starts the batch with those that can be asked: a bad line is not
   * sent and is kept with its reason among the lines not sent; only a batch with no good line is
   * refused. A page asked of the same thing twice refuses it (it would be charged twice).
   */
  const start = async (
    request: MessageRequest<'startBatch'>,
    { automatic = false } = {},
  ): Promise<BatchReply> => {
    const twice = batchCallsProblem(request.rows);
    if (twice !== undefined) return { ok: false, message: twice };
    const checked = request.rows.map((line, index) => checkLine(line, index));
    const problems = checked.filter((row): row is LineProblem => 'reason' in row);
    const rows = checked.filter(
      (row): row is Exclude<typeof row, LineProblem> => !('reason' in row),
    );
    if (rows.length === 0)
      return {
        ok: false,
        message: problems
          .slice(0, 5)
          .map(({ line, reason }) => `Line ${line}: ${reason}`)
          .join(' '),
      };
    const notSent = [
      ...(request.notSent ?? []),
      ...problems.map(({ line, text, reason, endpointId }) => ({
        line,
        text: text.slice(0, 2048),
        reason: reason.slice(0, 1024),
        group: 'Cannot be sent as asked.',
        endpointId,
      })),
    ]
      .sort((a, b) => a.line - b.line)
      .slice(0, maxBatchNotSent);
    // The page priced these lines a moment ago: if the cache, the key or the address changed since,
    // the price it showed (and a cap taken from it) is no longer true, and nothing starts on it.
    if (request.expected !== undefined) {
      const now = await priceNow(rows, request.refresh);
      if (now > request.expected)
        return {
          ok: false,
          message: `The price changed since it was shown: ${credits(now)} now, not ${credits(request.expected)}. Check the price and the cap, then run again.`,
        };
    }
    const db = await deps.db();
    const created = await createBatch(
      db,
      {
        cap: request.cap,
        concurrency: Math.min(mostBatchConcurrency, request.concurrency),
        ...(request.refresh ? { refresh: true } : {}),
        ...(automatic ? { automatic: true } : {}),
        running: true,
        rows: rows.length,
        pages: new Set(rows.map((row) => row.line)).size,
        ...(notSent.length > 0 ? { notSent } : {}),
        done: 0,
        failed: 0,
        spent: 0,
        startedAt: now(),
        updatedAt: now(),
      },
      rows,
    ).catch((error: unknown) => {
      if (isStorageFull(error)) return undefined;
      throw error;
    });
    if (!created) return { ok: false, message: noRoomToStart };
    const batch = created;
    runHere(db, batch.id);
    deps.changed?.(batch.id);
    return { ok: true, batch };
  };

  /**
   * Goes on with the rows still to do, under the batch's own cap (see job-caps.ts); `retryFailed`
   * puts the failed back too. Claimed before anything is awaited, and the rows read, reset and the
   * batch saved in one transaction: a second click, or a second page resuming, finds it running
   * and changes nothing.
   */
  const resume = async (
    batchId: number,
    cap?: number,
    { retryFailed = false, raiseCap = false } = {},
  ): Promise<BatchReply> => {
    const claim = runs.claim(batchId);
    const db = await deps.db();
    if (!claim) {
      const batch = await getBatch(db, batchId);
      return batch ? { ok: true, batch } : { ok: false, message: 'This batch is no longer kept.' };
    }
    try {
      const stored = await getBatch(db, batchId);
      const capped = stored && capOnResume(stored.cap, cap, raiseCap);
      if (capped && 'refused' in capped) {
        claim.release();
        return { ok: false, message: capped.refused };
      }
      const resumed = await resumeBatchRows(db, batchId, {
        ...(capped ? { cap: capped.cap } : {}),
        retryFailed,
        now: now(),
      });
      if (!resumed) {
        claim.release();
        return { ok: false, message: 'This batch is no longer kept.' };
      }
      if (!resumed.resumed) {
        claim.release();
        return { ok: true, batch: resumed.batch };
      }
      claim.run((control) => run(db, batchId, control));
      deps.changed?.(batchId);
      return { ok: true, batch: resumed.batch };
    } catch (error) {
      claim.release();
      throw error;
    }
  };

  /** Every batch kept, newest first. */
  const list = async () => listBatches(await deps.db());

  /** Forgets a batch with its rows and answers, stopped first if it runs. */
  const remove = async (batchId: number): Promise<{ deleted: boolean }> => {
    await runs.stop(batchId);
    held.forget(batchId);
    const db = await deps.db();
    const kept = await getBatch(db, batchId);
    await deleteBatch(db, batchId);
    deps.changed?.(batchId);
    return { deleted: kept !== undefined };
  };

  /** Stops taking rows; the calls in flight land (they are paid for) before it resolves. */
  const stop = async (batchId: number): Promise<BatchReply> => {
    const batch = await runs.stop(batchId);
    return batch ? { ok: true, batch } : { ok: false, message: 'This batch is no longer kept.' };
  };

  return { start, resume, stop, list, remove, running: runs.running, finished: runs.finished };
}
