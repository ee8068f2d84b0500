/**
 * What the worker's size costs a person: the worker woken from stopped to its first answer, a
 * cached call, against a floor worker that opens the same database and answers the same message
 * (floor-worker-entry.ts), both asked from a blank page of their own extension, in one browser.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { askBackground, chromeBuild, launchWithExtension, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import { blankPage, withFloorWorker } from './floor';
import { median, type Row } from './report';

const rounds = 10;
/** `chrome-extension://<id>` (Node's URL gives such an address no origin). */
const extensionOf = (address: string) => `chrome-extension://${new URL(address).host}`;

const call = { id: 'video.video', params: { videoId: 'wakecached1' } };

/** Both extensions' workers, once both have registered. */
async function bothWorkers(context: BrowserContext): Promise<{ sidelight: Worker; floor: Worker }> {
  const find = (file: string) => context.serviceWorkers().find((sw) => sw.url().endsWith(file));
  for (;;) {
    const sidelight = find('/background.js');
    const floor = find('/worker.js');
    if (sidelight && floor) return { sidelight, floor };
    await context.waitForEvent('serviceworker');
  }
}

/** Stops the page's extension's worker, and gives once the browser says it has stopped. */
async function stopWorker(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const origin = extensionOf(page.url());
  try {
    const stopped = new Promise<void>((resolve) => {
      cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
        const own = versions.filter((version) => version.scriptURL.startsWith(origin));
        if (own.length > 0 && own.every((version) => version.runningStatus === 'stopped'))
          resolve();
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await stopped;
  } finally {
    await cdp.detach();
  }
}

/** From the page: connect, ask for the cached answer, and take the reply; its time and source. */
const askCached = (page: Page) =>
  page.evaluate(async (asked) => {
    const start = performance.now();
    const reply = await new Promise<{ ok?: { ok?: boolean; source?: string } }>((resolve) => {
      const port = chrome.runtime.connect({ name: 'sidelight:request' });
      port.onMessage.addListener((answer) => {
        port.disconnect();
        resolve(answer);
      });
      port.postMessage({
        sidelight: 1,
        type: 'callApi',
        data: { ...asked, requestId: crypto.randomUUID(), only: 'cache' },
      });
    });
    return { ms: performance.now() - start, source: reply.ok?.ok ? reply.ok.source : undefined };
  }, call);

export async function wakeRows(): Promise<Row[]> {
  const dirs = await withFloorWorker(chromeBuild);
  const context = await launchWithExtension(dirs.sidelight, '', [dirs.floor]);
  const fake = await startFakeApi();
  try {
    const workers = await bothWorkers(context);
    const blank = async (sw: Worker) => {
      const page = await context.newPage();
      await page.goto(`${extensionOf(sw.url())}/${blankPage}`);
      return page;
    };
    const [sidelight, floor] = [await blank(workers.sidelight), await blank(workers.floor)];
    // The settings page opened on install talks to the worker: only the bench's asks wake it.
    for (const open of context.pages())
      if (open.url().includes('/options.html')) await open.close();
    await useService(workers.sidelight, fake.url, fake.key);
    await askBackground(sidelight, 'callApi', call);
    const key = await askBackground<string>(sidelight, 'callKey', call);
    const entry = await workers.sidelight.evaluate(
      (cacheKey) =>
        new Promise((resolve, reject) => {
          const opening = indexedDB.open('sidelight');
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const read = opening.result.transaction('cache').objectStore('cache').get(cacheKey);
            read.onerror = () => reject(read.error);
            read.onsuccess = () => {
              opening.result.close();
              resolve(read.result);
            };
          };
        }),
      key,
    );
    await askBackground(floor, 'seed', entry);

    const times = { sidelight: [] as number[], floor: [] as number[] };
    const sources = new Set<string | undefined>();
    for (let round = 0; round < rounds; round++)
      for (const [name, page] of [
        ['sidelight', sidelight],
        ['floor', floor],
      ] as const) {
        await stopWorker(context, page);
        const { ms, source } = await askCached(page);
        times[name].push(ms);
        sources.add(source);
      }
    const [own, least] = [median(times.sidelight), median(times.floor)];
    return [
      {
        group: 'background',
        name: `woken from stopped to its first answer, a cached call (${own.toFixed(0)} ms), against a worker that only opens the same database and answers the same message (${least.toFixed(0)} ms)`,
        value: own / least,
        unit: '×',
        budget: 1.5,
        check: sources.size === 1 && sources.has('cache') ? undefined : false,
        note: `medians of ${rounds}, each worker stopped before each ask; answered from ${[...sources].join(', ')}`,
      },
    ];
  } finally {
    await fake.close();
    await context.close();
  }
}
