import { useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { Unanswered } from '@/components/Unanswered';
import type { Endpoint } from '@/lib/api/endpoint';
import { priceOf } from '@/lib/areas/page-params';
import { LoadAllForm } from './LoadAllForm';
import { LoadAllProgress } from './LoadAllProgress';
import { endLine, itemsNoun, loadedOf, missingLine } from './load-all-words';
import type { Loaded } from './useEndpointCall';
import type { LoadAllState } from './useLoadAll';

/**
 * Below a paged list (its code loads with the first list shown): Load more and Load all (an
 * estimate and a cap before anything is spent), then the job's progress with Stop, and why it
 * ended, with Resume where there is more. The job itself is the result's (see useLoadAll.ts).
 */
export function LoadAll({
  endpoint,
  loaded,
  state,
  total,
  loadMore,
  loading,
  demo,
}: {
  endpoint: Endpoint;
  loaded: Loaded;
  state: LoadAllState;
  total: number | undefined;
  loadMore?: { label: string; run(): void };
  loading: boolean;
  demo: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const { job } = state;
  const noun = itemsNoun(endpoint);
  const next = job ? job.next : loaded.next;
  const firstPage = {
    shown: demo ? 0 : (priceOf(endpoint, job?.params ?? loaded.params) ?? 0),
    askedAgain: state.firstPageAskedAgain,
  };
  const resumable = Boolean(job && !job.running && next);

  // Load all opens its form; Start gives way to Stop; the end to Resume, or to the line that says
  // how it ended; closing the form goes back to Load all. A Load more running is the list's.
  const root = useRef<HTMLDivElement>(null);
  useFocusHome(
    () => root.current,
    () => {
      const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      if (loading && !job?.running) return null;
      if (asking) return find('form :is(input, button)');
      return (
        find('button:enabled[data-testid="load-all-open"]') ??
        find('button:enabled') ??
        find('[data-testid^="load-all-"][tabindex], [data-testid="loaded-count"]')
      );
    },
  );

  if (state.problem === 'unanswered') return <Unanswered />;
  const loadedItems = job?.items ?? loaded.items?.length ?? 0;
  const knownTotal = job?.total ?? total;

  return (
    <div class="sl-load-all" data-testid="load-all" ref={root}>
      {/* Said as the form opens below the list, maybe below the fold. */}
      <p class="sl-visually-hidden" role="status" data-testid="load-all-announce">
        {asking
          ? `${resumable ? 'Resume' : 'Load all'}: set what it may spend, then press ${resumable ? 'Resume' : 'Start'}, or Escape to close.`
          : ''}
      </p>
      {job?.running ? (
        <LoadAllProgress
          job={job}
          noun={noun}
          firstPage={firstPage}
          total={knownTotal}
          onStop={() => void state.stop()}
        />
      ) : (
        <>
          {job && (
            <p class="sl-muted" role="status" data-testid="load-all-ended" tabIndex={-1}>
              {endLine(job, noun, firstPage)}
              {missingLine(job, noun) && (
                <>
                  {' '}
                  <strong data-testid="load-all-missing">{missingLine(job, noun)}</strong>
                </>
              )}
            </p>
          )}
          {!job && (
            <p class="sl-muted" data-testid="loaded-count" tabIndex={-1}>
              Loaded{' '}
              {loadedOf(
                { items: loadedItems, ...(knownTotal === undefined ? {} : { total: knownTotal }) },
                noun,
              )}
            </p>
          )}
          {state.problem && (
            <p class="sl-error" role="alert">
              {state.problem}
            </p>
          )}
          {next && !loading && !asking && (
            <div class="sl-actions">
              {!job && loadMore && (
                <button type="button" class="sl-button" onClick={loadMore.run}>
                  {loadMore.label}
                </button>
              )}
              <button
                type="button"
                class="sl-button"
                data-testid="load-all-open"
                onClick={() => setAsking(true)}
              >
                {resumable ? 'Resume…' : 'Load all…'}
              </button>
            </div>
          )}
          {next && asking && (
            <LoadAllForm
              endpoint={endpoint}
              next={next}
              loaded={loadedItems}
              perPage={
                job && job.pages > 0
                  ? Math.ceil(job.items / job.pages)
                  : (loaded.items?.length ?? 0)
              }
              {...(knownTotal === undefined ? {} : { total: knownTotal })}
              demo={demo}
              action={resumable ? 'Resume' : 'Start'}
              {...(resumable && job ? { job: { cap: job.cap, spent: job.spent } } : {})}
              onCancel={() => setAsking(false)}
              onGo={(cap) => {
                setAsking(false);
                void (resumable ? state.resume(cap) : state.start(cap));
              }}
            />
          )}
        </>
      )}
    </div>
  );
}
