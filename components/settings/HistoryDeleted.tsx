import type { RefObject } from 'preact';
import { endpointName } from '@/lib/areas/names';
import type { HistorySummary } from '@/lib/store/db';

/** The result just deleted, what goes with it, and Undo while it can still come back. */
export function HistoryDeleted({
  deleted,
  undo,
  undoButton,
}: {
  deleted: HistorySummary;
  undo(): void;
  undoButton: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <p class="sl-muted" role="status" data-testid="history-deleted">
      Deleted “{deleted.title ?? endpointName(deleted.endpointId)}” from the history; its snapshots
      go with it.{' '}
      <button ref={undoButton} type="button" class="sl-button" onClick={undo}>
        Undo
      </button>
    </p>
  );
}
