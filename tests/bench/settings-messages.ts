/**
 * What the settings page asks the background while a batch runs: each result kept is word that the
 * history changed, and Watched reads what moved and every thing's last look in one message, at
 * most twice a second, however many things are watched. A 100-page batch whose pages are 20
 * watched things' and 80 others', the settings open beside it; its messages counted in the page,
 * by kind, from the batch's start to its end.
 */
import type { Page } from '@playwright/test';
import type { WatchedThing } from '../../lib/extension/shared/storage';
import { askBackground, launchWithExtension, useService } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import { lines, settledBatch, videoIds } from './jobs';
import type { Row } from './report';
import { settingsOpenAt } from './years';

const pages = 100;
const watchedCount = 20;
const latency = 50;
/** What Watched asks: its news (and, before it was one message, each thing's snapshots). */
const aboutWatched = ['watchedChanges', 'snapshots'];

/** Installed in the settings page before its scripts: every request it posts, by kind and time. */
function countRequests() {
  const sent: { type: string; at: number }[] = [];
  (window as unknown as { sent: typeof sent }).sent = sent;
  const connect = chrome.runtime.connect.bind(chrome.runtime);
  chrome.runtime.connect = ((...args: Parameters<typeof chrome.runtime.connect>) => {
    const port = connect(...args);
    const post = port.postMessage.bind(port);
    port.postMessage = (message: { type?: string }) => {
      sent.push({ type: message?.type ?? '?', at: performance.now() });
      post(message);
    };
    return port;
  }) as typeof chrome.runtime.connect;
}

const sentBetween = (settings: Page, from: number, to: number) =>
  settings.evaluate(
    ([start, end]) =>
      (window as unknown as { sent: { type: string; at: number }[] }).sent
        .filter((one) => one.at >= start && one.at <= end)
        .map((one) => one.type),
    [from, to] as const,
  );

export async function settingsMessageRows(): Promise<Row[]> {
  const fake = await startFakeApi({ latency: { video: latency } });
  const context = await launchWithExtension();
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(sw.url()).host;
    await useService(sw, fake.url, fake.key);
    const batchPage = await context.newPage();
    await batchPage.goto(`chrome-extension://${extensionId}/batch.html`);
    const rows = lines(videoIds(pages, 'm'));
    const things: WatchedThing[] = await Promise.all(
      rows.slice(0, watchedCount).map(async (line) => ({
        key: await askBackground<string>(batchPage, 'callKey', {
          id: line.id,
          params: line.params,
        }),
        endpointId: line.id,
        params: line.params,
        url: line.url,
        title: `Watched ${line.params.videoId}`,
        addedAt: Date.now(),
      })),
    );
    await sw.evaluate((list) => chrome.storage.local.set({ watched: list }), things);

    const settings = await context.newPage();
    await settings.addInitScript(countRequests);
    await settings.setViewportSize({ width: 1280, height: 900 });
    await settings.goto(`chrome-extension://${extensionId}/options.html`);
    await settings.waitForFunction(settingsOpenAt, undefined, { polling: 'raf' });

    const from = await settings.evaluate(() => performance.now());
    const started = await askBackground<{ ok: true; batch: { id: number } }>(
      batchPage,
      'startBatch',
      { rows, cap: 100_000, concurrency: 3 },
    );
    const batch = await settledBatch(batchPage, started.batch.id);
    // The last word is followed by a read: every watched thing ends on today's look.
    await settings.waitForFunction(
      (count) =>
        [...document.querySelectorAll('[data-testid="watched"] .sl-watched__title + .sl-muted')]
          .map((age) => age.textContent)
          .filter((age) => age === '· last look today').length === count,
      watchedCount,
      { polling: 'raf', timeout: 60_000 },
    );
    const to = await settings.evaluate(() => performance.now());
    const sent = await sentBetween(settings, from, to);
    const seconds = (to - from) / 1000;
    const watchedAsks = sent.filter((type) => aboutWatched.includes(type)).length;
    const byType = [...new Set(sent)]
      .map((type) => [type, sent.filter((each) => each === type).length] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([type, count]) => `${type} ${count}`)
      .join(', ');
    return [
      {
        group: 'settings',
        name: `what Watched asks while a ${pages}-page batch runs, ${watchedCount} of its pages watched things: ${watchedAsks} messages in ${seconds.toFixed(1)} s, a second`,
        value: watchedAsks / seconds,
        unit: 'messages/s',
        budget: 2,
        check: batch.done === pages && watchedAsks >= 1 && watchedAsks / seconds <= 2,
        note: `${batch.done} of ${pages} done in ${batch.updatedAt - batch.startedAt} ms, every watched thing then showing today's look; the whole page sent ${sent.length} (${(sent.length / seconds).toFixed(1)} a second: ${byType})`,
      },
    ];
  } finally {
    await context.close();
    await fake.close();
  }
}
