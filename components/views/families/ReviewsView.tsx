import { useMemo } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import { RemarksSection } from '../comment-analysis/RemarksSection';
import { Item } from '../Item';
import { starsOf } from '../list/bars';
import { Empty, NarrowingFilter, useNarrowing } from '../list/Filter';
import { byAuthor, listAt, matching } from '../list/list-data';
import { Rows } from '../list/Rows';
import { ResultControls } from '../ResultControls';
import type { ViewProps } from '../types';
import { BarChart } from './BarChart';

/**
 * Reviews: the controls that ask for others, how many gave each number of stars, what the
 * reviews say together a press away, the reviews, filtered by what they say or who wrote them.
 */
export function ReviewsView({
  data,
  spec,
  endpoint,
  params,
  context,
  rerun,
}: { data: unknown; spec: Extract<ViewSpec, { family: 'reviews' }> } & ViewProps) {
  const narrowed = useNarrowing();
  const { needle, author } = narrowed.narrowing;
  const items = listAt(data, spec.items);
  const ratings = useMemo(() => starsOf(items, spec.item.stars), [items]);
  const shown = useMemo(
    () => byAuthor(matching(items, needle.trim().toLowerCase()), spec.remark.author, author),
    [items, needle, author],
  );
  return (
    <div class="sl-view" data-family="reviews">
      {spec.header && <Item item={data} spec={spec.header} />}
      <ResultControls endpoint={endpoint} params={params} rerun={rerun} />
      {items.length === 0 ? (
        <Empty needle="" none="No reviews with these settings." />
      ) : (
        <>
          <BarChart label="Stars of the loaded reviews" bars={ratings} />
          <RemarksSection
            data={data}
            spec={spec}
            onNarrow={narrowed.narrow}
            narrowing={narrowed.narrowing}
            shown={shown}
            source={{ endpointId: endpoint.id, context }}
          />
          <NarrowingFilter
            narrowed={narrowed}
            count={shown.length}
            total={items.length}
            noun="review"
          />
          {shown.length === 0 ? (
            <Empty needle={needle} author={author} none="No reviews with these settings." />
          ) : (
            <Rows items={shown} spec={spec.item} />
          )}
        </>
      )}
    </div>
  );
}
