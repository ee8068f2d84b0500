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
