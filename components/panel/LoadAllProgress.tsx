import { useState } from 'preact/hooks';
import type { LoadAllJob } from '@/lib/store/db';
import { type FirstPage, loadedOf, progressLine } from './load-all-words';

/** A running job: what it has loaded and spent, a bar when the total is known, and Stop. */
export function LoadAllProgress({
  job,
  noun,
  firstPage,
  total,
  onStop,
}: {
  job: LoadAllJob;
  noun: string;
  firstPage: FirstPage;
  total: number | undefined;
  onStop(): void;
}) {
  // Shown only while the job runs: a job that stopped takes "Stopping…" away with it.
  const [stopping, setStopping] = useState(false);
  return (
    <>
      <p class="sl-muted" role="status" data-testid="load-all-progress" tabIndex={-1}>
        {stopping ? 'Stopping after the page in flight… ' : ''}
        {progressLine(job, noun, firstPage)}
      </p>
      {total !== undefined && total > 0 && (
        <progress
          class="sl-progress"
          max={total}
          value={Math.min(job.items, total)}
          aria-label={`Loaded ${loadedOf(job, noun)}`}
        />
      )}
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          disabled={stopping}
          onClick={() => {
            setStopping(true);
            onStop();
          }}
        >
          Stop
        </button>
      </div>
    </>
  );
}
