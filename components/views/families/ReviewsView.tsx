import { useMemo } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { starsOf } from '../list/bars';
import { Empty } from '../list/Filter';
import { listAt } from '../list/list-data';
import { Rows } from '../list/Rows';
import { ResultControls } from '../ResultControls';
import type { ViewProps } from '../types';
import { BarChart } from './BarChart';

/** Reviews: the controls that ask for others, how many gave each number of stars, the reviews. */
export function ReviewsView({
  data,
  spec,
  endpoint,
  params,
  rerun,
}: { data: unknown; spec: Extract<ViewSpec, { family: 'reviews' }> } & ViewProps) {
  const items = listAt(data, spec.items);
  const ratings = useMemo(() => starsOf(items, spec.item.stars), [items]);
  return (
    <div class="sl-view" data-family="reviews">
      {spec.header && <Item item={data} spec={spec.header} />}
      <ResultControls endpoint={endpoint} params={params} rerun={rerun} />
      {items.length === 0 ? (
        <Empty needle="" none="No reviews with these settings." />
      ) : (
        <>
          <BarChart label="Stars of the loaded reviews" bars={ratings} />
          <Rows items={items} spec={spec.item} />
        </>
      )}
    </div>
  );
}
