/**
 * Automatic refreshes of watched things. One alarm wakes the background when the next thing is
 * due (watch-alarm.ts); the due things are planned (watch-plan.ts) and run as one batch
 * (watch-batch.ts: the cache bypassed, the ledger, the history, their snapshots: the same calls as
 * every other), a few at a time, within the monthly cap for them and the daily and monthly
 * budgets; then the alarm is set for the next one. Nothing else runs between. Off until a cap is
 * set, while paused, and on demo data.
 */
import { noteMoved } from '../../store/batches';
import type { SidelightDb } from '../../store/db';
import type { ApiSettings } from '../shared/settings-schema';
import type { WatchedThing } from '../shared/storage';
import type { Change } from '../shared/watch-moves';
import { dueAfterFetch, isDue } from '../shared/watch-schedule';
import { recordProblem } from './problems';
import { createAlarmPlacing, switchedOn } from './watch-alarm';
import { runWatchBatch, type Settled, type WatchBatchDeps } from './watch-batch';
import { watchedChanges } from './watch-changes';
import { type PlanDeps, placeBeforeSending, planRefresh } from './watch-plan';
import { placeDueTimes, updateThings } from './watch-things';

export { refreshAlarm } from './watch-alarm';

export interface WatchRunDeps extends PlanDeps, WatchBatchDeps {
  db(): Promise<SidelightDb>;
  settings(): Promise<{ demo: boolean; api: ApiSettings }>;
  /** Told after a run which things moved among those it refreshed, and what moved in all. */
  moved?(news: { refreshed: number; moved: Change[]; changes: Change[] }): void;
  now?(): number;
}

export function createWatchRuns(deps: WatchRunDeps) {
  const now = () => deps.now?.() ?? Date.now();
  let running: Promise<void> | undefined;

  const watchedNow = async () => watchedChanges(await deps.db());
  const changes = async (): Promise<Change[]> => (await watchedNow()).changes;
  const reschedule = createAlarmPlacing({ db: deps.db, settings: deps.settings, now });

  /** The due things refreshed in one batch, or told to wait; then the next alarm. */
  const runDue = async (): Promise<void> => {
    const settings = await deps.settings();
    if (!switchedOn(settings)) return reschedule();
    const things = await placeDueTimes(await deps.db(), now);
    const at = now();
    const due = things.filter((thing) => isDue(thing, at) && (thing.waitUntil ?? 0) <= at);
    if (due.length > 0) await refresh(due, settings.api, at);
    await reschedule();
  };

  /** The things due planned, their next due times placed, the rest asked; then what moved. */
  const refresh = async (due: WatchedThing[], api: ApiSettings, at: number) => {
    const db = await deps.db();
    const plan = await planRefresh(deps, db, due, api, at);
    await placeBeforeSending(plan, at);
    const outcomes = new Map<string, Settled>(
      [...plan.answered.keys()].map((key) => [key, { outcome: 'done' }]),
    );
    const ran =
      plan.toRun.length > 0 ? await runWatchBatch(deps, plan.toRun, plan.dueBefore, at) : undefined;
    for (const [key, how] of ran?.outcomes ?? []) outcomes.set(key, how);
    if (outcomes.size === 0) return;
    await tellMoved(deps, db, outcomes, ran?.batchId);
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

/**
 * What moved among the things refreshed: kept on the run's batch, for the list of automatic
 * refreshes, and told. A refused write (no room left) loses that line alone, recorded: the
 * things, their snapshots and the count stand.
 */
async function tellMoved(
  deps: WatchRunDeps,
  db: SidelightDb,
  outcomes: ReadonlyMap<string, Settled>,
  batchId: number | undefined,
) {
  const all = (await watchedChanges(await deps.db())).changes;
  const refreshed = new Set(
    [...outcomes].filter(([, how]) => how.outcome === 'done').map(([key]) => key),
  );
  const moved = all.filter((change) => refreshed.has(change.key));
  if (batchId !== undefined)
    await noteMoved(
      db,
      batchId,
      moved.map(({ title, moves }) => ({
        title,
        moves: moves.map(({ label, from, to }) => ({ label, from, to })),
      })),
    ).catch(recordProblem('keepingMoved'));
  deps.moved?.({ refreshed: refreshed.size, moved, changes: all });
}
