/**
 * What Sidelight keeps, store by store, described once: what each store holds, what bounds it,
 * and what each of the user's clearing actions does to it. Clearing, retention, the storage view,
 * the settings' words and the backup are all derived from `keptStores` (the machinery is in
 * lifecycle.ts); a store added to the schema without a rule here fails to compile, and a test
 * walks the schema too. Imports nothing, so any view can read it.
 */
import type { StoreName } from './db';

/** The kinds of kept data the storage view shows, one row each. */
export type KeptKind = 'history' | 'cache' | 'loadAll' | 'batches' | 'spending' | 'inFlight';

/** Each kind's name in people's words, as the README and the settings name it. */
export const kindNames: Record<KeptKind, string> = {
  history: 'History',
  cache: 'Cache',
  loadAll: 'Load all lists',
  batches: 'Batches',
  spending: 'Spending record',
  inFlight: 'Calls on their way',
};

/** The user's clearing actions. Each empties the stores that name it. */
export const clearActions = ['clearHistory', 'clearCache', 'clearLoadAll', 'clearBatches'] as const;
export type ClearAction = (typeof clearActions)[number];

/** What bounds a store over time besides the user's clearing. */
type Bound =
  /** The history's days (`apiSettings.historyDays`): older entries go; watched snapshots stay. */
  | 'historyDays'
  /** The history's days and the cache's size cap (least recently used first). */
  | 'historyDaysAndCacheSize'
  /** Kept for the bill: goes only with Sidelight. */
  | 'kept'
  /** Settled as soon as the worker starts again. */
  | 'settled';

export interface StoreRule {
  kind: KeptKind;
  /** In people's words, for the settings and the README. */
  holds: string;
  /** Holds an answer or a part of one (text fetched from the service). */
  answers: boolean;
  /** The clearing actions that empty it. */
  clearedBy: readonly ClearAction[];
  bound: Bound;
  /** In a backup (what is in flight is not: it is settled when the worker starts). */
  backedUp: boolean;
}

const everything: readonly ClearAction[] = ['clearHistory'];

export const keptStores: Record<StoreName, StoreRule> = {
  history: {
    kind: 'history',
    holds: 'each result you fetched, whole',
    answers: true,
    clearedBy: everything,
    bound: 'historyDays',
    backedUp: true,
  },
  historyIndex: {
    kind: 'history',
    holds: "each result's title and counts: the snapshots Over time draws",
    answers: true,
    clearedBy: everything,
    bound: 'historyDays',
    backedUp: true,
  },
  cache: {
    kind: 'cache',
    holds: 'answers reused for free while they are fresh',
    answers: true,
    clearedBy: [...everything, 'clearCache'],
    bound: 'historyDaysAndCacheSize',
    backedUp: true,
  },
  cacheUse: {
    kind: 'cache',
    holds: "each cached answer's size and last use",
    answers: false,
    clearedBy: [...everything, 'clearCache'],
    bound: 'historyDaysAndCacheSize',
    backedUp: true,
  },
  jobs: {
    kind: 'loadAll',
    holds: 'each Load all: its list, cap and progress',
    answers: false,
    clearedBy: [...everything, 'clearLoadAll'],
    bound: 'historyDays',
    backedUp: true,
  },
  jobPages: {
    kind: 'loadAll',
    holds: 'the pages each Load all fetched, whole',
    answers: true,
    clearedBy: [...everything, 'clearLoadAll'],
    bound: 'historyDays',
    backedUp: true,
  },
  batches: {
    kind: 'batches',
    holds: 'each batch: its cap, counts and progress',
    answers: false,
    clearedBy: [...everything, 'clearBatches'],
    bound: 'historyDays',
    backedUp: true,
  },
  batchRows: {
    kind: 'batches',
    holds: "each batch line: its page, what came of it and the answer's title",
    answers: true,
    clearedBy: [...everything, 'clearBatches'],
    bound: 'historyDays',
    backedUp: true,
  },
  batchAnswers: {
    kind: 'batches',
    holds: "each batch line's answer, whole",
    answers: true,
    clearedBy: [...everything, 'clearBatches'],
    bound: 'historyDays',
    backedUp: true,
  },
  ledger: {
    kind: 'spending',
    holds: 'what each call cost: when, which endpoint with what, its price and outcome',
    answers: false,
    clearedBy: [],
    bound: 'kept',
    backedUp: true,
  },
  calls: {
    kind: 'inFlight',
    holds: 'calls on their way, until their cost is in the spending record',
    answers: false,
    clearedBy: [],
    bound: 'settled',
    backedUp: false,
  },
};

export const storeNames = Object.keys(keptStores) as StoreName[];

/** The stores an action empties. */
export const storesClearedBy = (action: ClearAction): StoreName[] =>
  storeNames.filter((name) => keptStores[name].clearedBy.includes(action));

/** The kinds an action empties (the Load all and batch runs of those kinds stop first). */
export const kindsClearedBy = (action: ClearAction): KeptKind[] => [
  ...new Set(storesClearedBy(action).map((name) => keptStores[name].kind)),
];

/** What a store holds now: how many entries, and about how many bytes (JSON characters). */
export interface StoreUse {
  count: number;
  bytes: number;
}

/**
 * What the storage view shows: every store's use, how many snapshots watched things have, and
 * how many of the batches kept (and of their lines) are automatic refreshes of watched things.
 */
export interface KeptUse {
  stores: Record<StoreName, StoreUse>;
  watchedSnapshots: number;
  automaticRefreshes: { count: number; lines: number };
}

/**
 * What the storage view counts: a store's entries, the watched things' snapshots, the things
 * watched, or the automatic refreshes and their lines.
 */
export type Counted =
  | StoreName
  | 'watchedSnapshots'
  | 'watchedThings'
  | 'automaticRefreshes'
  | 'automaticRefreshLines';

/** A count in words: "1 result", "3 batches". */
export interface Noun {
  counted: Counted;
  one: string;
  many: string;
}

/** A row of the storage view, in people's words. */
export interface KeptRow {
  kind: KeptKind;
  /** The row's name: "History results". */
  title: string;
  /** What it holds, counted: "1,234 results". */
  count: Noun;
  /** Counted with it: "2 Load all lists (40 pages)", "56 snapshots of 3 watched things". */
  with?: Noun & { joined: 'brackets' | 'of' };
  /**
   * Part of another row's stores (the watched things' snapshots are some of the history's): its
   * size is its share of that store, taken out of the row it belongs to; it has no clearing of
   * its own.
   */
  shareOf?: StoreName;
  /**
   * What of `shareOf`'s entries it holds, when not what it counts (the automatic refreshes'
   * lines): its size is then that share of its whole kind, what goes with those entries included.
   */
  shareCounted?: Counted;
  /** What else to know, when the row's rule is not said by its clearing action alone. */
  note?: string;
}

/**
 * The storage view's rows, in order. Every kind a person keeps has one (what is in flight is
 * settled as soon as the worker starts, so it has none); a test walks the kinds.
 */
export const keptRows: readonly KeptRow[] = [
  {
    kind: 'history',
    title: 'History results',
    count: { counted: 'history', one: 'result', many: 'results' },
  },
  {
    kind: 'history',
    title: 'Snapshots of watched things',
    count: { counted: 'watchedSnapshots', one: 'snapshot', many: 'snapshots' },
    with: { counted: 'watchedThings', one: 'watched thing', many: 'watched things', joined: 'of' },
    shareOf: 'historyIndex',
    note: "A watched thing's newest snapshots stay past the history's days; Clear history removes them.",
  },
  {
    kind: 'cache',
    title: 'Cache',
    count: { counted: 'cache', one: 'cached answer', many: 'cached answers' },
  },
  {
    kind: 'loadAll',
    title: 'Load all lists and their pages',
    count: { counted: 'jobs', one: 'Load all list', many: 'Load all lists' },
    with: { counted: 'jobPages', one: 'page', many: 'pages', joined: 'brackets' },
  },
  {
    kind: 'batches',
    title: 'Batches and their lines',
    count: { counted: 'batches', one: 'batch', many: 'batches' },
    with: { counted: 'batchRows', one: 'line', many: 'lines', joined: 'brackets' },
  },
  {
    kind: 'batches',
    title: 'Automatic refreshes and their lines',
    count: { counted: 'automaticRefreshes', one: 'automatic refresh', many: 'automatic refreshes' },
    with: { counted: 'automaticRefreshLines', one: 'line', many: 'lines', joined: 'brackets' },
    shareOf: 'batchRows',
    shareCounted: 'automaticRefreshLines',
    note: "The watched things' scheduled runs, listed under Automatic refreshes; they go as batches go.",
  },
  {
    kind: 'spending',
    title: 'Spending record',
    count: { counted: 'ledger', one: 'call', many: 'calls' },
    note: 'Kept for your bills: no clearing action removes it, and it goes into backups.',
  },
];

/** Each clearing action in people's words: its button, and what it has done. */
export const clearActionWords: Record<ClearAction, { name: string; done: string }> = {
  clearHistory: { name: 'Clear history', done: 'History cleared' },
  clearCache: { name: 'Clear cache', done: 'Cache cleared' },
  clearLoadAll: { name: 'Delete Load all lists', done: 'Load all lists deleted' },
  clearBatches: { name: 'Delete batches', done: 'Batches deleted' },
};

/**
 * The clearing action a kind's row offers: the narrowest that empties it (Clear cache for the
 * cache, though Clear history empties it too), or none for what is kept for the bill.
 */
export const clearActionOf = (kind: KeptKind): ClearAction | undefined =>
  clearActions
    .filter((action) => kindsClearedBy(action).includes(kind))
    .sort((a, b) => storesClearedBy(a).length - storesClearedBy(b).length)[0];
