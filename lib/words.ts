/**
 * Counts in words, as every page and message of Sidelight says them: the number in the browser's
 * language, the noun singular for one ("1 page", "1,940 comments", "1 credit").
 */

// As `toLocaleString()`, which makes a new formatter on every call: slow over 10,000 rows.
const exact = new Intl.NumberFormat();

export const exactNumber = (value: number) => exact.format(value);

/** "1 page", "1,940 comments", "2 entries": a number with its noun, singular for one. */
export const counted = (value: number, noun: string, plural = `${noun}s`) =>
  `${exactNumber(value)} ${value === 1 ? noun : plural}`;

/** "1 credit", "300 credits". */
export const credits = (value: number) => counted(value, 'credit');

/** "comments" → "comment", "replies" → "reply", "businesses" → "business"; "news" stays. */
const singular = (plural: string) =>
  /news$|[^s]$|ss$/.test(plural)
    ? plural
    : plural.endsWith('ies')
      ? `${plural.slice(0, -3)}y`
      : /(ss|sh|ch|x)es$/.test(plural)
        ? plural.slice(0, -2)
        : plural.slice(0, -1);

/** "2 repeated comments dropped", "1 repeated reply dropped": what one item per id left out. */
export const repeatsDropped = (value: number, plural: string) =>
  `${counted(value, `repeated ${singular(plural)}`, `repeated ${plural}`)} dropped`;
