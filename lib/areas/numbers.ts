/// <reference types="vite/client" />
/**
 * What every number in an answer is, gathered from the areas' folders (lib/areas/<area>/numbers.ts)
 * by the bundler: the panel's views, the batch table and the files all read a number's kind here,
 * so a ratio reads 97% wherever it is shown. Small enough for every page to carry whole.
 */
import type { NumberKind, NumberKinds } from '../api/view-spec';

const areaNumbers = import.meta.glob<NumberKinds>('./*/numbers.ts', {
  eager: true,
  import: 'numbers',
});

const byArea = new Map<string, NumberKinds>(
  Object.entries(areaNumbers).map(([file, kinds]) => [
    /([^/]+)\/numbers\.ts$/.exec(file)?.[1] ?? '',
    kinds,
  ]),
);

/**
 * The kind of the number at a path of an area's answer (keys as an array or dotted): its field's
 * own, else the field it sits in (a map of sub-ratings is ratings whatever their names); list
 * positions are passed over. Undefined when the area does not say.
 */
export function numberKindAt(
  area: string | undefined,
  path: string | readonly string[],
): NumberKind | undefined {
  const kinds = area === undefined ? undefined : byArea.get(area.split('.')[0] ?? '');
  if (!kinds) return undefined;
  const keys = (typeof path === 'string' ? path.split('.') : path).filter(
    (key) => !/^\d+$/.test(key),
  );
  for (const key of keys.slice(-2).reverse()) if (Object.hasOwn(kinds, key)) return kinds[key];
  return undefined;
}
