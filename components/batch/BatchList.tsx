import type { BatchJob } from '@/lib/store/db';
import { batchCounts, batchState, batchTimeWords as when } from './batch-state-words';

/**
 * Every batch people ran, newest first, each with its state, counts and credits; one opens.
 * Automatic refreshes have their own list, in the settings.
 */
export function BatchList({
  batches,
  open,
  onOpen,
  onNew,
}: {
  batches: readonly BatchJob[];
  open: number | undefined;
  onOpen(batchId: number): void;
  onNew(): void;
}) {
  return (
    <nav class="sl-batch-list" aria-labelledby="batch-list-title" data-testid="batch-list">
      <div class="sl-batch-list__head">
        <h2 id="batch-list-title" class="sl-batch-list__title">
          Batches
        </h2>
        <button type="button" class="sl-button" aria-pressed={open === undefined} onClick={onNew}>
          New batch
        </button>
      </div>
      {batches.length === 0 ? (
        <p class="sl-muted">None yet: the batches you run are kept here.</p>
      ) : (
        <ul class="sl-batch-list__items">
          {batches.map((batch) => (
            <li key={batch.id}>
              <button
                type="button"
                class="sl-batch-list__item"
                aria-current={batch.id === open ? 'true' : undefined}
                data-batch={batch.id}
                onClick={() => onOpen(batch.id)}
              >
                <span class="sl-batch-list__name">
                  Batch {batch.id} <span class="sl-muted">· {when(batch.startedAt)}</span>
                </span>
                <span
                  class="sl-batch-list__state"
                  data-state={batch.running ? 'running' : (batch.ended?.why ?? 'none')}
                >
                  {batchState(batch)}
                </span>
                <span class="sl-batch-list__counts">{batchCounts(batch)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
