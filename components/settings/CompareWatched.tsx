import type { WatchedThing } from '@/lib/extension/shared/storage';
import { comparePagePath } from '@/lib/extension/shared/view-addresses';
import { CompareButton } from './CompareButton';

/**
 * Compare N things for the watched things ticked; while they cannot be compared (too few or many,
 * of two kinds, one never looked at) it says why instead.
 */
export function CompareWatched({
  picked,
  newestAt,
}: {
  /** The things ticked, in the list's order. */
  picked: readonly WatchedThing[];
  /** When each thing's newest look was kept, by its key; undefined until read. */
  newestAt: Readonly<Record<string, number>> | undefined;
}) {
  // Only whether each has a look matters here: the page reads the looks themselves.
  const things = picked.map((thing) => {
    const at = newestAt === undefined ? 0 : newestAt[thing.key];
    return { ...thing, snapshots: at === undefined ? [] : [{ at, counts: {} }] };
  });
  return (
    <CompareButton
      things={things}
      path={comparePagePath(picked.map((thing) => ({ watched: thing.key })))}
      id="compare-why-not"
    />
  );
}
