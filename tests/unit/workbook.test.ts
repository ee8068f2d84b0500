/**
 * Excel workbooks and zips, read back as a spreadsheet program reads them: the .xlsx unzipped
 * (fflate's unzipSync) and its XML read, never through the library that wrote it.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  batchButtonWords,
  batchCsvTables,
  batchSheets,
  notSentColumns,
} from '@/components/batch/batch-export';
import { answerShape } from '@/components/views/answer-shape';
import { csvTables, excelLabel } from '@/components/views/ExportBar';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { flatten, toCsv } from '@/lib/export/csv';
import {
  cellAddress,
  csvZipBytes,
  momentOf,
  sheetNames,
  workbookBytes,
} from '@/lib/export/workbook';
import type { BatchRow } from '@/lib/store/db';
import { csvRecords, type ReadCell, type ReadSheet, readWorkbook } from '../support/read-workbook';

/** Excel's day number of a moment: days since 1899-12-30, UTC. */
const serial = (date: Date) => date.getTime() / 86_400_000 + 25_569;

/** The cell a value must read as, by the rule a person expects. */
function expectedCell(value: unknown, column: string): ReadCell | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'boolean') return { type: 'boolean', value };
  const moment = momentOf(value, column);
  if (moment)
    return { type: 'date', value: serial(moment.date), format: expect.any(String) as never };
  if (typeof value === 'number') return { type: 'number', value };
  const text = String(value);
  return /^https?:\/\/\S+$/i.test(text)
    ? { type: 'text', value: text, link: text }
    : { type: 'text', value: text };
}

/** A sheet's rows as the cells its table's rows must read as, under its header of column names. */
function expectedRows(rows: readonly Record<string, unknown>[], columns?: readonly string[]) {
  const flat = rows.map((row) => flatten(row));
  const header = [...new Set([...(columns ?? []), ...flat.flatMap((row) => Object.keys(row))])];
  return {
    header,
    cells: flat.map((row) => header.map((column) => expectedCell(row[column], column))),
  };
}

function expectSheetHolds(
  sheet: ReadSheet | undefined,
  table: { rows: readonly Record<string, unknown>[]; columns?: readonly string[] },
) {
  const { header, cells } = expectedRows(table.rows, table.columns);
  expect(sheet?.rows[0]?.map((cell) => cell?.type === 'text' && cell.value)).toEqual(header);
  expect(sheet?.rows).toHaveLength(table.rows.length + 1);
  sheet?.rows.slice(1).forEach((row, at) => {
    expect(
      [...row, ...Array(Math.max(0, header.length - row.length))].map((cell) =>
        cell?.type === 'date' ? { ...cell, value: Math.round(cell.value * 86_400) } : cell,
      ),
    ).toEqual(
      (cells[at] ?? []).map((cell) =>
        cell?.type === 'date' ? { ...cell, value: Math.round(cell.value * 86_400) } : cell,
      ),
    );
  });
  expect(sheet?.frozenRows).toBe(1);
  expect(sheet?.boldHeader).toBe(true);
}

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

// Every endpoint's sample, as the panel's Download Excel writes it.
describe.each(endpoints.map((endpoint) => [endpoint.id] as const))('the workbook of %s', (id) => {
  const tables = csvTables(id, sampleOf(id));

  it("holds the CSV files' tables, a sheet each: a row per item, typed cells, people's column names", async () => {
    const sheets = readWorkbook(await workbookBytes(tables));
    expect(sheets.map((sheet) => sheet.name)).toEqual(
      sheetNames(tables.map((table) => table.name)),
    );
    tables.forEach((table, index) => {
      expectSheetHolds(sheets[index], table);
      // Column names are words, never a field's camelCase.
      for (const cell of sheets[index]?.rows[0] ?? [])
        expect(cell?.type === 'text' && cell.value).not.toMatch(/[a-z][A-Z]/);
    });
    expect(excelLabel(tables)).toMatch(
      /^Download Excel \(\d[\d,]* (rows?|sheets): [a-z][a-z, ]*\)$/,
    );
  });
});

describe('sheet names', () => {
  it("are people's words, at most 31 characters, unique whatever the case, without what Excel refuses", () => {
    const names = sheetNames([
      'comments',
      'Comments',
      'YouTube Video, recent posts of the channel and more',
      'YouTube Video, recent posts of the channel and more',
      'a/b: c?[d]*e\\f',
      '',
      'history',
      "'quoted'",
    ]);
    expect(names).toEqual([
      'Comments',
      'Comments (2)',
      'YouTube Video, recent posts of',
      'YouTube Video, recent posts (2)',
      'A-b- c--d--e-f',
      'Sheet',
      'History (sheet)',
      'Quoted',
    ]);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]/);
    }
  });
});

describe('cells', () => {
  it('are dates for ISO dates and for epoch seconds or milliseconds in a column that says so', async () => {
    const rows = [
      {
        'created at': 1_763_900_000,
        'upload time': 1_763_900_000_000,
        'view count': 1_763_900_000,
        day: '2026-11-02',
        published: '2026-11-04T16:00:12.000Z',
        note: '2026-11-04 is a day',
        link: 'https://example.com/a?b=1&c="2"',
        local: 'javascript:alert(1)',
        formula: '=HYPERLINK("https://evil.example")',
        yes: true,
      },
    ];
    const [sheet] = readWorkbook(await workbookBytes([{ name: 'mixed', rows }]));
    const [cells = []] = sheet?.rows.slice(1) ?? [];
    expect(cells.map((cell) => cell?.type)).toEqual([
      'date',
      'date',
      'number',
      'date',
      'date',
      'text',
      'text',
      'text',
      'text',
      'boolean',
    ]);
    expect(cells[0]).toMatchObject({ value: serial(new Date(1_763_900_000_000)) });
    expect(cells[3]).toMatchObject({
      value: serial(new Date('2026-11-02T00:00:00Z')),
      format: 'yyyy-mm-dd',
    });
    expect(cells[6]).toEqual({ type: 'text', value: rows[0]?.link, link: rows[0]?.link });
    // An address that is not a web page, and text shaped like a formula, stay plain text.
    expect(cells[7]).toEqual({ type: 'text', value: 'javascript:alert(1)' });
    expect(cells[8]).toEqual({ type: 'text', value: rows[0]?.formula });
  });

  it('size each column to its content, within bounds', async () => {
    const [sheet] = readWorkbook(
      await workbookBytes([
        { name: 'widths', rows: [{ id: 1, text: 'x'.repeat(500), title: 'Twelve chars' }] },
      ]),
    );
    expect(sheet?.widths).toEqual([6, 60, 14]);
    expect(cellAddress(0, 0)).toBe('A1');
    expect(cellAddress(11, 27)).toBe('AB12');
  });
});

// A batch of mixed pages, as the batch page downloads it.
const mixed = ['video.video', 'video.comments', 'social.page', 'professional.user'] as const;
const batchRows: BatchRow[] = mixed.flatMap((endpointId, kind) =>
  [0, 1].map((copy) => ({
    batchId: 3,
    index: kind * 2 + copy,
    line: kind * 2 + copy + 1,
    url: `${videoUrl}&n=${kind * 2 + copy}`,
    platform: 'youtube',
    kind: 'video',
    endpointId,
    params: { id: `page${kind * 2 + copy}` },
    status: copy === 1 && kind === 3 ? ('failed' as const) : ('done' as const),
    source: 'network' as const,
    credits: copy === 1 && kind === 3 ? 0 : 2,
    ...(copy === 1 && kind === 3 ? { error: 'The service did not find this page.' } : {}),
  })),
);
const answers = Object.fromEntries(
  batchRows
    .filter((row) => row.status === 'done')
    .map((row) => [row.index, sampleOf(row.endpointId)]),
);
const notSent = [
  { line: 9, text: 'https://example.com/nothing', reason: 'Not a page Sidelight knows.' },
  { line: 10, text: 'hello', reason: 'Not an address.' },
];

describe("a batch's files", () => {
  it('are one workbook: Pages, a sheet per kind of result with every row, and Not sent', async () => {
    const tables = batchSheets(batchRows, answers, answerShape, notSent);
    const sheets = readWorkbook(await workbookBytes(tables));
    expect(sheets[0]?.name).toBe('Pages');
    expect(sheets.at(-1)?.name).toBe('Not sent');
    expect(sheets[0]?.rows).toHaveLength(batchRows.length + 1);
    expect(sheets.at(-1)?.rows[0]?.map((cell) => cell?.type === 'text' && cell.value)).toEqual([
      ...notSentColumns,
    ]);
    for (const [index, table] of tables.entries()) expectSheetHolds(sheets[index], table);
    const names = sheets.map((sheet) => sheet.name);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
    expect(names).toContain('YouTube Comments');
    // The page's address is a link in Pages.
    expect(sheets[0]?.rows[1]?.[1]).toEqual({
      type: 'text',
      value: batchRows[0]?.url,
      link: batchRows[0]?.url,
    });
  });

  it('keep the Not sent sheet, headed, when every line was sent', async () => {
    const sheets = readWorkbook(await workbookBytes(batchSheets(batchRows, answers, answerShape)));
    expect(sheets.at(-1)?.rows).toEqual([
      notSentColumns.map((column) => expect.objectContaining({ type: 'text', value: column })),
    ]);
  });

  it('are one zip holding every CSV file with its rows, the lines not sent among them', () => {
    const files = batchCsvTables(3, batchRows, answers, answerShape, notSent);
    const zipped = unzipSync(csvZipBytes(files));
    expect(Object.keys(zipped)).toEqual(files.map((file) => file.name));
    expect(files.length).toBeGreaterThan(mixed.length);
    for (const file of files) {
      // Read as written: the BOM that tells spreadsheet programs it is UTF-8 kept.
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(zipped[file.name]);
      expect(text).toBe(toCsv(file.rows));
      expect(csvRecords(text)).toHaveLength(file.rows.length + 1);
    }
    expect(files.at(-1)?.name).toMatch(/^sidelight-batch-3-not-sent-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(files.at(-1)?.rows).toHaveLength(notSent.length);
  });

  it('say what each button holds', () => {
    expect(batchButtonWords(batchRows)).toEqual({
      csv: 'Download CSV (4 kinds of result, one zip)',
      excel: 'Download Excel (4 kinds of result, a sheet each)',
      json: 'Download JSON',
    });
    expect(batchButtonWords(batchRows.slice(0, 2)).csv).toBe(
      'Download CSV (one zip with the pages)',
    );
    expect(batchButtonWords(batchRows.slice(0, 2), 1).csv).toBe(
      'Download CSV (one zip: the results and the lines not sent)',
    );
  });
});

/** Each file's or sheet's "credits charged" cells summed, with the names of those that have them. */
function creditsIn(tables: readonly { name: string; records: readonly (readonly unknown[])[] }[]) {
  let sum = 0;
  const named: string[] = [];
  for (const { name, records } of tables) {
    const [header = [], ...body] = records;
    const column = header.indexOf('credits charged');
    if (column < 0) continue;
    named.push(name);
    for (const record of body) sum += Number(record[column] ?? 0);
  }
  return { sum, named };
}

const cellText = (cell: ReadCell | undefined) => (cell?.type === 'text' ? cell.value : cell?.value);

// Every list the service answers, two pages of it and a failed call in one batch, as downloaded.
const listed = endpoints.filter((endpoint) => endpoint.itemKey !== undefined);
describe.each(listed.map((endpoint) => [endpoint.id] as const))(
  "a batch's files of two %s pages and a failed call",
  (endpointId) => {
    const rows: BatchRow[] = [3, 5, 4].map((credits, index) => ({
      batchId: 3,
      index,
      line: index + 1,
      url: `${videoUrl}&n=${index}`,
      platform: 'youtube',
      kind: 'video',
      endpointId,
      params: { id: `page${index}` },
      status: index === 2 ? 'failed' : 'done',
      source: 'network',
      credits,
      ...(index === 2 ? { error: 'The service did not answer in time.' } : {}),
    }));
    const spent = 12;
    const answered = { 0: sampleOf(endpointId), 1: sampleOf(endpointId) };

    it("say each call's credits once, on its row of the pages file: the zip sums to what was charged", () => {
      const files = batchCsvTables(3, rows, answered, answerShape);
      const zipped = unzipSync(csvZipBytes(files));
      const read = Object.entries(zipped).map(([name, bytes]) => ({
        name,
        records: csvRecords(new TextDecoder().decode(bytes)),
      }));
      const { sum, named } = creditsIn(read);
      expect(named).toEqual([
        expect.stringMatching(/^sidelight-batch-3-pages-\d{4}-\d{2}-\d{2}\.csv$/),
      ]);
      expect(sum).toBe(spent);
      // The pages file: a row per call, in line order.
      expect(read[0]?.records.slice(1).map((record) => record[0])).toEqual(['1', '2', '3']);
      // The kind's file holds both pages' rows, without a credits column.
      expect(read.length).toBeGreaterThan(1);
      const kind = read[1]?.records ?? [];
      expect(kind[0]).not.toContain('credits charged');
      expect(new Set(kind.slice(1).map((record) => record[0]))).toEqual(new Set(['1', '2', '3']));
    });

    it("say each call's credits once, on its row of the Pages sheet: the workbook sums to what was charged", async () => {
      const sheets = readWorkbook(await workbookBytes(batchSheets(rows, answered, answerShape)));
      const { sum, named } = creditsIn(
        sheets.map((sheet) => ({
          name: sheet.name,
          records: sheet.rows.map((row) => row.map(cellText)),
        })),
      );
      expect(named).toEqual(['Pages']);
      expect(sum).toBe(spent);
      expect(sheets[0]?.rows).toHaveLength(rows.length + 1);
    });
  },
);
