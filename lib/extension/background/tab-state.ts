import { browser } from 'wxt/browser';
import { kindOfPageWords } from '@/lib/export/field-words';
import { movedCount } from '../shared/storage';
import type { PageReport } from '../shared/tab-page';

/** MV3's `action`, or MV2's `browserAction` in Firefox. */
const toolbarButton = () => browser.action ?? browser.browserAction;

/** A recognised page's dot, with the count of watched things that moved beside it. */
const dotText = (moved: number) => (moved > 0 ? `●${moved}` : '●');

/** The toolbar button's words for a tab: "Sidelight: TikTok profile. Open the side panel for its data." */
export const toolbarTitle = (page: Pick<PageReport, 'platform' | 'match'> | null): string =>
  page?.match
    ? `Sidelight: ${kindOfPageWords(page.platform, page.match.kind)}. Open the side panel for its data.`
    : 'Sidelight: not a page it can describe';

/**
 * The toolbar button tells at a glance whether this tab is a page Sidelight can describe: a dot on
 * the icon and a title that says which page, per tab. Chrome's panel is enabled for such tabs.
 * Other tabs show the button's own text: how many watched things moved, if any.
 */
export async function showTabState(tabId: number, page: PageReport | null): Promise<void> {
  const button = toolbarButton();
  const title = toolbarTitle(page);
  try {
    const moved = page ? await movedCount.getValue() : 0;
    await Promise.all([
      // No text of its own: the tab shows the button's (the count of moves, or nothing). Both
      // browsers take null for that, which the types do not say.
      button.setBadgeText({ tabId, text: page ? dotText(moved) : (null as unknown as string) }),
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

/**
 * How many watched things moved since the Changes list was last shown, on the toolbar button
 * until it is: the button's own text, and beside the dot of tabs on a recognised page.
 */
export async function showMovedCount(moved: number): Promise<void> {
  const button = toolbarButton();
  await movedCount.setValue(moved);
  await Promise.all([
    button.setBadgeText({ text: moved > 0 ? String(moved) : '' }),
    button.setBadgeBackgroundColor({ color: '#0b57d0' }),
  ]);
  const session = await browser.storage.session.get(null);
  await Promise.all(
    Object.entries(session)
      .filter(([key, page]) => /^tab:\d+$/.test(key) && page)
      .map(([key]) =>
        button
          .setBadgeText({ tabId: Number(key.slice(4)), text: dotText(moved) })
          // A tab closed since it was kept: nothing to show the count on.
          .catch(() => undefined),
      ),
  );
}
