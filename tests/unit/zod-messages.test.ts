/**
 * The hand-written English messages say what zod's whole `en` locale says, for every issue the
 * catalog's schemas raise: params of every kind and answers with every field of the wrong type.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { endpoints } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { localeError } from '@/lib/zod-messages';

const en = z.locales.en().localeError;

const messages = (schema: z.ZodMiniType, input: unknown, error: z.core.$ZodErrorMap): string[] =>
  schema.safeParse(input, { error }).error?.issues.map((issue) => issue.message) ?? [];

const sameMessages = (schema: z.ZodMiniType, input: unknown) => {
  const ours = messages(schema, input, localeError);
  expect(ours).toEqual(messages(schema, input, en));
  return ours.length;
};

const wrongValues = [
  undefined,
  null,
  '',
  'text',
  1.5,
  -1,
  1e20,
  -1e20,
  Infinity,
  NaN,
  true,
  [],
  {},
];

/** The object with the value at `path` replaced. */
const replaced = (value: unknown, path: (string | number)[], by: unknown): unknown => {
  const [key, ...rest] = path;
  if (key === undefined) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[key] = replaced(copy[key], rest, by);
  return copy;
};

/** Paths of the sample's fields, the first items of lists only. */
const paths = (value: unknown, path: (string | number)[] = []): (string | number)[][] => {
  if (value === null || typeof value !== 'object') return [path];
  const keys = Array.isArray(value) ? (value.length > 0 ? [0] : []) : Object.keys(value);
  return [
    path,
    ...keys.flatMap((key) => paths((value as Record<string, unknown>)[key], [...path, key])),
  ];
};

describe('English messages', () => {
  it.each(endpoints.map((entry) => [entry.id, entry] as const))(
    '%s: params and answers',
    (_, entry) => {
      let issues = 0;
      for (const input of [{}, 'text', { ...entry.example, unknownParam: 1, other: 2 }])
        issues += sameMessages(entry.params, input);
      for (const name of Object.keys(entry.params.shape))
        for (const value of wrongValues)
          issues += sameMessages(entry.params, { ...entry.example, [name]: value });
      const sample = sampleOf(entry.id);
      for (const path of paths(sample))
        for (const value of wrongValues)
          issues += sameMessages(entry.response(), replaced(sample, path, value));
      expect(issues).toBeGreaterThan(0);
    },
  );

  it.each([
    [z.string().check(z.minLength(2), z.maxLength(3)), ['a', 'abcd']],
    [z.array(z.string()).check(z.minLength(1), z.maxLength(1)), [[], ['a', 'b']]],
    [z.number().check(z.minimum(1), z.maximum(5), z.int()), [0, 6, 2.5]],
    [z.number().check(z.gt(1), z.lt(5)), [1, 5]],
    [z.string().check(z.regex(/^a+$/)), ['b']],
    [z.enum(['a', 'b']), ['c', 1]],
    [z.literal(1), [2]],
    [
      z.strictObject({ a: z.string() }),
      [
        { a: 'a', b: 1 },
        { a: 'a', b: 1, c: 2 },
      ],
    ],
    [z.union([z.string(), z.number()]), [true]],
    [z.string().check(z.refine(() => false)), ['a']],
  ] as const)('%# the codes zod words', (schema, inputs) => {
    for (const input of inputs) expect(sameMessages(schema, input)).toBeGreaterThan(0);
  });
});
