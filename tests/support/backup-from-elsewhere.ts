/**
 * A backup made in another profile, for the tests of what a restore may change: an overdue
 * watched thing, a batch that was running, and settings that would un-pause automatic refreshes,
 * raise their cap, remove the daily budget and point at another address.
 */
import { endpointById } from '../../lib/areas';
import { cacheKey } from '../../lib/store/cache';

const day = 86_400_000;
const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const profile = endpointById('shortvideo.user');
const profileParams = profile.params.parse({ username: 'mika.in.tokyo' }) as Record<
  string,
  unknown
>;

export const backupFromElsewhere = (now: number) => ({
  sidelightBackup: 1,
  madeAt: now - 30 * day,
  browser: 'Chromium',
  settings: {
    sidelightSettings: 2,
    baseUrl: 'http://localhost:9',
    pathStyle: null,
    batchConcurrency: 3,
    preferences: {
      autoFetch: true,
      autoFetchDelaySeconds: 1.5,
      demoData: false,
      transcriptLanguage: 'en',
      copyFormat: 'stamped',
      defaultCount: null,
    },
    apiSettings: {
      cacheHours: 24,
      cacheMegabytes: 50,
      dailyBudget: null,
      monthlyBudget: 300,
      historyDays: null,
      watchedSnapshots: 100,
      automaticCap: 500,
      automaticPaused: false,
      notifyMoves: false,
    },
  },
  watched: [
    {
      key: cacheKey({ id: profile.id }, profileParams),
      endpointId: profile.id,
      params: profileParams,
      url: profileUrl,
      title: 'Mika in Tokyo',
      addedAt: now - 40 * day,
      schedule: 'daily',
      dueAt: now - 3 * day,
    },
  ],
  stores: {
    batches: [
      {
        id: 4,
        cap: 40,
        concurrency: 3,
        running: true,
        rows: 2,
        done: 1,
        failed: 0,
        spent: 4,
        startedAt: now - 31 * day,
        updatedAt: now - 31 * day,
      },
    ],
  },
});
