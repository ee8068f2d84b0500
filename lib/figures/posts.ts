/**
 * A posts list as the figures read it: each post's date, name, link and numbers, found where the
 * area's figures.ts says, in one order whatever order the answer gave them.
 */
import type { PostFields, PostRole } from '../api/figure-fields';
import { valueAt } from '../api/pagination';
import { timeOf } from '../api/timestamps';
import type { ViewSpec } from '../api/view-spec';

export interface ReadPost {
  /** Milliseconds since 1970, where the post has a date the figures can read. */
  time?: number;
  /** The date as the answer gives it. */
  date?: string;
  title?: string;
  /** Where the post lives on its platform: http(s) only. */
  link?: string;
  numbers: Partial<Record<PostRole, number>>;
}

const roles: readonly PostRole[] = ['likes', 'comments', 'replies', 'shares', 'views', 'score'];

/** A title long enough to know the post by in one line. */
const titleChars = 120;

function titleOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const line = value.replace(/\s+/g, ' ').trim();
  if (line === '') return undefined;
  return line.length > titleChars ? `${line.slice(0, titleChars - 1).trimEnd()}…` : line;
}

/**
 * A view's link for an item: a field holding an address, or a template whose `{path}` parts are
 * filled from the item. Undefined unless every part is there and the address is http(s).
 */
function postLink(item: unknown, link: string | undefined): string | undefined {
  if (!link) return undefined;
  let complete = true;
  const address = link.includes('{')
    ? link.replace(/\{([\w.]+)\}/g, (_, path: string) => {
        const part = valueAt(item, path);
        if (typeof part !== 'string' && typeof part !== 'number') complete = false;
        return encodeURIComponent(String(part ?? ''));
      })
    : valueAt(item, link);
  if (!complete || typeof address !== 'string') return undefined;
  return /^https?:\/\/[^\s]+$/i.test(address.trim()) ? address.trim() : undefined;
}

function readPost(item: unknown, fields: PostFields, link: string | undefined): ReadPost {
  const numbers: ReadPost['numbers'] = {};
  for (const role of roles) {
    const path = fields[role];
    const value = path === undefined ? undefined : valueAt(item, path);
    if (typeof value === 'number' && Number.isFinite(value)) numbers[role] = value;
  }
  const date = valueAt(item, fields.date);
  const time = timeOf(date);
  const title = fields.title === undefined ? undefined : titleOf(valueAt(item, fields.title));
  const href = postLink(item, link);
  return {
    ...(time !== undefined ? { time, date: date as string } : {}),
    ...(title !== undefined ? { title } : {}),
    ...(href !== undefined ? { link: href } : {}),
    numbers,
  };
}

/** What tells two posts of one date apart, so that ties sort the same whatever the answer's order. */
const tieKey = (post: ReadPost) =>
  `${post.title ?? ''}\u0000${post.link ?? ''}\u0000${JSON.stringify(post.numbers)}`;

/** Newest first; posts without a date after the dated ones. */
function newestFirst(a: ReadPost, b: ReadPost): number {
  if (a.time !== b.time) {
    if (a.time === undefined) return 1;
    if (b.time === undefined) return -1;
    return b.time - a.time;
  }
  const [keyA, keyB] = [tieKey(a), tieKey(b)];
  return keyA < keyB ? -1 : keyA > keyB ? 1 : 0;
}

/** The items of a posts list, read and sorted newest first; none when it is not a list. */
function readPosts(items: unknown, fields: PostFields, link: string | undefined): ReadPost[] {
  if (!Array.isArray(items)) return [];
  return items
    .filter((item) => item !== null && typeof item === 'object')
    .map((item) => readPost(item, fields, link))
    .sort(newestFirst);
}

/** Where a posts list's view keeps its items, and the link of one; none for a card. */
function listOf(view: ViewSpec | undefined): { items: string; link?: string } | undefined {
  if (!view || view.family === 'card') return undefined;
  return { items: view.items, ...(view.item.link !== undefined ? { link: view.item.link } : {}) };
}

/**
 * What a list's items are called, from its view: the last word of where its answer keeps them
 * ("videos").
 */
export const postsNounOf = (postsView: ViewSpec | undefined): string =>
  listOf(postsView)?.items.split('.').at(-1) || 'posts';

/**
 * The posts of a stored list answer (or of its items, given as they are), read newest first;
 * `postsView` is the list's view, which says where its answer keeps them and their links.
 */
export function postsOfAnswer(
  answer: unknown,
  fields: PostFields,
  postsView: ViewSpec | undefined,
): ReadPost[] {
  const list = listOf(postsView);
  const items = Array.isArray(answer) ? answer : list ? valueAt(answer, list.items) : undefined;
  return readPosts(items, fields, list?.link);
}
