/**
 * The only place that talks to the API. Careful with credits and with data: answers are cached
 * and reused for free, identical calls in flight share one request, every call is in the ledger,
 * budgets are reserved before anything is sent, every result lands in the history, and long calls
 * keep the worker alive.
 */
import { endpointById, isEndpointId } from '../api/catalog';
import { type Client, type Credits, createClient, envelopeOf } from '../api/client';
import type { Endpoint } from '../api/endpoint';
import type { ApiError } from '../api/errors';
import { describeParamIssues } from '../api/params';
import { cacheKey, findCache, useCache } from '../store/cache';
import { forgetCall, keepCall, noteCall } from '../store/calls';
import type { CacheEntry, SidelightDb } from '../store/db';
import { totals } from '../store/ledger';
import { createBudget } from './budget';
import { keepAlive } from './keepalive';
import type { ApiSettings } from './storage';

export interface CallRequest {
  id: string;
  params: Record<string, unknown>;
  /** Fetch again even when a cached answer exists (a new, priced call). */
  refresh?: boolean;
  /** Let this one call pass a budget cap. */
  allowOverBudget?: boolean;
  /** The page the user was on, kept with the result in the history. */
  pageUrl?: string;
  /** Names the asking view's request, so that view can cancel it. */
  requestId?: string;
}

export type ServiceError =
  | ApiError
  | { kind: 'overBudget'; message: string }
  | { kind: 'interrupted'; message: string };

export type ServiceResult =
  | {
      ok: true;
      data: unknown;
      /**
       * The rest of the body when the service wrapped the answer in an envelope (`rawOf` rebuilds
       * the body as sent). The body itself is not sent too: a big answer crosses once.
       */
      envelope?: Record<string, unknown>;
      warnings: string[];
      credits: Credits;
      key: string;
      fetchedAt: number;
      /** Where the answer came from: a new call, the cache (free), or the bundled samples. */
      source: 'network' | 'cache' | 'demo';
      historyId?: number;
    }
  | { ok: false; error: ServiceError; credits?: Credits; key?: string };

/** A cached answer's envelope, if any; entries kept before held the whole body instead. */
const envelopeOfCached = (entry: CacheEntry) => {
  const envelope = entry.envelope ?? envelopeOf(entry.raw);
  return envelope ? { envelope } : undefined;
};

export interface ServiceSettings {
  apiKey: string;
  baseUrl: string;
  demo: boolean;
  api: ApiSettings;
}

export interface ApiServiceDeps {
  db(): Promise<SidelightDb>;
  settings(): Promise<ServiceSettings>;
  /** The demo answer of an endpoint. */
  sample(id: string): Promise<unknown>;
  fetch?: typeof fetch;
  now?(): number;
}

interface Running {
  promise: Promise<ServiceResult>;
  controller: AbortController;
  requesters: Set<string>;
}

export function createApiService(deps: ApiServiceDeps) {
  const now = () => deps.now?.() ?? Date.now();
  const budget = createBudget(async () => totals(await deps.db(), now()));
  const running = new Map<string, Running>();
  /** The client of the last address and key, reused while they stay the same. */
  let last: { baseUrl: string; apiKey: string; client: Client } | undefined;
  const clientFor = ({ baseUrl, apiKey }: ServiceSettings): Client => {
    if (last?.baseUrl !== baseUrl || last.apiKey !== apiKey) {
      const client = createClient({
        baseUrl,
        apiKey,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      last = { baseUrl, apiKey, client };
    }
    return last.client;
  };

  const fetchAndKeep = async (
    endpoint: Endpoint,
    request: CallRequest,
    params: Record<string, unknown>,
    key: string,
    settings: ServiceSettings,
    signal: AbortSignal,
  ): Promise<ServiceResult> => {
    const price = endpoint.credits(params);
    const reservation = await budget.reserve(
      price,
      { daily: settings.api.dailyBudget, monthly: settings.api.monthlyBudget },
      request.allowOverBudget,
    );
    if (!reservation.ok)
      return { ok: false, error: { kind: 'overBudget', message: reservation.message }, key };
    const db = await deps.db();
    const startedAt = now();
    let settled = false;
    // Noted beside the request rather than before it: queued, its commit asked for, in the turn
    // the request is handed to the network (the note's work then waits with the request, not
    // before it), and always before the transaction that keeps the call and removes the note.
    let noted = false;
    const note = () => {
      if (noted) return;
      noted = true;
      void noteCall(db, key, { endpointId: endpoint.id, params, startedAt, price });
    };
    try {
      const client = clientFor(settings);
      const result = await keepAlive(() =>
        client.callUnchecked(endpoint.id, params, { signal, onSent: note }),
      );
      const { credits } = result;
      const fetchedAt = now();
      const envelope = result.ok ? envelopeOf(result.raw) : undefined;
      const ledger = {
        at: startedAt,
        endpointId: endpoint.id,
        params,
        price,
        ...(credits?.used === undefined ? {} : { used: credits.used }),
        ...(credits?.remaining === undefined ? {} : { remaining: credits.remaining }),
        outcome: result.ok ? 'ok' : result.error.kind,
      } as const;
      // The reservation lasts until the transaction that keeps the call commits; the reply waits
      // only until the history entry is written, as every later read waits for that commit.
      const kept = new Promise<number | undefined>((resolve, reject) => {
        reservation
          .settle(async () => {
            const { historyId, committed } = await keepCall(
              db,
              key,
              ledger,
              result.ok
                ? {
                    cache: {
                      key,
                      endpointId: endpoint.id,
                      params,
                      data: result.data,
                      ...(envelope ? { envelope } : {}),
                      warnings: result.warnings,
                      fetchedAt,
                    },
                    maxBytes: settings.api.cacheMegabytes * 1024 * 1024,
                    bytes: result.size,
                    history: {
                      at: fetchedAt,
                      endpointId: endpoint.id,
                      params,
                      ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
                      data: result.data,
                      warnings: result.warnings,
                      demo: false,
                    },
                  }
                : undefined,
            );
            resolve(historyId);
            await committed;
          })
          .catch(reject);
      });
      settled = true;
      const historyId = await kept;
      if (!result.ok) return { ...result, key };
      const { raw: _raw, size: _size, ...answer } = result;
      return {
        ...answer,
        ...(envelope ? { envelope } : {}),
        key,
        fetchedAt,
        source: 'network',
        ...(historyId === undefined ? {} : { historyId }),
      };
    } finally {
      if (!settled) {
        await reservation.settle();
        await forgetCall(db, key);
      }
    }
  };

  /** One call, answered from the samples (demo), the cache, a call in flight, or the network. */
  const call = async (request: CallRequest): Promise<ServiceResult> => {
    if (!isEndpointId(request.id)) {
      return {
        ok: false,
        error: { kind: 'invalidParams', message: `Unknown endpoint ${request.id}.` },
      };
    }
    const endpoint: Endpoint = endpointById(request.id);
    const parsed = endpoint.params.safeParse(request.params);
    if (!parsed.success) {
      return {
        ok: false,
        error: {
          kind: 'invalidParams',
          message: describeParamIssues(endpoint.label, parsed.error.issues),
        },
      };
    }
    const params = parsed.data as Record<string, unknown>;
    const key = cacheKey(endpoint, params);
    // The settings and a cached answer are read side by side: one wait, not two.
    const [settings, cached] = await Promise.all([
      deps.settings(),
      request.refresh ? undefined : deps.db().then((db) => findCache(db, key)),
    ]);
    if (settings.demo) {
      const sample = await deps.sample(endpoint.id);
      return {
        ok: true,
        data: sample,
        warnings: [],
        credits: { price: 0 },
        key,
        fetchedAt: now(),
        source: 'demo',
      };
    }
    if (cached) {
      const hit = useCache(await deps.db(), cached, settings.api.cacheHours * 3_600_000, now());
      if (hit) {
        return {
          ok: true,
          data: hit.data,
          ...(envelopeOfCached(hit) ?? {}),
          warnings: hit.warnings,
          credits: { price: 0 },
          key,
          fetchedAt: hit.fetchedAt,
          source: 'cache',
        };
      }
    }
    const requester = request.requestId ?? crypto.randomUUID();
    const shared = running.get(key);
    if (shared) {
      shared.requesters.add(requester);
      return shared.promise;
    }
    const controller = new AbortController();
    const promise = fetchAndKeep(
      endpoint,
      request,
      params,
      key,
      settings,
      controller.signal,
    ).finally(() => {
      running.delete(key);
    });
    running.set(key, { promise, controller, requesters: new Set([requester]) });
    return promise;
  };

  /** The asking view gives up; the request stops when no other view waits for it. */
  const cancel = (requestId: string): boolean => {
    for (const entry of running.values()) {
      if (!entry.requesters.delete(requestId)) continue;
      if (entry.requesters.size === 0) entry.controller.abort();
      return true;
    }
    return false;
  };

  return { call, cancel, inFlight: () => running.size };
}
