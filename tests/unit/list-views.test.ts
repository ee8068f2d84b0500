/**
 * What the list views compute from loaded rows: the list in an answer, the rows a filter lets
 * through, the orders comments can be read in, the bars of a chart, the stars of reviews, and
 * the pages "Fetch details for all" hands to the batch page.
 */
import { describe, expect, it } from 'vitest';
import { barsOf, starsOf } from '@/components/views/list/bars';
import { linksOf } from '@/components/views/list/DetailsForAll';
import { listAt, matching } from '@/components/views/list/list-data';
import { sorted, sorts } from '@/components/views/list/sorts';
import type { ItemSpec } from '@/lib/api/view-spec';

const spec: ItemSpec = {
  title: 'title',
  text: 'text',
  date: 'at',
  link: 'https://example.com/p/{id}',
  counts: { likes: 'likes', replies: 'replyCount' },
};

const comments = [
  { id: 'a', title: 'First', text: 'short', at: '2026-01-01', likes: 3, replyCount: 0 },
  {
    id: 'b',
    title: 'Second',
    text: 'a much longer comment',
    at: '2026-03-01',
    likes: 10,
    replyCount: 2,
  },
  { id: 'c', title: 'Third', text: 'mid length', at: '2026-02-01', likes: 10, replyCount: 5 },
  { id: 'a', title: 'Fourth', text: 'Says KEYBOARD', at: 'yesterday' },
];

describe('listAt', () => {
  it('finds the list at a path, the answer itself at the empty path, and nothing elsewhere', () => {
    expect(listAt({ data: { posts: [1, 2] } }, 'data.posts')).toEqual([1, 2]);
    expect(listAt([3], '')).toEqual([3]);
    expect(listAt({ posts: 'none' }, 'posts')).toEqual([]);
    expect(listAt(null, 'posts')).toEqual([]);
  });
});

describe('matching', () => {
  it('keeps the rows that contain the filter in any field, and every row without one', () => {
    expect(matching(comments, 'keyboard').map((row) => (row as { title: string }).title)).toEqual([
      'Fourth',
    ]);
    expect(matching(comments, '2026-0').length).toBe(3);
    expect(matching(comments, '')).toBe(comments);
    expect(matching(comments, 'nowhere')).toEqual([]);
  });
});

describe('sorted', () => {
  const titles = (order: keyof typeof sorts) =>
    sorted(comments, order, spec).map((row) => (row as { title: string }).title);

  it('reads comments in each order it offers, ties as loaded', () => {
    expect(Object.values(sorts).map((sort) => sort.label)).toEqual([
      'As loaded',
      'Most liked',
      'Most replies',
      'Longest',
      'Newest',
    ]);
    expect(titles('loaded')).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(titles('likes')).toEqual(['Second', 'Third', 'First', 'Fourth']);
    expect(titles('replies')).toEqual(['Third', 'Second', 'First', 'Fourth']);
    expect(titles('length')).toEqual(['Second', 'Fourth', 'Third', 'First']);
    expect(titles('date')).toEqual(['Second', 'Third', 'First', 'Fourth']);
  });
});

describe('barsOf', () => {
  it('names bars by their titles when they tell rows apart, skipping rows without a number', () => {
    expect(barsOf(comments, spec, 'likes')).toEqual([
      { name: 'First', value: 3 },
      { name: 'Second', value: 10 },
      { name: 'Third', value: 10 },
    ]);
  });

  it('names bars by their text when titles repeat, else their place', () => {
    const posts = [
      { title: 'Same', text: 'one\n two', likes: 1 },
      { title: 'Same', likes: 2 },
    ];
    expect(barsOf(posts, spec, 'likes')).toEqual([
      { name: 'one two', value: 1 },
      { name: '2', value: 2 },
    ]);
  });

  it('draws at most 20 bars', () => {
    const many = Array.from({ length: 30 }, (_, index) => ({
      title: `Post ${index}`,
      likes: index,
    }));
    expect(barsOf(many, spec, 'likes').length).toBe(20);
  });
});

describe('starsOf', () => {
  it('counts the reviews of each number of stars, five first, rounding halves', () => {
    const reviews = [{ stars: 5 }, { stars: 4.6 }, { stars: 1 }, { stars: 0 }, { stars: 'n/a' }];
    expect(starsOf(reviews, 'stars')).toEqual([
      { name: '5 ★', value: 2 },
      { name: '4 ★', value: 0 },
      { name: '3 ★', value: 0 },
      { name: '2 ★', value: 0 },
      { name: '1 ★', value: 1 },
    ]);
  });
});

describe('linksOf', () => {
  it("gives each item's page once, in order, and nothing when items do not link", () => {
    expect(linksOf(comments, spec)).toEqual([
      'https://example.com/p/a',
      'https://example.com/p/b',
      'https://example.com/p/c',
    ]);
    expect(linksOf(comments, { title: 'title' })).toEqual([]);
  });
});
