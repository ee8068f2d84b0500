import { type Dispatch, type StateUpdater, useEffect, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import type { Endpoint } from '@/lib/api/endpoint';
import { nextPageParams, valueAt } from '@/lib/api/pagination';
import { cleanParams } from '@/lib/areas/page-params';
import {
  causedBySettings,
  type ServiceError,
  type ServiceResult,
} from '@/lib/extension/shared/answers';
import type { NotKept } from '@/lib/extension/shared/kept-news';
import { callApi, cancelCall, listenNotKept, notKeptOf } from '@/lib/extension/views/api-calls';
import { useLatestRequest } from './useLatestRequest';

type Answer = Extract<ServiceResult, { ok: true }>;

export type CallState =
  | { status: 'idle' }
  | { status: 'loading'; startedAt: number; more: boolean; previous?: Loaded }
  | Loaded
  | { status: 'error'; error: ServiceError; params: Record<string, unknown>; previous?: Loaded };

export interface Loaded {
  status: 'done';
  answer: Answer;
  /** Every item loaded so far, pages appended, for paginated endpoints. */
  items?: unknown[];
  /** Pages loaded so far (Load more adds one each). */
  pages: number;
  params: Record<string, unknown>;
  next: Record<string, unknown> | null;
  /** The answer is shown but the browser did not keep it (no room left, say). */
  notKept?: NotKept;
}

/** What Cancel says (under "Cancelled"): a request sent goes on, its answer kept for nothing more. */
const cancelledText =
  'If the service still answers, the answer is kept here and costs nothing more.';

const itemsOf = (endpoint: Endpoint, data: unknown): unknown[] | undefined => {
  const items = endpoint.pagination ? valueAt(data, endpoint.pagination.items) : undefined;
  return Array.isArray(items) ? items : undefined;
};

/** What a tab shows of an answer: its items appended to those of the pages before (Load more). */
const loadedFrom = (
  endpoint: Endpoint,
  answer: Answer,
  params: Record<string, unknown>,
  more?: Loaded,
): Loaded => {
  const parsed = endpoint.params.safeParse(params);
  const fresh = itemsOf(endpoint, answer.data);
  const items = more?.items && fresh ? [...more.items, ...fresh] : fresh;
  const notKept = answer.source === 'network' ? notKeptOf(answer) : undefined;
  return {
    ...(notKept ? { notKept } : {}),
    status: 'done',
    answer,
    params: more?.params ?? params,
    pages: (more?.pages ?? 0) + 1,
    ...(items ? { items } : {}),
    next: parsed.success ? nextPageParams(endpoint, parsed.data, answer.data) : null,
  };
};

/** A request running: the answer shown before stays under it (the list Load more adds to). */
const loadingOver = (previous: Loaded | undefined, more: boolean): CallState => ({
  status: 'loading',
  startedAt: Date.now(),
  more,
  ...(previous ? { previous } : {}),
});

/** What Cancel leaves: its sentence, over the answer shown before the request. */
const cancelledFrom = (state: CallState): CallState => {
  const previous = state.status === 'loading' ? state.previous : undefined;
  return {
    status: 'error',
    error: { kind: 'aborted', message: cancelledText },
    params: {},
    ...(previous ? { previous } : {}),
  };
};

/**
 * News that changes what the tab shows without a request: an answer shown that turns out not kept
 * (its transaction failed after it was shown), and settings that make an error's sentence stale.
 */
function useCallNews(setState: Dispatch<StateUpdater<CallState>>) {
  useEffect(
    () =>
      listenNotKept((news) =>
        setState((current) =>
          current.status === 'done' &&
          current.answer.key === news.key &&
          current.answer.fetchedAt === news.fetchedAt
            ? { ...current, notKept: news }
            : current,
        ),
      ),
    [],
  );

  // "No API key is set", "…would pass the daily cap": once the settings change, the sentence may
  // be stale, so the tab goes back to what it showed before, its button saying what it costs now.
  useKept('settings', () =>
    setState((current) =>
      current.status === 'error' && causedBySettings(current.error)
        ? (current.previous ?? { status: 'idle' })
        : current,
    ),
  );
}

/** One endpoint's call from a view: run, refresh, load more, cancel; only the latest request counts. */
export function useEndpointCall(endpoint: Endpoint, pageUrl?: string) {
  const [state, setState] = useState<CallState>({ status: 'idle' });
  const requests = useLatestRequest();
  useCallNews(setState);

  const request = async (
    params: Record<string, unknown>,
    options: { refresh?: boolean; allowOverBudget?: boolean; more?: Loaded },
  ) => {
    const requestId = requests.begin();
    const previous = options.more ?? (state.status === 'done' ? state : undefined);
    setState(loadingOver(previous, Boolean(options.more)));
    const result = await callApi({
      id: endpoint.id,
      params,
      requestId,
      ...(options.refresh ? { refresh: true } : {}),
      ...(options.allowOverBudget ? { allowOverBudget: true } : {}),
      ...(pageUrl ? { pageUrl } : {}),
    });
    // Cancelled, then answered after all, with nothing asked since: the answer kept is shown.
    const landedAfterCancel = result.ok && requests.landedAfterCancel(requestId);
    if (!requests.isLatest(requestId) && !landedAfterCancel) return;
    if (!result.ok) {
      setState({ status: 'error', error: result.error, params, ...(previous ? { previous } : {}) });
      return;
    }
    setState(loadedFrom(endpoint, result, params, options.more));
  };

  /**
   * Shows the answer when it costs nothing (`only`: a cached answer, or that or demo data), with
   * no call to the service and no loading state; unless the user started a call meanwhile.
   * Whether it showed one.
   */
  const showFree = async (
    params: Record<string, unknown>,
    only: 'cache' | 'free',
  ): Promise<boolean> => {
    const requestId = requests.begin();
    const cleaned = cleanParams(params);
    const result = await callApi({
      id: endpoint.id,
      params: cleaned,
      requestId,
      only,
      ...(pageUrl ? { pageUrl } : {}),
    });
    if (!requests.isLatest(requestId)) return false;
    requests.settle();
    if (!result.ok) return false;
    setState(loadedFrom(endpoint, result, cleaned));
    return true;
  };

  return {
    state,
    showFree,
    run: (
      params: Record<string, unknown>,
      options: { refresh?: boolean; allowOverBudget?: boolean } = {},
    ) => request(cleanParams(params), options),
    loadMore: () => {
      if (state.status === 'done' && state.next) void request(state.next, { more: state });
    },
    cancel: () => {
      const requestId = requests.cancel();
      if (requestId) void cancelCall(requestId);
      setState(cancelledFrom(state));
    },
    reset: () => {
      requests.forgetCancelled();
      setState({ status: 'idle' });
    },
  };
}
