/**
 * Where the growth chart draws: every line inside its frame, the common start at its left edge
 * and the last look at its right, 0 always on the axis; a chart where nothing moved, or with one
 * look, still has an axis and draws no line outside the frame (no division by zero).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartScale, frame, linePoints } from '@/components/compare/growth-chart';

const inFrame = (x: number, y: number) =>
  x >= frame.left &&
  x <= frame.width - frame.right &&
  y >= frame.top &&
  y <= frame.height - frame.bottom;

const lines = fc.array(
  fc.array(
    fc.record({
      at: fc.integer({ min: 0, max: 10_000 }),
      value: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
    }),
    { maxLength: 8 },
  ),
  { minLength: 1, maxLength: 4 },
);

describe('the growth chart', () => {
  it('draws every point of every line inside its frame, 0 named on its axis', () => {
    fc.assert(
      fc.property(lines, (drawn) => {
        const scale = chartScale(drawn, 0);
        for (const point of drawn.flat())
          expect(inFrame(scale.x(point.at), scale.y(point.value))).toBe(true);
        expect(scale.ticks).toContain(0);
      }),
    );
  });

  it('puts the common start at the left edge and the last look at the right', () => {
    const scale = chartScale(
      [
        [
          { at: 100, value: 0 },
          { at: 400, value: 30 },
        ],
        [{ at: 250, value: -10 }],
      ],
      100,
    );
    expect(scale.x(100)).toBe(frame.left);
    expect(scale.x(400)).toBe(frame.width - frame.right);
    expect(scale.ticks).toEqual([-10, 0, 30]);
    expect(scale.y(30)).toBe(frame.top);
    expect(scale.y(-10)).toBe(frame.height - frame.bottom);
  });

  it('with nothing moved, or one look, keeps 0 in the middle and its points inside', () => {
    const scale = chartScale([[{ at: 5, value: 0 }]], 5);
    expect(scale.ticks).toEqual([-1, 0, 1]);
    expect(linePoints([{ at: 5, value: 0 }], scale)).toBe(
      `${((frame.left + frame.width - frame.right) / 2).toFixed(1)},${((frame.top + frame.height - frame.bottom) / 2).toFixed(1)}`,
    );
  });
});
