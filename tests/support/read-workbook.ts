/**
 * A workbook read as a spreadsheet program reads it: the .xlsx unzipped (fflate's unzipSync) and
 * its XML read (sheets, shared strings, styles, links), never through the library that wrote it.
 * Also a CSV file's records, as a spreadsheet program splits them (line breaks inside quotes kept).
 */
import { strFromU8, unzipSync } from 'fflate';

export type ReadCell =
  | { type: 'text'; value: string; link?: string }
  | { type: 'number'; value: number }
  | { type: 'date'; value: number; format: string }
  | { type: 'boolean'; value: boolean };

export interface ReadSheet {
  name: string;
  rows: (ReadCell | undefined)[][];
  /** Each cell's number format, as its style names it ('' for General), by row and column. */
  formats: string[][];
  frozenRows: number;
  boldHeader: boolean;
  widths: number[];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#(\d+)|#x([0-9a-f]+));/gi, (_, name, dec, hex) =>
    dec
      ? String.fromCodePoint(Number(dec))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (entities[name] ?? ''),
  );
const attribute = (tag: string, name: string) =>
  decode(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');
const elements = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(\\s[^>]*)?(/>|>([\\s\\S]*?)</${tag}>)`, 'g'))].map(
    (match) => ({ open: match[0].slice(0, match[0].indexOf('>') + 1), inner: match[3] ?? '' }),
  );

/** Column letters to a 0-based index: "A" → 0, "AB" → 27. */
const columnIndex = (ref: string) =>
  [...(/^[A-Z]+/.exec(ref)?.[0] ?? '')].reduce(
    (sum, letter) => sum * 26 + letter.charCodeAt(0) - 64,
    0,
  ) - 1;

/** A workbook as a spreadsheet program reads it: its sheets, their cells typed by their styles. */
export function readWorkbook(bytes: Uint8Array): ReadSheet[] {
  const files = unzipSync(bytes);
  const text = (path: string) => {
    const file = files[path];
    return file ? strFromU8(file) : '';
  };
  const strings = elements(text('xl/sharedStrings.xml'), 'si').map(({ inner }) =>
    elements(inner, 't')
      .map((t) => decode(t.inner))
      .join(''),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map(
    elements(styles, 'numFmt').map(({ open }) => [
      attribute(open, 'numFmtId'),
      attribute(open, 'formatCode'),
    ]),
  );
  const fonts = elements(elements(styles, 'fonts')[0]?.inner ?? '', 'font').map(({ inner }) =>
    /<b\s*\/>|<b>/.test(inner),
  );
  const cellStyles = elements(elements(styles, 'cellXfs')[0]?.inner ?? '', 'xf').map(
    ({ open }) => ({
      format: formats.get(attribute(open, 'numFmtId')) ?? '',
      bold: fonts[Number(attribute(open, 'fontId') || 0)] ?? false,
    }),
  );
  const targets = new Map(
    elements(text('xl/_rels/workbook.xml.rels'), 'Relationship').map(({ open }) => [
      attribute(open, 'Id'),
      attribute(open, 'Target'),
    ]),
  );
  return elements(text('xl/workbook.xml'), 'sheet').map(({ open }) => {
    const path = `xl/${targets.get(attribute(open, 'r:id'))?.replace(/^\/?xl\//, '')}`;
    const xml = text(path);
    const rels = new Map(
      elements(text(path.replace(/([^/]+)$/, '_rels/$1.rels')), 'Relationship').map(
        ({ open: rel }) => [attribute(rel, 'Id'), attribute(rel, 'Target')],
      ),
    );
    const links = new Map(
      elements(xml, 'hyperlink').map(({ open: link }) => [
        attribute(link, 'ref'),
        rels.get(attribute(link, 'r:id')),
      ]),
    );
    let boldHeader = true;
    const formatRows: string[][] = [];
    const rows = elements(xml, 'row').map(({ open: rowOpen, inner }) => {
      const cells: (ReadCell | undefined)[] = [];
      const cellFormats: string[] = [];
      formatRows.push(cellFormats);
      for (const { open: cellOpen, inner: cellInner } of elements(inner, 'c')) {
        const ref = attribute(cellOpen, 'r');
        const raw = decode(/<v>([\s\S]*?)<\/v>/.exec(cellInner)?.[1] ?? '');
        const style = cellStyles[Number(attribute(cellOpen, 's') || 0)];
        if (attribute(rowOpen, 'r') === '1' && !style?.bold) boldHeader = false;
        const type = attribute(cellOpen, 't');
        const link = links.get(ref);
        cellFormats[columnIndex(ref)] = style?.format ?? '';
        cells[columnIndex(ref)] =
          type === 's'
            ? { type: 'text', value: strings[Number(raw)] ?? '', ...(link ? { link } : {}) }
            : type === 'inlineStr'
              ? { type: 'text', value: decode(elements(cellInner, 't')[0]?.inner ?? '') }
              : type === 'b'
                ? { type: 'boolean', value: raw === '1' }
                : /y{2}|d{1,2}|h{1,2}/.test(style?.format ?? '')
                  ? { type: 'date', value: Number(raw), format: style?.format ?? '' }
                  : { type: 'number', value: Number(raw) };
      }
      return cells;
    });
    const pane = elements(xml, 'pane')[0]?.open ?? '';
    return {
      name: attribute(open, 'name'),
      rows,
      formats: formatRows,
      frozenRows: attribute(pane, 'state') === 'frozen' ? Number(attribute(pane, 'ySplit')) : 0,
      boldHeader,
      widths: elements(xml, 'col').map(({ open: col }) => Number(attribute(col, 'width'))),
    };
  });
}

/** A CSV file's records (its header first), each a list of cells, its BOM left out. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let at = 0; at < body.length; at += 1) {
    const char = body[at];
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\r' && body[at + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

/**
 * A sheet's row as the CSV file writes the same row: text as is, a number in digits, a date as the
 * moment its CSV cell names, a boolean as TRUE or FALSE, an empty cell as nothing.
 */
export function asCsvCells(row: readonly (ReadCell | undefined)[], record: readonly string[]) {
  return record.map((text, index) => {
    const cell = row[index];
    if (cell === undefined) return '';
    if (cell.type === 'date')
      return Math.abs(Date.parse(text) / 86_400_000 + 25_569 - cell.value) < 1e-6
        ? text
        : `date ${cell.value}`;
    // A CSV cell that a spreadsheet would run as a formula is written with an apostrophe first.
    if (cell.type === 'text' && text === `'${cell.value}`) return text;
    // A true or false is TRUE or FALSE in both, as spreadsheets write it.
    if (cell.type === 'boolean') return cell.value ? 'TRUE' : 'FALSE';
    return String(cell.value);
  });
}
