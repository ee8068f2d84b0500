import { browser } from 'wxt/browser';
import type { TabPage } from './messages';
import { tabPage } from './storage';

/**
 * The tab a view shows: the one pinned by `?tabId=` (a panel popped out for one tab, and the test
 * seam), else the active tab of the view's own window, followed as the user switches tabs.
 */
export function pinnedTabId(search: string): number | null {
  const value = new URLSearchParams(search).get('tabId');
  return value !== null && /^\d+$/.test(value) ? Number(value) : null;
}

export function followTab(
  pinned: number | null,
  onTab: (tabId: number | null) => void,
): () => void {
  if (pinned !== null) {
    onTab(pinned);
    return () => {};
  }
  let windowId: number | undefined;
  const onActivated = (info: { tabId: number; windowId: number }) => {
    if (info.windowId === windowId) onTab(info.tabId);
  };
  browser.tabs.onActivated.addListener(onActivated);
  void browser.windows.getCurrent().then(async (window) => {
    windowId = window.id;
    const [active] = await browser.tabs.query({ active: true, windowId });
    onTab(active?.id ?? null);
  });
  return () => browser.tabs.onActivated.removeListener(onActivated);
}

/** Calls back with the tab's page now and on every change; returns the unsubscribe. */
export function watchTabPage(tabId: number, onPage: (page: TabPage | null) => void): () => void {
  const item = tabPage(tabId);
  let stopped = false;
  void item.getValue().then((page) => {
    if (!stopped) onPage(page);
  });
  const unwatch = item.watch((page) => onPage(page));
  return () => {
    stopped = true;
    unwatch();
  };
}
