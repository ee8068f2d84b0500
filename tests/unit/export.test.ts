import { describe, expect, it } from 'vitest';
import { csvFiles } from '@/components/batch/batch-words';
import { ledgerRows } from '@/components/settings/ledger-words';
import { answerShape } from '@/components/views/answer-shape';
import { csvLabel, csvTables } from '@/components/views/ExportBar';
import { valueAt } from '@/lib/api/pagination';
import { withNeutralFields } from '@/lib/api/path-style';
import { endpoints } from '@/lib/areas';
import { sampleOf, samples } from '@/lib/areas/samples';
import { cell, flatten, toCsv } from '@/lib/export/csv';
import { fileName } from '@/lib/export/files';
import { tablesOf } from '@/lib/export/table';
import {
  clock,
  cuesOf,
  formatTranscript,
  timestamp,
  toMarkdown,
  toParagraphs,
  toSrt,
  toStampedText,
  toVtt,
  transcriptFormats,
} from '@/lib/export/transcript';
import { resultFileName } from '@/lib/export/words';
import type { LedgerEntry } from '@/lib/store/db';
import { spent } from '@/lib/store/ledger';
import { withOwnFields } from '../fake-api/routes';

const video = cuesOf(samples['video.transcription']);
const tiktok = cuesOf(samples['shortvideo.subtitles']);

describe('transcripts', () => {
  it('reads both resources: start + duration, and start / end', () => {
    const first = samples['video.transcription'].segments[0];
    expect(video[0]).toEqual({
      start: first?.start,
      end: (first?.start ?? 0) + (first?.duration ?? 0),
      text: first?.text.trim(),
    });
    expect(tiktok[1]).toEqual({
      start: 2.84,
      end: 5.96,
      text: 'Number one: you will walk way more than you think.',
    });
    expect(video).toHaveLength(samples['video.transcription'].segments.length);
  });

  it('writes exact SRT and WebVTT times', () => {
    expect(timestamp(0, ',')).toBe('00:00:00,000');
    expect(timestamp(83.5, ',')).toBe('00:01:23,500');
    expect(timestamp(3725.0049, '.')).toBe('01:02:05.005');
    expect(timestamp(2.84, '.')).toBe('00:00:02.840');
    const srt = toSrt(tiktok);
    expect(
      srt.startsWith(
        '1\n00:00:00,000 --> 00:00:02,840\nOkay, three things nobody tells you about moving to Tokyo.\n\n2\n00:00:02,840 --> 00:00:05,960\n',
      ),
    ).toBe(true);
    expect(srt.split('\n\n')).toHaveLength(tiktok.length);
    const vtt = toVtt(tiktok);
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:02.840\n')).toBe(true);
  });

  it('keeps a cue on one line, so a line break inside it cannot end the block', () => {
    const cues = [{ start: 1, end: 2, text: 'one\ntwo' }];
    expect(toSrt(cues)).toBe('1\n00:00:01,000 --> 00:00:02,000\none two\n');
  });

  it('stamps lines [mm:ss] and past an hour h:mm:ss', () => {
    expect(clock(83.9)).toBe('01:23');
    expect(clock(3723)).toBe('1:02:03');
    expect(toStampedText(tiktok).split('\n')[1]).toBe(
      '[00:02] Number one: you will walk way more than you think.',
    );
  });

  it('groups paragraphs at pauses', () => {
    const cues = [
      { start: 0, end: 1, text: 'a' },
      { start: 1, end: 2, text: 'b' },
      { start: 5, end: 6, text: 'c' },
    ];
    expect(toParagraphs(cues)).toBe('a b\n\nc');
  });

  it('links each line of the Markdown to its moment, escaping markup', () => {
    const markdown = toMarkdown([{ start: 65, end: 70, text: 'a *b* [c]' }], {
      title: 'T_1',
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3s',
    });
    expect(markdown).toBe(
      '# T\\_1\n\n- [01:05](https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=65s) a \\*b\\* \\[c\\]\n',
    );
  });

  it.each(Object.keys(transcriptFormats) as (keyof typeof transcriptFormats)[])(
    '%s keeps unicode text',
    (format) => {
      const text = formatTranscript(format, [{ start: 0, end: 1, text: '寿司 🍣 مرحبا' }], {
        title: 'x',
      });
      expect(text).toContain('寿司 🍣 مرحبا');
    },
  );
});

describe('CSV', () => {
  it('flattens nested fields to dotted columns', () => {
    expect(flatten({ a: { b: 1, c: [2, { d: 3 }] }, e: [] })).toEqual({
      'a.b': 1,
      'a.c.0': 2,
      'a.c.1.d': 3,
      e: '[]',
    });
  });

  it('starts with a BOM, quotes what needs it, and defuses formulas', () => {
    const csv = toCsv([
      { name: '=HYPERLINK("http://x")', note: 'a, "b"\nc', n: -5 },
      { name: '@SUM(A1)', extra: '+1', minus: '-2' },
    ]);
    expect(csv.startsWith('\uFEFFname,note,n,extra,minus\r\n')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")","a, ""b""\nc",-5,,`);
    expect(csv).toContain(`'@SUM(A1),,,'+1,'-2`);
    expect(cell('寿司')).toBe('寿司');
  });

  it('turns every list of the samples into one row per item', () => {
    const { comments } = samples['video.comments'];
    const lines = toCsv(comments).trimEnd().split('\r\n');
    expect(lines).toHaveLength(comments.length + 1);
    expect(lines[0]).toContain('authorChannelId');
  });
});

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** The batch's CSV of one page that asked this endpoint and got this answer. */
const batchOf = (endpointId: string, data: unknown) =>
  csvFiles(
    [
      {
        batchId: 1,
        index: 0,
        url: videoUrl,
        platform: 'youtube',
        kind: 'video',
        endpointId,
        params: {},
        status: 'done',
        credits: 4,
        source: 'network',
      },
    ],
    { 0: data },
    answerShape,
  );
/** The columns a batch's file puts before the answer's own (`askedColumns` in batch-words.ts). */
const batchColumns = ['line', 'page', 'page address', 'asked', 'outcome', 'error'];
const csvLines = (rows: Record<string, unknown>[]) => toCsv(rows).slice(1).trimEnd().split('\r\n');

describe("a YouTube video's CSV", () => {
  const video = samples['video.video'];
  const [main, ...lists] = csvTables('video.video', video);

  it('is one row of its fields, its keywords in one cell, as the batch writes it', () => {
    expect(main?.name).toBe('video');
    expect(csvLabel(main ?? { name: '', rows: [], kinds: {} })).toBe('Download CSV (1 row: video)');
    expect(lists).toEqual([]);
    const [header = '', row = '', ...more] = csvLines(main?.rows ?? []);
    expect(more).toEqual([]);
    expect(header.split(',')).toEqual(
      expect.arrayContaining(['title', 'view count', 'like count', 'comment count', 'keywords']),
    );
    expect(row).toContain(video.title);
    expect(row).toContain(String(video.viewCount));
    expect(row).toContain(`"${video.keywords.join(', ')}"`);
    const [batch] = batchOf('video.video', video);
    expect(batch?.rows).toHaveLength(1);
    expect(batch?.rows[0]).toMatchObject(main?.rows[0] ?? {});
  });
});

// Every endpoint's sample: what the panel's buttons offer, and what the batch writes of it.
describe.each(endpoints.map((endpoint) => [endpoint.id, endpoint] as const))(
  'the CSV files of %s',
  (id) => {
    const shape = answerShape(id);
    const data = sampleOf(id);
    const tables = csvTables(id, data);

    it('are a row per item of a list, or one row of a thing with its lists of things apart', () => {
      expect(tables.length).toBeGreaterThan(0);
      const [main, ...lists] = tables;
      const items =
        shape.items === undefined
          ? undefined
          : shape.items === ''
            ? data
            : valueAt(data, shape.items);
      // A thread is a row for the post it answers (where the answer holds it) and for each comment
      // and each reply at every depth.
      const thread = shape.thread;
      const everyOne = (list: unknown[]): number =>
        list.reduce<number>((sum, item) => {
          const replies = thread?.replies === undefined ? undefined : valueAt(item, thread.replies);
          return sum + 1 + (Array.isArray(replies) ? everyOne(replies) : 0);
        }, 0);
      const rooted = thread?.root === undefined ? 0 : 1;
      expect(main?.rows).toHaveLength(Array.isArray(items) ? rooted + everyOne(items) : 1);
      // A list answer's things have no lists of their own beside it: `inThing` is empty then.
      const inThing = Object.entries(shape.items === undefined ? (data as object) : {}).filter(
        ([, value]) => Array.isArray(value) && value.some((item) => typeof item === 'object'),
      );
      expect(lists.map((list) => list.rows.length)).toEqual(
        inThing.map(([, value]) => (value as unknown[]).length),
      );
      for (const table of tables) {
        const lines = csvLines(table.rows);
        expect(lines).toHaveLength(table.rows.length + 1);
        for (const line of lines) expect(line.replace(/[,"]/g, '')).not.toBe('');
        expect(csvLabel(table)).toMatch(/^Download CSV \(\d[\d,]* rows?: [a-z][a-z ]*\)$/);
      }
    });

    it("are the batch's, row for row, behind the batch's own columns", () => {
      const batch = batchOf(id, data);
      expect(batch.map((file) => file.rows.length)).toEqual(
        tables.map((table) => table.rows.length),
      );
      tables.forEach((table, index) => {
        table.rows.forEach((row, at) => {
          const written = batch[index]?.rows[at] ?? {};
          const shared = Object.entries(row).filter(([column]) => !batchColumns.includes(column));
          expect(shared.map(([column]) => [column, written[column]])).toEqual(shared);
        });
      });
    });
  },
);

it('writes a Reddit answer in its own words (subreddit) once, whichever way the service spelt it', () => {
  const post = samples['forum.post'];
  for (const answer of [post, withNeutralFields(withOwnFields(post))]) {
    const [main] = csvTables('forum.post', answer);
    const columns = Object.keys(main?.rows[0] ?? {});
    expect(columns.filter((column) => /subreddit|subforum/.test(column))).toEqual(['subreddit']);
    expect(main?.rows[0]?.subreddit).toBe(post.subforum);
  }
});

it('names a nested field apart from a field that reads the same', () => {
  const { main } = tablesOf(
    { locationType: 'offline', location: { type: 'venue' } },
    { name: 'event' },
  );
  expect(main.rows).toEqual([{ 'location type': 'offline', 'location: type': 'venue' }]);
});

it('a list of plain values is one cell of a thing, and a column of a list answer', () => {
  expect(
    tablesOf({ title: 'A video', keywords: ['rick', 'astley', '=1+1'] }, { name: 'video' }),
  ).toEqual({
    main: {
      name: 'video',
      rows: [{ title: 'A video', keywords: 'rick, astley, =1+1' }],
      kinds: {},
    },
    lists: [],
  });
  const { main } = tablesOf(['a', '=1'], { name: 'suggestions', items: '' });
  expect(toCsv(main.rows)).toBe("\uFEFFsuggestions\r\na\r\n'=1\r\n");
});

describe('file names', () => {
  it('say what is inside and are safe on any file system', () => {
    const date = new Date(2026, 10, 21);
    expect(
      fileName(
        { platform: 'youtube', kind: 'video', id: 'dQw4w9WgXcQ', what: 'comments', date },
        'csv',
      ),
    ).toBe('youtube-video-dQw4w9WgXcQ-comments-2026-11-21.csv');
    expect(
      fileName(
        { platform: 'facebook', kind: 'post', id: 'https://www.facebook.com/x/posts/1?a=b', date },
        'json',
      ),
    ).toBe('facebook-post-https-www.facebook.com-x-posts-1-a-b-2026-11-21.json');
  });

  it("name a result by its platform and what it holds, in the records' words", () => {
    const date = new Date(2026, 10, 21);
    const name = (parts: Omit<Parameters<typeof resultFileName>[0], 'date'>) =>
      resultFileName({ ...parts, date }, 'csv');
    expect(name({ endpointId: 'video.video', kind: 'video', id: 'dQw4w9WgXcQ' })).toBe(
      'youtube-video-dQw4w9WgXcQ-2026-11-21.csv',
    );
    expect(name({ endpointId: 'video.comments', kind: 'video', id: 'dQw4w9WgXcQ' })).toBe(
      'youtube-video-dQw4w9WgXcQ-comments-2026-11-21.csv',
    );
    expect(name({ endpointId: 'photo.post' })).toBe('instagram-post-2026-11-21.csv');
    // Without a page (the history, the explorer): what it holds, then its id.
    expect(name({ endpointId: 'video.comments', id: 'dQw4w9WgXcQ' })).toBe(
      'youtube-comments-dQw4w9WgXcQ-2026-11-21.csv',
    );
    expect(name({ endpointId: 'shortvideo.video' })).toBe('tiktok-video-2026-11-21.csv');
    expect(name({ endpointId: 'microblog.searchPosts' })).toBe(
      'threads-search-posts-2026-11-21.csv',
    );
    expect(name({ endpointId: 'professional.searchUsers' })).toBe(
      'linkedin-search-people-2026-11-21.csv',
    );
    expect(name({ endpointId: 'events.calendarEvents' })).toBe('luma-events-2026-11-21.csv');
    expect(name({ endpointId: 'social.marketplaceItem', kind: 'marketplaceItem', id: '123' })).toBe(
      'facebook-marketplace-listing-123-2026-11-21.csv',
    );
    expect(
      name({ endpointId: 'photo.user', kind: 'user', id: 'natgeo', list: 'recent posts' }),
    ).toBe('instagram-profile-natgeo-recent-posts-2026-11-21.csv');
  });
});

describe("the ledger's file", () => {
  it('says what each call cost by the ledger\'s rule: its "charged" column sums to what was spent', () => {
    const entry = (outcome: LedgerEntry['outcome'], used?: number): LedgerEntry => ({
      at: Date.UTC(2026, 10, 26),
      day: '2026-11-26',
      month: '2026-11',
      endpointId: 'video.video',
      params: { videoId: 'dQw4w9WgXcQ' },
      price: 4,
      ...(used === undefined ? {} : { used }),
      outcome,
    });
    // Answered with the service's figure, answered without one, timed out, rate limited.
    const entries = [entry('ok', 2), entry('ok'), entry('timeout'), entry('rateLimited')];
    const rows = ledgerRows(entries);
    expect(rows.map((row) => row.charged)).toEqual([2, 4, 4, 0]);
    const records = toCsv(rows).slice(1).trimEnd().split('\r\n');
    const column = records[0]?.split(',').indexOf('charged') ?? -1;
    const sum = records
      .slice(1)
      .reduce((total, line) => total + Number(line.split(',')[column]), 0);
    expect(sum).toBe(entries.reduce((total, one) => total + spent(one), 0));
  });
});
