import type { ItemSpec } from '@/lib/api/view-spec';
import { Item } from '../Item';
import { BlockList, type BlockProps, ListRow, pure } from './BlockList';

/** How the views' lists are cut into blocks (see BlockList.tsx). */
export const listBlocks = {
  /** Rows per block: about a screenful of items. */
  size: 10,
  /** Rows a list fills whole into the page (see BlockList.tsx for a longer one). */
  fill: 2000,
  /** A guess of a row's height, for the space of rows not rendered yet. */
  rowHeight: 80,
};

const RowsBlock = pure(
  ({ rows, offset, total, spec }: BlockProps<unknown> & { spec: ItemSpec }) => (
    <>
      {rows.map((item, index) => (
        <ListRow key={index} class="sl-row" position={offset + index} total={total}>
          <Item item={item} spec={spec} compact />
        </ListRow>
      ))}
    </>
  ),
);

/** Every row of a list, the first ones at once and the others block by block. */
export function Rows({ items, spec }: { items: unknown[]; spec: ItemSpec }) {
  return (
    <BlockList rows={items} Block={RowsBlock} extra={{ spec }} {...listBlocks} class="sl-rows" />
  );
}
