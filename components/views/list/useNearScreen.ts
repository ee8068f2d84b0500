/**
 * The blocks of a long list past the filled ones that render: those near the screen, read from
 * the scroll position and the blocks' heights (measured, else guessed from their rows).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Block } from './blocks';

/** How far from the screen a block past the filled ones renders, in screens: one above, one below. */
const nearScreens = 1;
/** Filled blocks per chunk (see BlockList.tsx): the first element past them is a chunk away. */
export const blocksPerChunk = 10;

/** A block's height: measured when it was last rendered, else guessed from its rows. */
export type HeightOf = (block: Block<unknown>) => number;

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
export function useNearScreen(
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
