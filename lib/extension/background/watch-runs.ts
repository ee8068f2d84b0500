/**
 * Automatic refreshes of watched things. One alarm wakes the background when the next thing is
 * due; the due things run as one batch (the cache bypassed, the ledger, the history, their
 * snapshots: the same calls as every other), a few at a time, within the monthly cap for them and
 * the daily and monthly budgets; then the alarm is set for the next one. Nothing else runs between.
 * Off until a cap is set, while paused, and on demo data.
 */
import { browser } from 'wxt/browser';
import { withoutRetryAdvice } from '../../api/errors';
import { noteMoved } from '../../store/batches';
import { findCache } from '../../store/cache';
import type { BatchJob, BatchRow, SidelightDb } from '../../store/db';
import { snapshotsAround, snapshotsOf, snapshotsOfEach } from '../../store/history';
import { automaticSpent, totals } from '../../store/ledger';
import type { BatchReply } from '../shared/answers';
import type { MessageRequest } from '../shared/messages';
import type { ApiSettings } from '../shared/settings-schema';
import type { WatchedThing } from '../shared/storage';
import { storedWatched } from '../shared/stored-writes';
import { byBiggestMove, type Change, movesSince } from '../shared/watch-moves';
import {
  answerStandsIn,
  answerTakenNote,
  dueAfterFetch,
  firstDueAt,
  isDue,
  nextDayStart,
  nextDueAt,
  planRun,
  wakeAt,
} from '../shared/watch-schedule';
import { checkLine } from './batch-start';
import { recordProblem } from './problems';

/** The one alarm automatic refreshes use. */
export const refreshAlarm = 'sidelight:watched';

/** Calls at a time in a run, as a batch's default. */
const refreshConcurrency = 3;

export interface WatchRunDeps {
  db(): Promise<SidelightDb>;
  settings(): Promise<{ demo: boolean; api: ApiSettings }>;
  /**
   * When the service holds a paid answer of this call that the browser had no room to keep (see
   * the API service's `heldFetchedAt`): it stands in for a refresh as a kept one does.
   */
  heldFetchedAt?(key: string): number | undefined;
  /** What a refresh of the thing costs (its catalog price). */
  priceOf(thing: WatchedThing): number;
  startBatch(
    request: MessageRequest<'startBatch'>,
    how: { automatic: boolean },
  ): Promise<BatchReply>;
  batchFinished(batchId: number): Promise<void>;
  batchState(batchId: number): Promise<{ batch: BatchJob; rows: BatchRow[] } | undefined>;
  /** Told why a run's refreshes failed, once per reason (for the record of problems). */
  failed?(error: string): void;
  /** Told after a run which things moved among those it refreshed, and what moved in all. */
  moved?(news: { refreshed: number; moved: Change[]; changes: Change[] }): void;
  now?(): number;
}

/** Whether automatic refreshes may run at all: a cap set, not paused, not on demo data. */
const switchedOn = ({ demo, api }: { demo: boolean; api: ApiSettings }) =>
  !demo && !api.automaticPaused && typeof api.automaticCap === 'number';

/**
 * Each thing's own fields changed by `change`, on the list as stored at that moment; nothing is
 * written when nothing changes (a write would wake this module's own storage listener again).
 */
const updateThings = async (change: (thing: WatchedThing) => WatchedThing) => {
  const stored = await storedWatched.item.getValue();
  if (stored.every((thing) => change(thing) === thing)) return stored;
  return storedWatched.update((things) => things.map(change));
};

const without = (thing: WatchedThing, ...fields: (keyof WatchedThing)[]): WatchedThing => {
  const copy = { ...thing };
  for (const field of fields) delete copy[field];
  return copy;
};

/** How one thing's refresh went, and what that changes of its schedule. */
interface Settled {
  outcome: 'done' | 'failed' | 'waiting';
  note?: string;
  waitUntil?: number;
  dueAt?: number;
}

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

const lineOf = (thing: WatchedThing, index: number) => ({
  url: thing.url,
  id: thing.endpointId,
  params: thing.params,
  line: index + 1,
});

export function createWatchRuns(deps: WatchRunDeps) {
  const now = () => deps.now?.() ?? Date.now();
  let running: Promise<void> | undefined;

  /**
   * The moves of every watched thing since it was last looked at, the biggest first, and when
   * each thing's newest snapshot was taken (by its key), from that snapshot and the one it was
   * last seen at (never all of them).
   */
  const watchedNow = async (): Promise<{ changes: Change[]; newestAt: Record<string, number> }> => {
    const db = await deps.db();
    const things = await storedWatched.item.getValue();
    const seenAtOf = (thing: WatchedThing) => thing.seenAt ?? thing.addedAt;
    const kept = await snapshotsAround(
      db,
      things.map((thing) => ({ key: thing.key, seenAt: seenAtOf(thing) })),
    );
    const newestAt: Record<string, number> = {};
    const found = things.flatMap((thing): Change[] => {
      const snapshots = (kept.get(thing.key) ?? []).map(({ id, at, counts }) => ({
        id,
        at,
        counts: counts ?? {},
      }));
      const newest = snapshots.at(-1);
      if (newest) newestAt[thing.key] = newest.at;
      const moves = movesSince(snapshots, seenAtOf(thing), thing.threshold);
      if (moves.length === 0 || !newest) return [];
      const { key, title, endpointId, params, url } = thing;
      return [{ key, title, endpointId, params, url, moves, at: newest.at, historyId: newest.id }];
    });
    return { changes: found.sort(byBiggestMove), newestAt };
  };
  const changes = async (): Promise<Change[]> => (await watchedNow()).changes;

  /**
   * Gives each scheduled thing its first due time (a period after its newest snapshot) and takes
   * the schedule's fields off things without one (Stop watching takes the thing itself).
   */
  const placeDueTimes = async (): Promise<WatchedThing[]> => {
    const db = await deps.db();
    const stored = await storedWatched.item.getValue();
    const unplaced = stored.filter((thing) => thing.schedule && thing.dueAt === undefined);
    const newest = new Map(
      await Promise.all(
        unplaced.map(
          async (thing) => [thing.key, (await snapshotsOf(db, thing.key)).at(-1)?.at] as const,
        ),
      ),
    );
    const at = now();
    return updateThings((thing) => {
      if (!thing.schedule)
        return thing.dueAt === undefined && thing.waitUntil === undefined
          ? thing
          : without(thing, 'dueAt', 'waitUntil');
      if (thing.dueAt !== undefined) return thing;
      return { ...thing, dueAt: firstDueAt(thing.schedule, newest.get(thing.key), at) };
    });
  };

  /**
   * Sets the one alarm for the next due time, or clears it when nothing is due or all is off.
   * After the cap or the budgets changed, things waiting for them are due again at once.
   */
  const placeAlarm = async ({ limitsChanged = false } = {}): Promise<void> => {
    const settings = await deps.settings();
    if (limitsChanged)
      await updateThings((thing) =>
        thing.waitUntil === undefined ? thing : without(thing, 'waitUntil'),
      );
    const things = await placeDueTimes();
    const when = switchedOn(settings) ? wakeAt(things) : undefined;
    if (when === undefined) {
      await browser.alarms.clear(refreshAlarm);
      return;
    }
    const set = await browser.alarms.get(refreshAlarm);
    if (set?.scheduledTime === when) return;
    await browser.alarms.create(refreshAlarm, { when: Math.max(when, now()) });
  };

  // One after another: two placed at once could leave the alarm of the older state last.
  let placing: Promise<void> = Promise.resolve();
  const reschedule = (options: { limitsChanged?: boolean } = {}): Promise<void> => {
    const next = placing.then(() => placeAlarm(options));
    // The caller has `next` and its failure; the chain only waits for its end.
    placing = next.catch(() => undefined);
    return next;
  };

  /** The due things refreshed in one batch, or told to wait; then the next alarm. */
  const runDue = async (): Promise<void> => {
    const settings = await deps.settings();
    if (!switchedOn(settings)) return reschedule();
    const things = await placeDueTimes();
    const at = now();
    const due = things.filter((thing) => isDue(thing, at) && (thing.waitUntil ?? 0) <= at);
    if (due.length > 0) await refresh(due, settings.api, at);
    await reschedule();
  };

  const refresh = async (due: WatchedThing[], api: ApiSettings, at: number) => {
    const db = await deps.db();
    const [spent, automatic, fetchedAt] = await Promise.all([
      totals(db, at),
      automaticSpent(db, at),
      lastFetched(
        db,
        due.map((thing) => thing.key),
      ),
    ]);
    // A thing that cannot be asked (its endpoint unknown after an update, from an older backup)
    // fails alone, saying why; the others run.
    const problems = new Map(
      due.flatMap((thing, index) => {
        const checked = checkLine(lineOf(thing, index), index);
        return 'reason' in checked ? [[thing.key, checked.reason] as const] : [];
      }),
    );
    // A thing fetched a moment ago (by hand, in a batch) takes that answer as its refresh: the
    // same request is not paid twice.
    const answered = new Map(
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
    const waiting = new Map(plan.waiting.map((wait) => [wait.key, wait]));
    const toRun = plan.run
      .map((key) => priced.find((thing) => thing.key === key))
      .filter((thing) => thing !== undefined);
    const dueBefore = new Map(due.map((thing) => [thing.key, thing.dueAt ?? at]));
    const asked = new Set(toRun.map((thing) => thing.key));
    // Their next due time is placed before anything is sent: a worker killed midway never pays
    // for them again before then (as a failure, they are tried again at that time).
    await updateThings((thing) => {
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
    const outcomes = new Map<string, Settled>(
      [...answered.keys()].map((key) => [key, { outcome: 'done' }]),
    );
    const ran = toRun.length > 0 ? await runBatch(toRun, dueBefore, at) : undefined;
    for (const [key, how] of ran?.outcomes ?? []) outcomes.set(key, how);
    if (outcomes.size === 0) return;
    const all = await changes();
    const refreshed = new Set(
      [...outcomes].filter(([, how]) => how.outcome === 'done').map(([key]) => key),
    );
    const moved = all.filter((change) => refreshed.has(change.key));
    // The run's batch keeps its news, for the list of automatic refreshes. A refused write (no
    // room left) loses that line alone, recorded: the things, their snapshots and the count stand.
    if (ran?.batchId !== undefined)
      await noteMoved(
        db,
        ran.batchId,
        moved.map(({ title, moves }) => ({
          title,
          moves: moves.map(({ label, from, to }) => ({ label, from, to })),
        })),
      ).catch(recordProblem('keepingMoved'));
    deps.moved?.({ refreshed: refreshed.size, moved, changes: all });
  };

  /**
   * The things asked as one batch, and how each went, written on them; the batch, when one
   * started. One the run did not ask (the batch refused or stopped before it) keeps its due time
   * and waits for the next day.
   */
  const runBatch = async (
    toRun: (WatchedThing & { price: number })[],
    dueBefore: ReadonlyMap<string, number>,
    at: number,
  ): Promise<{ outcomes: Map<string, Settled>; batchId?: number }> => {
    const notAsked = (
      thing: WatchedThing,
      outcome: 'failed' | 'waiting',
      note: string,
    ): Settled => {
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
      await settle(toRun, (thing) => refused.get(thing.key), at);
      tellFailed([...refused.values()], toRun.length);
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
        ? notAsked(
            thing,
            'waiting',
            'Waiting: the run reached what it could spend before this one.',
          )
        : notAsked(thing, 'failed', ended?.message ?? 'The run stopped before it.');
    };
    const outcomes = new Map(toRun.map((thing, index) => [thing.key, outcomeOf(thing, index)]));
    await settle(toRun, (thing) => outcomes.get(thing.key), at);
    tellFailed([...outcomes.values()], toRun.length);
    return { outcomes, batchId: started.batch.id };
  };

  /** Says each reason refreshes of a run failed once, with how many it failed. */
  const tellFailed = (settled: readonly Settled[], asked: number) => {
    const reasons = new Map<string, number>();
    for (const { outcome, note } of settled)
      if (outcome === 'failed') reasons.set(note ?? '', (reasons.get(note ?? '') ?? 0) + 1);
    for (const [note, failed] of reasons)
      deps.failed?.(
        `${failed} of ${asked} automatic ${asked === 1 ? 'refresh' : 'refreshes'} failed${note ? `: ${withoutRetryAdvice(note)}` : ''}`,
      );
  };

  /** Writes how each thing's refresh went, onto the things still watched now. */
  const settle = (
    ran: readonly WatchedThing[],
    outcomeOf: (thing: WatchedThing) => Settled | undefined,
    at: number,
  ) => {
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
  };

  /**
   * A call answered from the network outside a run: a watched thing whose refresh would take that
   * answer is next due a period after it, so the alarm does not wake for nothing.
   */
  const fetched = async (key: string, fetchedAt: number): Promise<void> => {
    await updateThings((thing) => {
      if (thing.key !== key) return thing;
      const dueAt = dueAfterFetch(thing, fetchedAt);
      return dueAt === thing.dueAt ? thing : { ...thing, dueAt };
    });
  };

  /** One run at a time: an alarm during a run finds it running and waits for it. */
  const wake = (): Promise<void> => {
    running ??= runDue().finally(() => {
      running = undefined;
    });
    return running;
  };

  return { wake, reschedule, changes, watchedNow, fetched };
}
