import { useEffect, useState } from 'preact/hooks';
import { numberKindAt } from '@/lib/areas/numbers';
import type { BatchRow } from '@/lib/store/db';
import { numberText } from '../views/format';

/** A row's count as its kind reads: "97%" for an upvote ratio, "1.2M" for views where space is short. */
export type CountText = (
  row: Pick<BatchRow, 'endpointId'>,
  label: string,
  value: number,
  options?: { compact?: boolean },
) => string;

/**
 * How the rows' counts read, once the views of their areas are loaded (a count's label names a
 * field of its view, whose kind its area states); undefined until then, so no ratio shows as a
 * bare number first.
 */
export function useCountText(rows: readonly BatchRow[]): CountText | undefined {
  const areas = [
    ...new Set(rows.filter((row) => row.counts).map((row) => row.endpointId.split('.')[0] ?? '')),
  ]
    .sort()
    .join(' ');
  const [countText, setCountText] = useState<{ of: CountText }>();
  useEffect(() => {
    let shown = true;
    void import('@/components/views/specs').then(async ({ countedPaths, loadAreaViews }) => {
      await Promise.all(areas.split(' ').filter(Boolean).map(loadAreaViews));
      if (shown) setCountText({ of: countTextFrom(countedPaths) });
    });
    return () => {
      shown = false;
    };
  }, [areas]);
  return countText?.of;
}

/** How counts read, given where each endpoint's counts are in its answer (its view's labels). */
export const countTextFrom =
  (countedPaths: (endpointId: string) => Record<string, string> | undefined): CountText =>
  (row, label, value, options) =>
    numberText(
      value,
      numberKindAt(row.endpointId, countedPaths(row.endpointId)?.[label] ?? ''),
      options,
    );
