import { useMemo, useState } from 'preact/hooks';
import type { ViewSpec } from '@/lib/api/view-spec';
import type { AnalysisSource } from '../comment-analysis/AnalysisDownloads';
import { RemarksSection } from '../comment-analysis/RemarksSection';
import { Item } from '../Item';
import { Empty, NarrowingFilter, useNarrowing } from '../list/Filter';
import { byAuthor, listAt, matching } from '../list/list-data';
import { SortSelect } from '../list/SortSelect';
import { type SortOrder, sorted } from '../list/sorts';
import { Thread } from '../list/Thread';

/**
 * Comments and their replies, in the order chosen, filtered by what they say or who wrote them,
 * with what they say together a press away.
 */
export function CommentsView({
  data,
  spec,
  source,
}: {
  data: unknown;
  spec: Extract<ViewSpec, { family: 'comments' }>;
  source: AnalysisSource;
}) {
  const [order, setOrder] = useState<SortOrder>('loaded');
  const narrowed = useNarrowing();
  const { needle, author } = narrowed.narrowing;
  const items = listAt(data, spec.items);
  const shown = useMemo(
    () =>
      sorted(
        byAuthor(
          matching(items, needle.trim().toLowerCase()),
          spec.remark.author,
          author,
          spec.nested,
        ),
        order,
        spec.item,
      ),
    [items, needle, author, order],
  );
  return (
    <div class="sl-view" data-family="comments">
      {spec.header && <Item item={data} spec={spec.header} />}
      {items.length > 0 && (
        <RemarksSection
          data={data}
          spec={spec}
          onNarrow={narrowed.narrow}
          narrowing={narrowed.narrowing}
          shown={shown}
          source={source}
        />
      )}
      {items.length > 1 && <SortSelect order={order} onChange={setOrder} />}
      {items.length > 0 && (
        <NarrowingFilter
          narrowed={narrowed}
          count={shown.length}
          total={items.length}
          noun="comment"
        />
      )}
      {shown.length === 0 ? (
        <Empty needle={needle} author={author} none="No comments yet." />
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
