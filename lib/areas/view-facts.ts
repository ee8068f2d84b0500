/**
 * What a result's view (data) says of it: its title and what its card counts, from whichever
 * lookup of views the caller has: the worker every area's at once (result-facts.ts), a view the
 * areas it loaded (components/views/specs.ts).
 */
import { valueAt } from '../api/pagination';
import type { NumberKind, ViewSpec } from '../api/view-spec';
import type { CountsOf, TitleOf } from '../store/history';
import { numberKindAt } from './numbers';

type ViewOf = (endpointId: string) => ViewSpec | undefined;

/** A count as answers give it: a number, or a number written as text ("1204", "1,204"). */
export const countValue = (value: unknown): number | undefined => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?[\d,]+(\.\d+)?\s*$/.test(value)
        ? Number(value.replace(/[,\s]/g, ''))
        : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
};

/** The kinds of number that move over time: not a year or a duration, which do not. */
const measures: ReadonlySet<NumberKind> = new Set(['count', 'ratio', 'percent', 'rating']);

/**
 * What a card counts and measures (followers, views, likes…, its rating, and the facts that are
 * scores or shares, such as a trust score or the reviews answered; not a year or a duration,
 * which do not move), by the labels its view gives them: what a snapshot of an entity, a video or
 * a post keeps. None for lists.
 */
export const countedPathsFrom =
  (viewOf: ViewOf) =>
  (endpointId: string): Record<string, string> | undefined => {
    const spec = viewOf(endpointId);
    if (spec?.family !== 'card') return undefined;
    const { counts, stars, facts = {} } = spec.card;
    const measured = Object.entries(facts).filter(([, path]) => {
      const kind = numberKindAt(endpointId, path);
      return kind !== undefined && measures.has(kind);
    });
    return { ...counts, ...(stars ? { rating: stars } : {}), ...Object.fromEntries(measured) };
  };

export const resultCountsFrom = (viewOf: ViewOf): CountsOf => {
  const countedPaths = countedPathsFrom(viewOf);
  return (endpointId, data) => {
    const paths = countedPaths(endpointId);
    if (!paths) return undefined;
    const counts: Record<string, number> = {};
    for (const [label, path] of Object.entries(paths)) {
      const value = countValue(valueAt(data, path));
      if (value !== undefined) counts[label] = value;
    }
    return Object.keys(counts).length > 0 ? counts : undefined;
  };
};

/**
 * What a result calls itself: the name its view shows first (a card's title, a list's header),
 * so the history can list and search results by it.
 */
export const resultTitleFrom =
  (viewOf: ViewOf): TitleOf =>
  (endpointId, data) => {
    const spec = viewOf(endpointId);
    const path = spec?.family === 'card' ? spec.card.title : spec?.header?.title;
    const value = path ? valueAt(data, path) : undefined;
    if (typeof value === 'number') return String(value);
    return typeof value === 'string' && value.trim() !== ''
      ? value.trim().slice(0, 300)
      : undefined;
  };
