import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { TabPage } from '@/lib/extension/shared/tab-page';

/** A plain left click: anything else (Ctrl, Shift, middle button) keeps the browser's meaning. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented;

/**
 * Links in results followed inside the panel: a plain click on a result's link to a page Sidelight
 * knows (an author, a channel, a community) shows that page here, without visiting the site, with
 * Back to return; a link to anything else opens in a tab, as Ctrl or the middle button always do.
 * The trail starts again when the page the panel follows changes.
 */
export function usePageTrail(base: TabPage | null) {
  const [trail, setTrail] = useState<TabPage[]>([]);
  const baseKey = base ? `${base.tabId} ${base.url}` : '';
  useEffect(() => setTrail([]), [baseKey]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!plainClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('.sl-view a.sl-link');
      if (!(anchor instanceof HTMLAnchorElement) || !/^https?:/i.test(anchor.href)) return;
      event.preventDefault();
      const href = anchor.href;
      // The page rules load on the first link followed, not with the panel.
      void import('@/lib/extension/views/linked-page').then(({ pageOfLink }) => {
        const page = pageOfLink(href);
        if (page) setTrail((pages) => [...pages, page]);
        else void browser.tabs.create({ url: href });
      });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return {
    /** The page followed last, if any. */
    shown: trail.at(-1),
    /** The page Back returns to. */
    previous: trail.length > 1 ? trail.at(-2) : base,
    back: () => setTrail((pages) => pages.slice(0, -1)),
  };
}
