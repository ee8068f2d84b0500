import { browser } from 'wxt/browser';
import { tabPage } from '../shared/storage';
import { tabChannel, tabPortName } from '../shared/tab-channel';
import type { TabPage } from '../shared/tab-page';
import { holdPort } from './held-port';

/**
 * The tab a view shows: the one pinned by `?tabId=` (see `pinnedTabId`), else the active tab of
 * the view's own window, followed as the user switches tabs.
 */
export function followTab(
  pinned: number | null,
  onTab: (tabId: number | null) => void,
): () => void {
  if (pinned !== null) {
    onTab(pinned);
    return () => {};
  }
  let windowId: number | undefined;
  let stopped = false;
  const onActivated = (info: { tabId: number; windowId: number }) => {
    if (info.windowId === windowId) onTab(info.tabId);
  };
  // Promise.resolve first: an extension call in a view closed as it starts throws at once in
  // Firefox (NS_ERROR_NOT_INITIALIZED) instead of rejecting. Nobody is left to tell then, and
  // nothing may land in the error console.
  void Promise.resolve()
    .then(() => {
      if (stopped) return undefined;
      browser.tabs.onActivated.addListener(onActivated);
      return browser.windows.getCurrent();
    })
    .then(async (window) => {
      if (!window) return;
      windowId = window.id;
      const [active] = await browser.tabs.query({ active: true, windowId });
      onTab(active?.id ?? null);
    })
    // A view closing as it starts: nobody is left to tell.
    .catch(() => undefined);
  return () => {
    stopped = true;
    try {
      browser.tabs.onActivated.removeListener(onActivated);
    } catch {
      // The view is closing.
    }
  };
}

/**
 * Calls back with the tab's page now and on every change; returns the unsubscribe. The changes
 * come over a port to the background (see `holdPort`), held open while the view shows the tab
 * (pages only their markup tells apart are read while someone looks).
 */
export function watchTabPage(tabId: number, onPage: (page: TabPage | null) => void): () => void {
  let stopped = false;
  // The stored page shows at once; an update over the port, once one came, is newer.
  let updated = false;
  // As in followTab: a view closing as it starts may throw at once rather than reject.
  void Promise.resolve()
    .then(() => tabPage(tabId).getValue())
    .then((page) => {
      if (!stopped && !updated) onPage(page);
    })
    // A view closing as it starts: nobody is left to tell.
    .catch(() => undefined);
  const close = holdPort(
    tabPortName(tabId),
    tabChannel.toView.receive(({ page }) => {
      updated = true;
      onPage(page);
    }),
  );
  return () => {
    stopped = true;
    close();
  };
}
