/**
 * CSV of any list: nested fields flattened to dotted columns, UTF-8 with a BOM so spreadsheet
 * programs read it as UTF-8, and cells that a spreadsheet would run as a formula neutralised.
 */

/** `{a: {b: 1}, c: [x, y]}` → `{'a.b': 1, 'c.0': x, 'c.1': y}`. */
export function flatten(
  value: unknown,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix !== '') into[prefix] = Array.isArray(value) ? '[]' : '{}';
    for (const [key, item] of entries)
      flatten(item, prefix === '' ? key : `${prefix}.${key}`, into);
    return into;
  }
  if (prefix !== '') into[prefix] = value;
  return into;
}

/**
 * A cell as text, quoted when needed, with formula triggers defused by a leading apostrophe; a
 * true or false as TRUE or FALSE, as spreadsheets write them (and the workbook shows them).
 */
export function cell(value: unknown): string {
  let text =
    value === null || value === undefined
      ? ''
      : typeof value === 'boolean'
        ? String(value).toUpperCase()
        : String(value);
  // Only text can carry a formula; a number such as -5 stays a number.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * One line per row, under a header of every column any row has. A row that is a plain value (a
 * list of keywords, of ids) is one column named after the list.
 */
export function toCsv(rows: readonly unknown[], listName = 'value'): string {
  const flat = rows.map((row) =>
    row !== null && typeof row === 'object' ? flatten(row) : { [listName]: row },
  );
  const columns: string[] = [];
  for (const row of flat)
    for (const key of Object.keys(row)) if (!columns.includes(key)) columns.push(key);
  const lines = [
    columns.map(cell).join(','),
    ...flat.map((row) => columns.map((column) => cell(row[column])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
