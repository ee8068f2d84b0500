import { useEffect, useState } from 'preact/hooks';
import { areaViewsLoaded, countedPaths, loadAreaViews } from '@/components/views/specs';
import { numberKindAt } from '@/lib/areas/numbers';
import { reportProblem } from '@/lib/extension/views/problems';
import type { BatchRow } from '@/lib/store/db';
import { numberText } from '../views/format';

/** A row's count as its kind reads: "97%" for an upvote ratio, "1.2M" views where space is short. */
export type CountText = (
  row: Pick<BatchRow, 'endpointId'>,
  label: string,
  value: number,
  options?: { compact?: boolean },
) => string;

/** A count's label names a field of its endpoint's view, whose kind its area states. */
const countText: CountText = (row, label, value, options) =>
  numberText(
    value,
    numberKindAt(row.endpointId, countedPaths(row.endpointId)?.[label] ?? ''),
    options,
  );

/**
 * How the rows' counts read, once the views of their areas are loaded; undefined until then, so
 * no ratio shows as a bare number first.
 */
export function useCountText(rows: readonly BatchRow[]): CountText | undefined {
  const areas = [
    ...new Set(rows.filter((row) => row.counts).map((row) => row.endpointId.split('.')[0] ?? '')),
  ]
    .sort()
    .join(' ');
  const loaded = () => areas.split(' ').every((area) => area === '' || areaViewsLoaded(area));
  const [ready, setReady] = useState(loaded);
  useEffect(() => {
    if (loaded()) {
      setReady(true);
      return;
    }
    let shown = true;
    setReady(false);
    // A load that failed leaves the counts blank, never wrong; the next change of rows asks again.
    Promise.all(areas.split(' ').map(loadAreaViews)).then(
      () => shown && setReady(true),
      reportProblem('loadingViews'),
    );
    return () => {
      shown = false;
    };
  }, [areas]);
  return ready ? countText : undefined;
}
