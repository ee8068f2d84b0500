/**
 * The batch page opening another batch (the one just started, or one from the list): until that
 * batch is read, the page never shows the one before as if it were it, and a read of the one
 * before that lands late is dropped. A finished batch's words shown for a batch still running
 * would say credits were spent that were not yet.
 */
import { h, render } from 'preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/batch/App';
import type { BatchJob } from '@/lib/store/db';
import { withDocument } from '../support/document';

const listeners: ((changed: readonly string[]) => void)[] = [];
vi.mock('@/lib/extension/shared/kept-news', () => ({
  onKept: (listener: (changed: readonly string[]) => void) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));

const batchOf = (id: number, done: number, running: boolean): BatchJob => ({
  id,
  cap: 8,
  concurrency: 3,
  running,
  rows: 2,
  done,
  failed: 0,
  spent: 4 * done,
  startedAt: id,
  updatedAt: id,
  ...(running ? {} : { ended: { why: 'end' as const } }),
});
const first = batchOf(1, 2, false);
const second = batchOf(2, 0, true);

/** Reads of a batch's state wait until the test lets them land, one by one, in any order. */
const reads: { batchId: number | undefined; land: () => void }[] = [];
vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string, request: { batchId?: number }) => {
    if (type === 'listBatches') return { ok: true, reply: [second, first] };
    if (type !== 'batchState') return { ok: false, error: 'not asked in this test' };
    await new Promise<void>((land) => reads.push({ batchId: request.batchId, land }));
    const batch = request.batchId === 2 ? second : first;
    return { ok: true, reply: { batch, rows: [] } };
  },
}));

const { root } = withDocument();
const status = () => root().querySelector('[data-testid="batch-status"]')?.textContent ?? null;
/** Lets the oldest read of `batchId` land, once the page has asked for it. */
const land = async (batchId: number) => {
  await vi.waitFor(() => expect(reads.map((read) => read.batchId)).toContain(batchId));
  const index = reads.findIndex((read) => read.batchId === batchId);
  reads.splice(index, 1)[0]?.land();
  await vi.advanceTimersByTimeAsync(50);
};

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  reads.length = 0;
  vi.stubGlobal('location', { hash: '#batch=1', pathname: '/batch.html' });
  vi.stubGlobal('history', { replaceState: () => undefined });
});
afterEach(() => vi.useRealTimers());

it('shows the batch opened only once it is read; a late read of the one before is dropped', async () => {
  render(h(App, {}), root());
  await vi.advanceTimersByTimeAsync(0);
  await land(1);
  expect(status()).toMatch(/^Finished: 2 of 2 pages done, 0 failed, 8 credits/);

  // News of the first batch starts a read of it; the second is opened while that read is out.
  for (const listener of [...listeners]) listener(['jobs']);
  await vi.advanceTimersByTimeAsync(250);
  expect(reads.map((read) => read.batchId)).toEqual([1]);
  const opener = [...root().querySelectorAll('[data-testid="batch-list"] button')].find(
    (button) => button.getAttribute('aria-current') !== 'true' && button.textContent?.includes('2'),
  ) as HTMLButtonElement | undefined;
  opener?.click();
  await vi.advanceTimersByTimeAsync(0);
  expect(status()).toBe(null);
  expect(root().textContent).toContain('Reading the batch…');

  await land(1);
  expect(status()).toBe(null);
  await land(2);
  expect(status()).toMatch(/^Running, 3 at a time: 0 of 2 pages done/);
});
