/**
 * Counts in words, as every page and message of Sidelight says them: the number in the browser's
 * language, the noun singular for one ("1 page", "1,940 comments", "1 credit"); and days ("Nov 27").
 */

// As `toLocaleString()`, which makes a new formatter on every call: slow over 10,000 rows.
const exact = new Intl.NumberFormat();

export const exactNumber = (value: number) => exact.format(value);

// Made on first use: the worker and most pages say no date.
const shortDates: { plain?: Intl.DateTimeFormat; withYear?: Intl.DateTimeFormat } = {};

/** A day as people say it, in the browser's language: "Nov 27", with `year` "Nov 27, 2026". */
export function shortDate(at: number | Date, { year = false }: { year?: boolean } = {}): string {
  const kind = year ? 'withYear' : 'plain';
  shortDates[kind] ??= new Intl.DateTimeFormat(undefined, {
    month: 'short',
    day: 'numeric',
    ...(year ? { year: 'numeric' } : {}),
  });
  return shortDates[kind].format(at);
}

/** "1 page", "1,940 comments", "2 entries": a number with its noun, singular for one. */
export const counted = (value: number, noun: string, plural = `${noun}s`) =>
  `${exactNumber(value)} ${value === 1 ? noun : plural}`;

/** "1 credit", "300 credits". */
export const credits = (value: number) => counted(value, 'credit');

/** Ends as a plural does: "likes", "replies"; not "news", "business", "karma", "following". */
const readsPlural = (word: string) => !/news$|[^s]$|ss$/.test(word);

/** A plural word for one: "comments" → "comment", "replies" → "reply", "matches" → "match". */
const singularWord = (word: string) =>
  word.endsWith('ies')
    ? `${word.slice(0, -3)}y`
    : /(ss|sh|ch|x)es$/.test(word)
      ? word.slice(0, -2)
      : word.slice(0, -1);

/**
 * A count's words for one, its first plural word said singular: "comments" → "comment",
 * "spots left" → "spot left", "businesses" → "business"; "post karma" and "following" stay.
 */
export function singular(plural: string): string {
  const words = plural.split(' ');
  const index = words.findIndex(readsPlural);
  if (index < 0) return plural;
  words[index] = singularWord(words[index] as string);
  return words.join(' ');
}

/** "2 repeated comments dropped", "1 repeated reply dropped": what one item per id left out. */
export const repeatsDropped = (value: number, plural: string) =>
  `${counted(value, `repeated ${singular(plural)}`, `repeated ${plural}`)} dropped`;

// Words whose first letter does not say how they sound: "an hour", "a user", "a one-off".
const soundsVowel = /^(hour|honest|honou?r|heir|https?\b|html\b)/i;
const soundsConsonant = /^(u[bcdfgklmrstvz][aeiou]|uni|eu|ewe|one\b|once)/i;
// Numbers said with a vowel first: "an 8", "an 11 o'clock", "an 18th".
const vowelNumber = /^(8|1[18](\D|$))/;
// Capitals said letter by letter ("an ID", "a URL", "an NSFW post"): the letters whose name starts
// with a vowel sound.
const vowelLetters = /^[AEFHILMNORSX]/;

/** "a" or "an", as the first word of `words` sounds: "an Instagram page", "a YouTube video", "an hour". */
export const article = (words: string): 'a' | 'an' => {
  const first = /^[^\s]+/.exec(words.trim())?.[0] ?? '';
  if (/^[A-Z]{2,}[\ds]*\b/.test(first)) return vowelLetters.test(first) ? 'an' : 'a';
  if (soundsVowel.test(first) || vowelNumber.test(first)) return 'an';
  if (soundsConsonant.test(first)) return 'a';
  return /^[aeiou]/i.test(first) ? 'an' : 'a';
};

/** `words` after its article: "an Instagram page"; `capital` starts a sentence: "An Instagram page". */
export const withArticle = (words: string, { capital = false } = {}) => {
  const chosen = article(words);
  return `${capital ? `${chosen.charAt(0).toUpperCase()}${chosen.slice(1)}` : chosen} ${words}`;
};
