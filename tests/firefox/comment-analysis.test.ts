/**
 * What the comments and reviews say, in Firefox's sidebar at 360 px against the fake: 2,000
 * comments read together, a term and an author picked narrowing the list to the right rows, and
 * 500 reviews' stars by month and share answered, and the 2,000 comments' analysis downloaded as
 * one CSV and one workbook holding each part's rows, as in Chromium. Pictures are taken when
 * SHOTS_DIR names a folder.
 */
import { expect, it } from 'vitest';
import { discussedComments, discussedReviews } from '../bench/big-answers';
import { csvParts, expectedParts, sheetParts } from '../support/analysis-files';
import { readWorkbook } from '../support/read-workbook';
import { type FirefoxSession, openSidebar, sidebarIsOpen } from './firefox';
import { keepFiles, type Saved, savedIn } from './saved-files';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const shots = process.env.SHOTS_DIR;
const n = (value: number) => value.toLocaleString('en-US');
const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

type Comment = { text: string; author: string; likeCount: number; publishedAt: string };
const comments = discussedComments(2000).comments as Comment[];
type Review = { title: string; rating: number; reply: unknown; dates: { publishedDate: string } };
const reviews = discussedReviews(500).reviews as Review[];
const span = 'Oct 2, 2026 – Nov 27, 2026';

const analysis = `${shownPanel} [data-testid="remark-analysis"]`;
const analysisBody = `${analysis} [data-testid="remark-analysis-body"]`;
const count = `${shownPanel} [data-testid="filter-count"]`;
const narrowed = `${shownPanel} [data-testid="narrowed"]`;
const firstRow = `${shownPanel} [role="list"] [role="listitem"]`;

/** Runs in the sidebar's document: opens the section, or scrolls an element to the top. */
const inSidebar = (firefox: FirefoxSession, selector: string, act: 'open' | 'scroll') =>
  firefox.settings.evaluate(
    (found: string, what: string) => {
      const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never);
      const element = sidebar?.document.querySelector(found);
      if (what === 'open') element?.querySelector('summary')?.click();
      else element?.scrollIntoView();
      // Rows skipped while far from the screen (content-visibility) are painted a frame later.
      return new Promise((painted) =>
        sidebar?.requestAnimationFrame(() => sidebar.requestAnimationFrame(painted)),
      );
    },
    selector,
    act,
  );

async function picture(firefox: FirefoxSession, selector: string, name: string) {
  if (!shots) return;
  await inSidebar(firefox, selector, 'scroll');
  await firefox.screenshot(`${shots}/${name}-360-firefox.png`);
}

/** The sidebar at 360 px on `url`, with `body` fetched in the tab named `tab`. */
async function openTab(url: string, fixture: string, tab: RegExp, endpoint: string, body: unknown) {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await showPage(firefox, url, fixture);
  if (!(await sidebarIsOpen(firefox))) await openSidebar(firefox);
  await firefox.inWindow(`document.getElementById('sidebar-box').style.width = '360px'; true`);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  fake.inject({ endpoint, respond: { status: 200, body } });
  await sidebar.click({ role: 'tab', name: tab });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
}

/**
 * The 2,000 comments in a video's Comments tab, all of them listed, and their analysis opened.
 * Each test opens a video of its own: one fetched before would show from the cache, with no Fetch.
 */
async function openDiscussedVideo(firefox: FirefoxSession, videoId: string) {
  await openTab(
    `https://www.youtube.com/watch?v=${videoId}`,
    'youtube/watch-with-video.html',
    /^Comments/,
    'video.comments',
    { comments, nextPageToken: null },
  );
  await expect.poll(() => suite().sidebar.text(count), { timeout: 20_000 }).toBe('2,000 rows');
  await inSidebar(firefox, analysis, 'open');
}

it('2,000 comments read together; a term and an author narrow the list to the right rows', async () => {
  const { firefox, sidebar } = suite();
  await openDiscussedVideo(firefox, 'dQw4w9WgXcQ');
  const questions = comments.filter((comment) => comment.text.includes('?')).length;
  await expect
    .poll(() => sidebar.text(analysisBody), { timeout: 20_000 })
    .toContain(
      `${n(questions)} sentences ending in a question mark, over 2,000 comments loaded, ${span}`,
    );
  const withKeycaps = comments.filter((comment) => comment.text.includes('keycaps'));
  const byRegular = comments.filter((comment) => comment.author === '@keebregular');
  // The terms are counted after the other parts: the pictures wait for them.
  const terms = `${analysisBody} .sl-remarks__part:last-child`;
  await expect.poll(() => sidebar.text(terms), { timeout: 20_000 }).toContain('keycaps');
  await picture(firefox, analysis, 'comments-analysis');
  await picture(firefox, terms, 'comments-terms');

  await sidebar.click({ role: 'button', name: `keycaps ${n(withKeycaps.length)}` }, analysisBody);
  await expect.poll(() => sidebar.text(count)).toBe(`${n(withKeycaps.length)} of 2,000 rows`);
  expect(await sidebar.value('Filter the loaded rows')).toBe('keycaps');
  expect(await sidebar.text(narrowed)).toBe(
    'Showing only the comments containing “keycaps”. Show all comments',
  );
  expect(await sidebar.attribute(firstRow, 'aria-setsize')).toBe(String(withKeycaps.length));

  await sidebar.click(
    { role: 'button', name: `@keebregular ${n(byRegular.length)}` },
    analysisBody,
  );
  const both = byRegular.filter((comment) => comment.text.includes('keycaps'));
  await expect.poll(() => sidebar.text(count)).toBe(`${n(both.length)} of 2,000 rows`);
  expect(await sidebar.attribute(firstRow, 'aria-setsize')).toBe(String(both.length));
  await picture(firefox, narrowed, 'comments-narrowed');

  await sidebar.click({ role: 'button', name: 'Show all comments' }, shownPanel);
  await expect.poll(() => sidebar.text(count)).toBe('2,000 rows');
  expect(await sidebar.text(narrowed)).toBeNull();
});

it('500 reviews: stars by month and the share the business answered', async () => {
  const { firefox, sidebar } = suite();
  await openTab(
    'https://www.trustpilot.com/review/www.amazon.com',
    'generic.html',
    /^Reviews/,
    'reviews.reviews',
    discussedReviews(500),
  );
  await expect.poll(() => sidebar.text(count), { timeout: 20_000 }).toBe('500 rows');
  await inSidebar(firefox, analysis, 'open');
  const answered = reviews.filter((review) => review.reply !== null).length;
  await expect
    .poll(() => sidebar.text(analysisBody), { timeout: 20_000 })
    .toContain(
      `${oneDecimal((answered / reviews.length) * 100)}%: ${answered} of 500 reviews answered by the business`,
    );
  const cells = await sidebar.texts(`${analysisBody} tbody :is(th, td)`);
  expect(cells).toEqual(
    ['2026-10', '2026-11'].flatMap((month) => {
      const inMonth = reviews.filter((review) => review.dates.publishedDate.startsWith(month));
      const mean = inMonth.reduce((sum, review) => sum + review.rating, 0) / inMonth.length;
      return [month, String(inMonth.length), oneDecimal(mean)];
    }),
  );
  // The list under the analysis shows its rows, the first review first.
  await expect.poll(() => sidebar.text(firstRow)).toContain(reviews[0]?.title ?? 'none');
  await picture(firefox, analysis, 'reviews-analysis');
  await picture(firefox, `${analysisBody} table`, 'reviews-stars');
});

/** Runs a function of the sidebar's window given as source (`savedIn`, `keepFiles`) there. */
const inSidebarWindow = (firefox: FirefoxSession, source: string) =>
  firefox.settings.evaluate(
    `(${source})(browser.extension.getViews({ type: 'sidebar' })[0])`,
  ) as Promise<Saved[] | null>;

it("2,000 comments' analysis downloads as one CSV and one workbook of a sheet a part", async () => {
  const { firefox, sidebar } = suite();
  await openDiscussedVideo(firefox, 'M7lc1UVf-VE');
  const files = `${analysisBody} [data-testid="remark-analysis-files"]`;
  await expect
    .poll(() => sidebar.text(files), { timeout: 20_000 })
    .toContain('The files hold every part below, over 2,000 comments loaded.');
  await picture(firefox, analysis, 'comments-analysis-files');
  const headings = await sidebar.texts(`${analysisBody} .sl-remarks__part h3`);

  await inSidebarWindow(firefox, keepFiles);
  await sidebar.click({ role: 'button', name: 'Download analysis CSV' }, files);
  await sidebar.click({ role: 'button', name: 'Download analysis Excel' }, files);
  let saved: Saved[] | null = null;
  const day = String.raw`\d{4}-\d{2}-\d{2}`;
  await expect
    .poll(
      async () => {
        saved = await inSidebarWindow(firefox, savedIn);
        return saved?.map((file) => file.name);
      },
      { timeout: 20_000 },
    )
    .toEqual([
      expect.stringMatching(
        new RegExp(`^youtube-video-M7lc1UVf-VE-comments-analysis-${day}\\.csv$`),
      ),
      expect.stringMatching(
        new RegExp(`^youtube-video-M7lc1UVf-VE-comments-analysis-${day}\\.xlsx$`),
      ),
    ]);
  const [csv, xlsx] = saved as unknown as Saved[];
  const parts = csvParts(new TextDecoder().decode(new Uint8Array(csv?.bytes ?? [])));
  expect(Object.keys(parts)).toEqual(['Counted over', ...headings]);
  const expected = expectedParts(comments, 2000);
  expect(parts['Counted over']).toEqual([expected.countedOver]);
  expect(parts['Comments over time']).toEqual(expected.bars);
  expect(parts['Most liked']?.map((row) => row.likes)).toEqual(expected.likes);
  const withKeycaps = comments.filter((comment) => comment.text.includes('keycaps'));
  expect(parts['Terms that come up most']).toContainEqual({
    term: 'keycaps',
    comments: String(withKeycaps.length),
  });
  const sheets = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Counted over', ...headings]);
  expect(sheetParts(sheets)).toEqual(parts);

  // Narrowed to an author, the CSV holds the analysis of their comments and says so.
  const byRegular = comments.filter((comment) => comment.author === '@keebregular');
  await sidebar.click(
    { role: 'button', name: `@keebregular ${n(byRegular.length)}` },
    analysisBody,
  );
  await expect
    .poll(() => sidebar.text(files))
    .toContain(
      `The files hold the analysis of the ${byRegular.length} comments shown, by @keebregular.`,
    );
  await picture(firefox, analysis, 'comments-analysis-files-narrowed');
  await inSidebarWindow(firefox, keepFiles);
  await sidebar.click({ role: 'button', name: 'Download analysis CSV' }, files);
  let narrowed: Saved[] | null = null;
  await expect
    .poll(async () => {
      narrowed = await inSidebarWindow(firefox, savedIn);
      return narrowed?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(
        new RegExp(`^youtube-video-M7lc1UVf-VE-comments-analysis-by-keebregular-${day}\\.csv$`),
      ),
    ]);
  const [narrowedCsv] = narrowed as unknown as Saved[];
  const narrowedParts = csvParts(
    new TextDecoder().decode(new Uint8Array(narrowedCsv?.bytes ?? [])),
  );
  const expectedNarrowed = expectedParts(byRegular, 2000, { by: "'@keebregular" });
  expect(narrowedParts['Counted over']).toEqual([expectedNarrowed.countedOver]);
  expect(narrowedParts['Comments over time']).toEqual(expectedNarrowed.bars);
  expect(narrowedParts['Who comments most']).toEqual([
    { author: "'@keebregular", comments: String(byRegular.length) },
  ]);
});
