/**
 * The parts of a long list, each on its own (tests/unit/long-lists.test.ts has them together in
 * the views): blocks that stay the same objects, filling while idle, and which blocks are near.
 */
import { h, render } from 'preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Block, useBlocks } from '@/components/views/list/blocks';
import { useIdleFill } from '@/components/views/list/useIdleFill';
import { nearRange } from '@/components/views/list/useNearScreen';
import { withDocument } from '../support/document';

const { root } = withDocument();

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Renders a hook in a component and hands each of its results to `seen`. */
function renderHook<P extends object, R>(hook: (props: P) => R, seen: R[]) {
  const Probe = (props: P) => {
    seen.push(hook(props));
    return null;
  };
  return (props: P) => render(h(Probe, props), root());
}

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('useBlocks', () => {
  it('cuts rows into blocks, and keeps the blocks whose rows did not change', () => {
    const seen: ReturnType<typeof useBlocks<number>>[] = [];
    const show = renderHook(({ rows }: { rows: number[] }) => useBlocks(rows, 10), seen);
    const first = numbers(25);
    show({ rows: first });
    expect(seen.at(-1)?.blocks.map((block) => [block.offset, block.rows.length])).toEqual([
      [0, 10],
      [10, 10],
      [20, 5],
    ]);
    // A page loaded at the end: the full blocks stay the same objects, the last one is new.
    show({ rows: [...first, ...numbers(10).map((n) => 100 + n)] });
    const [before, after] = [seen.at(-2), seen.at(-1)];
    expect(after?.unchanged).toBe(2);
    expect(after?.blocks[0]).toBe(before?.blocks[0]);
    expect(after?.blocks[1]).toBe(before?.blocks[1]);
    expect(after?.blocks[2]).not.toBe(before?.blocks[2]);
    expect(after?.blocks.map((block) => block.rows.length)).toEqual([10, 10, 10, 5]);
  });
});

describe('useIdleFill', () => {
  const blocksOf = (count: number): Block<unknown>[] =>
    numbers(count).map((index) => ({ rows: [index], offset: index }));

  /** The counts in the order they changed. */
  const changes = (seen: number[]) => seen.filter((count, index) => count !== seen[index - 1]);

  it('fills the first block at once, then one a step when a step allows one, to its limit', async () => {
    const seen: number[] = [];
    const blocks = blocksOf(20);
    renderHook(() => useIdleFill(blocks, 0, 8, 1), seen)({});
    expect(seen).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(changes(seen)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('adds a few blocks a step when they allow, never past its limit', async () => {
    const seen: number[] = [];
    const blocks = blocksOf(20);
    renderHook(() => useIdleFill(blocks, 0, 8, 3), seen)({});
    await vi.advanceTimersByTimeAsync(1000);
    const steps = changes(seen);
    expect(steps.at(0)).toBe(1);
    expect(steps.at(-1)).toBe(8);
    for (const [index, count] of steps.slice(1).entries()) {
      expect(count - (steps[index] ?? 0)).toBeGreaterThanOrEqual(1);
      expect(count - (steps[index] ?? 0)).toBeLessThanOrEqual(3);
    }
  });

  it('starts over after a change past the blocks that stayed the same', async () => {
    const seen: number[] = [];
    const show = renderHook(
      ({ blocks, unchanged }: { blocks: Block<unknown>[]; unchanged: number }) =>
        useIdleFill(blocks, unchanged, 10, 10),
      seen,
    );
    show({ blocks: blocksOf(10), unchanged: 0 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen.at(-1)).toBe(10);
    show({ blocks: blocksOf(10), unchanged: 4 });
    expect(seen.at(-1)).toBe(4);
  });
});

describe('nearRange', () => {
  const height = () => 100;

  it('takes the blocks within a screen above and below, counted past the filled ones', () => {
    // The screen shows 500 px from the top of block 2 (the first past the filled).
    expect(nearRange(height, 2, 20, 0, 500)).toEqual({ from: 2, to: 12 });
  });

  it('follows the scroll, and stops at the end of the list', () => {
    expect(nearRange(height, 2, 20, 1000, 1500)).toEqual({ from: 7, to: 20 });
  });

  it('takes none when the screen is far above them', () => {
    expect(nearRange(height, 2, 20, -5000, -4500)).toEqual({ from: 2, to: 2 });
  });

  it('reads each block at its own height', () => {
    const heights = [1000, 50, 50, 50, 1000];
    // A screen of 100 px looks 100 px further either way: 1000 to 1300 px.
    expect(nearRange((index) => heights[index] ?? 0, 0, 5, 1100, 1200)).toEqual({
      from: 1,
      to: 5,
    });
    expect(nearRange((index) => heights[index] ?? 0, 0, 5, 2000, 2100)).toEqual({
      from: 4,
      to: 5,
    });
  });
});
