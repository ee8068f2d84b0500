import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { lazy } from '@/components/lazy';
import { costLabel, useCostNow } from '@/components/useCostNow';
import { viewFor } from '@/components/views';
import type { ViewContext } from '@/components/views/types';
import { charged } from '@/lib/api/credits';
import type { Endpoint } from '@/lib/api/endpoint';
import { valueAt } from '@/lib/api/pagination';
import { describeParamIssues } from '@/lib/api/params';
import { cleanParams, priceOf } from '@/lib/areas/page-params';
import { countedPaths, resultTitle } from '@/lib/areas/result-facts';
import { completenessOf } from '@/lib/export/completeness';
import { sizeLabel } from '@/lib/export/files';
import type { LoadAllJob } from '@/lib/store/db';
import { credits } from '@/lib/words';
import { ErrorNotice, offersRetry } from './ErrorNotice';
import { NotKeptNotice } from './NotKeptNotice';
import { type FormValues, ParamForm } from './ParamForm';
import { ResultView } from './ResultView';
import { useCountdown } from './useCountdown';
import { type Loaded, useEndpointCall } from './useEndpointCall';

const JsonTree = lazy(() => import('./JsonTree').then((module) => module.JsonTree));
// Only paged lists show it.
const LoadAll = lazy(() => import('./LoadAll').then((module) => module.LoadAll));
// Only cards that count something show it.
const OverTime = lazy(() => import('./OverTime').then((module) => module.OverTime));
// Under an answer, once there is one: how it is cut into files is no part of the first paint.
const ExportBar = lazy(() =>
  import('@/components/views/ExportBar').then((module) => module.ExportBar),
);

/** Whether a result reads as a card that counts something: a thing whose numbers move. */
const countsCard = (endpoint: Endpoint) => Object.keys(countedPaths(endpoint.id) ?? {}).length > 0;

interface Props {
  endpoint: Endpoint;
  context?: ViewContext;
  /** Control values to start from (the options' defaults). */
  initialValues?: FormValues;
  /** The page's params under this endpoint's names. */
  given: Record<string, string>;
  pageUrl?: string;
  /** A page's tab: an answer that costs nothing now (a cached one) shows at once, unasked. */
  showFree?: boolean;
  /**
   * Fetch on its own once the tab has been in sight this many milliseconds (the primary tab, when
   * the setting says so); demo data shows at once.
   */
  autoFetchAfterMs?: number;
  /** Its tab is the one on screen; false once the user opened another of the page's tabs. */
  shown?: boolean;
  explorer?: boolean;
}

/** Why these params cannot be sent yet, naming the parameter and the rule. */
const paramProblem = (endpoint: Endpoint, params: Record<string, unknown>) => {
  const parsed = endpoint.params.safeParse(cleanParams(params));
  return parsed.success ? '' : describeParamIssues(endpoint.label, parsed.error.issues);
};

/**
 * The page's params the form does not ask again: all but those the endpoint cannot use as the page
 * gives them (a company's name where its numeric id is needed, when the page's markup did not say
 * it), which the form then asks for rather than leave a disabled button and no way on.
 */
const usableGiven = (endpoint: Endpoint, given: Record<string, string>) => {
  const parsed = endpoint.params.safeParse(cleanParams(given));
  if (parsed.success) return given;
  const unusable = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  return Object.fromEntries(Object.entries(given).filter(([name]) => !unusable.has(name)));
};

/** One endpoint for the page (or the explorer): its controls, price, call, result and paging. */
export function EndpointRunner({
  endpoint,
  given,
  pageUrl,
  showFree = false,
  autoFetchAfterMs,
  shown = true,
  explorer = false,
  context = {},
  initialValues = {},
}: Props) {
  const [values, setFormValues] = useState<FormValues>(initialValues);
  const call = useEndpointCall(endpoint, pageUrl);
  const params = { ...given, ...cleanParams(values) };
  const price = priceOf(endpoint, params);
  const { state } = call;

  // The automatic fetch is for the page as shown: changed controls are the user's to send.
  const [autoFetchPending, setAutoFetchPending] = useState(
    autoFetchAfterMs !== undefined && price !== undefined,
  );
  const setValues = (next: FormValues) => {
    setAutoFetchPending(false);
    setFormValues(next);
  };
  // Another of the page's tabs opened before the wait ended: the user chose that one, not this spend.
  useLayoutEffect(() => {
    if (!shown) setAutoFetchPending(false);
  }, [shown]);
  // Only when shown: later runs are the user's. Asked with the render, not a frame later.
  const [lookedForFree, setLookedForFree] = useState(false);
  useLayoutEffect(() => {
    if (!showFree || price === undefined) {
      setLookedForFree(true);
      return;
    }
    void call
      .showFree(params, autoFetchPending ? 'free' : 'cache')
      .finally(() => setLookedForFree(true));
  }, []);
  const fetchingIn = useCountdown(
    autoFetchPending && lookedForFree && state.status === 'idle',
    autoFetchAfterMs ?? 0,
    () => {
      setAutoFetchPending(false);
      if (price !== undefined) void call.run(params);
    },
  );

  const loaded: Loaded | undefined =
    state.status === 'done' ? state : state.status !== 'idle' ? state.previous : undefined;
  // What the button costs now: a refresh pays unless demo data answers; a first fetch may be cached.
  const free = useCostNow(
    endpoint.id,
    price === undefined ? undefined : params,
    Boolean(loaded),
    state.status,
  );

  // Fetch gives way to Cancel while it runs, then to Refresh or the notice: the focus follows.
  const root = useRef<HTMLElement>(null);
  useFocusHome(
    () => root.current,
    () => {
      const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      if (state.status === 'loading') return find('[data-testid="loading"] button');
      if (state.status === 'error') {
        return find('[data-testid="error"] button:enabled') ?? find('[data-testid="error"]');
      }
      return find('[data-testid="run"]');
    },
  );

  return (
    <section class="sl-runner" data-endpoint={endpoint.id} ref={root}>
      <p class="sl-runner__summary">{endpoint.summary}</p>
      <ParamForm
        endpoint={endpoint}
        values={values}
        onChange={setValues}
        given={usableGiven(endpoint, given)}
        explorer={explorer}
        // Once there is an answer, the controls above it are the ones: the form does not repeat them.
        {...(loaded && endpoint.controls ? { aboveAnswer: endpoint.controls } : {})}
      />
      {price === undefined && (
        <p class="sl-muted" data-testid="param-problem">
          {paramProblem(endpoint, params)}
        </p>
      )}
      <div class="sl-actions">
        {/* After a failure the notice's Retry is the one way on, with its price. */}
        {state.status !== 'loading' && !(state.status === 'error' && offersRetry(state.error)) && (
          <button
            type="button"
            class={`sl-button ${loaded ? '' : 'sl-button--primary'}`}
            data-testid="run"
            disabled={price === undefined}
            onClick={() => void call.run(params, { refresh: Boolean(loaded) })}
          >
            {loaded ? 'Refresh' : 'Fetch'} · {costLabel(price, free)}
          </button>
        )}
        {fetchingIn !== null && (
          <span class="sl-muted" data-testid="fetch-countdown">
            Fetching in {fetchingIn} s
          </span>
        )}
        {loaded && <Provenance loaded={loaded} />}
      </div>
      {state.status === 'loading' && (
        <Loading endpoint={endpoint} startedAt={state.startedAt} onCancel={call.cancel} />
      )}
      {state.status === 'error' && (
        <ErrorNotice
          error={state.error}
          retryCost={costLabel(price, free)}
          onRetry={() => void call.run(params, { refresh: Boolean(loaded) })}
          onAllowOnce={() =>
            void call.run(params, { refresh: Boolean(loaded), allowOverBudget: true })
          }
        />
      )}
      {loaded && (
        <Result
          context={context}
          rerun={(changes) => {
            setValues({ ...values, ...(changes as FormValues) });
            void call.run({ ...params, ...changes });
          }}
          endpoint={endpoint}
          loaded={loaded}
          onMore={call.loadMore}
          loading={state.status === 'loading'}
          {...(pageUrl ? { pageUrl } : {})}
        />
      )}
    </section>
  );
}

function Provenance({ loaded }: { loaded: Loaded }) {
  const { answer } = loaded;
  const minutes = Math.round((Date.now() - answer.fetchedAt) / 60_000);
  const age =
    minutes < 1
      ? 'just now'
      : minutes < 60
        ? `${minutes} min ago`
        : `${Math.round(minutes / 60)} h ago`;
  const text =
    answer.source === 'demo'
      ? 'Demo data: no call, no credits'
      : answer.source === 'cache'
        ? `From the cache, fetched ${age}: free`
        : `Fetched ${age}: ${credits(charged(answer.credits))}`;
  return (
    <span class="sl-muted" data-testid="provenance" data-source={answer.source}>
      {text}
    </span>
  );
}

function Loading({
  endpoint,
  startedAt,
  onCancel,
}: {
  endpoint: Endpoint;
  startedAt: number;
  onCancel(): void;
}) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const typical = endpoint.timing.typicalSeconds;
  return (
    <div class="sl-loading" role="status" data-testid="loading">
      <span>
        Fetching… {Math.floor((now - startedAt) / 1000)} s
        {typical ? ` (usually ${typical[0]}–${typical[1]} s)` : ''}
      </span>
      <button type="button" class="sl-button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

function Result({
  endpoint,
  loaded,
  onMore,
  loading,
  context,
  rerun,
  pageUrl,
}: {
  endpoint: Endpoint;
  loaded: Loaded;
  onMore(): void;
  loading: boolean;
  context: ViewContext;
  rerun(changes: Record<string, unknown>): void;
  pageUrl?: string;
}) {
  const View = viewFor(endpoint);
  const [view, setView] = useState<'readable' | 'json'>('readable');
  const [copied, setCopied] = useState('');
  const [loadAll, setLoadAll] = useState<{ job: LoadAllJob | null; items?: unknown[] }>({
    job: null,
  });
  const { answer, next } = loaded;
  // A list loaded to its end (or part of it) shows every page its job kept.
  const items = loadAll.items ?? loaded.items;
  const itemsKey = endpoint.pagination?.items;
  // The same object until the answer changes: views keep their long lists rendered meanwhile.
  const data = useMemo(
    () =>
      items && itemsKey && answer.data !== null && typeof answer.data === 'object'
        ? { ...(answer.data as Record<string, unknown>), [itemsKey]: items }
        : answer.data,
    [answer, items, itemsKey],
  );
  const totalAt = endpoint.pagination?.total;
  const total = totalAt === undefined ? undefined : valueAt(answer.data, totalAt);
  const copy = async () => {
    const text = JSON.stringify(data, null, 2);
    await navigator.clipboard.writeText(text);
    setCopied(`Copied ${sizeLabel(text)}`);
  };
  return (
    <div class="sl-result" data-testid="result">
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          aria-pressed={view === 'readable'}
          onClick={() => setView('readable')}
        >
          Readable
        </button>
        <button
          type="button"
          class="sl-button"
          aria-pressed={view === 'json'}
          onClick={() => setView('json')}
        >
          JSON
        </button>
        <button type="button" class="sl-button" onClick={() => void copy()}>
          Copy JSON
        </button>
        {copied && (
          <span class="sl-muted" role="status">
            {copied}
          </span>
        )}
      </div>
      {loaded.notKept && <NotKeptNotice notKept={loaded.notKept} />}
      {answer.warnings.length > 0 && (
        <details class="sl-warnings">
          <summary>
            {answer.warnings.length} field(s) differ from the API's description; shown as received
          </summary>
          <ul>
            {answer.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      )}
      {view === 'json' ? (
        <JsonTree data={data} />
      ) : View ? (
        <View
          endpoint={endpoint}
          data={data}
          params={loaded.params}
          context={context}
          rerun={rerun}
        />
      ) : (
        <ResultView data={data} />
      )}
      {countsCard(endpoint) && answer.source !== 'demo' && (
        <OverTime
          endpoint={endpoint}
          params={loaded.params}
          fetchedAt={answer.fetchedAt}
          context={context}
          title={resultTitle(endpoint.id, answer.data) ?? endpoint.label}
          {...(pageUrl ? { pageUrl } : {})}
        />
      )}
      <ExportBar
        data={data}
        endpointId={endpoint.id}
        context={context}
        {...(items
          ? {
              completeness: completenessOf(
                loadAll.job
                  ? {
                      loaded: loadAll.job.items,
                      ...(loadAll.job.total === undefined ? {} : { total: loadAll.job.total }),
                      ended: loadAll.job.next === null,
                      pages: loadAll.job.pages,
                    }
                  : {
                      loaded: items.length,
                      ...(typeof total === 'number' ? { total } : {}),
                      ended: next === null,
                      pages: loaded.pages,
                    },
              ),
            }
          : {})}
      />
      {items && (
        <LoadAll
          endpoint={endpoint}
          loaded={loaded}
          {...(pageUrl ? { pageUrl } : {})}
          onJob={(job, jobItems) => setLoadAll({ job, ...(jobItems ? { items: jobItems } : {}) })}
          total={typeof total === 'number' ? total : undefined}
          loading={loading}
          demo={answer.source === 'demo'}
          {...(next
            ? {
                loadMore: {
                  label: `Load more · ${costLabel(priceOf(endpoint, next), answer.source === 'demo' ? 'demo' : null)}`,
                  run: onMore,
                },
              }
            : {})}
        />
      )}
    </div>
  );
}
