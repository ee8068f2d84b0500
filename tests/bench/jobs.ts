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
export const videoIds = (count: number, salt: string) =>
  Array.from(
    { length: count },
    (_, index) => `${salt}${String(index).padStart(11 - salt.length, '0')}`,
  );

export const lines = (ids: readonly string[]) =>
  ids.map((videoId) => ({
    url: `https://www.youtube.com/watch?v=${videoId}`,
    id: 'video.video',
    params: { videoId },
  }));

export async function settledBatch(view: Page, batchId: number): Promise<BatchState['batch']> {
  for (;;) {
    const state = await askBackground<BatchState | null>(view, 'batchState', { batchId });
    if (state && !state.batch.running) return state.batch;
    await view.waitForTimeout(100);
  }
}

/** A batch as its database keeps it, read in the worker. */
const storedBatch = (sw: Worker, batchId: number) =>
  sw.evaluate(
    (id) =>
      new Promise<BatchState['batch']>((resolve, reject) => {
        const opening = indexedDB.open('sidelight');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const read = db.transaction('batches').objectStore('batches').get(id);
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            resolve(read.result as BatchState['batch']);
          };
        };
      }),
    batchId,
  );

/** What a page did while a job ran, read in the page (the debugger's reads would pause it). */
interface Watch {
  /** The longest gap between two frames, whatever held it up. */
  gap: number;
  /** The longest frame of the page's own making: its scripts and rendering in a long frame. */
  ownFrame: number;
  /** The longest long frame, waits for the machine included. */
  waitedFrame: number;
  ownFrames: number;
  longTasks: number;
  heap: number;
  stop: boolean;
}

/**
 * Watches a page from now until the function it returns is called: the longest frame of its own
 * making (what its scripts, style and layout took; a frame held up by the rest of a 2-core machine
 * is reported beside it), its long tasks, and its most heap, read once a second.
 */
async function framesWhile(page: Page) {
  await page.evaluate(() => {
    const memory = () =>
      (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
      0;
    const state: Watch = {
      gap: 0,
      ownFrame: 0,
      waitedFrame: 0,
      ownFrames: 0,
      longTasks: 0,
      heap: memory(),
      stop: false,
    };
    (window as unknown as { watch: Watch }).watch = state;
    new PerformanceObserver((list) => {
      state.longTasks += list.getEntries().length;
    }).observe({ type: 'longtask' });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        // The frame's own work: its scripts, then its style, layout and paint; not the time it
        // waited for a turn of the machine.
        const frame = entry as PerformanceEntry & {
          renderStart: number;
          scripts: { duration: number }[];
        };
        const scripts = frame.scripts.reduce((sum, script) => sum + script.duration, 0);
        const rendering =
          frame.renderStart > 0 ? frame.startTime + frame.duration - frame.renderStart : 0;
        const own = scripts + rendering;
        if (own >= 50) state.ownFrames += 1;
        state.ownFrame = Math.max(state.ownFrame, own);
        state.waitedFrame = Math.max(state.waitedFrame, frame.duration);
      }
    }).observe({ type: 'long-animation-frame' });
    let last = performance.now();
    const tick = (now: number) => {
      state.gap = Math.max(state.gap, now - last);
      if (Math.floor(now / 1000) !== Math.floor(last / 1000))
        state.heap = Math.max(state.heap, memory());
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
      const state = (window as unknown as { watch: Watch }).watch;
      state.stop = true;
      return { ...state, heapMegabytes: state.heap / 1024 / 1024 };
    });
}

/** A frame's row: the longest of the page's own frames, or one refresh when none was long. */
const frameValue = (watch: Watch) => Math.max(1000 / 60, watch.ownFrame);
const frameNote = (watch: Watch) =>
  `${watch.ownFrames} frames of its own over 50 ms, ${watch.longTasks} long tasks; longest frame waits included ${Math.round(watch.waitedFrame)} ms, longest gap between frames ${Math.round(watch.gap)} ms`;

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
      // The extension's pages share one process and one heap: the settings page that opened on
      // install (following every call's spending) would be counted as the batch page's.
      for (const open of context.pages())
        if (open.url().includes('/options.html')) await open.close();
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
      // Read in the worker, from its database: the extension's pages share one process and heap,
      // and a read through a page would count the bench's own copies of the rows.
      let batch: BatchState['batch'];
      for (;;) {
        batch = await storedBatch(sw, started.batch.id);
        if (!batch.running) break;
        await batchPage.waitForTimeout(1000);
      }
      const [onBatch, onPanel] = await Promise.all([batchFrames(), panelFrames()]);
      const heap = Math.max(onBatch.heapMegabytes, await heapMegabytes(context, batchPage));
      rows.push(
        {
          group: 'jobs',
          name: "a 1,000-page batch (50 ms an answer): the batch page's longest frame of its own",
          value: frameValue(onBatch),
          unit: 'ms',
          budget: 50,
          note: `${batch.done} of ${batch.rows} done in ${batch.updatedAt - batch.startedAt} ms; ${frameNote(onBatch)}`,
        },
        {
          group: 'jobs',
          name: "a 1,000-page batch: the panel's longest frame of its own",
          value: frameValue(onPanel),
          unit: 'ms',
          budget: 50,
          note: frameNote(onPanel),
        },
        {
          group: 'jobs',
          name: 'a 1,000-page batch: the batch page’s heap, at most (the panel beside it shares its process and heap)',
          value: heap,
          unit: 'MB',
          budget: 50,
          note: 'read once a second while it runs, and after it; no settings page open',
        },
      );
      await Promise.all([batchPage.close(), panel.close()]);
    } finally {
      await fake.close();
    }
  }
  return rows;
}
