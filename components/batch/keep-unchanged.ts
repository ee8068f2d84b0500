import type { BatchRow } from '@/lib/store/db';

/** Equal own values, and objects among them (a row's params and counts) equal one level down. */
const same = (a: unknown, b: unknown, depth = 1): boolean => {
  if (a === b) return true;
  if (depth < 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], depth - 1),
    )
  );
};

/**
 * The rows read now, where each row unchanged since the read before is that read's object: a
 * table of a thousand rows, read again while its batch runs, renders only the rows that moved on.
 */
export function keepUnchanged(before: readonly BatchRow[], now: BatchRow[]): BatchRow[] {
  const previous = new Map(before.map((row) => [row.index, row]));
  return now.map((row) => {
    const old = previous.get(row.index);
    return old !== undefined && same(old, row) ? old : row;
  });
}
