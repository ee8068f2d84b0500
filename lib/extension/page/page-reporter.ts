/**
 * The whole job of a content script: tell the background which page this tab shows, on load and
 * on every in-site navigation, once per distinct page (and when the tab leaves a supported page).
 * It runs in every page of busy sites, so it stays small and quiet: its own platform's
 * detectors only, no zod, nothing written to the page (no attribute, no page global, no event).
 * A platform whose pages' markup tells nothing sends the address alone, and the background
 * detects it: its pages then compile and run no detector.
 */
import { browser } from 'wxt/browser';
import type { PageMatch, Platform, PlatformId } from '@/lib/platforms';
import { detectOn } from '@/lib/platforms/detect';
import { fromDocumentOf, maxTitle } from '@/lib/platforms/platform';
import type { AddressReport, PageReport } from '../shared/tab-page';
import { sendFromPage } from './send-from-page';

// Single-page sites render the new page a moment after the address changes: look again.
export const settleDelays = [500, 1500, 4000];
/**
 * After an in-site navigation the document keeps the old page's title until the site sets the new
 * one: until then the report has no title, and after this long the title is taken as it is.
 */
export const titleWait = 1500;
/** Where a running reporter leaves its stop, in Sidelight's isolated world (the page cannot see it). */
const runningKey = Symbol.for('sidelight.pageReporter');

type Stop = () => void;

/** Calls back on every in-site navigation; returns the stop. */
function watchNavigation(onChange: () => void): Stop {
  // The Navigation API says when the address changed: nothing runs in a page that stays put.
  const navigation = (globalThis as { navigation?: EventTarget }).navigation;
  if (navigation) {
    navigation.addEventListener('navigatesuccess', onChange);
    return () => navigation.removeEventListener('navigatesuccess', onChange);
  }
  // Without it (Firefox before 147), as WXT's `wxt:locationchange` does: compare every second.
  let last = location.href;
  const timer = setInterval(() => {
    if (location.href === last) return;
    last = location.href;
    onChange();
  }, 1000);
  return () => clearInterval(timer);
}

/** The page's match with what only its markup tells; a reader that throws finds nothing. */
function resolveMatch(platform: Platform, detected: PageMatch | null): PageMatch | null {
  const resolve = fromDocumentOf(platform, detected);
  let match = detected;
  if (detected && resolve) {
    try {
      // A platform's reader answers in the platform's own area.
      match = resolve(document, detected) as PageMatch | null;
    } catch {
      match = null;
    }
  }
  return match?.kind === 'needsDom' ? null : match;
}

/**
 * Starts reporting this document's page, detected with the platform's record. A second start in
 * the same document (the background injects the script into tabs open before an install, which
 * may already run it) takes over from the first, so one reporter runs per document.
 */
export const reportPages = (platform: Platform): Stop =>
  reporting(platform.id, {
    detect: (url) => detectOn(platform, url),
    resolve: (detected) => resolveMatch(platform, detected),
    readsMarkup: (detected) => fromDocumentOf(platform, detected) !== undefined,
  });

/**
 * Starts reporting this document's address and title, for the background to detect: for a
 * platform whose pages' markup tells nothing (see `readsMarkup`).
 */
export const reportAddresses = (id: PlatformId): Stop => reporting(id);

/** How a reporter that detects finds the page: the platform's detectors and markup readers. */
interface Finder {
  detect(url: string): PageMatch | null;
  /** The detected match with what only the markup tells. */
  resolve(detected: PageMatch | null): PageMatch | null;
  readsMarkup(detected: PageMatch | null): boolean;
}

/**
 * One closure on purpose, over 80 lines: every supported page loads it, and splitting it into
 * named functions cost about 50 bytes gzip in every content script (measured).
 */
function reporting(id: PlatformId, finder?: Finder): Stop {
  const world = globalThis as Record<symbol, Stop | undefined>;
  world[runningKey]?.();

  let lastSent: string | undefined;
  let lastPage: PageReport | AddressReport | undefined;
  let settling: ReturnType<typeof setTimeout>[] = [];
  /** The title of the page left behind, while the document still shows it. */
  let leftTitle: string | undefined;
  let titleTimer: ReturnType<typeof setTimeout> | undefined;
  const stops: Stop[] = [];

  const forgetLeftTitle = () => {
    leftTitle = undefined;
    clearTimeout(titleTimer);
  };
  const stop = () => {
    for (const end of stops.splice(0)) end();
    for (const timer of settling.splice(0)) clearTimeout(timer);
    forgetLeftTitle();
    if (world[runningKey] === stop) world[runningKey] = undefined;
  };
  // After an update or a reload of the extension this copy is cut off: it stops, saying nothing.
  const cutOff = (): boolean => {
    let gone = true;
    try {
      gone = !browser.runtime?.id;
    } catch {
      // Firefox throws on a dead context's APIs.
    }
    if (gone) stop();
    return gone;
  };

  const detect = (url: string): PageMatch | null => finder?.detect(url) ?? null;

  /** Reports the page as it is now (once per distinct page); gives the match it found. */
  const report = (url = location.href, detected = detect(url)): PageMatch | null | undefined => {
    if (cutOff()) return undefined;
    const title = document.title.slice(0, maxTitle);
    const told = { platform: id, url, title: title === leftTitle ? '' : title };
    const page: PageReport | AddressReport = finder
      ? { ...told, match: finder.resolve(detected) }
      : told;
    const match = 'match' in page ? page.match : undefined;
    // Pages of no match are one state: reported once, when the tab arrives at or leaves for one.
    const key = match === null ? 'none' : JSON.stringify(page);
    if (key === lastSent) return match;
    lastSent = key;
    lastPage = page;
    void sendFromPage('reportPage', page).then((sent) => {
      if (sent.ok) return;
      // The worker was stopping, or the extension is gone: the next change reports again.
      if (lastSent === key) lastSent = undefined;
      cutOff();
    });
    return match;
  };

  // On a page whose kind its markup tells, look again while the site renders it.
  const arrive = (loaded = false) => {
    for (const timer of settling.splice(0)) clearTimeout(timer);
    forgetLeftTitle();
    // Another page than the one reported, with the same title: the site has not set its own yet.
    const left = lastPage;
    const url = location.href;
    const detected = detect(url);
    // Told by the address alone, another address is another page.
    const another =
      left && 'match' in left
        ? left.match !== null && JSON.stringify(detected) !== JSON.stringify(left.match)
        : left !== undefined && left.url !== url;
    if (left && another && left.title !== '') {
      leftTitle = left.title;
      titleTimer = setTimeout(() => {
        leftTitle = undefined;
        report();
      }, titleWait);
    }
    const found = report(url, detected);
    if (!finder?.readsMarkup(detected)) return;
    // A loaded document's markup is its own page's: once its reader has found what it reads
    // there, nothing the site renders later changes it. After an in-site navigation the old
    // page's markup may still be there, so that is read again while the site settles.
    if (loaded && found && JSON.stringify(found) !== JSON.stringify(detected)) return;
    settling = settleDelays.map((delay) =>
      setTimeout(() => {
        if (location.href === url) report();
      }, delay),
    );
  };

  world[runningKey] = stop;
  // The background takes the titles a site sets later (`tabs.onUpdated`): nothing here observes
  // the document, whose first element alone costs a page about 0.3 ms (its bindings made for
  // this world).
  stops.push(watchNavigation(() => arrive()));
  arrive(true);
  return stop;
}
