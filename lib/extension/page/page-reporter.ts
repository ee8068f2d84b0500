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

type Report = PageReport | AddressReport;

/** Whether this copy is cut off from the extension (after an update or a reload of it). */
function extensionGone(): boolean {
  try {
    return !browser.runtime?.id;
  } catch {
    // Firefox throws on a dead context's APIs.
    return true;
  }
}

/** Whether the address now shows another page than the one last reported. */
const isAnotherPage = (left: Report, url: string, detected: PageMatch | null): boolean =>
  'match' in left
    ? left.match !== null && JSON.stringify(detected) !== JSON.stringify(left.match)
    : // Told by the address alone, another address is another page.
      left.url !== url;

/**
 * The title of the page left behind, while the document still shows it (up to `titleWait`):
 * the document's title as reported (none while it is the left page's), the hold, the forget.
 */
function leftTitleWait() {
  let leftTitle: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const shown = (): string => {
    const title = document.title.slice(0, maxTitle);
    return title === leftTitle ? '' : title;
  };
  /** Takes `title` for the left page's until the wait ends, then calls `then`. */
  const hold = (title: string, then: () => void) => {
    leftTitle = title;
    timer = setTimeout(() => {
      leftTitle = undefined;
      then();
    }, titleWait);
  };
  const forget = () => {
    leftTitle = undefined;
    clearTimeout(timer);
  };
  return [shown, hold, forget] as const;
}

/**
 * Sends the page as it is now to the background, once per distinct page: the report (which gives
 * the match it found) and the page last sent.
 */
function pageSender(
  id: PlatformId,
  finder: Finder | undefined,
  title: () => string,
  cutOff: () => boolean,
) {
  let lastSent: string | undefined;
  let lastPage: Report | undefined;
  const report = (
    url = location.href,
    detected = finder?.detect(url) ?? null,
  ): PageMatch | null | undefined => {
    if (cutOff()) return undefined;
    const told = { platform: id, url, title: title() };
    const page: Report = finder ? { ...told, match: finder.resolve(detected) } : told;
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
  return [report, () => lastPage] as const;
}

function reporting(id: PlatformId, finder?: Finder): Stop {
  const world = globalThis as Record<symbol, Stop | undefined>;
  world[runningKey]?.();

  let settling: ReturnType<typeof setTimeout>[] = [];
  const [titleShown, holdLeftTitle, forgetLeftTitle] = leftTitleWait();
  const stops: Stop[] = [];
  const stop = () => {
    for (const end of stops.splice(0)) end();
    for (const timer of settling.splice(0)) clearTimeout(timer);
    forgetLeftTitle();
    if (world[runningKey] === stop) world[runningKey] = undefined;
  };
  // A copy cut off from the extension stops, saying nothing.
  const cutOff = (): boolean => {
    const gone = extensionGone();
    if (gone) stop();
    return gone;
  };
  const [report, lastPage] = pageSender(id, finder, titleShown, cutOff);

  // On a page whose kind its markup tells, look again while the site renders it.
  const arrive = (loaded = false) => {
    for (const timer of settling.splice(0)) clearTimeout(timer);
    forgetLeftTitle();
    // Another page than the one reported, with the same title: the site has not set its own yet.
    const left = lastPage();
    const url = location.href;
    const detected = finder?.detect(url) ?? null;
    if (left && isAnotherPage(left, url, detected) && left.title !== '')
      holdLeftTitle(left.title, report);
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
