/**
 * A run's plan for the things due: which cannot be asked, which take an answer fetched a moment
 * ago, which wait for the cap or a budget, which are asked; and their next due times, placed
 * before anything is sent.
 */
import { findCache } from '../../store/cache';
import type { SidelightDb } from '../../store/db';
import { snapshotsOfEach } from '../../store/history';
import { automaticSpent, totals } from '../../store/ledger';
import type { ApiSettings } from '../shared/settings-schema';
import type { WatchedThing } from '../shared/storage';
import {
  answerStandsIn,
  answerTakenNote,
  firstDueAt,
  nextDueAt,
  planRun,
  type Waiting,
} from '../shared/watch-schedule';
import { checkLine } from './batch-start';
import { updateThings, without } from './watch-things';

export interface PlanDeps {
  /**
   * When the service holds a paid answer of this call that the browser had no room to keep (see
   * the API service's `heldFetchedAt`): it stands in for a refresh as a kept one does.
   */
  heldFetchedAt?(key: string): number | undefined;
  /** What a refresh of the thing costs (its catalog price). */
  priceOf(thing: WatchedThing): number;
}

/** A thing to ask, with what its refresh costs. */
export type PricedThing = WatchedThing & { price: number };

export interface RefreshPlan {
  /** Things that cannot be asked, with why. */
  problems: Map<string, string>;
  /** Things that take an answer fetched a moment ago as their refresh, with when it was fetched. */
  answered: Map<string, number>;
  /** Things told to wait for the cap or a budget. */
  waiting: Map<string, Waiting>;
  /** Things asked, in the order they are sent. */
  toRun: PricedThing[];
  /** When each thing due was due, before the run. */
  dueBefore: Map<string, number>;
}

/** A watched thing as a batch's line: its line number is its place among the things due, from 1. */
export const lineOf = (thing: WatchedThing, index: number) => ({
  url: thing.url,
  id: thing.endpointId,
  params: thing.params,
  line: index + 1,
});

/**
 * When the newest answer of each call was fetched: its newest result in the history (one read
 * for all), or, when the history holds none (cleared, say), its cached answer; samples never
 * count.
 */
async function lastFetched(
  db: SidelightDb,
  keys: readonly string[],
): Promise<(number | undefined)[]> {
  const kept = await snapshotsOfEach(db, keys);
  return Promise.all(
    keys.map(async (key) => {
      const newest = (kept.get(key) ?? []).filter((snapshot) => !snapshot.demo).at(-1)?.at;
      return newest ?? (await findCache(db, key))?.fetchedAt;
    }),
  );
}

/**
 * A thing that cannot be asked (its endpoint unknown after an update, from an older backup)
 * fails alone, saying why; the others run.
 */
const problemsOf = (due: readonly WatchedThing[]) =>
  new Map(
    due.flatMap((thing, index) => {
      const checked = checkLine(lineOf(thing, index), index);
      return 'reason' in checked ? [[thing.key, checked.reason] as const] : [];
    }),
  );

/**
 * A thing fetched a moment ago (by hand, in a batch) takes that answer as its refresh: the same
 * request is not paid twice. A held answer counts when it is newer than the kept one.
 */
const answeredOf = (
  deps: PlanDeps,
  due: readonly WatchedThing[],
  fetchedAt: readonly (number | undefined)[],
  problems: ReadonlyMap<string, string>,
  at: number,
) =>
  new Map(
    due.flatMap((thing, index) => {
      const held = deps.heldFetchedAt?.(thing.key);
      const kept = fetchedAt[index];
      const fetched = kept === undefined || (held !== undefined && held > kept) ? held : kept;
      return thing.schedule &&
        fetched !== undefined &&
        !problems.has(thing.key) &&
        answerStandsIn(thing.schedule, fetched, at)
        ? [[thing.key, fetched] as const]
        : [];
    }),
  );

/** The plan for the things due at `at`, from the ledger's totals and the answers kept now. */
export async function planRefresh(
  deps: PlanDeps,
  db: SidelightDb,
  due: WatchedThing[],
  api: ApiSettings,
  at: number,
): Promise<RefreshPlan> {
  const [spent, automatic, fetchedAt] = await Promise.all([
    totals(db, at),
    automaticSpent(db, at),
    lastFetched(
      db,
      due.map((thing) => thing.key),
    ),
  ]);
  const problems = problemsOf(due);
  const answered = answeredOf(deps, due, fetchedAt, problems, at);
  const priced = due
    .filter((thing) => !problems.has(thing.key) && !answered.has(thing.key))
    .map((thing) => ({ ...thing, price: deps.priceOf(thing) }));
  const plan = planRun(
    priced,
    {
      cap: api.automaticCap ?? null,
      automaticSpent: automatic,
      daily: { budget: api.dailyBudget, spent: spent.today },
      monthly: { budget: api.monthlyBudget, spent: spent.month },
    },
    at,
  );
  return {
    problems,
    answered,
    waiting: new Map(plan.waiting.map((wait) => [wait.key, wait])),
    toRun: plan.run
      .map((key) => priced.find((thing) => thing.key === key))
      .filter((thing) => thing !== undefined),
    dueBefore: new Map(due.map((thing) => [thing.key, thing.dueAt ?? at])),
  };
}

/**
 * Writes the plan on the things before anything is sent: a worker killed midway never pays for
 * them again before their next due time (as a failure, they are tried again at that time).
 */
export function placeBeforeSending(
  { problems, answered, waiting, toRun, dueBefore }: RefreshPlan,
  at: number,
) {
  const asked = new Set(toRun.map((thing) => thing.key));
  return updateThings((thing) => {
    const wait = waiting.get(thing.key);
    if (wait)
      return {
        ...thing,
        waitUntil: wait.until,
        lastRefresh: { at, outcome: 'waiting', note: wait.note },
      };
    const dueAt = dueBefore.get(thing.key);
    if (dueAt === undefined || !thing.schedule) return thing;
    const fetched = answered.get(thing.key);
    if (fetched !== undefined)
      return {
        ...without(thing, 'waitUntil'),
        dueAt: firstDueAt(thing.schedule, fetched, at),
        lastRefresh: { at, outcome: 'done', note: answerTakenNote(fetched) },
      };
    const problem = problems.get(thing.key);
    if (problem !== undefined)
      return {
        ...without(thing, 'waitUntil'),
        dueAt: nextDueAt(thing.schedule, dueAt, at),
        lastRefresh: { at, outcome: 'failed', note: problem },
      };
    if (!asked.has(thing.key)) return thing;
    return { ...without(thing, 'waitUntil'), dueAt: nextDueAt(thing.schedule, dueAt, at) };
  });
}
