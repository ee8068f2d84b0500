/**
 * The channel between a view and the page's video (page/video-control.ts answers, views/tab-video.ts
 * asks): a seek message, answered at once, and a port that tells the time as the video plays.
 * Plain checkers: the content scripts carry this file.
 */
import { defineChannel } from './channel';

/** Players fire `timeupdate` 4 to 66 times a second: the view hears at most one per this many ms. */
export const videoTimeEvery = 250;

export const validSeconds = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 86_400;

/** An object with exactly one key, `key`, whose value `valid` accepts. */
const only =
  <K extends string, T>(key: K, valid: (value: unknown) => value is T) =>
  (message: unknown): message is Record<K, T> =>
    typeof message === 'object' &&
    message !== null &&
    !Array.isArray(message) &&
    Object.keys(message).length === 1 &&
    valid((message as Record<K, unknown>)[key]);

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** Its name is the port's, which a view opens to follow the video and closes when it stops. */
export const videoChannel = defineChannel('sidelight:video', {
  /** View → content script, one message: play the video from this second. */
  seek: only('seekVideo', validSeconds),
  /** Content script → view, the seek's answer: whether the page has a video to move. */
  seeked: only('seeked', isBoolean),
  /** Content script → view, on the port: where the video is now. */
  time: only('seconds', validSeconds),
});
