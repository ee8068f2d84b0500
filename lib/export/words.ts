/**
 * The words of Sidelight's files: their names, their column headers and the outcomes they state,
 * derived from the platform and endpoint records, so no contract word (an area, an endpoint id, a
 * camelCase field) reaches a file a person opens. Column headers are words on purpose: the JSON
 * file keeps the answer's own field names for programs.
 */
import { endpointById, isEndpointId } from '../areas';
import { platformOfArea } from '../areas/names';
import { directory } from '../platforms/directory';
import type { Outcome } from '../store/db';
import { fieldWords, pageKindWords } from './field-words';
import { fileName } from './files';

/** The platform's own word for a neutral one (`subforum` → "subreddit" on Reddit), else the word. */
const ownWordsOf = (area: string | undefined): Readonly<Record<string, string>> => {
  const entry = area === undefined ? undefined : platformOfArea(area);
  return (entry && directory[entry.id]?.ownWords) ?? {};
};

/** A field's name as a column of this area's files: its own words, its platform's where it has them. */
export const columnWords = (name: string, area?: string): string => {
  const own = ownWordsOf(area);
  return fieldWords(Object.hasOwn(own, name) ? (own[name] as string) : name);
};

/**
 * The field names an answer carries twice, in the contract's word and in its platform's
 * (`subforum` and `subreddit`): the platform's is left out, as both read as the same column.
 */
export const twiceNamed = (
  area: string | undefined,
  record: Record<string, unknown>,
): Set<string> =>
  new Set(
    Object.entries(ownWordsOf(area))
      .filter(([neutral, own]) => Object.hasOwn(record, neutral) && Object.hasOwn(record, own))
      .map(([, own]) => own),
  );

/** An endpoint in words: the platform people know and what it answers ("YouTube", "Search posts"). */
export function endpointWords(endpointId: string): { platform: string; what: string } {
  const platform = platformOfArea(endpointId)?.name ?? 'Sidelight';
  const what = isEndpointId(endpointId) ? endpointById(endpointId).label : 'result';
  return { platform, what };
}

/**
 * A result's file: "youtube-video-dQw4w9WgXcQ-comments-2026-11-21.csv" for a page's, else
 * "threads-search-posts-2026-11-21.json"; `list` names a list kept in a file of its own.
 */
export function resultFileName(
  parts: {
    endpointId: string;
    kind?: string | undefined;
    id?: string | undefined;
    list?: string | undefined;
    /** What else the file holds ("transcript en", "over time"). */
    more?: string | undefined;
    date?: Date;
  },
  extension: string,
): string {
  const { platform, what } = endpointWords(parts.endpointId);
  const kind =
    parts.kind === undefined
      ? undefined
      : pageKindWords(platformOfArea(parts.endpointId)?.id ?? '', parts.kind);
  // "youtube-video-…-video" says nothing more than "youtube-video-…"; without a page, what it
  // holds comes first ("youtube-comments-dQw4w9WgXcQ").
  const thing = what.toLowerCase();
  const lowerKind = kind?.toLowerCase();
  const named = lowerKind === thing || lowerKind?.endsWith(` ${thing}`) ? undefined : what;
  const words = (...part: (string | undefined)[]) =>
    part
      .filter((each): each is string => Boolean(each))
      .map(slug)
      .join('-');
  return fileName(
    {
      platform: slug(platform),
      kind: kind === undefined ? slug(what) : slug(kind),
      id: parts.id,
      what:
        kind === undefined ? words(parts.list, parts.more) : words(named, parts.list, parts.more),
      ...(parts.date ? { date: parts.date } : {}),
    },
    extension,
  );
}

/** Words as a part of a file name: "Search posts" → "search-posts", "TikTok" → "tiktok". */
export const slug = (words: string): string => words.trim().toLowerCase().replace(/\s+/g, '-');

/** How a call ended, as the ledger and its file say it. */
export const outcomeWords: Readonly<Record<Outcome, string>> = {
  ok: 'answered',
  invalidParams: 'parameters refused',
  auth: 'key refused',
  notFound: 'not found',
  rateLimited: 'too many calls',
  outOfCredits: 'out of credits',
  server: 'service error',
  timeout: 'timed out',
  network: 'no connection',
  badResponse: 'unreadable answer',
  aborted: 'cancelled',
  interrupted: 'interrupted',
};

/** An outcome in words; one Sidelight does not know reads in words too. */
export const outcome = (kind: string): string =>
  Object.hasOwn(outcomeWords, kind)
    ? (outcomeWords[kind as keyof typeof outcomeWords] as string)
    : fieldWords(kind);
