import { browser } from 'wxt/browser';
import { platformById } from '@/lib/platforms';
import type { PageReport } from '../shared/tab-page';

/** MV3's `action`, or MV2's `browserAction` in Firefox. */
const toolbarButton = () => browser.action ?? browser.browserAction;

/**
 * The toolbar button tells at a glance whether this tab is a page Sidelight can describe: a dot on
 * the icon and a title that says which page, per tab. Chrome's panel is enabled for such tabs.
 */
export async function showTabState(tabId: number, page: PageReport | null): Promise<void> {
  const button = toolbarButton();
  const title = page?.match
    ? `Sidelight: ${platformById(page.platform).name} ${page.match.kind}. Open the side panel for its data.`
    : 'Sidelight: not a page it can describe';
  try {
    await Promise.all([
      button.setBadgeText({ tabId, text: page ? '●' : '' }),
      button.setTitle({ tabId, title }),
      page ? button.setBadgeBackgroundColor({ tabId, color: '#1a7f37' }) : undefined,
      page && browser.sidePanel
        ? browser.sidePanel.setOptions({ tabId, enabled: true })
        : undefined,
    ]);
  } catch {
    // The tab closed meanwhile: nothing to show it on.
  }
}
