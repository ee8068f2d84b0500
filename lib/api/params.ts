/**
 * Building blocks of the catalog's parameter schemas. Values may arrive typed (from code) or as
 * text (from a URL or a form), so numbers and booleans accept both. Messages complete the sentence
 * "<the parameter's label> ...", which `describeParamIssues` writes in front of them.
 */
import { z } from '../zod';

/** A required text value: the id, username, query or URL an endpoint is about. */
export const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .check(z.trim(), z.minLength(1, 'must not be empty'));

/** A whole number that text such as `"25"` also fills. */
export const integer = () =>
  z.coerce
    .number<number | string>({ error: 'must be a number' })
    .check(z.int('must be a whole number'));

/** At least 1, and at most the spec's cap when it states one. */
const atLeastOne = (max?: number) => {
  const number = integer().check(z.minimum(1, 'must be at least 1'));
  return max === undefined ? number : number.check(z.maximum(max, `must be at most ${max}`));
};

/** `count`-like sizes: at least 1, at most the spec's cap (when it states one), its default. */
export const size = (fallback: number, max?: number) => z._default(atLeastOne(max), fallback);

export const offset = () => z._default(integer().check(z.minimum(0, 'must be 0 or more')), 0);

export const pageNumber = (max?: number) => z._default(atLeastOne(max), 1);

/** An id that starts with its kind's prefix (/events: evt-, cal-, discplace-). */
export const prefixedId = (prefix: string) =>
  text().check(
    z.regex(new RegExp(`^${prefix}[A-Za-z0-9_-]+$`), `must be an id starting with ${prefix}`),
  );

/** A web address; only http(s). */
export const httpUrl = () =>
  text().check(
    z.refine(
      (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
      'must be an http(s) URL',
    ),
  );

/** zod/mini types stringbool's input as unknown; it takes text, as in classic zod. */
const boolText = () => z.stringbool() as z.ZodMiniCodec<z.ZodMiniString<string>, z.ZodMiniBoolean>;

/** A boolean, also written `true`/`false` (or 1/0, yes/no) as text. */
export const flag = () =>
  z._default(z.union([z.boolean(), boolText()], { error: 'must be true or false' }), false);

/** One of the spec's values, with its default. */
export const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
) => z._default(z.enum(values, { error: `must be one of ${values.join(', ')}` }), fallback);

/** An opaque next-page token handed back from the previous response. */
export const token = () => z.optional(z.string().check(z.minLength(1, 'must not be empty')));

/** ISO 3166-1 alpha-2, the proxy country of /microblog and the market of /websearch. */
export const countryCode = () =>
  z.string().check(z.regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code such as US'));

/** A language tag such as en, ja, zh-Hans or zh-Hant. */
export const languageTag = () =>
  z
    .string()
    .check(
      z.regex(
        /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/,
        'must be a language code such as en or zh-Hans',
      ),
    );

/** A calendar date written YYYY-MM-DD. */
export const isoDate = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD'),
    z.refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      'must be a real calendar date',
    ),
  );

/** Comma-separated ids or shortcodes; a list is accepted too and joined. */
export const idList = () => {
  const ids = z
    .pipe(
      z.union([z.string(), z.array(z.string())], {
        error: (issue) =>
          issue.input === undefined ? 'is required' : 'must be a comma-separated list of ids',
      }),
      z.transform((value) =>
        (Array.isArray(value) ? value : value.split(','))
          .map((id) => id.trim())
          .filter((id) => id !== ''),
      ),
    )
    .check(
      z.refine((list) => list.length > 0, 'must list at least one id'),
      z.refine(
        (list) => list.every((id) => /^[A-Za-z0-9_-]+$/.test(id)),
        'must list ids or shortcodes (letters, digits, _ and -) separated by commas',
      ),
    );
  return z.pipe(
    ids,
    z.transform((list: string[]) => list.join(',')),
  );
};
