/**
 * Every field of every endpoint's form reads in words (its area's, else the glossary's), with its
 * API name as a hint; every enumerated value is a readable choice. Generated from the catalog.
 */
import { describe, expect, it } from 'vitest';
import { type FormField, formFields } from '@/lib/api/form';
import {
  choiceLabel,
  choiceLabels,
  describeParamIssues,
  paramLabel,
  paramLabels,
} from '@/lib/api/param-labels';
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
    const message = describeParamIssues(endpoint, parsed.error?.issues ?? []);
    const label = paramLabel(field.name, endpoint.paramLabels);
    expect(message).toContain(`${label} ${rule}`);
    expect(message).not.toMatch(/\bParameter\b/);
    // The API's name shows only where it is also the word people use ("country", "domain").
    const ownWord = new RegExp(`\\b${field.name}\\b`, 'i').test(label);
    expect(ownWord || !new RegExp(`\\b${field.name}\\b`).test(message)).toBe(true);
  });

  it("has a label in words, not its API name (its area's or the glossary's)", () => {
    const labelled = Object.hasOwn(endpoint.paramLabels ?? {}, field.name);
    expect(
      labelled || Object.hasOwn(paramLabels, field.name),
      `${field.name} needs a label: in lib/areas/${endpoint.area}/endpoints.ts (the paramLabels of endpointsOf) where its meaning is the area's own, else in lib/api/param-labels.ts`,
    ).toBe(true);
    expect(paramLabel(field.name, endpoint.paramLabels)).not.toBe(field.name);
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

const areaLabels = [
  ...new Map(
    endpoints.flatMap((endpoint) =>
      Object.entries(endpoint.paramLabels ?? {}).map(
        ([name, label]) => [`${endpoint.area} ${name}`, [endpoint.area, name, label]] as const,
      ),
    ),
  ).values(),
];

it('has areas that label their own params', () => {
  expect(areaLabels.map(([area, name]) => `${area} ${name}`)).toContain('microblog id');
});

describe.each(areaLabels)("%s's label of %s", (area, name, label) => {
  it('names a param of its area', () => {
    const names = fields.filter(([, , endpoint]) => endpoint.area === area);
    expect(names.map(([, field]) => field.name)).toContain(name);
  });

  it("is its area's alone: the glossary does not say it too", () => {
    expect(paramLabel(name)).not.toBe(label);
  });
});
