import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import type { Platform } from '@/lib/platforms';
import { detectOn } from '@/lib/platforms/detect';
import type { DomResolver } from '@/lib/platforms/dom/resolver';
import type { PageMatch } from '@/lib/platforms/platform';
import type { PageReport } from './messages';
import { onMessages, sendMessage } from './messaging';

/** The page's main video: the largest one showing (players keep spare, hidden ones around). */
const pageVideo = (): HTMLVideoElement | undefined =>
  [...document.querySelectorAll('video')]
    .map((video) => ({ video, area: video.clientWidth * video.clientHeight }))
    .sort((a, b) => b.area - a.area)[0]?.video;

/** Moves the page's video to a moment the user picked in a transcript. */
const seekVideo = (data: unknown): boolean => {
  const seconds = (data as { seconds?: unknown } | undefined)?.seconds;
  const video = pageVideo();
  if (!video || typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0)
    return false;
  video.currentTime = seconds;
  return true;
};

/** Resolvers of this platform's pages, by the kind detectUrl gives (or `needsDom`). */
export type DomResolvers = Partial<Record<string, DomResolver>>;

// Single-page sites render the new page a moment after the address changes: look again.
const settleDelays = [0, 500, 1500, 4000];

/**
 * The whole job of a content script: tell the background which page this is, on load, on every
 * in-site navigation, and when asked; once per distinct page, and when the tab leaves a supported
 * page. Kept tiny: it runs on every page of eleven busy sites, and changes nothing on them.
 */
export function reportPages(
  platform: Platform,
  ctx: ContentScriptContext,
  resolvers: DomResolvers = {},
): void {
  let current: PageReport | undefined;
  let lastKey: string | undefined;
  let stopped = false;

  const matchOf = (url: string): PageMatch | null => {
    const detected = detectOn(platform, url);
    const resolve = detected ? resolvers[detected.kind] : undefined;
    if (!detected || !resolve) return detected?.kind === 'needsDom' ? null : detected;
    try {
      const resolved = resolve(document, detected);
      return resolved?.kind === 'needsDom' ? null : resolved;
    } catch {
      return null;
    }
  };

  const describe = (url = location.href): PageReport => ({
    platform: platform.id,
    url,
    title: document.title,
    match: matchOf(url),
  });

  const report = (page: PageReport, attempt = 0) => {
    current = page;
    const key = JSON.stringify(page.match);
    if ((key === lastKey && attempt === 0) || stopped) return;
    lastKey = key;
    sendMessage('reportPage', page)
      .then(() => {
        // Only in the Firefox smoke test's build, whose WebDriver cannot reach the extension's
        // own pages: a mark that the background took the report. Shipped packages leave the page
        // untouched, so no page can tell that Sidelight is installed.
        if (import.meta.env.MODE === 'smoke')
          document.documentElement.dataset.sidelight = platform.id;
      })
      .catch(() => {
        // The extension was reloaded or updated under this page: stop quietly. Otherwise the
        // worker was starting up: try again shortly, unless the page has moved on.
        if (ctx.isInvalid || attempt >= 3) {
          stopped = ctx.isInvalid;
          return;
        }
        ctx.setTimeout(
          () => {
            if (current === page) report(page, attempt + 1);
          },
          500 * 2 ** attempt,
        );
      });
  };

  const follow = (url: string) => {
    const needsSettling = Object.keys(resolvers).length > 0 && detectOn(platform, url) !== null;
    for (const delay of needsSettling ? settleDelays : [0]) {
      ctx.setTimeout(() => {
        if (location.href === url || delay === 0) report(describe(url));
      }, delay);
    }
  };

  ctx.onInvalidated(
    onMessages({
      describePage: () => current ?? describe(),
      seekTo: (data) => ({ seeked: seekVideo(data) }),
      playbackTime: () => ({ seconds: pageVideo()?.currentTime ?? null }),
    }),
  );
  ctx.onInvalidated(() => {
    stopped = true;
  });
  follow(location.href);
  // The Navigation API announces the new address before `location` changes: use the event's.
  ctx.addEventListener(window, 'wxt:locationchange', (event) => follow(event.newUrl.href));
}
