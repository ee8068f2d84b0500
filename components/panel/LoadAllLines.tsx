import type { LoadAllJob } from '@/lib/store/db';
import { endLine, type FirstPage, loadedOf, missingLine } from './load-all-words';

/** Said as Load all's form opens below the list, maybe below the fold. */
export function LoadAllAnnounce({ asking, resumable }: { asking: boolean; resumable: boolean }) {
  return (
    <p class="sl-visually-hidden" role="status" data-testid="load-all-announce">
      {asking
        ? `${resumable ? 'Resume' : 'Load all'}: set what it may spend, then press ${resumable ? 'Resume' : 'Start'}, or Escape to close.`
        : ''}
    </p>
  );
}

/** How the job ended, and what it could not load. */
export function LoadAllEnded({
  job,
  noun,
  firstPage,
}: {
  job: LoadAllJob;
  noun: string;
  firstPage: FirstPage;
}) {
  const missing = missingLine(job, noun);
  return (
    <p class="sl-muted" role="status" data-testid="load-all-ended" tabIndex={-1}>
      {endLine(job, noun, firstPage)}
      {missing && (
        <>
          {' '}
          <strong data-testid="load-all-missing">{missing}</strong>
        </>
      )}
    </p>
  );
}

/** Before any job: how many of the list's items the tab holds. */
export function LoadedCount({
  loadedItems,
  knownTotal,
  noun,
}: {
  loadedItems: number;
  knownTotal: number | undefined;
  noun: string;
}) {
  return (
    <p class="sl-muted" data-testid="loaded-count" tabIndex={-1}>
      Loaded{' '}
      {loadedOf(
        { items: loadedItems, ...(knownTotal === undefined ? {} : { total: knownTotal }) },
        noun,
      )}
    </p>
  );
}
