/**
 * One item per key in a list read in parts: a list that shifts while it is read page by page (a
 * new comment pushes the others down) sends some items twice. Repeats are dropped within one
 * list's pages only: another list (another row of a batch) holding the same item keeps it too.
 * The key is the endpoint's `itemKey`; an item without one is always kept, as nothing tells it
 * apart.
 */
import type { ItemKey } from './endpoint';
import { valueAt } from './pagination';

/** The item's key as text, or undefined when it has none (a plain value, a missing id). */
export function keyOfItem(item: unknown, key: ItemKey): string | undefined {
  if (item === null || typeof item !== 'object') return undefined;
  const fields = typeof key === 'string' ? [key] : key;
  const values = fields.map((path) => valueAt(item, path));
  if (values.every((value) => value === undefined || value === null || value === ''))
    return undefined;
  return JSON.stringify(values);
}

/**
 * The items not seen before, in order, and how many were dropped as repeats; the keys of those
 * kept are added to `seen`, so the next page is checked against every page before it.
 */
export function dropRepeats<T>(
  items: readonly T[],
  key: ItemKey,
  seen: Set<string>,
): { kept: T[]; repeats: number } {
  const kept: T[] = [];
  for (const item of items) {
    const name = keyOfItem(item, key);
    if (name !== undefined && seen.has(name)) continue;
    if (name !== undefined) seen.add(name);
    kept.push(item);
  }
  return { kept, repeats: items.length - kept.length };
}

/** The list of an answer at `path` ('' for an answer that is the list), or undefined. */
export const listIn = (data: unknown, path: string): unknown[] | undefined => {
  const list = path === '' ? data : valueAt(data, path);
  return Array.isArray(list) ? list : undefined;
};

/** The answer with its list at `path` replaced, the rest shared, not copied. */
function withList(data: unknown, path: string, list: unknown[]): unknown {
  if (path === '') return list;
  const [head = '', ...rest] = path.split('.');
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const record = data as Record<string, unknown>;
  return {
    ...record,
    [head]: rest.length === 0 ? list : withList(record[head], rest.join('.'), list),
  };
}

/**
 * The answer with the items of its list at `path` already in `seen` left out, and how many; an
 * answer without that list, or an endpoint without a key, is kept as it is.
 */
export function answerWithoutRepeats(
  data: unknown,
  path: string | undefined,
  key: ItemKey | undefined,
  seen: Set<string>,
): { data: unknown; kept: number; repeats: number } {
  const list = path === undefined ? undefined : listIn(data, path);
  if (!list || path === undefined) return { data, kept: 0, repeats: 0 };
  if (key === undefined) return { data, kept: list.length, repeats: 0 };
  const { kept, repeats } = dropRepeats(list, key, seen);
  return { data: repeats === 0 ? data : withList(data, path, kept), kept: kept.length, repeats };
}
