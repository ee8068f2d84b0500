import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { costLabel, useCostNow } from '@/components/useCostNow';
import type { ViewContext } from '@/components/views/types';
import type { Endpoint } from '@/lib/api/endpoint';
import { describeParamIssues } from '@/lib/api/param-labels';
import { cleanParams, priceOf } from '@/lib/areas/page-params';
import { sendMessage } from '@/lib/extension/views/send-message';
import { ErrorNotice, offersRetry } from './ErrorNotice';
import { Loading } from './Loading';
import { type FormValues, ParamForm } from './ParamForm';
import { Provenance } from './Provenance';
import { Result } from './Result';
import { useCountdown } from './useCountdown';
import { type Loaded, useEndpointCall } from './useEndpointCall';

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
  return parsed.success ? '' : describeParamIssues(endpoint, parsed.error.issues);
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
      .then((shownFree) => (shownFree ? undefined : showLoadedList()))
      .finally(() => setLookedForFree(true));
  }, []);
  /**
   * A list Load all loaded with another number of items a page (Items per list changed since)
   * stays what the tab shows: the number limits a new call, not what is kept.
   */
  const showLoadedList = async () => {
    if (!endpoint.pagination || values.count === undefined) return;
    const found = await sendMessage('findJob', { id: endpoint.id, params, anyCount: true });
    const count = found.ok ? found.reply?.params.count : undefined;
    if (count === undefined || String(count) === values.count) return;
    const asLoaded = { ...values, count: String(count) };
    if (await call.showFree({ ...given, ...cleanParams(asLoaded) }, 'cache')) setValues(asLoaded);
  };
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
