/**
 * The answers that cost nothing: demo data, a fresh answer in the cache, one paid for and held for
 * want of room; and what a call would cost now, read from the same places.
 */

import type { Endpoint } from '../../api/endpoint';
import { answerOfEntry, cachedUse, findCache, keepInCache, useCache } from '../../store/cache';
import type { CacheEntry, CacheUse, SidelightDb } from '../../store/db';
import type { CallReply, CostNow, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest } from '../shared/messages';
import type { AnswerHolds } from './answer-holds';
import {
  type ApiServiceDeps,
  checkedOrRefused,
  freshForMs,
  type ServiceSettings,
  storedFromBytes,
} from './service-call';

/** A cached answer, or what the uses in memory know of it when the view reads a big one itself. */
export type LookedUp =
  | { entry: CacheEntry }
  | { use: CacheUse & { fetchedAt: number } }
  | undefined;

/** What the free answers read: the database, the settings, the samples, the answers held. */
export interface FreeAnswerContext {
  deps: Pick<ApiServiceDeps, 'db' | 'settings' | 'sample' | 'kept'>;
  now: () => number;
  holds: AnswerHolds;
}

/**
 * A cached answer, or what the uses in memory know of it (when it was fetched) when the view
 * will read a big one itself: then the background reads nothing of it.
 */
export const lookUp = async (db: SidelightDb, key: string, byKey: boolean): Promise<LookedUp> => {
  if (byKey) {
    const use = await cachedUse(db, key);
    if (use?.fetchedAt !== undefined && use.bytes >= storedFromBytes)
      return { use: { ...use, fetchedAt: use.fetchedAt } };
  }
  const entry = await findCache(db, key);
  return entry ? { entry } : undefined;
};

/** Demo data: the endpoint's sample, free. */
export const fromDemo = async (
  { deps, now }: FreeAnswerContext,
  endpoint: Endpoint,
  key: string,
): Promise<ServiceResult> => ({
  ok: true,
  data: await deps.sample(endpoint.id),
  warnings: [],
  credits: { price: 0 },
  key,
  fetchedAt: now(),
  source: 'demo',
  charged: 0,
});

/** A fresh cached answer, free (a big one left where it is for its view); else undefined. */
export const fromCache = async (
  { deps, now }: FreeAnswerContext,
  cached: LookedUp,
  key: string,
  settings: ServiceSettings,
): Promise<CallReply | undefined> => {
  if (!cached) return undefined;
  const maxAgeMs = freshForMs(settings);
  const db = await deps.db();
  const free = { ok: true, credits: { price: 0 }, key, source: 'cache', charged: 0 } as const;
  if ('use' in cached) {
    const hit = useCache(db, cached.use, maxAgeMs, now());
    return hit ? { ...free, fetchedAt: hit.fetchedAt, stored: true } : undefined;
  }
  const hit = useCache(db, cached.entry, maxAgeMs, now());
  return hit ? { ...free, ...answerOfEntry(hit), fetchedAt: hit.fetchedAt } : undefined;
};

/**
 * A fresh answer paid for and held for want of room, free (never for a refresh); written to the
 * cache meanwhile, and no longer held once it is there.
 */
export const fromUnkept = (
  { deps, now, holds }: FreeAnswerContext,
  key: string,
  settings: ServiceSettings,
  request: Pick<CallRequest, 'refresh'>,
): ServiceResult | undefined => {
  const held = request.refresh ? undefined : holds.freshUnkept(key, freshForMs(settings));
  if (!held) return undefined;
  const { endpointId, params, ...answer } = held;
  const maxBytes = settings.api.cacheMegabytes * 1024 * 1024;
  void deps
    .db()
    .then((db) => keepInCache(db, { key, endpointId, params, ...answer }, maxBytes, now()))
    .then(
      () => {
        holds.unkeptStored(key, held);
        deps.kept?.('cache');
      },
      // Still no room: the answer stays held here, and is offered again at the next ask.
      () => undefined,
    );
  return { ok: true, credits: { price: 0 }, key, source: 'cache', charged: 0, ...answer };
};

/** The reply to a call asked `only` for a free answer when there is none: nothing was sent. */
const notCached = (key: string): ServiceResult => ({
  ok: false,
  error: { kind: 'notCached', message: 'No answer of this call is in the cache.' },
  key,
});

/** A call asked `only` for a free answer: demo data or the cache, never the network. */
export const freeOnly = async (
  context: FreeAnswerContext,
  request: CallRequest,
  endpoint: Endpoint,
  key: string,
): Promise<CallReply> => {
  const { deps } = context;
  const [settings, cached] = await Promise.all([
    deps.settings(),
    deps.db().then((db) => lookUp(db, key, Boolean(request.byKey))),
  ]);
  if (settings.demo)
    return request.only === 'cache' ? notCached(key) : fromDemo(context, endpoint, key);
  return (
    (await fromCache(context, cached, key, settings)) ??
    fromUnkept(context, key, settings, request) ??
    notCached(key)
  );
};

/**
 * What a call would cost if made now: nothing when demo data answers, nothing more when the same
 * call is in flight (it would join it, a refresh too), nothing when the cache holds a fresh
 * answer (a refresh always pays), else the price. Reads no answer, marks no use.
 */
export const costNow = async (
  { deps, now, holds }: FreeAnswerContext,
  request: CostRequest,
  underWay: (key: string) => boolean,
): Promise<CostNow> => {
  const checked = checkedOrRefused(request);
  if ('ok' in checked) return { free: null };
  const settings = await deps.settings();
  if (settings.demo) return { free: 'demo' };
  const { key } = checked;
  if (underWay(key)) return { free: 'inFlight' };
  if (request.refresh) return { free: null };
  if (holds.freshUnkept(key, freshForMs(settings))) return { free: 'cache' };
  const db = await deps.db();
  const fetchedAt = (await cachedUse(db, key))?.fetchedAt ?? (await findCache(db, key))?.fetchedAt;
  const fresh = fetchedAt !== undefined && now() - fetchedAt <= freshForMs(settings);
  return { free: fresh ? 'cache' : null };
};
