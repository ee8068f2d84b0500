import { valueAt } from '@/lib/api/pagination';

/** The list at `path` of an answer ('' for the answer itself); empty when there is none. */
export const listAt = (data: unknown, path: string): unknown[] => {
  const value = path === '' ? data : valueAt(data, path);
  return Array.isArray(value) ? value : [];
};

/** Each row's JSON in lower case, made once per list when its filter is first used. */
const searchTexts = new WeakMap<unknown[], string[]>();

/** Rows whose text contains the filter (lower case), any field; the list itself when there is none. */
export function matching(items: unknown[], needle: string): unknown[] {
  if (needle === '') return items;
  let texts = searchTexts.get(items);
  if (!texts) {
    texts = items.map((item) => (JSON.stringify(item) ?? '').toLowerCase());
    searchTexts.set(items, texts);
  }
  const found = texts;
  return items.filter((_, index) => found[index]?.includes(needle));
}

/**
 * Rows by `author` (the value at `path`, trimmed), or with a reply at `nested` by them: a
 * thread stays whole, as the text filter keeps it. The list itself when no author is picked.
 */
export function byAuthor(
  items: unknown[],
  path: string | undefined,
  author: string,
  nested?: string,
): unknown[] {
  if (author === '' || !path) return items;
  const wrote = (item: unknown): boolean => {
    const name = valueAt(item, path);
    if (typeof name === 'string' && name.trim() === author) return true;
    const replies = nested ? valueAt(item, nested) : undefined;
    return Array.isArray(replies) && replies.some(wrote);
  };
  return items.filter(wrote);
}
