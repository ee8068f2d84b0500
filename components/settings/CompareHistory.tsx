import { historyThing } from '@/components/compare/compared-sources';
import { comparePagePath } from '@/lib/extension/shared/view-addresses';
import type { HistorySummary } from '@/lib/store/db';
import { CompareButton } from './CompareButton';

/**
 * Compare N things for the things of the history ticked (each by the result it was ticked on),
 * what is ticked, and how a thing fetched more than once ticks: the list may hold hundreds of
 * results, and a search may hide some of those ticked.
 */
export function CompareHistory({
  picked,
  untickAll,
}: {
  /** A result of each thing ticked, in the order they were ticked. */
  picked: readonly HistorySummary[];
  untickAll(): void;
}) {
  const things = picked.map((summary) => ({
    ...historyThing(summary),
    snapshots: [{ at: summary.at, counts: summary.counts ?? {} }],
  }));
  return (
    <div class="sl-history-compare" data-testid="history-compare">
      <CompareButton
        things={things}
        path={comparePagePath(picked.map((summary) => ({ history: summary.id })))}
        id="history-compare-why-not"
      />
      {things.length > 0 && (
        <div class="sl-actions">
          <p class="sl-muted" data-testid="history-ticked">
            Ticked: {things.map((thing) => thing.title).join(', ')}
          </p>
          <button type="button" class="sl-button" onClick={untickAll}>
            Untick all
          </button>
        </div>
      )}
      <p class="sl-muted">
        A thing fetched more than once is one thing: ticking one of its results ticks them all, and
        the comparison reads every look at it the history keeps.
      </p>
    </div>
  );
}
