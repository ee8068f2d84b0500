import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec } from '@/lib/api/view-spec';
import { formatDate } from '../format';
import { textAt } from '../item-fields';

/** Bars the chart draws at most; the rest of a long list is not read for it. */
const chartBars = 20;

/**
 * The first rows with a number at `path`, as bars named by their title; when titles do not tell
 * the rows apart (posts of one author, posts without a title), by the start of their text, else
 * their date, else their place.
 */
export function barsOf(items: unknown[], spec: ItemSpec, path: string) {
  const rows: { item: unknown; index: number; value: number }[] = [];
  for (const [index, item] of items.entries()) {
    const value = Number(valueAt(item, path));
    if (!Number.isFinite(value)) continue;
    rows.push({ item, index, value });
    if (rows.length === chartBars) break;
  }
  const titles = rows.map(({ item }) => textAt(item, spec.title));
  const distinct =
    titles.every((title) => title !== undefined) && new Set(titles).size === rows.length;
  return rows.map(({ item, index, value }, row) => {
    const date = textAt(item, spec.date);
    const name = distinct
      ? titles[row]
      : ((textAt(item, spec.text)?.replace(/\s+/g, ' ').trim() || undefined) ??
        (date === undefined ? undefined : formatDate(date)));
    return { name: name ?? String(index + 1), value };
  });
}

/** How many loaded reviews gave each number of stars, five first. */
export function starsOf(items: unknown[], path: string | undefined) {
  const counts = [0, 0, 0, 0, 0];
  for (const item of items) {
    const stars = Math.round(Number(valueAt(item, path ?? '')));
    if (stars >= 1 && stars <= 5) counts[5 - stars] = (counts[5 - stars] ?? 0) + 1;
  }
  return counts.map((value, index) => ({ name: `${5 - index} ★`, value }));
}
