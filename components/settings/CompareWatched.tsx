import { browser } from 'wxt/browser';
import { cannotCompare } from '@/components/compare/comparison';
import { counted } from '@/components/views/format';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import { comparePagePath } from '@/lib/extension/shared/view-addresses';

/**
 * Compare N things: the things ticked, on the comparison page in a new tab; while they cannot be
 * compared (too few or many, of two kinds, one never looked at) it says why instead.
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
  const why = cannotCompare(
    picked.map((thing) => {
      const at = newestAt === undefined ? 0 : newestAt[thing.key];
      return { ...thing, snapshots: at === undefined ? [] : [{ at, counts: {} }] };
    }),
  );
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        disabled={why !== undefined}
        aria-describedby={why === undefined ? undefined : 'compare-why-not'}
        onClick={() =>
          void browser.tabs.create({
            url: browser.runtime.getURL(comparePagePath(picked.map((thing) => thing.key))),
          })
        }
      >
        Compare {counted(picked.length, 'thing')}
      </button>
      {why !== undefined && (
        <span class="sl-muted" id="compare-why-not" data-testid="compare-why-not">
          {why}
        </span>
      )}
    </div>
  );
}
