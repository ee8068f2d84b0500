/**
 * What the batch page says (its price, its progress, why it ended) and what its files hold. Pure,
 * so every sentence and every file is tested as a person reads it.
 */
import { endpointById, isEndpointId } from '@/lib/areas';
import { itemWordsApart } from '@/lib/areas/names';
import { kindOfPageWords } from '@/lib/export/field-words';
import { fileName } from '@/lib/export/files';
import { type AnswerShape, type ColumnKinds, tablesOf } from '@/lib/export/table';
import { endpointWords, slug } from '@/lib/export/words';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { repeatsDropped } from '@/lib/words';
import { exactNumber as count } from '../views/format';

export { kindOfPageWords };

/** A row's page in words: "YouTube video · dQw4w9WgXcQ". */
export function pageWords(row: Pick<BatchRow, 'platform' | 'kind' | 'params'>): string {
  const id = Object.values(row.params).find((value) => typeof value === 'string');
  return `${kindOfPageWords(row.platform, row.kind)}${typeof id === 'string' ? ` · ${id}` : ''}`;
}

export const endpointLabel = (id: string): string =>
  isEndpointId(id) ? endpointById(id).label : id;

/**
 * What a done row's link opens, for an answer that names itself nothing (a list, a transcript):
 * "Open the transcript", "Open the videos found".
 */
export const openWords = (endpointId: string): string => {
  const label = endpointLabel(endpointId);
  const found = /^Search (.+)$/.exec(label)?.[1];
  return `Open the ${found ? `${found.toLowerCase()} found` : label.toLowerCase()}`;
};

const statusWords: Record<BatchRow['status'], string> = {
  pending: 'to do',
  done: 'done',
  failed: 'failed',
};
/** A row's state; a row put back by a rate limit of a running batch says so. */
export const rowStatus = (row: BatchRow, batch?: BatchJob): string => {
  if (row.status === 'pending' && batch?.running && batch.slowed?.waiting.includes(row.index))
    // The wait and its unit stay on one line in a narrow column.
    return `waiting: the service asked to wait ${count(batch.slowed.waitSeconds)}\u00a0s`;
  if (row.status === 'done' && row.shared) return 'done (a call already on its way)';
  return row.status === 'done' && row.source !== 'network'
    ? `done (${row.source})`
    : statusWords[row.status];
};

/** Repeated items dropped, by endpoint, in the order the rows name them. */
export function repeatsByEndpoint(rows: readonly BatchRow[]): Map<string, number> {
  const repeats = new Map<string, number>();
  for (const row of rows)
    if (row.repeats) repeats.set(row.endpointId, (repeats.get(row.endpointId) ?? 0) + row.repeats);
  return repeats;
}

/**
 * "2 repeated comments and 1 repeated video dropped.": what keeping one item per id left out of
 * the batch's answers, each endpoint's items named by `nounOf`, told apart where two share a noun
 * ("Threads posts", "Instagram posts"); '' when nothing was.
 */
export function repeatsLine(
  rows: readonly BatchRow[],
  nounOf: (endpointId: string) => string,
): string {
  const repeats = repeatsByEndpoint(rows);
  const named = itemWordsApart([...repeats.keys()], nounOf);
  const parts = [...repeats].map(([endpointId, count]) =>
    repeatsDropped(count, named.get(endpointId) ?? nounOf(endpointId)).replace(/ dropped$/, ''),
  );
  if (parts.length === 0) return '';
  const last = parts.pop();
  return `${parts.length > 0 ? `${parts.join(', ')} and ${last}` : last} dropped.`;
}

/** The line a row was pasted on (rows kept before lines were kept count from 1). */
export const lineOf = (row: Pick<BatchRow, 'index' | 'line'>): number => row.line ?? row.index + 1;

/**
 * What a page asked and how it ended: the first columns of its rows in the batch's per-kind files.
 * Its credits are not among them: a list's page is many rows there, and its credits are said once,
 * on its row in the pages file (`pageColumns`).
 */
function askedColumns(row: BatchRow): Record<string, unknown> {
  return {
    line: lineOf(row),
    'page address': row.url,
    page: pageWords(row),
    asked: endpointLabel(row.endpointId),
    outcome: rowStatus(row),
    error: row.error ?? '',
  };
}

/** A call of the batch as one row of its pages file: what it asked, how it ended, its credits. */
export function pageColumns(row: BatchRow): Record<string, unknown> {
  const { error, ...asked } = askedColumns(row);
  return { ...asked, 'credits charged': row.credits, error };
}

/** The row's columns, then the answer's (one named as one of the row's is left out). */
const behind = (asked: Record<string, unknown>, answer: Record<string, unknown>) => ({
  ...asked,
  ...Object.fromEntries(Object.entries(answer).filter(([key]) => !(key in asked))),
});

/** A CSV of the batch: the rows of one endpoint's answers, or of one list inside them. */
export interface BatchCsv {
  endpointId: string;
  /** The list inside the answers it holds ("recent posts"); none for the answers themselves. */
  list?: string;
  rows: Record<string, unknown>[];
  /** The kinds of its columns' numbers, for the workbook's formats. */
  kinds: ColumnKinds;
}

/**
 * The CSV files of a batch, written as a single result's export writes each answer (tablesOf):
 * per endpoint asked, a thing is one row per page and a list one row per item, each behind the
 * page's own columns; the lists inside things are files of their own, each row with its line.
 * A page without an answer (failed, to do) is still one row.
 */
export function csvFiles(
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
  shapeOf: (endpointId: string) => AnswerShape,
  /** Columns a row's answer gains beyond its own: a profile's derived figures (batch-figures.ts). */
  moreColumns?: (
    row: BatchRow,
  ) => { columns: Record<string, unknown>; kinds: ColumnKinds } | undefined,
): BatchCsv[] {
  const files = new Map<string, BatchCsv>();
  const add = (
    endpointId: string,
    list: string | undefined,
    added: Record<string, unknown>[],
    kinds: ColumnKinds,
  ) => {
    const key = `${endpointId} ${list ?? ''}`;
    const file = files.get(key) ?? { endpointId, ...(list ? { list } : {}), rows: [], kinds: {} };
    file.rows.push(...added);
    Object.assign(file.kinds, kinds);
    files.set(key, file);
  };
  for (const row of rows) {
    const asked = askedColumns(row);
    const { main, lists } =
      row.index in answers
        ? tablesOf(answers[row.index], shapeOf(row.endpointId))
        : { main: { rows: [], kinds: {} }, lists: [] };
    // A profile's derived figures follow its own columns, on its one row.
    const figures = moreColumns?.(row);
    add(
      row.endpointId,
      undefined,
      main.rows.length === 0
        ? [asked]
        : main.rows.map((item) => ({ ...behind(asked, item), ...figures?.columns })),
      { ...main.kinds, ...figures?.kinds },
    );
    const link = { line: asked.line, page: asked.page };
    for (const list of lists)
      add(
        row.endpointId,
        list.name,
        list.rows.map((item) => behind(link, item)),
        list.kinds,
      );
  }
  return [...files.values()];
}

/** A batch's CSV file name: "sidelight-batch-3-instagram-post-2026-11-26.csv". */
export const batchCsvName = (batchId: number, file: Omit<BatchCsv, 'kinds'>) => {
  const { platform, what } = endpointWords(file.endpointId);
  const parts = ['batch', String(batchId), platform, what, file.list ?? ''].filter(Boolean);
  return fileName({ platform: 'sidelight', what: parts.map(slug).join('-') }, 'csv');
};

/** A batch's JSON file name: "sidelight-batch-3-2026-11-26.json". */
export const batchJsonName = (batchId: number) =>
  fileName({ platform: 'sidelight', what: `batch-${batchId}` }, 'json');

/**
 * The JSON file of a batch: each line with what it asked, how it ended and its answer. It is for
 * programs, so it keeps the stored names and values (`pending`, `video.video`) that the CSV says
 * in words.
 */
export const batchJson = (
  batch: BatchJob,
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
) => {
  const repeats = rows.reduce((sum, row) => sum + (row.repeats ?? 0), 0);
  return {
    batch: {
      rows: batch.rows,
      done: batch.done,
      failed: batch.failed,
      credits: batch.spent,
      complete: batch.done === batch.rows,
      // Items a page listed twice, kept once in its answer.
      ...(repeats > 0 ? { repeatsDropped: repeats } : {}),
    },
    lines: rows.map((row) => ({
      line: lineOf(row),
      url: row.url,
      platform: row.platform,
      page: row.kind,
      endpoint: row.endpointId,
      params: row.params,
      status: row.status,
      credits: row.credits,
      ...(row.error ? { error: row.error } : {}),
      ...(row.index in answers ? { data: answers[row.index] } : {}),
    })),
    // The lines pasted but not sent, as they were typed, each with why.
    ...(batch.notSent
      ? { notSent: batch.notSent.map(({ line, text, reason }) => ({ line, text, reason })) }
      : {}),
  };
};

/**
 * A failed row's reason in one line (Sidelight's first sentence), and the whole of it with the
 * service's own words, for who asks to read them.
 */
export function errorWords(error: string): { short: string; full: string } {
  const [ours = error] = error.split(' The service said: ');
  const first = /^.+?[.!?](?=\s|$)/.exec(ours.trim())?.[0] ?? ours.trim();
  return { short: first, full: error };
}

/** A kind of result in a batch: a kind of page asked of one endpoint ("YouTube video · Transcript"). */
export interface ResultKind {
  key: string;
  words: string;
  rows: number;
  /** What its cards count, in the order first met ("views", "likes"). */
  counts: string[];
}

export const resultKindKey = (row: Pick<BatchRow, 'platform' | 'kind' | 'endpointId'>) =>
  `${row.platform} ${row.kind} ${row.endpointId}`;

/** The kinds of result of a batch's rows, in the order first met, each with its counts. */
export function resultKinds(rows: readonly BatchRow[]): ResultKind[] {
  const kinds = new Map<string, ResultKind>();
  for (const row of rows) {
    const key = resultKindKey(row);
    const kind = kinds.get(key) ?? {
      key,
      words: `${kindOfPageWords(row.platform, row.kind)} · ${endpointLabel(row.endpointId)}`,
      rows: 0,
      counts: [],
    };
    kind.rows += 1;
    for (const label of Object.keys(row.counts ?? {}))
      if (!kind.counts.includes(label)) kind.counts.push(label);
    kinds.set(key, kind);
  }
  return [...kinds.values()];
}

/** A count's label as a column's header: "Spots left". */
export const countHeader = (label: string) => `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
