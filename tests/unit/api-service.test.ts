/**
 * The background's API service against the local fake of the service: nothing paid twice, no
 * budget overshot, every call in the ledger, every result in the history.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { rawOf } from '@/lib/api/client';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';
import {
  createApiService,
  type ServiceSettings,
  storedFromBytes,
} from '@/lib/extension/background/api-service';
import {
  type BackgroundHandlers,
  handleBackgroundMessages,
} from '@/lib/extension/background/handlers';
import { keepAlive, keepAliveEveryMs } from '@/lib/extension/background/keepalive';
import { createTill } from '@/lib/extension/background/till';
import type { CallRequest } from '@/lib/extension/shared/messages';
import { defaultApiSettings } from '@/lib/extension/shared/settings';
import { cacheKey, findCache } from '@/lib/store/cache';
import { openStore, type SidelightDb } from '@/lib/store/db';
import { getHistory, listHistory } from '@/lib/store/history';
import { ledgerEntries, totals } from '@/lib/store/ledger';
import { manyComments } from '../bench/big-answers';
import { faults } from '../fake-api/faults';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { installFakePorts } from '../support/ports';
import { timingOut } from '../support/timing-out';

let fake: FakeApi;
let db: SidelightDb;
let settings: ServiceSettings;

beforeAll(async () => {
  fake = await startFakeApi();
});
afterAll(() => fake.close());
beforeEach(async () => {
  fake.reset();
  globalThis.indexedDB = new IDBFactory();
  db = await openStore();
  settings = { apiKey: fake.key, baseUrl: fake.url, demo: false, api: { ...defaultApiSettings } };
  vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
});

const service = () =>
  createApiService({
    db: async () => db,
    settings: async () => settings,
    sample: async (id) => sampleOf(id),
  });
const video = { id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } };

describe('never paying twice', () => {
  it('answers the same request from the cache, free, with its age', async () => {
    const api = service();
    const first = await api.call(video);
    const again = await api.call({ id: 'video.video', params: { videoId: 'dQw4w9WgXcQ' } });
    expect(first).toMatchObject({ ok: true, source: 'network', credits: { price: 4, used: 4 } });
    expect(again).toMatchObject({ ok: true, source: 'cache', credits: { price: 0 } });
    expect(again.ok && first.ok && again.fetchedAt).toBe(first.ok && first.fetchedAt);
    expect(again.ok && again.data).toEqual(first.ok && first.data);
    expect(fake.requests).toHaveLength(1);
  });

  it('pays again only for an explicit refresh', async () => {
    const api = service();
    await api.call(video);
    expect(await api.call({ ...video, refresh: true })).toMatchObject({ source: 'network' });
    expect(fake.requests).toHaveLength(2);
  });

  it('lets identical calls in flight share one request, charged to the first asker alone', async () => {
    fake.inject({ delayMs: 200 });
    const api = service();
    const answers = await Promise.all([api.call(video), api.call(video), api.call(video)]);
    expect(fake.requests).toHaveLength(1);
    expect(answers.every((answer) => answer.ok && answer.source === 'network')).toBe(true);
    expect(
      answers.map((answer) => [answer.ok && answer.charged, answer.ok && answer.shared]),
    ).toEqual([
      [4, undefined],
      [0, true],
      [0, true],
    ]);
    expect((await ledgerEntries(db)).length).toBe(1);
  });

  /**
   * A service whose settings are read at once, but for the asks `held` names (counted from 1),
   * which wait until `release` is called.
   */
  /** A service whose settings reads asked while `asking` runs wait until `release`. */
  const withHeldSettings = () => {
    let holding = false;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = createApiService({
      db: async () => db,
      settings: async () => {
        if (holding) await gate;
        return settings;
      },
      sample: async (id) => sampleOf(id),
    });
    const asking = <T>(ask: () => T): T => {
      holding = true;
      try {
        return ask();
      } finally {
        holding = false;
      }
    };
    return { api, asking, release: () => release() };
  };

  it('a second identical call asked in the same turn joins the first, whatever its reads wait for', async () => {
    const { api, asking, release } = withHeldSettings();
    const first = api.call(video);
    const second = asking(() => api.call(video));
    expect(await first).toMatchObject({ ok: true, source: 'network', charged: 4 });
    release();
    expect(await second).toMatchObject({ ok: true, source: 'network', charged: 0, shared: true });
    expect(fake.requests).toHaveLength(1);
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']);
  });

  it('a second identical call asked while the first is between its reads joins it too', async () => {
    const { api, asking, release } = withHeldSettings();
    const first = api.call(video);
    // The first is reading its settings and the cache now.
    await Promise.resolve();
    await Promise.resolve();
    const second = asking(() => api.call(video));
    await first;
    release();
    expect(await second).toMatchObject({ ok: true, charged: 0, shared: true });
    expect(fake.requests).toHaveLength(1);
    expect((await totals(db)).today).toBe(4);
  });

  it('a refresh asked while a cached answer is being read is not answered by that cache', async () => {
    const api = service();
    await api.call(video);
    const [cached, refreshed] = await Promise.all([
      api.call(video),
      api.call({ ...video, refresh: true }),
    ]);
    expect(cached).toMatchObject({ source: 'cache', charged: 0 });
    expect(refreshed).toMatchObject({ source: 'network', charged: 4 });
    expect(fake.requests).toHaveLength(2);
  });

  it('never calls in demo mode: the samples answer, for nothing', async () => {
    settings.demo = true;
    const answer = await service().call(video);
    expect(answer).toMatchObject({ ok: true, source: 'demo', credits: { price: 0 } });
    expect(fake.requests).toEqual([]);
  });

  it('asked only for what is free, never calls the service: a cached answer, or that or demo data', async () => {
    const api = service();
    const notCached = { ok: false, error: { kind: 'notCached' } };
    expect(await api.call({ ...video, only: 'cache' })).toMatchObject(notCached);
    expect(await api.call({ ...video, only: 'free' })).toMatchObject(notCached);
    expect(fake.requests).toEqual([]);
    await api.call(video);
    for (const only of ['cache', 'free'] as const)
      expect(await api.call({ ...video, only })).toMatchObject({ ok: true, source: 'cache' });
    settings = { ...settings, demo: true };
    expect(await api.call({ ...video, only: 'cache' })).toMatchObject(notCached);
    expect(await api.call({ ...video, only: 'free' })).toMatchObject({ ok: true, source: 'demo' });
    expect(fake.requests).toHaveLength(1);
  });

  it('refuses invalid params before anything else', async () => {
    const answer = await service().call({
      id: 'video.comments',
      params: { videoId: 'x', count: 99 },
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalidParams' } });
    expect(fake.requests).toEqual([]);
  });
});

describe('the answer as the service sent it', () => {
  /** The service, and every body it sends as text. */
  const recording = () => {
    const bodies: string[] = [];
    const api = createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      fetch: async (...args) => {
        const response = await fetch(...args);
        bodies.push(await response.clone().text());
        return response;
      },
    });
    return { api, bodies };
  };

  it('crosses once: a bare body is the data, and nothing else carries it again', async () => {
    const { api, bodies } = recording();
    for (const answer of [await api.call(video), await api.call(video)]) {
      expect(answer).toMatchObject({ ok: true });
      expect(Object.keys(answer)).not.toContain('raw');
      expect(Object.keys(answer)).not.toContain('envelope');
      expect(answer.ok && JSON.stringify(rawOf(answer))).toBe(bodies[0]);
    }
    expect(bodies).toHaveLength(1);
  });

  it('an envelope comes as its other fields beside the data: the body rebuilds exactly', async () => {
    fake.inject({ envelope: true });
    const { api, bodies } = recording();
    const fetched = await api.call(video);
    const cached = await api.call(video);
    expect(cached).toMatchObject({ source: 'cache' });
    for (const answer of [fetched, cached]) {
      expect(answer).toMatchObject({
        ok: true,
        data: { title: expect.any(String) },
        envelope: { success: true, data: null, queued: false },
      });
      expect(answer.ok && JSON.stringify(rawOf(answer))).toBe(bodies[0]);
    }
  });

  it('an answer cached with its whole body, as before, still answers with its envelope', async () => {
    const data = { id: 'dQw4w9WgXcQ', title: 'Kept before' };
    const params = { videoId: 'dQw4w9WgXcQ' };
    const key = cacheKey(endpointById('video.video'), params);
    await db.put('cache', {
      key,
      endpointId: 'video.video',
      params,
      data,
      raw: { success: true, data, queued: false },
      warnings: [],
      fetchedAt: Date.now(),
    });
    const answer = await service().call(video);
    expect(answer).toMatchObject({ ok: true, source: 'cache', data });
    expect(answer.ok && rawOf(answer)).toEqual({ success: true, data, queued: false });
    expect(fake.requests).toEqual([]);
  });
});

describe('budgets', () => {
  it('ten parallel calls can never overshoot a daily cap', async () => {
    settings.api.dailyBudget = 20;
    const api = service();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        api.call({
          id: 'video.video',
          params: { videoId: `video${String(index).padStart(6, '0')}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
    const refused = answers.filter((answer) => !answer.ok);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({ error: { kind: 'overBudget' } });
    expect(!refused[0]?.ok && refused[0]?.error.message).toMatch(/daily budget of 20/);
    expect(fake.requests).toHaveLength(5);
    expect((await totals(db)).today).toBe(20);
  });

  it('one call after another: each sees what the ones before spent', async () => {
    settings.api.dailyBudget = 8;
    const api = service();
    const ask = (videoId: string) => api.call({ id: 'video.video', params: { videoId } });
    expect(await ask('first00001')).toMatchObject({ ok: true });
    expect(await ask('second0001')).toMatchObject({ ok: true });
    expect(await ask('third00001')).toMatchObject({ ok: false, error: { kind: 'overBudget' } });
    expect(fake.requests).toHaveLength(2);
  });

  it('without a cap, a reservation reads nothing; a settlement hands back what it wrote', async () => {
    let reads = 0;
    const till = createTill(async () => {
      reads += 1;
      return { today: 0, month: 0, automatic: 0 };
    });
    const free = await till.reserve({ price: 5, budgets: { daily: null, monthly: null } });
    expect(reads).toBe(0);
    expect(free.ok && (await free.settle(5, async () => 42))).toBe(42);
    await till.reserve({ price: 5, budgets: { daily: 100, monthly: null } });
    expect(reads).toBe(1);
  });

  it('a refused call reaches nothing; allowed once, it goes through', async () => {
    settings.api.monthlyBudget = 3;
    const api = service();
    expect(await api.call(video)).toMatchObject({ ok: false, error: { kind: 'overBudget' } });
    expect(fake.requests).toEqual([]);
    expect(await api.call({ ...video, allowOverBudget: true })).toMatchObject({ ok: true });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('the till', () => {
  const job = (cap: number, spentBefore = 0) => ({ id: 'batch 1', cap, spentBefore });

  it("refuses a job's call that would pass the job's cap, counting its calls in flight", async () => {
    fake.inject({ delayMs: 100, times: 5 });
    const api = service();
    const run = job(10, 2);
    const answers = await Promise.all(
      ['first00001', 'second0001', 'third00001'].map((videoId) =>
        api.call({ id: 'video.video', params: { videoId } }, { job: run }),
      ),
    );
    expect(answers.map((answer) => (answer.ok ? answer.charged : answer.error.kind))).toEqual([
      4,
      4,
      'overBudget',
    ]);
    expect(!answers[2]?.ok && answers[2]?.error).toMatchObject({
      over: 'job',
      message: expect.stringMatching(/this job's cap of 10 \(10 spent or on the way\)/),
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('an automatic refresh takes an answer fetched since it was planned, and asks again for an older one', async () => {
    settings.api.automaticCap = 100;
    let clock = Date.now();
    const api = createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      now: () => clock,
    });
    const older = { id: 'video.video', params: { videoId: 'older00001' } };
    await api.call(older);
    clock += 60_000;
    const planned = clock;
    clock += 60_000;
    await api.call(video);
    const refresh = (request: typeof video) =>
      api.call({ ...request, refresh: true }, { automatic: true, answerSince: planned });
    expect(await refresh(video)).toMatchObject({ ok: true, source: 'cache', charged: 0 });
    expect(await refresh(older)).toMatchObject({ ok: true, source: 'network', charged: 4 });
    expect(fake.requests).toHaveLength(3);
  });

  it('holds automatic refreshes to their monthly cap, and refuses them all while paused', async () => {
    settings.api.automaticCap = 4;
    const api = service();
    const ask = (videoId: string) =>
      api.call({ id: 'video.video', params: { videoId }, refresh: true }, { automatic: true });
    expect(await ask('first00001')).toMatchObject({ ok: true, charged: 4 });
    expect(await ask('second0001')).toMatchObject({
      ok: false,
      error: { kind: 'overBudget', over: 'automatic' },
    });
    settings.api.automaticCap = 100;
    settings.api.automaticPaused = true;
    expect(await ask('third00001')).toMatchObject({
      ok: false,
      error: { kind: 'overBudget', over: 'automatic', message: 'Automatic refreshes are paused.' },
    });
    // A person's call is not an automatic one.
    expect(await api.call({ id: 'video.video', params: { videoId: 'fourth0001' } })).toMatchObject({
      ok: true,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('counts a timeout at its price: the result, the ledger and the budget agree', async () => {
    settings.api.dailyBudget = 6;
    const api = createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      fetch: timingOut,
    });
    expect(await api.call(video)).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
      charged: 4,
    });
    expect(await api.call({ id: 'video.video', params: { videoId: 'second0001' } })).toMatchObject({
      ok: false,
      error: { kind: 'overBudget', over: 'daily' },
    });
    expect(fake.requests.map((request) => request.charged)).toEqual([4]);
    expect((await totals(db)).today).toBe(4);
  });
});

describe('a gateway failure', () => {
  const instant = () =>
    createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      sleep: async () => {},
    });
  const charging = { 'x-credit-used': '4' };

  it('is tried again by the service, each attempt its own ledger entry', async () => {
    fake.inject(faults.proxyPage(502));
    const answer = await instant().call(video);
    expect(answer).toMatchObject({ ok: true, source: 'network', charged: 4 });
    expect(fake.requests.map((request) => request.status)).toEqual([502, 200]);
    expect((await ledgerEntries(db)).map((entry) => [entry.outcome, entry.used])).toEqual([
      ['server', undefined],
      ['ok', 4],
    ]);
  });

  it("that the service says it charged is not tried again by itself: it is in the ledger, and Retry is the person's", async () => {
    fake.inject({ ...faults.status(503, 'Upstream busy', charging), times: 3 });
    const answer = await instant().call(video);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server', status: 503 }, charged: 4 });
    expect(fake.requests).toHaveLength(1);
    expect((await ledgerEntries(db)).map((entry) => [entry.outcome, entry.used])).toEqual([
      ['server', 4],
    ]);
    expect((await totals(db)).today).toBe(4);
  });

  it('is not tried again once automatic refreshes were paused meanwhile: the caps are read as the till takes each attempt', async () => {
    settings.api.automaticCap = 100;
    fake.inject(faults.proxyPage(502));
    const pausing = createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      sleep: async () => {
        settings.api.automaticPaused = true;
      },
    });
    const answer = await pausing.call({ ...video, refresh: true }, { automatic: true });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server', status: 502 }, charged: 0 });
    expect(fake.requests.map((request) => request.status)).toEqual([502]);
  });

  it('is tried twice at most, then reported', async () => {
    fake.inject({ ...faults.proxyPage(504), times: 5 });
    const answer = await instant().call(video);
    expect(answer).toMatchObject({ ok: false, error: { kind: 'server', status: 504 }, charged: 0 });
    expect(fake.requests).toHaveLength(3);
    expect(await ledgerEntries(db)).toHaveLength(3);
  });
});

describe('ledger and history', () => {
  it('records every call with price, reported credits, balance and outcome', async () => {
    const api = service();
    await api.call(video);
    fake.inject({ respond: { status: 404, body: { error: 'gone' } } });
    await api.call({ id: 'video.channel', params: { channelId: '@gone' } });
    const entries = await ledgerEntries(db);
    expect(
      entries.map((entry) => [entry.endpointId, entry.price, entry.used, entry.outcome]),
    ).toEqual([
      ['video.video', 4, 4, 'ok'],
      ['video.channel', 2, undefined, 'notFound'],
    ]);
    expect(entries[0]?.remaining).toBe(100_000 - 4);
  });

  it('keeps every fetched result with its page, to reopen without a call', async () => {
    const api = service();
    const answer = await api.call({
      ...video,
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    const [entry] = await listHistory(db);
    expect(entry).toMatchObject({
      id: answer.ok ? answer.historyId : -1,
      endpointId: 'video.video',
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(await getHistory(db, entry?.id ?? -1)).toMatchObject({
      data: answer.ok ? answer.data : undefined,
    });
  });

  it('names each result by its title in the history, and says what changed once committed', async () => {
    const told: string[][] = [];
    const api = createApiService({
      db: async () => db,
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
      titleOf: (endpointId, data) =>
        endpointId === 'video.video' ? String((data as { title: unknown }).title) : undefined,
      kept: (...changed) => {
        told.push(changed);
      },
    });
    const answer = await api.call(video);
    // A kept answer makes its call free from now on: the cache changed too.
    await vi.waitFor(() => expect(told).toEqual([['ledger', 'cache', 'history']]));
    const title = answer.ok ? (answer.data as { title: string }).title : '';
    expect(title).not.toBe('');
    expect(await listHistory(db, { query: title.split(' ')[0] })).toMatchObject([{ title }]);
    // A key test is spending, not a result.
    await api.testKey();
    await vi.waitFor(() =>
      expect(told).toEqual([
        ['ledger', 'cache', 'history'],
        ['ledger', 'cache'],
      ]),
    );
  });
});

describe('calls on the wire', () => {
  it('are noted while the request is out, and the note goes when the call is kept', async () => {
    fake.inject({ delayMs: 300 });
    const api = service();
    const pending = api.call(video);
    await vi.waitFor(async () => expect(await db.getAllKeys('calls')).toHaveLength(1));
    expect(await db.getAll('calls')).toEqual([
      expect.objectContaining({ endpointId: 'video.video', price: 4 }),
    ]);
    await pending;
    expect(await db.getAllKeys('calls')).toEqual([]);
  });

  it('a cancelled call leaves no note either, once its answer is kept', async () => {
    fake.inject({ hold: true });
    const api = service();
    const pending = api.call({ ...video, requestId: 'view-1' });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    api.cancel('view-1');
    fake.release();
    await pending;
    expect(await db.getAllKeys('calls')).toEqual([]);
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']);
  });
});

describe('cancelling', () => {
  it('stops waiting, not the request: the answer that lands is kept, paid once, free from then on', async () => {
    fake.inject({ endpoint: 'video.video', hold: true });
    const api = service();
    const pending = api.call({ ...video, requestId: 'view-1' });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    expect(api.cancel('view-1')).toBe(true);
    // While it is in flight, asking again joins it: nothing more, a refresh neither.
    expect(await api.costNow(video)).toEqual({ free: 'inFlight' });
    expect(await api.costNow({ ...video, refresh: true })).toEqual({ free: 'inFlight' });
    fake.release();
    const landed = await pending;
    expect(landed).toMatchObject({ ok: true, source: 'network', credits: { used: 4 } });
    expect(fake.requests.map((request) => [request.charged, request.closedByCaller])).toEqual([
      [4, undefined],
    ]);
    expect((await ledgerEntries(db)).map((entry) => [entry.outcome, entry.used])).toEqual([
      ['ok', 4],
    ]);
    expect((await totals(db, Date.now())).today).toBe(4);
    expect(await findCache(db, cacheKey(endpointById('video.video'), video.params))).toMatchObject({
      fetchedAt: landed.ok && landed.fetchedAt,
    });
    expect(await listHistory(db)).toMatchObject([
      { endpointId: 'video.video', at: landed.ok && landed.fetchedAt },
    ]);
    expect(await api.costNow(video)).toEqual({ free: 'cache' });
    // Retry once it has landed: the cache answers, for nothing.
    expect(await api.call({ ...video, requestId: 'view-2' })).toMatchObject({
      ok: true,
      source: 'cache',
      fetchedAt: landed.ok && landed.fetchedAt,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('a call cancelled before its request went out is never sent', async () => {
    // The database answers the call's first read, then waits: the call stops before sending.
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (opened = resolve));
    let gated = false;
    const api = createApiService({
      db: async () => {
        if (gated) await open;
        return db;
      },
      settings: async () => settings,
      sample: async (id) => sampleOf(id),
    });
    const pending = api.call({ ...video, requestId: 'view-1' });
    gated = true;
    await vi.waitFor(() => expect(api.inFlight()).toBe(1));
    expect(api.cancel('view-1')).toBe(true);
    opened();
    expect(await pending).toMatchObject({
      ok: false,
      error: { kind: 'aborted', message: 'Stopped before it was sent: nothing charged.' },
    });
    expect(fake.requests).toEqual([]);
  });

  for (const refresh of [false, true]) {
    it(`Retry${refresh ? ' of a refresh' : ''} while the cancelled call is in flight joins it: no second request`, async () => {
      fake.inject({ endpoint: 'video.video', hold: true });
      const api = service();
      const cancelled = api.call({
        ...video,
        requestId: 'view-1',
        ...(refresh ? { refresh } : {}),
      });
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
      api.cancel('view-1');
      // A refresh skips the cache: only joining the call in flight keeps it to one request.
      const retried = api.call({ ...video, requestId: 'view-2', ...(refresh ? { refresh } : {}) });
      fake.release();
      const [first, again] = await Promise.all([cancelled, retried]);
      expect(again).toMatchObject({ ok: true });
      expect(again.ok && again.fetchedAt).toBe(first.ok && first.fetchedAt);
      expect(fake.requests).toHaveLength(1);
      expect(await ledgerEntries(db)).toHaveLength(1);
      expect(await listHistory(db)).toHaveLength(1);
    });
  }

  it('a shared call goes on while another view still waits for it', async () => {
    fake.inject({ delayMs: 300 });
    const api = service();
    const first = api.call({ ...video, requestId: 'panel' });
    const second = api.call({ ...video, requestId: 'popup' });
    api.cancel('panel');
    expect(await second).toMatchObject({ ok: true });
    expect(await first).toMatchObject({ ok: true });
  });
});

describe('keepAlive', () => {
  it('calls an extension API every 20 s while work is in flight, and stops after', async () => {
    vi.useFakeTimers();
    try {
      const ping = vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
      let finish: () => void = () => undefined;
      const work = keepAlive(() => new Promise<void>((resolve) => (finish = resolve)));
      await vi.advanceTimersByTimeAsync(keepAliveEveryMs * 3 + 1);
      expect(ping).toHaveBeenCalledTimes(3);
      finish();
      await work;
      await vi.advanceTimersByTimeAsync(keepAliveEveryMs * 3);
      expect(ping).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the worker up for a cancelled call until its answer lands', async () => {
    // Only the keep-alive's clock is faked: the request and the database run as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ping = vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
      fake.inject({ endpoint: 'video.video', hold: true });
      const api = service();
      const pending = api.call({ ...video, requestId: 'view-1' });
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
      api.cancel('view-1');
      await expect
        .poll(() => {
          vi.advanceTimersByTime(keepAliveEveryMs);
          return ping.mock.calls.length;
        })
        .toBeGreaterThanOrEqual(10);
      fake.release();
      expect(await pending).toMatchObject({ ok: true, source: 'network' });
      const pinged = ping.mock.calls.length;
      vi.advanceTimersByTime(keepAliveEveryMs * 3);
      expect(ping).toHaveBeenCalledTimes(pinged);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a view asking', () => {
  /** The service behind the background's real handlers, reached over in-memory ports. */
  const background = (api = service()) => {
    const ports = installFakePorts();
    const handlers: Pick<BackgroundHandlers, 'callApi' | 'takeAnswer'> = {
      callApi: (request) => api.call(request),
      takeAnswer: ({ key, fetchedAt }) => api.take(key, fetchedAt),
    };
    handleBackgroundMessages(handlers as BackgroundHandlers);
    return ports;
  };

  it('gets "interrupted", not an endless wait, when the background goes away mid-call', async () => {
    const ports = background();
    fake.inject({ endpoint: 'video.video', delayMs: 300 });
    const { callApi } = await import('@/lib/extension/views/api-calls');
    const asked = callApi(video);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    ports.stopWorker();
    expect(await asked).toMatchObject({
      ok: false,
      error: { kind: 'interrupted', message: expect.stringContaining('retry') },
    });
    // The in-memory worker did not really stop: its call ends here, not in the next test.
    await vi.waitFor(async () => expect(await ledgerEntries(db)).toHaveLength(1));
  });

  it('that goes away mid-call leaves the call to finish: its result is kept and paid once', async () => {
    const ports = background();
    fake.inject({ endpoint: 'video.video', delayMs: 200 });
    const { callApi } = await import('@/lib/extension/views/api-calls');
    void callApi(video);
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    // The view unloads: its port closes from its side.
    ports.ports[0]?.view.port.disconnect();
    await vi.waitFor(async () =>
      expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']),
    );
    expect(await listHistory(db)).toMatchObject([{ endpointId: 'video.video' }]);
    expect(await service().call(video)).toMatchObject({ ok: true, source: 'cache' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('a big answer, read by the view where the background keeps it', () => {
  const comments = { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' } };
  /** A body well over the size from which answers are left in the cache, in an envelope. */
  const bigBody = { success: true, data: manyComments(1500), queued: false };

  /**
   * A view's `callApi` (a fresh module: its own connection to this test's database) against the
   * service, every reply written out as JSON as runtime messaging does; `meddle` runs in the
   * background between a call's answer and its reply.
   */
  async function view(meddle?: (reply: unknown) => Promise<void>) {
    const api = service();
    const replies: { type: string; json: string }[] = [];
    /** Each handler's reply noted as it crosses (written out as JSON, as Chrome does). */
    const noted =
      <T>(type: string, answer: (data: never) => Promise<T> | T) =>
      async (data: never) => {
        const reply = await answer(data);
        if (type === 'callApi') await meddle?.(reply);
        replies.push({ type, json: JSON.stringify({ ok: reply }) });
        return reply;
      };
    installFakePorts();
    handleBackgroundMessages({
      callApi: noted('callApi', (request: CallRequest) => api.call(request)),
      takeAnswer: noted('takeAnswer', ({ key, fetchedAt }: { key: string; fetchedAt: number }) =>
        api.take(key, fetchedAt),
      ),
      getHistory: noted(
        'getHistory',
        async ({ id }: { id: number }) => (await db.get('history', id)) ?? null,
      ),
    } as unknown as BackgroundHandlers);
    vi.resetModules();
    const { callApi, readHistory } = await import('@/lib/extension/views/api-calls');
    return { api, callApi, readHistory, replies };
  }

  it('arrives whole, from the network then from the cache, without crossing as a message', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    const { callApi, replies } = await view();
    const fetched = await callApi(comments);
    const cached = await callApi(comments);
    expect(fetched).toMatchObject({ ok: true, source: 'network', historyId: expect.any(Number) });
    expect(cached).toMatchObject({ ok: true, source: 'cache', credits: { price: 0 } });
    for (const answer of [fetched, cached]) {
      expect(answer.ok && answer.data).toEqual(bigBody.data);
      expect(answer.ok && rawOf(answer)).toEqual(bigBody);
      expect(answer.ok && answer.fetchedAt).toBe(fetched.ok && fetched.fetchedAt);
    }
    expect(fake.requests).toHaveLength(1);
    expect(JSON.stringify(bigBody).length).toBeGreaterThan(storedFromBytes);
    expect(replies.map((reply) => reply.type)).toEqual(['callApi', 'callApi']);
    for (const reply of replies) expect(reply.json.length).toBeLessThan(1000);
  });

  it('reopened from the history, it is read by the view too; one it lacks is asked of the background', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    const { callApi, readHistory, replies } = await view();
    const fetched = await callApi(comments);
    const entry = await readHistory(fetched.ok ? (fetched.historyId ?? -1) : -1);
    expect(entry).toMatchObject({ endpointId: 'video.comments', data: bigBody.data });
    expect(replies.map((reply) => reply.type)).not.toContain('getHistory');
    expect(await readHistory(12345)).toBeNull();
    expect(replies.map((reply) => reply.type)).toContain('getHistory');
  });

  it('a small answer still comes in the reply', async () => {
    const { callApi, replies } = await view();
    const answer = await callApi(video);
    expect(answer).toMatchObject({
      ok: true,
      source: 'network',
      data: { title: expect.any(String) },
    });
    expect(replies.map((reply) => reply.type)).toEqual(['callApi']);
  });

  it('demo data comes in the reply, for nothing', async () => {
    settings.demo = true;
    const { callApi } = await view();
    expect(await callApi(comments)).toMatchObject({
      ok: true,
      source: 'demo',
      data: sampleOf('video.comments'),
    });
    expect(fake.requests).toEqual([]);
  });

  it('a network answer the cache lost before the view read it is read from its history entry, paid once', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    const { callApi, replies } = await view(async () => {
      await db.clear('cache');
    });
    const answer = await callApi(comments);
    expect(answer).toMatchObject({ ok: true, source: 'network' });
    expect(answer.ok && rawOf(answer)).toEqual(bigBody);
    expect(fake.requests).toHaveLength(1);
    expect((await ledgerEntries(db)).map((entry) => entry.outcome)).toEqual(['ok']);
    expect(replies.map((reply) => reply.type)).toEqual(['callApi']);
  });

  it('until its transaction commits, the background holds a copy for a view the database fails', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    let held: unknown = null;
    let api: ReturnType<typeof service> | undefined;
    const asked = await view(async (reply) => {
      // Taken as the reply leaves, before the commit: what a view gets when the commit fails.
      const { key, fetchedAt } = reply as { key: string; fetchedAt: number };
      held = api?.take(key, fetchedAt) ?? null;
    });
    api = asked.api;
    const answer = await asked.callApi(comments);
    expect(held).toEqual({ data: bigBody.data, envelope: expect.any(Object), warnings: [] });
    // Taken once: the view itself found the answer in the database.
    expect(answer.ok && answer.data).toEqual(bigBody.data);
  });

  it('a cached answer dropped before the view read it is asked for again', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    let drop = false;
    const { callApi } = await view(async (reply) => {
      if (drop && (reply as { source?: string }).source === 'cache') await db.clear('cache');
    });
    await callApi(comments);
    drop = true;
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    const answer = await callApi(comments);
    expect(answer).toMatchObject({ ok: true });
    expect(answer.ok && answer.data).toEqual(bigBody.data);
  });

  it('the background holds a network answer only until the database has kept it', async () => {
    fake.inject({ endpoint: 'video.comments', respond: { status: 200, body: bigBody } });
    const api = service();
    const found = await api.call({ ...comments, byKey: true });
    expect(found).toMatchObject({ ok: true, stored: true, source: 'network' });
    expect(Object.keys(found)).not.toContain('data');
    // A read that starts now waits for the commit; by its end the copy is let go.
    expect(await ledgerEntries(db)).toHaveLength(1);
    expect(found.ok && api.take(found.key, found.fetchedAt)).toBeNull();
  });
});

describe('what a call costs now', () => {
  it('is free with demo data, free while a fresh answer is cached, the price otherwise', async () => {
    const api = service();
    expect(await api.costNow(video)).toEqual({ free: null });
    await api.call(video);
    expect(await api.costNow(video)).toEqual({ free: 'cache' });
    // A refresh skips the cache: it pays.
    expect(await api.costNow({ ...video, refresh: true })).toEqual({ free: null });
    settings.api = { ...settings.api, cacheHours: 0 };
    // The cached answer ages past the 0 hours kept; the service reads the real clock.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await api.costNow(video)).toEqual({ free: null });
    settings.demo = true;
    expect(await api.costNow({ ...video, refresh: true })).toEqual({ free: 'demo' });
    expect(fake.requests).toHaveLength(1);
  });

  it('says nothing is free for a call that could not be made', async () => {
    expect(await service().costNow({ id: 'video.nothing', params: {} })).toEqual({ free: null });
    expect(await service().costNow({ id: 'video.video', params: {} })).toEqual({ free: null });
  });
});
