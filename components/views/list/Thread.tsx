import type { ItemSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { BlockList, type BlockProps, ListRow, pure } from './BlockList';
import { listAt } from './list-data';
import { listBlocks } from './Rows';

/** Levels of replies shown under a comment; deeper replies are not drawn. */
const deepest = 8;

interface ThreadProps {
  spec: ItemSpec;
  /** Where a comment keeps its replies. */
  nested?: string;
  depth: number;
}

const ThreadBlock = pure(
  ({ rows, offset, total, spec, nested, depth }: BlockProps<unknown> & ThreadProps) => (
    <>
      {rows.map((item, index) => {
        const replies = nested ? listAt(item, nested) : [];
        return (
          <ListRow key={index} class="sl-row" position={offset + index} total={total}>
            <Item item={item} spec={spec} compact />
            {replies.length > 0 && depth < deepest && (
              <Thread
                items={replies}
                spec={spec}
                depth={depth + 1}
                {...(nested ? { nested } : {})}
              />
            )}
          </ListRow>
        );
      })}
    </>
  ),
);

/** Comments and their replies, every one of them, block by block. */
export function Thread({ items, spec, nested, depth }: ThreadProps & { items: unknown[] }) {
  return (
    <BlockList
      rows={items}
      Block={ThreadBlock}
      extra={{ spec, depth, ...(nested ? { nested } : {}) }}
      {...listBlocks}
      class="sl-thread"
      attributes={{ 'data-depth': depth }}
    />
  );
}
