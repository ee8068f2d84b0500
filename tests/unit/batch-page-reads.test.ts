/**
 * The batch page while a large batch runs: news of its progress comes many times a second, and
 * the page reads the batch's rows one read at a time, resting a millisecond per row after each,
 * so a thousand rows are not copied and drawn many times a second; news that came meanwhile is
 * read once after the rest, so the page ends on what is stored.
 */
import { h, render } from 'preact';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { App } from '@/entrypoints/batch/App';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { withDocument } from '../support/document';

const rowCount = 500;
const readMs = 100;
const state = { done: 0, reads: 0, inFlight: 0, mostInFlight: 0 };
const listeners: ((changed: readonly string[]) => void)[] = [];

vi.mock('@/lib/extension/shared/kept-news', () => ({
  onKept: (listener: (changed: readonly string[]) => void) => {
    listeners.push(listener);
    return () => listeners.splice(listeners.indexOf(listener), 1);
  },
}));

const batchNow = (): { batch: BatchJob; rows: BatchRow[] } => ({
  batch: {
    id: 1,
    cap: 1000,
    concurrency: 3,
    running: state.done < rowCount,
    rows: rowCount,
    done: state.done,
    failed: 0,
    spent: 2 * state.done,
    startedAt: 0,
    updatedAt: state.done,
  },
  rows: Array.from({ length: rowCount }, (_, index) => ({
    batchId: 1,
    index,
    line: index + 1,
    url: `https://www.youtube.com/watch?v=video${String(index).padStart(6, '0')}`,
    platform: 'youtube',
    kind: 'video',
    endpointId: 'video.video',
    params: { videoId: `video${index}` },
    status: index < state.done ? 'done' : 'pending',
    credits: index < state.done ? 2 : 0,
  })),
});

vi.mock('@/lib/extension/views/send-message', () => ({
  sendMessage: async (type: string) => {
    if (type === 'listBatches') return { ok: true, reply: [batchNow().batch] };
    if (type !== 'batchState') return { ok: false, error: 'not asked in this test' };
    state.reads += 1;
    state.inFlight += 1;
    state.mostInFlight = Math.max(state.mostInFlight, state.inFlight);
    // A read that takes time, as the worker's does: the test counts the reads in flight at once.
    await new Promise((read) => setTimeout(read, readMs));
    state.inFlight -= 1;
    return { ok: true, reply: batchNow() };
  },
}));

const { root } = withDocument();

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  Object.assign(state, { done: 0, reads: 0, inFlight: 0, mostInFlight: 0 });
  vi.stubGlobal('location', { hash: '#batch=1', pathname: '/batch.html' });
  vi.stubGlobal('history', { replaceState: () => undefined });
});
afterEach(() => vi.useRealTimers());

it('reads a running batch of 500 rows one read at a time, about twice a second, and ends on what is stored', async () => {
  render(h(App, {}), root());
  await vi.advanceTimersByTimeAsync(readMs);
  expect(state.reads).toBe(1);
  // Ten seconds of a row done every 20 ms, each told to every view.
  for (let tick = 0; tick < 500; tick += 1) {
    state.done += 1;
    for (const listener of [...listeners]) listener(['jobs']);
    await vi.advanceTimersByTimeAsync(20);
  }
  await vi.advanceTimersByTimeAsync(2_000);
  expect(state.mostInFlight).toBe(1);
  // Each read takes 0.1 s and rests 0.5 s after: about 16 reads in 10 s, not 50.
  expect(state.reads).toBeGreaterThanOrEqual(10);
  expect(state.reads).toBeLessThanOrEqual(20);
  expect(root().querySelector('[data-testid="batch-status"]')?.textContent).toMatch(
    /^500 of 500 pages done, 0 failed, 1,000 credits/,
  );
});
