import { useState } from 'preact/hooks';
import type { HistorySummary } from '@/lib/store/db';

/** Whether a result can be ticked to compare: it is a look at a thing (its call's key, counts). */
export const comparable = (entry: HistorySummary) =>
  entry.key !== undefined && entry.counts !== undefined;

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
    tick: (entry: HistorySummary, on: boolean) =>
      setPicked((now) =>
        on
          ? now.some((each) => each.key === entry.key)
            ? now
            : [...now, entry]
          : now.filter((each) => each.key !== entry.key),
      ),
    untickAll: () => setPicked([]),
    /**
     * A result deleted: a thing ticked by it is named by another of its results listed, or is
     * unticked when none is left in the list.
     */
    deleted: (entry: HistorySummary, listed: readonly HistorySummary[]) =>
      setPicked((now) =>
        now.flatMap((each) => {
          if (each.id !== entry.id) return [each];
          const other = listed.find((row) => row.key === entry.key && row.id !== entry.id);
          return other ? [other] : [];
        }),
      ),
  };
}
