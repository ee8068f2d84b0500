/**
 * Plain checkers for what one Sidelight context hears from another, where the views' first load
 * must not carry zod (about 15 KB gzip): each says whether a value has a shape, as the schema it
 * stands for would, and builds its TypeScript type from the same words. Objects are plain ones
 * (what a message's cloning makes) and exact: a key too many or one missing is refused. Numbers
 * are finite.
 */

/** Whether a value has a shape. */
export type Check<T> = (value: unknown) => value is T;

/** The type a checker accepts. */
export type Checked<C> = C extends Check<infer T> ? T : never;

const isObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

/** An object with exactly these keys, each value accepted by its checker. */
export const exactly =
  <const Shape extends Record<string, Check<unknown>>>(
    shape: Shape,
  ): Check<{ [K in keyof Shape]: Checked<Shape[K]> }> =>
  (value): value is { [K in keyof Shape]: Checked<Shape[K]> } =>
    isObject(value) &&
    Object.keys(value).length === Object.keys(shape).length &&
    Object.entries(shape).every(([key, check]) => Object.hasOwn(value, key) && check(value[key]));

/** One of these strings. */
export const oneOf =
  <const T extends string>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

/** A string of `min` to `max` characters (UTF-16 units, as `length` counts them). */
export const text =
  (max: number, min = 0): Check<string> =>
  (value): value is string =>
    typeof value === 'string' && value.length >= min && value.length <= max;

export const isString = (value: unknown): value is string => typeof value === 'string';

export const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** What `check` accepts, or null. */
export const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (value): value is T | null =>
    value === null || check(value);

/** What any of the checkers accepts. */
export const either =
  <const Checks extends Check<unknown>[]>(...checks: Checks): Check<Checked<Checks[number]>> =>
  (value): value is Checked<Checks[number]> =>
    checks.some((check) => check(value));

/** An array of `min` to `max` items, each accepted by `check`. */
export const listOf =
  <T>(check: Check<T>, min: number, max: number): Check<T[]> =>
  (value): value is T[] =>
    Array.isArray(value) && value.length >= min && value.length <= max && value.every(check);

/** An object of any keys `key` accepts, each value accepted by `item`. */
export const recordOf =
  <T>(key: Check<string>, item: Check<T>): Check<Record<string, T>> =>
  (value): value is Record<string, T> =>
    isObject(value) && Object.entries(value).every(([name, inner]) => key(name) && item(inner));
