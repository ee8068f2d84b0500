import { browser } from 'wxt/browser';
import type { BackgroundHandlers } from './handlers';

/**
 * A transcript in a view drives the video in the tab: the view asks the background, which runs a
 * few lines in the tab's page (the only place that can reach its player), when asked and only then.
 * The function runs in the page, so it is whole in itself.
 */

/**
 * The page's main video (the largest one showing: players keep spare, hidden ones around): moved
 * to `seconds` when given and valid; where it is then, or null without one (or for a bad time).
 */
function videoInPage(seconds: number | null): number | null {
  const video = [...document.querySelectorAll('video')]
    .map((candidate) => ({ candidate, area: candidate.clientWidth * candidate.clientHeight }))
    .sort((a, b) => b.area - a.area)[0]?.candidate;
  if (!video) return null;
  if (seconds !== null) {
    if (!Number.isFinite(seconds) || seconds < 0) return null;
    video.currentTime = seconds;
  }
  return video.currentTime;
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
    seeked: typeof (await inTab(tabId, videoInPage, [seconds])) === 'number',
  }),
  videoTime: async ({ tabId }) => {
    const seconds = await inTab(tabId, videoInPage, [null]);
    return { seconds: typeof seconds === 'number' && Number.isFinite(seconds) ? seconds : null };
  },
});
