/**
 * The analysis as files: a table per part, named as the panel heads it, for a sheet each in the
 * workbook, and all of them as one long table with the part first in each row for the CSV. The
 * first part says what was counted: how many of those loaded, the filter that chose them, the span.
 */
import type { NumberKind } from '../api/view-spec';
import { resultFileName } from '../export/words';
import type { SheetTable } from '../export/workbook';
import type { CommentAnalysis } from './analysis';
import type { Remark } from './remark';

/** A comment or a review, and its plural. */
interface RemarkNouns {
  one: string;
  many: string;
}

/** What the files count over: the remarks counted, of how many loaded, and the filter. */
export interface CountedOver {
  remarks: readonly Remark[];
  loaded: number;
  /** The words the list is narrowed to, '' for none. */
  containing: string;
  /** The author the list is narrowed to, '' for none. */
  by: string;
}

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** Each part's title, as the panel heads it (and a sheet is named). */
export const partTitles = (nouns: RemarkNouns) => ({
  countedOver: 'Counted over',
  overTime: `${capitalised(nouns.many)} over time`,
  mostLiked: 'Most liked',
  questions: 'Questions',
  authors: `Who ${nouns.one === 'review' ? 'reviews' : 'comments'} most`,
  terms: 'Terms that come up most',
  stars: 'Stars by month',
  answered: 'Answered by the business',
});

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A table whose columns are known even with no row: an empty part is still its sheet. */
const table = (
  name: string,
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
  kinds: Readonly<Record<string, NumberKind>> = {},
): SheetTable => ({ name, columns, rows, kinds });

function countedOverTable(over: CountedOver, analysis: CommentAnalysis, nouns: RemarkNouns) {
  let first: number | undefined;
  let last: number | undefined;
  for (const { time } of over.remarks) {
    if (time === undefined) continue;
    if (first === undefined || time < first) first = time;
    if (last === undefined || time > last) last = time;
  }
  const columns = [nouns.many, 'loaded', 'containing', 'by', 'first date', 'last date'];
  return table(
    partTitles(nouns).countedOver,
    [...columns, 'without a date'],
    [
      {
        [nouns.many]: over.remarks.length,
        loaded: over.loaded,
        containing: over.containing,
        by: over.by,
        'first date': first === undefined ? '' : isoDay(first),
        'last date': last === undefined ? '' : isoDay(last),
        'without a date': analysis.volume.undated,
      },
    ],
    { [nouns.many]: 'count', loaded: 'count', 'without a date': 'count' },
  );
}

/** A bar's column: its day, the Monday its week starts, or its month (as stars by month write it). */
const barColumns = { day: 'day', week: 'week from', month: 'month' } as const;

function overTimeTable({ volume }: CommentAnalysis, nouns: RemarkNouns) {
  const column = barColumns[volume.unit];
  return table(
    partTitles(nouns).overTime,
    [column, nouns.many],
    volume.bars.map((bar) => ({
      [column]: volume.unit === 'month' ? bar.start.slice(0, 7) : bar.start,
      [nouns.many]: bar.count,
    })),
    { [nouns.many]: 'count' },
  );
}

/** Counted names (authors or terms) by how many remarks each is in. */
const countsTable = (
  name: string,
  column: string,
  counts: CommentAnalysis['terms'],
  nouns: RemarkNouns,
) =>
  table(
    name,
    [column, nouns.many],
    counts.map((counted) => ({ [column]: counted.name, [nouns.many]: counted.count })),
    { [nouns.many]: 'count' },
  );

const starColumns = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'] as const;

function reviewTables(analysis: CommentAnalysis, nouns: RemarkNouns): SheetTable[] {
  const titles = partTitles(nouns);
  const { answered } = analysis;
  return [
    table(
      titles.stars,
      ['month', 'reviews', ...starColumns, 'mean stars'],
      analysis.stars.map((month) => ({
        month: month.month,
        reviews: month.reviews,
        ...Object.fromEntries(starColumns.map((column, at) => [column, month.byStars[at]])),
        'mean stars': month.mean ?? '',
      })),
      {
        reviews: 'count',
        ...Object.fromEntries(starColumns.map((c) => [c, 'count'])),
        'mean stars': 'rating',
      },
    ),
    table(
      titles.answered,
      ['reviews', 'answered', 'share answered'],
      answered
        ? [
            {
              reviews: answered.of,
              answered: answered.answered,
              'share answered': (answered.answered / answered.of) * 100,
            },
          ]
        : [],
      { reviews: 'count', answered: 'count', 'share answered': 'percent' },
    ),
  ];
}

/** Every part the panel shows, a table each, in the panel's order, what was counted first. */
export function analysisTables(
  analysis: CommentAnalysis,
  over: CountedOver,
  nouns: RemarkNouns,
): SheetTable[] {
  const titles = partTitles(nouns);
  return [
    countedOverTable(over, analysis, nouns),
    overTimeTable(analysis, nouns),
    table(
      titles.mostLiked,
      ['likes', 'author', nouns.one],
      analysis.mostLiked.map((remark) => ({
        likes: remark.likes ?? 0,
        author: remark.author ?? '',
        [nouns.one]: remark.text,
      })),
      { likes: 'count' },
    ),
    table(
      titles.questions,
      ['author', 'question'],
      analysis.questions.map(({ remark, sentence }) => ({
        author: remark.author ?? '',
        question: sentence,
      })),
    ),
    countsTable(titles.authors, 'author', analysis.authors, nouns),
    countsTable(titles.terms, 'term', analysis.terms, nouns),
    ...(nouns.one === 'review' ? reviewTables(analysis, nouns) : []),
  ];
}

/**
 * The CSV's one table: every part's rows, each led by its part's title. A column means one thing
 * in every part ("comments" is always how many comments), so a spreadsheet filters it by part.
 */
export const analysisCsvRows = (tables: readonly SheetTable[]): Record<string, unknown>[] =>
  tables.flatMap((part) => part.rows.map((row) => ({ part: part.name, ...row })));

/** The filter as words of a file name: "containing keycaps by keebregular". */
const filterWords = ({ containing, by }: Pick<CountedOver, 'containing' | 'by'>) =>
  [containing && `containing ${containing}`, by && `by ${by}`]
    .filter(Boolean)
    .join(' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ');

/**
 * "youtube-video-dQw4w9WgXcQ-comments-analysis-containing-keycaps-2026-11-28.csv": the result's
 * file name with what the files hold and the filter that chose it.
 */
export const analysisFileName = (
  result: { endpointId: string; kind?: string | undefined; id?: string | undefined },
  over: Pick<CountedOver, 'containing' | 'by'>,
  extension: 'csv' | 'xlsx',
): string => resultFileName({ ...result, more: `analysis ${filterWords(over)}`.trim() }, extension);
