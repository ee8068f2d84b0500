import { useMemo, useRef } from 'preact/hooks';

/**
 * The words of long lists, used alike in every module of this folder: a list's **rows** render in
 * **blocks** of a few dozen; the first blocks are **filled** into the page while the browser is
 * idle and stay there (in **chunks** of ten blocks); past them, only the blocks **near** the
 * screen render, and a **spacer** keeps the room of the others.
 */

export interface BlockProps<T> {
  rows: T[];
  /** The index of the block's first row in the whole list. */
  offset: number;
  /** Rows in the whole list (`aria-setsize`). */
  total: number;
  /** The row to mark (the line being played) when it is in this block, else -1. */
  marked: number;
}

export interface Block<T> {
  rows: T[];
  offset: number;
}

/**
 * `rows` in blocks of `size`. Blocks holding the same rows as the last time are the same objects,
 * so a page of rows loaded at the end, or a parent rendering again, leaves them alone;
 * `unchanged` counts them (from the start).
 */
export function useBlocks<T>(rows: T[], size: number): { blocks: Block<T>[]; unchanged: number } {
  const previous = useRef<Block<T>[]>([]);
  return useMemo(() => {
    const before = previous.current;
    const blocks: Block<T>[] = [];
    let unchanged = 0;
    for (let offset = 0; offset < rows.length; offset += size) {
      const old = before[blocks.length];
      const end = Math.min(rows.length, offset + size);
      const same =
        unchanged === blocks.length &&
        old !== undefined &&
        old.rows.length === end - offset &&
        old.rows.every((row, index) => row === rows[offset + index]);
      if (same) unchanged += 1;
      blocks.push(same ? old : { rows: rows.slice(offset, end), offset });
    }
    previous.current = blocks;
    return { blocks, unchanged };
  }, [rows, size]);
}
