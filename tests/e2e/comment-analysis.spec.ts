/**
 * What the comments and reviews say, in the panel against the local fake: 2,000 comments read
 * together (their span, questions, regulars and terms, counted from the answer here), a term and
 * an author picked narrowing the list to the right rows and saying so, and 500 reviews' stars by
 * month and share answered; opened, each has no accessibility violations and nothing past the
 * panel's edge at its widths; the 2,000 comments' analysis downloads as one CSV and one workbook
 * holding each part's rows, and narrowed, the files hold the rows shown and say which filter.
 * Pictures at 360 px are taken when SHOTS_DIR names a folder.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Worker } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { discussedComments, discussedReviews } from '../bench/big-answers';
import { answerFor } from '../fake-api/pages';
import { csvParts, expectedParts, sheetParts } from '../support/analysis-files';
import { panelWidths, sidewaysOverflow } from '../support/overflow';
import { readWorkbook } from '../support/read-workbook';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
  waitBeforeFetching,
} from './fixtures';

const fake = fakeApiForSuite();
test.beforeEach(({ sw }) => waitBeforeFetching(sw, 0));
const shots = process.env.SHOTS_DIR;
const n = (value: number) => value.toLocaleString('en-US');
const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

type Comment = { text: string; author: string; likeCount: number; publishedAt: string };
const comments = discussedComments(2000).comments as Comment[];
type Review = { rating: number; reply: unknown; dates: { publishedDate: string } };
const reviews = discussedReviews(500).reviews as Review[];
const span = 'Oct 2, 2026 – Nov 27, 2026';
/** A video's page with the 2,000 comments in its Comments tab. */
const discussedVideo = {
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  tab: /^Comments/,
  endpoint: 'video.comments',
  body: { comments, nextPageToken: null },
};

async function openTab(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  { url, tab, endpoint, body }: { url: string; tab: RegExp; endpoint: string; body: unknown },
): Promise<Page> {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, url);
  await panel.setViewportSize({ width: 360, height: 900 });
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  fake().inject({ endpoint, respond: { status: 200, body } });
  await panel.getByRole('tab', { name: tab }).click();
  const shown = panel.getByRole('tabpanel');
  const fetch = shown.getByRole('button', { name: /^Fetch/ });
  if (await fetch.isVisible()) await fetch.click();
  return panel;
}

/** The opened analysis: no accessibility violations in it, and nothing past the panel's edge. */
async function expectReadable(panel: Page) {
  const { violations } = await new AxeBuilder({ page: panel })
    .include('[data-testid="remark-analysis"]')
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  for (const width of panelWidths) {
    await panel.setViewportSize({ width, height: 900 });
    await expect
      .poll(() => panel.evaluate(sidewaysOverflow, undefined))
      .toEqual({ window: width, sideways: 0, outside: [] });
  }
  await panel.setViewportSize({ width: 360, height: 900 });
}

/**
 * The part `testId` names, whole, as the panel shows it at 360 px; the narrowing line with the
 * rows below it as far as the panel shows (a page of 2,000 rows is too tall a picture).
 */
const picture = async (panel: Page, testId: string, name: string) => {
  if (!shots) return;
  const path = `${shots}/${name}-360-chromium.png`;
  if (testId === 'narrowed') {
    await panel.getByTestId(testId).evaluate((element) => element.scrollIntoView());
    await panel.screenshot({ path });
  } else await panel.getByTestId(testId).screenshot({ path });
};

test('2,000 comments: their span, questions, regulars and terms, and a term or an author narrows the list', async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await openTab(context, sw, extensionId, discussedVideo);
  const shown = panel.getByRole('tabpanel');
  const count = shown.getByTestId('filter-count');
  await expect(count).toHaveText('2,000 rows');
  const section = shown.getByTestId('remark-analysis');
  await section.getByText('What the comments say').click();
  const body = section.getByTestId('remark-analysis-body');
  const questions = comments.filter((comment) => comment.text.includes('?')).length;
  const mostInADay = comments.filter((comment) =>
    comment.publishedAt.startsWith('2026-10-02'),
  ).length;
  await expect(body).toContainText(
    `${n(questions)} sentences ending in a question mark, over 2,000 comments loaded, ${span}`,
  );
  await expect(body).toContainText(`Comments a day; the most, ${n(mostInADay)}, on Oct 2, 2026`);
  const withKeycaps = comments.filter((comment) => comment.text.includes('keycaps'));
  const byRegular = comments.filter((comment) => comment.author === '@keebregular');
  const term = body.getByRole('button', { name: `keycaps ${n(withKeycaps.length)}` });
  const regular = body.getByRole('button', { name: `@keebregular ${n(byRegular.length)}` });
  await expect(regular).toBeVisible();
  await expectReadable(panel);
  await picture(panel, 'remark-analysis', 'comments-analysis');

  await term.click();
  await expect(count).toHaveText(`${n(withKeycaps.length)} of 2,000 rows`);
  await expect(shown.getByLabel('Filter the loaded rows')).toHaveValue('keycaps');
  const narrowed = shown.getByTestId('narrowed');
  await expect(narrowed).toHaveText(
    'Showing only the comments containing “keycaps”. Show all comments',
  );
  const rows = shown.locator('[role="list"] > .sl-chunk > .sl-block > [role="listitem"]');
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(withKeycaps.length));
  await expect(rows.first()).toContainText(withKeycaps[0]?.text ?? 'none');

  await regular.click();
  const both = byRegular.filter((comment) => comment.text.includes('keycaps'));
  await expect(count).toHaveText(`${n(both.length)} of 2,000 rows`);
  await expect(narrowed).toHaveText(
    'Showing only the comments containing “keycaps” by @keebregular. Show all comments',
  );
  await expect(rows.last()).toHaveAttribute('aria-posinset', String(both.length));
  await picture(panel, 'narrowed', 'comments-narrowed');

  await narrowed.getByRole('button', { name: 'Show all comments' }).click();
  await expect(count).toHaveText('2,000 rows');
  await expect(narrowed).toHaveCount(0);
  await expect(rows.last()).toHaveAttribute('aria-posinset', '2000');
});

test('500 reviews: stars by month and the share the business answered', async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await openTab(context, sw, extensionId, {
    url: 'https://www.trustpilot.com/review/www.amazon.com',
    tab: /^Reviews/,
    endpoint: 'reviews.reviews',
    body: discussedReviews(500),
  });
  const shown = panel.getByRole('tabpanel');
  await expect(shown.getByTestId('filter-count')).toHaveText('500 rows');
  const section = shown.getByTestId('remark-analysis');
  await section.getByText('What the reviews say').click();
  const body = section.getByTestId('remark-analysis-body');
  const answered = reviews.filter((review) => review.reply !== null).length;
  const share = oneDecimal((answered / reviews.length) * 100);
  await expect(body).toContainText(
    `${share}%: ${answered} of 500 reviews answered by the business`,
  );
  for (const month of ['2026-10', '2026-11']) {
    const inMonth = reviews.filter((review) => review.dates.publishedDate.startsWith(month));
    const mean = inMonth.reduce((sum, review) => sum + review.rating, 0) / inMonth.length;
    await expect(body.getByRole('row', { name: new RegExp(`^${month} `) })).toHaveText(
      `${month}${inMonth.length}${oneDecimal(mean)}`,
    );
  }
  await expectReadable(panel);
  await picture(panel, 'remark-analysis', 'reviews-analysis');

  // The workbook's review parts: a month a row with each number of stars, and the share answered.
  const xlsx = await saved(
    panel,
    body.getByTestId('remark-analysis-files'),
    'Download analysis Excel',
  );
  expect(xlsx.name).toMatch(/-reviews-analysis-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheets = sheetParts(readWorkbook(xlsx.bytes));
  expect(sheets['Stars by month']).toEqual(
    ['2026-10', '2026-11'].map((month) => {
      const inMonth = reviews.filter((review) => review.dates.publishedDate.startsWith(month));
      const stars = [1, 2, 3, 4, 5].map(
        (star) => inMonth.filter((review) => review.rating === star).length,
      );
      const total = inMonth.reduce((sum, review) => sum + review.rating, 0);
      return {
        month,
        reviews: String(inMonth.length),
        ...Object.fromEntries(
          stars.map((count, at) => [`${at + 1} star${at === 0 ? '' : 's'}`, String(count)]),
        ),
        'mean stars': String(total / inMonth.length),
      };
    }),
  );
  expect(sheets['Answered by the business']).toEqual([
    {
      reviews: '500',
      answered: String(answered),
      'share answered': String((answered / reviews.length) * 100),
    },
  ]);
});

test("the sample's comments: no dates, no regulars, each part saying why it is empty", async ({
  context,
  sw,
  extensionId,
}) => {
  const sample = answerFor(endpointById('video.comments'), { videoId: 'dQw4w9WgXcQ' }, 1, 1) as {
    comments: { publishedAt: string }[];
  };
  const panel = await openTab(context, sw, extensionId, {
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    tab: /^Comments/,
    endpoint: 'video.comments',
    body: sample,
  });
  const shown = panel.getByRole('tabpanel');
  const loaded = sample.comments.length;
  await expect(shown.getByTestId('filter-count')).toHaveText(`${loaded} rows`);
  await shown.getByTestId('remark-analysis').getByText('What the comments say').click();
  const body = shown.getByTestId('remark-analysis-body');
  // The sample's dates are relative ("3 days ago"): no bar can hold them.
  expect(sample.comments.filter((comment) => /^\d{4}-/.test(comment.publishedAt))).toEqual([]);
  await expect(body).toContainText(
    `over ${loaded} comments loadedNo comment loaded has a date readable as one.`,
  );
  await expect(body).toContainText(
    `Authors of more than one, by how many they wrote, over ${loaded} comments loaded. Pick one to show only theirs.No one wrote more than one of the comments loaded.`,
  );
  await expectReadable(panel);
  await picture(panel, 'remark-analysis', 'comments-sample-analysis');
});

/** The file a button of the analysis saves: its name and its bytes. */
async function saved(panel: Page, files: Locator, button: string) {
  const [download] = await Promise.all([
    panel.waitForEvent('download'),
    files.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) ?? '') };
}

const day = String.raw`\d{4}-\d{2}-\d{2}`;

test("2,000 comments' analysis downloads as one CSV and one workbook of a sheet a part; narrowed, they hold the rows shown", async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await openTab(context, sw, extensionId, discussedVideo);
  const shown = panel.getByRole('tabpanel');
  const section = shown.getByTestId('remark-analysis');
  await section.getByText('What the comments say').click();
  const body = section.getByTestId('remark-analysis-body');
  const files = body.getByTestId('remark-analysis-files');
  await expect(files).toContainText('The files hold every part below, over 2,000 comments loaded.');
  const headings = await body.locator('.sl-remarks__part h3').allTextContents();
  const termsShown = await body
    .locator('.sl-remarks__part:last-child button')
    .evaluateAll((buttons) => buttons.map((button) => button.textContent));
  if (shots) {
    // The section's top as the panel shows it: its heading, the files' sentence and buttons.
    await section.evaluate((element) => element.scrollIntoView());
    await panel.screenshot({ path: `${shots}/comments-analysis-files-360-chromium.png` });
  }

  const csv = await saved(panel, files, 'Download analysis CSV');
  expect(csv.name).toMatch(
    new RegExp(`^youtube-video-dQw4w9WgXcQ-comments-analysis-${day}\\.csv$`),
  );
  const parts = csvParts(csv.bytes.toString('utf8'));
  expect(Object.keys(parts)).toEqual(['Counted over', ...headings]);
  const expected = expectedParts(comments, 2000);
  expect(parts['Counted over']).toEqual([expected.countedOver]);
  expect(parts['Comments over time']).toEqual(expected.bars);
  expect(parts['Most liked']?.map((row) => row.likes)).toEqual(expected.likes);
  expect(parts.Questions).toHaveLength(comments.filter((each) => each.text.includes('?')).length);
  const byRegular = comments.filter((comment) => comment.author === '@keebregular');
  expect(parts['Who comments most']?.[0]).toEqual({
    author: "'@keebregular",
    comments: String(byRegular.length),
  });
  // The terms as the panel's buttons name them: "keycaps 1,200".
  expect(
    parts['Terms that come up most']?.map(({ term, comments }) => `${term} ${n(Number(comments))}`),
  ).toEqual(termsShown);

  const xlsx = await saved(panel, files, 'Download analysis Excel');
  expect(xlsx.name).toMatch(
    new RegExp(`^youtube-video-dQw4w9WgXcQ-comments-analysis-${day}\\.xlsx$`),
  );
  const sheets = readWorkbook(xlsx.bytes);
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Counted over', ...headings]);
  expect(sheetParts(sheets)).toEqual(parts);

  const withKeycaps = comments.filter((comment) => comment.text.includes('keycaps'));
  await body.getByRole('button', { name: `keycaps ${n(withKeycaps.length)}` }).click();
  await expect(shown.getByTestId('filter-count')).toHaveText(
    `${n(withKeycaps.length)} of 2,000 rows`,
  );
  await expect(files).toContainText(
    `The files hold the analysis of the ${n(withKeycaps.length)} comments shown, containing “keycaps”.`,
  );
  if (shots) {
    await section.evaluate((element) => element.scrollIntoView());
    await panel.screenshot({ path: `${shots}/comments-analysis-files-narrowed-360-chromium.png` });
  }
  const narrowedCsv = await saved(panel, files, 'Download analysis CSV');
  expect(narrowedCsv.name).toMatch(
    new RegExp(`^youtube-video-dQw4w9WgXcQ-comments-analysis-containing-keycaps-${day}\\.csv$`),
  );
  const narrowedParts = csvParts(narrowedCsv.bytes.toString('utf8'));
  const narrowed = expectedParts(withKeycaps, 2000, { containing: 'keycaps' });
  expect(narrowedParts['Counted over']).toEqual([narrowed.countedOver]);
  expect(narrowedParts['Comments over time']).toEqual(narrowed.bars);
  expect(narrowedParts['Most liked']?.map((row) => row.likes)).toEqual(narrowed.likes);
  // "keycaps" is in every comment shown ("New keycaps look clean.", as is "clean").
  expect(narrowedParts['Terms that come up most']).toContainEqual({
    term: 'keycaps',
    comments: String(withKeycaps.length),
  });
  const narrowedBook = readWorkbook((await saved(panel, files, 'Download analysis Excel')).bytes);
  expect(sheetParts(narrowedBook)).toEqual(narrowedParts);
});
