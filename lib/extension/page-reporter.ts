import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Platform } from '@/lib/platforms';
import type { PageReport } from './messages';
import { onMessages, sendMessage } from './messaging';

/**
 * The whole job of a content script: tell the background which page this is, on load, on every
 * in-site navigation, and when asked. Kept tiny: it runs on every page of eleven busy sites.
 */
export function reportPages(platform: Platform, ctx: ContentScriptContext): void {
  const currentPage = (url = location.href): PageReport => ({
    platform: platform.id,
    url,
    title: document.title,
    match: null,
  });
  const report = (url: string) => {
    sendMessage('reportPage', currentPage(url))
      .then(() => {
        // A mark the page can see, and nothing more: which of our platforms we took it for.
        document.documentElement.dataset.sidelight = platform.id;
      })
      .catch(() => {
        // The extension was reloaded or updated under this page: nothing to report to.
      });
  };
  ctx.onInvalidated(onMessages({ describePage: () => currentPage() }));
  report(location.href);
  // The Navigation API announces the new address before `location` changes: use the event's.
  ctx.addEventListener(window, 'wxt:locationchange', (event) => report(event.newUrl.href));
}
