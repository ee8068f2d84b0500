/**
 * The API service as the background runs it: settings from storage, the database, calls in flight
 * noted in session storage (so a restarted worker knows which were interrupted), and the message
 * handlers views use.
 */

import type { PublicPath } from 'wxt/browser';
import { browser } from 'wxt/browser';
import { sampleFile } from '../api/samples/files';
import { clearCache } from '../store/cache';
import { openStore, type SidelightDb } from '../store/db';
import {
  clearHistory,
  deleteHistory,
  getHistory,
  listHistory,
  pruneHistory,
} from '../store/history';
import { ledgerEntries, recordCall, totals } from '../store/ledger';
import { apiKey } from './api-key';
import { createApiService, type InFlightLog } from './api-service';
import type { BackgroundHandlers } from './handlers';
import { apiSettings, baseUrl, preferences } from './storage';

let database: Promise<SidelightDb> | undefined;
const db = () => {
  database ??= openStore();
  return database;
};

const prefix = 'call:';

const inFlight: InFlightLog = {
  add: (key, call) => browser.storage.session.set({ [`${prefix}${key}`]: call }),
  remove: (key) => browser.storage.session.remove(`${prefix}${key}`),
};

type NotedCall = Parameters<InFlightLog['add']>[1];

/**
 * Calls a previous worker left on the wire were interrupted: the ledger says so (they may have
 * been charged), and they are forgotten. Views that waited got "interrupted" when the worker died.
 */
async function settleInterrupted(): Promise<void> {
  const noted = await browser.storage.session.get(null);
  const keys = Object.keys(noted).filter((key) => key.startsWith(prefix));
  for (const key of keys) {
    const call = noted[key] as NotedCall;
    await recordCall(await db(), {
      at: call.startedAt,
      endpointId: call.endpointId,
      params: call.params,
      price: call.price,
      outcome: 'interrupted',
    });
  }
  if (keys.length > 0) await browser.storage.session.remove(keys);
}

/** The history keeps results for the days the settings say (or until deleted). */
async function keepHistoryWithin(settings: { historyDays?: number | null }): Promise<void> {
  if (typeof settings.historyDays === 'number') {
    await pruneHistory(await db(), Date.now() - settings.historyDays * 86_400_000);
  }
}

export function startApiService(): Pick<
  BackgroundHandlers,
  | 'callApi'
  | 'cancelCall'
  | 'creditTotals'
  | 'listHistory'
  | 'deleteHistory'
  | 'setupState'
  | 'getHistory'
  | 'listLedger'
  | 'clearCache'
  | 'clearHistory'
> {
  const recovered = settleInterrupted().catch(() => undefined);
  const service = createApiService({
    db,
    inFlight,
    sample: async (id) => {
      const response = await fetch(browser.runtime.getURL(`/${sampleFile(id)}` as PublicPath));
      return response.json();
    },
    settings: async () => {
      const [key, base, prefs, api] = await Promise.all([
        apiKey.getValue(),
        baseUrl.getValue(),
        preferences.getValue(),
        apiSettings.getValue(),
      ]);
      // Without a key there is nothing to call with: the samples answer, marked as demo data.
      return { apiKey: key, baseUrl: base, demo: prefs.demoData || key.trim() === '', api };
    },
  });
  return {
    callApi: async (request) => {
      await recovered;
      const result = await service.call(request);
      await keepHistoryWithin(await apiSettings.getValue());
      return result;
    },
    cancelCall: ({ requestId }) => ({ cancelled: service.cancel(requestId) }),
    creditTotals: async () => totals(await db()),
    listHistory: async (query) => listHistory(await db(), query),
    deleteHistory: async ({ id }) => {
      await deleteHistory(await db(), id);
      return { deleted: true };
    },
    setupState: async () => {
      const [key, prefs] = await Promise.all([apiKey.getValue(), preferences.getValue()]);
      return { hasKey: key.trim() !== '', demo: prefs.demoData || key.trim() === '' };
    },
    getHistory: async ({ id }) => (await getHistory(await db(), id)) ?? null,
    listLedger: async ({ limit = 500 }) =>
      (await ledgerEntries(await db())).reverse().slice(0, limit),
    clearCache: async () => {
      await clearCache(await db());
      return { cleared: true };
    },
    clearHistory: async () => {
      await clearHistory(await db());
      return { cleared: true };
    },
  };
}
