/**
 * The comment analysis as files: each part's rows from a hand-made analysis, the CSV's one long
 * table and the workbook's sheet a part (read back as a spreadsheet program reads them, hostile
 * text staying text), and, in the comments view, a filter by term or author making the files hold
 * what the list shows and say which filter.
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemarkAnalysis } from '@/components/views/comment-analysis/RemarkAnalysis';
import { byAuthor, listAt, matching } from '@/components/views/list/list-data';
import type { ViewSpec } from '@/lib/api/view-spec';
import { familyViewOf } from '@/lib/areas/views';
import type { CommentAnalysis } from '@/lib/comment-analysis/analysis';
import type { Remark } from '@/lib/comment-analysis/remark';
import {
  analysisCsvRows,
  analysisFileName,
  analysisTables,
  partTitles,
} from '@/lib/comment-analysis/tables';
import { toCsv } from '@/lib/export/csv';
import { workbookBytes } from '@/lib/export/workbook';
import { discussedComments } from '../bench/big-answers';
import { csvParts } from '../support/analysis-files';
import { withDocument } from '../support/document';
import { csvRecords, readWorkbook } from '../support/read-workbook';

const at = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
const reviewNouns = { one: 'review', many: 'reviews' };

// What the service might send: a formula, a sign, an address, an author that looks like a mention.
const ana: Remark = {
  index: 0,
  text: '=HYPERLINK("https://evil.example")',
  author: '@ana',
  likes: 7,
  time: at('2026-10-02'),
  stars: 1,
};
const bo: Remark = {
  index: 1,
  text: 'Why so slow? -5 stars',
  author: 'Bo',
  likes: 3,
  time: at('2026-11-30'),
  stars: 4,
};
const cy: Remark = { index: 2, text: '+1 great battery', time: undefined, stars: 5 };
const reviews = [ana, bo, cy];

/** An analysis made by hand, as `analyseRemarks` would give it for the three reviews. */
const handMade: CommentAnalysis = {
  remarks: 3,
  volume: {
    unit: 'day',
    bars: [
      { start: '2026-10-02', count: 1 },
      { start: '2026-10-03', count: 0 },
    ],
    undated: 1,
  },
  mostLiked: [ana, bo],
  questions: [{ remark: bo, sentence: 'Why so slow?' }],
  authors: [{ name: '@ana', count: 2 }],
  terms: [
    { name: 'battery', count: 2 },
    { name: '=cmd', count: 2 },
  ],
  stars: [
    { month: '2026-10', reviews: 1, byStars: [1, 0, 0, 0, 0], mean: 1 },
    { month: '2026-11', reviews: 0, byStars: [0, 0, 0, 0, 0] },
  ],
  answered: { answered: 1, of: 4 },
};

const everyone = { remarks: reviews, loaded: 3, containing: '', by: '' };

describe('the parts as tables', () => {
  it('gives each part its rows, named as the panel heads it, what was counted first', () => {
    const tables = analysisTables(handMade, everyone, reviewNouns);
    const titles = partTitles(reviewNouns);
    expect(tables.map((table) => [table.name, table.rows])).toEqual([
      [
        titles.countedOver,
        [
          {
            reviews: 3,
            loaded: 3,
            containing: '',
            by: '',
            'first date': '2026-10-02',
            'last date': '2026-11-30',
            'without a date': 1,
          },
        ],
      ],
      [
        'Reviews over time',
        [
          { day: '2026-10-02', reviews: 1 },
          { day: '2026-10-03', reviews: 0 },
        ],
      ],
      [
        'Most liked',
        [
          { likes: 7, author: '@ana', review: ana.text },
          { likes: 3, author: 'Bo', review: bo.text },
        ],
      ],
      ['Questions', [{ author: 'Bo', question: 'Why so slow?' }]],
      ['Who reviews most', [{ author: '@ana', reviews: 2 }]],
      [
        'Terms that come up most',
        [
          { term: 'battery', reviews: 2 },
          { term: '=cmd', reviews: 2 },
        ],
      ],
      [
        'Stars by month',
        [
          {
            month: '2026-10',
            reviews: 1,
            '1 star': 1,
            '2 stars': 0,
            '3 stars': 0,
            '4 stars': 0,
            '5 stars': 0,
            'mean stars': 1,
          },
          {
            month: '2026-11',
            reviews: 0,
            '1 star': 0,
            '2 stars': 0,
            '3 stars': 0,
            '4 stars': 0,
            '5 stars': 0,
            'mean stars': '',
          },
        ],
      ],
      ['Answered by the business', [{ reviews: 4, answered: 1, 'share answered': 25 }]],
    ]);
  });

  it('names a bar by its Monday over weeks and by its month over years; comments have no review parts', () => {
    const weeks = analysisTables(
      {
        ...handMade,
        volume: { unit: 'week', bars: [{ start: '2026-09-28', count: 4 }], undated: 0 },
      },
      everyone,
      { one: 'comment', many: 'comments' },
    );
    expect(weeks.map((table) => table.name)).toEqual([
      'Counted over',
      'Comments over time',
      'Most liked',
      'Questions',
      'Who comments most',
      'Terms that come up most',
    ]);
    expect(weeks[1]?.rows).toEqual([{ 'week from': '2026-09-28', comments: 4 }]);
    const months = analysisTables(
      {
        ...handMade,
        volume: { unit: 'month', bars: [{ start: '2026-09-01', count: 4 }], undated: 0 },
      },
      everyone,
      reviewNouns,
    );
    expect(months[1]?.rows).toEqual([{ month: '2026-09', reviews: 4 }]);
  });

  it('keeps an empty part as a sheet with its columns, and says nothing answered when no review says', () => {
    const empty = analysisTables(
      { ...handMade, mostLiked: [], questions: [], stars: [], answered: undefined },
      everyone,
      reviewNouns,
    );
    expect(empty.map((table) => [table.name, table.columns, table.rows.length]).slice(2)).toEqual([
      ['Most liked', ['likes', 'author', 'review'], 0],
      ['Questions', ['author', 'question'], 0],
      ['Who reviews most', ['author', 'reviews'], 1],
      ['Terms that come up most', ['term', 'reviews'], 2],
      [
        'Stars by month',
        ['month', 'reviews', '1 star', '2 stars', '3 stars', '4 stars', '5 stars', 'mean stars'],
        0,
      ],
      ['Answered by the business', ['reviews', 'answered', 'share answered'], 0],
    ]);
  });
});

describe('the files', () => {
  const tables = analysisTables(handMade, everyone, reviewNouns);

  it("writes one CSV: every part's rows led by the part, formula-like text defused", () => {
    const csv = toCsv(analysisCsvRows(tables));
    const records = csvRecords(csv);
    const header = records[0] ?? [];
    const parts = csvParts(csv);
    expect(header).toEqual([
      'part',
      'reviews',
      'loaded',
      'containing',
      'by',
      'first date',
      'last date',
      'without a date',
      'day',
      'likes',
      'author',
      'review',
      'question',
      'term',
      'month',
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
      'mean stars',
      'answered',
      'share answered',
    ]);
    expect(records).toHaveLength(1 + tables.reduce((sum, table) => sum + table.rows.length, 0));
    // The parts in the panel's order, each row once.
    expect(Object.keys(parts)).toEqual(tables.map((table) => table.name));
    expect(parts['Most liked']).toEqual([
      { likes: '7', author: "'@ana", review: `'${ana.text}` },
      { likes: '3', author: 'Bo', review: bo.text },
    ]);
    expect(parts['Terms that come up most']).toEqual([
      { term: 'battery', reviews: '2' },
      { term: "'=cmd", reviews: '2' },
    ]);
    expect(parts['Answered by the business']).toEqual([
      { reviews: '4', answered: '1', 'share answered': '25' },
    ]);
  });

  it('writes one workbook: a sheet a part, its text as text, never a formula', async () => {
    const sheets = readWorkbook(await workbookBytes(tables));
    expect(sheets.map((sheet) => sheet.name)).toEqual(tables.map((table) => table.name));
    const liked = sheets.find((sheet) => sheet.name === 'Most liked');
    expect(liked?.rows).toEqual([
      ['likes', 'author', 'review'].map((value) => ({ type: 'text', value })),
      [
        { type: 'number', value: 7 },
        { type: 'text', value: '@ana' },
        { type: 'text', value: ana.text },
      ],
      [
        { type: 'number', value: 3 },
        { type: 'text', value: 'Bo' },
        { type: 'text', value: bo.text },
      ],
    ]);
    const overTime = sheets.find((sheet) => sheet.name === 'Reviews over time');
    expect(overTime?.rows[1]?.[0]).toEqual({ type: 'date', value: 46297, format: 'yyyy-mm-dd' });
    const answered = sheets.find((sheet) => sheet.name === 'Answered by the business');
    expect(answered?.formats[1]).toEqual(['#,##0', '#,##0', '0.0"%"']);
  });

  it('names the files after the result, and the filter that chose the rows', () => {
    const result = { endpointId: 'video.comments', kind: 'video', id: 'dQw4w9WgXcQ' };
    expect(analysisFileName(result, { containing: '', by: '' }, 'csv')).toMatch(
      /^youtube-video-dQw4w9WgXcQ-comments-analysis-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(
      analysisFileName(result, { containing: 'new keycaps', by: '@keebregular' }, 'xlsx'),
    ).toMatch(
      /^youtube-video-dQw4w9WgXcQ-comments-analysis-containing-new-keycaps-by-keebregular-\d{4}-\d{2}-\d{2}\.xlsx$/,
    );
  });
});

const saved: { name: string; content: unknown }[] = [];
vi.mock('@/lib/export/exporters', async (actual) => ({
  ...(await actual<typeof import('@/lib/export/exporters')>()),
  download: (content: unknown, name: string) => saved.push({ name, content }),
}));

describe('a filter narrowing the list', () => {
  const { root } = withDocument();
  beforeEach(() => {
    saved.length = 0;
  });
  const spec = familyViewOf('video.comments') as Extract<ViewSpec, { family: 'comments' }>;
  const data = discussedComments(60);
  const items = listAt(data, spec.items);

  /** The analysis as the comments view draws it, narrowed as given, and its CSV once pressed. */
  async function csvOf(narrowing: { needle: string; author: string }) {
    const shown = byAuthor(matching(items, narrowing.needle), spec.remark.author, narrowing.author);
    render(
      h(RemarkAnalysis, {
        data,
        spec,
        onNarrow: () => {},
        narrowing,
        shown,
        source: { endpointId: 'video.comments', context: { kind: 'video', id: 'dQw4w9WgXcQ' } },
      }),
      root(),
    );
    const files = () => root().querySelector('[data-testid="remark-analysis-files"]');
    await vi.waitFor(() => expect(files()).not.toBeNull());
    const csv = [...(files()?.querySelectorAll('button') ?? [])].find(
      (button) => button.textContent === 'Download analysis CSV',
    );
    csv?.click();
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    const [file] = saved;
    return {
      sentence: files()?.querySelector('p')?.textContent,
      name: file?.name,
      parts: csvParts(String(file?.content)),
      shown,
    };
  }

  it('holds every comment loaded when nothing narrows the list', async () => {
    const { sentence, name, parts } = await csvOf({ needle: '', author: '' });
    expect(sentence).toBe('The files hold every part below, over 60 comments loaded.');
    expect(name).toMatch(/^youtube-video-dQw4w9WgXcQ-comments-analysis-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(parts['Counted over']).toEqual([
      {
        comments: '60',
        loaded: '60',
        'first date': '2026-10-02',
        'last date': '2026-11-27',
        'without a date': '0',
      },
    ]);
  });

  it('holds the rows shown by a term and an author, and says which', async () => {
    const { sentence, name, parts, shown } = await csvOf({
      needle: 'keycaps',
      author: '@keebregular',
    });
    const comments = shown as { text: string; author: string; publishedAt: string }[];
    // Every tenth by the regular, every third about keycaps: the 0th, 30th.
    expect(comments.map((comment) => comment.author)).toEqual(['@keebregular', '@keebregular']);
    expect(sentence).toBe(
      'The files hold the analysis of the 2 comments shown, containing “keycaps” by @keebregular.',
    );
    expect(name).toMatch(
      /^youtube-video-dQw4w9WgXcQ-comments-analysis-containing-keycaps-by-keebregular-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    expect(parts['Counted over']).toEqual([
      {
        comments: '2',
        loaded: '60',
        containing: 'keycaps',
        by: "'@keebregular",
        'first date': comments[0]?.publishedAt.slice(0, 10),
        'last date': comments[1]?.publishedAt.slice(0, 10),
        'without a date': '0',
      },
    ]);
    expect(parts['Who comments most']).toEqual([{ author: "'@keebregular", comments: '2' }]);
    expect(parts['Terms that come up most']).toContainEqual({
      term: 'keycaps',
      comments: '2',
    });
  });
});
