import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { Unanswered } from '@/components/Unanswered';
import type { Endpoint } from '@/lib/api/endpoint';
import { priceOf } from '@/lib/areas/page-params';
import type { LoadAllJob } from '@/lib/store/db';
import { LoadAllForm } from './LoadAllForm';
import { LoadAllAnnounce, LoadAllEnded, LoadedCount } from './LoadAllLines';
import { LoadAllProgress } from './LoadAllProgress';
import { type FirstPage, itemsNoun } from './load-all-words';
import type { Loaded } from './useEndpointCall';
import type { LoadAllState } from './useLoadAll';

/**
 * Load all opens its form; Start gives way to Stop; the end to Resume, or to the line that says
 * how it ended; closing the form goes back to Load all. A Load more running is the list's.
 */
function useLoadAllFocus(
  root: RefObject<HTMLDivElement | null>,
  { loading, running, asking }: { loading: boolean; running: boolean; asking: boolean },
) {
  useFocusHome(
    () => root.current,
    () => {
      const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      if (loading && !running) return null;
      if (asking) return find('form :is(input, button)');
      return (
        find('button:enabled[data-testid="load-all-open"]') ??
        find('button:enabled') ??
        find('[data-testid^="load-all-"][tabindex], [data-testid="loaded-count"]')
      );
    },
  );
}

/** Items a page, as the job loaded them, else as the first page held. */
const perPageOf = (job: LoadAllJob | null, loaded: Loaded) =>
  job && job.pages > 0 ? Math.ceil(job.items / job.pages) : (loaded.items?.length ?? 0);

/** What the list's first page cost: as shown (free on demo data), and asked again by the job. */
const firstPageOf = (
  endpoint: Endpoint,
  state: LoadAllState,
  loaded: Loaded,
  demo: boolean,
): FirstPage => ({
  shown: demo ? 0 : (priceOf(endpoint, state.job?.params ?? loaded.params) ?? 0),
  askedAgain: state.firstPageAskedAgain,
});

/** Why the background refused to start, resume or stop the job, in its words. */
function LoadAllRefused({ problem }: { problem: string }) {
  return (
    <p class="sl-error" role="alert">
      {problem}
    </p>
  );
}

/** Load more (before any job) and the button that opens Load all's form, or Resume's. */
function LoadAllButtons({
  loadMore,
  resumable,
  onOpen,
}: {
  loadMore: { label: string; run(): void } | undefined;
  resumable: boolean;
  onOpen(): void;
}) {
  return (
    <div class="sl-actions">
      {loadMore && (
        <button type="button" class="sl-button" onClick={loadMore.run}>
          {loadMore.label}
        </button>
      )}
      <button type="button" class="sl-button" data-testid="load-all-open" onClick={onOpen}>
        {resumable ? 'Resume…' : 'Load all…'}
      </button>
    </div>
  );
}

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
  const firstPage = firstPageOf(endpoint, state, loaded, demo);
  const resumable = Boolean(job && !job.running && next);
  const root = useRef<HTMLDivElement>(null);
  useLoadAllFocus(root, { loading, running: Boolean(job?.running), asking });

  if (state.problem === 'unanswered') return <Unanswered />;
  const loadedItems = job?.items ?? loaded.items?.length ?? 0;
  const knownTotal = job?.total ?? total;

  return (
    <div class="sl-load-all" data-testid="load-all" ref={root}>
      <LoadAllAnnounce asking={asking} resumable={resumable} />
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
          {job && <LoadAllEnded job={job} noun={noun} firstPage={firstPage} />}
          {!job && <LoadedCount loadedItems={loadedItems} knownTotal={knownTotal} noun={noun} />}
          {state.problem && <LoadAllRefused problem={state.problem} />}
          {next && !loading && !asking && (
            <LoadAllButtons
              loadMore={job ? undefined : loadMore}
              resumable={resumable}
              onOpen={() => setAsking(true)}
            />
          )}
          {next && asking && (
            <LoadAllForm
              endpoint={endpoint}
              next={next}
              loaded={loadedItems}
              perPage={perPageOf(job, loaded)}
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
