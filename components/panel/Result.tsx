import { useMemo, useState } from 'preact/hooks';
import { lazy } from '@/components/lazy';
import { costLabel } from '@/components/useCostNow';
import { viewFor } from '@/components/views';
import { countedPaths, resultTitle } from '@/components/views/specs';
import type { ViewContext } from '@/components/views/types';
import type { Endpoint } from '@/lib/api/endpoint';
import { valueAt } from '@/lib/api/pagination';
import { priceOf } from '@/lib/areas/page-params';
import { completenessOf } from '@/lib/export/completeness';
import { NotKeptNotice } from './NotKeptNotice';
import type { TabParamsOf } from './PostsFigures';
import { AnswerWarnings, ResultActions, type ResultShown } from './ResultActions';
import type { Loaded } from './useEndpointCall';
import { type LoadAllState, useLoadAll } from './useLoadAll';

const JsonTree = lazy(() => import('./JsonTree').then((module) => module.JsonTree));
const CopyAsCurl = lazy(() => import('./CopyAsCurl').then((module) => module.CopyAsCurl));
// Only paged lists show it.
const LoadAll = lazy(() => import('./LoadAll').then((module) => module.LoadAll));
// Only profiles and communities show them; their code, and the figures' records, load after the card.
const PostsFigures = lazy(() => import('./PostsFigures').then((module) => module.PostsFigures), {
  afterFirstScreen: true,
});
// Only cards that count something show it.
const OverTime = lazy(() => import('./OverTime').then((module) => module.OverTime), {
  afterFirstScreen: true,
});
// Under an answer, once there is one: how it is cut into files is no part of the first paint.
const ExportBar = lazy(
  () => import('@/components/views/ExportBar').then((module) => module.ExportBar),
  { afterFirstScreen: true },
);

/** Whether a result reads as a card that counts something: a thing whose numbers move. */
const countsCard = (endpoint: Endpoint) => Object.keys(countedPaths(endpoint.id) ?? {}).length > 0;

/**
 * The answer's data as the views and the export see it: a list loaded to its end (or part of it)
 * shows every page its job kept; the same object until the answer changes, so views keep their
 * long lists rendered meanwhile.
 */
function useShownData(endpoint: Endpoint, loaded: Loaded, loadAll: LoadAllState) {
  const { answer } = loaded;
  const items = loadAll.items ?? loaded.items;
  const itemsKey = endpoint.pagination?.items;
  const data = useMemo(
    () =>
      items && itemsKey && answer.data !== null && typeof answer.data === 'object'
        ? { ...(answer.data as Record<string, unknown>), [itemsKey]: items }
        : answer.data,
    [answer, items, itemsKey],
  );
  return { data, items };
}

/** How much of a paged list the export holds: its job's count, else the pages loaded here. */
const listCompleteness = (
  loaded: Loaded,
  loadAll: LoadAllState,
  items: unknown[],
  total: number | undefined,
) =>
  completenessOf(
    loadAll.job
      ? {
          loaded: loadAll.job.items,
          ...(loadAll.job.total === undefined ? {} : { total: loadAll.job.total }),
          ended: loadAll.job.next === null,
          pages: loadAll.job.pages,
          ...(loadAll.job.repeats ? { repeats: loadAll.job.repeats } : {}),
        }
      : {
          loaded: items.length,
          ...(total === undefined ? {} : { total }),
          ended: loaded.next === null,
          pages: loaded.pages,
        },
  );

/** Load more's words, with the next page's price (free on demo data). */
const loadMoreLabel = (endpoint: Endpoint, next: Record<string, unknown>, demo: boolean) =>
  `Load more · ${costLabel(priceOf(endpoint, next), demo ? 'demo' : null)}`;

/**
 * Under a card, what is computed from what is stored: a profile's derived figures, and how its
 * counts changed over time (not for demo data, whose counts never change).
 */
function UnderTheCard({
  endpoint,
  loaded,
  context,
  pageUrl,
  tabParamsOf,
}: {
  endpoint: Endpoint;
  loaded: Loaded;
  context: ViewContext;
  pageUrl?: string;
  tabParamsOf?: TabParamsOf;
}) {
  const { answer } = loaded;
  return (
    <>
      {/* A paged list is no profile. */}
      {!loaded.items && (
        <PostsFigures
          endpoint={endpoint}
          profile={answer.data}
          profileParams={loaded.params}
          {...(pageUrl ? { pageUrl } : {})}
          {...(tabParamsOf ? { tabParamsOf } : {})}
        />
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
    </>
  );
}

/**
 * An answer: readable or as JSON, its warnings, its history over time, its export, and below a
 * paged list, Load more and Load all (whose job's items the view and the export show).
 */
export function Result({
  endpoint,
  loaded,
  onMore,
  loading,
  context,
  rerun,
  pageUrl,
  tabParamsOf,
}: {
  endpoint: Endpoint;
  loaded: Loaded;
  onMore(): void;
  loading: boolean;
  context: ViewContext;
  rerun(changes: Record<string, unknown>): void;
  pageUrl?: string;
  /** On a page: the params another of its tabs starts from (what a profile's posts list is asked with). */
  tabParamsOf?: TabParamsOf;
}) {
  const View = viewFor(endpoint);
  const [view, setView] = useState<ResultShown>('readable');
  const loadAll = useLoadAll(endpoint, loaded.items ? loaded : undefined, pageUrl);
  const { answer, next } = loaded;
  const { data, items } = useShownData(endpoint, loaded, loadAll);
  const totalAt = endpoint.pagination?.total;
  const totalFound = totalAt === undefined ? undefined : valueAt(answer.data, totalAt);
  const total = typeof totalFound === 'number' ? totalFound : undefined;
  const demo = answer.source === 'demo';
  return (
    <div class="sl-result" data-testid="result">
      <ResultActions view={view} onView={setView} data={data} />
      {loaded.notKept && <NotKeptNotice notKept={loaded.notKept} />}
      <AnswerWarnings warnings={answer.warnings} />
      {view === 'json' ? (
        <>
          <CopyAsCurl endpoint={endpoint} params={loaded.params} />
          <JsonTree data={data} />
        </>
      ) : (
        <View
          endpoint={endpoint}
          data={data}
          params={loaded.params}
          context={context}
          rerun={rerun}
        />
      )}
      <UnderTheCard
        endpoint={endpoint}
        loaded={loaded}
        context={context}
        {...(pageUrl ? { pageUrl } : {})}
        {...(tabParamsOf ? { tabParamsOf } : {})}
      />
      <ExportBar
        data={data}
        endpointId={endpoint.id}
        context={context}
        {...(items ? { completeness: listCompleteness(loaded, loadAll, items, total) } : {})}
      />
      {items && (
        <LoadAll
          endpoint={endpoint}
          loaded={loaded}
          state={loadAll}
          total={total}
          loading={loading}
          demo={demo}
          {...(next
            ? { loadMore: { label: loadMoreLabel(endpoint, next, demo), run: onMore } }
            : {})}
        />
      )}
    </div>
  );
}
