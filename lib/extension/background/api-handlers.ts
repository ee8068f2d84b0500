/**
 * The handlers of the views' messages, by what they are about: calls, the history, jobs, and what
 * is kept. Each waits for the start work it needs (see start-work.ts) and no more.
 */

import {
  automaticRuns,
  batchAnswers,
  batchRows,
  countAutomatic,
  getBatch,
  latestBatch,
} from '../../store/batches';
import { forgetCacheUses } from '../../store/cache';
import type { SidelightDb } from '../../store/db';
import {
  countSnapshots,
  deleteHistory,
  getHistory,
  getHistorySummary,
  listHistory,
  snapshotsOf,
} from '../../store/history';
import { pagesOf } from '../../store/jobs';
import { kindsClearedBy } from '../../store/kept-stores';
import { automaticSpent, forgetSpend, newestLedger, totals } from '../../store/ledger';
import { clearKept, measureKept } from '../../store/lifecycle';
import { mergeChunk } from '../../store/restore';
import type { RestoreChunk } from '../../store/restore-chunks';
import { apiKey } from '../shared/api-key';
import { announceKept } from '../shared/kept-news';
import { apiSettings, baseUrl, preferences, watched } from '../shared/storage';
import { storedPathStyle } from '../shared/stored-writes';
import type { createApiService } from './api-service';
import type { createBatches } from './batch';
import type { BackgroundHandlers } from './handlers';
import { keptChanges, restoredChange } from './kept-changes';
import type { createLoadAll } from './load-all';
import { keepProblem } from './problems';
import type { StartWork } from './start-work';
import type { createWatchRuns } from './watch-runs';

/** What the handlers answer from: the service, the jobs, the watched runs, the database. */
export interface ServiceParts extends StartWork {
  db(): Promise<SidelightDb>;
  service: ReturnType<typeof createApiService>;
  loadAll: ReturnType<typeof createLoadAll>;
  batches: ReturnType<typeof createBatches>;
  watchRuns: ReturnType<typeof createWatchRuns>;
}

type Handlers<T extends keyof BackgroundHandlers> = Pick<BackgroundHandlers, T>;

/** Calls: made, tested, priced, cancelled, and the answers held for their views. */
const callHandlers = ({
  db,
  service,
  watchRuns,
  recovered,
}: ServiceParts): Handlers<
  'callApi' | 'testKey' | 'costNow' | 'takeAnswer' | 'cancelCall' | 'creditTotals' | 'setupState'
> => ({
  callApi: async (request) => {
    // A free answer (the cache, demo data) sends nothing: it need not wait for the ledger.
    if (!request.only) await recovered();
    const reply = await service.call(request);
    // A thing fetched by hand now is not refreshed by itself again right after.
    if (reply.ok && reply.source === 'network')
      void watchRuns
        .fetched(reply.key, reply.fetchedAt)
        // If moving its due time fails, nothing is lost: the run takes this answer, unpaid.
        .catch(() => undefined);
    return reply;
  },
  testKey: async () => {
    await recovered();
    const address = await baseUrl.getValue();
    const { result, style } = await service.testKey();
    // Kept with the address it answered for: another address starts unknown again.
    if (style) await storedPathStyle.update(() => ({ baseUrl: address, style, chosen: false }));
    return { result, style: style ?? null };
  },
  costNow: async (request) => {
    await recovered();
    return service.costNow(request);
  },
  takeAnswer: ({ key, fetchedAt }) => service.take(key, fetchedAt),
  cancelCall: ({ requestId }) => ({ cancelled: service.cancel(requestId) }),
  creditTotals: async () => totals(await db()),
  setupState: async () => {
    const [key, prefs] = await Promise.all([apiKey.getValue(), preferences.getValue()]);
    return { hasKey: key.trim() !== '', demo: prefs.demoData || key.trim() === '' };
  },
});

/** The history, its snapshots, the ledger and what watched things changed. */
const historyHandlers = ({
  db,
  service,
  watchRuns,
  indexed,
}: ServiceParts): Handlers<
  | 'listHistory'
  | 'deleteHistory'
  | 'getHistory'
  | 'historySummary'
  | 'callKey'
  | 'snapshots'
  | 'listLedger'
  | 'watchedChanges'
> => ({
  listHistory: async (query) => {
    await indexed();
    return listHistory(await db(), query);
  },
  deleteHistory: async ({ id }) => {
    await deleteHistory(await db(), id);
    announceKept('history');
    return { deleted: true };
  },
  getHistory: async ({ id }) => (await getHistory(await db(), id)) ?? null,
  historySummary: async ({ id }) => {
    await indexed();
    return (await getHistorySummary(await db(), id)) ?? null;
  },
  callKey: (request) => service.keyOf(request) ?? null,
  snapshots: async (request) => {
    await indexed();
    const key = service.keyOf(request);
    if (key === undefined) return [];
    return (await snapshotsOf(await db(), key)).map(({ id, at, counts }) => ({
      id,
      at,
      counts: counts ?? {},
    }));
  },
  listLedger: async ({ limit = 500 }) => newestLedger(await db(), limit),
  watchedChanges: async () => {
    await indexed();
    const [{ changes, newestAt }, spent] = await Promise.all([
      watchRuns.watchedNow(),
      db().then((opened) => automaticSpent(opened)),
    ]);
    return { changes, automaticSpent: spent, newestAt };
  },
});

/** Load all's jobs. */
const loadAllHandlers = ({
  db,
  loadAll,
  recovered,
}: ServiceParts): Handlers<'loadAll' | 'resumeJob' | 'stopJob' | 'findJob' | 'jobPages'> => ({
  loadAll: async (request) => {
    await recovered();
    return loadAll.start(request);
  },
  resumeJob: async ({ jobId, cap, raiseCap }) => {
    await recovered();
    return loadAll.resume(jobId, cap, { raiseCap: raiseCap ?? false });
  },
  stopJob: async ({ jobId }) => {
    await recovered();
    return loadAll.stop(jobId);
  },
  findJob: async ({ id, params, anyCount }) => {
    await recovered();
    return loadAll.find(id, params, anyCount);
  },
  jobPages: async ({ jobId, from }) => pagesOf(await db(), jobId, from),
});

/** Batches, the automatic refreshes among them. */
const batchHandlers = ({
  db,
  batches,
  recovered,
}: ServiceParts): Handlers<
  | 'startBatch'
  | 'resumeBatch'
  | 'stopBatch'
  | 'batchState'
  | 'listBatches'
  | 'automaticRefreshes'
  | 'deleteBatch'
  | 'batchAnswers'
> => ({
  startBatch: async (request) => {
    await recovered();
    return batches.start(request);
  },
  resumeBatch: async ({ batchId, cap, raiseCap, retryFailed }) => {
    await recovered();
    return batches.resume(batchId, cap, {
      retryFailed: retryFailed ?? false,
      raiseCap: raiseCap ?? false,
    });
  },
  stopBatch: async ({ batchId }) => {
    await recovered();
    return batches.stop(batchId);
  },
  batchState: async ({ batchId }) => {
    await recovered();
    const opened = await db();
    const batch =
      batchId === undefined ? await latestBatch(opened) : await getBatch(opened, batchId);
    return batch ? { batch, rows: await batchRows(opened, batch.id) } : null;
  },
  listBatches: async () => {
    await recovered();
    return batches.list();
  },
  automaticRefreshes: async () => {
    await recovered();
    return automaticRuns(await db());
  },
  deleteBatch: async ({ batchId }) => {
    await recovered();
    return batches.remove(batchId);
  },
  batchAnswers: async ({ batchId }) => Object.fromEntries(await batchAnswers(await db(), batchId)),
});

/** A part of a backup merged into what is kept; the views told what it added. */
const restoreChunk =
  ({ db, recovered, indexed }: ServiceParts): BackgroundHandlers['restoreChunk'] =>
  async (chunk) => {
    // What is kept is known by its summaries: those of older results are written first.
    await Promise.all([recovered(), indexed()]);
    const opened = await db();
    const api = await apiSettings.getValue();
    try {
      // Its records were checked against the backup's schemas by the page that read the file.
      const merged = await mergeChunk(opened, chunk as RestoreChunk, {
        cacheBytes: api.cacheMegabytes * 1024 * 1024,
      });
      if (merged.added > 0) announceKept(restoredChange[chunk.store]);
      return merged;
    } catch (error) {
      // The figures kept in memory may count what the failed transaction did not write.
      forgetCacheUses(opened);
      forgetSpend(opened);
      throw error;
    }
  };

/** What is kept: measured, restored, cleared; and the problems views report. */
const keptHandlers = (
  parts: ServiceParts,
): Handlers<'keptUse' | 'restoreChunk' | 'reportProblem' | 'clearKept'> => {
  const { db, loadAll, batches, recovered } = parts;
  return {
    keptUse: async () => {
      await recovered();
      const opened = await db();
      const things = await watched.getValue();
      const [stores, watchedSnapshots, automaticRefreshes] = await Promise.all([
        measureKept(opened),
        countSnapshots(
          opened,
          things.map((thing) => thing.key),
        ),
        countAutomatic(opened),
      ]);
      return { stores, watchedSnapshots, automaticRefreshes };
    },
    restoreChunk: restoreChunk(parts),
    reportProblem: async ({ doing, error }) => {
      await keepProblem(doing, error);
      return { kept: true };
    },
    clearKept: async ({ action }) => {
      await recovered();
      const kinds = kindsClearedBy(action);
      // A run that went on would write into what is being cleared: it stops first (its calls in
      // flight land, and are cleared with the rest).
      await Promise.all([
        ...(kinds.includes('loadAll') ? loadAll.running().map((id) => loadAll.stop(id)) : []),
        ...(kinds.includes('batches') ? batches.running().map((id) => batches.stop(id)) : []),
      ]);
      const removed = await clearKept(await db(), action);
      announceKept(...keptChanges(kinds));
      return { removed };
    },
  };
};

/** The handlers of every message but the content scripts' page report. */
export const serviceHandlers = (parts: ServiceParts): Omit<BackgroundHandlers, 'reportPage'> => ({
  ...callHandlers(parts),
  ...historyHandlers(parts),
  ...loadAllHandlers(parts),
  ...batchHandlers(parts),
  ...keptHandlers(parts),
});
