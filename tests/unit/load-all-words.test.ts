/**
 * What "Load all" says before, during and after a job, and what an export states of its list.
 */
import { describe, expect, it } from 'vitest';
import {
  budgetLeftOf,
  endLine,
  estimateOf,
  itemsNoun,
  missingLine,
  progressLine,
} from '@/components/panel/load-all-words';
import { endpointById, endpoints } from '@/lib/areas';
import { completenessOf } from '@/lib/export/completeness';
import type { LoadAllJob } from '@/lib/store/db';

const job = (over: Partial<LoadAllJob>): LoadAllJob => ({
  id: 1,
  endpointId: 'video.comments',
  params: {},
  key: 'k',
  cap: 50,
  running: false,
  next: null,
  pages: 97,
  items: 1940,
  spent: 291,
  total: 2013,
  startedAt: 0,
  updatedAt: 0,
  ...over,
});

describe('the estimate before spending', () => {
  it('with a known total: the pages still needed × the price, offered as the cap up to 50 credits', () => {
    expect(
      estimateOf({
        loaded: 20,
        total: 2013,
        perPage: 20,
        price: 3,
        budgetLeft: null,
        noun: 'comments',
      }),
    ).toEqual({
      pages: 100,
      credits: 300,
      cap: 50,
      text: '1,993 more comments: about 100 pages × 3 credits = 300 credits. The cap starts at 50 credits: type 300 to load them all.',
    });
    // A list that costs less than 50 credits is offered whole.
    expect(
      estimateOf({
        loaded: 20,
        total: 200,
        perPage: 20,
        price: 3,
        budgetLeft: null,
        noun: 'reviews',
      }),
    ).toEqual({
      pages: 9,
      credits: 27,
      cap: 27,
      text: '180 more reviews: about 9 pages × 3 credits = 27 credits.',
    });
  });

  it('a list costing more than 50 credits, a budget or none: the cap never starts past 50', () => {
    for (const [total, budgetLeft, cap] of [
      [1020, null, 50],
      [1020, 500, 50],
      [1020, 30, 30],
      [60, null, 3],
      [1020, 0, 0],
    ] as const) {
      const estimate = estimateOf({
        loaded: 0,
        total,
        perPage: 20,
        price: 1,
        budgetLeft,
        noun: 'posts',
      });
      expect([total, budgetLeft, estimate.cap]).toEqual([total, budgetLeft, cap]);
    }
  });

  it('never offers more than the budget left', () => {
    const estimate = estimateOf({
      loaded: 20,
      total: 2013,
      perPage: 20,
      price: 3,
      budgetLeft: 40,
      noun: 'comments',
    });
    expect(estimate.cap).toBe(40);
  });

  it('without a total: up to 50 credits, or the budget left when smaller', () => {
    const unknown = { loaded: 20, perPage: 20, price: 1, noun: 'posts' };
    expect(estimateOf({ ...unknown, budgetLeft: null })).toEqual({
      cap: 50,
      text: 'The service does not say how many posts there are: pages of 1 credit each until the end or your cap.',
    });
    expect(estimateOf({ ...unknown, budgetLeft: 12 }).cap).toBe(12);
    expect(estimateOf({ ...unknown, budgetLeft: 0 }).cap).toBe(0);
  });

  it('says when every item is loaded already', () => {
    expect(
      estimateOf({
        loaded: 40,
        total: 40,
        perPage: 20,
        price: 3,
        budgetLeft: null,
        noun: 'reviews',
      }).text,
    ).toBe('All 40 reviews are loaded.');
  });

  it('reads the budget left under the tightest budget', () => {
    expect(budgetLeftOf({ today: 5, month: 90 }, { dailyBudget: 20, monthlyBudget: 100 })).toBe(10);
    expect(budgetLeftOf({ today: 5, month: 90 }, { dailyBudget: 20, monthlyBudget: null })).toBe(
      15,
    );
    expect(budgetLeftOf({ today: 30, month: 0 }, { dailyBudget: 20, monthlyBudget: null })).toBe(0);
    expect(budgetLeftOf({ today: 5, month: 90 }, { dailyBudget: null, monthlyBudget: null })).toBe(
      null,
    );
  });
});

describe('progress and endings', () => {
  // The list's first page was shown for 3 credits; Load all asked it again from the cache (free).
  const first = { shown: 3, askedAgain: 0 };
  const held =
    '1,940 of 2,013 comments in 97 pages, 291 credits (288 for the 96 pages Load all added)';
  const ran = (over: Partial<LoadAllJob> = {}) => job({ spent: 288, ...over });

  it('counts every page with what it cost, and says which part Load all spent', () => {
    const twelve = ran({ pages: 3, items: 12, spent: 6, total: undefined, ended: { why: 'end' } });
    expect(endLine(twelve, 'comments', first)).toBe(
      'Loaded to the end: 12 comments in 3 pages, 9 credits (6 for the 2 pages Load all added).',
    );
    expect(progressLine(ran({ running: true }), 'comments', first)).toBe(
      `Loading all, so far: ${held}.`,
    );
  });

  it('counts a first page Load all paid for again (its cache gone) once, in the whole', () => {
    const again = ran({ pages: 3, items: 12, spent: 9, total: undefined, ended: { why: 'end' } });
    expect(endLine(again, 'comments', { shown: 3, askedAgain: 3 })).toBe(
      'Loaded to the end: 12 comments in 3 pages, 12 credits (6 for the 2 pages Load all added).',
    );
  });

  it.each([
    [{ why: 'end' as const }, `Loaded to the end: ${held}.`],
    [{ why: 'cap' as const }, `Stopped at your cap of 50 credits: ${held}.`],
    [
      { why: 'error' as const, message: 'The service failed (500). Retry in a minute.' },
      `Stopped by an error: The service failed (500). Retry in a minute. Kept so far: ${held}.`,
    ],
    [{ why: 'stopped' as const }, `Stopped by you: ${held}.`],
    [{ why: 'interrupted' as const }, `Interrupted when Sidelight's background stopped: ${held}.`],
  ])('says why it ended: %j', (ended, line) => {
    expect(endLine(ran({ ended }), 'comments', first)).toBe(line);
  });

  it('says a credits number only with the pages it paid for, on every line', () => {
    for (const why of ['end', 'cap', 'error', 'stopped', 'interrupted'] as const) {
      const line = endLine(ran({ ended: { why } }), 'comments', first);
      expect(line).not.toMatch(/97 pages, 288 credits/);
      expect(line).toContain('288 for the 96 pages Load all added');
    }
  });

  it('names what is missing against the total once the list has ended, and only then', () => {
    expect(missingLine(job({ ended: { why: 'end' } }), 'comments')).toBe(
      '73 comments the service did not return.',
    );
    expect(missingLine(job({ ended: { why: 'cap' } }), 'comments')).toBe('');
    expect(missingLine(job({ ended: { why: 'end' }, items: 2013 }), 'comments')).toBe('');
    const { total: _total, ...untold } = job({ ended: { why: 'end' } });
    expect(missingLine(untold, 'comments')).toBe('');
  });

  it('says how many repeats it dropped, while it runs and however it ended, and only if any', () => {
    expect(progressLine(ran({ running: true, repeats: 2 }), 'comments', first)).toBe(
      `Loading all, so far: ${held}. 2 repeated comments dropped.`,
    );
    for (const why of ['end', 'cap', 'stopped', 'interrupted', 'storageFull'] as const)
      expect(endLine(ran({ ended: { why }, repeats: 1 }), 'replies', first)).toMatch(
        / 1 repeated reply dropped\.$/,
      );
    expect(endLine(ran({ ended: { why: 'end' }, repeats: 0 }), 'comments', first)).toBe(
      `Loaded to the end: ${held}.`,
    );
  });

  it('speaks of one page and one credit in the singular', () => {
    expect(
      progressLine(job({ pages: 1, spent: 0, items: 20, total: undefined }), 'posts', {
        shown: 1,
        askedAgain: 0,
      }),
    ).toBe('Loading all, so far: 20 posts in 1 page, 1 credit.');
    expect(
      progressLine(job({ pages: 2, spent: 1, items: 40, total: undefined }), 'posts', {
        shown: 1,
        askedAgain: 0,
      }),
    ).toBe('Loading all, so far: 40 posts in 2 pages, 2 credits (1 for the page Load all added).');
  });
});

describe('what an export states', () => {
  it('is complete only at the end of a list holding all the service said it has', () => {
    expect(completenessOf({ loaded: 1940, total: 2013, ended: true, pages: 97 })).toEqual({
      loaded: 1940,
      total: 2013,
      complete: false,
      pages: 97,
    });
    expect(completenessOf({ loaded: 60, ended: true, pages: 3 })).toEqual({
      loaded: 60,
      total: null,
      complete: true,
      pages: 3,
    });
    expect(completenessOf({ loaded: 60, total: 60, ended: false, pages: 3 }).complete).toBe(false);
  });
});

describe('the items of every list have a name', () => {
  it.each(endpoints.filter((entry) => entry.pagination).map((entry) => [entry.id, entry] as const))(
    '%s',
    (_id, entry) => {
      expect(itemsNoun(entry)).toMatch(/^[a-z]+( [a-z]+)*$/);
      expect(itemsNoun(entry)).not.toBe('organic');
    },
  );

  it('web results are results', () => {
    expect(itemsNoun(endpointById('websearch.search'))).toBe('results');
  });
});
