/**
 * The only place that talks to the API. Careful with credits and with data: answers are cached
 * and reused for free, identical calls under way share one request, every request passes the till
 * (every cap reserved before it is sent) and is in the ledger, every result lands in the history,
 * and long calls keep the worker alive.
 */

import { envelopeOf } from '../../api/client';
import type { Endpoint } from '../../api/endpoint';
import { describeParamIssues } from '../../api/param-labels';
import type { PathStyle } from '../../api/path-style';
import { endpointById, isEndpointId, keyProbe } from '../../areas';
import { type Client, createClient } from '../../areas/client';
import {
  answerOfEntry,
  cachedUse,
  cacheKey,
  findCache,
  keepInCache,
  useCache,
} from '../../store/cache';
import { forgetCall, type Kept, noteCall, recordCall } from '../../store/calls';
import type { CacheEntry, CacheUse, SidelightDb } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import { automaticSpent, spent, totals } from '../../store/ledger';
import { isStorageFull, NotKeptError } from '../../store/storage-full';
import type { Answer, AnswerBody, CallReply, CostNow, ServiceResult } from '../shared/answers';
import type { KeptChange, NotKept } from '../shared/kept-news';
import type { CallRequest, CostRequest } from '../shared/messages';
import type { ApiSettings } from '../shared/settings-schema';
import { keepAlive } from './keepalive';
import { recordProblem } from './problems';
import { createTill, type JobRun } from './till';

/** Answers this big (JSON characters) or bigger are left in the cache for a view asking `byKey`. */
export const storedFromBytes = 256 * 1024;

/** Answers paid for and not kept (no room), held for the next ask of the same call, at most. */
const unkeptAtMost = 8;

/** Network answers held for views while the database could not keep them, at most. */
const heldAtMost = 4;

/**
 * A gateway failure (502, 503, 504) is tried again this many times, each attempt reserved and in
 * the ledger on its own: the service may have charged any of them.
 */
const gatewayRetries = 2;
const gatewayStatuses = [502, 503, 504];
/** The wait before gateway retry `attempt` (1, 2): the official clients' 0.5 s base, doubled. */
const gatewayDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A reply that leaves out the answer: what remains. */
const withoutBody = (answer: Answer): Omit<Answer, keyof AnswerBody> => {
  const { data: _data, envelope: _envelope, warnings: _warnings, ...rest } = answer;
  return rest;
};

/**
 * What keeping a call came to: its history entry and commit; an answer refused before it was
 * replied (its history entry, say) is still replied, its commit then the failure.
 */
const keptOrNot = (keeping: Promise<Kept>): Promise<Kept> =>
  keeping.catch((error: unknown) => {
    const committed = Promise.reject(error);
    // Marked as handled alone: whoever awaits `committed` hears the failure and records it.
    committed.catch(() => undefined);
    return { committed };
  });

/** A call to make: what is asked, with its params checked, its cache key and the settings. */
interface Planned {
  endpoint: Endpoint;
  request: CallRequest;
  params: Record<string, unknown>;
  key: string;
  settings: ServiceSettings;
  /** "Test the key": in the ledger as a key test, not a result in the history. */
  keyTest: boolean;
  /** The result goes in the history (all but key tests and a job's later pages). */
  toHistory: boolean;
  /** A rate limit is the caller's to wait out. */
  reportRateLimits?: boolean;
  /** Made by the schedule of watched things: the ledger says so. */
  automatic?: boolean;
  /** The run of the job the call belongs to: the till holds it to the job's cap. */
  job?: JobRun;
  /** Told each time a request is handed to the network. */
  onSent?: () => void;
}

/** How the background itself makes a call: in a given path style, as a key test, kept or not. */
export interface CallHow {
  style?: PathStyle;
  keyTest?: boolean;
  /**
   * Whether a new result goes in the history (default yes): a Load all's pages after its first
   * are kept with their job, and a hundred of them would push every other result out of its list.
   */
  history?: boolean;
  /** A rate limit comes back to the caller at once rather than being waited out (a batch's). */
  rateLimits?: 'wait' | 'report';
  /**
   * An automatic refresh of a watched thing, not a person's call: its ledger row says so, and the
   * till holds it to the monthly cap of automatic refreshes too.
   */
  automatic?: boolean;
  /** The run of the job (a batch, a Load all) the call belongs to, held to the job's cap. */
  job?: JobRun;
  /**
   * A refresh that takes an answer fetched at this moment or later instead of asking again (an
   * automatic refresh planned then: whoever fetched the thing since paid for what it wanted).
   */
  answerSince?: number;
}

/** A call's result, and the size of its answer as it arrived. */
interface Fetched {
  result: CallReply;
  size?: number;
  /** The transaction that keeps the answer: committed, or failed to. */
  committed?: Promise<void>;
}

export interface KeyTestReply {
  result: ServiceResult;
  /** How the address spells its paths, when one of the two styles answered. */
  style?: PathStyle;
}

export interface ServiceSettings {
  apiKey: string;
  baseUrl: string;
  /** How the address spells paths, when found or chosen; unknown: the contract's. */
  pathStyle?: PathStyle;
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
  /** Waits before a gateway failure is tried again; tests make it instant. */
  sleep?(ms: number): Promise<void>;
  /** What a result calls itself (its title), kept in its history summary. */
  titleOf?: TitleOf;
  /** What a result's card counts, kept as its snapshot in its history summary. */
  countsOf?: CountsOf;
  /** Told what a call changed, once it is committed (the ledger; with a result, the history). */
  kept?(...changed: KeptChange[]): void;
  /**
   * Told when an answer already replied could not be kept (its transaction failed after the
   * reply left): the views showing it say so.
   */
  notKept?(news: NotKept): void;
}

const titled = (title: string | undefined) => (title ? { title } : {});
const counted = (counts: Record<string, number> | undefined) => (counts ? { counts } : {});

interface Running {
  promise: Promise<Fetched>;
  controller: AbortController;
  requesters: Set<string>;
  /** A request has gone out: the service may charge it, so its answer is waited for and kept. */
  sent: boolean;
}

/**
 * The endpoint and its params, checked (defaults filled in), and the call's cache key; or why it
 * cannot be made, in the words of the params' rules. Every call and every job checks this way.
 */
export function checkCall(
  request: Pick<CallRequest, 'id' | 'params'>,
): { endpoint: Endpoint; params: Record<string, unknown>; key: string } | { message: string } {
  if (!isEndpointId(request.id)) return { message: `Unknown endpoint ${request.id}.` };
  const endpoint: Endpoint = endpointById(request.id);
  const parsed = endpoint.params.safeParse(request.params);
  if (!parsed.success) return { message: describeParamIssues(endpoint, parsed.error.issues) };
  const params = parsed.data as Record<string, unknown>;
  return { endpoint, params, key: cacheKey(endpoint, params) };
}

export function createApiService(deps: ApiServiceDeps) {
  const now = () => deps.now?.() ?? Date.now();
  const sleep = deps.sleep ?? defaultSleep;
  const till = createTill(async () => {
    const db = await deps.db();
    const [{ today, month }, automatic] = await Promise.all([
      totals(db, now()),
      automaticSpent(db, now()),
    ]);
    return { today, month, automatic };
  });
  const running = new Map<string, Running>();
  /**
   * A big network answer left for its view is held until the transaction that keeps it commits:
   * then the view reads it from the cache or the history. Only when the database could not keep
   * it does the view take the held copy (the newest few are held).
   */
  const held = new Map<string, AnswerBody>();
  const heldId = (key: string, fetchedAt: number) => `${fetchedAt}:${key}`;
  const hold = (answer: Answer, committed: Promise<void>) => {
    const id = heldId(answer.key, answer.fetchedAt);
    const { data, envelope, warnings } = answer;
    held.set(id, { data, ...(envelope ? { envelope } : {}), warnings });
    for (const old of [...held.keys()].slice(0, Math.max(0, held.size - heldAtMost)))
      held.delete(old);
    committed.then(
      () => held.delete(id),
      // Not kept: the copy stays held for its view (`take`), and the failure is recorded above.
      () => undefined,
    );
  };
  /** A held answer, given once to the view the database failed. */
  const take = (key: string, fetchedAt: number): AnswerBody | null => {
    const id = heldId(key, fetchedAt);
    const body = held.get(id) ?? null;
    held.delete(id);
    return body;
  };
  /**
   * Answers paid for that the database could not keep (no room): held here, the newest few, and
   * given to the next ask of the same call while fresh, so a full browser never makes a person
   * pay twice for one answer. Forgotten once an answer of that call is kept.
   */
  type Unkept = AnswerBody & {
    fetchedAt: number;
    endpointId: string;
    params: Record<string, unknown>;
  };
  const unkept = new Map<string, Unkept>();
  const holdUnkept = (key: string, answer: Unkept) => {
    unkept.delete(key);
    unkept.set(key, answer);
    for (const old of [...unkept.keys()].slice(0, Math.max(0, unkept.size - unkeptAtMost)))
      unkept.delete(old);
  };
  /** The held answer of a call, while the cache would still count it fresh. */
  const freshUnkept = (key: string, settings: ServiceSettings) => {
    const answer = unkept.get(key);
    return answer && now() - answer.fetchedAt <= settings.api.cacheHours * 3_600_000
      ? answer
      : undefined;
  };
  /** The client of the last address and key, reused while they stay the same. */
  let last: { baseUrl: string; apiKey: string; style?: PathStyle; client: Client } | undefined;
  const clientFor = ({ baseUrl, apiKey, pathStyle }: ServiceSettings): Client => {
    if (last?.baseUrl !== baseUrl || last.apiKey !== apiKey || last.style !== pathStyle) {
      const client = createClient({
        baseUrl,
        apiKey,
        ...(pathStyle ? { pathStyle, styleKnown: true } : { styleKnown: false }),
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
      last = { baseUrl, apiKey, ...(pathStyle ? { style: pathStyle } : {}), client };
    }
    return last.client;
  };

  /**
   * One request: its price reserved at the till against every cap that applies, sent, and settled
   * by what the ledger entry written for it says it charged.
   */
  const sendOnce = async (
    {
      endpoint,
      request,
      params,
      key,
      settings,
      keyTest,
      toHistory,
      reportRateLimits,
      automatic,
      job,
      onSent,
    }: Planned,
    signal: AbortSignal,
  ): Promise<Fetched> => {
    const price = endpoint.credits(params);
    // The caps as stored when the till takes this call, not when the call was asked.
    const reservation = await till.reserve(async () => {
      const { api } = await deps.settings();
      return {
        price,
        budgets: { daily: api.dailyBudget, monthly: api.monthlyBudget },
        ...(request.allowOverBudget ? { allowOverBudget: true } : {}),
        ...(job ? { job } : {}),
        ...(automatic
          ? { automatic: { cap: api.automaticCap ?? null, paused: api.automaticPaused ?? false } }
          : {}),
      };
    });
    if (!reservation.ok)
      return {
        result: {
          ok: false,
          error: { kind: 'overBudget', over: reservation.over, message: reservation.message },
          key,
          charged: 0,
        },
      };
    const db = await deps.db();
    const startedAt = now();
    let settled = false;
    // Noted beside the request rather than before it: queued, its commit asked for, in the turn
    // the request is handed to the network (the note's work then waits with the request, not
    // before it), and always before the transaction that keeps the call and removes the note.
    let noted = false;
    const note = () => {
      onSent?.();
      if (noted) return;
      noted = true;
      void noteCall(db, key, {
        endpointId: endpoint.id,
        params,
        startedAt,
        price,
        ...(job?.of ? { job: job.of } : {}),
      }).catch(recordProblem('notingCall'));
    };
    try {
      const client = clientFor(settings);
      const result = await keepAlive(() =>
        client.callUnchecked(endpoint.id, params, {
          signal,
          onSent: note,
          ...(reportRateLimits ? { retryRateLimits: false } : {}),
        }),
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
        ...(keyTest
          ? { purpose: 'keyTest' as const }
          : automatic
            ? { purpose: 'automaticRefresh' as const }
            : {}),
      } as const;
      const charged = spent(ledger);
      // The reservation lasts until the transaction that keeps the call commits; the reply waits
      // only until the history entry is written, as every later read waits for that commit.
      const kept = new Promise<{ historyId?: number; committed: Promise<void> }>(
        (resolve, reject) => {
          reservation
            .settle(charged, async () => {
              const { historyId, committed } = await keptOrNot(
                recordCall(
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
                        ...(keyTest || !toHistory
                          ? {}
                          : {
                              history: {
                                at: fetchedAt,
                                endpointId: endpoint.id,
                                params,
                                ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
                                data: result.data,
                                ...(envelope ? { envelope } : {}),
                                warnings: result.warnings,
                                demo: false,
                                ...titled(deps.titleOf?.(endpoint.id, result.data)),
                                ...counted(deps.countsOf?.(endpoint.id, result.data)),
                              },
                            }),
                      }
                    : undefined,
                ),
              );
              resolve({ ...(historyId === undefined ? {} : { historyId }), committed });
              try {
                await committed;
                if (result.ok) unkept.delete(key);
              } catch (error) {
                recordProblem('savingAnswer')(error);
                // The answer replied stays shown; its views learn it is not kept, and why.
                if (result.ok)
                  holdUnkept(key, {
                    endpointId: endpoint.id,
                    params,
                    data: result.data,
                    ...(envelope ? { envelope } : {}),
                    warnings: result.warnings,
                    fetchedAt,
                  });
                if (result.ok)
                  deps.notKept?.({
                    key,
                    fetchedAt,
                    full: isStorageFull(error),
                    costKept: error instanceof NotKeptError && error.costKept,
                  });
                throw error;
              } finally {
                // A kept answer makes its call free from now on: prices shown follow it.
                const changed: KeptChange[] = result.ok ? ['ledger', 'cache'] : ['ledger'];
                deps.kept?.(...changed, ...(historyId === undefined ? [] : ['history' as const]));
              }
            })
            .catch(reject);
        },
      );
      settled = true;
      const { historyId, committed } = await kept;
      if (!result.ok) return { result: { ...result, key, charged } };
      const { raw: _raw, size, ...answer } = result;
      return {
        result: {
          ...answer,
          ...(envelope ? { envelope } : {}),
          key,
          fetchedAt,
          source: 'network',
          charged,
          ...(historyId === undefined ? {} : { historyId }),
        },
        size,
        committed,
      };
    } finally {
      if (!settled) {
        await reservation.settle(0);
        await forgetCall(db, key);
      }
    }
  };

  /**
   * The call's requests: one, and again after a gateway failure that charged nothing (up to
   * `gatewayRetries` times), each its own reservation and ledger entry. A failure the service says
   * it charged is not asked again by itself: paying twice is the person's choice (Retry). The
   * result says what the requests charged together.
   */
  const fetchAndKeep = async (planned: Planned, signal: AbortSignal): Promise<Fetched> => {
    let charged = 0;
    let failed: Fetched | undefined;
    for (let attempt = 0; ; attempt += 1) {
      const fetched = await sendOnce(planned, signal);
      const { result } = fetched;
      // A try again the till refused: the failure before it is the answer.
      if (failed && !result.ok && result.error.kind === 'overBudget')
        return { ...failed, result: { ...failed.result, charged } };
      charged += result.charged ?? 0;
      const gateway =
        !result.ok &&
        result.error.kind === 'server' &&
        gatewayStatuses.includes(result.error.status ?? 0);
      if (!gateway || (result.charged ?? 0) > 0 || attempt >= gatewayRetries || signal.aborted)
        return { ...fetched, result: { ...result, charged } };
      failed = fetched;
      await sleep(gatewayDelayMs(attempt + 1));
      if (signal.aborted) return { ...failed, result: { ...failed.result, charged } };
    }
  };

  /**
   * A cached answer, or what the uses in memory know of it (when it was fetched) when the view
   * will read a big one itself: then the background reads nothing of it.
   */
  const lookUp = async (
    db: SidelightDb,
    key: string,
    byKey: boolean,
  ): Promise<{ entry: CacheEntry } | { use: CacheUse & { fetchedAt: number } } | undefined> => {
    if (byKey) {
      const use = await cachedUse(db, key);
      if (use?.fetchedAt !== undefined && use.bytes >= storedFromBytes)
        return { use: { ...use, fetchedAt: use.fetchedAt } };
    }
    const entry = await findCache(db, key);
    return entry ? { entry } : undefined;
  };

  /** The call checked (see `checkCall`), or the reply that refuses it. */
  const validate = (
    request: Pick<CallRequest, 'id' | 'params'>,
  ): { endpoint: Endpoint; params: Record<string, unknown>; key: string } | ServiceResult => {
    const checked = checkCall(request);
    return 'message' in checked
      ? { ok: false, error: { kind: 'invalidParams', message: checked.message } }
      : checked;
  };

  /** Demo data: the endpoint's sample, free. */
  const fromDemo = async (endpoint: Endpoint, key: string): Promise<ServiceResult> => ({
    ok: true,
    data: await deps.sample(endpoint.id),
    warnings: [],
    credits: { price: 0 },
    key,
    fetchedAt: now(),
    source: 'demo',
    charged: 0,
  });

  /** The reply to a call asked `only` for a free answer when there is none: nothing was sent. */
  const notCached = (key: string): ServiceResult => ({
    ok: false,
    error: { kind: 'notCached', message: 'No answer of this call is in the cache.' },
    key,
  });

  /** A fresh cached answer, free (a big one left where it is for its view); else undefined. */
  const fromCache = async (
    cached: Awaited<ReturnType<typeof lookUp>>,
    key: string,
    settings: ServiceSettings,
  ): Promise<CallReply | undefined> => {
    if (!cached) return undefined;
    const maxAgeMs = settings.api.cacheHours * 3_600_000;
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
  const fromUnkept = (
    key: string,
    settings: ServiceSettings,
    request: Pick<CallRequest, 'refresh'>,
  ): ServiceResult | undefined => {
    const held = request.refresh ? undefined : freshUnkept(key, settings);
    if (!held) return undefined;
    const { endpointId, params, ...answer } = held;
    const maxBytes = settings.api.cacheMegabytes * 1024 * 1024;
    void deps
      .db()
      .then((db) => keepInCache(db, { key, endpointId, params, ...answer }, maxBytes, now()))
      .then(
        () => {
          if (unkept.get(key) === held) unkept.delete(key);
          deps.kept?.('cache');
        },
        // Still no room: the answer stays held here, and is offered again at the next ask.
        () => undefined,
      );
    return { ok: true, credits: { price: 0 }, key, source: 'cache', charged: 0, ...answer };
  };

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

  /** Each view gets the answer its own way: a big one, asked `byKey`, is left in the database. */
  const replyTo = (request: CallRequest, { result, size, committed }: Fetched): CallReply => {
    if (!request.byKey || !result.ok || 'stored' in result) return result;
    if (size === undefined || size < storedFromBytes) return result;
    if (committed) hold(result, committed);
    return { ...withoutBody(result), stored: true };
  };

  /** A call asked `only` for a free answer: demo data or the cache, never the network. */
  const freeOnly = async (
    request: CallRequest,
    endpoint: Endpoint,
    key: string,
  ): Promise<CallReply> => {
    const [settings, cached] = await Promise.all([
      deps.settings(),
      deps.db().then((db) => lookUp(db, key, Boolean(request.byKey))),
    ]);
    if (settings.demo) return request.only === 'cache' ? notCached(key) : fromDemo(endpoint, key);
    return (
      (await fromCache(cached, key, settings)) ??
      fromUnkept(key, settings, request) ??
      notCached(key)
    );
  };

  /**
   * One call: checked, then answered from the samples (demo), the cache, a call under way, or the
   * network; the answer itself in the reply unless the view asks `byKey`.
   */
  function call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  function call(request: CallRequest, how?: CallHow): Promise<CallReply>;
  async function call(request: CallRequest, how: CallHow = {}): Promise<CallReply> {
    const checked = validate(request);
    if ('ok' in checked) return checked;
    if (request.only) return freeOnly(request, checked.endpoint, checked.key);
    const requester = request.requestId ?? crypto.randomUUID();
    for (;;) {
      // Looked for in the turn asked, before anything is awaited, and claimed in that same turn
      // when none is under way: two identical calls never both reach the network.
      const under = running.get(checked.key);
      if (!under) return replyTo(request, await start(request, checked, how, requester));
      under.requesters.add(requester);
      const fetched = await under.promise;
      if (answersToo(fetched)) return replyTo(request, sharedWith(fetched));
    }
  }

  /**
   * A call under way, shared by every asker of the same key until it ends: the settings and the
   * cache read, then, when they do not answer, the network.
   */
  const start = (
    request: CallRequest,
    { endpoint, params, key }: { endpoint: Endpoint; params: Record<string, unknown>; key: string },
    how: CallHow,
    requester: string,
  ): Promise<Fetched> => {
    const { style, keyTest = false, history = true, rateLimits = 'wait', automatic = false } = how;
    const controller = new AbortController();
    const answer = async (): Promise<Fetched> => {
      // The settings and a cached answer are read side by side: one wait, not two.
      const since = request.refresh ? how.answerSince : undefined;
      const [settings, cached] = await Promise.all([
        deps.settings().then((read) => (style ? { ...read, pathStyle: style } : read)),
        request.refresh && since === undefined
          ? undefined
          : deps.db().then((db) => lookUp(db, key, Boolean(request.byKey))),
      ]);
      if (settings.demo) return { result: await fromDemo(endpoint, key) };
      const fromStore = await fromCache(cached, key, settings);
      const hit =
        since === undefined
          ? (fromStore ?? fromUnkept(key, settings, request))
          : fromStore?.ok && fromStore.fetchedAt >= since
            ? fromStore
            : undefined;
      if (hit) return { result: hit };
      if (controller.signal.aborted)
        return {
          result: {
            ok: false,
            error: { kind: 'aborted', message: 'Stopped before it was sent: nothing charged.' },
            key,
          },
        };
      return fetchAndKeep(
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
        controller.signal,
      );
    };
    const entry = { controller, requesters: new Set([requester]), sent: false };
    const onSent = () => {
      entry.sent = true;
    };
    const promise = answer().finally(() => {
      running.delete(key);
    });
    running.set(key, Object.assign(entry, { promise }));
    return promise;
  };

  /**
   * The asking view stops waiting. A request already sent goes on: the service may charge it, so
   * its answer is kept (cache, history, ledger) for the next ask of the same call to take for
   * free. One not yet sent (waiting out a rate limit, say) stops when no other view waits for it.
   */
  const cancel = (requestId: string): boolean => {
    for (const entry of running.values()) {
      if (!entry.requesters.delete(requestId)) continue;
      if (entry.requesters.size === 0 && !entry.sent) entry.controller.abort();
      return true;
    }
    return false;
  };

  /**
   * "Test the key": the cheapest call (it needs no id, so a 404 means the path does not exist) in
   * the contract's spelling, then, on a 404, in the platforms'. The style that answered, if any.
   */
  const testKey = async (): Promise<KeyTestReply> => {
    const request = { id: keyProbe, params: {}, refresh: true } as const;
    const contract = await call(request, { style: 'contract', keyTest: true });
    if (contract.ok)
      return { result: contract, ...(contract.source === 'demo' ? {} : { style: 'contract' }) };
    if (contract.error.kind !== 'notFound') return { result: contract };
    const platform = await call(request, { style: 'platform', keyTest: true });
    if (platform.ok) return { result: platform, style: 'platform' };
    return { result: platform.error.kind === 'notFound' ? contract : platform };
  };

  /**
   * What a call would cost if made now: nothing when demo data answers, nothing more when the same
   * call is in flight (it would join it, a refresh too), nothing when the cache holds a fresh
   * answer (a refresh always pays), else the price. Reads no answer, marks no use.
   */
  const costNow = async (request: CostRequest): Promise<CostNow> => {
    const checked = validate(request);
    if ('ok' in checked) return { free: null };
    const settings = await deps.settings();
    if (settings.demo) return { free: 'demo' };
    const { key } = checked;
    if (running.has(key)) return { free: 'inFlight' };
    if (request.refresh) return { free: null };
    if (freshUnkept(key, settings)) return { free: 'cache' };
    const db = await deps.db();
    const fetchedAt =
      (await cachedUse(db, key))?.fetchedAt ?? (await findCache(db, key))?.fetchedAt;
    const fresh =
      fetchedAt !== undefined && now() - fetchedAt <= settings.api.cacheHours * 3_600_000;
    return { free: fresh ? 'cache' : null };
  };

  /** The cache key of a call as `call` would check it; undefined when it cannot be made. */
  const keyOf = (request: Pick<CallRequest, 'id' | 'params'>): string | undefined => {
    const checked = validate(request);
    return 'ok' in checked ? undefined : checked.key;
  };

  return {
    call,
    cancel,
    take,
    testKey,
    costNow,
    keyOf,
    inFlight: () => running.size,
    /** When the answer held for want of room (paid, not yet kept) of a call was fetched, if one is. */
    heldFetchedAt: (key: string): number | undefined => unkept.get(key)?.fetchedAt,
    /** Credits the till holds for requests not yet settled (none once every call has ended). */
    reservedCredits: till.reservedCredits,
  };
}
