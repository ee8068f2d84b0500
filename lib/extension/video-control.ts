import type { BackgroundHandlers } from './handlers';
import { sendMessage } from './messaging';

/**
 * A transcript in a view drives the video in the tab: the view asks the background, which asks
 * the tab's content script, the only one that can reach the page's player.
 */
export const videoControlHandlers = (): Pick<BackgroundHandlers, 'seekVideo' | 'videoTime'> => ({
  seekVideo: ({ tabId, seconds }) =>
    sendMessage('seekTo', { seconds }, tabId).catch(() => ({ seeked: false })),
  videoTime: ({ tabId }) =>
    sendMessage('playbackTime', undefined, tabId).catch(() => ({ seconds: null })),
});
