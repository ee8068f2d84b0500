/**
 * The lifecycle's machinery, derived from the description in kept-stores.ts: clearing, retention
 * and measuring, store by store.
 */
import { pruneBatches } from './batches';
import { cacheUses, forgetCacheUses, pruneCache } from './cache';
import type { SidelightDb, StoreName } from './db';
import { forgetHistoryCounts, historyCount, pruneHistory } from './history';
import { pruneJobs } from './jobs';
import {
  type ClearAction,
  type KeptKind,
  keptStores,
  type StoreUse,
  storeNames,
  storesClearedBy,
} from './kept-stores';
import { ledgerCount } from './ledger';

/** How many entries each store holds now. */
export async function countKept(db: SidelightDb): Promise<Record<StoreName, number>> {
  const tx = db.transaction(storeNames, 'readonly');
  const counts = await Promise.all(storeNames.map((name) => tx.objectStore(name).count()));
  return Object.fromEntries(storeNames.map((name, index) => [name, counts[index] ?? 0])) as Record<
    StoreName,
    number
  >;
}

/**
 * Empties every store the action names, in one transaction: all of it goes, or nothing does.
 * Resolves to how many entries each store held.
 */
export async function clearKept(
  db: SidelightDb,
  action: ClearAction,
): Promise<Partial<Record<StoreName, number>>> {
  const stores = storesClearedBy(action);
  const clearsCache = stores.includes('cacheUse');
  // The cache's figures in memory go with it (read first, so none is being read meanwhile).
  const uses = clearsCache ? await cacheUses(db) : undefined;
  const tx = db.transaction(stores, 'readwrite');
  const counts = await Promise.all(stores.map((name) => tx.objectStore(name).count()));
  if (uses) {
    uses.byKey.clear();
    uses.bytes = 0;
  }
  try {
    await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
  } catch (error) {
    if (clearsCache) forgetCacheUses(db);
    throw error;
  }
  if (stores.includes('history')) forgetHistoryCounts(db);
  return Object.fromEntries(stores.map((name, index) => [name, counts[index] ?? 0]));
}

/** What the history's days keep past them: each watched thing's newest snapshots. */
export interface Spared {
  keys: ReadonlySet<string>;
  newest: number;
}

type Pruner = (db: SidelightDb, before: number, spared: Spared) => Promise<number>;

/** How each kind bounded by the history's days lets go of what is older. */
const prunerOf: Partial<Record<KeptKind, Pruner>> = {
  history: (db, before, spared) => pruneHistory(db, before, spared),
  cache: (db, before) => pruneCache(db, before),
  loadAll: (db, before) => pruneJobs(db, before),
  batches: (db, before) => pruneBatches(db, before),
};

/** The kinds the history's days bound. */
const kindsBoundByDays = (): KeptKind[] => [
  ...new Set(
    storeNames
      .filter((name) => keptStores[name].bound.startsWith('historyDays'))
      .map((name) => keptStores[name].kind),
  ),
];

/**
 * Lets go of everything older than `before` (epoch ms) in every kind the history's days bound,
 * one kind after another (no view waits on one long transaction). How many of each went.
 */
export async function keepWithinDays(
  db: SidelightDb,
  before: number,
  spared: Spared,
): Promise<Partial<Record<KeptKind, number>>> {
  const removed: Partial<Record<KeptKind, number>> = {};
  for (const kind of kindsBoundByDays()) {
    const prune = prunerOf[kind];
    if (!prune) throw new Error(`No retention for ${kind}`);
    removed[kind] = await prune(db, before, spared);
  }
  return removed;
}

/** How many entries of a store are read to estimate their size. */
const sampled = 25;

/**
 * Entries known without walking a big store (a count walks every entry, and years of batches,
 * pages, results and calls take a while): a batch says its lines and how many have an answer, a
 * Load all its pages, the cache's uses are in memory, and the ledger's and the history's counts
 * are kept as they change.
 */
async function knownCounts(db: SidelightDb): Promise<Partial<Record<StoreName, number>>> {
  const tx = db.transaction(['batches', 'jobs'], 'readonly');
  const [batches, jobs, uses, ledger, results] = await Promise.all([
    tx.objectStore('batches').getAll(),
    tx.objectStore('jobs').getAll(),
    cacheUses(db),
    ledgerCount(db),
    historyCount(db),
  ]);
  const sum = <T>(items: T[], of: (item: T) => number) =>
    items.reduce((total, item) => total + of(item), 0);
  return {
    batchRows: sum(batches, (batch) => batch.rows),
    batchAnswers: sum(batches, (batch) => batch.done),
    jobPages: sum(jobs, (job) => job.pages),
    cache: uses.byKey.size,
    cacheUse: uses.byKey.size,
    ledger,
    history: results,
    historyIndex: results,
  };
}

/**
 * Each store's entries and size. The cache's size is known from its uses; the others' is
 * estimated from a few of their entries, so measuring never reads a whole store.
 */
export async function measureKept(db: SidelightDb): Promise<Record<StoreName, StoreUse>> {
  const [uses, known] = await Promise.all([cacheUses(db), knownCounts(db)]);
  const tx = db.transaction(storeNames, 'readonly');
  const measured = await Promise.all(
    storeNames.map(async (name): Promise<StoreUse> => {
      const store = tx.objectStore(name);
      const count = known[name] ?? (await store.count());
      if (name === 'cache') return { count, bytes: uses.bytes };
      if (count === 0) return { count, bytes: 0 };
      const some: unknown[] = await store.getAll(null, sampled);
      const size = some.reduce<number>((sum, value) => sum + JSON.stringify(value).length, 0);
      return { count, bytes: Math.round((size / Math.max(1, some.length)) * count) };
    }),
  );
  return Object.fromEntries(storeNames.map((name, index) => [name, measured[index]])) as Record<
    StoreName,
    StoreUse
  >;
}
