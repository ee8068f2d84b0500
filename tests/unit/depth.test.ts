/** Answers nested deeper than a browser can store or pass on are cut, and say so. */
import { describe, expect, it } from 'vitest';
import { cutDeeper, depthOf, maxDepth } from '@/lib/api/depth';

const nested = (levels: number): unknown => {
  let value: unknown = { text: 'the deepest reply' };
  for (let level = 1; level < levels; level += 1) value = { replies: [value] };
  return value;
};

/** How deep a value nests, counted on the value itself. */
const depthOfValue = (value: unknown): number =>
  value === null || typeof value !== 'object'
    ? 0
    : 1 + Math.max(0, ...Object.values(value as object).map(depthOfValue));

describe('depthOf', () => {
  it.each([
    ['{}', 1],
    ['[[], {"a": [1, {"b": 2}]}]', 4],
    ['{"text": "[[[[{{{{ not nesting }}}}]]]]"}', 1],
    ['{"text": "a \\"quoted [ bracket\\" and a \\\\"}', 1],
    ['"just text"', 0],
  ])('%s nests %i deep', (text, depth) => {
    expect(depthOf(text)).toBe(depth);
  });

  it('reads a thousand levels of replies as the text says', () => {
    const value = nested(500);
    expect(depthOf(JSON.stringify(value))).toBe(depthOfValue(value));
  });
});

describe('cutDeeper', () => {
  it(`empties what lies deeper than ${maxDepth} levels, and counts it`, () => {
    const { value, cut } = cutDeeper(nested(1000));
    expect(cut).toBe(1);
    expect(depthOfValue(value)).toBe(maxDepth + 1);
    expect(depthOf(JSON.stringify(value))).toBe(maxDepth + 1);
  });

  it('keeps an answer within the limit as it is', () => {
    const answer = { comments: [{ text: 'a', replies: [{ text: 'b', replies: [] }] }] };
    expect(cutDeeper(answer)).toEqual({ value: answer, cut: 0 });
  });
});
