import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ComparedThing,
  cannotCompare,
  comparisonOf,
  comparisonRows,
  growthRows,
} from '@/components/compare/comparison';

const day = (d: number) => Date.UTC(2026, 10, d);
const thing = (title: string, looks: [number, Record<string, number>][]): ComparedThing => ({
  title,
  url: `https://www.tiktok.com/@${title}`,
  endpointId: 'shortvideo.user',
  params: { handle: title },
  snapshots: looks.map(([d, counts]) => ({ at: day(d), counts })),
});

// A looked at from Nov 1, B from Nov 3: the common start is Nov 3, where A had 1,100 followers.
const a = thing('a', [
  [1, { followers: 1000, hearts: 10 }],
  [2, { followers: 1100, hearts: 12 }],
  [5, { followers: 1210, hearts: 15 }],
]);
const b = thing('b', [
  [3, { followers: 500 }],
  [6, { followers: 400 }],
]);

describe('side by side', () => {
  it('compares two to four things of one kind that each have a look, and says why not otherwise', () => {
    expect(cannotCompare([a, b])).toBeUndefined();
    expect(cannotCompare([a])).toBe('Pick at least 2 things to compare.');
    expect(cannotCompare([a, b, a, b, a])).toBe('Pick at most 4 things to compare.');
    expect(cannotCompare([a, { ...b, endpointId: 'video.channel' }])).toBe(
      'Pick things of one kind: their counts mean the same only then.',
    );
    expect(cannotCompare([a, thing('c', [])])).toBe('c has no look kept yet: fetch it once first.');
  });

  it("gives each count's latest value per thing, none where a thing has no such count", () => {
    const comparison = comparisonOf([a, b]);
    expect(comparison.latest).toEqual([
      { count: 'followers', values: [1210, 400] },
      { count: 'hearts', values: [15, undefined] },
    ]);
    expect(comparisonRows(comparison)).toEqual([
      { count: 'followers', a: 1210, b: 400 },
      { count: 'hearts', a: 15, b: '' },
    ]);
  });

  it('counts growth from a common start, as a count and a percentage', () => {
    const comparison = comparisonOf([a, b]);
    expect(comparison.start).toBe(day(3));
    const followers = comparison.growth.find((growth) => growth.count === 'followers');
    // A: 1,100 at the start (its Nov 2 look); 1,210 on Nov 5 is +110, 110 ÷ 1,100 = +10 %.
    expect(followers?.lines[0]).toEqual([
      { at: day(3), value: 1100, change: 0, percent: 0 },
      { at: day(5), value: 1210, change: 110, percent: 10 },
    ]);
    // B: 500 at the start; 400 on Nov 6 is −100, −20 %.
    expect(followers?.lines[1]).toEqual([
      { at: day(3), value: 500, change: 0, percent: 0 },
      { at: day(6), value: 400, change: -100, percent: -20 },
    ]);
    expect(growthRows(comparison).filter((row) => row.count === 'followers')).toHaveLength(4);
    expect(growthRows(comparison)[1]).toEqual({
      thing: 'a',
      'page address': 'https://www.tiktok.com/@a',
      date: '2026-11-05T00:00:00.000Z',
      count: 'followers',
      value: 1210,
      'change since the start': 110,
      'change since the start (%)': 10,
    });
  });

  it('gives no percentage from a start of 0, and no line for a count a thing never had', () => {
    const zero = thing('z', [
      [1, { followers: 0 }],
      [2, { followers: 7 }],
    ]);
    const comparison = comparisonOf([zero, b]);
    const followers = comparison.growth.find((growth) => growth.count === 'followers');
    expect(followers?.lines[0]).toEqual([{ at: day(3), value: 7, change: 0, percent: 0 }]);
    const hearts = comparisonOf([a, b]).growth.find((growth) => growth.count === 'hearts');
    expect(hearts?.lines[1]).toEqual([]);
    const fromZero = comparisonOf([
      thing('y', [
        [3, { followers: 0 }],
        [4, { followers: 5 }],
      ]),
      b,
    ]);
    expect(fromZero.growth[0]?.lines[0]).toEqual([
      { at: day(3), value: 0, change: 0 },
      { at: day(4), value: 5, change: 5 },
    ]);
  });

  it('reads the same whatever order the looks are stored in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(a.snapshots as never[], { minLength: 3, maxLength: 3 }),
        (looks) => {
          const { things: _shuffled, ...read } = comparisonOf([{ ...a, snapshots: looks }, b]);
          const { things: _stored, ...expected } = comparisonOf([a, b]);
          expect(read).toEqual(expected);
        },
      ),
      { seed: 47 },
    );
  });
});
