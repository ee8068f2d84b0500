import { detectUrl, platformOfUrl } from '@/lib/platforms';
import type { TabPage } from '../shared/tab-page';

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
