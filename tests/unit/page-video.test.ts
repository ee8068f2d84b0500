/**
 * The page's video for a transcript (video-control.ts in the page, tab-video.ts in the view), with
 * WXT's fake browser and the in-memory ports: a seek moves the page's main video; following sends
 * the time at once and then on `timeupdate`, a few times a second at most, only while the view
 * follows; a closed page is connected again a few times, then left.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { controlVideo } from '@/lib/extension/page/video-control';
import { videoChannel, videoTimeEvery } from '@/lib/extension/shared/video-channel';
import { followVideo, reconnectDelays, seekVideo } from '@/lib/extension/views/tab-video';
import { type FakePorts, installFakePorts } from '../support/ports';

interface FakeVideo {
  clientWidth: number;
  clientHeight: number;
  currentTime: number;
}

/** The page as the content script sees it: its videos, and who listens for `timeupdate`. */
const page = new EventTarget();
let videos: FakeVideo[] = [];
let timeListeners = 0;
const main = () => videos[0] as FakeVideo;

/** The player's clock: the main video moves, and fires `timeupdate` (which the page cannot stop). */
const play = async (seconds: number) => {
  main().currentTime = seconds;
  page.dispatchEvent(new Event('timeupdate'));
  await turns();
};

/** Lets the ports deliver: a connect and each message arrive a turn later. */
const turns = async () => {
  for (let turn = 0; turn < 3; turn++) await vi.advanceTimersByTimeAsync(1);
};

let ports: FakePorts;
let stopPage = () => {};
let stopView = () => {};
beforeEach(() => {
  fakeBrowser.reset();
  ports = installFakePorts();
  vi.useFakeTimers();
  videos = [
    { clientWidth: 640, clientHeight: 360, currentTime: 0 },
    { clientWidth: 64, clientHeight: 36, currentTime: 0 },
  ];
  timeListeners = 0;
  vi.stubGlobal('document', {
    querySelectorAll: (selector: string) => (selector === 'video' ? [...videos].reverse() : []),
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      if (type === 'timeupdate' && capture) timeListeners++;
      page.addEventListener(type, listener);
    },
    removeEventListener: (type: string, listener: EventListener) => {
      if (type === 'timeupdate') timeListeners--;
      page.removeEventListener(type, listener);
    },
  });
  // `tabs.sendMessage` reaches the content script's `runtime.onMessage`, answered as browsers do.
  (fakeBrowser.tabs as unknown as { sendMessage: unknown }).sendMessage = (
    _tabId: number,
    message: unknown,
  ) =>
    new Promise((resolve, reject) => {
      if (!fakeBrowser.runtime.onMessage.hasListeners())
        reject(new Error('Could not establish connection. Receiving end does not exist.'));
      void fakeBrowser.runtime.onMessage.trigger(message, {}, resolve as () => void);
      // A message no listener answers resolves after one turn, as the browser's does.
      setTimeout(() => resolve(undefined), 0);
    });
});
afterEach(() => {
  stopView();
  stopPage();
  stopView = () => {};
  stopPage = () => {};
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a transcript’s time', () => {
  it('plays the page’s main video from there, not a preview', async () => {
    stopPage = controlVideo();
    expect(await seekVideo(7, 42.5)).toBe(true);
    expect(videos.map((video) => video.currentTime)).toEqual([42.5, 0]);
  });

  it('says false where the page has no video, or no content script', async () => {
    stopPage = controlVideo();
    videos = [];
    expect(await seekVideo(7, 3)).toBe(false);
    stopPage();
    expect(await seekVideo(7, 3)).toBe(false);
  });

  it('is refused unless it is a time the page can play', () => {
    const { check } = videoChannel.seek;
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 90_000, '12'])
      expect(check({ seekVideo: bad })).toBe(false);
    expect(check({ seekVideo: 3, more: 1 })).toBe(false);
    expect(check({ seekVideo: 0 })).toBe(true);
  });
});

describe('following the video', () => {
  it('hears where the video is at once, then as it plays', async () => {
    stopPage = controlVideo();
    main().currentTime = 12;
    const heard: number[] = [];
    stopView = followVideo(7, (seconds) => heard.push(seconds));
    await turns();
    expect(heard).toEqual([12]);
    await vi.advanceTimersByTimeAsync(videoTimeEvery);
    await play(13);
    await vi.advanceTimersByTimeAsync(videoTimeEvery);
    await turns();
    expect(heard).toEqual([12, 13]);
  });

  it('hears a few times a second at most, the latest time included', async () => {
    stopPage = controlVideo();
    const heard: number[] = [];
    stopView = followVideo(7, (seconds) => heard.push(seconds));
    await vi.advanceTimersByTimeAsync(videoTimeEvery);
    heard.length = 0;
    // A player firing every 15 ms for a second and more.
    const from = Date.now();
    for (let tick = 1; tick <= 66; tick++) {
      await play(tick * 0.015);
      await vi.advanceTimersByTimeAsync(15);
    }
    const playedFor = Date.now() - from;
    await vi.advanceTimersByTimeAsync(videoTimeEvery);
    await turns();
    expect(heard.length).toBeGreaterThanOrEqual(Math.floor(playedFor / videoTimeEvery));
    expect(heard.length).toBeLessThanOrEqual(Math.ceil(playedFor / videoTimeEvery) + 1);
    expect(heard.at(-1)).toBeCloseTo(66 * 0.015);
  });

  it('listens to the page only while a view follows', async () => {
    stopPage = controlVideo();
    expect(timeListeners).toBe(0);
    stopView = followVideo(7, () => {});
    await turns();
    expect(timeListeners).toBe(1);
    stopView();
    await turns();
    expect(timeListeners).toBe(0);
    expect(ports.ports.map(({ background }) => background.closed)).toEqual([true]);
  });

  it('connects again when the page goes, a few times, then leaves it', async () => {
    stopPage = controlVideo();
    const heard: number[] = [];
    stopView = followVideo(7, (seconds) => heard.push(seconds));
    await turns();
    // The page reloads: its script is gone, then a new one answers.
    stopPage();
    ports.stopWorker();
    await turns();
    stopPage = controlVideo();
    main().currentTime = 30;
    await vi.advanceTimersByTimeAsync(reconnectDelays[0] ?? 0);
    await turns();
    expect(heard).toEqual([0, 30]);
    // A page with no content script any more: a few tries, then nothing.
    stopPage();
    ports.stopWorker();
    await vi.advanceTimersByTimeAsync(reconnectDelays.reduce((sum, delay) => sum + delay, 0) * 2);
    expect(ports.ports).toHaveLength(2 + reconnectDelays.length);
  });

  it('takes only a time from the page', () => {
    const secondsOf = videoChannel.time.receive(({ seconds }) => seconds);
    expect(secondsOf({ seconds: 4 })).toBe(4);
    for (const bad of [{ seconds: '4' }, { seconds: -1 }, { seconds: 4, x: 1 }, null, 4])
      expect(secondsOf(bad)).toBeUndefined();
  });
});
