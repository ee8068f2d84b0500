import { useState } from 'preact/hooks';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { Header } from '@/components/Header';
import { lazy } from '@/components/lazy';
import { pageTitle } from '@/components/page-title';
import { PagePanel } from '@/components/panel/PagePanel';
import { usePageTrail } from '@/components/panel/usePageTrail';
import { UnsupportedPage } from '@/components/UnsupportedPage';
import { useFollowedPage } from '@/components/useFollowedPage';
import { loadAreaViews, loadEveryAreaViews } from '@/components/views/specs';
import { loadAreaEndpoints } from '@/lib/areas/load-area';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { historyIdOf, panelPath, pinnedTabId } from '@/lib/extension/shared/view-addresses';

// The explorer and a result of the history show answers of any area: every area's views with them.
const Explorer = lazy(() =>
  Promise.all([import('@/components/panel/Explorer'), loadEveryAreaViews()]).then(
    ([module]) => module.Explorer,
  ),
);
// Only a panel opened on a result of the history (`?history=`) shows one.
const HistoryResult = lazy(() =>
  Promise.all([import('@/components/panel/HistoryResult'), loadEveryAreaViews()]).then(
    ([module]) => module.HistoryResult,
  ),
);

/**
 * A page's area code (its endpoints and their views), asked for as soon as the page is known, not
 * once the render that shows its summary has run: its tabs and its cached answer wait for it.
 */
const loadAreaOf = (page: TabPage | null) => {
  const area = page?.match && 'params' in page.match ? page.match.area : undefined;
  // A failure is the page's own to tell: its load of the same code (useArea) hears it.
  if (area) Promise.all([loadAreaEndpoints(area), loadAreaViews(area)]).catch(() => undefined);
};

const pinned = pinnedTabId(location.search);
const historyId = historyIdOf(location.search);

/** The panel; `link` is the page of the link it was opened on (`?url=`), if any. */
export function App({ link }: { link: TabPage | null }) {
  const followed = useFollowedPage(pinned, loadAreaOf);
  const base = link ?? followed.page;
  const ready = link !== null || followed.ready;
  const [mode, setMode] = useState<'page' | 'explorer'>('page');
  const trail = usePageTrail(base);
  const page = trail.shown ?? base;
  return (
    <>
      <Header subtitle={mode === 'explorer' ? 'Explorer' : page ? pageTitle(page) : 'Side panel'} />
      <nav class="sl-modes" aria-label="Panel mode">
        <button
          type="button"
          class="sl-button"
          aria-pressed={mode === 'page'}
          onClick={() => setMode('page')}
        >
          This page
        </button>
        <button
          type="button"
          class="sl-button"
          aria-pressed={mode === 'explorer'}
          onClick={() => setMode('explorer')}
        >
          Explorer
        </button>
        <button type="button" class="sl-button" onClick={() => openBatchPage()}>
          Batch
        </button>
      </nav>
      <main>
        {historyId !== undefined && mode === 'page' ? (
          <HistoryResult id={historyId} />
        ) : mode === 'explorer' ? (
          <Explorer />
        ) : (
          <>
            {trail.shown && (
              <p class="sl-trail" data-testid="trail">
                <button type="button" class="sl-button" onClick={trail.back}>
                  ← Back to {trail.previous ? pageTitle(trail.previous) : 'the previous page'}
                </button>
              </p>
            )}
            {link && !trail.shown && (
              <p class="sl-muted" data-testid="linked-page">
                A link you opened in Sidelight. <a href={panelPath}>Show this tab’s page instead</a>
              </p>
            )}
            {page ? (
              <PagePanel key={`${page.tabId}:${JSON.stringify(page.match)}`} page={page} />
            ) : (
              <UnsupportedPage ready={ready} />
            )}
          </>
        )}
      </main>
    </>
  );
}
