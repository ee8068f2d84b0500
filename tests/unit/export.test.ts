import { describe, expect, it } from 'vitest';
import { listOf } from '@/components/views/ExportBar';
import { endpoints } from '@/lib/api/catalog';
import { sampleOf, samples } from '@/lib/api/samples';
import { cell, flatten, toCsv } from '@/lib/export/csv';
import { fileName } from '@/lib/export/files';
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

// Every endpoint whose sample has a list: the panel offers "Download CSV (N rows)" for it.
const offered = endpoints.flatMap((endpoint) => {
  const list = listOf(sampleOf(endpoint.id), endpoint.pagination?.items);
  return list ? [[endpoint.id, list] as const] : [];
});

describe.each(offered)('the CSV the panel offers for %s', (_, list) => {
  const lines = toCsv(list.items, list.name).slice(1).split('\r\n');

  it('has one line per item the button counts, under a header, and no empty line', () => {
    expect(lines.at(-1)).toBe('');
    const [header = '', ...rows] = lines.slice(0, -1);
    expect(rows).toHaveLength(list.items.length);
    for (const line of [header, ...rows]) expect(line.replace(/[,"]/g, '')).not.toBe('');
  });
});

it('a list of plain values is one column named after the list', () => {
  const list = listOf({ title: 'A video', keywords: ['rick', 'astley', '=1+1'] });
  expect(list && toCsv(list.items, list.name)).toBe(
    "\uFEFFkeywords\r\nrick\r\nastley\r\n'=1+1\r\n",
  );
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
});
