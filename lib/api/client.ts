/**
 * The one way Sidelight talks to the service: an endpoint record (found by the lookup it is given:
 * the catalog, lib/areas) for paths, params, prices and schemas; each step in a file of its own:
 * the checks before sending (call-request.ts), the network and its retries (service-http.ts), a
 * throw's words (request-failures.ts), the answer's body (answer-body.ts). `call` never throws; it
 * resolves to data or to an error that says what to do.
 */
import { resultOfAnswer } from './answer-body';
import type { ApiResult } from './api-result';
import { checkRequest } from './call-request';
import type { Endpoint } from './endpoint';
import type { PathStyle } from './path-style';
import { failureOfRequest } from './request-failures';
import { requestUrl } from './request-url';
import { createServiceHttp, type RetryTiming } from './service-http';

export type { ApiResult, Credits } from './api-result';
export { envelopeOf, rawOf } from './envelope';
export { requestUrl };

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  /** How the address spells paths (see path-style.ts); the contract's until known. */
  pathStyle?: PathStyle;
  /** Whether the style was found or chosen for this address; a 404 before that gets a hint. */
  styleKnown?: boolean;
  fetch?: typeof fetch;
  /** Retry timing; tests shorten it. */
  retry?: RetryTiming;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the catalog's timeout for this call. */
  timeoutMs?: number;
  /** Told as each attempt's request is handed to the network, in the same turn. */
  onSent?: () => void;
  /**
   * Whether a rate limit is waited out and asked again here (default yes); a caller that runs many
   * calls (a batch) hears of it instead, to say so and run fewer at a time.
   */
  retryRateLimits?: boolean;
}

/** Calls by endpoint id; ids and params come from messages or forms, so both are checked here. */
export interface RecordClient {
  callUnchecked(
    id: string,
    params: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<ApiResult>;
}

/** The endpoint record an id names, or undefined for an id the records do not have. */
export type EndpointLookup = (id: string) => Endpoint | undefined;

export const createRecordClient = (
  options: ClientOptions,
  endpointOf: EndpointLookup,
): RecordClient => {
  const style = options.pathStyle ?? 'contract';
  const get = createServiceHttp(options.retry, options.fetch);

  const callUnchecked = async (
    id: string,
    params: Record<string, unknown>,
    { signal, timeoutMs, onSent, retryRateLimits = true }: CallOptions = {},
  ): Promise<ApiResult> => {
    const checked = checkRequest(options, endpointOf(id), id, params);
    if ('refused' in checked) return { ok: false, error: checked.refused };
    const { endpoint, price } = checked.request;
    const { apiKey, baseUrl } = options;
    const timeout = timeoutMs ?? endpoint.timing.timeoutMs;
    let response: Response;
    try {
      // The address is built in here: a param that cannot be encoded throws, and fails the call.
      response = await get(requestUrl(baseUrl, endpoint, checked.request.params, style), {
        apiKey,
        timeout,
        ...(signal ? { signal } : {}),
        ...(onSent ? { onSent } : {}),
        retryRateLimits,
      });
    } catch (error) {
      const styleKnown = options.styleKnown ?? false;
      return failureOfRequest(error, { baseUrl, apiKey, styleKnown, price, timeout, signal });
    }
    return resultOfAnswer(response, { endpoint, price, timeout, apiKey });
  };

  return { callUnchecked };
};
