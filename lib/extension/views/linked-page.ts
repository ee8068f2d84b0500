import { detectUrl, platformOfUrl } from '@/lib/platforms';
import type { TabPage } from '../shared/tab-page';
import { linkedUrl } from '../shared/view-addresses';

/**
 * The page of a link, detected from its URL alone: the link was never visited. Null when the
 * link is no page Sidelight knows from its address.
 */
export function pageOfLink(url: string): TabPage | null {
  const platform = platformOfUrl(url);
  const match = detectUrl(url);
  if (!platform || !match || match.kind === 'needsDom') return null;
  return { platform: platform.id, url, title: '', match, tabId: -1, reportedAt: Date.now() };
}

/** The page of the link a panel was opened on (`?url=`); null when it was not opened on one. */
export function linkedPage(search: string): TabPage | null {
  const url = linkedUrl(search);
  return url === null ? null : pageOfLink(url);
}
