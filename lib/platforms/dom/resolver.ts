import type { PageMatch } from '../platform';

/**
 * Completes a match from the page's own markup: a `needsDom` page becomes a full match, or a full
 * match gains an id only the page carries. Markup changes without notice: an answer of null (no
 * match) is the quiet way to say "not found", and a resolver never throws.
 */
export type DomResolver = (doc: Document, match: PageMatch) => PageMatch | null;

/** A platform's resolvers, by the kind detectUrl gives (or `needsDom`). */
export type DomResolvers = Partial<Record<string, DomResolver>>;

/** Parses JSON found in a page, or undefined. */
export const parseJson = (text: string | null | undefined): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
