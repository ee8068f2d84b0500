/**
 * A backup of a seeded profile (10,000 results with their snapshots, 100,000 spending rows, 50
 * batches of 1,000 lines with their answers) from the settings, and its restore into an empty
 * profile: how long each takes, how big the file is, the longest frame of the settings page while
 * the backup is written, and the restoring page's most heap against twice the file's size plus
 * that page's heap before the restore.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../e2e/fixtures';
import type { Row } from './report';

const results = 10_000;
const ledgerRows = 100_000;
const batches = 50;
const linesPerBatch = 1_000;

async function settingsOf(context: BrowserContext): Promise<Page> {
  const sw =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  const page = await context.newPage();
  await page.goto(`chrome-extension://${new URL(sw.url()).host}/options.html`);
  await page.getByTestId('backup').waitFor();
  return page;
}

/** Writes the seeded profile with the database's own calls, in the extension's origin. */
const seed = (page: Page) =>
  page.evaluate(
    async ({ results, ledgerRows, batches, linesPerBatch }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('sidelight');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const done = (tx: IDBTransaction) =>
        new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
      const start = Date.now() - 300 * 86_400_000;
      const words = 'a result as the service answers it, with its text and counts '.repeat(8);
      for (let from = 0; from < results; from += 1000) {
        const tx = db.transaction(['history', 'historyIndex'], 'readwrite');
        for (let index = from; index < from + 1000; index += 1) {
          const at = start + index * 2_000_000;
          const params = { username: `person${index % 500}` };
          const added = tx.objectStore('history').add({
            at,
            endpointId: 'shortvideo.user',
            params,
            data: { name: `Person ${index}`, bio: words, followers: 1000 + index, following: 10 },
            warnings: [],
            demo: false,
          });
          added.onsuccess = () =>
            tx.objectStore('historyIndex').put({
              id: added.result,
              at,
              endpointId: 'shortvideo.user',
              params,
              demo: false,
              title: `Person ${index}`,
              search: `person ${index}`,
              key: `shortvideo.user ${JSON.stringify(params)}`,
              counts: { followers: 1000 + index, following: 10 },
            });
        }
        await done(tx);
      }
      for (let from = 0; from < ledgerRows; from += 10_000) {
        const tx = db.transaction('ledger', 'readwrite');
        for (let index = from; index < from + 10_000; index += 1) {
          const at = start + index * 200_000;
          const day = new Date(at).toISOString().slice(0, 10);
          tx.objectStore('ledger').add({
            at,
            day,
            month: day.slice(0, 7),
            endpointId: 'video.video',
            params: { videoId: `v${String(index).padStart(10, '0')}` },
            price: 1,
            used: 1,
            outcome: 'ok',
          });
        }
        await done(tx);
      }
      for (let batch = 0; batch < batches; batch += 1) {
        const tx = db.transaction(['batches', 'batchRows', 'batchAnswers'], 'readwrite');
        const at = start + batch * 86_400_000;
        const added = tx.objectStore('batches').add({
          cap: linesPerBatch,
          concurrency: 3,
          running: false,
          ended: { why: 'end' },
          rows: linesPerBatch,
          done: linesPerBatch,
          failed: 0,
          spent: linesPerBatch,
          startedAt: at,
          updatedAt: at,
        });
        added.onsuccess = () => {
          const batchId = added.result as number;
          for (let index = 0; index < linesPerBatch; index += 1) {
            const videoId = `b${batch}x${String(index).padStart(7, '0')}`;
            tx.objectStore('batchRows').put({
              batchId,
              index,
              line: index + 1,
              url: `https://www.youtube.com/watch?v=${videoId}`,
              platform: 'youtube',
              kind: 'video',
              endpointId: 'video.video',
              params: { videoId },
              status: 'done',
              credits: 1,
              source: 'network',
              title: `Video ${videoId}`,
              ms: 300,
            });
            tx.objectStore('batchAnswers').put(
              { data: { title: `Video ${videoId}`, views: index, description: words } },
              [batchId, index],
            );
          }
        };
        await done(tx);
      }
      db.close();
    },
    { results, ledgerRows, batches, linesPerBatch },
  );

/** The longest task of the page's own while `action` runs, and the most heap it used meanwhile. */
async function watched(context: BrowserContext, page: Page, action: () => Promise<unknown>) {
  await page.evaluate(() => {
    const state = { longest: 0, long: 0 };
    (window as unknown as { tasks: typeof state }).tasks = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longest = Math.max(state.longest, entry.duration);
        state.long += 1;
      }
    }).observe({ type: 'longtask' });
  });
  const cdp = await context.newCDPSession(page);
  const heap = async () => (await cdp.send('Runtime.getHeapUsage')).usedSize;
  await cdp.send('HeapProfiler.collectGarbage');
  const before = await heap();
  let most = before;
  let running = true;
  const sampling = (async () => {
    while (running) {
      most = Math.max(most, await heap().catch(() => 0));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const started = performance.now();
  await action();
  const ms = performance.now() - started;
  running = false;
  await sampling;
  const tasks = await page.evaluate(
    () => (window as unknown as { tasks: { longest: number; long: number } }).tasks,
  );
  await cdp.detach();
  return { ms, before, most, tasks };
}

const megabytes = (bytes: number) => bytes / 1024 / 1024;

export async function backupRows(): Promise<Row[]> {
  const group = 'backup';
  const made = await launchWithExtension();
  const folder = mkdtempSync(path.join(tmpdir(), 'sidelight-backup-'));
  let file = '';
  let size = 0;
  const rows: Row[] = [];
  try {
    const settings = await settingsOf(made);
    await seed(settings);
    await settings.reload();
    await settings.getByTestId('backup').waitFor();
    const written = await watched(made, settings, async () => {
      const [download] = await Promise.all([
        settings.waitForEvent('download', { timeout: 600_000 }),
        settings.getByRole('button', { name: 'Back up my data' }).click(),
      ]);
      // Kept past the browser that made it, which deletes its downloads when it closes.
      file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
    });
    size = statSync(file).size;
    rows.push(
      {
        group,
        name: 'back up the seeded profile',
        value: written.ms,
        unit: 'ms',
        note: `${results.toLocaleString('en-US')} results, ${ledgerRows.toLocaleString('en-US')} spending rows, ${batches} batches of ${linesPerBatch.toLocaleString('en-US')} lines`,
      },
      { group, name: 'its file', value: megabytes(size), unit: 'MB' },
      {
        group,
        name: 'longest task of the settings page while backing up',
        value: written.tasks.longest,
        unit: 'ms',
        note: `${written.tasks.long} long tasks`,
      },
    );
  } finally {
    await made.close().catch(() => undefined);
  }
  const fresh = await launchWithExtension();
  try {
    const settings = await settingsOf(fresh);
    const restored = await watched(fresh, settings, async () => {
      await settings.getByTestId('restore-file').setInputFiles(file);
      // The file is read and checked, and what it would change shown, before anything is written.
      await settings
        .getByTestId('restore-preview')
        .getByRole('button', { name: 'Restore' })
        .click({ timeout: 600_000 });
      await settings
        .getByTestId('backup-status')
        .filter({ hasText: /^Added / })
        .waitFor({ timeout: 600_000 });
    });
    const budget = 2 * size + restored.before;
    rows.push(
      {
        group,
        name: 'restore it into an empty profile',
        value: restored.ms,
        unit: 'ms',
        note: 'the file chosen, the preview’s Restore pressed as soon as it shows, to “Added”',
      },
      {
        group,
        name: 'longest task of the restoring page',
        value: restored.tasks.longest,
        unit: 'ms',
        note: `${restored.tasks.long} long tasks: reading and checking the file`,
      },
      {
        group,
        name: 'most heap of the restoring page',
        value: megabytes(restored.most),
        unit: 'MB',
        budget: megabytes(budget),
        note: `2 × the file plus the page's ${megabytes(restored.before).toFixed(1)} MB before`,
      },
    );
  } finally {
    await fresh.close().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  }
  return rows;
}
