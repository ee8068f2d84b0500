/**
 * A deterministic simulation of the worker's money: the real background modules (the API service,
 * Load all, batches, watched runs) composed as the worker composes them, over fake-indexeddb, WXT's
 * fake browser, a clock of its own and an in-memory service that charges as the real one may.
 * fast-check draws sequences of what a person, the browser and the network do; after every step
 * the money promises are checked against what the service recorded and what the worker kept.
 *
 * The clock: `setTimeout` and `setInterval` are this module's (ky's timeouts and retry waits, the
 * service's latencies, a batch's waits), `Date` is vitest's fake; time moves only when a command
 * waits. Each worker is a generation: everything it starts runs in its AsyncLocalStorage context,
 * so when it is killed its timers never fire and the service never answers it, as a dead worker
 * hears nothing more.
 */
import 'fake-indexeddb/auto';
import './full-storage';
import { AsyncLocalStorage } from 'node:async_hooks';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { importSettings, restoreBackup } from '@/components/settings/restore';
import type { Endpoint } from '@/lib/api/endpoint';
import { endpointById, spendOf } from '@/lib/areas';
import { resultCounts, resultTitle } from '@/lib/areas/result-facts';
import { sampleOf } from '@/lib/areas/samples';
import { createApiService } from '@/lib/extension/background/api-service';
import { createBatches } from '@/lib/extension/background/batch';
import { createLoadAll } from '@/lib/extension/background/load-all';
import { createWatchRuns, refreshAlarm } from '@/lib/extension/background/watch-runs';
import { apiKey } from '@/lib/extension/shared/api-key';
import { watchedFromFile } from '@/lib/extension/shared/from-file';
import {
  migrateSettings,
  readSettingsFile,
  settingsExport,
} from '@/lib/extension/shared/settings-file';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import {
  apiSettings,
  baseUrl,
  preferences,
  type WatchedThing,
  watched,
} from '@/lib/extension/shared/storage';
import {
  removeWatched,
  storedApiSettings,
  storedWatched,
} from '@/lib/extension/shared/stored-writes';
import { readBackup } from '@/lib/extension/views/backup/read';
import { writeBackup } from '@/lib/extension/views/backup/write';
import { batchRows, getBatch } from '@/lib/store/batches';
import { cacheKey, cacheUses } from '@/lib/store/cache';
import { settleInterrupted } from '@/lib/store/calls';
import { localDay, openStore, type SidelightDb } from '@/lib/store/db';
import { getJob, interruptJobs } from '@/lib/store/jobs';
import { ledgerEntries, spent } from '@/lib/store/ledger';
import { mergeChunk } from '@/lib/store/restore';
import { answerFor, requestedPage } from '../fake-api/pages';
import { matchRoute } from '../fake-api/routes';
import { storage as browserStorage, roomAgain } from './full-storage';

/* ------------------------------------------------------------------ the clock */

interface Context {
  gen: number;
  /** Which of the world's actions made these requests, in the order they were asked. */
  asked?: number;
  /** Why the requests made in this context are made. */
  origin: Origin;
  job?: JobTag;
}
type Origin =
  | 'manual'
  | 'refresh'
  | 'popup'
  | 'loadAll'
  | 'batch'
  | 'batchNew'
  | 'batchRetry'
  | 'automatic'
  | 'worker';
/** A Load all or a batch as the person set it up: its cap is theirs. */
interface JobTag {
  kind: 'loadAll' | 'batch';
  id?: number;
  cap: number;
}

const context = new AsyncLocalStorage<Context>();
const realImmediate = globalThis.setImmediate;

interface Timer {
  at: number;
  seq: number;
  fn: () => void;
  gen: number | undefined;
  every?: number;
}

/** Timers of this module, tagged with the worker that set them. */
class Clock {
  timers = new Map<number, Timer>();
  private next = 1;
  private immediates = 0;
  dead = new Set<number>();

  install() {
    const set = (fn: () => void, ms = 0, every?: number) => {
      const id = this.next++;
      const gen = context.getStore()?.gen;
      this.timers.set(id, {
        at: Date.now() + Math.max(0, ms),
        seq: id,
        fn,
        gen,
        ...(every ? { every } : {}),
      });
      return id;
    };
    const clear = (id: unknown) => {
      this.timers.delete(Number(id));
    };
    vi.stubGlobal('setTimeout', (fn: () => void, ms?: number) => set(fn, ms));
    vi.stubGlobal('clearTimeout', clear);
    vi.stubGlobal('setInterval', (fn: () => void, ms = 0) => set(fn, ms, Math.max(1, ms)));
    vi.stubGlobal('clearInterval', clear);
    // fake-indexeddb schedules its work with setImmediate: counted, so a step knows when all is done.
    vi.stubGlobal('setImmediate', (fn: (...args: unknown[]) => void, ...args: unknown[]) => {
      this.immediates += 1;
      return realImmediate(() => {
        this.immediates -= 1;
        fn(...args);
      });
    });
  }

  /** Everything that can happen without time passing, done. */
  async drain() {
    let quiet = 0;
    for (let round = 0; round < 200_000 && quiet < 3; round += 1) {
      await new Promise((resolve) => realImmediate(resolve));
      quiet = this.immediates === 0 ? quiet + 1 : 0;
    }
  }

  /** Time moves to `target`, each timer firing at its moment, everything it starts done. */
  async advanceTo(target: number) {
    for (;;) {
      await this.drain();
      let due: [number, Timer] | undefined;
      for (const entry of this.timers) {
        const [, timer] = entry;
        if (timer.gen !== undefined && this.dead.has(timer.gen)) continue;
        if (timer.at > target) continue;
        if (!due || timer.at < due[1].at || (timer.at === due[1].at && timer.seq < due[1].seq))
          due = entry;
      }
      if (!due) {
        if (target > Date.now()) vi.setSystemTime(target);
        await this.drain();
        return;
      }
      const [id, timer] = due;
      if (timer.at > Date.now()) vi.setSystemTime(timer.at);
      if (timer.every)
        this.timers.set(id, { ...timer, at: timer.at + timer.every, seq: this.next++ });
      else this.timers.delete(id);
      timer.fn();
    }
  }

  advance = (ms: number) => this.advanceTo(Date.now() + ms);
}

/* ------------------------------------------------------------------ the service */

/** A seeded source of numbers for the service's own decisions. */
const prng = (seed: number) => {
  let state = seed >>> 0 || 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

export type FaultKind = 'rateLimited' | 'outOfCredits' | '500' | '502' | '504' | 'timeout' | 'slow';

/** A request the service received, and what it charged for it. */
interface ServiceRequest {
  n: number;
  gen: number;
  origin: Origin | 'unknown';
  /** The action that made it (see `Context`). */
  asked?: number;
  job?: JobTag;
  endpointId: string;
  params: Record<string, unknown>;
  key: string;
  price: number;
  arrivedAt: number;
  status: number;
  /** open: no answer yet; answered; timeout or cancelled: the caller gave up; interrupted: its worker died. */
  end: 'open' | 'answered' | 'timeout' | 'cancelled' | 'interrupted';
  endedAt?: number;
  charged: number;
  /** An answer was handed to the worker while the browser had room to keep it. */
  deliveredWithRoom?: boolean;
}

const simKey = 'sim-key-0123456789';
const simAddress = 'https://api.sim.test';

class SimService {
  requests: ServiceRequest[] = [];
  faults: FaultKind[] = [];
  private open = new Map<ServiceRequest, () => void>();
  constructor(private readonly random: () => number) {}

  /** The service may charge work it did for a caller that left: its own decision, seeded. */
  private mayCharge = () => this.random() < 0.5;

  fetchFor(gen: number, alive: () => boolean): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const route = matchRoute(url.pathname);
      const at = Date.now();
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json', ...headers },
        });
      if (!route) return reply(404, { success: false, error: 'No such endpoint' });
      const parsed = route.endpoint.params.safeParse({
        ...Object.fromEntries(url.searchParams),
        ...route.pathParams,
      });
      if (!parsed.success) return reply(400, { success: false, error: 'Invalid params' });
      const params = parsed.data as Record<string, unknown>;
      const store = context.getStore();
      const record: ServiceRequest = {
        n: this.requests.length + 1,
        gen,
        origin: store?.origin ?? 'unknown',
        ...(store?.asked === undefined ? {} : { asked: store.asked }),
        ...(store?.job ? { job: store.job } : {}),
        endpointId: route.endpoint.id,
        params,
        key: cacheKey(route.endpoint, params),
        price: route.endpoint.credits(params),
        arrivedAt: at,
        status: 0,
        end: 'open',
        charged: 0,
      };
      this.requests.push(record);
      if (request.headers.get('x-api-key') !== simKey) {
        record.end = 'answered';
        record.status = 401;
        return reply(401, { success: false, error: 'Missing or invalid API key' });
      }
      const fault = this.faults.shift();
      const timeoutMs = route.endpoint.timing.timeoutMs;
      const latency =
        fault === 'timeout'
          ? timeoutMs + 5_000
          : fault === 'slow'
            ? 5_000 + Math.floor(this.random() * 20_000)
            : 50 + Math.floor(this.random() * 1_500);
      return new Promise<Response>((resolve, reject) => {
        const signals = [init?.signal, request.signal].filter((s): s is AbortSignal => Boolean(s));
        let timer: ReturnType<typeof setTimeout> | undefined;
        const finish = (end: ServiceRequest['end'], charged: number) => {
          record.end = end;
          record.endedAt = Date.now();
          record.charged = charged;
          this.open.delete(record);
        };
        const onAbort = () => {
          if (record.end !== 'open' || !alive()) return;
          clearTimeout(timer);
          // ky's own timer gave up, or the worker aborted (a Cancel, a Stop).
          const timedOut = Date.now() - record.arrivedAt >= timeoutMs;
          finish(timedOut ? 'timeout' : 'cancelled', this.mayCharge() ? record.price : 0);
          const reason = signals.find((signal) => signal.aborted)?.reason;
          reject(reason ?? new DOMException('The operation was aborted.', 'AbortError'));
        };
        for (const signal of signals) {
          if (signal.aborted) return onAbort();
          signal.addEventListener('abort', onAbort, { once: true });
        }
        // A dead worker is answered by nobody; what the service charged it is decided at its death.
        this.open.set(record, () => finish('interrupted', this.mayCharge() ? record.price : 0));
        timer = setTimeout(() => {
          if (record.end !== 'open') return;
          const answer = this.answer(record, fault, params, route.endpoint);
          finish('answered', answer.charged);
          record.status = answer.response.status;
          if (answer.response.status === 200) record.deliveredWithRoom = !browserStorage.full;
          resolve(answer.response);
        }, latency);
      });
    };
  }

  private answer(
    record: ServiceRequest,
    fault: FaultKind | undefined,
    params: Record<string, unknown>,
    endpoint: Endpoint,
  ): { response: Response; charged: number } {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      });
    switch (fault) {
      case 'rateLimited':
        return {
          response: json(
            429,
            { success: false, error: 'Too many requests' },
            { 'retry-after': String(1 + Math.floor(this.random() * 4)) },
          ),
          charged: 0,
        };
      case 'outOfCredits':
        return {
          response: json(402, { success: false, error: 'Insufficient credits' }),
          charged: 0,
        };
      case '500':
      case '502':
      case '504': {
        // Work may have been done before the failure: the service says so when it charges.
        const charged = this.mayCharge() ? record.price : 0;
        return {
          response: json(
            Number(fault),
            { success: false, error: 'Server error' },
            charged > 0 ? { 'x-credit-used': String(charged) } : {},
          ),
          charged,
        };
      }
      default: {
        const page = requestedPage(endpoint, params);
        const body = answerFor(endpoint, params, typeof page === 'number' ? page : 1, {
          pageCount: 3,
        });
        // The service usually says what it charged; when it does not, the price is the charge.
        const headers: Record<string, string> =
          this.random() < 0.8 ? { 'x-credit-used': String(record.price) } : {};
        return { response: json(200, body, headers), charged: record.price };
      }
    }
  }

  /** A worker died: what it had on the wire ends there, charged as the service decides. */
  interrupt(gen: number) {
    for (const [record, end] of [...this.open]) if (record.gen === gen) end();
  }

  charged = () => this.requests.reduce((sum, request) => sum + request.charged, 0);
}

/* ------------------------------------------------------------------ the worker */

/** What a worker is made of: its database connection, the modules it composes, its listeners. */
export interface Worker {
  gen: number;
  alive: boolean;
  db: SidelightDb;
  recovered: Promise<unknown>;
  service: ReturnType<typeof createApiService>;
  /** A view's `callApi`, as the worker answers it. */
  callByHand: ReturnType<typeof createApiService>['call'];
  loadAll: ReturnType<typeof createLoadAll>;
  batches: ReturnType<typeof createBatches>;
  watchRuns: ReturnType<typeof createWatchRuns>;
  unwatch: (() => void)[];
}

/**
 * The one place that knows how the worker composes its modules (as `startApiService` in
 * lib/extension/background/api-background.ts does): a change there is mirrored here alone.
 */
function composeWorker({
  db,
  fetch,
  sleep,
}: {
  db: SidelightDb;
  fetch: typeof globalThis.fetch;
  sleep(ms: number): Promise<void>;
}) {
  const now = () => Date.now();
  const opened = async () => db;
  // Calls a previous worker left on the wire go in the ledger before any new call is made.
  const recovered = Promise.all([
    settleInterrupted(db),
    interruptJobs(db, 'jobs', now()),
    interruptJobs(db, 'batches', now()),
    cacheUses(db),
  ]).catch(() => undefined);
  const settings = async () => {
    const [key, base, prefs, api] = await Promise.all([
      apiKey.getValue(),
      baseUrl.getValue(),
      preferences.getValue(),
      apiSettings.getValue(),
    ]);
    return {
      apiKey: key,
      baseUrl: base,
      pathStyle: 'contract' as const,
      demo: prefs.demoData || key.trim() === '',
      api,
    };
  };
  const service = createApiService({
    db: opened,
    settings,
    sample: async (id) => sampleOf(id),
    fetch,
    now,
    sleep,
    titleOf: resultTitle,
    countsOf: resultCounts,
  });
  const loadAll = createLoadAll({
    db: opened,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
    now,
  });
  const batches = createBatches({
    db: opened,
    titleOf: resultTitle,
    countsOf: resultCounts,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
    now,
    sleep,
  });
  const watchRuns = createWatchRuns({
    db: opened,
    settings: async () => {
      const { demo, api } = await settings();
      return { demo, api };
    },
    priceOf: (thing) => spendOf([thing]),
    heldFetchedAt: (key) => service.heldFetchedAt(key),
    startBatch: async (request, how) => {
      await recovered;
      return batches.start(request, how);
    },
    batchFinished: (batchId) => batches.finished(batchId),
    batchState: async (batchId) => {
      const batch = await getBatch(db, batchId);
      return batch ? { batch, rows: await batchRows(db, batchId) } : undefined;
    },
    now,
  });
  const reschedule = () => void watchRuns.reschedule().catch(() => undefined);
  const limitsChanged = () =>
    void watchRuns.reschedule({ limitsChanged: true }).catch(() => undefined);
  const unwatch = [
    ...[watched, preferences, apiKey].map((item) => item.watch(reschedule)),
    apiSettings.watch(limitsChanged),
  ];
  recovered.then(reschedule, reschedule);
  /** A view's `callApi`: a thing fetched by hand moves its next automatic refresh. */
  const callByHand = async (request: Parameters<typeof service.call>[0]) => {
    const reply = await service.call(request);
    if (reply.ok && reply.source === 'network')
      void watchRuns.fetched(reply.key, reply.fetchedAt).catch(() => undefined);
    return reply;
  };
  return { recovered, service, callByHand, loadAll, batches, watchRuns, unwatch };
}

/**
 * "Resume" on a stopped batch without typing a new cap, as the batch page sends it: the one place
 * that knows the message the button sends.
 */
async function resumeAsTheButtonDoes(worker: Worker, batchId: number) {
  await worker.batches.resume(batchId);
}

/* ------------------------------------------------------------------ the world */

/** The caps as the person set them (a file never sets them: see the invariants). */
export interface Limits {
  dailyBudget: number | null;
  monthlyBudget: number | null;
  automaticCap: number | null;
  automaticPaused: boolean;
}

const videos = ['dQw4w9WgXcQ', 'M7lc1UVf-VE', '9bZkp7q19f0', 'kJQP7kiw5Fk'];
const videoUrl = (videoId: string) => `https://www.youtube.com/watch?v=${videoId}`;
const start = new Date(2026, 10, 10, 9, 0).getTime();
const hour = 3_600_000;
const day = 24 * hour;
const cacheHours = 24;

/** The names of the promises checked. */
const invariants = [
  'charges-match-ledger',
  'daily-cap',
  'monthly-cap',
  'job-cap',
  'automatic-cap',
  'charged-twice',
  'paid-answer-kept',
  'automatic-while-paused',
  'restored-thing-early',
] as const;
export type Invariant = (typeof invariants)[number];

export class Violation extends Error {
  constructor(
    readonly invariant: Invariant,
    detail: string,
  ) {
    super(`${invariant}: ${detail}`);
  }
}

export class World {
  clock = new Clock();
  service: SimService;
  worker!: Worker;
  private generations = 0;
  /** The caps the person set, and every value each had, by local day and month. */
  limits: Limits;
  private capsSeen: { at: number; limits: Limits }[] = [];
  /** When the person's pause stood, counted in requests received (to: undefined, it stands). */
  private pausedSpans: { from: number; to?: number }[] = [];
  /** Keys of watched things a file brought back, and when. */
  private restored = new Map<string, { at: number; asked: number }>();
  /** Actions asked so far: what a restore came after. */
  private asks = 0;
  jobs: JobTag[] = [];
  manual: { requestId: string; gen: number; settled: boolean }[] = [];
  backup: string | undefined;
  private ops: Promise<unknown>[] = [];
  private callSeq = 0;

  constructor(seed: number, limits: Limits) {
    this.service = new SimService(prng(seed));
    this.limits = limits;
  }

  static async create(seed: number, limits: Limits): Promise<World> {
    const world = new World(seed, limits);
    fakeBrowser.reset();
    roomAgain();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    world.clock.install();
    vi.spyOn(fakeBrowser.runtime, 'getPlatformInfo').mockResolvedValue({} as never);
    globalThis.indexedDB = new IDBFactory();
    await apiKey.setValue(simKey);
    await baseUrl.setValue(simAddress);
    await apiSettings.setValue({ ...(await apiSettings.getValue()), cacheHours, ...limits });
    world.noteLimits();
    await watched.setValue(
      videos.slice(0, 3).map(
        (videoId, index): WatchedThing => ({
          key: cacheKey(endpointById('video.video'), { videoId }),
          endpointId: 'video.video',
          params: { videoId },
          url: videoUrl(videoId),
          title: videoId,
          addedAt: start - day,
          schedule: index === 2 ? 'weekly' : 'daily',
        }),
      ),
    );
    await world.startWorker();
    await world.clock.drain();
    return world;
  }

  dispose() {
    for (const stop of this.worker.unwatch) stop();
    this.worker.alive = false;
    this.clock.dead.add(this.worker.gen);
    this.service.interrupt(this.worker.gen);
    this.worker.db.close();
    roomAgain();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  }

  private async startWorker() {
    this.generations += 1;
    const gen = this.generations;
    const db = await openStore();
    const worker = { gen, alive: true, db } as Worker;
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    Object.assign(
      worker,
      context.run({ gen, origin: 'worker' }, () =>
        composeWorker({ db, fetch: this.service.fetchFor(gen, () => worker.alive), sleep }),
      ),
    );
    this.worker = worker;
  }

  /** Runs `work` as the current worker, for a reason; what it starts goes on after the step. */
  in<T>(origin: Origin, work: (worker: Worker) => Promise<T>, job?: JobTag): Promise<T> {
    const worker = this.worker;
    const asked = ++this.asks;
    const running = context.run(
      { gen: worker.gen, origin, asked, ...(job ? { job } : {}) },
      async () => {
        await worker.recovered;
        return work(worker);
      },
    );
    this.ops.push(running.catch(() => undefined));
    return running;
  }

  /* ---- what a person, the browser and the network do */

  fetchByHand(endpointId: 'video.video' | 'video.comments', videoId: string, refresh: boolean) {
    const requestId = `call-${++this.callSeq}`;
    const entry = { requestId, gen: this.worker.gen, settled: false };
    this.manual.push(entry);
    void this.in(refresh ? 'refresh' : 'manual', (worker) =>
      worker.callByHand({
        id: endpointId,
        params: { videoId },
        requestId,
        ...(refresh ? { refresh: true } : {}),
      }),
    ).finally(() => {
      entry.settled = true;
    });
  }

  cancel(index: number) {
    const waiting = this.manual.filter((entry) => !entry.settled && entry.gen === this.worker.gen);
    const entry = waiting[index % Math.max(1, waiting.length)];
    if (entry) void this.in('manual', async (worker) => worker.service.cancel(entry.requestId));
  }

  /** The popup's copy: the cache first, then, with the panel closed, its own call. */
  popupCopy(videoId: string) {
    void this.in('popup', async (worker) => {
      const request = { id: 'video.video', params: { videoId } };
      const cached = await worker.callByHand({ ...request, only: 'cache' });
      if (!cached.ok) await worker.callByHand(request);
    });
  }

  loadAll(videoId: string, cap: number) {
    const job: JobTag = { kind: 'loadAll', cap };
    void this.in(
      'loadAll',
      async (worker) => {
        const reply = await worker.loadAll.start({
          id: 'video.comments',
          params: { videoId },
          cap,
        });
        if (!reply.ok) return;
        const known = this.jobs.find((tag) => tag.kind === 'loadAll' && tag.id === reply.job.id);
        if (!known) {
          job.id = reply.job.id;
          this.jobs.push(job);
        }
      },
      job,
    );
  }

  private pick(kind: JobTag['kind'], index: number) {
    const tags = this.jobs.filter((tag) => tag.kind === kind && tag.id !== undefined);
    return tags[index % Math.max(1, tags.length)];
  }

  stopLoadAll(index: number) {
    const tag = this.pick('loadAll', index);
    if (tag?.id !== undefined)
      void this.in('loadAll', (worker) => worker.loadAll.stop(tag.id as number));
  }

  /** Resume with `more` credits on top of what it has cost so far: the person's new cap. */
  resumeLoadAll(index: number, more: number) {
    const tag = this.pick('loadAll', index);
    if (tag?.id === undefined) return;
    const id = tag.id;
    void this.in(
      'loadAll',
      async (worker) => {
        const stored = await getJob(worker.db, id);
        if (!stored || stored.running) return;
        tag.cap = Math.max(tag.cap, this.chargedTo(tag) + more);
        await worker.loadAll.resume(id, stored.spent + more);
      },
      tag,
    );
  }

  runBatch(ids: readonly string[], cap: number, concurrency: number) {
    const job: JobTag = { kind: 'batch', cap };
    // A new batch is the person asking for its pages, priced first: again, for one that failed.
    void this.in(
      'batchNew',
      async (worker) => {
        const reply = await worker.batches.start({
          rows: ids.map((videoId, index) => ({
            url: videoUrl(videoId),
            id: 'video.video',
            params: { videoId },
            line: index + 1,
          })),
          cap,
          concurrency,
        });
        if (!reply.ok) return;
        job.id = reply.batch.id;
        this.jobs.push(job);
      },
      job,
    );
  }

  stopBatch(index: number) {
    const tag = this.pick('batch', index);
    if (tag?.id !== undefined)
      void this.in('batch', (worker) => worker.batches.stop(tag.id as number));
  }

  /** Resume as the button does, or with a cap the person typed (raising theirs), or Retry failed. */
  resumeBatch(index: number, how: { newCap?: number; retryFailed?: boolean }) {
    const tag = this.pick('batch', index);
    if (tag?.id === undefined) return;
    const id = tag.id;
    void this.in(
      how.retryFailed ? 'batchRetry' : 'batch',
      async (worker) => {
        const batch = await getBatch(worker.db, id);
        if (!batch || batch.running) return;
        if (how.newCap !== undefined || how.retryFailed) {
          const cap = Math.max(how.newCap ?? 0, batch.cap);
          tag.cap = Math.max(tag.cap, cap);
          await worker.batches.resume(id, cap, { retryFailed: how.retryFailed ?? false });
        } else await resumeAsTheButtonDoes(worker, id);
      },
      tag,
    );
  }

  /** The refresh alarm, when one is set: time moves to it (at most `within`), and it fires. */
  async alarm(within: number) {
    const alarm = await fakeBrowser.alarms.get(refreshAlarm);
    if (!alarm || alarm.scheduledTime > Date.now() + within) return;
    if (alarm.scheduledTime > Date.now()) await this.clock.advanceTo(alarm.scheduledTime);
    void this.in('automatic', (worker) => worker.watchRuns.wake());
  }

  /** The worker dies: nothing more of it runs; a new one starts over the same database. */
  async restart() {
    const old = this.worker;
    old.alive = false;
    this.clock.dead.add(old.gen);
    for (const stop of old.unwatch) stop();
    this.service.interrupt(old.gen);
    old.db.close();
    await this.startWorker();
  }

  storageFull(full: boolean) {
    if (full) browserStorage.full = true;
    else roomAgain();
  }

  async makeBackup() {
    const blob = await writeBackup(this.worker.db, {
      madeAt: Date.now(),
      settings: await settingsExport(),
      watched: await watched.getValue(),
    });
    this.backup = await blob.text();
  }

  /** Restore with "Restore settings" ticked, as the backup section does it. */
  async restore() {
    const text = this.backup;
    if (!text) return;
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.problems.join(' '));
    const db = this.worker.db;
    const api = await apiSettings.getValue();
    const merged = await restoreBackup(read.backup, (chunk) =>
      mergeChunk(db, chunk, { cacheBytes: api.cacheMegabytes * 1024 * 1024 }),
    ).then(
      () => true,
      (error: unknown) => {
        // A full browser refuses a restore (the page says so): then nothing more of it is done.
        if (browserStorage.full) return false;
        throw error;
      },
    );
    if (!merged) return;
    const at = Date.now();
    await storedWatched.update((things) => {
      const fresh = watchedFromFile(things, read.backup.watched, at);
      for (const thing of fresh) this.restored.set(thing.key, { at, asked: this.asks });
      return fresh.length > 0 ? [...things, ...fresh] : things;
    });
    await importSettings(migrateSettings(read.backup.settings, await settingsExport()));
  }

  /** A settings file with these limits, imported. */
  async importFile(limits: Limits) {
    const file = { ...(await settingsExport()), baseUrl: '' };
    file.apiSettings = { ...file.apiSettings, ...limits };
    const read = readSettingsFile(JSON.stringify(file), await settingsExport());
    if (!read.ok) throw new Error(read.problems.join(' '));
    await importSettings(read.settings);
  }

  /** The person sets their limits in the settings. */
  async setLimits(limits: Limits) {
    this.limits = limits;
    this.noteLimits();
    await storedApiSettings.update((api: ApiSettings) => ({ ...api, ...limits }));
  }

  private noteLimits() {
    this.capsSeen.push({ at: Date.now(), limits: { ...this.limits } });
    const last = this.pausedSpans.at(-1);
    const received = this.service?.requests.length ?? 0;
    if (this.limits.automaticPaused && (!last || last.to !== undefined))
      this.pausedSpans.push({ from: received });
    if (!this.limits.automaticPaused && last && last.to === undefined) last.to = received;
  }

  unwatch(index: number) {
    void this.in('manual', async () => {
      const things = await watched.getValue();
      const thing = things[index % Math.max(1, things.length)];
      if (thing) await removeWatched(thing.key);
    });
  }

  fault(kind: FaultKind, times: number) {
    for (let n = 0; n < times; n += 1) this.service.faults.push(kind);
  }

  /** Everything now in flight lands: room again, no more faults, time moves on. */
  async settleAll() {
    roomAgain();
    this.service.faults = [];
    for (let step = 0; step < 12; step += 1) await this.clock.advance(15_000);
    await this.clock.drain();
  }

  /* ---- the promises */

  private chargedTo(tag: JobTag) {
    return this.service.requests
      .filter((request) => request.job === tag)
      .reduce((sum, request) => sum + request.charged, 0);
  }

  /** The highest value a cap had at any time within a window (null: none). */
  private capIn(
    name: 'dailyBudget' | 'monthlyBudget' | 'automaticCap',
    window: (at: number) => string,
    key: string,
  ) {
    let cap: number | null | undefined;
    for (const [index, seen] of this.capsSeen.entries()) {
      const until = this.capsSeen[index + 1]?.at ?? Number.POSITIVE_INFINITY;
      if (window(until) < key || window(seen.at) > key) continue;
      // Automatic refreshes are off until a cap is set: for them no cap is nothing at all.
      const value = name === 'automaticCap' ? (seen.limits[name] ?? 0) : seen.limits[name];
      if (value === null) return null;
      cap = cap === undefined || cap === null ? value : Math.max(cap, value);
    }
    return cap ?? null;
  }

  private pausedAt = (n: number) =>
    this.pausedSpans.some((span) => n > span.from && (span.to === undefined || n <= span.to));

  /** Every promise checked now; the first broken one of each name is returned. */
  async violations(): Promise<Violation[]> {
    const found = new Map<Invariant, Violation>();
    const fail = (invariant: Invariant, detail: string) => {
      if (!found.has(invariant)) found.set(invariant, new Violation(invariant, detail));
    };
    const db = this.worker.db;
    const ledger = await ledgerEntries(db);
    const requests = this.service.requests;

    // The service's charges equal the ledger's sum; the ledger may count more only where it could
    // not know (a timeout, an abort, an interruption the service did not charge).
    const ledgerSum = ledger.reduce((sum, entry) => sum + spent(entry), 0);
    const charged = this.service.charged();
    const unknowable = ledger
      .filter(
        (entry) =>
          entry.used === undefined && ['timeout', 'aborted', 'interrupted'].includes(entry.outcome),
      )
      .reduce((sum, entry) => sum + entry.price, 0);
    if (ledgerSum < charged || ledgerSum - charged > unknowable)
      fail(
        'charges-match-ledger',
        `the service charged ${charged}, the ledger says ${ledgerSum} (${unknowable} of it for calls whose charge it could not know)`,
      );

    // No cap passed within its window.
    const sums = (keyOf: (entry: (typeof ledger)[number]) => string | undefined) => {
      const totals = new Map<string, number>();
      for (const entry of ledger) {
        const key = keyOf(entry);
        if (key !== undefined) totals.set(key, (totals.get(key) ?? 0) + spent(entry));
      }
      return totals;
    };
    const dayOf = (at: number) => localDay(at);
    const monthOf = (at: number) => localDay(at).slice(0, 7);
    for (const [key, total] of sums((entry) => entry.day)) {
      const cap = this.capIn('dailyBudget', dayOf, key);
      if (cap !== null && total > cap)
        fail('daily-cap', `${total} spent on ${key}, the daily cap ${cap}`);
    }
    for (const [key, total] of sums((entry) => entry.month)) {
      const cap = this.capIn('monthlyBudget', monthOf, key);
      if (cap !== null && total > cap)
        fail('monthly-cap', `${total} spent in ${key}, the monthly cap ${cap}`);
    }
    for (const [key, total] of sums((entry) =>
      entry.purpose === 'automaticRefresh' ? entry.month : undefined,
    )) {
      const cap = this.capIn('automaticCap', monthOf, key);
      if (cap !== null && total > cap)
        fail('automatic-cap', `automatic refreshes spent ${total} in ${key}, their cap ${cap}`);
    }
    for (const tag of this.jobs) {
      const total = this.chargedTo(tag);
      if (total > tag.cap)
        fail(
          'job-cap',
          `${tag.kind} ${tag.id} was charged ${total} by the service, its cap ${tag.cap}`,
        );
    }

    // Nothing automatic charged while paused; nothing restored from a file refreshed before its period.
    for (const request of requests) {
      if (request.origin !== 'automatic' || request.charged === 0) continue;
      if (this.pausedAt(request.n))
        fail(
          'automatic-while-paused',
          `request ${request.n} (${request.key}) charged ${request.charged} while automatic refreshes were paused`,
        );
      // A run asked before the restore (its alarm already fired) is not the restore's doing.
      const restored = this.restored.get(request.key);
      if (
        restored !== undefined &&
        (request.asked ?? 0) > restored.asked &&
        request.arrivedAt < restored.at + day
      )
        fail(
          'restored-thing-early',
          `request ${request.n} refreshed ${request.key} ${Math.round((request.arrivedAt - restored.at) / 60_000)} min after a restore brought it back`,
        );
    }

    // No request charged twice, unless the person asked again: Refresh, or Fetch, Retry, a new
    // batch or Load all (its Start or Resume, priced) after a call that returned nothing. An
    // answer delivered counts as fresh for the cache's hours (an automatic refresh: half a period).
    const byKey = new Map<string, ServiceRequest[]>();
    for (const request of requests)
      if (request.charged > 0) byKey.set(request.key, [...(byKey.get(request.key) ?? []), request]);
    for (const charges of byKey.values()) {
      for (const [index, later] of charges.entries()) {
        if (index === 0 || later.origin === 'refresh') continue;
        for (const earlier of charges.slice(0, index)) {
          // An answer that found no room is held by its worker alone: one that died since lost it.
          const heldByDeadWorker =
            earlier.end === 'answered' && !earlier.deliveredWithRoom && later.gen !== earlier.gen;
          if (heldByDeadWorker) continue;
          const answered = earlier.end === 'answered' && earlier.status === 200;
          const endedAt = earlier.endedAt ?? Number.POSITIVE_INFINITY;
          const overlapping = later.arrivedAt < endedAt && earlier.end !== 'interrupted';
          const freshFor = later.origin === 'automatic' ? day / 2 : cacheHours * hour - 1_000;
          const fresh = answered && later.arrivedAt - endedAt < freshFor;
          const askedAgain =
            !answered &&
            ['manual', 'popup', 'loadAll', 'batchNew', 'batchRetry', 'automatic'].includes(
              later.origin,
            );
          if (overlapping || fresh || (!answered && !askedAgain && earlier.end !== 'interrupted'))
            fail(
              'charged-twice',
              `${later.key}: request ${later.n} (${later.origin}) charged again after request ${earlier.n} (${earlier.origin}, ${earlier.end} ${earlier.status}) ${overlapping ? 'while it was in flight' : `${Math.round((later.arrivedAt - endedAt) / 60_000)} min after`}`,
            );
        }
      }
    }

    // Every paid answer is kept: delivered with room to keep it, or given up on by a Cancel.
    const cached = new Map((await db.getAll('cache')).map((entry) => [entry.key, entry.fetchedAt]));
    for (const request of requests) {
      if (request.charged === 0) continue;
      const lost =
        request.end === 'cancelled' ||
        (request.end === 'answered' && request.status === 200 && request.deliveredWithRoom);
      if (!lost) continue;
      const fetchedAt = cached.get(request.key);
      if (fetchedAt !== undefined && fetchedAt >= request.arrivedAt) continue;
      fail(
        'paid-answer-kept',
        `request ${request.n} (${request.origin}, ${request.end}) was charged ${request.charged} and its answer is kept nowhere`,
      );
    }
    return [...found.values()];
  }
}

/* ------------------------------------------------------------------ the commands */

type Real = { world: World; allowed: ReadonlySet<Invariant> };
type Model = Record<string, never>;

/** A command of the sequence: it acts, lets what it started run, then every promise is checked. */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract act(world: World): Promise<void> | void;
  abstract toString(): string;
  check = () => true;
  async run(_model: Model, { world, allowed }: Real) {
    await this.act(world);
    await world.clock.drain();
    await assertHeld(world, allowed);
  }
}

async function assertHeld(world: World, allowed: ReadonlySet<Invariant>) {
  const broken = (await world.violations()).filter(
    (violation) => !allowed.has(violation.invariant),
  );
  if (broken.length > 0) throw new Error(broken.map((violation) => violation.message).join('\n'));
}

const step =
  <A extends unknown[]>(name: string, act: (world: World, ...args: A) => Promise<void> | void) =>
  (...args: A): Step =>
    new (class extends Step {
      act = (world: World) => act(world, ...args);
      toString = () => `${name}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
    })();

const fetchByHand = step(
  'fetchByHand',
  (world, id: 'video.video' | 'video.comments', video: number, refresh: boolean) =>
    world.fetchByHand(id, videos[video] ?? '', refresh),
);
const cancel = step('cancel', (world, index: number) => world.cancel(index));
const popupCopy = step('popupCopy', (world, video: number) => world.popupCopy(videos[video] ?? ''));
const loadAll = step('loadAll', (world, video: number, cap: number) =>
  world.loadAll(videos[video] ?? '', cap),
);
const stopLoadAll = step('stopLoadAll', (world, index: number) => world.stopLoadAll(index));
const resumeLoadAll = step('resumeLoadAll', (world, index: number, more: number) =>
  world.resumeLoadAll(index, more),
);
const runBatch = step('runBatch', (world, picked: number[], cap: number, concurrency: number) =>
  world.runBatch(
    [...new Set(picked)].map((index) => videos[index] ?? ''),
    cap,
    concurrency,
  ),
);
const stopBatch = step('stopBatch', (world, index: number) => world.stopBatch(index));
const resumeBatch = step(
  'resumeBatch',
  (world, index: number, how: { newCap?: number; retryFailed?: boolean }) =>
    world.resumeBatch(index, how),
);
const alarm = step('alarm', (world, within: number) => world.alarm(within));
const restart = step('restart', (world) => world.restart());
const storageFull = step('storageFull', (world, full: boolean) => world.storageFull(full));
const makeBackup = step('makeBackup', (world) => world.makeBackup());
const restore = step('restore', (world) => world.restore());
const importFile = step('importFile', (world, limits: Limits) => world.importFile(limits));
const setLimits = step('setLimits', (world, limits: Limits) => world.setLimits(limits));
const unwatch = step('unwatch', (world, index: number) => world.unwatch(index));
const fault = step('fault', (world, kind: FaultKind, times: number) => world.fault(kind, times));
const wait = step('wait', (world, ms: number) => world.clock.advance(ms));

const video = fc.integer({ min: 0, max: videos.length - 1 });
const cap = fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 60 }));
const limitsArbitrary: fc.Arbitrary<Limits> = fc.record({
  dailyBudget: cap,
  monthlyBudget: fc.oneof(fc.constant(null), fc.integer({ min: 10, max: 200 })),
  automaticCap: cap,
  automaticPaused: fc.boolean(),
});

/** What asks the service, weighted up: most promises are about what calls do. */
const asking = [
  fc
    .tuple(fc.constantFrom('video.video' as const, 'video.comments' as const), video, fc.boolean())
    .map((args) => fetchByHand(...args)),
  video.map((index) => popupCopy(index)),
  fc.tuple(video, fc.integer({ min: 0, max: 12 })).map((args) => loadAll(...args)),
  fc
    .tuple(
      fc.array(video, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 16 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .map((args) => runBatch(...args)),
];

const commandArbitraries = [
  ...asking,
  ...asking,
  fc
    .tuple(fc.constantFrom('video.video' as const, 'video.comments' as const), video, fc.boolean())
    .map((args) => fetchByHand(...args)),
  fc.nat(4).map((index) => cancel(index)),
  video.map((index) => popupCopy(index)),
  fc.tuple(video, fc.integer({ min: 0, max: 12 })).map((args) => loadAll(...args)),
  fc.nat(3).map((index) => stopLoadAll(index)),
  fc.tuple(fc.nat(3), fc.integer({ min: 0, max: 9 })).map((args) => resumeLoadAll(...args)),
  fc
    .tuple(
      fc.array(video, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: 0, max: 16 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .map((args) => runBatch(...args)),
  fc.nat(3).map((index) => stopBatch(index)),
  fc
    .tuple(
      fc.nat(3),
      fc.oneof(
        fc.constant({}),
        fc.integer({ min: 0, max: 24 }).map((newCap) => ({ newCap })),
        fc.constant({ retryFailed: true }),
      ),
    )
    .map((args) => resumeBatch(...args)),
  fc.constantFrom(hour, 2 * day).map((within) => alarm(within)),
  fc.constant(null).map(() => restart()),
  fc.boolean().map((full) => storageFull(full)),
  fc.constant(null).map(() => makeBackup()),
  fc.constant(null).map(() => restore()),
  limitsArbitrary.map((limits) => importFile(limits)),
  limitsArbitrary.map((limits) => setLimits(limits)),
  fc.nat(3).map((index) => unwatch(index)),
  fc
    .tuple(
      fc.constantFrom<FaultKind>(
        'rateLimited',
        'outOfCredits',
        '500',
        '502',
        '504',
        'timeout',
        'slow',
      ),
      fc.integer({ min: 1, max: 3 }),
    )
    .map((args) => fault(...args)),
  fc.constantFrom(300, 2_000, 20_000, 70_000, hour, 13 * hour, day + hour).map((ms) => wait(ms)),
];

/**
 * One sequence: a world from a seed and limits, the commands, then all in flight settled.
 * `replayPath` is the one a failure prints in a comment beside its commands.
 */
export const moneyProperty = (allowed: ReadonlySet<Invariant>, replayPath?: string) =>
  fc.asyncProperty(
    fc.integer(),
    limitsArbitrary,
    fc.commands(commandArbitraries, {
      maxCommands: 25,
      size: 'max',
      ...(replayPath ? { replayPath } : {}),
    }),
    async (seed, limits, commands) => {
      const world = await World.create(seed, limits);
      try {
        await fc.asyncModelRun(() => ({ model: {} as Model, real: { world, allowed } }), commands);
        await world.settleAll();
        await assertHeld(world, allowed);
      } finally {
        world.dispose();
      }
    },
  );
