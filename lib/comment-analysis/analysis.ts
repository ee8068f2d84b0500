/**
 * What a page of comments or reviews says, computed in the browser from what is loaded: when
 * they came, the most liked, the questions, who comments most, the words that come up most, and
 * for reviews the stars by month and the share the business answered. Long lists are read in
 * slices that give the page back between them, so no task holds it for long.
 */
import { type StarMonth, starsByMonth, type Volume, volumeOf } from './over-time';
import { type RemarkView, remarkItems } from './read';
import type { Remark } from './remark';
import { inSlices, type YieldToPage, yieldToPage } from './slices';
import { stopwordIndex, termsOf } from './terms';

export interface Counted {
  /** An author's name or a term. */
  name: string;
  count: number;
}

interface Question {
  remark: Remark;
  /** The sentence that asks, as written. */
  sentence: string;
}

export interface CommentAnalysis {
  remarks: number;
  volume: Volume;
  /** The most liked first; only remarks with a like count above zero. */
  mostLiked: Remark[];
  questions: Question[];
  /** Authors of more than one remark, the most frequent first. */
  authors: Counted[];
  /** Terms in more than one remark (counted once per remark), the most frequent first. */
  terms: Counted[];
  /** Reviews only: empty where no remark has stars and a date. */
  stars: StarMonth[];
  /** Reviews only: undefined where no remark says whether it was answered. */
  answered?: { answered: number; of: number };
}

/** How many of each list the analysis keeps: what a panel can show and a person can read. */
export const listLengths = { mostLiked: 10, authors: 10, terms: 25 } as const;

const sentences = new Intl.Segmenter('und', { granularity: 'sentence' });

/** A sentence that ends in a question mark (Latin, full-width or Arabic), before closing marks. */
const asks = /[?？؟](?:[\s"'”’»)\]\p{Extended_Pictographic}]|\uFE0F)*$/u;

function questionsIn(remark: Remark): Question[] {
  if (!/[?？؟]/.test(remark.text)) return [];
  const found: Question[] = [];
  for (const { segment } of sentences.segment(remark.text)) {
    const sentence = segment.trim();
    if (asks.test(sentence)) found.push({ remark, sentence });
  }
  return found;
}

const mostFirst = (counts: ReadonlyMap<string, number>, keep: number): Counted[] =>
  [...counts]
    .filter(([, count]) => count > 1)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, keep)
    .map(([name, count]) => ({ name, count }));

function mostLikedOf(remarks: readonly Remark[]): Remark[] {
  return remarks
    .filter((remark) => (remark.likes ?? 0) > 0)
    .sort((a, b) => (b.likes ?? 0) - (a.likes ?? 0) || a.index - b.index)
    .slice(0, listLengths.mostLiked);
}

function answeredOf(remarks: readonly Remark[]): CommentAnalysis['answered'] {
  const known = remarks.filter((remark) => remark.answered !== undefined);
  if (known.length === 0) return undefined;
  return { answered: known.filter((remark) => remark.answered).length, of: known.length };
}

/** The remarks of a loaded list (`remarksOf`), read in slices. */
export async function remarksInSlices(
  data: unknown,
  view: RemarkView,
  yieldNow: YieldToPage = yieldToPage,
): Promise<Remark[]> {
  const remarks: Remark[] = [];
  await inSlices(remarkItems(data, view), yieldNow, (remark) => remarks.push(remark));
  return remarks;
}

/** Everything but the terms: what the top of the analysis shows, read without the stopwords. */
export type FirstLook = Omit<CommentAnalysis, 'terms'>;

/** When they came, the most liked, the questions, who comments most, the stars and the answers. */
export async function readRemarks(
  remarks: readonly Remark[],
  yieldNow: YieldToPage = yieldToPage,
): Promise<FirstLook> {
  const questions: Question[] = [];
  const authors = new Map<string, number>();
  await inSlices(remarks, yieldNow, (remark) => {
    questions.push(...questionsIn(remark));
    const author = remark.author?.trim();
    if (author) authors.set(author, (authors.get(author) ?? 0) + 1);
  });
  return {
    remarks: remarks.length,
    volume: volumeOf(remarks),
    mostLiked: mostLikedOf(remarks),
    questions,
    authors: mostFirst(authors, listLengths.authors),
    stars: starsByMonth(remarks),
    answered: answeredOf(remarks),
  };
}

/**
 * The terms that come up most: the slowest part (every word segmented and looked up), so it is
 * counted after the rest, and its stopword lists load only then.
 */
export async function termsOfRemarks(
  remarks: readonly Remark[],
  yieldNow: YieldToPage = yieldToPage,
): Promise<Counted[]> {
  const stopwords = await stopwordIndex(yieldNow);
  const terms = new Map<string, number>();
  await inSlices(remarks, yieldNow, (remark) => {
    for (const term of termsOf(remark.text, stopwords)) terms.set(term, (terms.get(term) ?? 0) + 1);
  });
  return mostFirst(terms, listLengths.terms);
}

export async function analyseRemarks(
  remarks: readonly Remark[],
  yieldNow: YieldToPage = yieldToPage,
): Promise<CommentAnalysis> {
  const firstLook = await readRemarks(remarks, yieldNow);
  return { ...firstLook, terms: await termsOfRemarks(remarks, yieldNow) };
}
