/**
 * The batch page's address: pages handed to it (`batch.html#pages=…`, one per line) by the popup,
 * the panel and the settings, so a list in the panel can start a batch of its items; or one batch
 * to open (`batch.html#batch=3`), as the settings link the batch they started.
 */
export function batchPagePath(pages?: readonly string[]): '/batch.html' | `/batch.html#${string}`;
export function batchPagePath(open: { batch: number }): '/batch.html' | `/batch.html#${string}`;
export function batchPagePath(
  given: readonly string[] | { batch: number } = [],
): '/batch.html' | `/batch.html#${string}` {
  if (!Array.isArray(given)) return `/batch.html#batch=${(given as { batch: number }).batch}`;
  return given.length === 0
    ? '/batch.html'
    : `/batch.html#pages=${encodeURIComponent(given.join('\n'))}`;
}

/** The pages handed in the address, one per line; '' when none. */
export function pagesFromHash(hash: string): string {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get('pages');
  return value ?? '';
}

/** The batch the address opens, if it names one. */
export function batchFromHash(hash: string): number | undefined {
  const value = Number(new URLSearchParams(hash.replace(/^#/, '')).get('batch'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
