/**
 * A batch's files, one per click: its CSV files as one zip (the pages, a file per kind of result,
 * the lines not sent), its tables as one Excel workbook (the same tables, a sheet each), its
 * answers as one JSON file. The workbook's sheets are the CSV files' tables, row for row. Credits
 * are said once per call, on its row in the pages table, so a column summed gives what was charged.
 */
import { fileName } from '@/lib/export/files';
import type { AnswerShape } from '@/lib/export/table';
import { endpointWords } from '@/lib/export/words';
import type { SheetTable } from '@/lib/export/workbook';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { figureColumns } from './batch-figures';
import {
  type BatchCsv,
  batchCsvName,
  batchJson,
  batchJsonName,
  csvFiles,
  pageColumns,
} from './batch-words';
import { notSentParts, sentByLine } from './not-sent';

/** A line of the batch that was not sent, and why; what of its page it asked, if it is one. */
export interface NotSentLine {
  line: number;
  text: string;
  reason: string;
  endpointId?: string;
}

/** The columns of the lines not sent, also when there are none. */
export const notSentColumns = ['line', 'what was pasted', 'not sent', 'sent', 'reason'] as const;

/** A row per line not sent: the part of it not sent ("the whole line", "Jobs") and the part sent. */
const notSentRows = (lines: readonly NotSentLine[], rows: readonly BatchRow[]) =>
  notSentParts(lines, sentByLine(rows)).map((part) => ({
    line: part.line.line,
    'what was pasted': part.line.text,
    'not sent': part.notSent,
    sent: part.sent,
    reason: part.line.reason,
  }));

/** A kind of result as a sheet's name: "YouTube Video", "Instagram Profile, recent posts". */
const kindSheetName = (file: Pick<BatchCsv, 'endpointId' | 'list'>) => {
  const { platform, what } = endpointWords(file.endpointId);
  return `${platform} ${what}${file.list ? `, ${file.list}` : ''}`;
};

/** A profile's derived figures on its row, counted to the moment the file is written. */
const withFigures =
  (rows: readonly BatchRow[], answers: Readonly<Record<number, unknown>>) => (row: BatchRow) =>
    figureColumns(row, rows, answers, Date.now());

const inLineOrder = (rows: readonly BatchRow[]) => [...rows].sort((a, b) => a.index - b.index);

/**
 * The workbook of a batch: "Pages" (a row per line sent: what it asked, how it ended, its
 * credits), then a sheet per kind of result (the CSV files' tables), then "Not sent".
 */
export function batchSheets(
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
  shapeOf: (endpointId: string) => AnswerShape,
  notSent: readonly NotSentLine[] = [],
): SheetTable[] {
  const ordered = inLineOrder(rows);
  return [
    { name: 'Pages', rows: ordered.map(pageColumns) },
    ...csvFiles(ordered, answers, shapeOf, withFigures(ordered, answers)).map((file) => ({
      name: kindSheetName(file),
      rows: file.rows,
      kinds: file.kinds,
    })),
    { name: 'Not sent', rows: notSentRows(notSent, rows), columns: notSentColumns },
  ];
}

/**
 * The CSV files of a batch, each named: the pages (a row per call, with its credits), one per kind
 * of result (and list inside), the lines not sent.
 */
export function batchCsvTables(
  batchId: number,
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
  shapeOf: (endpointId: string) => AnswerShape,
  notSent: readonly NotSentLine[] = [],
): SheetTable[] {
  const ordered = inLineOrder(rows);
  const files: SheetTable[] = [
    {
      name: fileName({ platform: 'sidelight', what: `batch-${batchId}-pages` }, 'csv'),
      rows: ordered.map(pageColumns),
    },
    ...csvFiles(ordered, answers, shapeOf, withFigures(ordered, answers)).map((file) => ({
      name: batchCsvName(batchId, file),
      rows: file.rows,
    })),
  ];
  if (notSent.length > 0)
    files.push({
      name: fileName({ platform: 'sidelight', what: `batch-${batchId}-not-sent` }, 'csv'),
      rows: notSentRows(notSent, rows),
    });
  return files;
}

/** A batch's zip or workbook: "sidelight-batch-3-2026-11-26.zip". */
const batchFileName = (batchId: number, extension: 'zip' | 'xlsx') =>
  fileName({ platform: 'sidelight', what: `batch-${batchId}` }, extension);

/**
 * What a batch's download buttons hold, in words; the CSV files are always a zip, as the pages are
 * a file of their own, and so are the lines not sent.
 */
export function batchButtonWords(rows: readonly BatchRow[], notSent = 0) {
  const kinds = new Set(rows.map((row) => row.endpointId)).size;
  return {
    csv:
      kinds > 1
        ? `Download CSV (${kinds} kinds of result, one zip)`
        : notSent > 0
          ? 'Download CSV (one zip: the results and the lines not sent)'
          : 'Download CSV (one zip with the pages)',
    excel: kinds > 1 ? `Download Excel (${kinds} kinds of result, a sheet each)` : 'Download Excel',
    json: 'Download JSON',
  };
}

/**
 * Downloads a batch as one file: its CSV files in one zip, its workbook, or
 * its JSON. Says why when the background does not answer.
 */
export async function downloadBatch(
  kind: 'csv' | 'xlsx' | 'json',
  batch: BatchJob,
  rows: readonly BatchRow[],
): Promise<{ problem?: string }> {
  const notSent = batch.notSent ?? [];
  const answers = await sendMessage('batchAnswers', { batchId: batch.id });
  if (!answers.ok) return { problem: "Sidelight's background did not answer. Try again." };
  // A file's columns follow the views of the rows' areas.
  const [exporters, { answerShape }] = await Promise.all([
    import('@/lib/export/exporters'),
    import('@/components/views/answer-shape'),
    import('@/components/views/specs').then((specs) => specs.loadEveryAreaViews()),
  ]);
  const { download } = exporters;
  if (kind === 'json') {
    download(
      exporters.toJson(batchJson(batch, rows, answers.reply)),
      batchJsonName(batch.id),
      'application/json',
    );
    return {};
  }
  if (kind === 'xlsx') {
    const sheets = batchSheets(rows, answers.reply, answerShape, notSent);
    download(await exporters.workbook(sheets), batchFileName(batch.id, 'xlsx'), exporters.xlsxType);
    return {};
  }
  const files = batchCsvTables(batch.id, rows, answers.reply, answerShape, notSent);
  download(await exporters.csvZip(files), batchFileName(batch.id, 'zip'), exporters.zipType);
  return {};
}
