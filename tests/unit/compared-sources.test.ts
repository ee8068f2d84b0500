/**
 * Where the comparison page's things come from: the address names watched things by their keys
 * and results of the history by their ids; each one still there is read as the store holds it
 * (a result's title, page, endpoint and params), in the address's order, and those gone are
 * counted by source and said in words for each.
 */
import { describe, expect, it } from 'vitest';
import { goneWords, namedThings } from '@/components/compare/compared-sources';
import type { HistorySummary } from '@/lib/store/db';
import { comparedThings } from '../support/compared-things';

const watched = comparedThings.map(({ thing }) => thing);

/** Each watched thing's newest look as the history summarises it, under ids 101, 102, 103. */
const summaries: HistorySummary[] = watched.map((thing, at) => ({
  id: 101 + at,
  at: Date.UTC(2026, 10, 20 + at),
  endpointId: thing.endpointId,
  params: thing.params,
  pageUrl: thing.url,
  title: thing.title,
  demo: false,
  search: thing.title.toLowerCase(),
  key: thing.key,
  counts: comparedThings[at]?.looks.at(-1)?.counts ?? {},
}));
const held = (kept: readonly HistorySummary[]) =>
  new Map(summaries.map((summary) => [summary.id, kept.includes(summary) ? summary : null]));

describe('the things a comparison names', () => {
  it('results of the history are read as their summaries say: title, page, endpoint and params', () => {
    const named = [...summaries].reverse().map((summary) => ({ history: summary.id }));
    expect(namedThings(named, [], held(summaries))).toEqual({
      things: [...watched].reverse().map(({ title, url, endpointId, params }) => ({
        title,
        url,
        endpointId,
        params,
      })),
      gone: { watched: 0, history: 0 },
    });
  });

  it('a result without a title is called by what its call asked for', () => {
    const [first] = summaries as [HistorySummary];
    const { title: _, ...untitled } = first;
    const { things } = namedThings([{ history: first.id }], [], new Map([[first.id, untitled]]));
    expect(things.map((thing) => thing.title)).toEqual([String(first.params.username)]);
  });

  it('watched things and results mix, in the address order', () => {
    // Aiko and Bruno watched; Chen's watch stopped, but a result of Chen's is named.
    const named = [{ history: 103 }, { watched: watched[0]?.key ?? '' }, { history: 102 }];
    const { things } = namedThings(named, watched.slice(0, 2), held(summaries));
    expect(things.map((thing) => thing.title)).toEqual(['Chen', 'Aiko', 'Bruno']);
  });

  it('things gone are left out and counted by where they were named from', () => {
    const named = [
      { history: 101 },
      { history: 102 },
      { history: 999 },
      { watched: watched[2]?.key ?? '' },
      { watched: 'shortvideo.user|gone' },
    ];
    const kept = summaries.slice(0, 1);
    expect(namedThings(named, watched, held(kept))).toMatchObject({
      things: [{ title: 'Aiko' }, { title: 'Chen' }],
      gone: { watched: 1, history: 2 },
    });
  });
});

describe('what left the comparison, said', () => {
  it.each([
    [{ watched: 0, history: 0 }, undefined],
    [{ watched: 1, history: 0 }, '1 thing in this comparison is no longer watched, and left out.'],
    [
      { watched: 2, history: 0 },
      '2 things in this comparison are no longer watched, and left out.',
    ],
    [
      { watched: 0, history: 1 },
      '1 thing in this comparison is no longer in the history, and left out.',
    ],
    [
      { watched: 0, history: 3 },
      '3 things in this comparison are no longer in the history, and left out.',
    ],
    [
      { watched: 1, history: 2 },
      '1 thing in this comparison is no longer watched and 2 things no longer in the history: they are left out.',
    ],
  ])('%o: %s', (gone, words) => {
    expect(goneWords(gone)).toBe(words);
  });
});
