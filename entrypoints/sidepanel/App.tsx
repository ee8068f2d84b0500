import { Header } from '@/components/Header';
import { PageSummary } from '@/components/PageSummary';
import { useFollowedPage } from '@/components/useFollowedPage';
import { pinnedTabId } from '@/lib/extension/followed-tab';
import { linkedPage } from '@/lib/extension/link-menu';
import { platformById } from '@/lib/platforms';

const pinned = pinnedTabId(location.search);
const link = linkedPage(location.search);

export function App() {
  const followed = useFollowedPage(pinned);
  const page = link ?? followed.page;
  return (
    <>
      <Header subtitle={page ? platformById(page.platform).name : 'Side panel'} />
      <main>
        {link && (
          <p class="sl-muted" data-testid="linked-page">
            A link you opened in Sidelight.{' '}
            <a href="sidepanel.html">Show this tab’s page instead</a>
          </p>
        )}
        <PageSummary page={page} ready={link !== null || followed.ready} />
      </main>
    </>
  );
}
