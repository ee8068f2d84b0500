/**
 * Long lists (a 5,000-line transcript, 2,000 comments, 10,000 posts) without a long task and
 * without "show more" walls. Rows come in blocks: the first block renders at once, the next ones
 * whenever the browser is idle, up to `keep` rows, which then stay in the page (find in page,
 * screen readers and copying reach them). Blocks off screen skip style, layout and paint
 * (`content-visibility: auto` in theme.css). A list longer than `keep` keeps its first 500 rows
 * and renders its other blocks only near the screen and lets them go when they are far again, so memory stays flat; the filter
 * of each view still searches every row, and every row says where it is (`aria-posinset`).
 */
import { Component, type ComponentChildren, type ComponentType } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';

export interface BlockProps<T> {
  rows: T[];
  /** The index of the block's first row in the whole list. */
  offset: number;
  /** Rows in the whole list (`aria-setsize`). */
  total: number;
  /** The row to mark (the line being played) when it is in this block, else -1. */
  marked: number;
}

interface Block<T> {
  rows: T[];
  offset: number;
}

/** Milliseconds of rendering per idle step: the frames around it stay short. */
const stepBudget = 8;
/** Rows one idle step adds at most, however fast they render. */
const rowsPerStep = 50;
/** Rows a list longer than its `keep` keeps in the page (see `BlockList`). */
const keptOfLonger = 500;
/** How far from the screen a block beyond `keep` renders, in screens: one above, one below. */
const nearScreens = 1;
/**
 * Kept blocks per chunk. Each block and each chunk skips its rendering while off screen
 * (`content-visibility`), and the browser pays for every such box in the page on each frame: the
 * 2,000 kept rows are 20 chunks to watch, and only the blocks of the chunks near the screen.
 */
const blocksPerChunk = 10;

/** Runs `run` when the browser is idle (at the latest after a moment); returns the cancel. */
function whenIdle(run: (idleMs: number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => run(deadline.timeRemaining()), { timeout: 100 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => run(stepBudget), 0);
  return () => clearTimeout(id);
}

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

/**
 * `rows` in blocks of `size`. Blocks holding the same rows as the last time are the same objects,
 * so a page of rows loaded at the end, or a parent rendering again, leaves them alone; `kept`
 * counts them (from the start).
 */
function useBlocks<T>(rows: T[], size: number): { blocks: Block<T>[]; kept: number } {
  const previous = useRef<Block<T>[]>([]);
  return useMemo(() => {
    const before = previous.current;
    const blocks: Block<T>[] = [];
    let kept = 0;
    for (let offset = 0; offset < rows.length; offset += size) {
      const old = before[blocks.length];
      const end = Math.min(rows.length, offset + size);
      const same =
        kept === blocks.length &&
        old !== undefined &&
        old.rows.length === end - offset &&
        old.rows.every((row, index) => row === rows[offset + index]);
      if (same) kept += 1;
      blocks.push(same ? old : { rows: rows.slice(offset, end), offset });
    }
    previous.current = blocks;
    return { blocks, kept };
  }, [rows, size]);
}

/**
 * How many blocks from the start are in the page: the first at once, the next ones while the
 * browser is idle, up to `limit`. New blocks start over after those that stayed the same.
 */
function useFilled(
  blocks: Block<unknown>[],
  kept: number,
  limit: number,
  /** Blocks one step may add at most (a step adds what its time allows, measured). */
  most: number,
): number {
  const [state, setState] = useState({ blocks, count: 1 });
  const count = Math.min(
    state.blocks === blocks ? state.count : Math.max(1, Math.min(state.count, kept)),
    limit,
  );
  const step = useRef({ started: 0, added: 0, msPerBlock: stepBudget });

  useLayoutEffect(() => {
    const timing = step.current;
    if (timing.started === 0) return;
    timing.msPerBlock = Math.max(1, (performance.now() - timing.started) / timing.added);
    timing.started = 0;
  }, [count]);

  useEffect(() => {
    if (count >= limit) {
      if (state.blocks !== blocks) setState({ blocks, count });
      return;
    }
    return whenIdle((idleMs) => {
      const timing = step.current;
      const budget = Math.min(Math.max(idleMs, 4), stepBudget);
      const added = Math.max(1, Math.min(most, Math.floor(budget / timing.msPerBlock)));
      timing.started = performance.now();
      timing.added = added;
      setState({ blocks, count: Math.min(limit, count + added) });
    });
  }, [blocks, count, limit, most]);
  return count;
}

/** A block's height: measured when it was last rendered, else guessed from its rows. */
type HeightOf = (block: Block<unknown>) => number;

/**
 * The blocks past the filled ones (`from` to `to`, not included) within `nearScreens` of the
 * screen (or of the list's box, when the list scrolls itself), from the scroll position and the
 * blocks' heights: one scroll listener for the list, not an observer per block.
 */
export function nearRange(
  heightOf: (index: number) => number,
  first: number,
  count: number,
  /** The screen's top and bottom, from the top of block `first`. */
  top: number,
  bottom: number,
): { from: number; to: number } {
  const margin = (bottom - top) * nearScreens;
  let from = -1;
  let to = first;
  let y = 0;
  for (let index = first; index < count && y < bottom + margin; index += 1) {
    const height = heightOf(index);
    if (y + height > top - margin) {
      if (from < 0) from = index;
      to = index + 1;
    }
    y += height;
  }
  return from < 0 ? { from: first, to: first } : { from, to };
}

/**
 * Which blocks past the filled ones render: those near the screen. Read when the list's scroller
 * scrolls or the window resizes, and after the list changes; each rendered block's height is
 * kept for the room it takes once it is gone.
 */
function useNear(
  list: { current: HTMLElement | null },
  blocks: Block<unknown>[],
  filled: number,
  scrolls: boolean,
  rowHeight: number,
) {
  const [near, setNear] = useState({ from: filled, to: filled });
  const heights = useRef(new WeakMap<object, number>());
  const shown = useRef({ blocks, filled });
  shown.current = { blocks, filled };
  const heightOf = useMemo<HeightOf>(
    () => (block) => heights.current.get(block) ?? block.rows.length * rowHeight,
    [rowHeight],
  );

  const update = useRef(() => {});
  update.current = () => {
    const element = list.current;
    const { blocks, filled } = shown.current;
    // The first element past the chunks of filled blocks: a spacer or a block near the screen.
    const start = element?.children[Math.ceil(filled / blocksPerChunk)] as HTMLElement | undefined;
    if (!element || !start) return;
    for (let child: Element | null = start; child; child = child.nextElementSibling) {
      const index = (child as HTMLElement).dataset.block;
      const block = index === undefined ? undefined : blocks[Number(index)];
      const height = block ? child.getBoundingClientRect().height : 0;
      if (block && height > 0) heights.current.set(block, height);
    }
    const view = element.ownerDocument.defaultView;
    const box = scrolls ? element.getBoundingClientRect() : undefined;
    const screenTop = box ? box.top : 0;
    const screenBottom = box ? box.top + element.clientHeight : (view?.innerHeight ?? 0);
    const regionTop = start.getBoundingClientRect().top;
    const next = nearRange(
      (index) => heightOf(blocks[index] as Block<unknown>),
      filled,
      blocks.length,
      screenTop - regionTop,
      screenBottom - regionTop,
    );
    setNear((current) => (current.from === next.from && current.to === next.to ? current : next));
  };

  // Only while some blocks are not filled: a list wholly in the page has nothing to watch.
  const partial = filled < blocks.length;
  useEffect(() => {
    const element = list.current;
    const view = element?.ownerDocument.defaultView;
    if (!partial || !element || !view) return;
    const scroller: EventTarget = scrolls ? element : view;
    const listener = () => update.current();
    scroller.addEventListener('scroll', listener, { passive: true });
    view.addEventListener('resize', listener, { passive: true });
    return () => {
      scroller.removeEventListener('scroll', listener);
      view.removeEventListener('resize', listener);
    };
  }, [scrolls, partial]);

  // After the list changed (in the next frame, when its layout is there to read anyway).
  useEffect(() => update.current(), [blocks, filled]);
  return { near, heightOf };
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
const KeptBlocks = pure((props: Shown & { filled: number; marked: number }) => {
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
  keep,
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
   * Rows a list may keep whole in the page; a longer one keeps its first 500, and past them only
   * the rows near the screen.
   */
  keep: number;
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
  const { blocks, kept } = useBlocks(rows, size);
  // A list longer than `keep` could never be found whole in the page, and every row it keeps
  // costs each frame of its scrolling (the browser's style pass grows with them): it keeps fewer.
  const keeps = rows.length <= keep ? keep : Math.min(keep, keptOfLonger);
  const limit = Math.min(blocks.length, Math.max(1, Math.ceil(keeps / size)));
  const filled = useFilled(
    blocks as Block<unknown>[],
    kept,
    limit,
    Math.max(1, Math.floor(rowsPerStep / size)),
  );
  const { near, heightOf } = useNear(list, blocks as Block<unknown>[], filled, scrolls, rowHeight);
  const pinned = follow && marked >= 0 ? Math.floor(marked / size) : -1;

  useEffect(() => {
    if (pinned < 0) return;
    list.current
      ?.querySelector(
        `:is(:scope > .sl-block, :scope > .sl-chunk > .sl-block) > [aria-posinset="${marked + 1}"]`,
      )
      ?.scrollIntoView({ block: 'nearest' });
  }, [pinned, marked]);

  const shown = {
    blocks: blocks as Block<unknown>[],
    Block: Block as ComponentType<BlockProps<unknown>>,
    extra,
    total: rows.length,
    heightOf,
  };
  const shownBlock = (block: Block<T>, index: number) =>
    blockElement(shown, block as Block<unknown>, index, marked);
  // Past the filled blocks: those near the screen (and the marked one), and between them one
  // empty spacer for each run of the others, as tall as their rows.
  const rest: ComponentChildren[] = [];
  let gap = 0;
  let gapFrom = filled;
  for (let index = filled; index < blocks.length; index += 1) {
    const block = blocks[index] as Block<T>;
    if ((index >= near.from && index < near.to) || index === pinned) {
      if (gap > 0)
        rest.push(<div key={`gap-${gapFrom}`} class="sl-gap" style={`height: ${gap}px`} />);
      rest.push(shownBlock(block, index));
      gap = 0;
      gapFrom = index + 1;
    } else gap += heightOf(block as Block<unknown>);
  }
  if (gap > 0) rest.push(<div key={`gap-${gapFrom}`} class="sl-gap" style={`height: ${gap}px`} />);

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <ol> may hold only <li>, not the blocks of rows
    <div
      role="list"
      class={className}
      ref={list}
      aria-busy={filled < limit ? 'true' : undefined}
      {...attributes}
    >
      <KeptBlocks {...shown} filled={filled} marked={marked < filled * size ? marked : -1} />
      {rest}
    </div>
  );
}
