import { browser } from 'wxt/browser';
import type { Platform } from '@/lib/platforms';
import { detectOn } from '@/lib/platforms/detect';
import type { DomResolvers } from '@/lib/platforms/dom/resolver';
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

// Single-page sites render the new page a moment after the address changes: look again.
const settleDelays = [0, 500, 1500, 4000];

/** Calls back with the new address on every in-site navigation. */
function watchNavigation(onUrl: (url: string) => void): void {
  // The Navigation API announces the new address before `location` changes: use the event's.
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('navigate', (event) =>
      onUrl((event as Event & { destination: { url: string } }).destination.url),
    );
    return;
  }
  let last = location.href;
  setInterval(() => {
    if (location.href === last) return;
    last = location.href;
    onUrl(last);
  }, 1000);
}

/**
 * The whole job of a content script: tell the background which page this is, on load, on every
 * in-site navigation, and when asked; once per distinct page, and when the tab leaves a supported
 * page. It runs on every page of eleven busy sites, so it is kept to what a page cannot notice: no
 * framework, one listener, one message per distinct page, and it changes nothing on the page.
 */
export function reportPages(platform: Platform, resolvers: DomResolvers = {}): void {
  let current: PageReport | undefined;
  let lastKey: string | undefined;

  // After an update or a reload of the extension, this copy of the script is cut off: it stops.
  const cutOff = () => !browser.runtime?.id;

  const matchOf = (detected: PageMatch | null): PageMatch | null => {
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
    match: matchOf(detectOn(platform, url)),
  });

  const report = (page: PageReport, attempt = 0) => {
    current = page;
    const key = JSON.stringify(page.match);
    if ((key === lastKey && attempt === 0) || cutOff()) return;
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
        // The worker was starting up: try again shortly, unless the page has moved on.
        if (attempt >= 3) return;
        setTimeout(
          () => {
            if (current === page) report(page, attempt + 1);
          },
          500 * 2 ** attempt,
        );
      });
  };

  // Pages whose match needs the page's markup are looked at again while the site renders them.
  // On load the report goes at once; after a navigation, once the address has changed.
  const follow = (url: string, now = false) => {
    const detected = detectOn(platform, url);
    const needsSettling = detected !== null && resolvers[detected.kind] !== undefined;
    for (const delay of needsSettling ? settleDelays : [0]) {
      if (delay === 0 && now) report(describe(url));
      else
        setTimeout(() => {
          if (!cutOff() && (location.href === url || delay === 0)) report(describe(url));
        }, delay);
    }
  };

  onMessages({
    describePage: () => current ?? describe(),
    seekTo: (data) => ({ seeked: seekVideo(data) }),
    playbackTime: () => ({ seconds: pageVideo()?.currentTime ?? null }),
  });
  follow(location.href, true);
  watchNavigation(follow);
}
