import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import { type PlatformId, platformById, platformOfUrl, platforms } from '@/lib/platforms';
import { contentScriptFile } from '@/lib/platforms/content-script';
import { detectOn } from '@/lib/platforms/detect';
import { maxTitle } from '@/lib/platforms/platform';
import type { Carried } from '../shared/channel';
import { tabPage } from '../shared/storage';
import { tabChannel, tabOfPortName } from '../shared/tab-channel';
import {
  type AddressReport,
  isPageReport,
  type PageReport,
  type TabPage,
} from '../shared/tab-page';
import type { BackgroundHandlers } from './handlers';
import { isOwnPage } from './handlers';
import { recordProblem } from './problems';
import { showTabState } from './tab-state';

/**
 * Content scripts tell which page a tab shows (page-<platform>.js, written from each platform's
 * record by lib/build/content-scripts.ts; see page-reporter.ts): they report it on load and on every
 * in-site navigation, and the background keeps the report per tab in session storage, where every
 * view reads it and hears of changes.
 */

/** Each platform's content script, as built (declared in wxt.config.ts). */
export const contentScriptOf = (id: PlatformId): ScriptPublicPath =>
  `/${contentScriptFile(id)}` as ScriptPublicPath;

/** A view's port to this worker, on which it hears of its tab's page. */
interface ViewPort {
  postMessage(message: Carried<typeof tabChannel.toView>): void;
}
/** Tabs a view shows, with the ports of the views that show each. */
const shown = new Map<number, Set<ViewPort>>();

/** Tells the views that show a tab its page (a view gone meanwhile is skipped). */
function tellViews(tabId: number, page: TabPage | null) {
  for (const view of shown.get(tabId) ?? []) {
    try {
      view.postMessage(tabChannel.toView.message({ page }));
    } catch {
      // Its port closed: it is dropped when its disconnect arrives.
    }
  }
}

/** Each tab's last change to its page: the next waits for it, so no change reads a stale page. */
const turns = new Map<number, Promise<void>>();

/** Runs a change of a tab's page after the changes before it (a report and a forget may cross). */
function inTurn(tabId: number, change: () => Promise<void>): Promise<void> {
  const next = (turns.get(tabId) ?? Promise.resolve()).then(change, change);
  // The caller has `next` and its failure; the chain only waits for its end.
  const settled = next.catch(() => undefined);
  turns.set(tabId, settled);
  void settled.then(() => {
    if (turns.get(tabId) === settled) turns.delete(tabId);
  });
  return next;
}

/**
 * Keeps a tab's page while it is a supported one, and forgets it when the tab leaves for a page
 * Sidelight cannot describe. The toolbar button follows. An unchanged page is not written again.
 */
const keepPage = (tabId: number, report: PageReport | null): Promise<void> =>
  inTurn(tabId, () => writePage(tabId, report));

async function writePage(tabId: number, report: PageReport | null): Promise<void> {
  const supported = report && isPageReport(report) && report.match ? report : null;
  const item = tabPage(tabId);
  const kept = await item.getValue();
  const same =
    kept !== null &&
    supported !== null &&
    kept.url === supported.url &&
    kept.title === supported.title &&
    JSON.stringify(kept.match) === JSON.stringify(supported.match);
  if (same) return;
  const page = supported ? { ...supported, tabId, reportedAt: Date.now() } : null;
  if (page) await item.setValue(page);
  else if (kept !== null) await item.removeValue();
  if (page || kept !== null) tellViews(tabId, page);
  await showTabState(tabId, supported);
}

/** The page an address report tells, detected here (its platform's markup tells nothing). */
const detectedReport = (report: AddressReport): PageReport => {
  const match = detectOn(platformById(report.platform), report.url);
  return { ...report, match: match?.kind === 'needsDom' ? null : match };
};

/**
 * A content script's report, from the top frame of a tab (handlers.ts checked the sender and the
 * schema): its page, or its address for the background to detect. A report about another
 * platform than the page it came from is refused.
 */
export const pageReportHandlers = (): Pick<BackgroundHandlers, 'reportPage'> => ({
  reportPage: async (report, sender) => {
    const tabId = sender.tab?.id;
    if (tabId === undefined || platformOfUrl(sender.url ?? '')?.id !== report.platform)
      throw new Error('Report refused');
    await keepPage(tabId, 'match' in report ? report : detectedReport(report));
    return { kept: true };
  },
});

/** Notes that a view shows the tab until the returned release is called; it hears of changes. */
function viewShows(tabId: number, view: ViewPort = { postMessage: () => {} }): () => void {
  const views = shown.get(tabId) ?? new Set();
  shown.set(tabId, views.add(view));
  return () => {
    views.delete(view);
    if (views.size === 0 && shown.get(tabId) === views) shown.delete(tabId);
  };
}

/**
 * Forgets a tab's page when its address moves to another site than the kept page's: no content
 * script of that platform is left there to report "no match". A tab's address is detected only
 * when its content script sends it.
 */
const forgetIfLeft = (tabId: number, url: string | undefined): Promise<void> =>
  inTurn(tabId, async () => {
    const kept = await tabPage(tabId).getValue();
    if (kept && platformOfUrl(url ?? '')?.id !== kept.platform) await writePage(tabId, null);
  });

/**
 * The tab's new title for its kept page, while the tab is still at that page's address: sites set
 * it after the address, and the content scripts that send the address do not watch it.
 */
const retitle = (tabId: number, url: string | undefined, title: string): Promise<void> =>
  inTurn(tabId, async () => {
    const kept = await tabPage(tabId).getValue();
    if (!kept || kept.url !== url) return;
    const { platform, match } = kept;
    await writePage(tabId, { platform, url, title: title.slice(0, maxTitle), match });
  });

/** Runs the platform's content script in tabs open before Sidelight was installed or started. */
async function startInOpenTabs(): Promise<void> {
  for (const platform of platforms) {
    const tabs = await browser.tabs
      .query({ url: [...platform.matches] })
      .catch((error: unknown) => {
        recordProblem('startingPageScripts')(error);
        return [];
      });
    for (const tab of tabs) {
      if (tab.id === undefined) continue;
      // A tab whose script reported since this start runs it already (a page opened meanwhile).
      if ((await tabPage(tab.id).getValue()) !== null) continue;
      // A document that already runs it keeps one reporter (see page-reporter.ts).
      void browser.scripting
        .executeScript({ target: { tabId: tab.id }, files: [contentScriptOf(platform.id)] })
        // A tab the browser will not script (discarded, an error page) reports once loaded.
        .catch(() => undefined);
    }
  }
}

/**
 * Keeps, per tab, the page its content script reports (the handler is registered with the other
 * background messages), tells the views that show a tab, forgets closed tabs and tabs gone to
 * another site, and starts the content scripts in tabs open on install, update and browser start.
 */
export function trackTabs(): void {
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    // The browser hides the address of a site Sidelight has no host permission for: a tab whose
    // address changes or starts loading without one has left the platforms.
    if (change.url !== undefined || change.status !== undefined) void forgetIfLeft(tabId, tab.url);
    if (change.title !== undefined) void retitle(tabId, tab.url, change.title);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void inTurn(tabId, async () => {
      tellViews(tabId, null);
      await tabPage(tabId).removeValue();
    });
  });
  browser.runtime.onConnect.addListener((port) => {
    const tabId = tabOfPortName(port.name);
    // The same rule as for views' messages: only Sidelight's own pages.
    if (tabId === null || !port.sender || !isOwnPage(port.sender)) return;
    port.onDisconnect.addListener(viewShows(tabId, port));
    // What the view may have missed before its port was heard.
    void tabPage(tabId)
      .getValue()
      .then((page) => tellViews(tabId, page));
  });
  browser.runtime.onInstalled.addListener(() => void startInOpenTabs());
  browser.runtime.onStartup.addListener(() => void startInOpenTabs());
}
