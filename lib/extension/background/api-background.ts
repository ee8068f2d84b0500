/**
 * The API service as the background runs it: settings from storage, the database (where calls in
 * flight are noted, so a restarted worker knows which were interrupted), and the message handlers
 * views use.
 */

import type { PublicPath } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { sampleFile } from '../../api/sample-files';
import { spendOf } from '../../areas';
import type { ChunkStore, RestoreChunk } from '../../store/backup';
import {
  automaticRuns,
  batchAnswers,
  batchRows,
  countAutomatic,
  getBatch,
  latestBatch,
} from '../../store/batches';
import { cacheUses, forgetCacheUses } from '../../store/cache';
import { settleInterrupted } from '../../store/calls';
import { openStore } from '../../store/db';
import {
  type CountsOf,
  countSnapshots,
  deleteHistory,
  getHistory,
  indexHistory,
  listHistory,
  snapshotsOf,
  type TitleOf,
} from '../../store/history';
import { interruptJobs, pagesOf } from '../../store/jobs';
import { type KeptKind, kindsClearedBy } from '../../store/kept-stores';
import { automaticSpent, forgetSpend, newestLedger, totals } from '../../store/ledger';
import { clearKept, keepWithinDays, measureKept } from '../../store/lifecycle';
import { mergeChunk } from '../../store/restore';
import type { CostNow } from '../shared/answers';
import { apiKey } from '../shared/api-key';
import { announceKept, announceNotKept, type KeptChange } from '../shared/kept-news';
import type { CostRequest } from '../shared/messages';
import { defaultWatchedSnapshots } from '../shared/settings';
import type { ApiSettings, PathStyleSetting, Preferences } from '../shared/settings-schema';
import {
  apiSettings,
  baseUrl,
  changesShownAt,
  pathStyle,
  preferences,
  styleFor,
  watched,
} from '../shared/storage';
import { storedPathStyle } from '../shared/stored-writes';
import { afterWake } from './after-wake';
import { createApiService } from './api-service';
import { createBatches } from './batch';
import { keptConnection } from './db-connection';
import type { BackgroundHandlers } from './handlers';
import { createLoadAll } from './load-all';
import { keepProblem, recordProblem } from './problems';
import { scheduleRetention } from './retention';
import { notifyMoved, openChangesOnClick, showMovedOnToolbar } from './watch-news';
import { createWatchRuns, refreshAlarm } from './watch-runs';

const db = keptConnection((terminated) => openStore(undefined, undefined, terminated));

/**
 * Everything the history's days bound lets go of what is older (see lib/store/kept-stores.ts); a
 * watched thing keeps its newest snapshots past them, as many as the settings say.
 */
async function keepWithin(settings: ApiSettings): Promise<void> {
  if (typeof settings.historyDays !== 'number') return;
  const things = await watched.getValue();
  const removed = await keepWithinDays(await db(), Date.now() - settings.historyDays * 86_400_000, {
    keys: new Set(things.map((thing) => thing.key)),
    newest: settings.watchedSnapshots ?? defaultWatchedSnapshots,
  });
  const news = keptChanges(
    (Object.keys(removed) as KeptKind[]).filter((kind) => (removed[kind] ?? 0) > 0),
  );
  if (news.length > 0) announceKept(...news);
}

/** What the views are told when kinds of kept data change. */
const keptChanges = (kinds: readonly KeptKind[]): KeptChange[] => [
  ...new Set(
    kinds.flatMap((kind): KeptChange[] =>
      kind === 'history'
        ? ['history']
        : kind === 'cache'
          ? ['cache']
          : kind === 'loadAll' || kind === 'batches'
            ? ['jobs']
            : kind === 'spending'
              ? ['ledger']
              : [],
    ),
  ),
];

/** What the views are told when a part of a backup was merged. */
const restoredChange: Record<ChunkStore, KeptChange> = {
  history: 'history',
  ledger: 'ledger',
  cache: 'cache',
  jobs: 'jobs',
  jobPages: 'jobs',
  batches: 'jobs',
  batchRows: 'jobs',
  batchAnswers: 'jobs',
};

/**
 * The handlers of every message but the content scripts' page report. `titleOf` names a result in
 * the history (what its view shows as its name).
 */
export function startApiService({
  titleOf,
  countsOf,
}: {
  titleOf: TitleOf;
  countsOf: CountsOf;
}): Omit<BackgroundHandlers, 'reportPage'> {
  // Calls a previous worker left on the wire go in the ledger before any new call is made (the
  // views that waited for them were told "interrupted" when it died). The cache's uses are read
  // meanwhile, rather than when the first answer is kept. Started by the first handler that
  // needs it, or once the worker has answered what woke it (see after-wake.ts).
  let recovery: Promise<unknown> | undefined;
  const recovered = () =>
    (recovery ??= db()
      .then((opened) =>
        Promise.all([
          settleInterrupted(opened).then((settled) => settled > 0 && announceKept('ledger')),
          Promise.all([
            interruptJobs(opened, 'jobs', Date.now()),
            interruptJobs(opened, 'batches', Date.now()),
          ]).then(([jobs, batches]) => jobs + batches > 0 && announceKept('jobs')),
          cacheUses(opened),
        ]),
      )
      .catch(recordProblem('settlingAfterRestart')));
  // Results kept before the history had summaries get theirs (the list waits for it).
  let indexing: Promise<unknown> | undefined;
  const indexed = () =>
    (indexing ??= db()
      .then((opened) => indexHistory(opened, titleOf, countsOf))
      .catch(recordProblem('summarisingHistory')));
  // `getValue` waits for an item's migrations; `storage.getItems` does not, so it waits for these.
  const migrated = Promise.all([preferences.getValue(), apiSettings.getValue()]).catch(
    recordProblem('readingSettings'),
  );
  // What a price is computed from, said to the views on their channel (they hold no storage
  // listeners of their own: see kept-news.ts).
  for (const item of [apiKey, baseUrl, preferences, apiSettings, pathStyle] as const)
    item.watch(() => announceKept('settings'));
  const service = createApiService({
    db,
    titleOf,
    countsOf,
    kept: announceKept,
    notKept: announceNotKept,
    sample: async (id) => {
      const response = await fetch(browser.runtime.getURL(`/${sampleFile(id)}` as PublicPath));
      return response.json();
    },
    settings: async () => {
      await migrated;
      // One read of storage for the five items, not five.
      const [key, base, prefs, api, style] = (
        await storage.getItems([apiKey, baseUrl, preferences, apiSettings, pathStyle])
      ).map((item) => item.value) as [
        string,
        string,
        Preferences,
        ApiSettings,
        PathStyleSetting | null,
      ];
      const known = styleFor(style, base);
      return {
        apiKey: key,
        baseUrl: base,
        ...(known ? { pathStyle: known.style } : {}),
        // Without a key there is nothing to call with: the samples answer, marked as demo data.
        demo: prefs.demoData || key.trim() === '',
        api,
      };
    },
  });
  // A job counts what each of its calls is charged, one that joins a call in flight too: to its
  // cap, only demo data and the cache are free.
  const jobCostNow = async (request: CostRequest): Promise<CostNow> => {
    const cost = await service.costNow(request);
    return cost.free === 'inFlight' ? { free: null } : cost;
  };
  const loadAll = createLoadAll({
    db,
    call: (request, how) => service.call(request, how),
    costNow: jobCostNow,
    changed: () => announceKept('jobs'),
  });
  const batches = createBatches({
    db,
    titleOf,
    countsOf,
    call: (request, how) => service.call(request, how),
    costNow: jobCostNow,
    changed: () => announceKept('jobs'),
  });
  const watchRuns = createWatchRuns({
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
    heldFetchedAt: (key) => service.heldFetchedAt(key),
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
  // The alarm is the only wake: listened for in the worker's first turn, so it starts the worker.
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === refreshAlarm)
      void watchRuns.wake().catch(recordProblem('refreshingWatched'));
  });
  void scheduleRetention(keepWithin, recordProblem('keepingWithinDays'));
  openChangesOnClick();
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
    recovered().then(reschedule, reschedule);
    indexed().then(recount, recount);
  });
  return {
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
    listHistory: async (query) => {
      await indexed();
      return listHistory(await db(), query);
    },
    deleteHistory: async ({ id }) => {
      await deleteHistory(await db(), id);
      announceKept('history');
      return { deleted: true };
    },
    setupState: async () => {
      const [key, prefs] = await Promise.all([apiKey.getValue(), preferences.getValue()]);
      return { hasKey: key.trim() !== '', demo: prefs.demoData || key.trim() === '' };
    },
    getHistory: async ({ id }) => (await getHistory(await db(), id)) ?? null,
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
    batchAnswers: async ({ batchId }) =>
      Object.fromEntries(await batchAnswers(await db(), batchId)),
    watchedChanges: async () => {
      await indexed();
      const [{ changes, newestAt }, spent] = await Promise.all([
        watchRuns.watchedNow(),
        db().then((opened) => automaticSpent(opened)),
      ]);
      return { changes, automaticSpent: spent, newestAt };
    },
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
    restoreChunk: async (chunk) => {
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
    },
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
}
