import { Header } from '@/components/Header';
import { PageSummary } from '@/components/PageSummary';
import { useFollowedPage } from '@/components/useFollowedPage';
import { pinnedTabId } from '@/lib/extension/followed-tab';
import { platformById } from '@/lib/platforms';

const pinned = pinnedTabId(location.search);

export function App() {
  const { page, ready } = useFollowedPage(pinned);
  return (
    <>
      <Header subtitle={page ? platformById(page.platform).name : 'Side panel'} />
      <main>
        <PageSummary page={page} ready={ready} />
      </main>
    </>
  );
}
