/**
 * History's Compare: a result that is a look at a thing can be ticked, and ticks its thing (every
 * result of the same call); Compare N things counts things, not results, says why until two to
 * four of one kind are ticked, and opens the comparison page on the result ticked of each. A
 * deleted result hands its thing's tick to another of its results listed, or unticks it; so does a
 * result gone when the history is read again.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CompareHistory } from '@/components/settings/CompareHistory';
import {
  afterDeleted,
  asListed,
  comparable,
  withTicked,
} from '@/components/settings/use-history-picks';
import { comparePagePath } from '@/lib/extension/shared/view-addresses';
import type { HistorySummary } from '@/lib/store/db';
import { comparedSeed } from '../support/compared-things';
import { withDocument } from '../support/document';

const { root } = withDocument();
beforeEach(() => fakeBrowser.reset());

/** The three things' looks as the history summarises them, newest first as History lists them. */
const results: HistorySummary[] = comparedSeed(Date.UTC(2026, 10, 28))
  .looks.map(({ key, title, endpointId, params, pageUrl, at, counts }, place) => ({
    id: place + 1,
    at,
    endpointId,
    params,
    pageUrl,
    title,
    demo: false,
    search: title.toLowerCase(),
    key,
    counts,
  }))
  .sort((a, b) => b.at - a.at);
const newestOf = (title: string) =>
  results.find((result) => result.title === title) as HistorySummary;
const [aiko, bruno, chen] = ['Aiko', 'Bruno', 'Chen'].map(newestOf) as [
  HistorySummary,
  HistorySummary,
  HistorySummary,
];
const aikoResults = results.filter((result) => result.key === aiko.key);

describe('a thing ticked by one of its results', () => {
  it('ticks the thing once, however many of its results are ticked', () => {
    const ticked = aikoResults.reduce(
      (now, result) => withTicked(now, result, true),
      [] as readonly HistorySummary[],
    );
    expect(ticked).toEqual([aikoResults[0]]);
  });

  it('is unticked by any of its results', () => {
    const ticked = withTicked(withTicked([], aiko, true), bruno, true);
    expect(withTicked(ticked, aikoResults.at(-1) as HistorySummary, false)).toEqual([bruno]);
  });

  it('its result deleted: another of its results listed names it, or it is unticked', () => {
    const ticked = [aiko, bruno];
    const listed = results.filter((result) => result.id !== aiko.id);
    expect(afterDeleted(ticked, aiko, listed)).toEqual([aikoResults[1], bruno]);
    expect(afterDeleted(ticked, aiko, [bruno])).toEqual([bruno]);
    expect(afterDeleted(ticked, chen, listed)).toEqual(ticked);
  });

  it('its result gone from the history read again: another of its results names it; none left in the whole history, it is unticked', () => {
    const ticked = [aiko, bruno];
    const withoutAiko = results.filter((result) => result.id !== aiko.id);
    expect(asListed(ticked, withoutAiko, true)).toEqual([aikoResults[1], bruno]);
    const noAiko = results.filter((result) => result.key !== aiko.key);
    expect(asListed(ticked, noAiko, true)).toEqual([bruno]);
    // A search's list is not the whole history: a thing it does not show stays ticked.
    expect(asListed(ticked, noAiko, false)).toEqual(ticked);
    expect(asListed(ticked, results, true)).toEqual(ticked);
  });

  it('a result without counts, or without its call, has no tick', () => {
    const { counts: _, ...uncounted } = aiko;
    const { key: __, ...unkeyed } = aiko;
    expect([aiko, uncounted, unkeyed].map(comparable)).toEqual([true, false, false]);
  });
});

const shown = () => ({
  words: root().querySelector('button')?.textContent,
  disabled: root().querySelector('button')?.disabled,
  why: root().querySelector('[data-testid="compare-why-not"]')?.textContent,
  ticked: root().querySelector('[data-testid="history-ticked"]')?.textContent,
});

describe('Compare N things in History', () => {
  it.each([
    ['none ticked', [], 'Compare 0 things', 'Pick at least 2 things to compare.', undefined],
    ['one ticked', [aiko], 'Compare 1 thing', 'Pick at least 2 things to compare.', 'Ticked: Aiko'],
    [
      'two kinds ticked',
      [aiko, { ...bruno, endpointId: 'video.channel', title: 'Clack Lab' }],
      'Compare 2 things',
      'Pick things of one kind: their counts mean the same only then.',
      'Ticked: Aiko, Clack Lab',
    ],
  ])('%s: disabled, and says why', (_, picked, words, why, ticked) => {
    render(h(CompareHistory, { picked, untickAll: () => {} }), root());
    expect(shown()).toEqual({ words, disabled: true, why, ticked });
  });

  it('three of one kind: opens the comparison page on the result ticked of each, in the order ticked', async () => {
    render(h(CompareHistory, { picked: [chen, aiko, bruno], untickAll: () => {} }), root());
    expect(shown()).toEqual({
      words: 'Compare 3 things',
      disabled: false,
      why: undefined,
      ticked: 'Ticked: Chen, Aiko, Bruno',
    });
    root().querySelector('button')?.click();
    await vi.waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        fakeBrowser.runtime.getURL(
          comparePagePath([chen, aiko, bruno].map((result) => ({ history: result.id }))),
        ),
      ),
    );
  });

  it('Untick all unticks every thing', () => {
    const untickAll = vi.fn();
    render(h(CompareHistory, { picked: [aiko, bruno], untickAll }), root());
    [...root().querySelectorAll('button')]
      .find((button) => button.textContent === 'Untick all')
      ?.click();
    expect(untickAll).toHaveBeenCalledOnce();
  });
});
