/**
 * What the browser grants Sidelight and what a big batch takes of it: the quota and usage that
 * `navigator.storage.estimate()` reports and whether the storage is persisted, before and after
 * a 1,000-page batch of comments against the local fake. The batch must fit in what is granted.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { askBackground, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import type { Row } from './report';

interface Estimate {
  quota: number;
  usage: number;
  persisted: boolean;
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** What an extension page reads of its origin's storage. */
const estimateIn = (view: Page): Promise<Estimate> =>
  view.evaluate(async () => {
    const { quota = 0, usage = 0 } = await navigator.storage.estimate();
    return { quota, usage, persisted: await navigator.storage.persisted() };
  });

/** Lines of comments of a thousand different videos (ids of 11 characters, none a sample's). */
const commentLines = (count: number) =>
  Array.from({ length: count }, (_, index) => {
    const videoId = `q${String(index).padStart(10, '0')}`;
    return {
      url: `https://www.youtube.com/watch?v=${videoId}`,
      id: 'video.comments',
      params: { videoId },
    };
  });

export async function quotaRows(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
): Promise<Row[]> {
  const fake = await startFakeApi();
  const view = await context.newPage();
  try {
    await useService(sw, fake.url, fake.key);
    await view.goto(`chrome-extension://${extensionId}/batch.html`);
    const before = await estimateIn(view);
    const started = await askBackground<{ ok: true; batch: { id: number } }>(view, 'startBatch', {
      rows: commentLines(1000),
      cap: 1_000_000,
      concurrency: 10,
    });
    let done = 0;
    for (;;) {
      const state = await askBackground<{ batch: { running: boolean; done: number } } | null>(
        view,
        'batchState',
        { batchId: started.batch.id },
      );
      if (state && !state.batch.running) {
        done = state.batch.done;
        break;
      }
      await view.waitForTimeout(500);
    }
    const after = await estimateIn(view);
    const taken = after.usage - before.usage;
    return [
      {
        group: 'storage',
        name: `what the browser grants Sidelight (navigator.storage.estimate()), ${after.persisted ? 'persisted' : 'not persisted'}`,
        value: megabytes(after.quota),
        unit: 'MB',
      },
      {
        group: 'storage',
        name: `a 1,000-page batch of comments (${done} pages done) takes, of the ${Math.round(megabytes(after.quota)).toLocaleString('en-US')} MB granted`,
        value: megabytes(taken),
        unit: 'MB',
        check: done === 1000 && after.usage <= after.quota,
        note: `usage ${megabytes(before.usage).toFixed(1)} MB before, ${megabytes(after.usage).toFixed(1)} MB after`,
      },
    ];
  } finally {
    await view.close();
    await fake.close();
  }
}
