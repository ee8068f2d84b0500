/**
 * Every field of every endpoint's form reads in words, with its API name as a hint; every
 * enumerated value is a readable choice. Generated from the catalog.
 */
import { describe, expect, it } from 'vitest';
import { endpoints } from '@/lib/api/catalog';
import { formFields } from '@/lib/api/form';
import { choiceLabels, paramLabel, paramLabels } from '@/lib/api/param-labels';

const fields = endpoints.flatMap((endpoint) =>
  formFields(endpoint).map((field) => [`${endpoint.id} ${field.name}`, field] as const),
);

describe.each(fields)('%s', (_, field) => {
  it('has a label in words, not its API name', () => {
    expect(Object.hasOwn(paramLabels, field.name)).toBe(true);
    expect(paramLabel(field.name)).not.toBe(field.name);
  });

  it('offers each of its values by a readable name', () => {
    for (const option of field.options ?? [])
      expect(choiceLabels[field.name]?.[option], option).toMatch(/^[A-Z]/);
  });
});

it('names no parameter the catalog does not have', () => {
  const used = new Set(fields.map(([, field]) => field.name));
  expect(Object.keys(paramLabels).filter((name) => !used.has(name))).toEqual([]);
  expect(Object.keys(choiceLabels).filter((name) => !used.has(name))).toEqual([]);
});
