/**
 * Automatic refreshes over a service suite's database and settings: the API service, the batches
 * and the watched things' runs wired as the background wires them, for the tests of the runs.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { spendOf } from '@/lib/areas';
import { resultCounts, resultTitle } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService } from '@/lib/extension/background/api-service';
import { createBatches } from '@/lib/extension/background/batch';
import { createWatchRuns } from '@/lib/extension/background/watch-runs';
import { batchRows, getBatch } from '@/lib/store/batches';
import type { ServiceSuite } from './service-suite';

export function watchRunsOver(suite: ServiceSuite) {
  const service = createApiService({
    db: async () => suite.db,
    settings: async () => suite.settings,
    sample: async (id) => sampleOf(id),
    titleOf: resultTitle,
    countsOf: resultCounts,
  });
  const batches = createBatches({
    db: async () => suite.db,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
  });
  const moved = vi.fn();
  const runs = createWatchRuns({
    db: async () => suite.db,
    settings: async () => suite.settings,
    priceOf: (thing) => spendOf([thing]),
    heldFetchedAt: (key) => service.heldFetchedAt(key),
    startBatch: (request, how) => batches.start(request, how),
    batchFinished: (id) => batches.finished(id),
    batchState: async (id) => {
      const batch = await getBatch(suite.db, id);
      return batch ? { batch, rows: await batchRows(suite.db, id) } : undefined;
    },
    moved,
  });
  return { service, batches, runs, moved };
}

/**
 * Before each test: nothing watched and no alarm, the clock (dates alone) at `start`, and a
 * monthly cap for automatic refreshes, so they run.
 */
export function scheduleFrom(suite: ServiceSuite, start: number) {
  beforeEach(async () => {
    await fakeBrowser.storage.local.clear();
    await fakeBrowser.alarms.clearAll();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    suite.settings = { ...suite.settings, api: { ...suite.settings.api, automaticCap: 1000 } };
  });
  afterEach(() => vi.useRealTimers());
}
