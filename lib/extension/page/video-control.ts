/**
 * The page's video, for a transcript in a view, in the content scripts of platforms with
 * transcripts: it moves the video when a view asks, and tells where the video is while a view
 * follows it. Views reach the top frame directly (`tabs.sendMessage`, `tabs.connect`); nothing runs
 * in the page while no view follows, and the page sees nothing of it.
 */
import { browser } from 'wxt/browser';
import { validSeconds, videoChannel, videoTimeEvery } from '../shared/video-channel';

/** The page's main video: the largest one showing (players keep spare, hidden ones around). */
function mainVideo(): HTMLVideoElement | undefined {
  let main: HTMLVideoElement | undefined;
  let largest = -1;
  for (const video of document.querySelectorAll('video')) {
    const area = video.clientWidth * video.clientHeight;
    if (area > largest) [main, largest] = [video, area];
  }
  return main;
}

type Port = ReturnType<typeof browser.runtime.connect>;

/** Sends the video's time on `port` as it plays, a few times a second at most, until it closes. */
function tellTime(port: Port): void {
  let last: number | undefined;
  let sentAt = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    waiting = undefined;
    const seconds = mainVideo()?.currentTime;
    if (!validSeconds(seconds) || seconds === last) return;
    last = seconds;
    sentAt = Date.now();
    try {
      port.postMessage(videoChannel.time.message({ seconds }));
    } catch {
      // The view or the extension went away between two updates.
      end();
    }
  };
  // `timeupdate` does not bubble: heard on its way down, from whichever video plays.
  const onTime = () => {
    if (waiting === undefined)
      waiting = setTimeout(send, Math.max(0, sentAt + videoTimeEvery - Date.now()));
  };
  const end = () => {
    document.removeEventListener('timeupdate', onTime, true);
    clearTimeout(waiting);
  };
  document.addEventListener('timeupdate', onTime, true);
  port.onDisconnect.addListener(end);
  send();
}

/** Where a running copy leaves its stop, in Sidelight's isolated world (the page cannot see it). */
const runningKey = Symbol.for('sidelight.pageVideo');

/** Answers views about the page's video; a second start in the same document takes over. */
export function controlVideo(): () => void {
  const world = globalThis as Record<symbol, (() => void) | undefined>;
  world[runningKey]?.();
  // Answered at once: a view's seek needs no wait, and every browser takes a direct answer.
  const onMessage = videoChannel.seek.receive(
    ({ seekVideo }, _sender: unknown, answer: (reply: unknown) => void) => {
      const video = mainVideo();
      if (video) video.currentTime = seekVideo;
      answer(videoChannel.seeked.message({ seeked: video !== undefined }));
    },
  );
  const onConnect = (port: Port) => {
    if (port.name === videoChannel.name) tellTime(port);
  };
  browser.runtime.onMessage.addListener(onMessage);
  browser.runtime.onConnect.addListener(onConnect);
  const stop = () => {
    browser.runtime.onMessage.removeListener(onMessage);
    browser.runtime.onConnect.removeListener(onConnect);
    if (world[runningKey] === stop) world[runningKey] = undefined;
  };
  world[runningKey] = stop;
  return stop;
}
