import { browser } from 'wxt/browser';
import { detectUrl, platformOfUrl, platforms } from '@/lib/platforms';
import type { TabPage } from './tab-page';

export const linkMenuId = 'open-in-sidelight';

/** Links the menu is offered on: any page of a platform's domains, http or https. */
export const linkPatterns = (): string[] =>
  platforms.flatMap((platform) =>
    platform.domains.flatMap((domain) => [`*://${domain}/*`, `*://*.${domain}/*`]),
  );

/** The panel's address for a link's page (the panel shows that page instead of the tab's). */
export const linkPanelPath = (url: string) =>
  `/sidepanel.html?url=${encodeURIComponent(url)}` as const;

/**
 * The page of the link a panel was opened on (`?url=`), detected from its URL alone: the link was
 * never visited. Null when the panel was not opened on a link, or the link is no page.
 */
export function linkedPage(search: string): TabPage | null {
  const url = new URLSearchParams(search).get('url');
  const platform = url === null ? undefined : platformOfUrl(url);
  const match = url === null ? null : detectUrl(url);
  if (url === null || !platform || !match || match.kind === 'needsDom') return null;
  return { platform: platform.id, url, title: '', match, tabId: -1, reportedAt: Date.now() };
}

interface FirefoxSidebar {
  sidebarAction: {
    setPanel(details: { panel: string; tabId?: number }): Promise<void>;
    open(): Promise<void>;
  };
}

/**
 * "Open in Sidelight" on links to supported pages: the link's URL is detected without visiting
 * it, and the panel opens on that page for the tab the link was in.
 */
export function registerLinkMenu(): void {
  const create = () =>
    browser.contextMenus.create({
      id: linkMenuId,
      title: 'Open in Sidelight',
      contexts: ['link'],
      targetUrlPatterns: linkPatterns(),
    });
  // Menus outlive the worker in Chrome: start from none so a restart does not add a duplicate.
  void browser.contextMenus.removeAll().then(create);

  browser.contextMenus.onClicked.addListener((info, tab) => {
    const url = info.linkUrl;
    if (info.menuItemId !== linkMenuId || !url || !detectUrl(url) || tab?.id === undefined) return;
    // Both browsers open panels only within the click: nothing is awaited before `open`.
    const path = linkPanelPath(url);
    if (import.meta.env.FIREFOX) {
      const { sidebarAction } = browser as unknown as FirefoxSidebar;
      void sidebarAction.setPanel({ panel: browser.runtime.getURL(path), tabId: tab.id });
      void sidebarAction.open();
      return;
    }
    void browser.sidePanel.setOptions({ tabId: tab.id, path: path.slice(1), enabled: true });
    void browser.sidePanel.open({ tabId: tab.id });
  });
}
