/**
 * Cancel in the panel, against the background's real service and the local fake of the service:
 * Cancel stops waiting, not the request. The notice says the answer will be kept for nothing
 * more, Retry says so in its price and joins the call in flight, and an answer that lands after
 * Cancel shows, paid once.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { h, render } from 'preact';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EndpointRunner } from '@/components/panel/EndpointRunner';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService } from '@/lib/extension/background/api-service';
import {
  type BackgroundHandlers,
  handleBackgroundMessages,
} from '@/lib/extension/background/handlers';
import { defaultApiSettings } from '@/lib/extension/shared/settings';
// Loaded now, with the fake browser: a result's lazy parts use it, and a test's clean-up (which
// unstubs every global) would leave them without one.
import '@/lib/extension/shared/storage';
import { openStore, type SidelightDb } from '@/lib/store/db';
import { listHistory } from '@/lib/store/history';
import { ledgerEntries } from '@/lib/store/ledger';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { withDocument } from '../support/document';
import { installFakePorts } from '../support/ports';

const { root } = withDocument();
const endpoint = endpointById('video.video');
const videoId = 'dQw4w9WgXcQ';

let fake: FakeApi;
let db: SidelightDb;
let stopHandling: () => void = () => undefined;

beforeAll(async () => {
  fake = await startFakeApi();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fakeBrowser.reset();
  fake.reset();
  globalThis.indexedDB = new IDBFactory();
  db = await openStore();
  vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
  installFakePorts();
  const api = createApiService({
    db: async () => db,
    settings: async () => ({
      apiKey: fake.key,
      baseUrl: fake.url,
      demo: false,
      api: { ...defaultApiSettings },
    }),
    sample: async (id) => sampleOf(id),
  });
  const handlers: Pick<BackgroundHandlers, 'callApi' | 'cancelCall' | 'costNow' | 'takeAnswer'> = {
    callApi: (request) => api.call(request),
    cancelCall: ({ requestId }) => ({ cancelled: api.cancel(requestId) }),
    costNow: (request) => api.costNow(request),
    takeAnswer: ({ key, fetchedAt }) => api.take(key, fetchedAt),
  };
  stopHandling = handleBackgroundMessages(handlers as BackgroundHandlers);
});
afterEach(() => {
  stopHandling();
  fake.release();
});

const button = (start: string) =>
  [...root().querySelectorAll('button')].find((each) => each.textContent?.startsWith(start));
const texts = (selector: string) =>
  [...root().querySelectorAll(selector)].map((each) => each.textContent);

/** The panel's runner for a video, its call held by the fake once sent, then cancelled. */
const cancelWhileHeld = async () => {
  fake.inject({ endpoint: 'video.video', hold: true });
  render(h(EndpointRunner, { endpoint, given: { videoId } }), root());
  await vi.waitFor(() => expect(button('Fetch')?.textContent).toBe('Fetch · 4 credits'));
  button('Fetch')?.click();
  await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
  await vi.waitFor(() => expect(button('Cancel')).toBeDefined());
  button('Cancel')?.click();
  await vi.waitFor(() =>
    expect(texts('[data-testid="error"] p')).toEqual([
      'Cancelled',
      'If the service still answers, the answer is kept here and costs nothing more.',
    ]),
  );
};

describe('Cancel in the panel', () => {
  it('says the answer will be kept; Retry costs nothing more and joins the call: one request', async () => {
    await cancelWhileHeld();
    await vi.waitFor(() =>
      expect(button('Retry')?.textContent).toBe('Retry · nothing more (already on its way)'),
    );
    button('Retry')?.click();
    await vi.waitFor(() => expect(button('Cancel')).toBeDefined());
    fake.release();
    await vi.waitFor(() =>
      expect(root().querySelector('[data-testid="result"]')?.textContent).toContain(
        (sampleOf('video.video') as { title: string }).title,
      ),
    );
    expect(fake.requests.map((request) => request.charged)).toEqual([4]);
    expect((await ledgerEntries(db)).map((entry) => [entry.outcome, entry.used])).toEqual([
      ['ok', 4],
    ]);
    expect(await listHistory(db)).toHaveLength(1);
  });

  it('shows the answer that lands after Cancel, paid once; the button then refreshes at its price', async () => {
    await cancelWhileHeld();
    fake.release();
    await vi.waitFor(() =>
      expect(root().querySelector('[data-testid="result"]')?.textContent).toContain(
        (sampleOf('video.video') as { title: string }).title,
      ),
    );
    expect(root().querySelector('[data-testid="error"]')).toBeNull();
    await vi.waitFor(() => expect(button('Refresh')?.textContent).toBe('Refresh · 4 credits'));
    expect(fake.requests.map((request) => request.charged)).toEqual([4]);
    expect(await ledgerEntries(db)).toHaveLength(1);
    expect(await listHistory(db)).toHaveLength(1);
  });
});
