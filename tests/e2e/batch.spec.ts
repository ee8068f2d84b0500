/**
 * The batch page in the built extension against the local fake of the service: mixed lines, the
 * ones not sent with their reasons, the price before running, the rows and their files, a repeat
 * that costs nothing, and a batch that goes on after its page is closed.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { kindOfPageWords } from '../../components/batch/batch-words';
import { describeParamIssues } from '../../lib/api/param-labels';
import { endpointById } from '../../lib/areas';
import { faults } from '../fake-api/faults';
import { answerFor } from '../fake-api/pages';
import {
  alsoForVideos,
  batchLabels,
  batchTableFit,
  batchWidths,
  idsNotWords,
  mixedCalls,
  mixedPageCount,
  mixedPages,
  mixedPrice,
} from '../support/batch-page';
import { csvRecords } from '../support/read-workbook';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  fastForwardWorker,
  openViewForPage,
  test,
  useService,
} from './fixtures';

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
  const reasons = batch.getByTestId('batch-refused').locator('summary');
  await expect(reasons).toHaveText([
    'Repeats of an earlier line · 1 line',
    'Not an address of a platform Sidelight reads · 1 line',
  ]);
  for (const reason of await reasons.all()) await reason.click();
  await expect(batch.getByTestId('batch-refused').getByRole('listitem')).toHaveText([
    'Line 3: https://youtu.be/dQw4w9WgXcQ · The same page as line 1.',
    'Line 6: not a page',
  ]);
  await expect(batch.getByTestId('batch-plan').locator('tbody th')).toHaveText([
    'YouTube video 2 pages',
    'Reddit community 1 page',
    'TikTok profile 1 page',
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
    'YouTube video · Video youtube.com/watch?v=dQw4w9WgXcQ',
    'YouTube video · Video youtube.com/watch?v=M7lc1UVf-VE',
    'Reddit community · Community reddit.com/r/typescript/',
    'TikTok profile · Profile tiktok.com/@khaby.lame',
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

  // One CSV per kind of result (their fields differ), one row per page, all in one zip; the JSON
  // holds every line.
  const [zip] = await downloads(batch, 1, () =>
    batch.getByRole('button', { name: 'Download CSV (3 kinds of result, one zip)' }).click(),
  );
  expect(zip?.suggestedFilename()).toMatch(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.zip$/);
  const zipped = Object.entries(unzipSync(readFileSync((await zip?.path()) ?? '')));
  const csvs = zipped.filter(([name]) => !/-(not-sent|pages)-/.test(name));
  // Named by the platform people know and what the file holds, never the contract's area.
  expect(csvs).toHaveLength(3);
  for (const [name] of csvs)
    expect(name).toMatch(
      /^sidelight-batch-\d+-(youtube|reddit|tiktok)-[a-z]+(-[a-z]+)*-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  // The lines not sent are a file of their own in the same zip, with why.
  const notSent = zipped.filter(([name]) =>
    /^sidelight-batch-\d+-not-sent-\d{4}-\d{2}-\d{2}\.csv$/.test(name),
  );
  expect(
    notSent.map(([, content]) =>
      new TextDecoder()
        .decode(content)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ),
  ).toEqual([
    [
      'line,what was pasted,not sent,sent,reason',
      '3,https://youtu.be/dQw4w9WgXcQ,the whole line,,The same page as line 1.',
      '6,not a page,the whole line,,Not an address of a platform Sidelight reads.',
    ],
  ]);
  const videoCsv = csvs
    .filter(([name]) => /^sidelight-batch-\d+-youtube-video-\d/.test(name))
    .map(([, content]) => new TextDecoder().decode(content));
  expect(videoCsv).toHaveLength(1);
  const [header, ...rows] = (videoCsv[0] ?? '')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  // A call's credits are on its row of the pages file alone: a kind's file repeats no figure.
  expect(header?.startsWith('line,page address,page,asked,outcome,error,')).toBe(true);
  expect(header).not.toContain('credits');
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(
    /^1,https:\/\/www\.youtube\.com\/watch\?v=dQw4w9WgXcQ,YouTube video · dQw4w9WgXcQ,Video,done,,/,
  );
  const pagesCsv = zipped
    .filter(([name]) => /^sidelight-batch-\d+-pages-\d{4}-\d{2}-\d{2}\.csv$/.test(name))
    .map(([, content]) =>
      new TextDecoder()
        .decode(content)
        .replace(/^\uFEFF/, '')
        .trim(),
    );
  expect(pagesCsv.map((content) => content.split('\r\n')[0])).toEqual([
    'line,page address,page,asked,outcome,credits charged,error',
  ]);
  expect(
    (pagesCsv[0] ?? '')
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',').slice(4, 6)),
  ).toEqual([video, video, community, creator].map((credits) => ['done', String(credits)]));
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
    'Free: the 4 pages are already cached.',
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
  // The first page's answer is held until the batch's page is closed.
  fake().inject({ endpoint: 'video.video', hold: true });
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(lines.slice(0, 2).join('\n'));
  await batch.getByLabel('At a time').fill('1');
  await batch.getByRole('button', { name: `Run · up to ${2 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Running, 1 at a time');
  await expect.poll(() => fake().holding()).toBe(1);
  await batch.close();
  fake().release();

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
  await expect(batch.getByTestId('batch-plan').locator('tbody th')).toHaveText([
    `Reddit post ${permalinks.size} pages`,
  ]);
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
  // Grouped by reason with its count; the group opens to every line in it.
  const group = batch.getByTestId('batch-refused').locator('details');
  await expect(group.locator('summary')).toHaveText([
    'Past the 1,000 pages one batch takes · 9,000 lines',
  ]);
  await group.locator('summary').click();
  const refused = group.getByRole('listitem');
  await expect(refused).toHaveCount(9_000);
  await expect(refused.first()).toHaveText('Line 1001: https://www.reddit.com/r/c1000');
  await expect(refused.last()).toHaveText('Line 10000: https://www.reddit.com/r/c9999');
  const community = endpointById('forum.community').credits({ name: 'x' });
  await expect(batch.getByTestId('batch-price')).toHaveText(
    `${(1000 * community).toLocaleString('en-US')} credits for 1,000 pages.`,
  );
  // Still answering: a typed change is read at once.
  await batch.getByLabel('Pages').fill('https://www.reddit.com/r/rust/');
  await expect(batch.getByTestId('batch-recognised')).toHaveText('1 page recognised.');
  expect(fake().requests).toEqual([]);
});

test('a batch whose worker was stopped mid-run goes on when its page is opened again: no finished row asked again, the row on the wire failed and counted, not bought again', async ({
  sw,
  openExtensionPage,
  restartWorker,
}) => {
  await useService(sw, fake().url, fake().key);
  // The first row lands; the second is on the wire, unanswered, when the worker stops.
  fake().inject({ endpoint: 'video.video', delayMs: 0, times: 1 });
  fake().inject({ endpoint: 'video.video', hold: true, times: 1 });
  const ids = ['aaaaaaaaaa1', 'aaaaaaaaaa2', 'aaaaaaaaaa3', 'aaaaaaaaaa4'];
  const batch = await openExtensionPage('batch.html');
  await batch
    .getByLabel('Pages')
    .fill(ids.map((id) => `https://www.youtube.com/watch?v=${id}`).join('\n'));
  await batch.getByLabel('At a time').fill('1');
  await batch.getByRole('button', { name: `Run · up to ${4 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('1 of 4 pages done');
  await expect.poll(() => fake().requests.length).toBe(2);
  await batch.close();
  await restartWorker();

  const again = await openExtensionPage('batch.html');
  await expect(again.getByTestId('batch-status')).toHaveText(
    `Finished: 3 of 4 pages done, 1 failed, ${4 * video} credits.`,
  );
  await expect(again.getByTestId('batch-rows')).toContainText(
    'Sidelight’s background stopped while this call was on its way: the service may have charged it.',
  );
  // Asking it again is the person's choice, under the batch's own cap.
  await expect(
    again.getByRole('button', { name: 'Retry 1 failed page · up to 0 credits (cap 16, 16 spent)' }),
  ).toBeVisible();
  await expect(again.getByRole('button', { name: 'Raise the cap…' })).toBeVisible();
  const paths = fake().requests.map((request) => request.path);
  expect(paths).toHaveLength(4);
  expect(new Set(paths).size).toBe(4);
  fake().release();
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

const videoPage = (id: string) => `https://www.youtube.com/watch?v=${id}`;

test('every batch is listed newest first with its state, counts and credits; an older one opens and resumes', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const ids = ['bbbbbbbbbb1', 'bbbbbbbbbb2', 'bbbbbbbbbb3', 'bbbbbbbbbb4'];
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(ids.map(videoPage).join('\n'));
  await expect(batch.getByTestId('batch-price')).toHaveText(`${4 * video} credits for 4 pages.`);
  await batch.getByLabel('Spend at most (credits)').fill(String(2 * video));
  await batch.getByRole('button', { name: `Run · up to ${2 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Stopped at your cap of ${2 * video} credits: 2 of 4 pages done, 0 failed, ${2 * video} credits.`,
  );
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch.getByLabel('Pages').fill(lines[3] ?? '');
  await batch.getByRole('button', { name: `Run · up to ${community} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 1 of 1 page done, 0 failed, ${community} credits.`,
  );

  const list = batch.getByTestId('batch-list').getByRole('listitem');
  await expect(list).toHaveText([
    new RegExp(`^Batch 2 · .+Finished1 of 1 page done, 0 failed, ${community} credits$`),
    new RegExp(`^Batch 1 · .+Stopped at its cap2 of 4 pages done, 0 failed, ${2 * video} credits$`),
  ]);
  await expect(list.first().getByRole('button')).toHaveAttribute('aria-current', 'true');
  await list.last().getByRole('button').click();
  await expect(batch).toHaveURL(/#batch=1$/);
  await expect(batch.getByRole('heading', { name: 'Batch 1' })).toBeVisible();
  // Its cap is spent: it goes on once the cap is raised, to the figure typed.
  await expect(
    batch.getByRole('button', {
      name: `Resume 2 pages · up to 0 credits (cap ${2 * video}, ${2 * video} spent)`,
    }),
  ).toBeVisible();
  await batch.getByRole('button', { name: 'Raise the cap…' }).click();
  await batch.getByLabel('New cap (credits)').fill(String(4 * video));
  await batch
    .getByRole('button', {
      name: `Raise the cap to ${4 * video} credits and resume · up to ${2 * video} credits`,
    })
    .click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 4 of 4 pages done, 0 failed, ${4 * video} credits.`,
  );
  await expect(list.last()).toContainText(
    `Finished4 of 4 pages done, 0 failed, ${4 * video} credits`,
  );
  expect(fake().requests.filter((request) => request.charged > 0)).toHaveLength(5);

  // Opened by its address (as the settings link a batch), the page shows that batch.
  const linked = await openExtensionPage('batch.html#batch=1');
  await expect(linked.getByRole('heading', { name: 'Batch 1' })).toBeVisible();
});

test('deleting a batch says what it removes and asks first; kept, it stays; confirmed, it is gone', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  for (const page of [lines[0], lines[3]]) {
    await batch.getByRole('button', { name: 'New batch' }).click();
    await batch.getByLabel('Pages').fill(page ?? '');
    await batch.getByRole('button', { name: /^Run · up to/ }).click();
    await expect(batch.getByTestId('batch-status')).toContainText('Finished: 1 of 1 page done');
  }
  const list = batch.getByTestId('batch-list').getByRole('listitem');
  await expect(list).toHaveCount(2);
  await batch.getByRole('button', { name: 'Delete batch…' }).click();
  const asked = batch.getByRole('alertdialog');
  await expect(asked).toContainText(
    'Delete batch 2? Its 1 page and the answers kept for its files are removed. The results stay in the history and the cache.',
  );
  // The question takes the focus on its safe answer; kept, the focus goes back to what asked.
  await expect(asked.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await asked.getByRole('button', { name: 'Keep it' }).click();
  await expect(asked).toHaveCount(0);
  await expect(batch.getByRole('button', { name: 'Delete batch…' })).toBeFocused();
  await expect(list).toHaveCount(2);
  await batch.getByRole('button', { name: 'Delete batch…' }).click();
  await asked.getByRole('button', { name: 'Delete batch 2' }).click();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText('Batch 1');
  await expect(batch.getByRole('heading', { name: 'Batch 1' })).toBeFocused();
  expect(await askBackground(batch, 'batchState', { batchId: 2 })).toBeNull();
});

test('a line is named by the line it was pasted on in the plan, the table, the CSV and the JSON', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  const pasted = [
    '',
    videoPage('cccccccccc1'),
    '',
    'not a page',
    videoPage('cccccccccc2'),
    `https://youtu.be/cccccccccc1`,
    '',
    videoPage('cccccccccc3'),
  ];
  await batch.getByLabel('Pages').fill(pasted.join('\n'));
  await batch.getByTestId('batch-refused').locator('summary').first().click();
  await batch.getByTestId('batch-refused').locator('summary').last().click();
  await expect(batch.getByTestId('batch-refused').getByRole('listitem')).toHaveText([
    'Line 4: not a page',
    'Line 6: https://youtu.be/cccccccccc1 · The same page as line 2.',
  ]);
  await batch.getByRole('button', { name: `Run · up to ${3 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 3 of 3 pages done');
  const table = batch.getByTestId('batch-rows');
  await expect(table.locator('tbody tr td:first-child')).toHaveText(['2', '5', '8']);
  await expect(table.locator('tbody tr td:nth-child(2)')).toHaveText([
    'YouTube video · Video youtube.com/watch?v=cccccccccc1',
    'YouTube video · Video youtube.com/watch?v=cccccccccc2',
    'YouTube video · Video youtube.com/watch?v=cccccccccc3',
  ]);
  const [zip] = await downloads(batch, 1, () =>
    batch
      .getByRole('button', { name: 'Download CSV (one zip: the results and the lines not sent)' })
      .click(),
  );
  const [pages, videos, notSent] = Object.values(
    unzipSync(readFileSync((await zip?.path()) ?? '')),
  ).map((content) =>
    new TextDecoder()
      .decode(content)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
  );
  for (const file of [pages, videos])
    expect(file?.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
      ['2', videoPage('cccccccccc1')],
      ['5', videoPage('cccccccccc2')],
      ['8', videoPage('cccccccccc3')],
    ]);
  expect(notSent).toEqual([
    'line,what was pasted,not sent,sent,reason',
    '4,not a page,the whole line,,Not an address of a platform Sidelight reads.',
    '6,https://youtu.be/cccccccccc1,the whole line,,The same page as line 2.',
  ]);
  const [json] = await downloads(batch, 1, () =>
    batch.getByRole('button', { name: 'Download JSON' }).click(),
  );
  const whole = JSON.parse(await text(json as Download)) as {
    lines: { line: number; url: string }[];
  };
  expect(whole.lines.map((line) => [line.line, line.url])).toEqual([
    [2, videoPage('cccccccccc1')],
    [5, videoPage('cccccccccc2')],
    [8, videoPage('cccccccccc3')],
  ]);
});

test('a company asked for its Company and its Jobs, the Jobs not sendable: the line is partly sent, not counted among the lines not sent, in the heading and the Not sent file', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  const company = 'https://www.linkedin.com/company/microsoft';
  await batch.getByLabel('Pages').fill(['not a page', company, lines[0]].join('\n'));
  const jobs = endpointById('professional.companyJobs');
  await batch
    .locator('tr[data-group="linkedin company"]')
    .getByRole('checkbox', { name: new RegExp(`^${jobs.label}`) })
    .check();
  const problem = describeParamIssues(
    jobs,
    jobs.params.safeParse({ companyId: 'microsoft' }).error?.issues ?? [],
  );
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 2 of 2');
  await expect(batch.locator('#batch-not-sent-title')).toHaveText(
    'Not sent: 1 line; partly sent: 1 line (Jobs not sent)',
  );
  const [zip] = await downloads(batch, 1, () =>
    batch.getByRole('button', { name: /^Download CSV/ }).click(),
  );
  const [notSent] = Object.entries(unzipSync(readFileSync((await zip?.path()) ?? ''))).filter(
    ([name]) => /-not-sent-/.test(name),
  );
  expect(csvRecords(new TextDecoder().decode(notSent?.[1]))).toEqual([
    ['line', 'what was pasted', 'not sent', 'sent', 'reason'],
    ['1', 'not a page', 'the whole line', '', 'Not an address of a platform Sidelight reads.'],
    ['2', company, 'Jobs', endpointById('professional.company').label, `Jobs: ${problem}`],
  ]);
});

test('a plan priced free from the cache is priced again when the settings clear the cache: the price and the cap follow', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const pages = [videoPage('dddddddddd1'), videoPage('dddddddddd2')];
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(pages.join('\n'));
  await batch.getByRole('button', { name: `Run · up to ${2 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 2 of 2 pages done');
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch.getByLabel('Pages').fill(pages.join('\n'));
  await expect(batch.getByTestId('batch-price')).toHaveText(
    'Free: the 2 pages are already cached.',
  );
  await expect(batch.getByLabel('Spend at most (credits)')).toHaveValue('0');

  const settings = await openExtensionPage('options.html');
  await settings.getByRole('button', { name: 'Clear cache…' }).click();
  await settings.getByRole('alertdialog').getByRole('button', { name: 'Clear cache' }).click();
  await expect(batch.getByTestId('batch-price')).toHaveText(`${2 * video} credits for 2 pages.`);
  await expect(batch.getByLabel('Spend at most (credits)')).toHaveValue(String(2 * video));
  await batch.getByRole('button', { name: `Run · up to ${2 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 2 of 2 pages done, 0 failed, ${2 * video} credits.`,
  );
  expect(fake().requests.filter((request) => request.charged > 0)).toHaveLength(4);
});

test('a rate limit is said on the progress line and on the rows that wait, and the batch goes on fewer at a time', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  // The worker waits out the 5 s only once the test has seen the rows waiting and moves its clock.
  fake().inject({ ...faults.rateLimited(5), endpoint: 'video.video', delayMs: 300, times: 3 });
  // Calls that overlap, so that more at a time than the lowered pace would show on arrival.
  fake().inject({ endpoint: 'video.video', delayMs: 300, times: 20 });
  const ids = Array.from({ length: 9 }, (_, n) => `eeeeeeeeee${n}`);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(ids.map(videoPage).join('\n'));
  await batch.getByRole('button', { name: `Run · up to ${9 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText(
    'The service asked to wait 5 s; going on 2 at a time: 0 of 9 pages done',
  );
  await expect(
    batch
      .getByTestId('batch-rows')
      .locator('tbody tr td:nth-child(3)')
      .filter({ hasText: 'waiting' }),
  ).toHaveText(Array(3).fill('waiting: the service asked to wait 5 s'));
  await fastForwardWorker(sw, 5_000);
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 9 of 9 pages done, 0 failed, ${9 * video} credits.`,
  );
  const requests = fake().requests;
  expect(requests.filter((request) => request.status === 429)).toHaveLength(3);
  expect(Math.max(...requests.slice(3).map((request) => request.openOnArrival ?? 0))).toBe(2);
});

test('two open pages of one batch both resuming run it once: no count put back, no row paid twice', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  // Calls that overlap, so that two runs of the batch at once would both be on the wire.
  fake().inject({ endpoint: 'video.video', delayMs: 200, times: 10 });
  const ids = ['ffffffffff1', 'ffffffffff2', 'ffffffffff3', 'ffffffffff4'];
  const first = await openExtensionPage('batch.html');
  await first.getByLabel('Pages').fill(ids.map(videoPage).join('\n'));
  await first.getByLabel('Spend at most (credits)').fill(String(video));
  await first.getByRole('button', { name: `Run · up to ${video} credits` }).click();
  await expect(first.getByTestId('batch-status')).toContainText('Stopped at your cap');
  const second = await openExtensionPage('batch.html#batch=1');
  // Both raise the cap to the same figure, typed, and confirm at once.
  const raise = `Raise the cap to ${4 * video} credits and resume · up to ${3 * video} credits`;
  for (const page of [first, second]) {
    await page.getByRole('button', { name: 'Raise the cap…' }).click();
    await page.getByLabel('New cap (credits)').fill(String(4 * video));
    await expect(page.getByRole('button', { name: raise })).toBeVisible();
  }
  await Promise.all([
    first.getByRole('button', { name: raise }).click(),
    second.getByRole('button', { name: raise }).click(),
  ]);
  for (const page of [first, second])
    await expect(page.getByTestId('batch-status')).toHaveText(
      `Finished: 4 of 4 pages done, 0 failed, ${4 * video} credits.`,
    );
  const paths = fake().requests.map((request) => request.path);
  expect(paths).toHaveLength(4);
  expect(new Set(paths).size).toBe(4);
});

test('a batch stopped partway keeps its cap: Resume says the cap and stops there, and a higher cap is only the one typed', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  // The first two pages answer at once, the third is held: Stop comes while it is in flight.
  fake().inject({ endpoint: 'video.video', times: 2 });
  fake().inject({ endpoint: 'video.video', hold: true });
  const ids = Array.from({ length: 8 }, (_, index) => `cccccccccc${index}`);
  const batch = await openExtensionPage('batch.html');
  await batch.setViewportSize({ width: 1280, height: 800 });
  await batch.getByLabel('Pages').fill(ids.map(videoPage).join('\n'));
  await batch.getByLabel('Spend at most (credits)').fill(String(5 * video));
  await batch.getByLabel('At a time').fill('1');
  await batch.getByRole('button', { name: `Run · up to ${5 * video} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('2 of 8 pages done');
  await expect.poll(() => fake().holding()).toBe(1);
  await batch.getByRole('button', { name: 'Stop' }).click();
  fake().release();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Stopped by you: 3 of 8 pages done, 0 failed, ${3 * video} credits.`,
  );
  // Resume may spend what the cap leaves, and says so; what is left costs more, so a raise is offered.
  const resume = batch.getByRole('button', {
    name: `Resume 5 pages · up to ${2 * video} credits (cap ${5 * video}, ${3 * video} spent)`,
  });
  await expect(resume).toBeVisible();
  await batch.getByRole('button', { name: 'Raise the cap…' }).click();
  const raiseForm = batch.getByTestId('batch-raise-cap');
  await expect(raiseForm).toContainText(
    `The 5 pages left cost up to ${5 * video} credits; the cap of ${5 * video} credits allows ${2 * video} credits more (${3 * video} spent). Type a new cap to spend more.`,
  );
  // The new cap is typed, never offered: the field starts empty and nothing can be confirmed yet.
  await expect(batch.getByLabel('New cap (credits)')).toHaveValue('');
  await expect(
    batch.getByRole('button', { name: `Type a cap above ${5 * video} to raise it` }),
  ).toBeDisabled();
  await batch.screenshot({ path: test.info().outputPath('batch-resume-cap-chromium.png') });

  // A resume that asks for a higher cap without raising it is refused, and nothing is sent.
  expect(await askBackground(batch, 'resumeBatch', { batchId: 1, cap: 1000 })).toEqual({
    ok: false,
    message: `Not resumed: its cap is ${5 * video} credits. A higher cap is set only by raising it, with the figure you type.`,
  });
  expect(fake().requests).toHaveLength(3);

  await batch.getByRole('button', { name: 'Cancel' }).click();
  await resume.click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Stopped at your cap of ${5 * video} credits: 5 of 8 pages done, 0 failed, ${5 * video} credits.`,
  );
  // The cap is what the user set, not what was spent nor what is left.
  await expect(
    batch.getByRole('button', {
      name: `Resume 3 pages · up to 0 credits (cap ${5 * video}, ${5 * video} spent)`,
    }),
  ).toBeVisible();
  const charged = () => fake().requests.reduce((sum, request) => sum + request.charged, 0);
  expect(charged()).toBe(5 * video);

  await batch.getByRole('button', { name: 'Raise the cap…' }).click();
  await batch.getByLabel('New cap (credits)').fill(String(7 * video));
  await batch
    .getByRole('button', {
      name: `Raise the cap to ${7 * video} credits and resume · up to ${2 * video} credits`,
    })
    .click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Stopped at your cap of ${7 * video} credits: 7 of 8 pages done, 0 failed, ${7 * video} credits.`,
  );
  expect(charged()).toBe(7 * video);
  expect(new Set(fake().requests.map((request) => request.path)).size).toBe(7);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the batch page with its list, a batch asked to be deleted and a plan's lines not sent has no accessibility violations`, async ({
    sw,
    openExtensionPage,
  }) => {
    await useService(sw, fake().url, fake().key);
    const batch = await openExtensionPage('batch.html');
    await batch.setViewportSize({ width: 1024, height: 800 });
    await batch.emulateMedia({ colorScheme });
    const violations = async () =>
      (await new AxeBuilder({ page: batch }).analyze()).violations.map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    for (const page of [lines[0], lines[3]]) {
      await batch.getByRole('button', { name: 'New batch' }).click();
      await batch.getByLabel('Pages').fill(page ?? '');
      await batch.getByRole('button', { name: /^Run · up to/ }).click();
      await expect(batch.getByTestId('batch-status')).toContainText('Finished: 1 of 1 page done');
    }
    await batch.getByRole('button', { name: 'Delete batch…' }).click();
    await expect(batch.getByRole('alertdialog')).toBeVisible();
    expect(await violations()).toEqual([]);
    await batch.getByRole('button', { name: 'New batch' }).click();
    await batch.getByLabel('Pages').fill(lines.join('\n'));
    for (const reason of await batch.getByTestId('batch-refused').locator('summary').all())
      await reason.click();
    await expect(batch.getByTestId('batch-price')).toHaveText(/^\d+ credits? for \d+ pages?[.;]/);
    expect(await violations()).toEqual([]);
  });
}

test('a batch of mixed pages, a video asked for its Video and its Transcript: a row for each, the credits as stated, a table that fits at every width, labels in words', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.setViewportSize({ width: 1280, height: 800 });
  await batch.getByLabel('Pages').fill(mixedPages.join('\n'));
  const transcript = endpointById(alsoForVideos).label;
  await batch
    .locator('tr[data-group="youtube video"]')
    .getByRole('checkbox', { name: new RegExp(`^${transcript}`) })
    .check();
  const calls = mixedCalls.length;
  await expect(batch.getByTestId('batch-price')).toHaveText(
    `${mixedPrice} credits for ${calls} calls on ${mixedPageCount} pages.`,
  );
  const videos = mixedCalls.filter((call) => call.kind === 'video');
  await expect(
    batch.locator('tr[data-group="youtube video"] [data-testid="batch-row-price"]'),
  ).toHaveText(`${videos.reduce((sum, call) => sum + call.price, 0)} credits`);
  const planWords = await batch.evaluate(batchLabels, undefined);
  for (const id of idsNotWords) expect(planWords).not.toMatch(new RegExp(`\\b${id}\\b`));

  // The community fails, in the service's words; nothing is charged for it.
  const community = mixedCalls.find((call) => call.endpointId === 'forum.community');
  fake().inject({
    ...faults.status(500, 'The scraper could not load the page: upstream said 403 Forbidden.'),
    endpoint: 'forum.community',
  });
  await batch.getByRole('button', { name: `Run · up to ${mixedPrice} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: ${calls - 1} of ${calls} calls done for ${mixedPageCount} pages, 1 failed, ${mixedPrice - (community?.price ?? 0)} credits.`,
  );
  // Each (page, endpoint) pair asked once.
  expect(
    fake()
      .requests.map((request) => request.endpoint)
      .sort(),
  ).toEqual(mixedCalls.map((call) => call.endpointId).sort());
  const table = batch.getByTestId('batch-rows');
  await expect(table.locator('tbody tr')).toHaveCount(calls);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(
    mixedCalls.map((call) => String(call.line)),
  );
  await expect(table.locator('tbody tr .sl-batch__asked')).toHaveText(
    mixedCalls.map((call) => endpointById(call.endpointId as 'video.video').label),
  );
  await expect(table.locator('tbody tr td:nth-child(4)')).toHaveText(
    mixedCalls.map((call) => String(call === community ? 0 : call.price)),
  );
  // The address is cut in its cell, whole on hover.
  await expect(table.locator('tbody tr .sl-batch__address').first()).toHaveAttribute(
    'title',
    mixedPages[0] ?? '',
  );
  // A failure in a line; the service's words when asked.
  const failure = table.locator('tr[data-status="failed"] details');
  await expect(failure.locator('summary')).toHaveText('The service failed (500).');
  await expect(failure.locator('p')).toBeHidden();
  await failure.locator('summary').click();
  await expect(failure.locator('p')).toContainText(
    'The scraper could not load the page: upstream said 403 Forbidden.',
  );
  // The line not sent stays listed after the run.
  await expect(batch.getByTestId('batch-not-sent').locator('summary')).toHaveText([
    'Not an address of a platform Sidelight reads · 1 line',
  ]);

  // One kind of result shown alone: a column for each thing its card counts, sortable.
  const videoKind = `${kindOfPageWords('youtube', 'video')} · ${endpointById('video.video').label}`;
  const show = batch.getByLabel('Show');
  const value = await show.locator('option', { hasText: videoKind }).getAttribute('value');
  await show.selectOption(value ?? '');
  await expect(table.locator('tbody tr')).toHaveCount(videos.length / 2);
  await expect(table.locator('thead th')).toContainText(['Views']);
  await table.getByRole('button', { name: 'Views' }).click();
  await expect(table.locator('th[aria-sort="ascending"]')).toHaveText('Views');
  await show.selectOption('');

  for (const width of batchWidths) {
    await batch.setViewportSize({ width, height: 800 });
    expect(await batch.evaluate(batchTableFit, undefined), `at ${width} px`).toEqual({
      past: 0,
      outOfView: [],
      sideways: 0,
    });
  }
  const resultWords = await batch.evaluate(batchLabels, undefined);
  for (const id of idsNotWords) expect(resultWords).not.toMatch(new RegExp(`\\b${id}\\b`));
});
