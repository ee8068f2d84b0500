import { browser } from 'wxt/browser';
import { type PageReport, pageReportSchema } from './messages';
import { type MessageSender, sendMessage } from './messaging';
import { tabPage } from './storage';
import { showTabState } from './tab-state';

/**
 * Keeps a tab's page while it is a supported one, and forgets it when the tab leaves for a page
 * Sidelight cannot describe. The toolbar button follows.
 */
async function keepPage(tabId: number, report: PageReport | null) {
  const supported = report?.match && report.match.kind !== 'needsDom' ? report : null;
  if (supported) await tabPage(tabId).setValue({ ...supported, tabId, reportedAt: Date.now() });
  else await tabPage(tabId).removeValue();
  await showTabState(tabId, supported);
}

/** Stores what a tab's content script reports (validated and sender-checked by the caller). */
export async function reportPage(report: PageReport, sender: MessageSender) {
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new Error('Message refused');
  await keepPage(tabId, report);
  return { tracked: true } as const;
}

/**
 * Asks a tab's content script for its page. No answer means Sidelight does not run there (another
 * site, or a page of ours with no content script), so the tab has no page.
 */
export async function syncTab(tabId: number): Promise<void> {
  const answer = await sendMessage('describePage', undefined, tabId).catch(() => null);
  const parsed = pageReportSchema.safeParse(answer);
  await keepPage(tabId, parsed.success ? parsed.data : null);
}

/**
 * Keeps, per tab, the page its content script last reported, so every view can follow it.
 * Content scripts report on load and on in-site navigation; when a tab finishes loading, the
 * background asks again, which also notices a tab that left for a site Sidelight does not run on.
 * (`loading` is no signal: in-site navigation fires it too, racing the content script's report.)
 */
export function trackTabs(): void {
  browser.tabs.onUpdated.addListener((tabId, change) => {
    if (change.status === 'complete') void syncTab(tabId);
  });
  browser.tabs.onRemoved.addListener((tabId) => {
    void tabPage(tabId).removeValue();
  });
}
