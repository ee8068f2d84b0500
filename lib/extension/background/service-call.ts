/**
 * What the parts of the API service share: the settings a call is made with, how the background
 * asks for one, a call checked and planned, and what it came to.
 */

import type { Endpoint } from '../../api/endpoint';
import { describeParamIssues } from '../../api/param-labels';
import type { PathStyle } from '../../api/path-style';
import { endpointById, isEndpointId } from '../../areas';
import { cacheKey } from '../../store/cache';
import type { SidelightDb } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import type { CallReply, ServiceResult } from '../shared/answers';
import type { KeptChange, NotKept } from '../shared/kept-news';
import type { CallRequest } from '../shared/messages';
import type { ApiSettings } from '../shared/settings-schema';
import type { JobRun } from './till';

/** Answers this big (JSON characters) or bigger are left in the cache for a view asking `byKey`. */
export const storedFromBytes = 256 * 1024;

export interface ServiceSettings {
  apiKey: string;
  baseUrl: string;
  /** How the address spells paths, when found or chosen; unknown: the contract's. */
  pathStyle?: PathStyle;
  demo: boolean;
  api: ApiSettings;
}

/** How long a cached answer stays fresh, in milliseconds. */
export const freshForMs = (settings: ServiceSettings) => settings.api.cacheHours * 3_600_000;

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

/** A call that can be made: its endpoint, its params checked (defaults filled in), its cache key. */
export interface CheckedCall {
  endpoint: Endpoint;
  params: Record<string, unknown>;
  key: string;
}

/** A call to make: what is asked, with its params checked, its cache key and the settings. */
export interface Planned extends CheckedCall {
  request: CallRequest;
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

/** A call's result, and the size of its answer as it arrived. */
export interface Fetched {
  result: CallReply;
  size?: number;
  /** The transaction that keeps the answer: committed, or failed to. */
  committed?: Promise<void>;
}

/**
 * The endpoint and its params, checked (defaults filled in), and the call's cache key; or why it
 * cannot be made, in the words of the params' rules. Every call and every job checks this way.
 */
export function checkCall(
  request: Pick<CallRequest, 'id' | 'params'>,
): CheckedCall | { message: string } {
  if (!isEndpointId(request.id)) return { message: `Unknown endpoint ${request.id}.` };
  const endpoint: Endpoint = endpointById(request.id);
  const parsed = endpoint.params.safeParse(request.params);
  if (!parsed.success) return { message: describeParamIssues(endpoint, parsed.error.issues) };
  const params = parsed.data as Record<string, unknown>;
  return { endpoint, params, key: cacheKey(endpoint, params) };
}

/** The call checked (see `checkCall`), or the reply that refuses it. */
export const checkedOrRefused = (
  request: Pick<CallRequest, 'id' | 'params'>,
): CheckedCall | ServiceResult => {
  const checked = checkCall(request);
  return 'message' in checked
    ? { ok: false, error: { kind: 'invalidParams', message: checked.message } }
    : checked;
};
