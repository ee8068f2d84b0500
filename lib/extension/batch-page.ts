/**
 * The batch page's address: pages handed to it (`batch.html#pages=…`, one per line) by the popup,
 * the panel and the settings, so a list in the panel can start a batch of its items.
 */
export const batchPagePath = (pages: readonly string[] = []) =>
  pages.length === 0
    ? ('/batch.html' as const)
    : (`/batch.html#pages=${encodeURIComponent(pages.join('\n'))}` as const);

/** The pages handed in the address, one per line; '' when none. */
export function pagesFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('pages');
  return value ?? '';
}
