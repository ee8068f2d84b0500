/**
 * What the batch page says and what its files hold: status lines for every ending, time left,
 * one CSV per kind of result with the batch's own columns first, and the JSON's lines.
 */
import { describe, expect, it } from 'vitest';
import {
  batchCounts,
  batchState,
  deleteWords,
  priceLine,
  rowNoun,
  statusLine,
  timeLeft,
} from '@/components/batch/batch-state-words';
import {
  batchCsvName,
  batchJson,
  countHeader,
  csvFiles,
  errorWords,
  pageWords,
  resultKinds,
  rowStatus,
} from '@/components/batch/batch-words';
import { answerShape } from '@/components/views/answer-shape';
import { endpointById } from '@/lib/areas';
import { lineRequest, readLines } from '@/lib/areas/batch-lines';
import { samples } from '@/lib/areas/samples';
import type { BatchJob, BatchRow } from '@/lib/store/db';

const batch = (over: Partial<BatchJob> = {}): BatchJob => ({
  id: 1,
  cap: 100,
  concurrency: 3,
  running: false,
  rows: 100,
  done: 40,
  failed: 2,
  spent: 160,
  startedAt: 0,
  updatedAt: 0,
  ...over,
});

const row = (index: number, over: Partial<BatchRow> = {}): BatchRow => ({
  batchId: 1,
  index,
  url: `https://www.youtube.com/watch?v=v${index}`,
  platform: 'youtube',
  kind: 'video',
  endpointId: 'video.video',
  params: { videoId: `v${index}` },
  status: 'done',
  credits: 4,
  source: 'network',
  ms: 600,
  ...over,
});

describe('status', () => {
  it('counts pages done and failed, credits and the time left while running', () => {
    const rows = [
      row(0),
      row(1),
      ...Array.from({ length: 6 }, (_, i) => row(i + 2, { status: 'pending' })),
    ];
    expect(statusLine(batch({ running: true, rows: 8, done: 2, failed: 0, spent: 8 }), rows)).toBe(
      'Running, 3 at a time: 2 of 8 pages done, 0 failed, 8 credits, about 2 s left.',
    );
  });

  it.each([
    [{ why: 'end' as const }, 'Finished: 40 of 100 pages done, 2 failed, 160 credits.'],
    [
      { why: 'cap' as const },
      'Stopped at your cap of 100 credits: 40 of 100 pages done, 2 failed, 160 credits.',
    ],
    [
      { why: 'error' as const, message: 'Out of credits: top up your balance.' },
      'Stopped: Out of credits: top up your balance. 40 of 100 pages done, 2 failed, 160 credits.',
    ],
    [{ why: 'stopped' as const }, 'Stopped by you: 40 of 100 pages done, 2 failed, 160 credits.'],
    [
      { why: 'interrupted' as const },
      "Interrupted when Sidelight's background stopped: 40 of 100 pages done, 2 failed, 160 credits.",
    ],
  ])('says why it ended: %j', (ended, line) => {
    expect(statusLine(batch({ ended }), [])).toBe(line);
  });

  it('says what a rate limit did on the progress line and on the rows put back to wait', () => {
    const slowed = { waitSeconds: 5, atOnce: 2, until: 0, waiting: [0, 2] };
    const running = batch({ running: true, rows: 12, done: 0, failed: 0, spent: 0, slowed });
    const rows = Array.from({ length: 3 }, (_, i) => row(i, { status: 'pending' }));
    expect(statusLine(running, rows)).toBe(
      'The service asked to wait 5 s; going on 2 at a time: 0 of 12 pages done, 0 failed, 0 credits.',
    );
    expect(rows.map((each) => rowStatus(each, running))).toEqual([
      'waiting: the service asked to wait 5\u00a0s',
      'to do',
      'waiting: the service asked to wait 5\u00a0s',
    ]);
    // Once the batch has ended, a row left to do is to do.
    expect(rowStatus(rows[0] as BatchRow, { ...running, running: false })).toBe('to do');
  });

  it('lists a batch with its state, counts and credits, and says what deleting it removes', () => {
    expect([batchState(batch({ ended: { why: 'cap' } })), batchCounts(batch())]).toEqual([
      'Stopped at its cap',
      '40 of 100 pages done, 2 failed, 160 credits',
    ]);
    expect(batchState(batch({ running: true }))).toBe('Running');
    expect(deleteWords(batch())).toBe(
      'Delete batch 1? Its 100 pages and the answers kept for its files are removed. The results stay in the history and the cache.',
    );
  });

  it('says minutes for long waits and nothing before any row is timed', () => {
    const pending = Array.from({ length: 300 }, (_, i) => row(i + 1, { status: 'pending' }));
    expect(timeLeft([row(0, { ms: 2000 }), ...pending], 3)).toBe('about 4 min left');
    expect(timeLeft(pending, 3)).toBe('');
  });

  it('prices a batch with what the cache answers for free', () => {
    expect(priceLine({ total: 12, calls: 4, cached: 0 })).toBe('12 credits for 4 pages.');
    expect(priceLine({ total: 4, calls: 4, cached: 3 })).toBe(
      '4 credits for 1 page; 3 more already cached, free.',
    );
    expect(priceLine({ total: 0, calls: 39, cached: 39 })).toBe(
      'Free: the 39 pages are already cached.',
    );
    expect(priceLine({ total: 0, calls: 1, cached: 1 })).toBe('Free: the page is already cached.');
    expect(priceLine({ total: 1, calls: 1, cached: 0 })).toBe('1 credit for 1 page.');
  });

  it('says calls and pages apart where pages were asked of several things', () => {
    expect(priceLine({ total: 30, calls: 5, pages: 3, cached: 0 })).toBe(
      '30 credits for 5 calls on 3 pages.',
    );
    expect(priceLine({ total: 8, calls: 5, pages: 3, cached: 3 })).toBe(
      '8 credits for 2 calls; 3 more already cached, free.',
    );
    expect(priceLine({ total: 0, calls: 5, pages: 3, cached: 5 })).toBe(
      'Free: the 5 calls on 3 pages are already cached.',
    );
    const several = batch({ rows: 5, pages: 3, done: 4, failed: 1, spent: 30 });
    expect([batchCounts(several), rowNoun(several), deleteWords(several)]).toEqual([
      '4 of 5 calls done for 3 pages, 1 failed, 30 credits',
      'call',
      'Delete batch 1? Its 5 calls and the answers kept for its files are removed. The results stay in the history and the cache.',
    ]);
    // A batch kept before says pages, as it did.
    expect([rowNoun(batch()), rowNoun(batch({ pages: 100 }))]).toEqual(['page', 'page']);
  });

  it('names a page by platform, kind and id', () => {
    expect(pageWords(row(0))).toBe('YouTube video · v0');
  });

  it("gives a failure's reason in one line and the service's words in full", () => {
    expect(
      errorWords(
        'The service reported a failure. Retry later. The service said: “Scraper failed to load the page”',
      ),
    ).toEqual({
      short: 'The service reported a failure.',
      full: 'The service reported a failure. Retry later. The service said: “Scraper failed to load the page”',
    });
    expect(errorWords('Not found.')).toEqual({ short: 'Not found.', full: 'Not found.' });
  });

  it('lists the kinds of result of a batch in words, with what their cards count', () => {
    const rows = [
      row(0, { counts: { views: 10, likes: 2 } }),
      row(1, { endpointId: 'video.transcription' }),
      row(2, { counts: { views: 3, comments: 1 } }),
      row(3, { platform: 'reddit', kind: 'community', endpointId: 'forum.community' }),
    ];
    expect(resultKinds(rows).map(({ words, rows, counts }) => [words, rows, counts])).toEqual([
      ['YouTube video · Video', 2, ['views', 'likes', 'comments']],
      ['YouTube video · Transcript', 1, []],
      ['Reddit community · Community', 1, []],
    ]);
    expect(countHeader('spots left')).toBe('Spots left');
  });
});

describe('files', () => {
  it('names each line as it was pasted in the CSV and the JSON, blank lines and repeats counted', () => {
    const pasted = readLines(
      [
        '',
        'https://youtu.be/v0000000000',
        '',
        'hello',
        'https://youtu.be/v0000000000',
        'https://youtu.be/v0000000001',
      ].join('\n'),
    );
    const rows = pasted.pages.map((page, index) => ({
      ...row(index),
      line: page.line,
      params: lineRequest(page, endpointById('video.video')).params,
    }));
    expect(pasted.refused.map((line) => line.line)).toEqual([4, 5]);
    expect(csvFiles(rows, {}, answerShape)[0]?.rows.map((line) => line.line)).toEqual([2, 6]);
    expect(batchJson(batch(), rows, {}).lines.map((line) => line.line)).toEqual([2, 6]);
  });

  it("puts the batch's columns first, in the table's words; an answer's field of the same name does not replace them", () => {
    const [file] = csvFiles(
      [row(0)],
      { 0: { title: 'A video', url: 'https://example.com', line: 99 } },
      answerShape,
    );
    const [line] = file?.rows ?? [];
    expect(Object.keys(line ?? {})).toEqual([
      'line',
      'page address',
      'page',
      'asked',
      'outcome',
      'error',
      'title',
      'URL',
    ]);
    expect(line).toMatchObject({
      line: 1,
      'page address': 'https://www.youtube.com/watch?v=v0',
      asked: 'Video',
      outcome: 'done',
    });
  });

  it('states each row as the table does ("to do", "failed", "done (cache)"), never the stored word', () => {
    const rows = [
      row(0, { status: 'pending', credits: 0 }),
      row(1, { status: 'failed', error: 'Not found.', credits: 0 }),
      row(2, { source: 'cache', credits: 0 }),
    ];
    const [file] = csvFiles(rows, {}, answerShape);
    expect(file?.rows.map((line) => line.outcome)).toEqual(rows.map((row) => rowStatus(row)));
    expect(file?.rows.map((line) => line.outcome)).toEqual(['to do', 'failed', 'done (cache)']);
  });

  it('makes one CSV per endpoint asked, each row with its own answer, a list one row per item', () => {
    const rows = [row(0), row(1, { endpointId: 'video.comments' }), row(2)];
    const files = csvFiles(
      rows,
      {
        0: { title: 'zero' },
        1: { comments: [{ text: 'a' }, { text: 'b' }] },
        2: { title: 'two' },
      },
      answerShape,
    );
    expect(files.map((file) => [file.endpointId, file.rows.map((line) => line.line)])).toEqual([
      ['video.video', [1, 3]],
      ['video.comments', [2, 2]],
    ]);
    expect(files[0]?.rows[1]?.title).toBe('two');
    expect(files[1]?.rows.map((line) => line.text)).toEqual(['a', 'b']);
  });

  it("keeps the lists inside things in files of their own, each row with its page's line", () => {
    const rows = [
      row(0, {
        endpointId: 'photo.user',
        platform: 'instagram',
        kind: 'user',
        params: { username: 'nasa' },
      }),
    ];
    const files = csvFiles(rows, { 0: samples['photo.user'] }, answerShape);
    expect(files.map((file) => [file.list ?? '', file.rows.length])).toEqual([
      ['', 1],
      ['bio links', samples['photo.user'].bioLinks.length],
      ['recent posts', samples['photo.user'].recentPosts.length],
    ]);
    expect(files[2]?.rows[0]).toMatchObject({ line: 1, page: 'Instagram profile · nasa' });
    expect(files.map((file) => batchCsvName(7, file).replace(/-\d{4}-\d{2}-\d{2}/, ''))).toEqual([
      'sidelight-batch-7-instagram-profile.csv',
      'sidelight-batch-7-instagram-profile-bio-links.csv',
      'sidelight-batch-7-instagram-profile-recent-posts.csv',
    ]);
  });

  it('names a page kind in words', () => {
    expect(
      pageWords(row(0, { platform: 'facebook', kind: 'marketplaceItem', params: { id: '1' } })),
    ).toBe('Facebook Marketplace listing · 1');
  });

  it('states in the JSON how complete the batch is, with every line and its answer', () => {
    const rows = [row(0), row(1, { status: 'failed', error: 'Not found.', credits: 0 })];
    expect(
      batchJson(batch({ rows: 2, done: 1, failed: 1, spent: 4 }), rows, { 0: { title: 'zero' } }),
    ).toEqual({
      batch: { rows: 2, done: 1, failed: 1, credits: 4, complete: false },
      lines: [
        {
          line: 1,
          url: 'https://www.youtube.com/watch?v=v0',
          platform: 'youtube',
          page: 'video',
          endpoint: 'video.video',
          params: { videoId: 'v0' },
          status: 'done',
          credits: 4,
          data: { title: 'zero' },
        },
        {
          line: 2,
          url: 'https://www.youtube.com/watch?v=v1',
          platform: 'youtube',
          page: 'video',
          endpoint: 'video.video',
          params: { videoId: 'v1' },
          status: 'failed',
          credits: 0,
          error: 'Not found.',
        },
      ],
    });
  });

  it('keeps the lines not sent in the JSON, as typed and with why', () => {
    const notSent = [{ line: 3, text: 'not a page', reason: 'Not a page.', group: 'Not a page.' }];
    expect(batchJson(batch({ notSent }), [], {}).notSent).toEqual([
      { line: 3, text: 'not a page', reason: 'Not a page.' },
    ]);
    expect(batchJson(batch(), [], {})).not.toHaveProperty('notSent');
  });
});
