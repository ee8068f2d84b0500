import { useLayoutEffect, useState } from 'preact/hooks';
import { pageTitle } from '@/components/page-title';
import { SafeLink } from '@/components/SafeLink';
import { useArea } from '@/components/useArea';
import { areaViews } from '@/components/views/specs';
import type { Endpoint } from '@/lib/api/endpoint';
import { servingKind } from '@/lib/areas/load-area';
import { paramsFromPage, priceOf } from '@/lib/areas/page-params';
import { defaultAutoFetchDelaySeconds, defaultPreferences } from '@/lib/extension/shared/settings';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { preferences } from '@/lib/extension/shared/storage';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { EndpointRunner } from './EndpointRunner';
import { EndpointTabs } from './EndpointTabs';
import { pageTabParams, startingValues } from './starting-values';

/** The followed page: what it is, and one tab per endpoint that serves it, with its price. */
export function PagePanel({ page }: { page: TabPage }) {
  // Read for each page shown: what decides a spend is what is stored now, not at startup.
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  useLayoutEffect(() => {
    void preferences
      .getValue()
      .then(setPrefs)
      // Unread, nothing is fetched on its own.
      .catch(() => setPrefs({ ...defaultPreferences, autoFetch: false }));
  }, []);
  const autoFetchAfterMs =
    prefs?.autoFetch === true
      ? 1000 * (prefs.autoFetchDelaySeconds ?? defaultAutoFetchDelaySeconds)
      : undefined;
  const match = page.match && 'params' in page.match ? page.match : undefined;
  // The area's endpoints and views load with its first page; until then the page's summary shows.
  const code = useArea(match?.area, areaViews);
  if (!match) return null;
  const { kind, params } = match;
  const endpoints = code.endpoints ? servingKind(code.endpoints, kind) : [];
  const tabParamsOf = (endpoint: Endpoint) => pageTabParams(endpoint, params, prefs);
  const tabs = endpoints.map((endpoint) => {
    const price = priceOf(endpoint, paramsFromPage(endpoint, params));
    return {
      id: endpoint.id.replace('.', '-'),
      label: endpoint.label,
      note: price === undefined ? '…' : `${price} cr`,
    };
  });
  return (
    <section class="sl-page" data-testid="page-panel">
      <div class="sl-card" data-testid="page-summary">
        <p class="sl-card__title" data-testid="page-title">
          {pageTitle(page)}
        </p>
        {page.title && <p class="sl-card__text">{page.title}</p>}
        <SafeLink href={page.url}>{page.url}</SafeLink>
      </div>
      {code.failed && (
        <p class="sl-error" role="alert">
          This part of Sidelight could not load. Close and reopen the panel.
        </p>
      )}
      {prefs !== null && code.endpoints && (
        <EndpointTabs
          tabs={tabs}
          render={(_, index, shown) => {
            const endpoint = endpoints[index];
            if (!endpoint) return null;
            return (
              <EndpointRunner
                endpoint={endpoint}
                given={paramsFromPage(endpoint, params)}
                pageUrl={page.url}
                showFree
                shown={shown}
                {...(index === 0 && autoFetchAfterMs !== undefined ? { autoFetchAfterMs } : {})}
                initialValues={startingValues(endpoint, prefs)}
                tabParamsOf={tabParamsOf}
                context={{
                  tabId: page.tabId,
                  pageUrl: page.url,
                  platform: page.platform,
                  kind,
                  id: Object.values(params)[0] ?? '',
                }}
              />
            );
          }}
        />
      )}
    </section>
  );
}
