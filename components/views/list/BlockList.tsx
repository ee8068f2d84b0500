/**
 * Long lists (a 5,000-line transcript, 2,000 comments, 10,000 posts) without a long task and
 * without "show more" walls (see blocks.ts for the words). The first `fill` rows are filled into
 * the page while the browser is idle and stay there (find in page, screen readers and copying
 * reach them); blocks off screen skip style, layout and paint (`content-visibility: auto` in
 * theme.css). A list longer than `fill` fills its first 500 rows, renders its other blocks only
 * near the screen and lets them go when they are far again, so memory stays flat; the filter of
 * each view still searches every row, and every row says where it is (`aria-posinset`).
 */
import { Component, type ComponentChildren, type ComponentType, type RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { type Block, type BlockProps, useBlocks } from './blocks';
import { useIdleFill } from './useIdleFill';
import { blocksPerChunk, type HeightOf, useNearScreen } from './useNearScreen';

export type { BlockProps } from './blocks';

/** Rows one idle step adds at most, however fast they render. */
const rowsPerStep = 50;
/** Rows a list longer than its `fill` fills (see `BlockList`). */
const filledOfLonger = 500;

/** One row of a block: a list item that says where it sits in the whole list. */
export function ListRow({
  position,
  total,
  current = false,
  class: className,
  children,
}: {
  /** Its index in the whole list. */
  position: number;
  total: number;
  /** The row being played (`aria-current`). */
  current?: boolean;
  class: string;
  children: ComponentChildren;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row sits in a block (a div), where an <li> may not
    <div
      role="listitem"
      class={className}
      aria-posinset={position + 1}
      aria-setsize={total}
      aria-current={current ? 'true' : undefined}
    >
      {children}
    </div>
  );
}

/**
 * A component that renders again only when one of its props changes (by identity): adding a
 * block, or marking one line, leaves the thousands of rows already there alone (Preact's `memo`
 * without preact/compat).
 */
export function pure<P extends object>(render: (props: P) => ComponentChildren) {
  return class Pure extends Component<P> {
    override shouldComponentUpdate(next: P): boolean {
      const previous = this.props as Record<string, unknown>;
      const keys = Object.keys(next);
      return (
        keys.length !== Object.keys(previous).length ||
        keys.some((key) => previous[key] !== (next as Record<string, unknown>)[key])
      );
    }
    override render() {
      return render(this.props);
    }
  };
}

interface Shown {
  blocks: Block<unknown>[];
  Block: ComponentType<BlockProps<unknown>>;
  /** The props every block gets besides its rows. */
  extra: object;
  total: number;
  heightOf: HeightOf;
}

/** One block of rows in its box, which says how tall it was when last laid out. */
function blockElement(shown: Shown, block: Block<unknown>, index: number, marked: number) {
  const { Block, extra, total, heightOf } = shown;
  const end = block.offset + block.rows.length;
  return (
    <div
      key={block.offset}
      class="sl-block"
      data-block={index}
      style={`contain-intrinsic-height: auto ${heightOf(block)}px`}
    >
      <Block
        {...extra}
        rows={block.rows}
        offset={block.offset}
        total={total}
        marked={marked >= block.offset && marked < end ? marked : -1}
      />
    </div>
  );
}

/**
 * The filled blocks, from the start, in chunks of `blocksPerChunk`: one component, so that
 * scrolling past them, which renders the blocks near the screen, does not go through thousands
 * of rows again.
 */
const FilledBlocks = pure((props: Shown & { filled: number; marked: number }) => {
  const chunks: ComponentChildren[] = [];
  for (let first = 0; first < props.filled; first += blocksPerChunk) {
    const last = Math.min(props.filled, first + blocksPerChunk);
    const blocks = props.blocks.slice(first, last);
    const height = blocks.reduce((sum, block) => sum + props.heightOf(block), 0);
    chunks.push(
      <div key={first} class="sl-chunk" style={`contain-intrinsic-height: auto ${height}px`}>
        {blocks.map((block, index) => blockElement(props, block, first + index, props.marked))}
      </div>,
    );
  }
  return chunks;
});

/** A run of blocks not rendered: one empty box as tall as their rows. */
const gapElement = (from: number, height: number) => (
  <div key={`gap-${from}`} class="sl-gap" style={`height: ${height}px`} />
);

/**
 * Past the filled blocks: those near the screen (and the pinned one), and between them one
 * empty spacer for each run of the others, as tall as their rows.
 */
function blocksPastFilled(
  shown: Shown,
  {
    filled,
    near,
    pinned,
    marked,
  }: {
    filled: number;
    near: { from: number; to: number };
    pinned: number;
    marked: number;
  },
) {
  const rest: ComponentChildren[] = [];
  let gap = 0;
  let gapFrom = filled;
  for (let index = filled; index < shown.blocks.length; index += 1) {
    const block = shown.blocks[index] as Block<unknown>;
    if ((index >= near.from && index < near.to) || index === pinned) {
      if (gap > 0) rest.push(gapElement(gapFrom, gap));
      rest.push(blockElement(shown, block, index, marked));
      gap = 0;
      gapFrom = index + 1;
    } else gap += shown.heightOf(block);
  }
  if (gap > 0) rest.push(gapElement(gapFrom, gap));
  return rest;
}

/**
 * The list's blocks and which of them are in the page: those filled while the browser is idle
 * (up to `fill` rows; fewer for a list longer than that), and past them, those near the screen.
 */
function useShownBlocks<T>(
  list: RefObject<HTMLDivElement | null>,
  rows: T[],
  {
    size,
    fill,
    scrolls,
    rowHeight,
  }: { size: number; fill: number; scrolls: boolean; rowHeight: number },
) {
  const { blocks, unchanged } = useBlocks(rows, size);
  // A list longer than `fill` could never be found whole in the page, and every row filled
  // costs each frame of its scrolling (the browser's style pass grows with them): it fills fewer.
  const fills = rows.length <= fill ? fill : Math.min(fill, filledOfLonger);
  const limit = Math.min(blocks.length, Math.max(1, Math.ceil(fills / size)));
  const filled = useIdleFill(
    blocks as Block<unknown>[],
    unchanged,
    limit,
    Math.max(1, Math.floor(rowsPerStep / size)),
  );
  const { near, heightOf } = useNearScreen(
    list,
    blocks as Block<unknown>[],
    filled,
    scrolls,
    rowHeight,
  );
  return { blocks: blocks as Block<unknown>[], filled, limit, near, heightOf };
}

/** The marked row, kept scrolled into view while it is followed (`pinned`: its block). */
function useMarkedInView(list: RefObject<HTMLDivElement | null>, pinned: number, marked: number) {
  useEffect(() => {
    if (pinned < 0) return;
    list.current
      ?.querySelector(
        `:is(:scope > .sl-block, :scope > .sl-chunk > .sl-block) > [aria-posinset="${marked + 1}"]`,
      )
      ?.scrollIntoView({ block: 'nearest' });
  }, [pinned, marked]);
}

/**
 * A list whose rows render block by block (see above). `Block` renders one block's rows, each a
 * `role="listitem"` with `aria-posinset` and `aria-setsize`; `extra` are the props every block
 * gets besides its rows (stable values: a new one renders every block again).
 */
export function BlockList<T, P extends object>({
  rows,
  Block,
  extra,
  size,
  fill,
  rowHeight,
  class: className,
  scrolls = false,
  marked = -1,
  follow = false,
  attributes = {},
}: {
  rows: T[];
  Block: ComponentType<BlockProps<T> & P>;
  extra: P;
  /** Rows per block: about a screenful. */
  size: number;
  /**
   * Rows a list may fill whole into the page; a longer one fills its first 500, and past them
   * renders only the rows near the screen.
   */
  fill: number;
  /** A guess of a row's height in pixels, for blocks not rendered yet. */
  rowHeight: number;
  class: string;
  /** The list scrolls itself (a box with a height), rather than the page. */
  scrolls?: boolean;
  /** A row to mark, e.g. the line being played. */
  marked?: number;
  /** Keep the marked row rendered and scrolled into view. */
  follow?: boolean;
  attributes?: Record<string, string | number>;
}) {
  const list = useRef<HTMLDivElement>(null);
  const { blocks, filled, limit, near, heightOf } = useShownBlocks(list, rows, {
    size,
    fill,
    scrolls,
    rowHeight,
  });
  const pinned = follow && marked >= 0 ? Math.floor(marked / size) : -1;
  useMarkedInView(list, pinned, marked);

  const shown = {
    blocks,
    Block: Block as ComponentType<BlockProps<unknown>>,
    extra,
    total: rows.length,
    heightOf,
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: an <ol> may hold only <li>, not the blocks of rows
    <div
      role="list"
      class={className}
      ref={list}
      aria-busy={filled < limit ? 'true' : undefined}
      {...attributes}
    >
      <FilledBlocks {...shown} filled={filled} marked={marked < filled * size ? marked : -1} />
      {blocksPastFilled(shown, { filled, near, pinned, marked })}
    </div>
  );
}
