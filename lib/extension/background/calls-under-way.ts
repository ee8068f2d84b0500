/**
 * Calls under way, one per cache key, shared by every asker of the same call until it ends: a
 * second asker joins the first rather than paying again, and a view that stops waiting leaves it.
 */

import type { CallRequest } from '../shared/messages';
import type { FreeAnswerContext } from './free-answers';
import { fromCache, fromDemo, fromUnkept, lookUp } from './free-answers';
import { fetchAndKeep, type RequestContext } from './network-requests';
import type { CallHow, CheckedCall, Fetched } from './service-call';

interface Running {
  promise: Promise<Fetched>;
  controller: AbortController;
  requesters: Set<string>;
  /** A request has gone out: the service may charge it, so its answer is waited for and kept. */
  sent: boolean;
}

/**
 * Whether the outcome of another asker's call answers this request too: an answer fetched by
 * it, or a failure of its request; not an answer from the cache or demo data (this asker reads
 * those itself, for free, or asked a refresh), nor a refusal before anything was sent.
 */
const answersToo = ({ result }: Fetched): boolean =>
  result.ok
    ? result.source === 'network'
    : result.error.kind !== 'overBudget' && result.error.kind !== 'notCached';

/** Another asker's outcome as this one's: the same answer, charged to that asker alone. */
const sharedWith = (fetched: Fetched): Fetched => ({
  ...fetched,
  result: { ...fetched.result, charged: 0, shared: true },
});

/**
 * The call's outcome: demo data, a fresh cached answer, one held for want of room, or the network
 * (unless `signal` stopped it before anything was sent).
 */
const answer = async (
  context: FreeAnswerContext & RequestContext,
  request: CallRequest,
  { endpoint, params, key }: CheckedCall,
  how: CallHow,
  signal: AbortSignal,
  onSent: () => void,
): Promise<Fetched> => {
  const { deps } = context;
  const { style, keyTest = false, history = true, rateLimits = 'wait', automatic = false } = how;
  // The settings and a cached answer are read side by side: one wait, not two.
  const since = request.refresh ? how.answerSince : undefined;
  const [settings, cached] = await Promise.all([
    deps.settings().then((read) => (style ? { ...read, pathStyle: style } : read)),
    request.refresh && since === undefined
      ? undefined
      : deps.db().then((db) => lookUp(db, key, Boolean(request.byKey))),
  ]);
  if (settings.demo) return { result: await fromDemo(context, endpoint, key) };
  const fromStore = await fromCache(context, cached, key, settings);
  const hit =
    since === undefined
      ? (fromStore ?? fromUnkept(context, key, settings, request))
      : fromStore?.ok && fromStore.fetchedAt >= since
        ? fromStore
        : undefined;
  if (hit) return { result: hit };
  if (signal.aborted)
    return {
      result: {
        ok: false,
        error: { kind: 'aborted', message: 'Stopped before it was sent: nothing charged.' },
        key,
      },
    };
  return fetchAndKeep(
    context,
    {
      endpoint,
      request,
      params,
      key,
      settings,
      keyTest,
      toHistory: history && !keyTest,
      ...(rateLimits === 'report' ? { reportRateLimits: true } : {}),
      ...(automatic ? { automatic: true } : {}),
      ...(how.job ? { job: how.job } : {}),
      onSent,
    },
    signal,
  );
};

export function createCallsUnderWay(context: FreeAnswerContext & RequestContext) {
  const running = new Map<string, Running>();

  /** A call under way, shared by every asker of the same key until it ends. */
  const start = (
    request: CallRequest,
    checked: CheckedCall,
    how: CallHow,
    requester: string,
  ): Promise<Fetched> => {
    const controller = new AbortController();
    const entry = { controller, requesters: new Set([requester]), sent: false };
    const onSent = () => {
      entry.sent = true;
    };
    const promise = answer(context, request, checked, how, controller.signal, onSent).finally(
      () => {
        running.delete(checked.key);
      },
    );
    running.set(checked.key, Object.assign(entry, { promise }));
    return promise;
  };

  return {
    /**
     * The outcome of a call checked: the one under way of the same key, joined, or one started.
     * Looked for in the turn asked, before anything is awaited, and claimed in that same turn
     * when none is under way: two identical calls never both reach the network.
     */
    outcome: async (request: CallRequest, checked: CheckedCall, how: CallHow) => {
      const requester = request.requestId ?? crypto.randomUUID();
      for (;;) {
        const under = running.get(checked.key);
        if (!under) return start(request, checked, how, requester);
        under.requesters.add(requester);
        const fetched = await under.promise;
        if (answersToo(fetched)) return sharedWith(fetched);
      }
    },
    /**
     * The asking view stops waiting. A request already sent goes on: the service may charge it,
     * so its answer is kept (cache, history, ledger) for the next ask of the same call to take
     * for free. One not yet sent (waiting out a rate limit, say) stops when no other view waits.
     */
    cancel: (requestId: string): boolean => {
      for (const entry of running.values()) {
        if (!entry.requesters.delete(requestId)) continue;
        if (entry.requesters.size === 0 && !entry.sent) entry.controller.abort();
        return true;
      }
      return false;
    },
    has: (key: string) => running.has(key),
    size: () => running.size,
  };
}
