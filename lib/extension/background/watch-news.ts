/**
 * What moved, told outside Sidelight's pages: the count on the toolbar button until the Changes
 * list is shown, and, with the user's consent (the optional `notifications` permission, asked
 * when they turn it on), one notification per refresh run, which opens the list.
 */
import { browser, type PublicPath } from 'wxt/browser';
import { counted } from '../../words';
import { changesShownAt } from '../shared/storage';
import { settingsPartPath } from '../shared/view-addresses';
import type { Change } from '../shared/watch-moves';
import { showMovedCount } from './tab-state';

const notificationId = 'sidelight:moved';

/** The settings' Changes list. */
const changesPage = () => browser.runtime.getURL(settingsPartPath('changes'));

/** The count on the toolbar: things that moved since the list was last shown. */
export async function showMovedOnToolbar(changes: readonly Change[]): Promise<void> {
  const shownAt = await changesShownAt.getValue();
  await showMovedCount(changes.filter((change) => change.at > shownAt).length);
}

/** One notification for a run in which things moved, when the user asked for them. */
export async function notifyMoved(moved: number, refreshed: number): Promise<void> {
  if (moved === 0) return;
  const granted = await browser.permissions
    .contains({ permissions: ['notifications'] })
    // A permission that cannot be read is not granted: the toolbar's count says it all the same.
    .catch(() => false);
  if (!granted || !browser.notifications) return;
  await browser.notifications.create(notificationId, {
    type: 'basic',
    iconUrl: browser.runtime.getURL('/icons/128.png' as PublicPath),
    title: 'Sidelight: watched things moved',
    message: `${counted(moved, 'watched thing')} of the ${refreshed} refreshed just now moved. Click to see the changes.`,
  });
}

/** Clicking the notification opens the Changes list; listened for once the permission exists. */
export function openChangesOnClick(): void {
  const listen = () => {
    const clicked = browser.notifications?.onClicked;
    if (!clicked || clicked.hasListener(onClick)) return;
    clicked.addListener(onClick);
  };
  listen();
  browser.permissions?.onAdded?.addListener(listen);
}

function onClick(id: string): void {
  if (id !== notificationId) return;
  void browser.tabs.create({ url: changesPage() });
  void browser.notifications.clear(id);
}
