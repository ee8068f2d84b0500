/**
 * A count of one reads in the singular, by the one rule of lib/words.ts: every label the views
 * count with, at 1, says its plural word for one and nothing else ("1 spot left", "1 post karma"),
 * and any regular English noun said plural comes back as itself ("matches" → "match").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { itemFields } from '@/components/views/item-fields';
import type { ItemSpec, ViewSpec } from '@/lib/api/view-spec';
import { endpoints } from '@/lib/areas';
import { familyViewOf } from '@/lib/areas/views';
import { singular } from '@/lib/words';

/** English's regular plural, said forwards: "match" → "matches", "reply" → "replies". */
const pluralOf = (word: string) =>
  /(s|sh|ch|x)$/.test(word)
    ? `${word}es`
    : /[^aeiou]y$/.test(word)
      ? `${word.slice(0, -1)}ies`
      : `${word}s`;

const itemSpecsOf = (view: ViewSpec): ItemSpec[] =>
  view.family === 'card'
    ? [view.card, ...(view.lists ?? []).map((list) => list.item)]
    : [view.item, ...(view.header ? [view.header] : [])];

/** Every count of every endpoint's view: its label as the view writes it, and its item's spec. */
const counts = endpoints.flatMap((endpoint) => {
  const view = familyViewOf(endpoint.id);
  return (view ? itemSpecsOf(view) : []).flatMap((spec) =>
    Object.keys(spec.counts ?? {}).map((label) => ({ id: endpoint.id, label, spec })),
  );
});
const labels = [...new Set(counts.map((count) => count.label))];

/** An item whose every counted number is `value`, at the dotted paths its spec names. */
function itemCounting(spec: ItemSpec, value: number): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const path of Object.values(spec.counts ?? {})) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let at = item;
    for (const key of keys) {
      at[key] ??= {};
      at = at[key] as Record<string, unknown>;
    }
    at[last] = value;
  }
  return item;
}

describe('the labels the views count with', () => {
  it('are many, so the rule is held to what people read', () => {
    expect(labels.length).toBeGreaterThan(20);
  });

  it.each(labels)('“%s” for one says its plural word singular and no other', (label) => {
    const words = label.split(' ');
    const forOne = singular(label).split(' ');
    expect(forOne).toHaveLength(words.length);
    const changed = words.flatMap((word, index) => (word === forOne[index] ? [] : [index]));
    const plural = words.findIndex((word) => /[^s]s$/.test(word));
    // The first word that ends as a plural is the one said for one; a label without one stays.
    expect(changed).toEqual(plural < 0 ? [] : [plural]);
    expect(changed.map((index) => pluralOf(forOne[index] as string))).toEqual(
      changed.map((index) => words[index]),
    );
  });

  it.each(counts)('$id shows “$label” at 2 and its words for one at 1', ({ label, spec }) => {
    const labelsAt = (value: number) =>
      itemFields(itemCounting(spec, value), spec, false, true).counts.map(([said]) => said);
    expect(labelsAt(2)).toContain(label);
    expect(labelsAt(1)).toContain(singular(label));
  });
});

describe('the rule for one', () => {
  it('as the views read their counts', () => {
    expect(
      ['likes', 'replies', 'spots left', 'post karma', 'following', 'reviews'].map(singular),
    ).toEqual(['like', 'reply', 'spot left', 'post karma', 'following', 'review']);
  });

  it('says a noun ending in ch, sh, x or ss without its "es", and keeps "news"', () => {
    expect(['matches', 'wishes', 'boxes', 'businesses', 'news'].map(singular)).toEqual([
      'match',
      'wish',
      'box',
      'business',
      'news',
    ]);
  });

  it('gives back any regular noun from its plural', () => {
    const stem = fc.stringMatching(/^[a-z]{1,8}$/);
    const ending = fc.constantFrom(...'bdfgklmnprt', 'ch', 'sh', 'x', 'ss', 'ly', 'ry', 'ay');
    fc.assert(
      fc.property(stem, ending, (start, end) => {
        const word = `${start}${end}`;
        expect(singular(pluralOf(word))).toBe(word);
        expect(singular(`${pluralOf(word)} left`)).toBe(`${word} left`);
      }),
    );
  });
});
