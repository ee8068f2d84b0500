/**
 * The only place that talks to the API. Careful with credits and with data: answers are cached
 * and reused for free, identical calls in flight share one request, every call is in the ledger,
 * budgets are reserved before anything is sent, every result lands in the history, and long calls
 * keep the worker alive.
 */
import { endpointById, isEndpointId } from '../api/catalog';
import { type Credits, createClient } from '../api/client';
import type { Endpoint } from '../api/endpoint';
import type { ApiError } from '../api/errors';
import { describeParamIssues } from '../api/params';
import { cacheKey, readCache, writeCache } from '../store/cache';
import type { SidelightDb } from '../store/db';
import { addHistory } from '../store/history';
import { recordCall, totals } from '../store/ledger';
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
      raw: unknown;
      warnings: string[];
      credits: Credits;
      key: string;
      fetchedAt: number;
      /** Where the answer came from: a new call, the cache (free), or the bundled samples. */
      source: 'network' | 'cache' | 'demo';
      historyId?: number;
    }
  | { ok: false; error: ServiceError; credits?: Credits; key?: string };

export interface ServiceSettings {
  apiKey: string;
  baseUrl: string;
  demo: boolean;
  api: ApiSettings;
}

/** Calls on the wire, kept where a restarted worker finds them (session storage in the extension). */
export interface InFlightLog {
  add(
    key: string,
    call: { endpointId: string; params: Record<string, unknown>; startedAt: number; price: number },
  ): Promise<void>;
  remove(key: string): Promise<void>;
}

export interface ApiServiceDeps {
  db(): Promise<SidelightDb>;
  settings(): Promise<ServiceSettings>;
  /** The demo answer of an endpoint. */
  sample(id: string): Promise<unknown>;
  inFlight?: InFlightLog;
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
    try {
      await deps.inFlight?.add(key, { endpointId: endpoint.id, params, startedAt, price });
      const client = createClient({
        baseUrl: settings.baseUrl,
        apiKey: settings.apiKey,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      const result = await keepAlive(() => client.callUnchecked(endpoint.id, params, { signal }));
      const { credits } = result;
      const written = reservation.settle(() =>
        recordCall(db, {
          at: startedAt,
          endpointId: endpoint.id,
          params,
          price,
          ...(credits?.used === undefined ? {} : { used: credits.used }),
          ...(credits?.remaining === undefined ? {} : { remaining: credits.remaining }),
          outcome: result.ok ? 'ok' : result.error.kind,
        }),
      );
      settled = true;
      await written;
      if (!result.ok) return { ...result, key };
      const fetchedAt = now();
      await writeCache(
        db,
        {
          key,
          endpointId: endpoint.id,
          params,
          data: result.data,
          raw: result.raw,
          warnings: result.warnings,
          fetchedAt,
        },
        settings.api.cacheMegabytes * 1024 * 1024,
        fetchedAt,
      );
      const historyId = await addHistory(db, {
        at: fetchedAt,
        endpointId: endpoint.id,
        params,
        ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
        data: result.data,
        warnings: result.warnings,
        demo: false,
      });
      return { ...result, key, fetchedAt, source: 'network', historyId };
    } finally {
      if (!settled) await reservation.settle();
      await deps.inFlight?.remove(key);
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
    const settings = await deps.settings();
    if (settings.demo) {
      const sample = await deps.sample(endpoint.id);
      return {
        ok: true,
        data: sample,
        raw: sample,
        warnings: [],
        credits: { price: 0 },
        key,
        fetchedAt: now(),
        source: 'demo',
      };
    }
    if (!request.refresh) {
      const hit = await readCache(await deps.db(), key, settings.api.cacheHours * 3_600_000, now());
      if (hit) {
        return {
          ok: true,
          data: hit.data,
          raw: hit.raw,
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
