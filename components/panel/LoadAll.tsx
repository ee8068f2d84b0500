import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import type { Endpoint } from '@/lib/api/endpoint';
import { valueAt } from '@/lib/api/pagination';
import { priceOf } from '@/lib/areas/page-params';
import type { Sent } from '@/lib/extension/shared/envelope';
import { apiSettings } from '@/lib/extension/shared/storage';
import { readJobPages } from '@/lib/extension/views/api-calls';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { JobPage, LoadAllJob } from '@/lib/store/db';
import { counted, credits } from '../views/format';
import {
  budgetLeftOf,
  endLine,
  estimateOf,
  itemsNoun,
  loadedOf,
  missingLine,
  progressLine,
} from './load-all-words';
import type { Loaded } from './useEndpointCall';

export interface LoadAllState {
  /** The newest job of the list on screen, unless a newer fetch of its first page replaced it. */
  job: LoadAllJob | null;
  /** Every item of the job's pages, in order. */
  items: unknown[] | undefined;
  start(cap: number): Promise<void>;
  resume(moreCredits: number): Promise<void>;
  stop(): Promise<void>;
  /** Why the background refused (in its words), or that it did not answer. */
  problem: string | 'unanswered';
  /** What the job was charged for the list's first page, asked again when its cache was gone. */
  firstPageAskedAgain: number;
}

/**
 * The "Load all" job of the list a view shows: found by its first page, followed as the
 * background announces its pages, its pages read from the database the view shares.
 */
export function useLoadAll(endpoint: Endpoint, loaded: Loaded | undefined, pageUrl?: string) {
  const [job, setJob] = useState<LoadAllJob | null>(null);
  const [pages, setPages] = useState<JobPage[]>([]);
  const [problem, setProblem] = useState('');
  const shown = useRef<{ job: LoadAllJob | null; pages: JobPage[] }>({ job: null, pages: [] });
  const params = loaded && endpoint.pagination ? loaded.params : undefined;
  const list = params === undefined ? '' : JSON.stringify(params);

  const show = (next: LoadAllJob | null, newPages: JobPage[]) => {
    const same = next !== null && shown.current.job?.id === next.id;
    const kept = same ? shown.current.pages : [];
    const added = newPages.filter((page) => page.index >= kept.length);
    shown.current = { job: next, pages: added.length > 0 ? [...kept, ...added] : kept };
    setJob(next);
    setPages(shown.current.pages);
  };

  const sync = async (known?: LoadAllJob) => {
    if (params === undefined) return;
    const found = known
      ? { ok: true as const, reply: known }
      : await sendMessage('findJob', { id: endpoint.id, params });
    if (!found.ok) return setProblem('unanswered');
    const next = found.reply;
    if (!next) return show(null, []);
    const from = shown.current.job?.id === next.id ? shown.current.pages.length : 0;
    show(next, (await readJobPages(next.id, from)) ?? []);
  };

  useEffect(() => {
    shown.current = { job: null, pages: [] };
    setJob(null);
    setPages([]);
    setProblem('');
    void sync();
  }, [endpoint.id, list]);
  useKept('jobs', () => void sync());

  const answered = async (sent: Sent<'loadAll' | 'resumeJob' | 'stopJob'>) => {
    if (!sent.ok) return setProblem('unanswered');
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    setProblem('');
    await sync(sent.reply.job);
  };

  const items = useMemo(() => {
    const key = endpoint.pagination?.items;
    if (!job || key === undefined) return undefined;
    return pages.flatMap((page) => {
      const listed = valueAt(page.data, key);
      return Array.isArray(listed) ? listed : [];
    });
  }, [job?.id, pages]);

  // A first page fetched again after the job last moved is a new list: the old job stays kept.
  const current =
    job && loaded && !job.running && loaded.answer.fetchedAt > job.updatedAt ? null : job;

  return {
    job: current,
    items: current ? items : undefined,
    problem,
    firstPageAskedAgain: pages[0]?.credits ?? 0,
    start: async (cap: number) => {
      if (params === undefined) return;
      await answered(
        await sendMessage('loadAll', {
          id: endpoint.id,
          params,
          cap,
          ...(pageUrl ? { pageUrl } : {}),
        }),
      );
    },
    resume: async (moreCredits: number) => {
      if (!current) return;
      await answered(
        await sendMessage('resumeJob', { jobId: current.id, cap: current.spent + moreCredits }),
      );
    },
    stop: async () => {
      if (!current) return;
      await answered(await sendMessage('stopJob', { jobId: current.id }));
    },
  } satisfies LoadAllState;
}

/**
 * Load all below a paged list (its code loads with the first list shown): the bar, and the job's
 * items and state told to the result that shows them and exports them.
 */
export function LoadAll({
  pageUrl,
  onJob,
  ...bar
}: Omit<Parameters<typeof LoadAllBar>[0], 'state'> & {
  pageUrl?: string;
  onJob(job: LoadAllJob | null, items: unknown[] | undefined): void;
}) {
  const state = useLoadAll(bar.endpoint, bar.loaded, pageUrl);
  useEffect(() => onJob(state.job, state.items), [state.job, state.items]);
  return <LoadAllBar {...bar} state={state} />;
}

/**
 * What the tightest budget still allows, read when the estimate shows and again after each call
 * or change of the budgets; null: no budget.
 */
function useBudgetLeft(asked: boolean): number | null | undefined {
  const [left, setLeft] = useState<number | null | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  useKept('ledger', () => setChanges((count) => count + 1));
  useKept('settings', () => setChanges((count) => count + 1));
  useEffect(() => {
    if (!asked) return;
    void Promise.all([sendMessage('creditTotals', undefined), apiSettings.getValue()])
      .then(([totals, budgets]) => setLeft(totals.ok ? budgetLeftOf(totals.reply, budgets) : null))
      .catch(() => setLeft(null));
  }, [asked, changes]);
  return left;
}

/**
 * Whether demo data answers the next page now, asked of the background and asked again when the
 * key or demo data change: a cap of 0 taken from demo data would stop a paid run at once.
 */
function useDemoNow(
  id: string,
  params: Record<string, unknown>,
  given: boolean,
): boolean | undefined {
  const [demo, setDemo] = useState<boolean | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  useKept('settings', () => setChanges((count) => count + 1));
  const asked = JSON.stringify(params);
  useEffect(() => {
    let current = true;
    void sendMessage('costNow', { id, params }).then((sent) => {
      if (current) setDemo(sent.ok ? sent.reply.free === 'demo' : given);
    });
    return () => {
      current = false;
    };
  }, [id, asked, changes]);
  return demo;
}

/**
 * Below a paged list: Load more and Load all (an estimate and a cap before anything is spent),
 * then the job's progress with Stop, and why it ended, with Resume where there is more.
 */
function LoadAllBar({
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
  const [stopping, setStopping] = useState(false);
  const { job } = state;
  const noun = itemsNoun(endpoint);
  const next = job ? job.next : loaded.next;
  const firstPage = {
    shown: demo ? 0 : (priceOf(endpoint, job?.params ?? loaded.params) ?? 0),
    askedAgain: state.firstPageAskedAgain,
  };
  const resumable = Boolean(job && !job.running && next);

  useEffect(() => {
    if (!job?.running) setStopping(false);
  }, [job?.running]);

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
        <>
          <p class="sl-muted" role="status" data-testid="load-all-progress" tabIndex={-1}>
            {stopping ? 'Stopping after the page in flight… ' : ''}
            {progressLine(job, noun, firstPage)}
          </p>
          {knownTotal !== undefined && knownTotal > 0 && (
            <progress
              class="sl-progress"
              max={knownTotal}
              value={Math.min(job.items, knownTotal)}
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
                void state.stop();
              }}
            >
              Stop
            </button>
          </div>
        </>
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
            <CapForm
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

/** The estimate and the cap, before anything is spent. */
function CapForm({
  endpoint,
  next,
  loaded,
  perPage,
  total,
  demo: given,
  action,
  onGo,
  onCancel,
}: {
  endpoint: Endpoint;
  next: Record<string, unknown>;
  loaded: number;
  perPage: number;
  total?: number;
  demo: boolean;
  action: 'Start' | 'Resume';
  onGo(cap: number): void;
  onCancel(): void;
}) {
  const budgetLeft = useBudgetLeft(true);
  const demo = useDemoNow(endpoint.id, next, given);
  const price = priceOf(endpoint, next) ?? 0;
  const estimate = estimateOf({
    loaded,
    ...(total === undefined ? {} : { total }),
    perPage,
    price,
    budgetLeft: budgetLeft ?? null,
    noun: itemsNoun(endpoint),
  });
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  // Opened below a long list: the whole form comes into view, its first field focused.
  const shown = budgetLeft !== undefined && demo !== undefined;
  useLayoutEffect(() => {
    if (!shown) return;
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector<HTMLElement>(':is(input, button)')?.focus();
  }, [shown]);
  if (budgetLeft === undefined || demo === undefined) return null;
  const cap = demo ? 0 : typed === undefined ? estimate.cap : Number(typed);
  const valid = Number.isInteger(cap) && cap >= 0;
  const capId = `sl-load-all-cap-${endpoint.id}`;
  return (
    <form
      ref={form}
      class="sl-load-all__form"
      data-testid="load-all-form"
      aria-label={action === 'Resume' ? 'Resume' : 'Load all'}
      aria-describedby={`${capId}-estimate`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onGo(cap);
      }}
    >
      <p data-testid="load-all-estimate" id={`${capId}-estimate`}>
        {demo ? 'Demo data holds one page of each list: loading it all is free.' : estimate.text}
        {!demo &&
          budgetLeft !== null &&
          ` Your budget allows ${counted(budgetLeft, 'more credit')}.`}
      </p>
      {!demo && (
        <div class="sl-field">
          <label class="sl-field__label" for={capId}>
            Spend at most (credits)
          </label>
          <input
            id={capId}
            class="sl-input sl-load-all__cap"
            type="number"
            min={0}
            step={1}
            value={typed ?? String(estimate.cap)}
            onInput={(event) => setTyped(event.currentTarget.value)}
          />
        </div>
      )}
      <div class="sl-actions">
        <button type="submit" class="sl-button sl-button--primary" disabled={!valid}>
          {action} · {demo ? 'free (demo data)' : `up to ${credits(cap)}`}
        </button>
        <button type="button" class="sl-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
