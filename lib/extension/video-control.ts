import { browser } from 'wxt/browser';
import type { BackgroundHandlers } from './handlers';

/**
 * A transcript in a view drives the video in the tab: the view asks the background, which runs a
 * few lines in the tab's page (the only place that can reach its player), when asked and only then.
 * The functions run in the page, so each is whole in itself.
 */

/** Moves the page's main video (the largest one showing) to `seconds`; whether it could. */
function seekInPage(seconds: number): boolean {
  const video = [...document.querySelectorAll('video')]
    .map((candidate) => ({ candidate, area: candidate.clientWidth * candidate.clientHeight }))
    .sort((a, b) => b.area - a.area)[0]?.candidate;
  if (!video || !Number.isFinite(seconds) || seconds < 0) return false;
  video.currentTime = seconds;
  return true;
}

/** Where the page's main video is now, or null without one. */
function timeInPage(): number | null {
  const video = [...document.querySelectorAll('video')]
    .map((candidate) => ({ candidate, area: candidate.clientWidth * candidate.clientHeight }))
    .sort((a, b) => b.area - a.area)[0]?.candidate;
  return video ? video.currentTime : null;
}

async function inTab<T, A extends unknown[]>(
  tabId: number,
  func: (...args: A) => T,
  args: A,
): Promise<T | undefined> {
  try {
    const [frame] = await browser.scripting.executeScript({ target: { tabId }, func, args });
    return frame?.result as T | undefined;
  } catch {
    // Not a page Sidelight may run in (any more), or the tab is gone.
    return undefined;
  }
}

export const videoControlHandlers = (): Pick<BackgroundHandlers, 'seekVideo' | 'videoTime'> => ({
  seekVideo: async ({ tabId, seconds }) => ({
    seeked: (await inTab(tabId, seekInPage, [seconds])) === true,
  }),
  videoTime: async ({ tabId }) => {
    const seconds = await inTab(tabId, timeInPage, []);
    return { seconds: typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null };
  },
});
