/**
 * The list of automatic refreshes, from runs of the schedule against the local fake of the
 * service (the clock faked): what each run says it refreshed, spent, found moved and failed
 * with why; the batches people ran listed without them, on the batch page and in Storage; a
 * backup restoring them into their own list with their news; and why a run stopped early, for
 * every way a batch can end.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  runFailureWords,
  runMovedWords,
  runSummaryWords,
} from '@/components/settings/automatic-refresh-words';
import { restoreBackup } from '@/components/settings/restore';
import { countsOf, rowCountWords, rowSizes } from '@/components/settings/storage-words';
import { errorFromAnswer, withoutRetryAdvice } from '@/lib/api/errors';
import { priceOfCall, spendOf } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { settingsExport } from '@/lib/extension/shared/settings-file';
import { type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { readBackup } from '@/lib/extension/views/backup/read';
import { writeBackup } from '@/lib/extension/views/backup/write';
import {
  type AutomaticRun,
  automaticRuns,
  countAutomatic,
  latestBatch,
  listBatches,
} from '@/lib/store/batches';
import { type BatchJob, jobEnds, openStore } from '@/lib/store/db';
import { keptRows } from '@/lib/store/kept-stores';
import { automaticSpent, ledgerEntries } from '@/lib/store/ledger';
import { measureKept } from '@/lib/store/lifecycle';
import { mergeChunk } from '@/lib/store/restore';
import { serviceSuite } from '../support/service-suite';
import { scheduleFrom, watchRunsOver } from '../support/watch-runs';

const suite = serviceSuite();
const day = 24 * 3_600_000;
const start = new Date(2026, 10, 10, 9, 0).getTime();

/** Two things watched every day: a video and a channel. */
const watchedCalls = [
  {
    title: 'A video watched',
    endpointId: 'video.video',
    params: { videoId: 'dQw4w9WgXcQ' },
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  },
  {
    title: 'A channel watched',
    endpointId: 'video.channel',
    params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' },
    url: 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg',
  },
] as const;
const [video, channel] = watchedCalls;
const videoSample = sampleOf('video.video') as { viewCount: number };

function setUp() {
  const { service, runs, batches } = watchRunsOver(suite);
  const keyOf = (call: (typeof watchedCalls)[number]) =>
    service.keyOf({ id: call.endpointId, params: call.params }) ?? '';
  return { runs, batches, keyOf };
}

/** A batch a person ran, of the video alone, to its end. */
async function aBatchByHand(batches: ReturnType<typeof watchRunsOver>['batches']) {
  const started = await batches.start({
    rows: [{ url: video.url, id: video.endpointId, params: video.params }],
    cap: 100,
    concurrency: 1,
  });
  if (!started.ok) throw new Error(started.message);
  await batches.finished(started.batch.id);
  return started.batch;
}

/** Credits the ledger says automatic refreshes spent from `from` on (answered calls). */
const spentSince = async (from: number) =>
  (await ledgerEntries(suite.db))
    .filter((entry) => entry.purpose === 'automaticRefresh' && entry.at >= from)
    .filter((entry) => entry.outcome === 'ok')
    .reduce((sum, entry) => sum + entry.price, 0);

/** The list's words of a run, as the settings show them. */
const wordsOf = ({ batch, failed }: AutomaticRun) => ({
  summary: runSummaryWords(batch),
  moved: runMovedWords(batch),
  failures: runFailureWords(failed),
});

scheduleFrom(suite, start);

/**
 * Two days of a daily schedule: the first run refreshes both things; on the second the video's
 * views rose from 1,000 to 1,500 and the channel's scrape failed.
 */
async function twoDays() {
  const { runs, batches, keyOf } = setUp();
  const things: WatchedThing[] = watchedCalls.map((call) => ({
    ...call,
    key: keyOf(call),
    addedAt: start - day,
    schedule: 'daily',
    dueAt: start,
  }));
  await watched.setValue(things);
  suite.fake.inject({
    endpoint: 'video.video',
    respond: { status: 200, body: { ...videoSample, viewCount: 1000 } },
  });
  await runs.wake();
  const secondDay = start + day;
  vi.setSystemTime(secondDay);
  suite.fake.inject({
    endpoint: 'video.video',
    respond: {
      status: 200,
      body: { ...videoSample, viewCount: 1500 },
    },
  });
  suite.fake.inject({
    endpoint: 'video.channel',
    respond: { status: 500, body: { success: false, error: 'scrape failed' } },
  });
  await runs.wake();
  return { batches, secondDay };
}

describe('the list of automatic refreshes', () => {
  it('says of each run, newest first, what it refreshed, what it spent, what moved and what failed with why', async () => {
    const { secondDay } = await twoDays();
    const listed = await automaticRuns(suite.db);
    expect(listed.map((run) => run.batch.startedAt)).toEqual([secondDay, start]);
    const [second, first] = listed.map(wordsOf);

    const firstSpent = (await spentSince(start)) - (await spentSince(secondDay));
    expect(firstSpent).toBe(spendOf(watchedCalls));
    expect(first).toEqual({
      summary: `2 things refreshed · ${firstSpent} credits spent.`,
      moved: 'Nothing moved since you last looked.',
      failures: [],
    });

    // The channel's failed call cost nothing: only the video's counts.
    const secondSpent = await spentSince(secondDay);
    expect(secondSpent).toBe(priceOfCall(video.endpointId, video.params));
    expect(second?.summary).toBe(
      `1 of 2 things refreshed, 1 failed · ${secondSpent} credits spent.`,
    );
    expect(second?.moved).toBe(`Moved since you last looked: ${video.title} +500 views (+50.0 %).`);
    // What the runs say they spent is what the month's spending of automatic refreshes counts.
    expect(listed.reduce((sum, run) => sum + run.batch.spent, 0)).toBe(
      await automaticSpent(suite.db, secondDay),
    );
    // The advice to retry is a person's; a refresh is tried again by itself.
    expect(second?.failures).toEqual([
      `YouTube channel · ${channel.params.channelId}: The service failed (500). The service said: “scrape failed”. Tried again when next due.`,
    ]);
  });

  it('keeps the batches people ran apart: the batch page lists and opens only theirs', async () => {
    const { batches } = await twoDays();
    const byHand = await aBatchByHand(batches);
    expect((await listBatches(suite.db)).map((batch) => batch.id)).toEqual([byHand.id]);
    expect((await latestBatch(suite.db))?.id).toBe(byHand.id);
    expect((await automaticRuns(suite.db)).every((run) => run.batch.automatic)).toBe(true);
    expect(await automaticRuns(suite.db)).toHaveLength(2);
  });

  it('Storage counts the batches people ran, and the automatic refreshes on a row of their own', async () => {
    await aBatchByHand((await twoDays()).batches);
    const use = {
      stores: await measureKept(suite.db),
      watchedSnapshots: 0,
      automaticRefreshes: await countAutomatic(suite.db),
    };
    const counts = countsOf(use, watchedCalls.length);
    const words = new Map(keptRows.map((row) => [row.title, rowCountWords(row, counts)]));
    expect(words.get('Batches and their lines')).toBe('1 batch (1 line)');
    expect(words.get('Automatic refreshes and their lines')).toBe(
      '2 automatic refreshes (4 lines)',
    );
    // Four lines of five, with their answers: the larger part of what the batches' stores hold.
    const sizes = new Map([...rowSizes(use, counts)].map(([row, bytes]) => [row.title, bytes]));
    expect(sizes.get('Automatic refreshes and their lines')).toBeGreaterThan(
      3 * (sizes.get('Batches and their lines') ?? 0),
    );
  });

  it('a backup restores them into their own list, with what moved and what failed', async () => {
    await twoDays();
    const before = (await automaticRuns(suite.db)).map(wordsOf);
    const text = await (
      await writeBackup(suite.db, {
        madeAt: start + 2 * day,
        browser: 'Chromium',
        settings: await settingsExport(),
        watched: await watched.getValue(),
      })
    ).text();
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.problems.join(' '));
    const fresh = await openStore('restored');
    await restoreBackup(read.backup, (chunk) =>
      mergeChunk(fresh, chunk, { cacheBytes: 50 * 1024 * 1024 }),
    );
    expect(await listBatches(fresh)).toEqual([]);
    expect((await automaticRuns(fresh)).map(wordsOf)).toEqual(before);
  });
});

describe('a run that stopped before its last thing', () => {
  // A run of three things: one refreshed, one failed, one never asked.
  const stoppedRun = (ended: NonNullable<BatchJob['ended']>): BatchJob => ({
    id: 1,
    cap: 6,
    concurrency: 3,
    automatic: true,
    running: false,
    ended,
    rows: 3,
    done: 1,
    failed: 1,
    spent: 2,
    startedAt: start,
    updatedAt: start,
  });

  it.each(jobEnds.filter((why) => why !== 'end'))(
    'ended by %s: says how many were not asked, and why in a sentence of its own',
    (why) => {
      expect(runSummaryWords(stoppedRun({ why }))).toMatch(
        /^1 of 3 things refreshed, 1 failed, 1 not asked · 2 credits spent\. It [^.]+\.$/,
      );
    },
  );

  it("ended by an error with the service's words: says those", () => {
    expect(
      runSummaryWords(stoppedRun({ why: 'error', message: 'The service refused the key.' })),
    ).toBe(
      '1 of 3 things refreshed, 1 failed, 1 not asked · 2 credits spent. The service refused the key.',
    );
  });
});

describe('a failed refresh’s words', () => {
  // Every status the service answers with an error, and a rate limit with and without its wait.
  const statuses = [400, 401, 402, 403, 404, 408, 422, 429, 500, 502, 503, 504];
  it.each(statuses)('keep what happened and drop the advice to retry (%i)', (status) => {
    const { message } = errorFromAnswer(status, { success: false }, new Headers());
    const words = withoutRetryAdvice(message);
    expect(words).not.toMatch(/retry/i);
    // The first sentence, what happened, stays as it was.
    expect(message.startsWith(words.split('. ')[0] ?? '')).toBe(true);
    expect(words).toMatch(/[.!?]$/);
  });

  it('drop only the advice', () => {
    expect(withoutRetryAdvice('The service failed (500). Retry in a minute.')).toBe(
      'The service failed (500).',
    );
    expect(withoutRetryAdvice('Too many requests. Wait 30 s, then retry.')).toBe(
      'Too many requests. Wait 30 s.',
    );
    expect(
      withoutRetryAdvice(
        'No answer within 30 s. The service may still have charged the call: check your balance before you retry.',
      ),
    ).toBe(
      'No answer within 30 s. The service may still have charged the call: check your balance.',
    );
  });
});
