/**
 * One valid payload for every message the background answers, so that tests which send them all
 * (from the wrong sender, from Sidelight's world inside a page, from another extension) are refused for
 * who sent them, never for what they carried. A new message type must add its example here.
 */
import type { messages } from '../../lib/extension/shared/messages';

export const messageExamples: { [T in keyof typeof messages]: unknown } = {
  reportPage: {
    platform: 'youtube',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: 'A video',
    match: { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } },
  },
  callApi: { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } },
  takeAnswer: { key: 'video.comments:{"videoId":"x"}', fetchedAt: 1_700_000_000_000 },
  cancelCall: { requestId: 'request-1' },
  creditTotals: undefined,
  listHistory: {},
  deleteHistory: { id: 1 },
  setupState: undefined,
  getHistory: { id: 1 },
  historySummary: { id: 1 },
  callKey: { id: 'video.channel', params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' } },
  snapshots: { id: 'video.channel', params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' } },
  listLedger: {},
  keptUse: undefined,
  watchedChanges: undefined,
  clearKept: { action: 'clearCache' },
  restoreChunk: {
    store: 'ledger',
    records: [
      {
        at: 1,
        day: '1970-01-01',
        month: '1970-01',
        endpointId: 'video.video',
        params: { videoId: 'dQw4w9WgXcQ' },
        price: 1,
        outcome: 'ok',
      },
    ],
  },
  testKey: undefined,
  reportProblem: { doing: 'savingSettings', error: 'QuotaExceededError: the quota was exceeded' },
  costNow: { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } },
  loadAll: { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' }, cap: 10 },
  resumeJob: { jobId: 1, cap: 10 },
  stopJob: { jobId: 1 },
  findJob: { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' } },
  jobPages: { jobId: 1, from: 0 },
  startBatch: {
    rows: [
      {
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        id: 'video.video',
        params: { videoId: 'dQw4w9WgXcQ' },
      },
    ],
    cap: 10,
    concurrency: 3,
  },
  resumeBatch: { batchId: 1, cap: 10 },
  stopBatch: { batchId: 1 },
  batchState: {},
  listBatches: undefined,
  automaticRefreshes: undefined,
  deleteBatch: { batchId: 1 },
  batchAnswers: { batchId: 1 },
};
