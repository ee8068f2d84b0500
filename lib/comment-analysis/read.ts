/**
 * A loaded list of comments or reviews as remarks: each field found where the endpoint's view
 * says (`remark` for the author, likes and reply; the item's `text`, `date` and `stars`), replies
 * nested under a comment read as remarks of their own.
 */
import { valueAt } from '../api/pagination';
import { timeOf } from '../api/timestamps';
import type { ViewSpec } from '../api/view-spec';
import type { Remark } from './remark';

type RemarkView = Extract<ViewSpec, { family: 'comments' | 'reviews' }>;

const textAt = (item: unknown, path: string | undefined): string | undefined => {
  const value = path ? valueAt(item, path) : undefined;
  return typeof value === 'string' ? value : undefined;
};

const numberAt = (item: unknown, path: string | undefined): number | undefined => {
  const value = path ? valueAt(item, path) : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

function answeredAt(item: unknown, path: string | undefined): boolean | undefined {
  if (!path || item === null || typeof item !== 'object') return undefined;
  const reply = valueAt(item, path);
  // A reply field the item does not carry says nothing; null or an empty text says "no reply".
  if (reply === undefined) return undefined;
  return reply !== null && reply !== '';
}

export const remarksOf = (data: unknown, view: RemarkView): Remark[] =>
  remarksOfItems(valueAt(data, view.items), view);

/** The remarks of items taken from such a list (the rows a filter lets through, say). */
export function remarksOfItems(items: unknown, view: RemarkView): Remark[] {
  const remarks: Remark[] = [];
  const nested = view.family === 'comments' ? view.nested : undefined;
  const read = (items: unknown) => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      const remark: Remark = { index: remarks.length, text: textAt(item, view.item.text) ?? '' };
      const author = textAt(item, view.remark.author);
      const time = timeOf(valueAt(item, view.item.date ?? ''));
      const likes = numberAt(item, view.remark.likes);
      const stars = numberAt(item, view.item.stars);
      const answered = answeredAt(item, view.remark.reply);
      if (author) remark.author = author;
      if (time !== undefined) remark.time = time;
      if (likes !== undefined) remark.likes = likes;
      if (stars !== undefined) remark.stars = stars;
      if (answered !== undefined) remark.answered = answered;
      remarks.push(remark);
      if (nested) read(valueAt(item, nested));
    }
  };
  read(items);
  return remarks;
}
