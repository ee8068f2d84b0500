import type { BatchJob, BatchRow } from '@/lib/store/db';
import { counted } from '../views/format';
import { rowNoun, statusLine } from './batch-state-words';
import { useRepeatsLine } from './useRepeatsLine';

/** How far a batch is: its line (how it runs or how it ended), its repeats, its progress bar. */
export function BatchStatus({ batch, rows }: { batch: BatchJob; rows: BatchRow[] }) {
  const repeats = useRepeatsLine(rows);
  return (
    <>
      <p role="status" data-testid="batch-status" tabIndex={-1}>
        {statusLine(batch, rows)}
      </p>
      {repeats && (
        <p class="sl-muted" data-testid="batch-repeats">
          {repeats}
        </p>
      )}
      <progress
        class="sl-progress"
        max={batch.rows}
        value={batch.done + batch.failed}
        aria-label={`${batch.done + batch.failed} of ${counted(batch.rows, rowNoun(batch))}`}
      />
    </>
  );
}
