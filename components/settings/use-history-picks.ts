import { useState } from 'preact/hooks';
import type { HistorySummary } from '@/lib/store/db';

/** Whether a result can be ticked to compare: it is a look at a thing (its call's key, counts). */
export const comparable = (entry: HistorySummary) =>
  entry.key !== undefined && entry.counts !== undefined;

/** The things ticked after `entry`'s tick is set `on`: its thing, whichever of its results. */
export const withTicked = (
  picked: readonly HistorySummary[],
  entry: HistorySummary,
  on: boolean,
): readonly HistorySummary[] =>
  !on
    ? picked.filter((each) => each.key !== entry.key)
    : picked.some((each) => each.key === entry.key)
      ? picked
      : [...picked, entry];

/**
 * The things ticked after `entry` is deleted: a thing ticked by it is named by another of its
 * results listed, or is unticked when none is left in the list.
 */
export const afterDeleted = (
  picked: readonly HistorySummary[],
  entry: HistorySummary,
  listed: readonly HistorySummary[],
): readonly HistorySummary[] =>
  picked.flatMap((each) => {
    if (each.id !== entry.id) return [each];
    const other = listed.find((row) => row.key === entry.key && row.id !== entry.id);
    return other ? [other] : [];
  });

/**
 * The things ticked as the history's list now holds them: a thing whose result left the list (a
 * delete on another page, the retention) is named by another of its results listed; when the list
 * is the whole history (`whole`), a thing with no result left in it is unticked.
 */
export const asListed = (
  picked: readonly HistorySummary[],
  listed: readonly HistorySummary[],
  whole: boolean,
): readonly HistorySummary[] =>
  picked.flatMap((each) => {
    if (listed.some((row) => row.id === each.id)) return [each];
    const other = listed.find((row) => row.key === each.key);
    return other ? [other] : whole ? [] : [each];
  });

/**
 * The things of the history ticked to compare, in the order they were ticked: a thing is its
 * call (one key), whichever of its results was ticked, so its results tick and untick together.
 * The ticks stay while the search changes, so things found by different searches compare.
 */
export function useHistoryPicks() {
  const [picked, setPicked] = useState<readonly HistorySummary[]>([]);
  return {
    picked,
    has: (entry: HistorySummary) => picked.some((each) => each.key === entry.key),
    tick: (entry: HistorySummary, on: boolean) => setPicked((now) => withTicked(now, entry, on)),
    untickAll: () => setPicked([]),
    deleted: (entry: HistorySummary, listed: readonly HistorySummary[]) =>
      setPicked((now) => afterDeleted(now, entry, listed)),
    listed: (listed: readonly HistorySummary[], whole: boolean) =>
      setPicked((now) => {
        const next = asListed(now, listed, whole);
        return next.every((each, at) => each === now[at]) && next.length === now.length
          ? now
          : next;
      }),
  };
}
