/**
 * Zod's English wording (its `en` locale) for the issues Sidelight's schemas raise without a
 * message of their own. zod/mini ships no locale and says only "Invalid input", but these reach
 * the user: schema warnings (`posts.0.views: Invalid input: expected number, received string`) and
 * param errors (`Parameter cursor Invalid input: expected string, received number.`). The whole
 * locale words every format, size and code zod knows, at twice the cost (about 0.85 KB gzip a
 * bundle against 0.4 KB); this is the part these schemas can raise, and a unit test holds it to
 * the locale's wording. Codes left out (invalid_union, custom, …) get zod's own "Invalid input",
 * as in the locale.
 */
import { z } from 'zod/mini';

const units: Partial<Record<string, string>> = { string: 'characters', array: 'items' };

/** `NaN` and `Infinity` are named as such; every other type by zod's own name. */
const typeName = (type: string, input?: unknown): string =>
  type === 'nan'
    ? 'NaN'
    : type === 'number' && typeof input === 'number' && !Number.isFinite(input)
      ? String(input)
      : type;

/** "Too big: expected int to be <=100", "Too small: expected string to have >=1 characters". */
const bound = (what: string, origin: string, limit: string): string => {
  const unit = units[origin];
  return unit === undefined
    ? `${what}: expected ${origin} to be ${limit}`
    : `${what}: expected ${origin} to have ${limit} ${unit}`;
};

export const localeError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${typeName(issue.expected)}, received ${typeName(z.util.parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${z.util.stringifyPrimitive(issue.values[0])}`
        : `Invalid option: expected one of ${z.util.joinValues(issue.values, '|')}`;
    case 'too_big':
      return bound(
        'Too big',
        issue.origin ?? 'value',
        `${issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<'}${issue.maximum}`,
      );
    case 'too_small':
      return bound(
        'Too small',
        issue.origin,
        `${issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>'}${issue.minimum}`,
      );
    case 'invalid_format':
      return issue.format === 'regex'
        ? `Invalid string: must match pattern ${issue.pattern}`
        : undefined;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${z.util.joinValues(issue.keys, ', ')}`;
    default:
      return undefined;
  }
};
