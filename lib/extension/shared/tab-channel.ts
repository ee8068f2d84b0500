/**
 * The port a view holds open to the background while it shows a tab (views/followed-tab.ts opens
 * it, background/page-tracking.ts posts on it), and what comes over it.
 */
import { defineChannel } from './channel';
import { exactly, orNull } from './checks';
import { isTabPage } from './tab-page';

/** Its name, followed by the tab's id, names the port of a view that shows that tab. */
export const tabChannel = defineChannel('sidelight:tab:', {
  /** Background → view: the tab's page, each time it changes (null: no page Sidelight knows). */
  toView: exactly({ page: orNull(isTabPage) }),
});

/** The name of the port a view holds open to the background while it shows a tab. */
export const tabPortName = (tabId: number) => `${tabChannel.name}${tabId}`;

/** The tab a port's name says its view shows, or null for any other port. */
export function tabOfPortName(name: string): number | null {
  const id = name.startsWith(tabChannel.name) ? name.slice(tabChannel.name.length) : '';
  return /^\d{1,10}$/.test(id) ? Number(id) : null;
}
