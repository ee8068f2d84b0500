/**
 * A run's things asked as one batch, like every other (the cache bypassed, the ledger, the
 * history), a few at a time; how each went is written on it, and each reason refreshes failed
 * is told once.
 */
import { withoutRetryAdvice } from '../../api/errors';
import type { BatchJob, BatchRow } from '../../store/db';
import type { BatchReply } from '../shared/answers';
import type { MessageRequest } from '../shared/messages';
import type { WatchedThing } from '../shared/storage';
import { nextDayStart } from '../shared/watch-schedule';
import { lineOf, type PricedThing } from './watch-plan';
import { updateThings } from './watch-things';

/** Calls at a time in a run, as a batch's default. */
const refreshConcurrency = 3;

export interface WatchBatchDeps {
  startBatch(
    request: MessageRequest<'startBatch'>,
    how: { automatic: boolean },
  ): Promise<BatchReply>;
  batchFinished(batchId: number): Promise<void>;
  batchState(batchId: number): Promise<{ batch: BatchJob; rows: BatchRow[] } | undefined>;
  /** Told why a run's refreshes failed, once per reason (for the record of problems). */
  failed?(error: string): void;
}

/** How one thing's refresh went, and what that changes of its schedule. */
export interface Settled {
  outcome: 'done' | 'failed' | 'waiting';
  note?: string;
  waitUntil?: number;
  dueAt?: number;
}

/**
 * The things asked as one batch, and how each went, written on them; the batch, when one
 * started. One the run did not ask (the batch refused or stopped before it) keeps its due time
 * and waits for the next day.
 */
export async function runWatchBatch(
  deps: WatchBatchDeps,
  toRun: PricedThing[],
  dueBefore: ReadonlyMap<string, number>,
  at: number,
): Promise<{ outcomes: Map<string, Settled>; batchId?: number }> {
  const notAsked = (thing: WatchedThing, outcome: 'failed' | 'waiting', note: string): Settled => {
    const dueAt = dueBefore.get(thing.key);
    return {
      outcome,
      note,
      waitUntil: nextDayStart(at),
      ...(dueAt === undefined ? {} : { dueAt }),
    };
  };
  const started = await deps.startBatch(
    {
      rows: toRun.map(lineOf),
      cap: toRun.reduce((sum, thing) => sum + thing.price, 0),
      concurrency: refreshConcurrency,
      refresh: true,
    },
    { automatic: true },
  );
  if (!started.ok) {
    const refused = new Map(
      toRun.map((thing) => [thing.key, notAsked(thing, 'failed', started.message)]),
    );
    await writeOutcomes(toRun, (thing) => refused.get(thing.key), at);
    tellFailed(deps, [...refused.values()], toRun.length);
    return { outcomes: refused };
  }
  await deps.batchFinished(started.batch.id);
  const state = await deps.batchState(started.batch.id);
  // By line: the line of each thing as sent, whatever rows the batch kept.
  const rows = new Map(state?.rows.map((row) => [row.line, row]));
  const ended = state?.batch.ended;
  const outcomeOf = (thing: WatchedThing, index: number): Settled => {
    const row = rows.get(index + 1);
    if (row?.status === 'done') return { outcome: 'done' };
    if (row?.status === 'failed') return { outcome: 'failed', note: row.error ?? '' };
    // Not asked: the run stopped before it (a budget reached meanwhile, the key refused).
    return ended?.why === 'cap'
      ? notAsked(thing, 'waiting', 'Waiting: the run reached what it could spend before this one.')
      : notAsked(thing, 'failed', ended?.message ?? 'The run stopped before it.');
  };
  const outcomes = new Map(toRun.map((thing, index) => [thing.key, outcomeOf(thing, index)]));
  await writeOutcomes(toRun, (thing) => outcomes.get(thing.key), at);
  tellFailed(deps, [...outcomes.values()], toRun.length);
  return { outcomes, batchId: started.batch.id };
}

/** Says each reason refreshes of a run failed once, with how many it failed. */
function tellFailed(deps: WatchBatchDeps, settled: readonly Settled[], asked: number) {
  const reasons = new Map<string, number>();
  for (const { outcome, note } of settled)
    if (outcome === 'failed') reasons.set(note ?? '', (reasons.get(note ?? '') ?? 0) + 1);
  for (const [note, failed] of reasons)
    deps.failed?.(
      `${failed} of ${asked} automatic ${asked === 1 ? 'refresh' : 'refreshes'} failed${note ? `: ${withoutRetryAdvice(note)}` : ''}`,
    );
}

/** Writes how each thing's refresh went, onto the things still watched now. */
function writeOutcomes(
  ran: readonly WatchedThing[],
  outcomeOf: (thing: WatchedThing) => Settled | undefined,
  at: number,
) {
  const keys = new Set(ran.map((thing) => thing.key));
  return updateThings((thing) => {
    if (!keys.has(thing.key)) return thing;
    const how = outcomeOf(thing);
    if (!how) return thing;
    const { outcome, note, waitUntil, dueAt } = how;
    return {
      ...thing,
      ...(waitUntil === undefined ? {} : { waitUntil }),
      ...(dueAt === undefined ? {} : { dueAt }),
      lastRefresh: { at, outcome, ...(note ? { note } : {}) },
    };
  });
}
