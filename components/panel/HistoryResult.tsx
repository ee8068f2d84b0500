import { useEffect, useState } from 'preact/hooks';
import { lazy } from '@/components/lazy';
import { viewFor } from '@/components/views';
import { ExportBar } from '@/components/views/ExportBar';
import { countedPaths, resultTitle } from '@/components/views/specs';
import { endpoints } from '@/lib/areas';
import { platformOfArea } from '@/lib/areas/names';
import { readHistory } from '@/lib/extension/views/api-calls';
import { reportProblem } from '@/lib/extension/views/problems';
import type { HistoryEntry } from '@/lib/store/db';
import { ResultView } from './ResultView';

// A thing whose counts move shows them over time, as under a fresh answer (opened from Changes).
const OverTime = lazy(() => import('./OverTime').then((module) => module.OverTime), {
  afterFirstScreen: true,
});

/** A result from the history, shown again without a new call, with its counts over time. */
export function HistoryResult({ id }: { id: number }) {
  const [entry, setEntry] = useState<HistoryEntry | null | undefined>(undefined);
  useEffect(() => {
    void readHistory(id)
      .then(setEntry)
      .catch((error: unknown) => {
        reportProblem('readingStoredAnswer')(error);
        setEntry(null);
      });
  }, [id]);
  if (entry === undefined) return <p class="sl-muted">Opening…</p>;
  const endpoint = entry
    ? endpoints.find((candidate) => candidate.id === entry.endpointId)
    : undefined;
  if (!entry || !endpoint) return <p class="sl-muted">This result is no longer in the history.</p>;
  const View = viewFor(endpoint);
  const context = {
    platform: platformOfArea(endpoint.area)?.id ?? 'sidelight',
    id: String(Object.values(entry.params)[0] ?? ''),
    ...(entry.pageUrl ? { pageUrl: entry.pageUrl } : {}),
  };
  return (
    <section class="sl-result" data-testid="history-result">
      <p class="sl-muted" data-testid="provenance" data-source="history">
        From your history: {endpoint.label}, fetched {new Date(entry.at).toLocaleString()}. No new
        call.
      </p>
      {View ? (
        <View
          endpoint={endpoint}
          data={entry.data}
          params={entry.params}
          context={context}
          rerun={() => undefined}
        />
      ) : (
        <ResultView data={entry.data} />
      )}
      {!entry.demo && Object.keys(countedPaths(endpoint.id) ?? {}).length > 0 && (
        <OverTime
          endpoint={endpoint}
          params={entry.params}
          fetchedAt={entry.at}
          context={context}
          title={resultTitle(endpoint.id, entry.data) ?? endpoint.label}
          {...(entry.pageUrl ? { pageUrl: entry.pageUrl } : {})}
        />
      )}
      <ExportBar data={entry.data} endpointId={endpoint.id} context={context} />
    </section>
  );
}
