/**
 * The batch page in the built extension against the local fake of the service: mixed lines, the
 * ones not sent with their reasons, the price before running, the rows and their files, a repeat
 * that costs nothing, and a batch that goes on after its page is closed.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { endpointById } from '../../lib/api/catalog';
import { faults } from '../fake-api/faults';
import { answerFor } from '../fake-api/pages';
import { expect, fakeApiForSuite, openViewForPage, test, useService } from './fixtures';

const fake = fakeApiForSuite();

const lines = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  'https://youtu.be/dQw4w9WgXcQ',
  'https://www.reddit.com/r/typescript/',
  'tiktok.com/@khaby.lame',
  'not a page',
];
const video = endpointById('video.video').credits({ videoId: 'x' });
const community = endpointById('forum.community').credits({ name: 'x' });
const creator = endpointById('shortvideo.user').credits({ handle: 'x' } as never);
const total = 2 * video + community + creator;

const text = async (download: Download) => readFileSync((await download.path()) ?? '', 'utf8');

/** Runs what `act` starts and gives every download it makes, once `count` have come. */
async function downloads(page: Page, count: number, act: () => Promise<void>) {
  const got: Download[] = [];
  const listener = (download: Download) => got.push(download);
  page.on('download', listener);
  await act();
  await expect.poll(() => got.length).toBe(count);
  page.off('download', listener);
  return got;
}

test('a batch of mixed lines: the ones not sent and why, the price first, the rows and their files; a repeat costs nothing', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(lines.join('\n'));
  await expect(batch.getByTestId('batch-recognised')).toHaveText(
    '4 pages recognised; 2 lines not sent:',
  );
  await expect(batch.getByTestId('batch-refused').getByRole('listitem')).toHaveText([
    'Line 3: https://youtu.be/dQw4w9WgXcQ · The same page as line 1.',
    'Line 6: not a page · Not an address of a platform Sidelight reads.',
  ]);
  await expect(batch.locator('legend')).toHaveText([
    'YouTube video · 2 pages',
    'Reddit community · 1 page',
    'TikTok user · 1 page',
  ]);
  await expect(batch.getByTestId('batch-price')).toHaveText(`${total} credits for 4 pages.`);
  expect(fake().requests).toEqual([]);

  await batch.getByRole('button', { name: `Run · up to ${total} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 4 of 4 pages done, 0 failed, ${total} credits.`,
  );
  expect(fake().requests).toHaveLength(4);
  const table = batch.getByTestId('batch-rows');
  await expect(table.locator('tbody tr')).toHaveCount(4);
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([
    'YouTube video · dQw4w9WgXcQ · Video',
    'YouTube video · M7lc1UVf-VE · Video',
    'Reddit community · typescript · Community',
    'TikTok user · khaby.lame · Profile',
  ]);
  await expect(table.locator('tbody tr td:nth-child(3)')).toHaveText([
    'done',
    'done',
    'done',
    'done',
  ]);
  await expect(table.locator('tbody tr td:nth-child(4)')).toHaveText(
    [video, video, community, creator].map(String),
  );

  // Sorted by credits, most first; filtered by words.
  await table.getByRole('button', { name: 'Credits' }).click();
  await table.getByRole('button', { name: 'Credits' }).click();
  await expect(table.locator('th[aria-sort="descending"]')).toHaveText('Credits');
  await batch.getByLabel('Filter rows').fill('reddit');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await batch.getByLabel('Filter rows').fill('');

  // One CSV per kind of result (their fields differ), one row per page; the JSON holds every line.
  const csvs = await downloads(batch, 3, () =>
    batch.getByRole('button', { name: 'Download CSV (3 kinds of result, a file each)' }).click(),
  );
  // Named by the platform people know and what the file holds, never the contract's area.
  for (const file of csvs)
    expect(file.suggestedFilename()).toMatch(
      /^sidelight-batch-\d+-(youtube|reddit|tiktok)-[a-z]+(-[a-z]+)*-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  const videoCsv = await Promise.all(
    csvs
      .filter((file) => /^sidelight-batch-\d+-youtube-video-\d/.test(file.suggestedFilename()))
      .map(text),
  );
  expect(videoCsv).toHaveLength(1);
  const [header, ...rows] = (videoCsv[0] ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header?.startsWith('line,page address,page,asked,outcome,credits charged,error,')).toBe(
    true,
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(
    /^1,https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ,YouTube video · dQw4w9WgXcQ,Video,done,4,,/,
  );
  const [json] = await downloads(batch, 1, () =>
    batch.getByRole('button', { name: 'Download JSON' }).click(),
  );
  const whole = JSON.parse(await text(json as Download)) as {
    batch: unknown;
    lines: { status: string; data?: unknown }[];
  };
  expect(whole.batch).toEqual({ rows: 4, done: 4, failed: 0, credits: total, complete: true });
  expect(whole.lines.map((line) => [line.status, line.data !== undefined])).toEqual(
    Array(4).fill(['done', true]),
  );

  // The same batch again: every answer is in the cache.
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch.getByLabel('Pages').fill(lines.join('\n'));
  await expect(batch.getByTestId('batch-price')).toHaveText(
    '0 credits for 4 pages. 4 already cached, free.',
  );
  await batch.getByRole('button', { name: 'Run · free (cached)' }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    'Finished: 4 of 4 pages done, 0 failed, 0 credits.',
  );
  await expect(batch.getByTestId('batch-rows').locator('tbody tr td:nth-child(3)')).toHaveText(
    Array(4).fill('done (cache)'),
  );
  expect(fake().requests).toHaveLength(4);
});

test('a batch goes on with its page closed; the page opened again shows it, and a row opens its result', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ endpoint: 'video.video', delayMs: 400, times: 3 });
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(lines.slice(0, 2).join('\n'));
  await batch.getByLabel('At a time').fill('1');
  await batch.getByRole('button', { name: `Run · up to ${2 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Running, 1 at a time');
  await batch.close();

  await expect.poll(() => fake().requests.filter((request) => request.charged > 0).length).toBe(2);
  const again = await openExtensionPage('batch.html');
  await expect(again.getByTestId('batch-status')).toHaveText(
    `Finished: 2 of 2 pages done, 0 failed, ${2 * video} credits.`,
  );
  const [result] = await Promise.all([
    again.context().waitForEvent('page'),
    again.getByTestId('batch-rows').locator('tbody tr').first().getByRole('link').click(),
  ]);
  await expect(result.getByTestId('history-result')).toContainText('No new call');
  expect(fake().requests).toHaveLength(2);
});

test("Fetch details for all: a community's posts become a batch of their pages, priced before it runs", async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.reddit.com/r/MechanicalKeyboards/',
  );
  await panel.getByRole('tab', { name: /^Posts/ }).click();
  const posts = panel.getByRole('tabpanel');
  await posts.getByRole('button', { name: /^Fetch/ }).click();
  await expect(posts.getByTestId('result')).toBeVisible();
  const permalinks = new Set(
    (
      answerFor(endpointById('forum.communityPosts'), { name: 'MechanicalKeyboards' }, 1, 3) as {
        posts: { permalink: string }[];
      }
    ).posts.map((post) => post.permalink),
  );
  const [batch] = await Promise.all([
    context.waitForEvent('page'),
    posts.getByRole('button', { name: `Fetch details for all ${permalinks.size}…` }).click(),
  ]);
  await expect(batch.getByLabel('Pages')).toHaveValue([...permalinks].join('\n'));
  await expect(batch.getByTestId('batch-recognised')).toHaveText(
    `${permalinks.size} pages recognised.`,
  );
  await expect(batch.locator('legend')).toHaveText([`Reddit post · ${permalinks.size} pages`]);
  const post = endpointById('forum.post').credits({ postId: 'x' } as never);
  await expect(batch.getByTestId('batch-price')).toHaveText(
    `${permalinks.size * post} credits for ${permalinks.size} pages.`,
  );
  const before = fake().requests.length;
  await batch
    .getByRole('button', { name: `Run · up to ${permalinks.size * post} credits` })
    .click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: ${permalinks.size} of ${permalinks.size} pages done, 0 failed, ${permalinks.size * post} credits.`,
  );
  expect(
    fake()
      .requests.slice(before)
      .map((request) => request.endpoint),
  ).toEqual(Array(permalinks.size).fill('forum.post'));
});

test('10,000 lines: the first 1,000 pages are taken, the rest refused with the reason, and the page keeps answering', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  const text = Array.from(
    { length: 10_000 },
    (_, index) => `https://www.reddit.com/r/c${index}`,
  ).join('\n');
  // Pasted at once, as a paste does (typing 300 KB key by key is not what people do).
  await batch.getByLabel('Pages').evaluate((box: HTMLTextAreaElement, value) => {
    box.value = value;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
  await expect(batch.getByTestId('batch-recognised')).toHaveText(
    '1,000 pages recognised; 9,000 lines not sent:',
  );
  const refused = batch.getByTestId('batch-refused').getByRole('listitem');
  await expect(refused.first()).toHaveText(
    'Line 1001: https://www.reddit.com/r/c1000 · Past the 1,000 pages one batch takes.',
  );
  await expect(refused.last()).toHaveText('…and 8,900 more.');
  const community = endpointById('forum.community').credits({ name: 'x' });
  await expect(batch.getByTestId('batch-price')).toHaveText(
    `${(1000 * community).toLocaleString('en-US')} credits for 1,000 pages.`,
  );
  // Still answering: a typed change is read at once.
  await batch.getByLabel('Pages').fill('https://www.reddit.com/r/rust/');
  await expect(batch.getByTestId('batch-recognised')).toHaveText('1 page recognised.');
  expect(fake().requests).toEqual([]);
});

test('a batch whose worker was stopped mid-run goes on when its page is opened again, fetching no finished row again', async ({
  sw,
  openExtensionPage,
  restartWorker,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ endpoint: 'video.video', delayMs: 800, times: 10 });
  const ids = ['aaaaaaaaaa1', 'aaaaaaaaaa2', 'aaaaaaaaaa3', 'aaaaaaaaaa4'];
  const batch = await openExtensionPage('batch.html');
  await batch
    .getByLabel('Pages')
    .fill(ids.map((id) => `https://www.youtube.com/watch?v=${id}`).join('\n'));
  await batch.getByLabel('At a time').fill('1');
  await batch.getByRole('button', { name: `Run · up to ${4 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('1 of 4 pages done');
  await batch.close();
  await restartWorker();

  const again = await openExtensionPage('batch.html');
  await expect(again.getByTestId('batch-status')).toHaveText(
    /^Finished: 4 of 4 pages done, 0 failed, \d+ credits\.$/,
  );
  const paths = fake().requests.map((request) => request.path);
  // The row finished before the stop was not asked again; the one on the wire may have been.
  const first = paths.filter((path) => path.endsWith(ids[0] ?? ''));
  expect(first).toHaveLength(1);
  expect(new Set(paths).size).toBe(4);
  expect(paths.length).toBeLessThanOrEqual(5);
});

test('a file of addresses chosen on the page is read like typed lines; a failed row is retried alone, for its price', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({
    ...faults.successFalse('The scraper could not open this video'),
    endpoint: 'video.video',
  });
  const batch = await openExtensionPage('batch.html');
  await batch.locator('input[type="file"]').setInputFiles({
    name: 'pages.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(`${lines[0]}\n${lines[3]}\n`),
  });
  await expect(batch.getByLabel('Pages')).toHaveValue(`${lines[0]}\n${lines[3]}\n`);
  await expect(batch.getByTestId('batch-recognised')).toHaveText('2 pages recognised.');
  await batch.getByRole('button', { name: `Run · up to ${video + community} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 1 of 2 pages done, 1 failed, ${community} credits.`,
  );
  const failed = batch.getByTestId('batch-rows').locator('tbody tr[data-status="failed"]');
  await expect(failed).toContainText('The scraper could not open this video');
  await batch.getByRole('button', { name: `Retry 1 failed page · up to ${video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 2 of 2 pages done, 0 failed, ${video + community} credits.`,
  );
  // Run at once, the two lines reach the service in either order; the retry comes last.
  const endpoints = fake().requests.map((request) => request.endpoint);
  expect(endpoints.slice(0, 2).sort()).toEqual(['forum.community', 'video.video']);
  expect(endpoints.slice(2)).toEqual(['video.video']);
});
