/**
 * Beyond one page, in the built extension against the local fake of the service. "Load all": an
 * estimate and a cap before anything is spent, a list loaded to its end with what the service did
 * not return, a cap that stops it, Stop, a worker restart, and Resume, with no page fetched twice
 * and exports that hold every page and say how complete they are. And a result's entity followed
 * inside the panel.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Download, Locator, Worker } from '@playwright/test';
import { defaultCapCredits } from '../../components/panel/load-all-words';
import { type EndpointId, endpointById } from '../../lib/areas';
import { answerFor } from '../fake-api/pages';
import { readWorkbook } from '../support/read-workbook';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useDailyBudget,
  useService,
} from './fixtures';

const pageCount = 3;
const fake = fakeApiForSuite({ pageCount });

const business = 'https://www.trustpilot.com/review/www.amazon.com';
const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** What the fake answers for a list's first page: its items per page and the total it tells. */
const firstPage = (id: EndpointId, params: Record<string, unknown>) => {
  const endpoint = endpointById(id);
  const page = answerFor(endpoint, params, 1, pageCount) as Record<string, unknown>;
  return { perPage: (page[endpoint.pagination?.items ?? ''] as unknown[]).length, page };
};

const reviews = firstPage('reviews.reviews', { domain: 'www.amazon.com' });
const reviewTotal = (reviews.page.pagination as { totalCount: number }).totalCount;
const reviewPrice = endpointById('reviews.reviews').credits({ domain: 'www.amazon.com' });
const comments = firstPage('video.comments', { videoId: 'dQw4w9WgXcQ', count: 20 });
const commentPrice = endpointById('video.comments').credits({ videoId: 'dQw4w9WgXcQ' });

const n = (value: number) => value.toLocaleString('en-US');
const credits = (value: number) => `${n(value)} credit${value === 1 ? '' : 's'}`;
/**
 * "in 3 pages, 9 credits (6 for the 2 pages Load all added)": the list's first page, shown for its
 * price before Load all, counted with the pages Load all added.
 */
const held = (pageCount: number, price: number) =>
  `in ${pageCount} pages, ${credits(pageCount * price)} (${n((pageCount - 1) * price)} for ${pageCount === 2 ? 'the page' : `the ${pageCount - 1} pages`} Load all added)`;

const text = async (download: Download) => readFileSync((await download.path()) ?? '', 'utf8');

/** Opens a page's panel with the fake as the service, on the tab `tabName`, fetched. */
async function listTab(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  url: string,
  tabName: RegExp,
) {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, url);
  await panel.setViewportSize({ width: 400, height: 900 });
  // The page's primary tab fetches its own once the page has stayed in view.
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await panel.getByRole('tab', { name: tabName }).click();
  const section = panel.getByRole('tabpanel');
  const fetch = section.getByRole('button', { name: /^Fetch/ });
  await fetch.click();
  await expect(section.getByTestId('result')).toBeVisible();
  return { panel, section };
}

const ended = (section: Locator) => section.getByTestId('load-all-ended');

/** The list's own requests (the page's primary tab fetches its own on opening). */
const listRequests = (id: string) => fake().requests.filter((request) => request.endpoint === id);

test('Load all: the estimate and its cap first, then every page to the end, once each; the files hold them all', async ({
  context,
  sw,
  extensionId,
}) => {
  const { section } = await listTab(context, sw, extensionId, business, /^Reviews/);
  // The review list's controls are above it, once: the form does not repeat them.
  for (const label of ['Stars', 'Sort by', 'Languages'])
    await expect(section.getByLabel(label, { exact: true })).toHaveCount(1);
  await expect(section.getByTestId('loaded-count')).toHaveText(
    `Loaded ${n(reviews.perPage)} of ${n(reviewTotal)} reviews`,
  );
  await section.getByRole('button', { name: 'Load all…' }).click();
  const needed = Math.ceil((reviewTotal - reviews.perPage) / reviews.perPage);
  const wholeList = needed * reviewPrice;
  // The fake's list costs more than the cap starts at: the form says how to load it all.
  expect(wholeList).toBeGreaterThan(defaultCapCredits);
  await expect(section.getByTestId('load-all-estimate')).toHaveText(
    `${n(reviewTotal - reviews.perPage)} more reviews: about ${needed} pages × ${credits(reviewPrice)} = ${credits(wholeList)}. The cap starts at ${credits(defaultCapCredits)}: type ${n(wholeList)} to load them all.`,
  );
  await expect(section.getByLabel('Spend at most (credits)')).toHaveValue(
    String(defaultCapCredits),
  );
  expect(listRequests('reviews.reviews')).toHaveLength(1);

  await section
    .getByRole('button', { name: `Start · up to ${credits(defaultCapCredits)}` })
    .click();
  const loaded = pageCount * reviews.perPage;
  await expect(ended(section)).toHaveText(
    `Loaded to the end: ${n(loaded)} of ${n(reviewTotal)} reviews ${held(pageCount, reviewPrice)}. ${n(reviewTotal - loaded)} reviews the service did not return.`,
  );
  // The first page came from the cache; each later page was asked for once.
  expect(listRequests('reviews.reviews').map((request) => request.query.page ?? '1')).toEqual([
    '1',
    '2',
    '3',
  ]);

  const [csv] = await Promise.all([
    section.page().waitForEvent('download'),
    section.getByRole('button', { name: `Download CSV (${loaded} rows: reviews)` }).click(),
  ]);
  expect((await text(csv)).trim().split('\n')).toHaveLength(loaded + 1);
  const [excel] = await Promise.all([
    section.page().waitForEvent('download'),
    section.getByRole('button', { name: `Download Excel (${loaded} rows: reviews)` }).click(),
  ]);
  const [reviewSheet, ...otherSheets] = readWorkbook(readFileSync((await excel.path()) ?? ''));
  expect([reviewSheet?.name, reviewSheet?.rows.length, otherSheets]).toEqual([
    'Reviews',
    loaded + 1,
    [],
  ]);
  const [json] = await Promise.all([
    section.page().waitForEvent('download'),
    section.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const whole = JSON.parse(await text(json)) as { reviews: unknown[]; completeness: unknown };
  expect(whole.reviews).toHaveLength(loaded);
  expect(whole.completeness).toEqual({
    loaded,
    total: reviewTotal,
    complete: false,
    pages: pageCount,
  });
});

test('Load all stops at its cap, and Resume goes on from there without fetching a page again, past the cap only as typed', async ({
  context,
  sw,
  extensionId,
}) => {
  const { panel, section } = await listTab(context, sw, extensionId, video, /^Comments/);
  await section.getByRole('button', { name: 'Load all…' }).click();
  await expect(section.getByTestId('load-all-estimate')).toHaveText(
    `The service does not say how many comments there are: pages of ${credits(commentPrice)} each until the end or your cap.`,
  );
  // Without a budget the cap offered is 50 credits; this one allows one page more.
  const cap = section.getByLabel('Spend at most (credits)');
  await expect(cap).toHaveValue('50');
  await cap.fill(String(commentPrice));
  await section.getByRole('button', { name: `Start · up to ${credits(commentPrice)}` }).click();
  await expect(ended(section)).toHaveText(
    `Stopped at your cap of ${credits(commentPrice)}: ${2 * comments.perPage} comments ${held(2, commentPrice)}.`,
  );
  await expect(section.locator('.sl-thread[data-depth="0"] .sl-row').first()).toBeVisible();

  // Resume offers the job's own cap, never more: under it nothing more can be spent.
  await section.getByRole('button', { name: 'Resume…' }).click();
  const jobCap = section.getByLabel('Cap in all, spent included (credits)');
  await expect(jobCap).toHaveValue(String(commentPrice));
  await expect(
    section.getByRole('button', {
      name: `Resume · up to 0 credits (cap ${commentPrice}, ${commentPrice} spent)`,
    }),
  ).toBeVisible();
  await panel.setViewportSize({ width: 360, height: 900 });
  await panel.screenshot({ path: test.info().outputPath('load-all-resume-chromium.png') });
  // A higher cap is the one the user types, and the button says it raises the cap.
  await jobCap.fill('10');
  await section
    .getByRole('button', {
      name: `Resume · raise the cap to 10 credits · up to ${credits(10 - commentPrice)}`,
    })
    .click();
  await expect(ended(section)).toHaveText(
    `Loaded to the end: ${pageCount * comments.perPage} comments ${held(pageCount, commentPrice)}.`,
  );
  const cursors = listRequests('video.comments').map((request) => request.query.cursor ?? 'first');
  expect(cursors).toHaveLength(pageCount);
  expect(new Set(cursors).size).toBe(pageCount);
  await expect(section.getByRole('button', { name: /^(Load more|Load all|Resume)/ })).toHaveCount(
    0,
  );
});

test('Load all offers no more than the budget left', async ({ context, sw, extensionId }) => {
  await useDailyBudget(sw, 20);
  const { section } = await listTab(context, sw, extensionId, video, /^Comments/);
  await section.getByRole('button', { name: 'Load all…' }).click();
  // The video (the page's primary tab) and the comments were paid from the day's 20.
  const left = 20 - fake().requests.reduce((sum, request) => sum + request.charged, 0);
  expect(left).toBe(20 - commentPrice - endpointById('video.video').credits({ videoId: 'x' }));
  await expect(section.getByTestId('load-all-estimate')).toContainText(
    `Your budget allows ${left} more credits.`,
  );
  await expect(section.getByLabel('Spend at most (credits)')).toHaveValue(String(left));
});

test("Load all's estimate follows the budget changed while its form is open", async ({
  context,
  sw,
  extensionId,
}) => {
  await useDailyBudget(sw, 20);
  const { section } = await listTab(context, sw, extensionId, video, /^Comments/);
  await section.getByRole('button', { name: 'Load all…' }).click();
  const spent = fake().requests.reduce((sum, request) => sum + request.charged, 0);
  await expect(section.getByTestId('load-all-estimate')).toContainText(
    `Your budget allows ${20 - spent} more credits.`,
  );
  await expect(section.getByLabel('Spend at most (credits)')).toHaveValue(String(20 - spent));
  await useDailyBudget(sw, 10);
  await expect(section.getByTestId('load-all-estimate')).toContainText(
    `Your budget allows ${10 - spent} more credits.`,
  );
  await expect(section.getByLabel('Spend at most (credits)')).toHaveValue(String(10 - spent));
});

test('a stopped job survives a worker restart and a new panel, and resumes where it stopped', async ({
  context,
  sw,
  extensionId,
  restartWorker,
}) => {
  const { panel, section } = await listTab(context, sw, extensionId, video, /^Comments/);
  // The page in flight is held until Stop has been seen waiting for it.
  fake().inject({ endpoint: 'video.comments', hold: true });
  await section.getByRole('button', { name: 'Load all…' }).click();
  await section.getByRole('button', { name: /^Start · up to/ }).click();
  await expect(section.getByTestId('load-all-progress')).toContainText('Loading all, so far: ');
  await section.getByRole('button', { name: 'Stop' }).click();
  await expect(section.getByTestId('load-all-progress')).toContainText(
    'Stopping after the page in flight…',
  );
  await expect.poll(() => fake().holding()).toBe(1);
  fake().release();
  await expect(ended(section)).toHaveText(
    `Stopped by you: ${2 * comments.perPage} comments ${held(2, commentPrice)}.`,
  );

  await restartWorker();
  await panel.reload();
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  const again = panel.getByRole('tabpanel');
  // The cached first page shows unasked; the job is found by it: its pages show at once, with Resume.
  await expect(ended(again)).toHaveText(
    `Stopped by you: ${2 * comments.perPage} comments ${held(2, commentPrice)}.`,
  );
  // It goes on under the cap it was started with (50 credits, as offered), not a new one.
  await again.getByRole('button', { name: 'Resume…' }).click();
  await expect(again.getByLabel('Cap in all, spent included (credits)')).toHaveValue('50');
  await again
    .getByRole('button', {
      name: `Resume · up to ${credits(50 - commentPrice)} (cap 50, ${commentPrice} spent)`,
    })
    .click();
  await expect(ended(again)).toHaveText(
    `Loaded to the end: ${pageCount * comments.perPage} comments ${held(pageCount, commentPrice)}.`,
  );
  const cursors = listRequests('video.comments').map((request) => request.query.cursor ?? 'first');
  expect(cursors).toHaveLength(pageCount);
  expect(new Set(cursors).size).toBe(pageCount);
});

test('what Load all loaded stays shown after Items per list changes: a new panel shows it all, asking nothing', async ({
  context,
  sw,
  extensionId,
}) => {
  const { panel, section } = await listTab(context, sw, extensionId, video, /^Comments/);
  const howMany = section.getByLabel('How many');
  // Asked with the API's own number (the field's placeholder) when no Items per list is set.
  const loadedWith =
    (await howMany.inputValue()) || ((await howMany.getAttribute('placeholder')) ?? '');
  expect(Number(loadedWith)).toBeGreaterThan(0);
  await section.getByRole('button', { name: 'Load all…' }).click();
  await section.getByRole('button', { name: /^Start · up to/ }).click();
  const whole = `Loaded to the end: ${pageCount * comments.perPage} comments ${held(pageCount, commentPrice)}.`;
  await expect(ended(section)).toHaveText(whole);
  const asked = listRequests('video.comments').length;

  // Items per list set to another number in the settings; the panel opened again.
  const other = Number(loadedWith) + 5;
  await sw.evaluate(async (count) => {
    const { preferences } = await chrome.storage.local.get('preferences');
    await chrome.storage.local.set({
      preferences: { ...(preferences as object), defaultCount: count },
    });
  }, other);
  await panel.reload();
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  const again = panel.getByRole('tabpanel');
  await expect(ended(again)).toHaveText(whole);
  await expect(again.locator('.sl-thread[data-depth="0"] .sl-row')).toHaveCount(
    pageCount * comments.perPage,
  );
  // The control says what the list shown was asked with; nothing was asked again.
  await expect(again.getByLabel('How many')).toHaveValue(loadedWith);
  expect(listRequests('video.comments')).toHaveLength(asked);
  // A new call asks for the number set, once the user changes it back.
  await again.getByLabel('How many').fill(String(other));
  await expect(again.getByRole('button', { name: /^Fetch|^Refresh/ })).toBeEnabled();
});

test('a result’s entity opens in the panel without visiting the site, priced like any tab; Back returns; Ctrl+click opens the site', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, video);
  await panel.setViewportSize({ width: 400, height: 900 });
  const channel = panel.getByRole('tabpanel').getByRole('link', { name: 'Clack Lab' });
  await expect(channel).toHaveAttribute(
    'href',
    'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg',
  );

  // Ctrl+click keeps the browser's meaning: the site, in a tab; the panel stays.
  // (The site's own page cannot load here: no network; the tab is what is checked.)
  const [site] = await Promise.all([
    context.waitForEvent('page'),
    channel.click({ modifiers: ['Control'] }),
  ]);
  await site.close();
  await expect(panel.getByTestId('trail')).toHaveCount(0);

  const pages = context.pages().length;
  await channel.click();
  await expect(panel.getByTestId('page-title')).toContainText('UCq7Lm3vXk9TzR2bN8wYd4Hg');
  const channelPrice = endpointById('video.channel').credits({ channelId: 'x' } as never);
  await expect(panel.getByRole('tab').first()).toHaveText(`Channel ${channelPrice} cr`);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  expect(context.pages()).toHaveLength(pages);
  expect(listRequests('video.channel').map((request) => request.path)).toEqual([
    '/video/channels/UCq7Lm3vXk9TzR2bN8wYd4Hg',
  ]);

  await panel.getByRole('button', { name: '← Back to YouTube video · dQw4w9WgXcQ' }).click();
  await expect(panel.getByTestId('page-title')).toContainText('dQw4w9WgXcQ');
  await expect(panel.getByTestId('provenance')).toHaveAttribute('data-source', 'cache');
  expect(listRequests('video.video')).toHaveLength(1);
});
