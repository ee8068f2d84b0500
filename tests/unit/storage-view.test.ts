/**
 * The settings' Storage: its rows, their words and their clearing actions come from the
 * description of every store, so a new kind shows without the view being edited; what an action
 * will remove is said in words, counted.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { StorageSection } from '@/components/settings/StorageSection';
import {
  askWords,
  browserWords,
  countsOf,
  countWords,
  keptWords,
  listWords,
  removedWords,
  rowCountWords,
  rowSizes,
  rowsClearedBy,
  sizeWords,
  totalBytes,
} from '@/components/settings/storage-words';
import { watched } from '@/lib/extension/shared/storage';
import type { StoreName } from '@/lib/store/db';
import {
  type ClearAction,
  clearActionOf,
  clearActions,
  clearActionWords,
  type KeptKind,
  type KeptUse,
  keptRows,
  keptStores,
  kindsClearedBy,
  storeNames,
} from '@/lib/store/kept-stores';
import { withDocument } from '../support/document';

/**
 * Every store holding `count` entries of `bytes` each, the watched things `snapshots`, some of the
 * batches `automatic` refreshes.
 */
const useOf = (
  count: (name: StoreName) => number,
  bytes: (name: StoreName) => number,
  snapshots: number,
  automatic = { count: 0, lines: 0 },
): KeptUse => ({
  stores: Object.fromEntries(
    storeNames.map((name) => [name, { count: count(name), bytes: count(name) * bytes(name) }]),
  ) as KeptUse['stores'],
  watchedSnapshots: snapshots,
  automaticRefreshes: automatic,
});

/** The figures of a profile used for a while: the brief's own example. */
const example: Record<StoreName, number> = {
  history: 1234,
  historyIndex: 1234,
  cache: 120,
  cacheUse: 120,
  jobs: 2,
  jobPages: 40,
  batches: 5,
  batchRows: 3004,
  batchAnswers: 2900,
  ledger: 4500,
  calls: 0,
};
const exampleUse = useOf(
  (name) => example[name],
  () => 100,
  56,
  { count: 2, lines: 4 },
);
const exampleCounts = countsOf(exampleUse, 3);

/** The kinds a person keeps: every kind but what is settled as the worker starts. */
const keptKinds = [
  ...new Set(
    storeNames
      .filter((name) => keptStores[name].bound !== 'settled')
      .map((name) => keptStores[name].kind),
  ),
];

describe('the rows come from the description of every store', () => {
  it.each(keptKinds)('%s has one row of its own, and shares none', (kind) => {
    expect(keptRows.filter((row) => row.kind === kind && !row.shareOf)).toHaveLength(1);
  });

  it('no row names a kind that is settled at once', () => {
    const settled = storeNames
      .filter((name) => keptStores[name].bound === 'settled')
      .map((name) => keptStores[name].kind);
    expect(keptRows.filter((row) => settled.includes(row.kind))).toEqual([]);
  });

  it.each(keptRows.filter((row) => !row.shareOf))(
    '$title offers the narrowest action that empties its stores',
    (row) => {
      const action = clearActionOf(row.kind);
      const emptiedBy = clearActions.filter((each) => kindsClearedBy(each).includes(row.kind));
      expect(action === undefined).toBe(emptiedBy.length === 0);
      for (const other of emptiedBy)
        expect(kindsClearedBy(action ?? other).length).toBeLessThanOrEqual(
          kindsClearedBy(other).length,
        );
    },
  );

  it.each(clearActions)('%s is offered by a row', (action) => {
    expect(
      keptRows.filter((row) => !row.shareOf && clearActionOf(row.kind) === action),
    ).toHaveLength(1);
  });

  it('each row counts what its own stores hold', () => {
    for (const row of keptRows) {
      const counted = [row.count.counted, row.with?.counted].filter(
        (name): name is StoreName => name !== undefined && name in keptStores,
      );
      for (const name of counted) expect(keptStores[name].kind, row.title).toBe(row.kind);
    }
  });

  it('the sizes of the rows add up to every store kept but what is in flight', () => {
    const use = useOf(
      () => 7,
      (name) => storeNames.indexOf(name) + 1,
      3,
    );
    const sizes = rowSizes(use, countsOf(use, 1));
    const inFlight = storeNames
      .filter((name) => keptStores[name].bound === 'settled')
      .reduce((sum, name) => sum + use.stores[name].bytes, 0);
    expect([...sizes.values()].reduce((sum, bytes) => sum + bytes, 0)).toBe(
      totalBytes(use) - inFlight,
    );
  });
});

describe('counts in words', () => {
  it.each([
    [0, '0 results'],
    [1, '1 result'],
    [2, '2 results'],
    [1234, '1,234 results'],
    [1_000_000, '1,000,000 results'],
  ])('%d: %s', (value, words) => {
    expect(countWords({ one: 'result', many: 'results' }, value)).toBe(words);
  });

  it('says each row as people count it', () => {
    expect(keptRows.map((row) => [row.title, rowCountWords(row, exampleCounts)])).toEqual([
      ['History results', '1,234 results'],
      ['Snapshots of watched things', '56 snapshots of 3 watched things'],
      ['Cache', '120 cached answers'],
      ['Load all lists and their pages', '2 Load all lists (40 pages)'],
      ['Batches and their lines', '3 batches (3,000 lines)'],
      ['Automatic refreshes and their lines', '2 automatic refreshes (4 lines)'],
      ['Spending record', '4,500 calls'],
    ]);
    const one = { ...exampleCounts, jobs: 1, jobPages: 1, batches: 1, batchRows: 1 };
    expect(keptRows.map((row) => rowCountWords(row, one))).toContain('1 Load all list (1 page)');
    expect(keptRows.map((row) => rowCountWords(row, one))).toContain('1 batch (1 line)');
    const unwatched = { ...exampleCounts, watchedSnapshots: 0, watchedThings: 0 };
    expect(keptRows.map((row) => rowCountWords(row, unwatched))).toContain('No watched things');
  });

  it.each([
    [0, '0 KB'],
    [300, 'under 1 KB'],
    [840_000, '840 KB'],
    [12_345_678, '12.3 MB'],
    [2_100_000_000, '2.1 GB'],
  ])('%d bytes: %s', (bytes, words) => {
    expect(sizeWords(bytes)).toBe(words);
  });

  it('lists as a sentence does', () => {
    expect(listWords(['a'])).toBe('a');
    expect(listWords(['a', 'b'])).toBe('a and b');
    expect(listWords(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('what an action says it removes', () => {
  it('Clear history names everything it removes, counted, and what stays', () => {
    expect(askWords('clearHistory', exampleCounts)).toBe(
      'Clear history removes 1,234 results, 56 snapshots of 3 watched things, 120 cached answers, ' +
        '2 Load all lists (40 pages), 3 batches (3,000 lines) and 2 automatic refreshes (4 lines). ' +
        'What it cost stays in the ' +
        'spending record; what you watch stays watched. A Load all or batch still running is ' +
        'stopped first.',
    );
  });

  it.each([
    [
      'clearCache',
      'Clear cache removes 120 cached answers. Nothing else goes. What it cost stays in the spending record.',
    ],
    [
      'clearLoadAll',
      'Delete Load all lists removes 2 Load all lists (40 pages). Nothing else goes. What it cost stays in the spending record. A Load all still running is stopped first.',
    ],
    [
      'clearBatches',
      'Delete batches removes 3 batches (3,000 lines) and 2 automatic refreshes (4 lines). Nothing else goes. What it cost stays in the spending record. A batch still running is stopped first.',
    ],
  ] as const)('%s', (action, words) => {
    expect(askWords(action, exampleCounts)).toBe(words);
  });

  it.each(clearActions)('%s names every row it empties, and no other', (action) => {
    const words = askWords(action, exampleCounts);
    for (const row of keptRows)
      expect(words.includes(rowCountWords(row, exampleCounts)), row.title).toBe(
        rowsClearedBy(action).includes(row),
      );
  });

  it.each(clearActions)('%s says so when there is nothing to remove', (action) => {
    const empty = countsOf(
      useOf(
        () => 0,
        () => 0,
        0,
      ),
      2,
    );
    expect(askWords(action, empty)).toBe(
      `${clearActionWords[action].name} has nothing to remove: none of it is kept now.`,
    );
  });

  it('what was removed is said from what the background counted', () => {
    const removed = Object.fromEntries(
      storeNames.filter((name) => keptStores[name].clearedBy.length).map((name) => [name, 2]),
    );
    const noneAutomatic = { ...exampleCounts, automaticRefreshes: 0, automaticRefreshLines: 0 };
    expect(removedWords('clearHistory', removed, noneAutomatic)).toBe(
      'Removed 2 results, 56 snapshots of 3 watched things, 2 cached answers, 2 Load all lists (2 pages) and 2 batches (2 lines).',
    );
    // The automatic refreshes among the batches removed are said apart, as they were asked.
    expect(
      removedWords(
        'clearBatches',
        { batches: 5, batchRows: 3004, batchAnswers: 3000 },
        exampleCounts,
      ),
    ).toBe('Removed 3 batches (3,000 lines) and 2 automatic refreshes (4 lines).');
    expect(removedWords('clearCache', {}, exampleCounts)).toBe(
      'Cache cleared: there was nothing to remove.',
    );
  });
});

describe('the total', () => {
  it('is what the stores hold, counted from them', () => {
    expect(keptWords(exampleUse)).toBe(
      `Sidelight keeps about ${sizeWords(storeNames.reduce((sum, name) => sum + example[name] * 100, 0))}.`,
    );
  });

  it.each([
    [
      { usage: 2_300_000, quota: 2_100_000_000 },
      'This browser allows Sidelight 2.1 GB and counts 2.3 MB as used; it frees the room of what is removed later.',
    ],
    [{ quota: 2_100_000_000 }, 'This browser allows Sidelight 2.1 GB.'],
    [
      { usage: 868_000 },
      'This browser counts 868 KB as used by Sidelight; it frees the room of what is removed later.',
    ],
    [{}, ''],
  ])("the browser's figures %j are said apart, as its own", (estimate, words) => {
    expect(browserWords(estimate)).toBe(words);
  });
});

describe('the section as shown', () => {
  const { asked, shown } = vi.hoisted(() => ({
    asked: [] as { type: string; data: unknown }[],
    shown: { use: undefined as unknown },
  }));
  vi.mock('@/lib/extension/views/send-message', () => ({
    sendMessage: async (type: string, data: unknown) => {
      asked.push({ type, data });
      const use = shown.use as KeptUse;
      if (type === 'keptUse') return { ok: true, reply: use };
      if (type === 'clearKept') {
        const action = (data as { action: ClearAction }).action;
        const removed = Object.fromEntries(
          storeNames
            .filter((name) => keptStores[name].clearedBy.includes(action))
            .map((name) => [name, use.stores[name].count]),
        );
        return { ok: true, reply: { removed } };
      }
      return { ok: false, error: 'not here' };
    },
  }));
  const { root } = withDocument();
  beforeEach(async () => {
    fakeBrowser.reset();
    asked.length = 0;
    shown.use = exampleUse;
    await watched.setValue(
      ['a', 'b', 'c'].map((key) => ({
        key,
        url: `https://www.youtube.com/@${key}`,
        endpointId: 'video.channel',
        params: { handle: key },
        title: key,
        addedAt: 0,
      })) as never,
    );
  });

  const rows = () =>
    [...root().querySelectorAll('[data-testid="storage-row"]')].map((row) => ({
      title: row.querySelector('.sl-storage__title')?.textContent,
      count: row.querySelector('.sl-storage__count')?.textContent,
      action: row.querySelector('button')?.textContent ?? null,
    }));

  it('shows a row per kind with its count and its action, each from the description', async () => {
    render(h(StorageSection, {}), root());
    expect(root().textContent).toContain('Reading what Sidelight keeps…');
    await vi.waitFor(() => expect(rows()).toHaveLength(keptRows.length));
    expect(rows()).toEqual(
      keptRows.map((row) => {
        const action = row.shareOf ? undefined : clearActionOf(row.kind as KeptKind);
        return {
          title: row.title,
          count: rowCountWords(row, exampleCounts),
          action: action ? `${clearActionWords[action].name}…` : null,
        };
      }),
    );
    expect(root().textContent).toContain('Kept for your bills');
  });

  it('after Clear history its total is what is left, while the browser still counts the room it frees later', async () => {
    vi.stubGlobal('navigator', {
      storage: { estimate: async () => ({ usage: 2_300_000, quota: 2_100_000_000 }) },
    });
    const text = (id: string) =>
      root().querySelector(`[data-testid="${id}"]`)?.textContent ?? undefined;
    render(h(StorageSection, {}), root());
    await vi.waitFor(() => expect(text('storage-total')).toBe(keptWords(exampleUse)));
    expect(text('storage-total')).toBe('Sidelight keeps about 1.3 MB.');
    expect(text('storage-browser')).toBe(
      'This browser allows Sidelight 2.1 GB and counts 2.3 MB as used; it frees the room of what is removed later.',
    );
    const button = (name: string) =>
      [...root().querySelectorAll('button')].find((each) => each.textContent === name);
    button('Clear history…')?.click();
    await vi.waitFor(() => expect(button('Clear history')).toBeDefined());
    // What the background keeps once it cleared: the spending record alone.
    shown.use = useOf(
      (name) => (keptStores[name].clearedBy.includes('clearHistory') ? 0 : example[name]),
      () => 100,
      0,
    );
    button('Clear history')?.click();
    await vi.waitFor(() => expect(text('storage-total')).toBe('Sidelight keeps about 450 KB.'));
    expect(text('storage-browser')).toContain('counts 2.3 MB as used');
  });

  it('asks before clearing, with the counts read as it asks; Keep everything clears nothing', async () => {
    render(h(StorageSection, {}), root());
    await vi.waitFor(() => expect(rows()).toHaveLength(keptRows.length));
    shown.use = useOf(
      (name) => example[name] + 1,
      () => 100,
      57,
    );
    const button = (name: string) =>
      [...root().querySelectorAll('button')].find((each) => each.textContent === name) as
        | HTMLButtonElement
        | undefined;
    button('Clear history…')?.click();
    const question = () => root().querySelector('[role="alertdialog"]')?.textContent ?? '';
    await vi.waitFor(() => expect(question()).toContain('Clear history removes 1,235 results'));
    expect(question()).toContain('57 snapshots of 3 watched things');
    button('Keep everything')?.click();
    await vi.waitFor(() => expect(root().querySelector('[role="alertdialog"]')).toBeNull());
    expect(asked.map((each) => each.type)).not.toContain('clearKept');

    button('Clear history…')?.click();
    await vi.waitFor(() => expect(button('Clear history')).toBeDefined());
    button('Clear history')?.click();
    await vi.waitFor(() =>
      expect(root().querySelector('[data-testid="storage-status"]')?.textContent).toBe(
        'Removed 1,235 results, 57 snapshots of 3 watched things, 121 cached answers, 3 Load all lists (41 pages) and 6 batches (3,005 lines).',
      ),
    );
    expect(asked.filter((each) => each.type === 'clearKept')).toEqual([
      { type: 'clearKept', data: { action: 'clearHistory' } },
    ]);
  });
});
