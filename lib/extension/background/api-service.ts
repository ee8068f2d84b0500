/**
 * The only place that talks to the API. Careful with credits and with data: answers are cached
 * and reused for free, identical calls under way share one request, every request passes the till
 * (every cap reserved before it is sent) and is in the ledger, every result lands in the history,
 * and long calls keep the worker alive. Its parts: `free-answers.ts` (demo data, the cache, what a
 * call costs now), `calls-under-way.ts` (joining and cancelling), `network-requests.ts` (the till,
 * the ledger, keeping), `answer-holds.ts` (answers held in memory), `key-test.ts`.
 */

import type { Answer, AnswerBody, CallReply, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest } from '../shared/messages';
import { createAnswerHolds } from './answer-holds';
import { createCallsUnderWay } from './calls-under-way';
import { costNow, freeOnly } from './free-answers';
import { testKey } from './key-test';
import { clientReuse, tillOf } from './network-requests';
import {
  type ApiServiceDeps,
  type CallHow,
  checkedOrRefused,
  type Fetched,
  storedFromBytes,
} from './service-call';

export {
  type ApiServiceDeps,
  type CallHow,
  checkCall,
  type ServiceSettings,
  storedFromBytes,
} from './service-call';

/** A reply that leaves out the answer: what remains. */
const withoutBody = (answer: Answer): Omit<Answer, keyof AnswerBody> => {
  const { data: _data, envelope: _envelope, warnings: _warnings, ...rest } = answer;
  return rest;
};

export function createApiService(deps: ApiServiceDeps) {
  const now = () => deps.now?.() ?? Date.now();
  const holds = createAnswerHolds(now);
  const till = tillOf(deps, now);
  const context = { deps, now, holds, till, clientFor: clientReuse(deps.fetch) };
  const underWay = createCallsUnderWay(context);

  /** Each view gets the answer its own way: a big one, asked `byKey`, is left in the database. */
  const replyTo = (request: CallRequest, { result, size, committed }: Fetched): CallReply => {
    if (!request.byKey || !result.ok || 'stored' in result) return result;
    if (size === undefined || size < storedFromBytes) return result;
    if (committed) holds.hold(result, committed);
    return { ...withoutBody(result), stored: true };
  };

  /**
   * One call: checked, then answered from the samples (demo), the cache, a call under way, or the
   * network; the answer itself in the reply unless the view asks `byKey`.
   */
  function call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  function call(request: CallRequest, how?: CallHow): Promise<CallReply>;
  async function call(request: CallRequest, how: CallHow = {}): Promise<CallReply> {
    const checked = checkedOrRefused(request);
    if ('ok' in checked) return checked;
    if (request.only) return freeOnly(context, request, checked.endpoint, checked.key);
    return replyTo(request, await underWay.outcome(request, checked, how));
  }

  return {
    call,
    cancel: underWay.cancel,
    take: holds.take,
    testKey: () => testKey(call),
    costNow: (request: CostRequest) => costNow(context, request, underWay.has),
    /** The cache key of a call as `call` would check it; undefined when it cannot be made. */
    keyOf: (request: Pick<CallRequest, 'id' | 'params'>): string | undefined => {
      const checked = checkedOrRefused(request);
      return 'ok' in checked ? undefined : checked.key;
    },
    inFlight: underWay.size,
    /** When the answer held for want of room (paid, not yet kept) of a call was fetched, if one is. */
    heldFetchedAt: holds.unkeptFetchedAt,
    /** Credits the till holds for requests not yet settled (none once every call has ended). */
    reservedCredits: till.reservedCredits,
  };
}
