/**
 * The automatic refreshes of watched things as the worker runs them: the alarm that wakes it, the
 * settings the schedule follows, the toolbar's count of what moved, and their batches.
 */

import { browser } from 'wxt/browser';
import { spendOf } from '../../areas';
import { batchRows, getBatch } from '../../store/batches';
import type { SidelightDb } from '../../store/db';
import { apiKey } from '../shared/api-key';
import { announceKept } from '../shared/kept-news';
import { apiSettings, changesShownAt, preferences, watched } from '../shared/storage';
import { afterWake } from './after-wake';
import type { createBatches } from './batch';
import { recordProblem } from './problems';
import type { StartWork } from './start-work';
import { notifyMoved, showMovedOnToolbar } from './watch-news';
import { createWatchRuns, refreshAlarm } from './watch-runs';

export interface WatchedWiring extends StartWork {
  db(): Promise<SidelightDb>;
  /** Resolves once the settings' migrations have run. */
  migrated: Promise<unknown>;
  /** When the answer held for want of room of a call was fetched, if one is. */
  heldFetchedAt(key: string): number | undefined;
  batches: ReturnType<typeof createBatches>;
}

/** The runs of watched things, over the worker's batches. */
const watchRunsOf = ({ db, migrated, heldFetchedAt, batches, recovered }: WatchedWiring) =>
  createWatchRuns({
    db,
    settings: async () => {
      await migrated;
      const [key, prefs, api] = await Promise.all([
        apiKey.getValue(),
        preferences.getValue(),
        apiSettings.getValue(),
      ]);
      return { demo: prefs.demoData || key.trim() === '', api };
    },
    priceOf: (thing) => spendOf([thing]),
    heldFetchedAt,
    startBatch: async (request, how) => {
      await recovered();
      return batches.start(request, how);
    },
    batchFinished: (batchId) => batches.finished(batchId),
    batchState: async (batchId) => {
      const opened = await db();
      const batch = await getBatch(opened, batchId);
      return batch ? { batch, rows: await batchRows(opened, batchId) } : undefined;
    },
    failed: recordProblem('refreshingWatched'),
    moved: ({ refreshed, moved, changes }) => {
      // The run's batch holds what moved now: the list of automatic refreshes reads it again.
      announceKept('jobs');
      void showMovedOnToolbar(changes).catch(recordProblem('settingToolbar'));
      void apiSettings
        .getValue()
        .then((api) => (api.notifyMoves ? notifyMoved(moved.length, refreshed) : undefined))
        .catch(recordProblem('notifyingMoved'));
    },
  });

/**
 * Starts the runs of watched things: listens for their alarm in the worker's first turn (the only
 * wake, so it starts the worker), follows the settings, and once the worker has answered what
 * woke it, places the alarm and counts what moved.
 */
export function startWatchedRuns(wiring: WatchedWiring) {
  const watchRuns = watchRunsOf(wiring);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === refreshAlarm)
      void watchRuns.wake().catch(recordProblem('refreshingWatched'));
  });
  const reschedule = () => void watchRuns.reschedule().catch(recordProblem('placingRefresh'));
  const limitsChanged = () =>
    void watchRuns.reschedule({ limitsChanged: true }).catch(recordProblem('placingRefresh'));
  const recount = () =>
    void watchRuns.changes().then(showMovedOnToolbar).catch(recordProblem('countingMoved'));
  // A schedule, the cap, a pause, the key or demo data changed: the alarm follows.
  for (const item of [watched, preferences, apiKey] as const) item.watch(reschedule);
  apiSettings.watch(limitsChanged);
  for (const item of [watched, changesShownAt] as const) item.watch(recount);
  afterWake(() => {
    wiring.recovered().then(reschedule, reschedule);
    wiring.indexed().then(recount, recount);
  });
  return watchRuns;
}
