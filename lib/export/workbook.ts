/**
 * Excel workbooks and zips of CSV files, written in the browser from the same tables the CSV files
 * hold: a sheet per table, its columns the CSV's, numbers as numbers, dates as dates, web
 * addresses as links, the header row bold and frozen, each column as wide as its content.
 */
import { zipSync } from 'fflate';
import writeXlsxFile, { type Cell, type Feature, type SheetData } from 'write-excel-file/browser';

type FileContent = File | Blob | ArrayBuffer;

import type { NumberKind } from '../api/view-spec';
import { flatten, toCsv } from './csv';

/** A table as a sheet: its name in words ("Comments") and its rows, one record each. */
export interface SheetTable {
  name: string;
  rows: readonly Record<string, unknown>[];
  /** Its columns when it may have no row (else every column its rows have). */
  columns?: readonly string[];
  /** Column → the kind of its numbers: each kind shows in its format, its value kept as is. */
  kinds?: Readonly<Record<string, NumberKind>>;
}

/**
 * How a kind of number shows in a cell whose value is the service's number (the CSV's): a count
 * grouped (1,234), a ratio as a percentage (0.97 shows 97%), a percentage with its sign, quoted so
 * it does not multiply (87.4 shows 87.4%), a rating with one decimal. Years, ranks and codes show
 * as written (General).
 */
const excelFormats: Partial<Record<NumberKind, string>> = {
  count: '#,##0',
  pixels: '#,##0',
  ratio: '0%',
  percent: '0.0"%"',
  rating: '0.0',
};

/** A file of a zip: its name and its text. */
interface ZipEntry {
  name: string;
  text: string;
}

/** Excel's limits: a sheet name's length, a cell's text, a link's address, a sheet's links. */
const sheetNameLength = 31;
const cellTextLength = 32_767;
const linkLength = 2_079;
const linksPerSheet = 65_530;
/** Widths in characters: a column fits its longest cell, within these bounds. */
const narrowest = 6;
const widest = 60;

/**
 * Sheet names as Excel takes them: the words kept, characters Excel refuses (`[]:*?/\`) turned
 * into a dash, at most 31 characters, never blank or "History" (Excel's own), each unique
 * whatever its case ("Comments", "Comments (2)").
 */
export function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    let words = name
      .replace(/[[\]:*?/\\]/g, '-')
      .replace(/\p{Cc}/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^'+|'+$/g, '');
    if (words === '' || words.toLowerCase() === 'history')
      words = words === '' ? 'Sheet' : 'History (sheet)';
    words = words.charAt(0).toUpperCase() + words.slice(1);
    let unique = words.slice(0, sheetNameLength).trimEnd();
    for (let n = 2; taken.has(unique.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      unique = `${words.slice(0, sheetNameLength - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(unique.toLowerCase());
    return unique;
  });
}

// ISO dates as the service writes them: "2026-11-02", "2026-10-03T14:22:05.000Z", "…+00:00".
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** A column whose name says it holds a moment ("created at", "date", "upload time"). */
const momentColumn = /(^|\s)(at|date|time|timestamp|day)$/i;
/** Epoch seconds or milliseconds from 2000 to 2100: a number in a moment column is one of these. */
const epochSeconds = [946_684_800, 4_102_444_800] as const;

const webAddress = /^https?:\/\/[^\s]+$/i;

/** A moment in a cell: an ISO date or time, or epoch seconds or milliseconds in a moment column. */
export function momentOf(value: unknown, column: string): { date: Date; day: boolean } | undefined {
  if (typeof value === 'string') {
    if (isoDay.test(value)) {
      const date = new Date(`${value}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? undefined : { date, day: true };
    }
    if (isoTime.test(value)) {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? undefined : { date, day: false };
    }
    return undefined;
  }
  if (typeof value === 'number' && Number.isInteger(value) && momentColumn.test(column)) {
    const [from, to] = epochSeconds;
    if (value >= from && value < to) return { date: new Date(value * 1000), day: false };
    if (value >= from * 1000 && value < to * 1000) return { date: new Date(value), day: false };
  }
  return undefined;
}

/** How a cell is written: its value typed, and how wide it reads (in characters). */
interface TypedCell {
  cell: Cell;
  width: number;
  link?: string;
}

const linkStyle = { textColor: '#0563C1', textDecoration: { underline: true } } as const;

/**
 * A value as a typed cell; text stays text, so nothing in it runs as a formula. A true or false is
 * a real boolean, which spreadsheets show as TRUE or FALSE, the words the CSV has.
 */
function typedCell(value: unknown, column: string, kind?: NumberKind): TypedCell {
  if (value === null || value === undefined || value === '') return emptyCell;
  if (typeof value === 'boolean') return { cell: { value, type: Boolean }, width: 5 };
  if (typeof value === 'number') {
    // A number of a known kind is never a moment: no kind is one (a year stays 2008).
    const moment = Number.isInteger(value) && !kind ? momentOf(value, column) : undefined;
    if (moment) return momentCell(moment);
    const format = kind && excelFormats[kind];
    // Grouping and a sign make a number a little wider than its digits.
    const width = String(value).length + (format ? 2 : 0);
    if (!Number.isFinite(value)) return { cell: { value: String(value), type: String }, width };
    return { cell: { value, type: Number, ...(format ? { format } : {}) }, width };
  }
  const text = String(value).slice(0, cellTextLength);
  // Only text starting with a digit may be a date, only text starting with "h" an address.
  const first = text.charCodeAt(0);
  if (first >= 48 && first <= 57) {
    const moment = momentOf(text, column);
    if (moment) return momentCell(moment);
  } else if ((first === 104 || first === 72) && text.length <= linkLength && webAddress.test(text))
    return { cell: { value: text, type: String, ...linkStyle }, width: text.length, link: text };
  // A cell shows its first line: its width is that line's.
  const lineEnd = text.indexOf('\n');
  return { cell: { value: text, type: String }, width: lineEnd < 0 ? text.length : lineEnd };
}

const emptyCell: TypedCell = { cell: null, width: 0 };

const momentCell = (moment: { date: Date; day: boolean }): TypedCell =>
  moment.day
    ? { cell: { value: moment.date, type: Date, format: 'yyyy-mm-dd' }, width: 10 }
    : { cell: { value: moment.date, type: Date, format: 'yyyy-mm-dd hh:mm:ss' }, width: 19 };

/** A row with no nested value is its own flat form: most rows are, and are not copied. */
const isFlat = (row: Record<string, unknown>) => {
  for (const key in row) {
    const value = row[key];
    if (value !== null && typeof value === 'object') return false;
  }
  return true;
};

/** The columns of rows as the CSV has them: every column any row has, in order of appearance. */
function columnsOf(rows: readonly Record<string, unknown>[], given: readonly string[] = []) {
  const flat = rows.map((row) => (isFlat(row) ? row : flatten(row)));
  const seen = new Set<string>(given);
  for (const row of flat) for (const key in row) seen.add(key);
  return { flat, columns: [...seen] };
}

/** A sheet's data, column widths and links (cell address → address linked). */
function sheetOf(table: SheetTable) {
  const { flat, columns } = columnsOf(table.rows, table.columns);
  const widths = columns.map((column) => column.length);
  const links: { ref: string; url: string }[] = [];
  const data: SheetData = [
    columns.map((column) => ({ value: column, type: String, fontWeight: 'bold' as const })),
  ];
  for (const [rowIndex, row] of flat.entries()) {
    data.push(
      columns.map((column, columnIndex) => {
        const typed = typedCell(row[column], column, table.kinds?.[column]);
        widths[columnIndex] = Math.max(widths[columnIndex] ?? 0, typed.width);
        if (!typed.link) return typed.cell;
        // Past Excel's most links in a sheet, an address stays text (a link would spoil the file).
        if (links.length >= linksPerSheet) return { value: typed.link, type: String };
        links.push({ ref: cellAddress(rowIndex + 1, columnIndex), url: typed.link });
        return typed.cell;
      }),
    );
  }
  return {
    data,
    columns: widths.map((width) => ({ width: Math.min(widest, Math.max(narrowest, width + 2)) })),
    links,
  };
}

/** "A1", "AB12": a cell's address from its 0-based row and column. */
export function cellAddress(row: number, column: number): string {
  let letters = '';
  for (let n = column + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row + 1}`;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Real hyperlinks (not formulas): each sheet's `<hyperlinks>` before its page margins, as the
 * format orders them, and each address a relationship of the sheet's, opened outside the file.
 */
function hyperlinks(linksBySheet: readonly { ref: string; url: string }[][]): Feature<FileContent> {
  const id = (index: number) => `rId-link-${index + 1}`;
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) => {
            const links = linksBySheet[sheetIndex] ?? [];
            if (links.length === 0) return xml;
            const markup = `<hyperlinks>${links
              .map((link, index) => `<hyperlink ref="${link.ref}" r:id="${id(index)}"/>`)
              .join('')}</hyperlinks>`;
            const before = ['<pageMargins', '<pageSetup', '<drawing', '</worksheet>']
              .map((tag) => xml.lastIndexOf(tag))
              .find((at) => at > xml.lastIndexOf('</sheetData>'));
            return before === undefined
              ? xml
              : `${xml.slice(0, before)}${markup}${xml.slice(before)}`;
          },
        },
        'xl/worksheets/_rels/sheet{id}.xml.rels': {
          transform: (xml, _options, { sheetIndex }) => {
            const links = linksBySheet[sheetIndex] ?? [];
            if (links.length === 0) return xml;
            const markup = links
              .map(
                (link, index) =>
                  `<Relationship Id="${id(index)}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${escapeAttribute(link.url)}" TargetMode="External"/>`,
              )
              .join('');
            const end = xml.lastIndexOf('</Relationships>');
            return end < 0 ? xml : `${xml.slice(0, end)}${markup}${xml.slice(end)}`;
          },
        },
      },
    },
  };
}

/** The .xlsx file of tables, a sheet each (an empty table is still a sheet with its name). */
export async function workbookBytes(
  tables: readonly SheetTable[],
): Promise<Uint8Array<ArrayBuffer>> {
  const names = sheetNames(tables.map((table) => table.name));
  const sheets = tables.map(sheetOf);
  const blob = await writeXlsxFile(
    sheets.map((sheet, index) => ({
      data: sheet.data,
      sheet: names[index] as string,
      columns: sheet.columns,
      stickyRowsCount: 1,
    })),
    { features: [hyperlinks(sheets.map((sheet) => sheet.links))] },
  ).toBlob();
  return new Uint8Array(await blob.arrayBuffer());
}

/** One .zip of files, written at once in memory (fflate's synchronous zip; no worker of its own). */
function zipBytes(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const taken = new Set<string>();
  const files: Record<string, Uint8Array> = {};
  for (const entry of entries) {
    let name = entry.name;
    for (let n = 2; taken.has(name); n += 1) name = entry.name.replace(/(\.[^.]+)?$/, `-${n}$1`);
    taken.add(name);
    files[name] = encoder.encode(entry.text);
  }
  // fflate writes into an ArrayBuffer of its own, never a shared one.
  return zipSync(files, { level: 6 }) as Uint8Array<ArrayBuffer>;
}

/** CSV files as one zip: each table a file of that name. */
export const csvZipBytes = (files: readonly SheetTable[]) =>
  zipBytes(files.map((file) => ({ name: file.name, text: toCsv(file.rows) })));
