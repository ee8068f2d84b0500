/**
 * Watched's Compare button: it names how many things are ticked, and opens the comparison page
 * on them only when two to four of one kind, each with a look kept, are ticked; otherwise it is
 * disabled and says why. Before the looks are read it claims nothing about them.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CompareWatched } from '@/components/settings/CompareWatched';
import { comparePagePath } from '@/lib/extension/shared/view-addresses';
import { comparedThings } from '../support/compared-things';
import { withDocument } from '../support/document';

const { root } = withDocument();
beforeEach(() => fakeBrowser.reset());

const [aiko, bruno, chen] = comparedThings.map(({ thing }) => thing) as [
  (typeof comparedThings)[number]['thing'],
  (typeof comparedThings)[number]['thing'],
  (typeof comparedThings)[number]['thing'],
];
const more = ['dana', 'emil'].map((name) => ({ ...aiko, key: `${aiko.key}-${name}`, title: name }));
const channel = {
  ...chen,
  key: 'video.channel|x',
  endpointId: 'video.channel',
  title: 'Clack Lab',
};
const looked = (things: readonly { key: string }[]) =>
  Object.fromEntries(things.map((thing, at) => [thing.key, Date.UTC(2026, 10, 20 + at)]));
const all = [aiko, bruno, chen, ...more, channel];

const shown = () => {
  const button = root().querySelector('button');
  return {
    words: button?.textContent,
    disabled: button?.disabled,
    why: root().querySelector('[data-testid="compare-why-not"]')?.textContent,
  };
};

describe('Compare N things', () => {
  it.each([
    ['none ticked', [], looked(all), 'Compare 0 things', 'Pick at least 2 things to compare.'],
    ['one ticked', [aiko], looked(all), 'Compare 1 thing', 'Pick at least 2 things to compare.'],
    [
      'five ticked',
      [aiko, bruno, chen, ...more],
      looked(all),
      'Compare 5 things',
      'Pick at most 4 things to compare.',
    ],
    [
      'two kinds ticked',
      [aiko, channel],
      looked(all),
      'Compare 2 things',
      'Pick things of one kind: their counts mean the same only then.',
    ],
    [
      'one never looked at',
      [aiko, bruno],
      looked([aiko]),
      'Compare 2 things',
      'Bruno has no look kept yet: fetch it once first.',
    ],
  ])('%s: disabled, and says why', (_, picked, newestAt, words, why) => {
    render(h(CompareWatched, { picked, newestAt }), root());
    expect(shown()).toEqual({ words, disabled: true, why });
  });

  it.each([
    ['three of one kind, each looked at', looked(all)],
    ['before the looks are read', undefined],
  ])('%s: opens the comparison page on them, in their order', async (_, newestAt) => {
    render(h(CompareWatched, { picked: [aiko, bruno, chen], newestAt }), root());
    expect(shown()).toEqual({ words: 'Compare 3 things', disabled: false, why: undefined });
    root().querySelector('button')?.click();
    await vi.waitFor(async () =>
      expect((await fakeBrowser.tabs.query({})).map((tab) => tab.url)).toContain(
        fakeBrowser.runtime.getURL(
          comparePagePath([aiko, bruno, chen].map((thing) => ({ watched: thing.key }))),
        ),
      ),
    );
  });
});
