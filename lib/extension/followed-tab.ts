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

const tabPortPrefix = 'sidelight:tab:';

/** The name of the port a view holds open to the background while it shows a tab. */
export const tabPortName = (tabId: number) => `${tabPortPrefix}${tabId}`;

/** The tab a port's name says its view shows, or null for any other port. */
export function tabOfPortName(name: string): number | null {
  const id = name.startsWith(tabPortPrefix) ? name.slice(tabPortPrefix.length) : '';
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/**
 * Tells the background that a view shows this tab for as long as the returned stop is not
 * called: pages only their markup tells apart are read while someone looks. A port closes when
 * the worker stops; it is opened again.
 */
function holdTab(tabId: number): () => void {
  let stopped = false;
  let port: ReturnType<typeof browser.runtime.connect> | undefined;
  const connect = () => {
    if (stopped) return;
    try {
      port = browser.runtime.connect({ name: tabPortName(tabId) });
    } catch {
      // The extension was updated or removed under this view: nothing to tell any more.
      return;
    }
    port.onDisconnect.addListener(() => {
      port = undefined;
      setTimeout(connect, 200);
    });
  };
  connect();
  return () => {
    stopped = true;
    port?.disconnect();
  };
}

/** Calls back with the tab's page now and on every change; returns the unsubscribe. */
export function watchTabPage(tabId: number, onPage: (page: TabPage | null) => void): () => void {
  const item = tabPage(tabId);
  let stopped = false;
  void item.getValue().then((page) => {
    if (!stopped) onPage(page);
  });
  const unwatch = item.watch((page) => onPage(page));
  const release = holdTab(tabId);
  return () => {
    stopped = true;
    unwatch();
    release();
  };
}
