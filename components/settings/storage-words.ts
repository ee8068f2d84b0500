/**
 * The storage view's words and figures, derived from the rows in kept-stores.ts: each row's count
 * and size, what a clearing action will remove and what it removed.
 */

import type { StoreName } from '@/lib/store/db';
import {
  type ClearAction,
  type Counted,
  clearActionWords,
  type KeptRow,
  type KeptUse,
  keptRows,
  keptStores,
  kindsClearedBy,
  type Noun,
  storeNames,
} from '@/lib/store/kept-stores';
import { counted, withArticle } from '@/lib/words';

export type Counts = Record<Counted, number>;

/** "1 result", "1,234 results". */
export const countWords = (noun: Pick<Noun, 'one' | 'many'>, value: number) =>
  counted(value, noun.one, noun.many);

/**
 * "2 Load all lists (40 pages)", "56 snapshots of 3 watched things", "No watched things", "120
 * cached answers".
 */
export function rowCountWords(row: KeptRow, counts: Counts): string {
  const main = countWords(row.count, counts[row.count.counted]);
  if (!row.with) return main;
  // "No watched things" rather than "0 snapshots of 0 watched things".
  if (row.with.joined === 'of' && counts[row.with.counted] === 0) return `No ${row.with.many}`;
  const added = countWords(row.with, counts[row.with.counted]);
  return row.with.joined === 'of' ? `${main} of ${added}` : `${main} (${added})`;
}

/** "a", "a and b", "a, b and c". */
export const listWords = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const sizeNumber = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/** "0 KB", "840 KB", "12.3 MB", "2.1 GB": sizes as the browser's own settings write them. */
export function sizeWords(bytes: number): string {
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = value >= 100 || unit === 0 ? Math.round(value) : value;
  return `${bytes > 0 && shown === 0 ? 'under 1' : sizeNumber.format(shown)} ${units[unit]}`;
}

/**
 * Every count the rows say, from the background's figures and how many things are watched. The
 * batches are those people ran: automatic refreshes are counted on their own row.
 */
export const countsOf = (use: KeptUse, watchedThings: number): Counts => {
  const stores = Object.fromEntries(
    storeNames.map((name) => [name, use.stores[name].count]),
  ) as Record<StoreName, number>;
  const automatic = use.automaticRefreshes;
  return {
    ...stores,
    batches: Math.max(0, stores.batches - automatic.count),
    batchRows: Math.max(0, stores.batchRows - automatic.lines),
    watchedSnapshots: use.watchedSnapshots,
    watchedThings,
    automaticRefreshes: automatic.count,
    automaticRefreshLines: automatic.lines,
  };
};

/** The row that owns a kind's stores (the one that is no share of another's). */
const ownerOf = (row: KeptRow) =>
  keptRows.find((other) => other.kind === row.kind && !other.shareOf);

/**
 * Each row's approximate size: its kind's stores, less the rows that are a share of them (the
 * watched things' snapshots are counted once, under their own row; the automatic refreshes' lines
 * take their share of the batches' stores, answers included).
 */
export function rowSizes(use: KeptUse, counts: Counts): Map<KeptRow, number> {
  const kindBytes = (kind: KeptRow['kind']) =>
    storeNames
      .filter((name) => keptStores[name].kind === kind)
      .reduce((sum, name) => sum + use.stores[name].bytes, 0);
  const sizes = new Map<KeptRow, number>();
  for (const row of keptRows) {
    if (row.shareOf) {
      const store = use.stores[row.shareOf];
      const part = counts[row.shareCounted ?? row.count.counted];
      const share = store.count === 0 ? 0 : Math.min(1, part / store.count);
      const bytes = row.shareCounted ? kindBytes(row.kind) : store.bytes;
      sizes.set(row, Math.round(bytes * share));
    } else sizes.set(row, kindBytes(row.kind));
  }
  for (const row of keptRows) {
    const owner = row.shareOf ? ownerOf(row) : undefined;
    if (owner) sizes.set(owner, Math.max(0, (sizes.get(owner) ?? 0) - (sizes.get(row) ?? 0)));
  }
  return sizes;
}

/** What every store holds, about, in bytes. */
export const totalBytes = (use: KeptUse) =>
  storeNames.reduce((sum, name) => sum + use.stores[name].bytes, 0);

/** "Sidelight keeps about 12.3 MB.": what the stores hold, from their own records. */
export const keptWords = (use: KeptUse) => `Sidelight keeps about ${sizeWords(totalBytes(use))}.`;

/** What the browser says of Sidelight's room, where it says (`navigator.storage.estimate()`). */
export type Estimate = { usage?: number; quota?: number };

/**
 * The browser's own figures, which lag behind a clearing (it frees the room later, when it
 * compacts its files), so they are said apart from what is kept: "This browser allows Sidelight
 * 2.1 GB and counts 2.3 MB as used; it frees the room of what is removed later."
 */
export function browserWords({ usage, quota }: Estimate): string {
  const counts =
    usage === undefined
      ? ''
      : ` and counts ${sizeWords(usage)} as used; it frees the room of what is removed later`;
  if (quota !== undefined) return `This browser allows Sidelight ${sizeWords(quota)}${counts}.`;
  return usage === undefined
    ? ''
    : `This browser counts ${sizeWords(usage)} as used by Sidelight; it frees the room of what is removed later.`;
}

/** The rows an action empties. */
export const rowsClearedBy = (action: ClearAction) =>
  keptRows.filter((row) => kindsClearedBy(action).includes(row.kind));

/** Said before a run the action stops: "A Load all or batch still running stops first." */
function stopsWords(action: ClearAction): string {
  const kinds = kindsClearedBy(action);
  const runs = [
    ...(kinds.includes('loadAll') ? ['Load all'] : []),
    ...(kinds.includes('batches') ? ['batch'] : []),
  ];
  return runs.length === 0
    ? ''
    : ` ${withArticle(runs.join(' or '), { capital: true })} still running is stopped first.`;
}

/** What stays, said after what goes. */
function staysWords(action: ClearAction): string {
  const kinds = kindsClearedBy(action);
  const stays = [
    ...(kinds.includes('spending') ? [] : ['what it cost stays in the spending record']),
    ...(kinds.includes('history') ? ['what you watch stays watched'] : []),
  ];
  const sentence = stays.join('; ');
  const said = sentence && `${sentence[0]?.toUpperCase()}${sentence.slice(1)}.`;
  return kinds.includes('history') ? said : `Nothing else goes. ${said}`.trim();
}

/** What the rows hold, those that hold anything, in words. */
const heldWords = (rows: readonly KeptRow[], counts: Counts) =>
  rows.filter((row) => counts[row.count.counted] > 0).map((row) => rowCountWords(row, counts));

/**
 * The question before an action, from the counts read as it is asked: "Clear history removes
 * 1,234 results, … and 120 cached answers. What it cost stays in the spending record; what you
 * watch stays watched. A Load all or batch still running is stopped first."
 */
export function askWords(action: ClearAction, counts: Counts): string {
  const name = clearActionWords[action].name;
  const held = heldWords(rowsClearedBy(action), counts);
  if (held.length === 0) return `${name} has nothing to remove: none of it is kept now.`;
  return `${name} removes ${listWords(held)}. ${staysWords(action)}${stopsWords(action)}`;
}

/**
 * What an action removed, from the background's counts of each store (the watched things'
 * snapshots are some of the history's, counted as it was asked): "Removed 1,234 results, …".
 */
export function removedWords(
  action: ClearAction,
  removed: Partial<Record<StoreName, number>>,
  asked: Counts,
): string {
  const counts: Counts = { ...asked };
  for (const name of storeNames) counts[name] = removed[name] ?? 0;
  // The batches removed are counted apart from the automatic refreshes among them (as asked).
  if (removed.batches !== undefined) {
    counts.batches = Math.max(0, counts.batches - asked.automaticRefreshes);
    counts.batchRows = Math.max(0, counts.batchRows - asked.automaticRefreshLines);
  }
  const held = heldWords(rowsClearedBy(action), counts);
  return held.length === 0
    ? `${clearActionWords[action].done}: there was nothing to remove.`
    : `Removed ${listWords(held)}.`;
}
