import { useLayoutEffect, useState } from 'preact/hooks';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { followTab, watchTabPage } from '@/lib/extension/views/followed-tab';

export interface FollowedPage {
  tabId: number | null;
  page: TabPage | null;
  /** False until the first answer for the current tab. */
  ready: boolean;
}

/**
 * The page of the followed tab, kept current through tab switches and in-site navigation.
 * `onPage` hears each page as it comes, before the render that shows it.
 */
export function useFollowedPage(
  pinned: number | null,
  onPage?: (page: TabPage | null) => void,
): FollowedPage {
  // undefined: not known yet; { id: null }: the window has no tab to follow.
  const [tab, setTab] = useState<{ id: number | null } | undefined>(undefined);
  const [state, setState] = useState<FollowedPage>({ tabId: null, page: null, ready: false });

  // Layout effects: the reads start with the render, not a frame later (the panel's open time).
  useLayoutEffect(() => followTab(pinned, (id) => setTab({ id })), [pinned]);
  useLayoutEffect(() => {
    if (tab === undefined) return;
    const tabId = tab.id;
    if (tabId === null) {
      setState({ tabId, page: null, ready: true });
      return;
    }
    setState({ tabId, page: null, ready: false });
    return watchTabPage(tabId, (page) => {
      onPage?.(page);
      setState({ tabId, page, ready: true });
    });
  }, [tab]);
  return state;
}
