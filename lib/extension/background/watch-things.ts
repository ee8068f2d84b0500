/**
 * The watched things as stored, changed a field at a time: every change starts from the list
 * stored at that moment, and the schedule's first due times are placed here.
 */
import type { SidelightDb } from '../../store/db';
import { snapshotsOf } from '../../store/history';
import type { WatchedThing } from '../shared/storage';
import { storedWatched } from '../shared/stored-writes';
import { firstDueAt } from '../shared/watch-schedule';

/**
 * Each thing's own fields changed by `change`, on the list as stored at that moment; nothing is
 * written when nothing changes (a write would wake the watch runs' own storage listener again).
 */
export const updateThings = async (change: (thing: WatchedThing) => WatchedThing) => {
  const stored = await storedWatched.item.getValue();
  if (stored.every((thing) => change(thing) === thing)) return stored;
  return storedWatched.update((things) => things.map(change));
};

export const without = (thing: WatchedThing, ...fields: (keyof WatchedThing)[]): WatchedThing => {
  const copy = { ...thing };
  for (const field of fields) delete copy[field];
  return copy;
};

/**
 * Gives each scheduled thing its first due time (a period after its newest snapshot) and takes
 * the schedule's fields off things without one (Stop watching takes the thing itself).
 */
export async function placeDueTimes(db: SidelightDb, now: () => number): Promise<WatchedThing[]> {
  const stored = await storedWatched.item.getValue();
  const unplaced = stored.filter((thing) => thing.schedule && thing.dueAt === undefined);
  const newest = new Map(
    await Promise.all(
      unplaced.map(
        async (thing) => [thing.key, (await snapshotsOf(db, thing.key)).at(-1)?.at] as const,
      ),
    ),
  );
  const at = now();
  return updateThings((thing) => {
    if (!thing.schedule)
      return thing.dueAt === undefined && thing.waitUntil === undefined
        ? thing
        : without(thing, 'dueAt', 'waitUntil');
    if (thing.dueAt !== undefined) return thing;
    return { ...thing, dueAt: firstDueAt(thing.schedule, newest.get(thing.key), at) };
  });
}
