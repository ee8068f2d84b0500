/**
 * Counts made once per open database (a count walks every entry it counts: years of them take a
 * while), then kept by every write that changes them once it commits.
 */
import type { SidelightDb } from './db';

interface Counting {
  counted: Promise<number>;
  known?: number;
}

/** Counts of what `countNow` counts, one for each `what` asked, kept per open database. */
export function keptCounts<What>(countNow: (db: SidelightDb, what: What) => Promise<number>) {
  const countsOf = new WeakMap<SidelightDb, Map<What, Counting>>();
  const countsIn = (db: SidelightDb) => {
    const counts = countsOf.get(db) ?? new Map<What, Counting>();
    countsOf.set(db, counts);
    return counts;
  };
  return {
    count(db: SidelightDb, what: What): Promise<number> {
      const counts = countsIn(db);
      const kept = counts.get(what);
      if (kept) return kept.known === undefined ? kept.counted : Promise.resolve(kept.known);
      const counting: Counting = { counted: countNow(db, what) };
      counts.set(what, counting);
      counting.counted.then(
        (found) => {
          counting.known = found;
        },
        // Its reader hears the failure; the count is made anew by the next.
        () => {
          if (counts.get(what) === counting) counts.delete(what);
        },
      );
      return counting.counted;
    },
    /**
     * A committed write added (or took away) `change` of what `what` counts. A count still being
     * made may or may not see it: it is made anew by its next reader.
     */
    changed(db: SidelightDb, what: What, change: number): void {
      const counts = countsOf.get(db);
      const kept = counts?.get(what);
      if (kept?.known !== undefined) kept.known += change;
      else if (kept) counts?.delete(what);
    },
    /** After a change not counted here (a clearing, the retention): counted anew when next asked. */
    forget(db: SidelightDb): void {
      countsOf.delete(db);
    },
  };
}
