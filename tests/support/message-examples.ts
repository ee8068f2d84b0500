/**
 * One valid payload for every message the background answers, so that tests which send them all
 * (from the wrong sender, from a content script's world, from another extension) are refused for
 * who sent them, never for what they carried. A new message type must add its example here.
 */
import type { backgroundMessages } from '../../lib/extension/messages';

export const messageExamples: { [T in keyof typeof backgroundMessages]: unknown } = {
  reportPage: {
    platform: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'Never Gonna Give You Up',
    match: { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } },
  },
  callApi: { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } },
  cancelCall: { requestId: 'request-1' },
  creditTotals: undefined,
  listHistory: {},
  deleteHistory: { id: 1 },
  setupState: undefined,
  getHistory: { id: 1 },
  listLedger: {},
  clearCache: undefined,
  clearHistory: undefined,
  seekVideo: { tabId: 1, seconds: 30 },
  videoTime: { tabId: 1 },
};
