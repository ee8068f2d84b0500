/**
 * Jobs against the local fake with a fixed latency, each measured against the limit that latency
 * sets in the same run: a batch of 100 pages 3 at a time against 100 / 3 × the latency; Load all of
 * 20 pages against the sum of its requests' own durations (no idle gaps); and, while a 1,000-page
 * batch runs, the longest frame of the batch page and of the panel, and the batch page's heap.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { askBackground, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import type { Row } from './report';

interface BatchState {
  batch: { running: boolean; startedAt: number; updatedAt: number; done: number; rows: number };
}

/** YouTube video ids (11 characters) that differ from each other and from every sample's. */
const videoIds = (count: number, salt: string) =>
  Array.from(
    { length: count },
    (_, index) => `${salt}${String(index).padStart(11 - salt.length, '0')}`,
  );

const lines = (ids: readonly string[]) =>
  ids.map((videoId) => ({
    url: `https://www.youtube.com/watch?v=${videoId}`,
    id: 'video.video',
    params: { videoId },
  }));

async function settledBatch(view: Page, batchId: number): Promise<BatchState['batch']> {
  for (;;) {
    const state = await askBackground<BatchState | null>(view, 'batchState', { batchId });
    if (state && !state.batch.running) return state.batch;
    await view.waitForTimeout(100);
  }
}

/**
 * The longest frame and the long tasks of a page from now until `until` resolves, counted in
 * whole refreshes of the display, as the scroll rows count them.
 */
async function framesWhile(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as {
      frames?: { worst: number; longTasks: number; stop: boolean };
    };
    const state = { worst: 0, longTasks: 0, stop: false };
    watch.frames = state;
    new PerformanceObserver((list) => {
      state.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask' });
    let last = performance.now();
    const tick = (now: number) => {
      state.worst = Math.max(state.worst, now - last);
      last = now;
      if (!state.stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
  return async () =>
    page.evaluate(() => {
      const watch = window as unknown as {
        frames: { worst: number; longTasks: number; stop: boolean };
      };
      watch.frames.stop = true;
      // Timestamps are coarsened: a frame is a whole number of 60 Hz refreshes.
      const refresh = 1000 / 60;
      return {
        worst: Math.max(1, Math.round(watch.frames.worst / refresh)) * refresh,
        longTasks: watch.frames.longTasks,
      };
    });
}

async function heapMegabytes(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

export async function jobRows(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
): Promise<Row[]> {
  const rows: Row[] = [];
  const page = (path: string) =>
    context.newPage().then(async (view) => {
      await view.goto(`chrome-extension://${extensionId}/${path}`);
      return view;
    });

  // A batch of 100 pages, 3 at a time, every answer 500 ms away.
  {
    const latency = 500;
    const fake = await startFakeApi({ latency: { video: latency } });
    try {
      await useService(sw, fake.url, fake.key);
      const view = await page('batch.html');
      const started = await askBackground<{ ok: true; batch: { id: number } }>(view, 'startBatch', {
        rows: lines(videoIds(100, 'b')),
        cap: 100_000,
        concurrency: 3,
      });
      const batch = await settledBatch(view, started.batch.id);
      const took = batch.updatedAt - batch.startedAt;
      const limit = (100 / 3) * latency;
      rows.push({
        group: 'jobs',
        name: `a batch of 100 pages, 3 at a time, ${latency} ms each, against ${Math.round(limit)} ms (100 / 3 × ${latency} ms): took ${took} ms`,
        value: took / limit,
        unit: '×',
        budget: 1.15,
        note: `${batch.done} of ${batch.rows} done`,
      });
      await view.close();
    } finally {
      await fake.close();
    }
  }

  // Load all of 20 pages: the job's time against its requests' own.
  {
    const fake = await startFakeApi({ latency: { video: 500 }, pageCount: 20 });
    try {
      await useService(sw, fake.url, fake.key);
      const view = await page('sidepanel.html');
      const params = { videoId: 'LoadAll0001' };
      const started = await askBackground<{ ok: true; job: { id: number } }>(view, 'loadAll', {
        id: 'video.comments',
        params,
        cap: 100_000,
      });
      let job: { running: boolean; startedAt: number; updatedAt: number; pages: number } | null =
        null;
      for (;;) {
        job = await askBackground(view, 'findJob', { id: 'video.comments', params });
        if (job && !job.running) break;
        await view.waitForTimeout(100);
      }
      const took = job.updatedAt - job.startedAt;
      const own = fake.requests.reduce((sum, request) => sum + (request.handledMs ?? 0), 0);
      rows.push({
        group: 'jobs',
        name: `Load all of ${job.pages} pages (500 ms each): ${took} ms against its requests' own ${Math.round(own)} ms`,
        value: took / own,
        unit: '×',
        budget: 1.1,
        note: `job ${started.job.id}, ${fake.requests.length} requests`,
      });
      await view.close();
    } finally {
      await fake.close();
    }
  }

  // A 1,000-page batch, 50 ms an answer: the batch page and the panel stay smooth and small.
  {
    const fake = await startFakeApi({ latency: { video: 50 } });
    try {
      await useService(sw, fake.url, fake.key);
      const batchPage = await page('batch.html');
      const panel = await page('sidepanel.html');
      await panel.setViewportSize({ width: 400, height: 900 });
      const [batchFrames, panelFrames] = await Promise.all([
        framesWhile(batchPage),
        framesWhile(panel),
      ]);
      const started = await askBackground<{ ok: true; batch: { id: number } }>(
        batchPage,
        'startBatch',
        {
          rows: lines(videoIds(1000, 'k')),
          cap: 100_000,
          concurrency: 3,
        },
      );
      const heaps: number[] = [];
      let batch: BatchState['batch'];
      for (;;) {
        heaps.push(await heapMegabytes(context, batchPage));
        const state = await askBackground<BatchState | null>(batchPage, 'batchState', {
          batchId: started.batch.id,
        });
        if (state && !state.batch.running) {
          batch = state.batch;
          break;
        }
        await batchPage.waitForTimeout(1000);
      }
      const [onBatch, onPanel] = await Promise.all([batchFrames(), panelFrames()]);
      const heap = Math.max(...heaps);
      rows.push(
        {
          group: 'jobs',
          name: 'a 1,000-page batch (50 ms an answer): longest frame of the batch page',
          value: onBatch.worst,
          unit: 'ms',
          budget: 50,
          note: `${batch.done} of ${batch.rows} done in ${batch.updatedAt - batch.startedAt} ms; long tasks ${onBatch.longTasks}`,
        },
        {
          group: 'jobs',
          name: 'a 1,000-page batch: longest frame of the panel',
          value: onPanel.worst,
          unit: 'ms',
          budget: 50,
          note: `long tasks ${onPanel.longTasks}`,
        },
        {
          group: 'jobs',
          name: 'a 1,000-page batch: the batch page’s heap, at most',
          value: heap,
          unit: 'MB',
          budget: 50,
          note: `${heaps.length} samples, one a second`,
        },
      );
      await Promise.all([batchPage.close(), panel.close()]);
    } finally {
      await fake.close();
    }
  }
  return rows;
}
