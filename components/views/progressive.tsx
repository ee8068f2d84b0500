/**
 * Long lists (a 5,000-line transcript, 2,000 comments, 10,000 posts) without a long task and
 * without "show more" walls. Rows come in blocks: the first block renders at once, the next ones
 * whenever the browser is idle, up to `keep` rows, which then stay in the page (find in page,
 * screen readers and copying reach them). Blocks off screen skip style, layout and paint
 * (`content-visibility: auto` in theme.css). A list longer than `keep` renders its other blocks
 * only near the screen and lets them go when they are far again, so memory stays flat; the filter
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
/** How far from the screen a block beyond `keep` renders: a screen above and one below. */
const nearMargin = '100% 0px';

/** Runs `run` when the browser is idle (at the latest after a moment); returns the cancel. */
function whenIdle(run: (idleMs: number) => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback((deadline) => run(deadline.timeRemaining()), { timeout: 100 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(() => run(stepBudget), 0);
  return () => clearTimeout(id);
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
function useFilled(blocks: Block<unknown>[], kept: number, limit: number): number {
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
      const added = Math.max(1, Math.min(2, Math.floor(budget / timing.msPerBlock)));
      timing.started = performance.now();
      timing.added = added;
      setState({ blocks, count: Math.min(limit, count + added) });
    });
  }, [blocks, count, limit]);
  return count;
}

/**
 * The blocks past the filled ones within `nearMargin` of the screen (or of the list, when the list
 * scrolls itself): they render even before the filling reaches them, and past `keep` only they
 * do. Each block's height when it was last near, for the room it keeps once its rows are gone.
 */
function useNear(
  list: { current: HTMLElement | null },
  blocks: object[],
  filled: number,
  scrolls: boolean,
) {
  const [near, setNear] = useState<ReadonlySet<number>>(new Set());
  const heights = useRef(new WeakMap<object, number>());
  const shown = useRef(blocks);
  shown.current = blocks;
  const observer = useRef<IntersectionObserver | null>(null);

  // Before the effect below (effects run in order), so the first blocks are watched at once.
  useLayoutEffect(() => {
    if (typeof IntersectionObserver !== 'function') return;
    const watching = new IntersectionObserver(
      (entries) =>
        setNear((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.block);
            if (entry.isIntersecting) next.add(index);
            else {
              next.delete(index);
              const block = shown.current[index];
              if (block && entry.boundingClientRect.height > 0)
                heights.current.set(block, entry.boundingClientRect.height);
            }
          }
          return next.size === current.size && [...next].every((index) => current.has(index))
            ? current
            : next;
        }),
      { root: scrolls ? list.current : null, rootMargin: nearMargin },
    );
    observer.current = watching;
    return () => {
      watching.disconnect();
      observer.current = null;
    };
  }, [scrolls]);

  // Only blocks the filling has not reached: watching costs every frame of a scroll.
  useLayoutEffect(() => {
    const watching = observer.current;
    if (!watching || !list.current) return;
    for (const [index, block] of [...list.current.children].entries()) {
      if (index < filled) watching.unobserve(block);
      else watching.observe(block);
    }
  });
  return { near, heights: heights.current };
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
  /** Rows that may stay in the page; a longer list keeps only those near the screen past them. */
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
  const limit = Math.min(blocks.length, Math.max(1, Math.ceil(keep / size)));
  const filled = useFilled(blocks as Block<unknown>[], kept, limit);
  const { near, heights } = useNear(list, blocks, filled, scrolls);
  const pinned = follow && marked >= 0 ? Math.floor(marked / size) : -1;

  useEffect(() => {
    if (pinned < 0) return;
    list.current
      ?.querySelector(`:scope > .sl-block > [aria-posinset="${marked + 1}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [pinned, marked]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: an <ol> may hold only <li>, not the blocks of rows
    <div
      role="list"
      class={className}
      ref={list}
      aria-busy={filled < limit ? 'true' : undefined}
      {...attributes}
    >
      {blocks.map((block, index) => {
        const height = heights.get(block) ?? block.rows.length * rowHeight;
        const shown = index < filled || index === pinned || near.has(index);
        return shown ? (
          <div
            key={block.offset}
            class="sl-block"
            data-block={index}
            style={`contain-intrinsic-size: auto ${height}px`}
          >
            <Block
              {...extra}
              rows={block.rows}
              offset={block.offset}
              total={rows.length}
              marked={marked >= block.offset && marked < block.offset + size ? marked : -1}
            />
          </div>
        ) : (
          <div
            key={block.offset}
            class="sl-block sl-block--away"
            data-block={index}
            style={`height: ${height}px`}
          />
        );
      })}
    </div>
  );
}
