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
import { sizeLabel } from '@/lib/export/files';
import { NotKeptNotice } from './NotKeptNotice';
import type { Loaded } from './useEndpointCall';
import { useLoadAll } from './useLoadAll';

const JsonTree = lazy(() => import('./JsonTree').then((module) => module.JsonTree));
const CopyAsCurl = lazy(() => import('./CopyAsCurl').then((module) => module.CopyAsCurl));
// Only paged lists show it.
const LoadAll = lazy(() => import('./LoadAll').then((module) => module.LoadAll));
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
  const loadAll = useLoadAll(endpoint, loaded.items ? loaded : undefined, pageUrl);
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
                      ...(loadAll.job.repeats ? { repeats: loadAll.job.repeats } : {}),
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
          state={loadAll}
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
