/**
 * What the comments and reviews say, in Firefox's sidebar at 360 px against the fake: 2,000
 * comments read together, a term and an author picked narrowing the list to the right rows, and
 * 500 reviews' stars by month and share answered, as in Chromium. Pictures are taken when
 * SHOTS_DIR names a folder.
 */
import { expect, it } from 'vitest';
import { discussedComments, discussedReviews } from '../bench/big-answers';
import { type FirefoxSession, openSidebar, sidebarIsOpen } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const shots = process.env.SHOTS_DIR;
const n = (value: number) => value.toLocaleString('en-US');
const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

type Comment = { text: string; author: string };
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

it('2,000 comments read together; a term and an author narrow the list to the right rows', async () => {
  const { firefox, sidebar } = suite();
  await openTab(
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube/watch-with-video.html',
    /^Comments/,
    'video.comments',
    { comments, nextPageToken: null },
  );
  await expect.poll(() => sidebar.text(count), { timeout: 20_000 }).toBe('2,000 rows');
  await inSidebar(firefox, analysis, 'open');
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
