import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { Header } from '@/components/Header';
import { PageSummary } from '@/components/PageSummary';
import { useFollowedPage } from '@/components/useFollowedPage';
import { openSidePanel } from '@/lib/extension/side-panel';

export function App() {
  const { page, ready } = useFollowedPage(null);
  // Known before the click: opening the panel must not await anything inside the click.
  const [windowId, setWindowId] = useState<number | undefined>(undefined);
  useEffect(() => {
    void browser.windows.getCurrent().then((window) => setWindowId(window.id));
  }, []);

  const openPanel = () => {
    if (windowId === undefined) return;
    void openSidePanel(windowId).then(() => window.close());
  };

  return (
    <div class="sl-popup">
      <Header />
      <main>
        <PageSummary page={page} ready={ready} />
        <div class="sl-field__row">
          <button
            type="button"
            class="sl-button sl-button--primary"
            onClick={openPanel}
            disabled={windowId === undefined}
          >
            Open side panel
          </button>
          <button type="button" class="sl-button" onClick={() => browser.runtime.openOptionsPage()}>
            Settings
          </button>
        </div>
      </main>
    </div>
  );
}
