/**
 * The API service as the background runs it: settings from storage, the database (where calls in
 * flight are noted, so a restarted worker knows which were interrupted), and the message handlers
 * views use.
 */

import type { PublicPath } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { sampleFile } from '../../api/sample-files';
import { openStore } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import type { CostNow } from '../shared/answers';
import { apiKey } from '../shared/api-key';
import { announceKept, announceNotKept } from '../shared/kept-news';
import type { CostRequest } from '../shared/messages';
import type { ApiSettings, PathStyleSetting, Preferences } from '../shared/settings-schema';
import { apiSettings, baseUrl, pathStyle, preferences, styleFor } from '../shared/storage';
import { serviceHandlers } from './api-handlers';
import { createApiService, type ServiceSettings } from './api-service';
import { createBatches } from './batch';
import { keptConnection } from './db-connection';
import type { BackgroundHandlers } from './handlers';
import { createLoadAll } from './load-all';
import { recordProblem } from './problems';
import { keepWithinHistoryDays, scheduleRetention } from './retention';
import { startWork } from './start-work';
import { openChangesOnClick } from './watch-news';
import { startWatchedRuns } from './watched-wiring';

const db = keptConnection((terminated) => openStore(undefined, undefined, terminated));

/** The service's settings, read from storage once `migrated` has run its items' migrations. */
const readServiceSettings = async (migrated: Promise<unknown>): Promise<ServiceSettings> => {
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
};

/** The demo answer of an endpoint: its sample, bundled with the extension. */
const bundledSample = async (id: string): Promise<unknown> => {
  const response = await fetch(browser.runtime.getURL(`/${sampleFile(id)}` as PublicPath));
  return response.json();
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
  const { recovered, indexed } = startWork(db, { titleOf, countsOf });
  // Opened in the worker's first turn, before any page can open it by name: nearly every answer
  // reads it, so the first one waits less.
  db()
    // Each handler that reads the database awaits it, and hears its failure there.
    .catch(() => undefined);
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
    sample: bundledSample,
    settings: () => readServiceSettings(migrated),
  });
  // A job counts what each of its calls is charged, one that joins a call in flight too: to its
  // cap, only demo data and the cache are free.
  const jobCostNow = async (request: CostRequest): Promise<CostNow> => {
    const cost = await service.costNow(request);
    return cost.free === 'inFlight' ? { free: null } : cost;
  };
  const jobDeps = {
    db,
    call: service.call,
    costNow: jobCostNow,
    changed: () => announceKept('jobs'),
  };
  const loadAll = createLoadAll(jobDeps);
  const batches = createBatches({ ...jobDeps, titleOf, countsOf });
  void scheduleRetention(keepWithinHistoryDays(db), recordProblem('keepingWithinDays'));
  openChangesOnClick();
  const watchRuns = startWatchedRuns({
    db,
    migrated,
    heldFetchedAt: service.heldFetchedAt,
    batches,
    recovered,
    indexed,
  });
  return serviceHandlers({ db, service, loadAll, batches, watchRuns, recovered, indexed });
}
