/**
 * The channel between a view and the page's video (page/video-control.ts answers, views/tab-video.ts
 * asks): a seek message and a port that tells the time as the video plays.
 */
/** The port a view opens to follow the video, and closes when it stops. */
export const videoPort = 'sidelight:video';
/** Players fire `timeupdate` 4 to 66 times a second: the view hears at most one per this many ms. */
export const videoTimeEvery = 250;

/** View → content script: play the video from this second. */
export interface SeekVideo {
  seekVideo: number;
}
/** Content script → view, on the port: where the video is now. */
export interface VideoTime {
  seconds: number;
}

export const validSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86_400;

export const isSeekVideo = (message: unknown): message is SeekVideo =>
  typeof message === 'object' &&
  message !== null &&
  Object.keys(message).length === 1 &&
  validSeconds((message as SeekVideo).seekVideo);

/** The seconds a content script's message on the video port says, or null for anything else. */
export const secondsOf = (message: unknown): number | null =>
  typeof message === 'object' &&
  message !== null &&
  Object.keys(message).length === 1 &&
  validSeconds((message as VideoTime).seconds)
    ? (message as VideoTime).seconds
    : null;
