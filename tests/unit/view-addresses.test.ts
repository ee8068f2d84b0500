/**
 * Every address of Sidelight's own pages, built and then read back as the page reads it: what
 * one page writes, the other finds, whatever the link or the list holds.
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  batchFromHash,
  batchPagePath,
  comparedFromHash,
  comparePagePath,
  historyIdOf,
  historyPanelPath,
  linkedUrl,
  linkPanelPath,
  opensSettingsPart,
  opensWelcome,
  pagesFromHash,
  panelPath,
  pinnedPath,
  pinnedTabId,
  popupPath,
  settingsPartPath,
  settingsParts,
  welcomeSettingsPath,
} from '@/lib/extension/shared/view-addresses';

/** What a page sees of its own address: `location.search` and `location.hash`. */
const opened = (path: string) => new URL(path, 'chrome-extension://sidelight-id');

describe('the panel', () => {
  it('as the browser opens it follows the active tab: it names no tab, link or result', () => {
    const { pathname, search } = opened(panelPath);
    expect(pathname).toBe('/sidepanel.html');
    expect([pinnedTabId(search), linkedUrl(search), historyIdOf(search)]).toEqual([
      null,
      null,
      undefined,
    ]);
  });

  it.each([[1], [42], [2_147_483_647]])('pinned to tab %i shows that tab', (tabId) => {
    const { pathname, search } = opened(pinnedPath(tabId));
    expect(pathname).toBe('/sidepanel.html');
    expect(pinnedTabId(search)).toBe(tabId);
    expect(linkedUrl(search)).toBeNull();
  });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s'],
    ['https://www.reddit.com/r/programming/comments/1gq3k2x/why_rust/#comments'],
    ['https://www.tiktok.com/@mika.in.tokyo?lang=en&is_from_webapp=1'],
    ['https://example.org/a path/ü?x=1+2&y=%20'],
  ])('on a link shows the link’s page, the address whole (%s)', (link) => {
    const { pathname, search } = opened(linkPanelPath(link));
    expect(pathname).toBe('/sidepanel.html');
    expect(linkedUrl(search)).toBe(link);
    expect(pinnedTabId(search)).toBeNull();
  });

  it.each([[1], [907]])('on result %i of the history shows that result', (historyId) => {
    const { pathname, search } = opened(historyPanelPath(historyId));
    expect(pathname).toBe('/sidepanel.html');
    expect(historyIdOf(search)).toBe(historyId);
    expect(linkedUrl(search)).toBeNull();
  });

  it.each([['?tabId=abc'], ['?tabId=-3'], ['?history='], ['?history=2x']])(
    'ignores a tab or result that is not a number (%s)',
    (search) => {
      expect([pinnedTabId(search), historyIdOf(search)]).toEqual([null, undefined]);
    },
  );
});

describe('the popup', () => {
  it('pinned to a tab shows that tab, as the panel does', () => {
    const { pathname, search } = opened(pinnedPath(17, popupPath));
    expect(pathname).toBe('/popup.html');
    expect(pinnedTabId(search)).toBe(17);
  });
});

describe('the batch page', () => {
  it('empty hands no pages and opens no batch', () => {
    const { pathname, hash } = opened(batchPagePath());
    expect(pathname).toBe('/batch.html');
    expect([pagesFromHash(hash), batchFromHash(hash)]).toEqual(['', undefined]);
  });

  it('given pages hands them over, one per line, as they were', () => {
    const pages = [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1',
      'https://www.tiktok.com/@mika.in.tokyo',
      'https://example.org/#frag ment',
    ];
    const { pathname, hash } = opened(batchPagePath(pages));
    expect(pathname).toBe('/batch.html');
    expect(pagesFromHash(hash)).toBe(pages.join('\n'));
    expect(batchFromHash(hash)).toBeUndefined();
  });

  it.each([[1], [3], [12_345]])('given batch %i opens that batch', (batch) => {
    const { pathname, hash } = opened(batchPagePath({ batch }));
    expect(pathname).toBe('/batch.html');
    expect(batchFromHash(hash)).toBe(batch);
    expect(pagesFromHash(hash)).toBe('');
  });
});

describe('the comparison page', () => {
  it('is the page built from entrypoints/compare', () => {
    expect(opened(comparePagePath([])).pathname).toBe('/compare.html');
    expect(existsSync('entrypoints/compare/index.html')).toBe(true);
  });

  // Keys as the cache makes them: an endpoint and its params, any character in them.
  const keys = [
    'shortvideo.user|{"username":"mika.in.tokyo"}',
    'shortvideo.user|{"username":"a&b=c#d"}',
    'shortvideo.user|{"username":"ü space+plus"}',
  ];

  it('given watched things names their keys, in their order, as they were', () => {
    const named = keys.map((key) => ({ watched: key }));
    const { pathname, hash } = opened(comparePagePath(named));
    expect(pathname).toBe('/compare.html');
    expect(comparedFromHash(hash)).toEqual(named);
  });

  it('given results of the history names their ids, in their order', () => {
    const named = [{ history: 12 }, { history: 3 }, { history: 40_001 }];
    const { hash } = opened(comparePagePath(named));
    expect(hash).toBe('#history=12&history=3&history=40001');
    expect(comparedFromHash(hash)).toEqual(named);
  });

  it("given both, keeps each one's source and the order they were given in", () => {
    const named = [{ history: 7 }, { watched: keys[1] ?? '' }, { history: 2 }];
    expect(comparedFromHash(opened(comparePagePath(named)).hash)).toEqual(named);
  });

  it.each([['#history=abc'], ['#history=-1'], ['#history=1.5'], ['#history='], ['#other=1']])(
    'a result id that is not one (%s) names nothing',
    (hash) => {
      expect(comparedFromHash(hash)).toEqual([]);
    },
  );

  it('without things names none', () => {
    expect(comparedFromHash(opened('/compare.html').hash)).toEqual([]);
  });
});

describe('the settings', () => {
  it('are the page built from entrypoints/options', () => {
    expect(opened(welcomeSettingsPath).pathname).toBe('/options.html');
    expect(existsSync('entrypoints/options/index.html')).toBe(true);
  });

  it('with the welcome show it, on no part', () => {
    const { pathname, search, hash } = opened(welcomeSettingsPath);
    expect(pathname).toBe('/options.html');
    expect(opensWelcome(search)).toBe(true);
    expect(settingsParts.filter((part) => opensSettingsPart(hash, part))).toEqual([]);
  });

  it.each(settingsParts)('on %s open that part alone, without the welcome', (part) => {
    const { pathname, search, hash } = opened(settingsPartPath(part));
    expect(pathname).toBe('/options.html');
    expect(settingsParts.filter((each) => opensSettingsPart(hash, each))).toEqual([part]);
    expect(opensWelcome(search)).toBe(false);
  });
});
