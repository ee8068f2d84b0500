/**
 * A browser with no room left for Sidelight's data, through Chromium's own quota lowered for the
 * extension's origin: a fetch still shows the answer paid for, says it is not kept and what to
 * clear, and Copy JSON copies it; a Load all stops with that reason and, once there is room
 * again, resumes without fetching again the pages it kept.
 */
import type { BrowserContext, Worker } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { answerFor } from '../fake-api/pages';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  openViewForPage,
  popupOnVideo,
  test,
  useService,
} from './fixtures';

const pageCount = 3;
const fake = fakeApiForSuite({ pageCount });
const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * Leaves the extension's origin `bytes` more room than it uses now. Chromium reads an origin's
 * quota when its database opens, so the background starts again to open it under the new one.
 */
async function roomLeft(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  bytes: number,
  restartWorker: () => Promise<void>,
) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const usage = await sw.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
  const quota = usage + bytes;
  await cdp.send('Storage.overrideQuotaForOrigin', {
    origin: `chrome-extension://${extensionId}`,
    quotaSize: quota,
  });
  await restartWorker();
  return quota;
}

/**
 * Leaves the extension's origin `bytes` of room under the quota `roomLeft` set (the browser's
 * estimate does not say it), by filling the rest with bytes no compression makes smaller, in a
 * database of the test's own: the origin's quota is shared by its databases.
 */
const leaveRoom = (sw: Worker, quota: number, bytes: number) =>
  sw.evaluate(
    async ({ quota, left }) => {
      const { usage = 0 } = await navigator.storage.estimate();
      const filler = new Uint8Array(Math.max(0, quota - usage - left));
      for (let at = 0; at < filler.length; at += 65_536)
        crypto.getRandomValues(filler.subarray(at, at + 65_536));
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('test-filler');
        open.onupgradeneeded = () => open.result.createObjectStore('filler');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve, reject) => {
        const write = db.transaction('filler', 'readwrite');
        write.objectStore('filler').put(filler, 1);
        write.oncomplete = resolve;
        write.onerror = () => reject(write.error);
      });
      db.close();
    },
    { quota, left: bytes },
  );

/** Text no compression makes much smaller: digits of sines, about `length` characters. */
const noise = (length: number, seed: number) =>
  Array.from({ length: Math.ceil(length / 10) }, (_, index) =>
    Math.sin((index + seed) * 12.9898)
      .toString(36)
      .slice(2, 12),
  ).join('');

/** A page of comments as the fake answers it, each comment's text made long: a megabyte. */
const bigPage = (page: number, bytes = 1024 * 1024) => {
  const body = answerFor(
    endpointById('video.comments'),
    { videoId: 'dQw4w9WgXcQ' },
    page,
    pageCount,
  ) as { comments: { id: string; text: string }[] };
  const each = Math.ceil(bytes / body.comments.length);
  for (const [index, comment] of body.comments.entries()) comment.text = noise(each, index * each);
  return body;
};

async function panelOnComments(context: BrowserContext, sw: Worker, extensionId: string) {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, video);
  await panel.setViewportSize({ width: 360, height: 900 });
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  return { panel, section: panel.getByRole('tabpanel') };
}

/** What the worker's database holds of the comments: cached answers, and the ledger's entries. */
const kept = (sw: Worker) =>
  sw.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sidelight');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = (store: string) =>
      new Promise<{ endpointId?: string }[]>((resolve) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
      });
    const [cache, ledger] = await Promise.all([all('cache'), all('ledger')]);
    db.close();
    const comments = (rows: { endpointId?: string }[]) =>
      rows.filter((row) => row.endpointId === 'video.comments').length;
    return { cached: comments(cache), inLedger: comments(ledger) };
  });

test('with no room left, a fetch shows the answer, says it is not kept and what to clear, and Copy JSON copies it', async ({
  context,
  sw,
  extensionId,
  restartWorker,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await roomLeft(context, sw, extensionId, 512 * 1024, restartWorker);
  const { panel, section } = await panelOnComments(context, sw, extensionId);
  const big = bigPage(1);
  fake().inject({ endpoint: 'video.comments', respond: { status: 200, body: big } });
  await section.getByRole('button', { name: /^Fetch/ }).click();
  await expect(section.getByTestId('result')).toBeVisible();
  const notice = section.getByTestId('not-kept');
  await expect(notice).toContainText('Shown, but not kept');
  await expect(notice).toContainText(
    "The browser has no room left for Sidelight's data, so this answer is not in the cache or the history. Its cost is recorded in Spending.",
  );
  await expect(notice).toContainText('free space in Settings › Storage');
  await expect(notice.getByRole('button', { name: 'Open Storage in settings' })).toBeVisible();
  await section.getByRole('button', { name: 'Copy JSON' }).click();
  const copied = JSON.parse(await panel.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toEqual(big);
  await panel.screenshot({ path: test.info().outputPath('not-kept-chromium.png'), fullPage: true });
  // One transaction: the ledger entry alone, no cached answer.
  expect(await kept(sw)).toEqual({ cached: 0, inLedger: 1 });
  // The way to free space: the settings open on their Storage section.
  const [settings] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('button', { name: 'Open Storage in settings' }).click(),
  ]);
  expect(new URL(settings.url()).hash).toBe('#storage');
  await expect(settings.getByRole('heading', { name: 'Storage' })).toBeInViewport();
});

test('with no room left, Load all stops with the reason, and resumes after the cache is cleared paying each page once', async ({
  context,
  sw,
  extensionId,
  restartWorker,
}) => {
  const pageSize = 300 * 1024;
  const quota = await roomLeft(context, sw, extensionId, 10 * pageSize, restartWorker);
  const { panel, section } = await panelOnComments(context, sw, extensionId);
  fake().inject({
    endpoint: 'video.comments',
    respond: { status: 200, body: bigPage(1, pageSize) },
  });
  await section.getByRole('button', { name: /^Fetch/ }).click();
  await expect(section.getByTestId('result')).toBeVisible();
  await expect.poll(() => kept(sw)).toEqual({ cached: 1, inLedger: 1 });
  // The room is left once the first page is kept (in the cache and the history), by what is used
  // then: the job's copy of it fits with half a page to spare, the second page does not, and
  // clearing the cache frees a page for it. Each edge is half a page away, so how the browser
  // counts its files on the way moves none of them.
  await leaveRoom(sw, quota, pageSize * 1.5);
  await section.getByRole('button', { name: 'Load all…' }).click();
  fake().inject({
    endpoint: 'video.comments',
    respond: { status: 200, body: bigPage(2, pageSize) },
  });
  await section.getByRole('button', { name: /^Start · up to/ }).click();
  const ended = section.getByTestId('load-all-ended');
  await expect(ended).toContainText(
    "Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept.",
  );
  await expect(ended).toContainText(
    'Free space in Settings › Storage, then resume: the pages kept are not fetched again.',
  );

  await panel.screenshot({
    path: test.info().outputPath('load-all-full-chromium.png'),
    fullPage: true,
  });
  expect(await askBackground(panel, 'clearKept', { action: 'clearCache' })).toMatchObject({
    removed: { cache: 2 },
  });
  expect(fake().requests.filter((request) => request.endpoint === 'video.comments')).toHaveLength(
    2,
  );
  await section.getByRole('button', { name: 'Resume…' }).click();
  await section.getByRole('button', { name: /^Resume · up to/ }).click();
  await expect(ended).toContainText('Loaded to the end:');
  // Every page asked and paid once: the second, paid but not kept, was held and is kept now.
  const cursors = fake()
    .requests.filter((request) => request.endpoint === 'video.comments')
    .map((request) => request.query.cursor ?? 'first');
  expect(cursors).toHaveLength(pageCount);
  expect(new Set(cursors).size).toBe(pageCount);
  expect((await kept(sw)).inLedger).toBe(pageCount);
});

test('with no room left, the popup copies the answer all the same and says it is not kept', async ({
  context,
  sw,
  extensionId,
  restartWorker,
}) => {
  await roomLeft(context, sw, extensionId, 512 * 1024, restartWorker);
  await useService(sw, fake().url, fake().key);
  const big = { ...bigPage(1), title: 'A video with a megabyte of comments' };
  fake().inject({ endpoint: 'video.video', respond: { status: 200, body: big } });
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: /^Copy JSON/ }).click();
  const status = popup.getByTestId('copy-status');
  await expect(status).toContainText(
    "Shown, but not kept: The browser has no room left for Sidelight's data",
  );
  await expect(status).toContainText(/^Copied \d+ KB\. /);
  expect(JSON.parse(await popup.evaluate(() => navigator.clipboard.readText()))).toEqual(big);
  await popup.screenshot({ path: test.info().outputPath('popup-not-kept-chromium.png') });
});
