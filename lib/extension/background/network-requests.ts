/**
 * A call's requests to the network: each reserved at the till against every cap that applies,
 * noted on the wire, sent, written to the ledger (with an answer, the cache and the history too),
 * and settled by what its ledger entry says it charged. A gateway failure that charged nothing is
 * tried again.
 */

import { type ApiResult, envelopeOf } from '../../api/client';
import type { PathStyle } from '../../api/path-style';
import { type Client, createClient } from '../../areas/client';
import { type Answer, forgetCall, type Kept, noteCall, recordCall } from '../../store/calls';
import type { SidelightDb } from '../../store/db';
import { automaticSpent, type NewLedgerEntry, spent, totals } from '../../store/ledger';
import { isStorageFull, NotKeptError } from '../../store/storage-full';
import type { KeptChange } from '../shared/kept-news';
import type { AnswerHolds } from './answer-holds';
import { keepAlive } from './keepalive';
import { recordProblem } from './problems';
import type { ApiServiceDeps, Fetched, Planned, ServiceSettings } from './service-call';
import { createTill, type Reservation } from './till';

/**
 * A gateway failure (502, 503, 504) is tried again this many times, each attempt reserved and in
 * the ledger on its own: the service may have charged any of them.
 */
const gatewayRetries = 2;
const gatewayStatuses = [502, 503, 504];
/** The wait before gateway retry `attempt` (1, 2): the official clients' 0.5 s base, doubled. */
const gatewayDelayMs = (attempt: number) => 500 * 2 ** (attempt - 1);
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

type Till = ReturnType<typeof createTill>;
type Answered = Extract<ApiResult, { ok: true }>;

/** A request that came back: its result, the answer's envelope, its ledger entry, when it landed. */
interface Sent {
  result: ApiResult;
  envelope: Record<string, unknown> | undefined;
  ledger: NewLedgerEntry;
  fetchedAt: number;
}

/** What sending a request needs: the service's deps, its clock, its held answers and its till. */
export interface RequestContext {
  deps: ApiServiceDeps;
  now: () => number;
  holds: AnswerHolds;
  till: Till;
  clientFor: (settings: ServiceSettings) => Client;
}

/** The till of a service: the ledger's totals are what it reads of what was spent. */
export const tillOf = (deps: Pick<ApiServiceDeps, 'db'>, now: () => number): Till =>
  createTill(async () => {
    const db = await deps.db();
    const [{ today, month }, automatic] = await Promise.all([
      totals(db, now()),
      automaticSpent(db, now()),
    ]);
    return { today, month, automatic };
  });

/** The client of the last address and key, reused while they stay the same. */
export function clientReuse(fetcher?: typeof fetch): (settings: ServiceSettings) => Client {
  let last: { baseUrl: string; apiKey: string; style?: PathStyle; client: Client } | undefined;
  return ({ baseUrl, apiKey, pathStyle }) => {
    if (last?.baseUrl !== baseUrl || last.apiKey !== apiKey || last.style !== pathStyle) {
      const client = createClient({
        baseUrl,
        apiKey,
        ...(pathStyle ? { pathStyle, styleKnown: true } : { styleKnown: false }),
        ...(fetcher ? { fetch: fetcher } : {}),
      });
      last = { baseUrl, apiKey, ...(pathStyle ? { style: pathStyle } : {}), client };
    }
    return last.client;
  };
}

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

const titled = (title: string | undefined) => (title ? { title } : {});
const counted = (counts: Record<string, number> | undefined) => (counts ? { counts } : {});

/** The call's price held at the till against every cap that applies, or the cap it would pass. */
const reserve = ({ deps, till }: RequestContext, planned: Planned, price: number) =>
  // The caps as stored when the till takes this call, not when the call was asked.
  till.reserve(async () => {
    const { api } = await deps.settings();
    const { request, job, automatic } = planned;
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

/**
 * Notes the call on the wire beside its request rather than before it: queued, its commit asked
 * for, in the turn the request is handed to the network (the note's work then waits with the
 * request, not before it), and always before the transaction that keeps the call and removes it.
 */
const noteWhenSent = (db: SidelightDb, planned: Planned, startedAt: number, price: number) => {
  const { endpoint, params, key, job, onSent } = planned;
  let noted = false;
  return () => {
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
};

/** The call's ledger entry: what it was, what the service says it used, how it ended. */
const ledgerEntryOf = (
  { endpoint, params, keyTest, automatic }: Planned,
  result: ApiResult,
  startedAt: number,
  price: number,
): NewLedgerEntry => {
  const { credits } = result;
  return {
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
  };
};

/** The answer as the cache, the history and a held copy keep it. */
const bodyOf = (result: Answered, envelope: Sent['envelope']) => ({
  data: result.data,
  ...(envelope ? { envelope } : {}),
  warnings: result.warnings,
});

/** What an answer is kept as: its cache entry and, unless it stays out of it, its history entry. */
const answerToKeep = (
  { deps }: RequestContext,
  { endpoint, params, key, settings, request, keyTest, toHistory }: Planned,
  result: Answered,
  { envelope, fetchedAt }: Sent,
): Answer => {
  const body = bodyOf(result, envelope);
  return {
    cache: { key, endpointId: endpoint.id, params, ...body, fetchedAt },
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
            ...body,
            demo: false,
            ...titled(deps.titleOf?.(endpoint.id, result.data)),
            ...counted(deps.countsOf?.(endpoint.id, result.data)),
          },
        }),
  };
};

/**
 * Waits for the transaction that keeps the call: an answer kept makes the one held for want of
 * room needless; one that found no room is held, its views told, and the failure recorded.
 */
const whenCommitted = async (
  { deps, holds }: RequestContext,
  { endpoint, params, key }: Planned,
  { result, envelope, fetchedAt }: Sent,
  { historyId, committed }: Kept,
) => {
  try {
    await committed;
    if (result.ok) holds.unkeptStored(key);
  } catch (error) {
    recordProblem('savingAnswer')(error);
    // The answer replied stays shown; its views learn it is not kept, and why.
    if (result.ok) {
      holds.holdUnkept(key, {
        endpointId: endpoint.id,
        params,
        ...bodyOf(result, envelope),
        fetchedAt,
      });
      deps.notKept?.({
        key,
        fetchedAt,
        full: isStorageFull(error),
        costKept: error instanceof NotKeptError && error.costKept,
      });
    }
    throw error;
  } finally {
    // A kept answer makes its call free from now on: prices shown follow it.
    const changed: KeptChange[] = result.ok ? ['ledger', 'cache'] : ['ledger'];
    deps.kept?.(...changed, ...(historyId === undefined ? [] : ['history' as const]));
  }
};

/**
 * Settles the reservation with what the call charged, writing the call in the same turn. The
 * reservation lasts until the transaction that keeps the call commits; this resolves once the
 * history entry is written, as every later read waits for that commit.
 */
const keepCall = (
  context: RequestContext,
  db: SidelightDb,
  planned: Planned,
  settle: Extract<Reservation, { ok: true }>['settle'],
  sent: Sent,
): Promise<Kept> =>
  new Promise<Kept>((resolve, reject) => {
    const { result, ledger } = sent;
    settle(spent(ledger), async () => {
      const kept = await keptOrNot(
        recordCall(
          db,
          planned.key,
          ledger,
          result.ok ? answerToKeep(context, planned, result, sent) : undefined,
        ),
      );
      resolve(kept);
      await whenCommitted(context, planned, sent, kept);
    }).catch(reject);
  });

/**
 * One request: its price reserved at the till against every cap that applies, sent, and settled
 * by what the ledger entry written for it says it charged.
 */
const sendOnce = async (
  context: RequestContext,
  planned: Planned,
  signal: AbortSignal,
): Promise<Fetched> => {
  const { deps, now, clientFor } = context;
  const { endpoint, params, key, settings, reportRateLimits } = planned;
  const price = endpoint.credits(params);
  const reservation = await reserve(context, planned, price);
  if (!reservation.ok) {
    const { over, message } = reservation;
    return { result: { ok: false, error: { kind: 'overBudget', over, message }, key, charged: 0 } };
  }
  const db = await deps.db();
  const startedAt = now();
  let settled = false;
  const note = noteWhenSent(db, planned, startedAt, price);
  try {
    const client = clientFor(settings);
    const result = await keepAlive(() =>
      client.callUnchecked(endpoint.id, params, {
        signal,
        onSent: note,
        ...(reportRateLimits ? { retryRateLimits: false } : {}),
      }),
    );
    const fetchedAt = now();
    const envelope = result.ok ? envelopeOf(result.raw) : undefined;
    const ledger = ledgerEntryOf(planned, result, startedAt, price);
    const charged = spent(ledger);
    const sent = { result, envelope, ledger, fetchedAt };
    const kept = keepCall(context, db, planned, reservation.settle, sent);
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
export const fetchAndKeep = async (
  context: RequestContext,
  planned: Planned,
  signal: AbortSignal,
): Promise<Fetched> => {
  const sleep = context.deps.sleep ?? defaultSleep;
  let charged = 0;
  let failed: Fetched | undefined;
  for (let attempt = 0; ; attempt += 1) {
    const fetched = await sendOnce(context, planned, signal);
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
