import type { RefObject } from 'preact';
import { useRef } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { costLabel, useCostNow } from '@/components/useCostNow';
import type { ViewContext } from '@/components/views/types';
import type { Endpoint } from '@/lib/api/endpoint';
import { describeParamIssues } from '@/lib/api/param-labels';
import { cleanParams } from '@/lib/areas/page-params';
import { ErrorNotice } from './ErrorNotice';
import { Loading } from './Loading';
import { type FormValues, ParamForm } from './ParamForm';
import type { TabParamsOf } from './PostsFigures';
import { Result } from './Result';
import { RunActions } from './RunActions';
import { type CallState, type Loaded, useEndpointCall } from './useEndpointCall';
import { useTabOpening } from './useTabOpening';

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
  /** On a page: the params another of its tabs starts from. */
  tabParamsOf?: TabParamsOf;
}

/** Why these params cannot be sent yet, naming the parameter and the rule. */
function ParamProblem({
  endpoint,
  params,
}: {
  endpoint: Endpoint;
  params: Record<string, unknown>;
}) {
  const parsed = endpoint.params.safeParse(cleanParams(params));
  return (
    <p class="sl-muted" data-testid="param-problem">
      {parsed.success ? '' : describeParamIssues(endpoint, parsed.error.issues)}
    </p>
  );
}

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

/** Fetch gives way to Cancel while it runs, then to Refresh or the notice: the focus follows. */
function useRunnerFocus(root: RefObject<HTMLElement | null>, status: CallState['status']) {
  useFocusHome(
    () => root.current,
    () => {
      const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector);
      if (status === 'loading') return find('[data-testid="loading"] button');
      if (status === 'error') {
        return find('[data-testid="error"] button:enabled') ?? find('[data-testid="error"]');
      }
      return find('[data-testid="run"]');
    },
  );
}

/** The answer a tab shows: the latest, or while a call runs or after it failed, the one before. */
const answerShown = (state: CallState): Loaded | undefined =>
  state.status === 'done' ? state : state.status !== 'idle' ? state.previous : undefined;

/** A call running, with Cancel, or how it failed, with Retry at its price where that may help. */
function CallUnderway({
  endpoint,
  state,
  retryCost,
  onCancel,
  onRun,
}: {
  endpoint: Endpoint;
  state: CallState;
  retryCost: string;
  onCancel(): void;
  onRun(options?: { allowOverBudget?: boolean }): void;
}) {
  if (state.status === 'loading') {
    return <Loading endpoint={endpoint} startedAt={state.startedAt} onCancel={onCancel} />;
  }
  if (state.status !== 'error') return null;
  return (
    <ErrorNotice
      error={state.error}
      retryCost={retryCost}
      onRetry={() => onRun()}
      onAllowOnce={() => onRun({ allowOverBudget: true })}
    />
  );
}

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
  tabParamsOf,
}: Props) {
  const call = useEndpointCall(endpoint, pageUrl);
  const { values, setValues, params, price, fetchingIn } = useTabOpening(endpoint, call, {
    given,
    initialValues,
    showFree,
    autoFetchAfterMs,
    shown,
  });
  const { state } = call;
  const loaded = answerShown(state);
  // What the button costs now: a refresh pays unless demo data answers; a first fetch may be cached.
  const free = useCostNow(
    endpoint.id,
    price === undefined ? undefined : params,
    Boolean(loaded),
    state.status,
  );
  const root = useRef<HTMLElement>(null);
  useRunnerFocus(root, state.status);
  const run = (options: { allowOverBudget?: boolean } = {}) =>
    void call.run(params, { refresh: Boolean(loaded), ...options });

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
      {price === undefined && <ParamProblem endpoint={endpoint} params={params} />}
      <RunActions
        state={state}
        loaded={loaded}
        price={price}
        free={free}
        fetchingIn={fetchingIn}
        onRun={() => run()}
      />
      <CallUnderway
        endpoint={endpoint}
        state={state}
        retryCost={costLabel(price, free)}
        onCancel={call.cancel}
        onRun={run}
      />
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
          {...(tabParamsOf ? { tabParamsOf } : {})}
        />
      )}
    </section>
  );
}
