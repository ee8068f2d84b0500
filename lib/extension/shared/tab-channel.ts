/** The port a view holds open to the background while it shows a tab, and what comes over it. */
import type { TabPage } from './tab-page';

const tabPortPrefix = 'sidelight:tab:';

/** The name of the port a view holds open to the background while it shows a tab. */
export const tabPortName = (tabId: number) => `${tabPortPrefix}${tabId}`;

/** The tab a port's name says its view shows, or null for any other port. */
export function tabOfPortName(name: string): number | null {
  const id = name.startsWith(tabPortPrefix) ? name.slice(tabPortPrefix.length) : '';
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}

/** What the background posts on a view's tab port: the tab's page, each time it changes. */
export interface TabPageUpdate {
  page: TabPage | null;
}

export const isTabPageUpdate = (message: unknown): message is TabPageUpdate =>
  typeof message === 'object' &&
  message !== null &&
  'page' in message &&
  (typeof message.page === 'object' || message.page === undefined);
