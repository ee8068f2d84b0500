/**
 * What a worker woken from stopped does before its first answer: a free answer (the cache) is
 * given while the calls a stopped worker left on the wire are still being settled into the
 * ledger, and a call that may be sent waits for that settling. The worker is composed as the
 * background composes it, over a fake IndexedDB and the local fake of the service.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { startApiService } from '@/lib/extension/background/api-background';
import { apiKey } from '@/lib/extension/shared/api-key';
import type { MessageSender } from '@/lib/extension/shared/envelope';
import { baseUrl } from '@/lib/extension/shared/storage';
import { cacheKey } from '@/lib/store/cache';
import { settleInterrupted } from '@/lib/store/calls';
import { openStore } from '@/lib/store/db';
import { type FakeApi, startFakeApi } from '../fake-api/server';

/** The settling of the calls left on the wire, held until the test lets it end. */
let settled: () => void = () => undefined;
vi.mock('@/lib/store/calls', async (original) => {
  const real = await original<typeof import('@/lib/store/calls')>();
  return {
    ...real,
    settleInterrupted: vi.fn(
      (db: Parameters<typeof real.settleInterrupted>[0]) =>
        new Promise<number>((resolve) => {
          settled = () => resolve(real.settleInterrupted(db));
        }),
    ),
  };
});

const video = { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } };
const cachedData = { id: 'dQw4w9WgXcQ', title: 'A title the cache holds' };
const fromPage = {} as MessageSender;

let fake: FakeApi;
beforeAll(async () => {
  fake = await startFakeApi();
  fakeBrowser.reset();
  // The fake browser has no permission events; the worker listens for one.
  vi.spyOn(fakeBrowser.permissions.onAdded, 'addListener').mockImplementation(() => undefined);
  await Promise.all([apiKey.setValue(fake.key), baseUrl.setValue(fake.url)]);
  const db = await openStore();
  const key = cacheKey({ id: video.id }, video.params);
  await db.put('cache', {
    key,
    endpointId: video.id,
    params: video.params,
    data: cachedData,
    warnings: [],
    fetchedAt: Date.now(),
  });
  await db.put('cacheUse', { key, usedAt: Date.now(), bytes: 100, fetchedAt: Date.now() });
  db.close();
});
afterAll(() => fake.close());

describe('a worker woken from stopped', () => {
  it('gives a cached answer while the calls it found on the wire are still being settled', async () => {
    const worker = startApiService({ titleOf: () => undefined, countsOf: () => undefined });
    const free = worker.callApi({ ...video, only: 'cache' }, fromPage);
    // Asked after the free one, it may reach the network: it waits for the ledger's settling.
    const paid = Promise.resolve(
      worker.callApi({ ...video, params: { videoId: 'jNQXAC9IVRw' } }, fromPage),
    );
    let paidLanded = false;
    void paid.then(() => {
      paidLanded = true;
    });
    const answer = await free;
    expect(answer).toMatchObject({ ok: true, source: 'cache', data: cachedData, charged: 0 });
    expect(settleInterrupted).toHaveBeenCalledTimes(1);
    expect(paidLanded).toBe(false);
    expect(fake.requests).toHaveLength(0);

    settled();
    expect(await paid).toMatchObject({ ok: true, source: 'network' });
    expect(fake.requests.map((request) => request.path)).toEqual([
      expect.stringContaining('jNQXAC9IVRw'),
    ]);
  });
});
