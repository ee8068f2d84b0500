/**
 * What every number in an answer is, gathered from the areas' folders (lib/areas/<area>/numbers.ts):
 * the panel's views, the batch table and the files all read a number's kind here, so a ratio reads
 * 97% wherever it is shown. Small enough for every page to carry whole.
 */
import type { NumberKind, NumberKinds } from '../api/view-spec';
import type { Area } from '../platforms';
import { numbers as events } from './events/numbers';
import { numbers as forum } from './forum/numbers';
import { numbers as launches } from './launches/numbers';
import { numbers as microblog } from './microblog/numbers';
import { numbers as photo } from './photo/numbers';
import { numbers as professional } from './professional/numbers';
import { numbers as reviews } from './reviews/numbers';
import { numbers as shortvideo } from './shortvideo/numbers';
import { numbers as social } from './social/numbers';
import { numbers as video } from './video/numbers';
import { numbers as websearch } from './websearch/numbers';

const byArea: Readonly<Record<Area, NumberKinds>> = {
  events,
  forum,
  launches,
  microblog,
  photo,
  professional,
  reviews,
  shortvideo,
  social,
  video,
  websearch,
};

/**
 * The kind of the number at a path of an area's answer (keys as an array or dotted): its field's
 * own, else the field it sits in (a map of sub-ratings is ratings whatever their names); list
 * positions are passed over. Undefined when the area does not say.
 */
export function numberKindAt(
  area: string | undefined,
  path: string | readonly string[],
): NumberKind | undefined {
  const name = area?.split('.')[0] ?? '';
  const kinds = Object.hasOwn(byArea, name) ? byArea[name as Area] : undefined;
  if (!kinds) return undefined;
  const keys = (typeof path === 'string' ? path.split('.') : path).filter(
    (key) => !/^\d+$/.test(key),
  );
  for (const key of keys.slice(-2).reverse()) if (Object.hasOwn(kinds, key)) return kinds[key];
  return undefined;
}
