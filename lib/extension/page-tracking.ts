import { browser } from 'wxt/browser';
import type { ScriptPublicPath } from 'wxt/utils/inject-script';
import { z } from 'zod/mini';
import { platformOfUrl } from '@/lib/platforms';
import { detectOn } from '@/lib/platforms/detect';
import { needsMarkup } from '@/lib/platforms/dom';
import { noReader } from '@/lib/platforms/dom/read';
import type { PageMatch, Platform, PlatformId } from '@/lib/platforms/platform';
import { type TabPageUpdate, tabOfPortName } from './followed-tab';
import { senderMayPost } from './handlers';
import {
  maxTitle,
  type PageReport,
  pageMatchSchema,
  pageReportSchema,
  type TabPage,
} from './messages';
import { tabPage } from './storage';
import { showTabState } from './tab-state';

/**
 * The background tells which page a tab shows from its address alone, as the tab loads and on
 * every in-site navigation (`tabs.onUpdated`, which the platforms' host permissions let it read).
 * Nothing of Sidelight runs in the pages for that. Pages whose kind the address cannot settle (a
 * legacy YouTube channel, a Luma page, a LinkedIn company's numeric id) get a short script that
 * reads their markup (entrypoints/read-<platform>.ts), and only while a view (the panel, the
 * popup) shows that tab: browsing costs the pages nothing.
 */

/** The script that reads each platform's markup (entrypoints/read-<platform>.ts). */
export const markupReaders: Partial<Record<PlatformId, ScriptPublicPath>> = {
  youtube: '/read-youtube.js',
  linkedin: '/read-linkedin.js',
  luma: '/read-luma.js',
};

// Single-page sites render the new page a moment after the address changes: read it again.
const settleDelays = [0, 500, 1500, 4000];

/** The address each tab was last seen at (this worker's life), so a late answer is dropped. */
const lastUrl = new Map<number, string>();
/** Tabs whose markup is being read, and at which address: a second event there adds nothing. */
const reading = new Map<number, string>();
/** A view's port to this worker, on which it hears of its tab's page. */
interface ViewPort {
  postMessage(message: TabPageUpdate): void;
}
/** Tabs a view shows, with the ports of the views that show each. */
const shown = new Map<number, Set<ViewPort>>();

/** Tells the views that show a tab its page (a view gone meanwhile is skipped). */
function tellViews(tabId: number, page: TabPage | null) {
  for (const view of shown.get(tabId) ?? []) {
    try {
      view.postMessage({ page });
    } catch {
      // Its port closed: it is dropped when its disconnect arrives.
    }
  }
}

const readingSchema = z.object({ url: z.string(), match: z.nullable(pageMatchSchema) });

/**
 * Reads the markup of the tab's document at `url`: the page's match, or null when it finds none or
 * answers nonsense; undefined when no document at `url` answered (the script could not run, or
 * ran in the document being left).
 */
async function readMarkup(
  tabId: number,
  platform: Platform,
  url: string,
): Promise<PageMatch | null | undefined> {
  const reader = markupReaders[platform.id];
  if (!reader) return null;
  const run = async (file: ScriptPublicPath): Promise<unknown> => {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, files: [file] });
    return frame?.result;
  };
  try {
    // A document read before keeps its reader: calling it costs the page far less than loading
    // the platform's script again.
    let result = await run('/read-again.js');
    if (result === noReader) result = await run(reader);
    const parsed = readingSchema.safeParse(result);
    if (!parsed.success) return null;
    if (parsed.data.url !== url) return undefined;
    return parsed.data.match?.kind === 'needsDom' ? null : parsed.data.match;
  } catch {
    // The tab closed, moved on, or shows an error page.
    return undefined;
  }
}

/**
 * Keeps a tab's page while it is a supported one, and forgets it when the tab leaves for a page
 * Sidelight cannot describe. The toolbar button follows. An unchanged page is not written again.
 */
async function keepPage(tabId: number, report: PageReport | null) {
  const parsed = report ? pageReportSchema.safeParse(report) : undefined;
  const supported = parsed?.success && parsed.data.match ? parsed.data : null;
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

/** Notes that a view shows the tab until the returned release is called; it hears of changes. */
export function viewShows(tabId: number, view: ViewPort = { postMessage: () => {} }): () => void {
  const views = shown.get(tabId) ?? new Set();
  shown.set(tabId, views.add(view));
  return () => {
    views.delete(view);
    if (views.size === 0 && shown.get(tabId) === views) shown.delete(tabId);
  };
}

/** Describes the tab's page from its address, and from its markup when the address cannot. */
export async function trackTab(tabId: number, url: string | undefined, title = ''): Promise<void> {
  const platform = url ? platformOfUrl(url) : undefined;
  if (!url || !platform) {
    lastUrl.delete(tabId);
    await keepPage(tabId, null);
    return;
  }
  lastUrl.set(tabId, url);
  const detected = detectOn(platform, url);
  const report = (match: PageMatch | null): PageReport => ({
    platform: platform.id,
    url,
    title: title.slice(0, maxTitle),
    match: match?.kind === 'needsDom' ? null : match,
  });
  // Unless a view shows the tab, what the address tells is all there is (a page it cannot settle
  // has none yet).
  if (!needsMarkup(platform, detected) || !shown.has(tabId)) {
    await keepPage(tabId, report(detected));
    return;
  }
  if (reading.get(tabId) === url) return;
  reading.set(tabId, url);
  let answered = false;
  try {
    for (const delay of settleDelays) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      if (lastUrl.get(tabId) !== url) return;
      const read = await readMarkup(tabId, platform, url);
      if (lastUrl.get(tabId) !== url) return;
      if (read === undefined) continue;
      answered = true;
      await keepPage(tabId, report(read));
    }
    // No document at this address ever answered: the tab has no page Sidelight can describe.
    if (!answered) await keepPage(tabId, null);
  } finally {
    if (reading.get(tabId) === url) reading.delete(tabId);
  }
}

/** A tab's new title, on the page kept for it (sites set the title after the address). */
async function retitle(tabId: number, url: string | undefined, title: string): Promise<void> {
  const item = tabPage(tabId);
  const kept = await item.getValue();
  if (kept && kept.url === url && kept.title !== title) {
    const page = { ...kept, title: title.slice(0, maxTitle) };
    await item.setValue(page);
    tellViews(tabId, page);
  }
}

/** Describes a tab from what the browser says of it now (it may be gone: then it has no page). */
export async function syncTab(tabId: number): Promise<void> {
  const tab = await browser.tabs.get(tabId).catch(() => undefined);
  await trackTab(tabId, tab?.url, tab?.title);
}

/**
 * Keeps, per tab, the page it shows, so every view can follow it: on every address change
 * (in-site navigation included), when a load completes (the markup is there by then), and when a
 * view starts showing the tab. Tabs open when Sidelight is installed, updated or the browser
 * starts are described at once.
 */
export function trackTabs(): void {
  browser.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url !== undefined || change.status === 'complete')
      void trackTab(tabId, tab.url, tab.title);
    else if (change.title !== undefined) void retitle(tabId, tab.url, change.title);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    lastUrl.delete(tabId);
    reading.delete(tabId);
    tellViews(tabId, null);
    void tabPage(tabId).removeValue();
  });
  browser.runtime.onConnect.addListener((port) => {
    const tabId = tabOfPortName(port.name);
    // The same rule as for messages: only Sidelight's own pages.
    if (tabId === null || !port.sender || !senderMayPost(port.sender)) return;
    port.onDisconnect.addListener(viewShows(tabId, port));
    // What the view may have missed before its port was heard, then what the tab shows now.
    void tabPage(tabId)
      .getValue()
      .then((page) => tellViews(tabId, page))
      .then(() => syncTab(tabId));
  });
  const describeAll = async () => {
    for (const tab of await browser.tabs.query({})) {
      if (tab.id !== undefined) void trackTab(tab.id, tab.url, tab.title);
    }
  };
  browser.runtime.onInstalled.addListener(() => void describeAll());
  browser.runtime.onStartup.addListener(() => void describeAll());
}
