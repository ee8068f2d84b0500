import { browser } from 'wxt/browser';
import { batchPagePath } from '@/lib/extension/shared/view-addresses';

/** The batch page in a new tab: empty, given pages to read, or showing one batch. */
export function openBatchPage(given: readonly string[] | { batch: number } = []): void {
  const path = Array.isArray(given)
    ? batchPagePath(given as readonly string[])
    : batchPagePath(given as { batch: number });
  void browser.tabs.create({ url: browser.runtime.getURL(path) });
}
