/**
 * What moved: a watched thing's counts in its newest snapshot against the one the user last saw,
 * and whether that passes the thing's threshold (any change, or at least N %). Pure, so the
 * background (the badge, the notification) and the views (the Changes list) say the same.
 */

export interface SnapshotCounts {
  at: number;
  counts: Record<string, number>;
}

/** One count that moved: from what to what, and by how much of what it was. */
export interface Move {
  label: string;
  from: number;
  to: number;
  /** The change as a percentage of `from`; infinite from zero. */
  percent: number;
}

/** A watched thing whose counts moved since its owner last looked. */
export interface Change {
  key: string;
  title: string;
  endpointId: string;
  params: Record<string, unknown>;
  url: string;
  /** Its counts that moved, the biggest move first. */
  moves: Move[];
  /** When the newest snapshot was taken, and its result in the history (what the panel opens). */
  at: number;
  historyId: number;
}

/** Bigger share first; infinite moves (from zero) are the biggest. */
const bySize = (a: number, b: number) => (a === b ? 0 : Math.abs(b) > Math.abs(a) ? 1 : -1);

/** A move as a percentage of where it started; infinite from zero. */
export const percentOf = (from: number, to: number) =>
  from === 0 ? (to === 0 ? 0 : Number.POSITIVE_INFINITY) : ((to - from) / Math.abs(from)) * 100;

/** Each count that differs between two snapshots, the biggest move (by its share) first. */
function movesBetween(before: Record<string, number>, after: Record<string, number>): Move[] {
  return Object.entries(after)
    .filter(([label, to]) => label in before && before[label] !== to)
    .map(([label, to]) => {
      const from = before[label] ?? 0;
      return { label, from, to, percent: percentOf(from, to) };
    })
    .sort((a, b) => bySize(a.percent, b.percent));
}

/** Whether a move counts: any change without a threshold, else at least `threshold` % either way. */
const passes = (move: Move, threshold: number | undefined): boolean =>
  threshold === undefined || Math.abs(move.percent) >= threshold;

/**
 * The moves of a thing since `seenAt` (its snapshots oldest first): the newest snapshot against
 * the last one taken by then (else its first), those that pass the threshold. None when nothing
 * new was taken since.
 */
export function movesSince(
  snapshots: readonly SnapshotCounts[],
  seenAt: number,
  threshold: number | undefined,
): Move[] {
  const newest = snapshots.at(-1);
  if (!newest || newest.at <= seenAt) return [];
  const seen = snapshots.filter((snapshot) => snapshot.at <= seenAt).at(-1) ?? snapshots[0];
  if (!seen || seen === newest) return [];
  return movesBetween(seen.counts, newest.counts).filter((move) => passes(move, threshold));
}

/** The biggest move first across things, then the newest. */
export const byBiggestMove = (a: Change, b: Change): number =>
  bySize(a.moves[0]?.percent ?? 0, b.moves[0]?.percent ?? 0) || b.at - a.at;
