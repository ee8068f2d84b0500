import { useEffect, useState } from 'preact/hooks';
import { SafeLink } from '@/components/SafeLink';
import { endpointsForPage, paramsFromPage, priceOf } from '@/lib/api/form';
import type { TabPage } from '@/lib/extension/messages';
import { type Preferences, preferences } from '@/lib/extension/storage';
import { platformById } from '@/lib/platforms';
import { EndpointRunner } from './EndpointRunner';
import { EndpointTabs } from './EndpointTabs';
import type { FormValues } from './ParamForm';

const kindLabel = (kind: string) => kind.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** "YouTube video · dQw4w9WgXcQ": the page in words. */
export const pageTitle = (page: TabPage): string => {
  const platform = platformById(page.platform).name;
  if (!page.match || !('params' in page.match)) return platform;
  const id = Object.values(page.match.params)[0];
  return `${platform} ${kindLabel(page.match.kind)}${id ? ` · ${id}` : ''}`;
};

/** The followed page: what it is, and one tab per endpoint that serves it, with its price. */
export function PagePanel({ page }: { page: TabPage }) {
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  useEffect(() => {
    void preferences.getValue().then(setPrefs);
  }, []);
  const autoFetch = prefs === null ? null : prefs.autoFetch;
  // Threads calls start in the mode the options chose.
  const modeValues: FormValues =
    prefs?.microblogMode === 'max'
      ? { max: true }
      : prefs?.microblogMode === 'country'
        ? { country: prefs.proxyCountry ?? 'US' }
        : {};
  if (!page.match || !('params' in page.match)) return null;
  const { area, kind, params } = page.match;
  const endpoints = endpointsForPage(area, kind);
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
      {autoFetch !== null && (
        <EndpointTabs
          tabs={tabs}
          render={(_, index) => {
            const endpoint = endpoints[index];
            if (!endpoint) return null;
            return (
              <EndpointRunner
                endpoint={endpoint}
                given={paramsFromPage(endpoint, params)}
                pageUrl={page.url}
                autoRun={index === 0 && autoFetch}
                initialValues={
                  'max' in endpoint.params.shape && 'country' in endpoint.params.shape
                    ? modeValues
                    : {}
                }
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
