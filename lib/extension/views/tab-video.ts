/**
 * A view's side of the page's video (page/video-control.ts runs in the page): it asks the top frame's
 * content script directly, so neither the background nor a script run in the page takes part.
 */
import { browser } from 'wxt/browser';
import { videoChannel } from '../shared/video-channel';

const topFrame = { frameId: 0 };

/** Plays the tab's video from `seconds`; false when the tab has no video Sidelight can reach. */
export async function seekVideo(tabId: number, seconds: number): Promise<boolean> {
  try {
    const reply: unknown = await browser.tabs.sendMessage(
      tabId,
      videoChannel.seek.message({ seekVideo: seconds }),
      topFrame,
    );
    return videoChannel.seeked.check(reply) && reply.seeked;
  } catch {
    // No content script there (yet, or any more), or the tab is gone.
    return false;
  }
}

/** Waits before connecting again after the page's port closed (a reload, a new document). */
export const reconnectDelays = [500, 1000, 2000, 4000];

/**
 * Calls `onSeconds` with the tab's video time as it plays, until the returned stop. When the page
 * goes (a reload, a new document) it connects again a few times, then gives up quietly.
 */
export function followVideo(tabId: number, onSeconds: (seconds: number) => void): () => void {
  let stopped = false;
  let failures = 0;
  let port: ReturnType<typeof browser.tabs.connect> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = () => {
    port = browser.tabs.connect(tabId, { ...topFrame, name: videoChannel.name });
    port.onMessage.addListener(
      videoChannel.time.receive(({ seconds }) => {
        failures = 0;
        onSeconds(seconds);
      }),
    );
    port.onDisconnect.addListener(() => {
      // Read, so that a tab with no content script is not reported as an unchecked error.
      void browser.runtime.lastError;
      port = undefined;
      const delay = reconnectDelays[failures++];
      if (!stopped && delay !== undefined) retry = setTimeout(connect, delay);
    });
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    port?.disconnect();
  };
}
