/**
 * Every field a view spec names exists in the endpoint's sample (a misspelt path would silently show nothing).
 */
import { describe, expect, it } from 'vitest';
import { familyViewOf } from '@/components/views/specs';
import { valueAt } from '@/lib/api/pagination';
import type { ItemSpec } from '@/lib/api/view-spec';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { familyViewOf as fromFolders } from '../support/views';

/** Every path an item spec names, templates' `{path}` parts included. */
const pathsOf = (item: ItemSpec | undefined): string[] =>
  item === undefined
    ? []
    : [
        item.image,
        item.title,
        item.subtitle,
        item.text,
        item.verified,
        item.date,
        item.stars,
        ...Object.values(item.counts ?? {}),
        ...Object.values(item.facts ?? {}),
        ...Object.values(item.tags ?? {}),
        item.ratings,
        ...[item.link, item.subtitleLink].flatMap((link) =>
          link?.includes('{') ? [...link.matchAll(/\{([\w.]+)\}/g)].map((m) => m[1] ?? '') : [link],
        ),
      ].filter((path): path is string => path !== undefined);

/** Whether some element of the list has the path (fields may be null on some items). */
const someHas = (list: unknown, path: string) =>
  Array.isArray(list) && list.some((item) => valueAt(item, path) !== undefined);

describe('view specs', () => {
  it.each(endpoints.map((entry) => [entry.id, entry] as const))(
    '%s: the panel has its area folder’s view, none for a transcript',
    (id, entry) => {
      expect(familyViewOf(id)).toEqual(fromFolders(id));
      expect(familyViewOf(id) === undefined).toBe(entry.transcript === true);
    },
  );

  const familyViews = endpoints.flatMap((entry) => {
    const view = familyViewOf(entry.id);
    return view ? [[entry.id, view] as const] : [];
  });

  it.each(familyViews)('%s names only fields its sample has', (id, spec) => {
    const sample = sampleOf(id);
    const missing: string[] = [];
    if (spec.family === 'card') {
      for (const path of pathsOf(spec.card))
        if (valueAt(sample, path) === undefined) missing.push(path);
      for (const list of spec.lists ?? []) {
        const items = valueAt(sample, list.items);
        if (!Array.isArray(items)) missing.push(list.items);
        for (const path of pathsOf(list.item))
          if (!someHas(items, path)) missing.push(`${list.items}[].${path}`);
      }
    } else {
      const items = spec.items === '' ? sample : valueAt(sample, spec.items);
      if (!Array.isArray(items)) missing.push(spec.items);
      for (const path of pathsOf(spec.item))
        if (!someHas(items, path)) missing.push(`${spec.items}[].${path}`);
      for (const path of pathsOf(spec.header))
        if (valueAt(sample, path) === undefined) missing.push(path);
      if (spec.family === 'list' && spec.chart && !someHas(items, spec.chart.value))
        missing.push(spec.chart.value);
    }
    expect(missing).toEqual([]);
  });
});
