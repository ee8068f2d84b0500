import { browser } from 'wxt/browser';
import { detectUrl, platforms } from '@/lib/platforms';
import { linkPanelPath } from '../shared/view-addresses';
import { afterWake } from './after-wake';

export const linkMenuId = 'open-in-sidelight';

/** Links the menu is offered on: any page of a platform's domains, http or https. */
export const linkPatterns = (): string[] =>
  platforms.flatMap((platform) =>
    platform.domains.flatMap((domain) => [`*://${domain}/*`, `*://*.${domain}/*`]),
  );

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
  afterWake(() => void browser.contextMenus.removeAll().then(create));

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
