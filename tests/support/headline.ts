import { valueAt } from '../../lib/api/pagination';
import type { ItemSpec } from '../../lib/api/view-spec';
import { cuesOf } from '../../lib/export/transcript';
import { familyViewOf } from './views';

/** What names an item: its title, else its text (a post without a title reads by its words). */
const nameOf = (item: unknown, spec: ItemSpec): unknown =>
  [spec.title, spec.text]
    .map((path) => (path === undefined ? undefined : valueAt(item, path)))
    .find((value) => typeof value === 'string' && value.trim() !== '');

/**
 * The text a view must show first for an answer: the card's name, the first row's, or a
 * transcript's first line.
 */
export function headlineOf(endpointId: string, data: unknown): string {
  const spec = familyViewOf(endpointId);
  const value = !spec
    ? cuesOf(data)[0]?.text
    : spec.family === 'card'
      ? nameOf(data, spec.card)
      : nameOf(valueAt(spec.items === '' ? data : valueAt(data, spec.items), '0'), spec.item);
  if (typeof value !== 'string') throw new Error(`${endpointId}: the answer names nothing first`);
  return value.replace(/\s+/g, ' ').trim().slice(0, 30);
}
