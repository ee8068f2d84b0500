import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec } from '@/lib/api/view-spec';
import { textAt } from '../item-fields';

/** The count whose label matches, e.g. likes or replies. */
function numberOf(item: unknown, spec: ItemSpec, label: RegExp): number {
  const path = Object.entries(spec.counts ?? {}).find(([name]) => label.test(name))?.[1];
  const value = path === undefined ? undefined : valueAt(item, path);
  return typeof value === 'number' ? value : 0;
}

/** The orders comments can be read in: each one's name and the key it sorts by, smallest first. */
export const sorts = {
  loaded: { label: 'As loaded', key: () => 0 },
  likes: {
    label: 'Most liked',
    key: (item: unknown, spec: ItemSpec) => -numberOf(item, spec, /like|reaction|helpful/i),
  },
  replies: {
    label: 'Most replies',
    key: (item: unknown, spec: ItemSpec) => -numberOf(item, spec, /repl/i),
  },
  length: {
    label: 'Longest',
    key: (item: unknown, spec: ItemSpec) => -(textAt(item, spec.text)?.length ?? 0),
  },
  date: {
    label: 'Newest',
    key: (item: unknown, spec: ItemSpec) =>
      -Date.parse(String(valueAt(item, spec.date ?? '') ?? '')) || 0,
  },
} as const;

export type SortOrder = keyof typeof sorts;

/** The items in this order; ties keep the order they were loaded in. */
export function sorted(items: unknown[], order: SortOrder, spec: ItemSpec): unknown[] {
  if (order === 'loaded') return items;
  return items
    .map((item, index) => ({ item, index, key: sorts[order].key(item, spec) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ item }) => item);
}
