import { browser } from 'wxt/browser';
import { type ComparedThing, cannotCompare } from '@/components/compare/comparison';
import { counted } from '@/components/views/format';
import type { comparePagePath } from '@/lib/extension/shared/view-addresses';

/**
 * Compare N things: the things ticked, on the comparison page in a new tab; while they cannot be
 * compared (too few or many, of two kinds, one never looked at) it says why instead.
 */
export function CompareButton({
  things,
  path,
  id,
}: {
  /** The things ticked, with a look each if one is kept (the page reads the looks themselves). */
  things: readonly ComparedThing[];
  /** The comparison page on them. */
  path: ReturnType<typeof comparePagePath>;
  /** The id of the words saying why not: one per page. */
  id: string;
}) {
  const why = cannotCompare(things);
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        disabled={why !== undefined}
        aria-describedby={why === undefined ? undefined : id}
        onClick={() => void browser.tabs.create({ url: browser.runtime.getURL(path) })}
      >
        Compare {counted(things.length, 'thing')}
      </button>
      {why !== undefined && (
        <span class="sl-muted" id={id} data-testid="compare-why-not">
          {why}
        </span>
      )}
    </div>
  );
}
