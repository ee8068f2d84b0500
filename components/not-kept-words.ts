/**
 * What a view says of an answer it shows that the browser did not keep: what happened, what the
 * call cost is, and what to clear. Shared by the panel and the popup.
 */
import type { NotKept } from '@/lib/extension/shared/kept-news';

/** Where space is freed, as the settings page names it. */
export const storagePlace = 'Settings › Storage';

export const notKeptTitle = 'Shown, but not kept';

export function notKeptText({ full, costKept }: Pick<NotKept, 'full' | 'costKept'>): string {
  const why = full
    ? "The browser has no room left for Sidelight's data, so this answer is not in the cache or the history."
    : 'The browser refused to write this answer, so it is not in the cache or the history.';
  const cost = costKept
    ? 'Its cost is recorded in Spending.'
    : 'Its cost could not be recorded in Spending either.';
  const keep =
    'Copy or download it now: once this view closes it is gone, and fetching it again costs its credits again.';
  const clear = full
    ? `To keep answers again, free space in ${storagePlace}: clear the cache, or delete old batches and Load all lists.`
    : `If it happens again, free space in ${storagePlace}.`;
  return `${why} ${cost} ${keep} ${clear}`;
}
