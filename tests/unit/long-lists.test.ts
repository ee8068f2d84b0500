/**
 * Long answers in their views, rendered into a document with effects and timers running: the
 * first block shows at once, then every transcript line and every comment ends up in the page
 * (no "show more"), and a list longer than the page keeps renders any of its rows once it comes
 * near the screen (as its scroll position says). Each row says where it is in the whole list.
 */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewFor, viewsLoaded } from '@/components/views';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { longTranscript, manyComments } from '../bench/big-answers';
import { hostileAnswer } from '../fake-api/hostile';

beforeAll(viewsLoaded);

/**
 * Scrolls the page so that the screen (`height` tall) starts `from` pixels past the top of the
 * first element after the rows a list keeps (where the browser would have laid it out), and
 * tells the list, as the browser does, with a scroll event.
 */
async function scrollPast(list: Element, from: number, height = 900) {
  const start = list.querySelector(':scope > :not(.sl-chunk)') as HTMLElement;
  Object.assign(window, { innerHeight: height });
  start.getBoundingClientRect = () => ({ top: -from, height: 0 }) as DOMRect;
  window.dispatchEvent(new window.Event('scroll'));
  await vi.advanceTimersByTimeAsync(0);
}

let root: HTMLElement;
let window: ReturnType<typeof parseHTML>;

beforeEach(() => {
  vi.useFakeTimers();
  window = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  root = window.document.getElementById('root') as unknown as HTMLElement;
});

afterEach(() => {
  render(null, root);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const endpoint = (id: string) => endpoints.find((entry) => entry.id === id) as Endpoint;

function show(id: string, data: unknown) {
  const View = viewFor(endpoint(id));
  if (!View) throw new Error(`${id} has no view`);
  render(
    h(View, { endpoint: endpoint(id), data, params: {}, context: {}, rerun: () => undefined }),
    root,
  );
}

/** Lets the idle steps run until the list has nothing left to add. */
const settle = () => vi.advanceTimersByTimeAsync(20_000);

const rowsOf = (selector: string) => [...root.querySelectorAll(selector)];

/** The rows of a list (`list` a selector), in the chunks it keeps and in the blocks past them. */
const rowsIn = (list: string, row = '.sl-row') =>
  rowsOf(`${list} > .sl-chunk > .sl-block > ${row}, ${list} > .sl-block > ${row}`);

/** Types into a search box as a person would. */
async function search(label: string, text: string) {
  const box = root.querySelector(`input[aria-label="${label}"]`) as HTMLInputElement | null;
  if (!box) throw new Error(`No search box "${label}"`);
  box.value = text;
  box.dispatchEvent(new window.Event('input'));
  await vi.advanceTimersByTimeAsync(0);
}

describe('a 5,000-segment transcript', { timeout: 30_000 }, () => {
  const data = longTranscript(5000);
  const lines = () => rowsOf('.sl-transcript__lines [role="listitem"]');

  it('shows its first lines at once and then every line, each with its time button', async () => {
    show('video.transcription', data);
    expect(lines().length).toBeGreaterThan(0);
    expect(lines().length).toBeLessThan(5000);
    await settle();
    expect(lines().length).toBe(5000);
    expect(rowsOf('.sl-transcript__lines button').length).toBe(5000);
    const last = lines().at(-1);
    expect(last?.getAttribute('aria-posinset')).toBe('5000');
    expect(last?.getAttribute('aria-setsize')).toBe('5000');
    expect(last?.textContent).toContain('5000: ');
    expect(last?.querySelector('button')?.getAttribute('aria-label')).toBe('Play from 3:28:17');
    expect(root.querySelector('.sl-transcript__lines')?.getAttribute('aria-busy')).toBeNull();
  });

  it('searches every line, rendered yet or not', async () => {
    show('video.transcription', data);
    await search('Search the transcript', '4999:');
    await settle();
    expect(lines().length).toBe(1);
    expect(lines()[0]?.textContent).toContain('4999: ');
    expect(lines()[0]?.getAttribute('aria-setsize')).toBe('1');
  });
});

// Thousands of rows rendered into a document: a second or two here, more on a busy machine.
describe('2,000 comments', { timeout: 30_000 }, () => {
  const data = manyComments(2000);
  const rows = () => rowsIn('.sl-thread[data-depth="0"]');

  it('all end up in the page, with no button to show more', async () => {
    show('video.comments', data);
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().length).toBeLessThan(2000);
    await settle();
    expect(rows().length).toBe(2000);
    expect(rows().at(-1)?.textContent).toContain('Comment 2000: ');
    expect(root.textContent).not.toMatch(/Show \d+ more|not shown/);
  });

  it('a page loaded at the end leaves the rows already shown in place', async () => {
    const page = manyComments(1000);
    show('video.comments', page);
    await settle();
    const first = rows()[0];
    const more = (manyComments(20).comments as object[]).map((comment, index) => ({
      ...comment,
      text: `Comment ${1001 + index}: more`,
    }));
    show('video.comments', { ...page, comments: [...(page.comments as object[]), ...more] });
    await vi.advanceTimersByTimeAsync(0);
    expect(rows().length).toBeGreaterThanOrEqual(1000);
    expect(rows()[0] === first).toBe(true);
    await settle();
    expect(rows().length).toBe(1020);
    expect(rows().at(-1)?.textContent).toContain('Comment 1020: more');
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('1020');
  });

  it('the filter and the sort reach every comment', async () => {
    show('video.comments', data);
    await search('Filter the loaded rows', 'comment 1999:');
    expect(rows().length).toBe(1);
    expect(rows()[0]?.textContent).toContain('Comment 1999: ');
    await search('Filter the loaded rows', '');
    const sort = root.querySelector('select') as HTMLSelectElement;
    for (const option of sort.querySelectorAll('option'))
      option.toggleAttribute('selected', option.value === 'likes');
    sort.dispatchEvent(new window.Event('change'));
    await settle();
    const most = (data.comments as { likeCount: number; text: string }[]).reduce((best, each) =>
      each.likeCount > best.likeCount ? each : best,
    );
    expect(rows()[0]?.textContent).toContain(`${most.text.split(':')[0]}: `);
    expect(rows().length).toBe(2000);
  });
});

describe('a 10,000-item hostile list', { timeout: 30_000 }, () => {
  const data = hostileAnswer('forum.communityPosts', sampleOf('forum.communityPosts'), {
    hugeText: 100_000,
  });
  const list = () => root.querySelector('.sl-rows') as Element;
  const rows = () => rowsIn('.sl-rows');

  it('keeps its first 500 rows in the page and renders any other near the screen', async () => {
    show('forum.communityPosts', data);
    await settle();
    // Longer than the 2,000 rows a list keeps whole: it keeps 500.
    expect(rows().length).toBe(500);
    // Room is kept for the rows not rendered, one spacer as tall as their guessed heights.
    const gaps = () => rowsOf('.sl-rows > .sl-gap');
    // The kept rows: 50 blocks of 10, in 5 chunks of 10 blocks.
    expect(rowsOf('.sl-rows > .sl-chunk')).toHaveLength(5);
    expect(rowsOf('.sl-rows > .sl-chunk > .sl-block')).toHaveLength(50);
    expect(gaps().map((gap) => gap.getAttribute('style'))).toEqual([`height: ${9500 * 80}px`]);
    expect(rows()[0]?.getAttribute('aria-setsize')).toBe('10000');

    // Scrolled to the end: the last rows render, and room stays for those between.
    await scrollPast(list(), 9500 * 80 - 900);
    const last = rows().at(-1);
    expect(last?.getAttribute('aria-posinset')).toBe('10000');
    expect(last?.textContent).not.toBe('');
    const near = rows().length - 500;
    expect(near).toBeGreaterThan(0);
    expect(near).toBeLessThan(100);
    expect(gaps()).toHaveLength(1);
    expect(rows()[500]?.getAttribute('aria-posinset')).toBe(String(10001 - near));
    expect(gaps()[0]?.getAttribute('style')).toBe(`height: ${(9500 - near) * 80}px`);

    // Halfway: the rows there, between two spacers.
    await scrollPast(list(), 4000 * 80);
    const middle = rows().slice(500);
    expect(middle.length).toBeGreaterThan(0);
    expect(middle.length).toBeLessThan(100);
    const places = middle.map((row) => Number(row.getAttribute('aria-posinset')));
    expect(places[0]).toBeLessThanOrEqual(4501);
    expect(places.at(-1)).toBeGreaterThan(4501);
    expect(places).toEqual(places.map((_, index) => (places[0] as number) + index));
    expect(gaps()).toHaveLength(2);

    // Back among the kept rows: only they stay.
    await scrollPast(list(), -5000);
    expect(rows().length).toBe(500);
    expect(gaps()).toHaveLength(1);
  });

  it('cuts a huge title in a row, and shows it all on request', async () => {
    show('forum.communityPosts', data);
    const huge = () => rows()[1]?.querySelector('.sl-item__title')?.textContent ?? '';
    expect(huge().length).toBeLessThanOrEqual(601);
    const more = rows()[1]?.querySelector('button.sl-item__more') as HTMLButtonElement;
    expect(more.textContent).toBe('Show all');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    more.dispatchEvent(new window.Event('click'));
    await vi.advanceTimersByTimeAsync(0);
    expect(huge()).toHaveLength(100_000);
    expect(more.textContent).toBe('Show less');
  });
});
