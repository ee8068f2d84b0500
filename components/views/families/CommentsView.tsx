import { useMemo, useState } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { Empty, Filter } from '../list/Filter';
import { listAt, matching } from '../list/list-data';
import { SortSelect } from '../list/SortSelect';
import { type SortOrder, sorted } from '../list/sorts';
import { Thread } from '../list/Thread';

/** Comments and their replies, in the order chosen, filtered by what they say. */
export function CommentsView({
  data,
  spec,
}: {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'comments' }>;
}) {
  const [order, setOrder] = useState<SortOrder>('loaded');
  const [needle, setNeedle] = useState('');
  const items = listAt(data, spec.items);
  const shown = useMemo(
    () => sorted(matching(items, needle.trim().toLowerCase()), order, spec.item),
    [items, needle, order],
  );
  return (
    <div class="sl-view" data-family="comments">
      {spec.header && <Item item={data} spec={spec.header} />}
      {items.length > 1 && <SortSelect order={order} onChange={setOrder} />}
      {items.length > 0 && (
        <Filter value={needle} onInput={setNeedle} count={shown.length} total={items.length} />
      )}
      {shown.length === 0 ? (
        <Empty needle={needle} none="No comments yet." />
      ) : (
        <Thread
          items={shown}
          spec={spec.item}
          depth={0}
          {...(spec.nested ? { nested: spec.nested } : {})}
        />
      )}
    </div>
  );
}
