/** What moved among the watched things since each was last looked at. */
import type { SidelightDb } from '../../store/db';
import { snapshotsAround } from '../../store/history';
import type { WatchedThing } from '../shared/storage';
import { storedWatched } from '../shared/stored-writes';
import { byBiggestMove, type Change, movesSince } from '../shared/watch-moves';

/**
 * The moves of every watched thing since it was last looked at, the biggest first, and when
 * each thing's newest snapshot was taken (by its key), from that snapshot and the one it was
 * last seen at (never all of them).
 */
export async function watchedChanges(
  db: SidelightDb,
): Promise<{ changes: Change[]; newestAt: Record<string, number> }> {
  const things = await storedWatched.item.getValue();
  const seenAtOf = (thing: WatchedThing) => thing.seenAt ?? thing.addedAt;
  const kept = await snapshotsAround(
    db,
    things.map((thing) => ({ key: thing.key, seenAt: seenAtOf(thing) })),
  );
  const newestAt: Record<string, number> = {};
  const found = things.flatMap((thing): Change[] => {
    const snapshots = (kept.get(thing.key) ?? []).map(({ id, at, counts }) => ({
      id,
      at,
      counts: counts ?? {},
    }));
    const newest = snapshots.at(-1);
    if (newest) newestAt[thing.key] = newest.at;
    const moves = movesSince(snapshots, seenAtOf(thing), thing.threshold);
    if (moves.length === 0 || !newest) return [];
    const { key, title, endpointId, params, url } = thing;
    return [{ key, title, endpointId, params, url, moves, at: newest.at, historyId: newest.id }];
  });
  return { changes: found.sort(byBiggestMove), newestAt };
}
