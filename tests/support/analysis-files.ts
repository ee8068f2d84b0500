/**
 * The comment analysis' files read back for the browser tests: the CSV's long table and the
 * workbook's sheets as each part's rows (column → text), so the two can be compared with each
 * other and with what the discussed comments hold.
 */
import { csvRecords, type ReadSheet } from './read-workbook';

type PartRows = Record<string, Record<string, string>[]>;

/** The CSV's rows by part, each a record of its non-empty cells without the part column. */
export function csvParts(text: string): PartRows {
  const [header = [], ...records] = csvRecords(text);
  const parts: PartRows = {};
  for (const [part = '', ...cells] of records) {
    const row = Object.fromEntries(
      cells.flatMap((cell, at) => (cell === '' ? [] : [[header[at + 1] ?? '', cell]])),
    );
    parts[part] = [...(parts[part] ?? []), row];
  }
  return parts;
}

/** A sheet's cell as the CSV writes it: a day as its ISO date, text as it would be defused. */
const asText = (cell: ReadSheet['rows'][number][number]): string => {
  if (cell === undefined) return '';
  if (cell.type === 'date')
    return new Date((cell.value - 25_569) * 86_400_000).toISOString().slice(0, 10);
  if (cell.type === 'text' && /^[=+\-@]/.test(cell.value)) return `'${cell.value}`;
  return String(cell.value);
};

/** The workbook's rows by sheet, in the CSV's form. */
export function sheetParts(sheets: readonly ReadSheet[]): PartRows {
  return Object.fromEntries(
    sheets.map(({ name, rows: [header = [], ...rows] }) => [
      name,
      rows.map((row) =>
        Object.fromEntries(
          header.flatMap((column, at) => {
            const text = asText(row[at]);
            return text === '' ? [] : [[String(column?.value), text]];
          }),
        ),
      ),
    ]),
  );
}

type Comment = { text: string; author: string; likeCount: number; publishedAt: string };

/**
 * What the files must hold of `comments` (all loaded, or those a filter let through): what was
 * counted, a bar a day from the first to the last, and the most liked's likes.
 */
export function expectedParts(comments: readonly Comment[], loaded: number, filter = {}) {
  const days = comments.map((comment) => comment.publishedAt.slice(0, 10)).sort();
  const first = days[0] ?? '';
  const last = days.at(-1) ?? '';
  const bars: Record<string, string>[] = [];
  for (let day = Date.parse(first); day <= Date.parse(last); day += 86_400_000) {
    const iso = new Date(day).toISOString().slice(0, 10);
    bars.push({ day: iso, comments: String(days.filter((each) => each === iso).length) });
  }
  return {
    countedOver: {
      comments: String(comments.length),
      loaded: String(loaded),
      ...filter,
      'first date': first,
      'last date': last,
      'without a date': '0',
    },
    bars,
    likes: comments
      .map((comment) => comment.likeCount)
      .filter((likes) => likes > 0)
      .sort((a, b) => b - a)
      .slice(0, 10)
      .map(String),
  };
}
