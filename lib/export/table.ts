/**
 * An answer as the tables a spreadsheet opens, written the same way for one result and for a
 * batch: a thing is one row of its fields (nested fields as columns, a list of plain values such
 * as keywords in one cell), each list of things inside it (a profile's recent posts) a table of
 * its own; a list answer is one row per item. Columns are named in words (see words.ts).
 */
import { valueAt } from '../api/pagination';
import type { NumberKind } from '../api/view-spec';
import { numberKindAt } from '../areas/numbers';
import { nestedWords } from './field-words';
import { type ThreadShape, threadKinds, threadOf, threadRow } from './thread';
import { columnWords, twiceNamed } from './words';

export interface Table {
  /** What its rows are, in words: "video", "comments", "recent posts". */
  name: string;
  rows: Record<string, unknown>[];
  /** Column → the kind of its numbers (its area's numbers.ts), for a workbook's number formats. */
  kinds: ColumnKinds;
}

export type ColumnKinds = Record<string, NumberKind>;

/**
 * A file keeps the service's number (0.97, 87.4, 58) and its column says the unit where the
 * field's own words do not: "duration (seconds)", "width (pixels)". The workbook shows each kind
 * in its format (97%, 87.4%); the CSV, which has none, has the number as the JSON has it.
 */
const units: Partial<Record<NumberKind, { said: RegExp; unit: string }>> = {
  seconds: { said: /\bseconds?\b/, unit: 'seconds' },
  days: { said: /\bdays?\b/, unit: 'days' },
  pixels: { said: /\bpixels?\b/, unit: 'pixels' },
  ratio: { said: /\bratio\b/, unit: 'ratio' },
  percent: { said: /\bpercent(age)?\b/, unit: '%' },
};

/** A column's name with its unit, where its words do not say it. */
const withUnit = (name: string, kind: NumberKind | undefined) => {
  const unit = kind === undefined ? undefined : units[kind];
  return unit === undefined || unit.said.test(name) ? name : `${name} (${unit.unit})`;
};

/** How an answer reads: a thing, or a list with its items at `items` ('' for a list answer). */
export interface AnswerShape {
  area?: string;
  /** What the answer is called: the thing ("video") or its items ("comments"). */
  name: string;
  items?: string;
  /** Where the list's items reply to one another: its rows keep the thread (see thread.ts). */
  thread?: ThreadShape;
}

export interface AnswerTables {
  /** The thing as one row, or the list's items one row each. */
  main: Table;
  /** The lists of things inside a thing, each its own table. */
  lists: Table[];
}

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const isPlain = (value: unknown) => value === null || typeof value !== 'object';

/** A list of things (not of plain values): a table of its own in a thing's export. */
const isListOfThings = (value: unknown): value is unknown[] =>
  Array.isArray(value) && value.some((item) => !isPlain(item));

/** The cells of one record: nested fields flattened to columns named in words. */
function cellsOf(
  record: Fields,
  area: string | undefined,
  listsApart: boolean,
  kinds: ColumnKinds = {},
) {
  const row: Fields = {};
  const lists: { key: string; items: unknown[] }[] = [];
  const column = (path: readonly string[]) => {
    const words = path.map((key) =>
      /^\d+$/.test(key) ? String(Number(key) + 1) : columnWords(key, area),
    );
    const kind = numberKindAt(area, path);
    // `locationType` and `location.type` both read "location type": the nested one says its parts.
    const name = withUnit(
      Object.hasOwn(row, nestedWords(words)) ? words.join(': ') : nestedWords(words),
      kind,
    );
    let unique = name;
    for (let n = 2; Object.hasOwn(row, unique); n += 1) unique = `${name} (${n})`;
    if (kind !== undefined) kinds[unique] = kind;
    return unique;
  };
  const put = (path: readonly string[], value: unknown): void => {
    if (Array.isArray(value)) {
      if (value.every(isPlain))
        row[column(path)] = value.filter((item) => item !== null && item !== '').join(', ');
      else for (const [index, item] of value.entries()) put([...path, String(index)], item);
    } else if (isFields(value)) {
      const twice = twiceNamed(area, value);
      const entries = Object.entries(value).filter(([key]) => !twice.has(key));
      if (entries.length === 0) row[column(path)] = '';
      for (const [key, child] of entries) put([...path, key], child);
    } else row[column(path)] = value;
  };
  const twice = twiceNamed(area, record);
  for (const [key, value] of Object.entries(record)) {
    if (twice.has(key)) continue;
    if (listsApart && isListOfThings(value)) lists.push({ key, items: value });
    else put([key], value);
  }
  return { row, lists, kinds };
}

/** One row per item; an item that is a plain value is one column named after the list. */
const tableOfList = (
  items: readonly unknown[],
  name: string,
  area: string | undefined,
): Omit<Table, 'name'> => {
  const kinds: ColumnKinds = {};
  const rows = items.map((item) =>
    isFields(item) ? cellsOf(item, area, false, kinds).row : { [columnWords(name, area)]: item },
  );
  return { rows, kinds };
};

/**
 * A table known by its name and its number of rows, its rows made only when asked for: what a
 * button needs to say what its file holds, without flattening 10,000 items before a download.
 */
export interface TableOutline {
  name: string;
  rowCount: number;
  /** Its rows and the kinds of its columns' numbers, made on the first call. */
  table(): Table;
}

const outline = (name: string, rowCount: number, make: () => Omit<Table, 'name'>): TableOutline => {
  let made: Table | undefined;
  return {
    name,
    rowCount,
    table: () => {
      made ??= { name, ...make() };
      return made;
    },
  };
};

/** The tables `tablesOf` makes, counted: a list's items are flattened when its rows are asked for. */
export function tableOutlinesOf(
  data: unknown,
  shape: AnswerShape,
): { main: TableOutline; lists: TableOutline[] } {
  const { area, name } = shape;
  const items =
    shape.items === undefined ? undefined : shape.items === '' ? data : valueAt(data, shape.items);
  if (Array.isArray(items) && shape.thread) {
    const entries = threadOf(data, items, shape.thread);
    const rows = () => {
      const kinds: ColumnKinds = { ...threadKinds };
      return {
        rows: entries.map((entry) => threadRow(entry, cellsOf(entry.item, area, false, kinds).row)),
        kinds,
      };
    };
    return { main: outline(name, entries.length, rows), lists: [] };
  }
  if (Array.isArray(items))
    return { main: outline(name, items.length, () => tableOfList(items, name, area)), lists: [] };
  if (!isFields(data))
    return { main: outline(name, 0, () => ({ rows: [], kinds: {} })), lists: [] };
  const { row, lists, kinds } = cellsOf(data, area, true);
  return {
    main: outline(name, 1, () => ({ rows: [row], kinds })),
    lists: lists.map(({ key, items: listed }) => {
      const listName = columnWords(key, area).toLowerCase();
      return outline(listName, listed.length, () => tableOfList(listed, listName, area));
    }),
  };
}

/** The tables of an answer: one row for a thing with its lists apart, or a row per item of a list. */
export function tablesOf(data: unknown, shape: AnswerShape): AnswerTables {
  const { main, lists } = tableOutlinesOf(data, shape);
  return { main: main.table(), lists: lists.map((table) => table.table()) };
}
