import type { NumberKind } from '@/lib/api/view-spec';
import { numberKindAt } from '@/lib/areas/numbers';
import { numberText, shortDate } from '../views/format';
import { countedPaths } from '../views/specs';

/** A count's kind, from the field of the card its label names (a ratio reads 97%). */
export const countKind = (endpointId: string, count: string): NumberKind | undefined =>
  numberKindAt(endpointId, countedPaths(endpointId)?.[count] ?? '');

/** A value as the panel shows it; none, a dash. */
export const valueText = (value: number | undefined, kind: NumberKind | undefined) =>
  value === undefined ? '—' : numberText(value, kind);

/** A day as people say it: "Nov 3", with its year when it is not this year's. */
export const dayWords = (at: number, now = Date.now()) =>
  shortDate(at, { year: new Date(at).getFullYear() !== new Date(now).getFullYear() });
