/**
 * The figures in words: each one's name, its formula (what a person reads on hover, and
 * docs/glossary.md), and why there is none. Built from the nouns and the words the area's
 * figures.ts gives, so Threads says replies and reposts, Facebook reactions.
 */
import { interactionRoles, type PostFields, type PostRole } from '../api/figure-fields';
import { singular } from '../words';

/** A role's word for this platform: `words` where the area gives one, else the role's name. */
export const roleWord = (fields: PostFields, role: PostRole) => fields.words?.[role] ?? role;

/** The roles this platform's interactions are summed from, in the order a formula names them. */
export const interactionsOf = (fields: PostFields): PostRole[] =>
  interactionRoles.filter((role) => fields[role] !== undefined);

/** "likes + comments + shares", "reactions + comments + shares". */
export const interactionWords = (fields: PostFields) =>
  interactionsOf(fields)
    .map((role) => roleWord(fields, role))
    .join(' + ');

/** "likes, comments and shares". */
export function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What the figures say of a list, in its own noun: "videos", "posts". */
export function nounWords(noun: string) {
  const one = singular(noun);
  return {
    noun,
    one,
    /** "Videos a week" */
    perWeek: `${capital(noun)} a week`,
    perDay: `${capital(noun)} a day`,
    sinceLast: `Days since the last ${one}`,
    best: `Best ${one}`,
    weakest: `Weakest ${one}`,
    noPosts: `no ${noun} in the list`,
    noDates: `no ${one} in the list has a date`,
    oneDated: `only one ${one} in the list has a date: no span to count over`,
    sameDate: `the ${noun} in the list all have the same date: no span to count over`,
    fewer: `Over fewer than 5 ${noun}: a hint, not a measure.`,
  };
}

/** "the median of those" and the sample's first words. */
export const statisticWords = {
  median:
    'the median of those (the middle value; for an even count, the mean of the two middle ones)',
  mean: 'the mean of those (their sum ÷ their count)',
} as const;

export type Statistic = keyof typeof statisticWords;

/** "median over the latest 30 videos", "mean over 28 of the latest 30 videos". */
export function overLatest(lead: string, used: number, latest: number, noun: string): string {
  const latestWords = latest === 1 ? `the latest ${noun}` : `the latest ${latest} ${noun}`;
  return used === latest ? `${lead} ${latestWords}` : `${lead} ${used} of ${latestWords}`;
}
