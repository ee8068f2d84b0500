import { useEffect, useState } from 'preact/hooks';
import { lazy } from '@/components/lazy';
import { viewFor } from '@/components/views';
import { ExportBar } from '@/components/views/ExportBar';
import { countedPaths, resultTitle } from '@/components/views/specs';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpoints } from '@/lib/areas';
import { platformOfArea } from '@/lib/areas/names';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { preferences } from '@/lib/extension/shared/storage';
import { readHistory } from '@/lib/extension/views/api-calls';
import { reportProblem } from '@/lib/extension/views/problems';
import type { HistoryEntry } from '@/lib/store/db';
import { ResultView } from './ResultView';
import { pageTabParams } from './starting-values';

// A thing whose counts move shows them over time, as under a fresh answer (opened from Changes).
const OverTime = lazy(() => import('./OverTime').then((module) => module.OverTime), {
  afterFirstScreen: true,
});

// A profile's or a community's figures, as under a fresh answer.
const PostsFigures = lazy(() => import('./PostsFigures').then((module) => module.PostsFigures), {
  afterFirstScreen: true,
});

/**
 * A profile's derived figures under its result from the history, its posts list asked as the tab
 * on its page would ask it now (the page's params, the stored defaults): from the cache for
 * nothing, or the offer at its price. Nothing waits for the settings' read but the figures.
 */
function HistoryFigures({ entry, endpoint }: { entry: HistoryEntry; endpoint: Endpoint }) {
  const [prefs, setPrefs] = useState<Preferences | null | undefined>(undefined);
  useEffect(() => {
    void preferences
      .getValue()
      .then(setPrefs)
      .catch((error: unknown) => {
        reportProblem('readingSettings')(error);
        // Unread, the list is asked with the tab's own defaults: the offer's price still says it.
        setPrefs(null);
      });
  }, []);
  if (prefs === undefined) return null;
  const pageParams = Object.fromEntries(
    Object.entries(entry.params).map(([name, value]) => [name, String(value)]),
  );
  return (
    <PostsFigures
      endpoint={endpoint}
      profile={entry.data}
      profileParams={entry.params}
      {...(entry.pageUrl ? { pageUrl: entry.pageUrl } : {})}
      tabParamsOf={(posts) => pageTabParams(posts, pageParams, prefs)}
    />
  );
}

/**
 * A result from the history, shown again without a new call, with a profile's derived figures
 * and its counts over time.
 */
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
      <HistoryFigures entry={entry} endpoint={endpoint} />
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
