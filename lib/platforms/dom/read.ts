import { detectOn } from '../detect';
import type { PageMatch, Platform } from '../platform';
import type { DomResolvers } from './resolver';

/**
 * What the page in this document is, with what only its markup tells: the script the background
 * runs in a tab whose address alone cannot settle its page (see lib/extension/page-tracking.ts).
 * The address says which document answered (the one being left may still be there). The answer is
 * checked by the background; a resolver that fails answers null.
 */
export function readPage(
  platform: Platform,
  resolvers: DomResolvers,
): { url: string; match: PageMatch | null } {
  const url = location.href;
  const detected = detectOn(platform, url);
  const resolve = detected ? resolvers[detected.kind] : undefined;
  if (!detected || !resolve) return { url, match: detected };
  try {
    return { url, match: resolve(document, detected) };
  } catch {
    return { url, match: null };
  }
}

/** Where a document's reader waits for the next reading, in Sidelight's own world of the page. */
const readerKey = 'sidelightReadPage';
/** What `readAgain` answers in a document whose reader was never run. */
export const noReader = 'no reader';

type Reading = ReturnType<typeof readPage>;

/**
 * Reads the page and leaves the reader in Sidelight's world of this document (which the page
 * cannot reach), so that later readings of the same document (`readAgain`) need not load and
 * compile the platform's code again.
 */
export function installReader(platform: Platform, resolvers: DomResolvers): Reading {
  const read = () => readPage(platform, resolvers);
  (globalThis as Record<string, unknown>)[readerKey] = read;
  return read();
}

/** Reads the page with the reader already in this document, or answers `noReader`. */
export function readAgain(): Reading | typeof noReader {
  const read = (globalThis as Record<string, unknown>)[readerKey];
  return typeof read === 'function' ? (read as () => Reading)() : noReader;
}
