/**
 * Every field of every endpoint's form reads in words, with its API name as a hint; every
 * enumerated value is a readable choice. Generated from the catalog.
 */
import { describe, expect, it } from 'vitest';
import { type FormField, formFields } from '@/lib/api/form';
import { choiceLabel, choiceLabels, paramLabel, paramLabels } from '@/lib/api/param-labels';
import { describeParamIssues } from '@/lib/api/params';
import { endpoints } from '@/lib/areas';

const fields = endpoints.flatMap((endpoint) =>
  formFields(endpoint).map((field) => [`${endpoint.id} ${field.name}`, field, endpoint] as const),
);

/** The example's params with this field broken the way a person could break it. */
const broken = (field: FormField, example: Record<string, unknown>) => {
  const { [field.name]: _, ...without } = example;
  if (field.required) return { params: without, rule: 'is required' };
  if (field.kind === 'choice')
    return {
      params: { ...example, [field.name]: 'not-a-choice' },
      rule: `must be one of: ${(field.options ?? []).map((option) => choiceLabel(field.name, option)).join(', ')}`,
    };
  if (field.kind === 'integer' || field.kind === 'number')
    return { params: { ...example, [field.name]: 'abc' }, rule: 'must be a number' };
  if (field.kind === 'flag')
    return { params: { ...example, [field.name]: 'perhaps' }, rule: 'must be true or false' };
  return { params: { ...example, [field.name]: '' }, rule: 'must' };
};

describe.each(fields)('%s', (_, field, endpoint) => {
  it('is named in its words, with the rule, when a value breaks it', () => {
    const { params, rule } = broken(field, endpoint.example as Record<string, unknown>);
    const parsed = endpoint.params.safeParse(params);
    expect(parsed.success).toBe(false);
    const message = describeParamIssues(endpoint.label, parsed.error?.issues ?? []);
    expect(message).toContain(`${paramLabel(field.name)} ${rule}`);
    expect(message).not.toMatch(/\bParameter\b/);
    // The API's name shows only where it is also the word people use ("country", "domain").
    const ownWord = new RegExp(`\\b${field.name}\\b`, 'i').test(paramLabel(field.name));
    expect(ownWord || !new RegExp(`\\b${field.name}\\b`).test(message)).toBe(true);
  });

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
