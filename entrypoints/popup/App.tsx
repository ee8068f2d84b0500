import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { CreditSummary } from '@/components/CreditSummary';
import { Header } from '@/components/Header';
import { pageTitle } from '@/components/page-title';
import { ChangesLine } from '@/components/popup/ChangesLine';
import { CopyActions } from '@/components/popup/CopyActions';
import { Unanswered } from '@/components/Unanswered';
import { UnsupportedPage } from '@/components/UnsupportedPage';
import { useFollowedPage } from '@/components/useFollowedPage';
import { useKept } from '@/components/useKept';
import { openSidePanel } from '@/lib/extension/shared/open-side-panel';
import { patch, storedPreferences } from '@/lib/extension/shared/stored-writes';
import { pinnedTabId } from '@/lib/extension/shared/view-addresses';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';

// `?tabId=` shows one tab's page, as in the panel (a popup opened in a tab of its own).
const pinned = pinnedTabId(location.search);

type Setup = { hasKey: boolean; demo: boolean };

/**
 * Whether a key is set and demo data is on, as the background says (`unanswered` when it does
 * not answer), asked again when the settings change; `setDemo` switches demo data.
 */
function useSetup() {
  const [setup, setSetup] = useState<Setup | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  const askSetup = async () => {
    const sent = await sendMessage('setupState', undefined);
    setUnanswered(!sent.ok);
    if (sent.ok) setSetup(sent.reply);
  };
  useEffect(() => void askSetup(), []);
  // Demo data switched in the settings, or here by another popup, shows at once.
  useKept('settings', () => void askSetup());
  const setDemo = async (on: boolean) => {
    await patch(storedPreferences, { demoData: on });
    await askSetup();
  };
  return { setup, unanswered, setDemo };
}

/** Opens the side panel of this popup's window; undefined until the window is known. */
function useOpenPanel(): (() => void) | undefined {
  // Known before the click: opening the panel must not await anything inside the click.
  const [windowId, setWindowId] = useState<number | undefined>(undefined);
  useEffect(() => {
    void browser.windows
      .getCurrent()
      .then((window) => setWindowId(window.id))
      // A popup closing as it opens has no window: nobody is left to tell.
      .catch(() => undefined);
  }, []);
  if (windowId === undefined) return undefined;
  // The popup stays open when the panel does not, so pressing again is still at hand.
  return () =>
    void openSidePanel(windowId).then(() => window.close(), reportProblem('openingPanel'));
}

/** Without a key, the way to set one up; with one, the switch to demo data. */
function SetupNotice({ setup, setDemo }: { setup: Setup; setDemo: (on: boolean) => void }) {
  if (!setup.hasKey) {
    return (
      <section class="sl-card" data-testid="setup">
        <p class="sl-card__title">Add your API key to fetch live data</p>
        <p class="sl-card__text">Until then, Sidelight shows demo data, for free.</p>
        <button
          type="button"
          class="sl-button sl-button--primary"
          onClick={() => browser.runtime.openOptionsPage()}
        >
          Set up
        </button>
      </section>
    );
  }
  return (
    <label class="sl-check">
      <input
        type="checkbox"
        checked={setup.demo}
        onChange={(event) => setDemo(event.currentTarget.checked)}
      />{' '}
      Try demo data (no calls, no credits)
    </label>
  );
}

export function App() {
  const { page, ready } = useFollowedPage(pinned);
  const openPanel = useOpenPanel();
  const { setup, unanswered, setDemo } = useSetup();

  return (
    <div class="sl-popup">
      <Header subtitle={page ? pageTitle(page) : undefined} />
      <main>
        {unanswered && <Unanswered />}
        {setup && <SetupNotice setup={setup} setDemo={(on) => void setDemo(on)} />}
        {page ? <CopyActions page={page} /> : <UnsupportedPage ready={ready} />}
        <div class="sl-field__row">
          <button
            type="button"
            class="sl-button sl-button--primary"
            onClick={openPanel}
            disabled={openPanel === undefined}
          >
            Open side panel
          </button>
          <button type="button" class="sl-button" onClick={() => openBatchPage()}>
            Batch
          </button>
          <button type="button" class="sl-button" onClick={() => browser.runtime.openOptionsPage()}>
            Settings
          </button>
        </div>
        <ChangesLine />
        <CreditSummary />
      </main>
    </div>
  );
}
