/**
 * Words of a comment, in any language: `Intl.Segmenter` finds them where no spaces do (Japanese,
 * Chinese, Thai), and the `stopword` lists of the comment's own language take out the words every
 * sentence has. The lists (62 languages) load the first time terms are counted.
 */

import { inSlices, type YieldToPage, yieldToPage } from './slices';

type StopwordLists = Readonly<Record<string, readonly string[]>>;

/** For each word, the languages whose lists hold it: one lookup per word finds a comment's language. */
export type StopwordIndex = ReadonlyMap<string, readonly number[]>;

let index: Promise<StopwordIndex> | undefined;

/** Builds the index once, a language at a time; every later call shares it. */
export const stopwordIndex = (yieldNow: YieldToPage = yieldToPage): Promise<StopwordIndex> => {
  index ??= import('stopword').then((module) =>
    indexOf(module as unknown as StopwordLists, yieldNow),
  );
  return index;
};

async function indexOf(lists: StopwordLists, yieldNow: YieldToPage): Promise<StopwordIndex> {
  const languages = new Map<string, number[]>();
  // `removeStopwords` is the package's function, `_123` its digits: neither is a language.
  const named = Object.entries(lists).filter(
    (entry): entry is [string, readonly string[]] =>
      Array.isArray(entry[1]) && !entry[0].startsWith('_'),
  );
  await inSlices(named.entries(), yieldNow, ([language, [, words]]) => {
    for (const word of words) {
      const key = normalised(word);
      const holders = languages.get(key);
      if (!holders) languages.set(key, [language]);
      else if (holders.at(-1) !== language) holders.push(language);
    }
  });
  return languages;
}

/** One spelling per word: case folded and compatibility forms unified ("Ｔｅｓｔ" is "test"). */
const normalised = (word: string): string => word.normalize('NFKC').toLocaleLowerCase('und');

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Digits alone, one Latin letter, or one kana (a particle, or a piece of a word the segmenter
 * split, "ご" of "ございます"): nothing a person would look for. One kanji is a word and stays.
 */
const noTerm = /^(?:\p{N}+|[a-z]|[\p{Script=Hiragana}\p{Script=Katakana}])$/u;

/**
 * Each spelling met, as a term ('' for no term): a page of comments says the same words again and
 * again, and normalising is most of the time a word takes. Emptied when it grows past its size.
 */
const termBySpelling = new Map<string, string>();
const spellingsKept = 50_000;

function termOf(spelling: string): string {
  const known = termBySpelling.get(spelling);
  if (known !== undefined) return known;
  const word = normalised(spelling);
  const term = noTerm.test(word) ? '' : word;
  if (termBySpelling.size >= spellingsKept) termBySpelling.clear();
  termBySpelling.set(spelling, term);
  return term;
}

/** The words of a text, normalised, in order. */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const segment of segmenter.segment(text)) {
    if (!segment.isWordLike) continue;
    const term = termOf(segment.segment);
    if (term !== '') words.push(term);
  }
  return words;
}

/**
 * The words of one comment worth counting: those left when the stopwords of the language whose
 * list holds most of its words are taken out. A comment no list knows keeps all its words.
 */
export function termsOf(text: string, stopwords: StopwordIndex): Set<string> {
  const words = wordsOf(text);
  const hits = new Map<number, number>();
  for (const word of words) {
    for (const language of stopwords.get(word) ?? [])
      hits.set(language, (hits.get(language) ?? 0) + 1);
  }
  let language: number | undefined;
  let most = 0;
  for (const [candidate, count] of hits) {
    if (count > most) {
      language = candidate;
      most = count;
    }
  }
  const terms = new Set<string>();
  for (const word of words) {
    if (language === undefined || !stopwords.get(word)?.includes(language)) terms.add(word);
  }
  return terms;
}
