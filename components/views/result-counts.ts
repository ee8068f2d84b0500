import { valueAt } from '@/lib/api/pagination';
import type { CountsOf } from '@/lib/store/history';
import { familyViewOf } from './specs';

/** A count as answers give it: a number, or a number written as text ("1204", "1,204"). */
export const countValue = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?[\d,]+(\.\d+)?\s*$/.test(value)
        ? Number(value.replace(/[,\s]/g, ''))
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
};

/**
 * The counts a card shows (followers, views, likes…, and its rating), by the labels its view gives
 * them: what a snapshot of an entity, a video or a post keeps. None for lists.
 */
export const resultCounts: CountsOf = (endpointId, data) => {
  const spec = familyViewOf(endpointId);
  if (spec?.family !== 'card') return undefined;
  const paths = {
    ...spec.card.counts,
    ...(spec.card.stars ? { rating: spec.card.stars } : {}),
  };
  const counts: Record<string, number> = {};
  for (const [label, path] of Object.entries(paths)) {
    const value = countValue(valueAt(data, path));
    if (value !== undefined) counts[label] = value;
  }
  return Object.keys(counts).length > 0 ? counts : undefined;
};
