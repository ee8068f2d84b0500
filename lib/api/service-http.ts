/**
 * The network under a call: ky with the service's headers, no redirects, no browser cache, and
 * the retry rules (what is tried again, how often, after how long).
 */
import ky, { HTTPError, type Input } from 'ky';
import { isOutOfCredits, retryAfterSeconds } from './errors';
import { callHeaders, keyHeader } from './request-url';

/** Retry timing; tests shorten it. */
export interface RetryTiming {
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** A Retry-After longer than this is not waited out: the error says how long. */
  maxWaitSeconds?: number;
}

/** One GET as a call sends it. */
interface SendOptions {
  apiKey: string;
  timeout: number;
  signal?: AbortSignal;
  /** Told as each attempt's request is handed to the network, in the same turn. */
  onSent?: () => void;
  /** Whether a rate limit is waited out and asked again here, or thrown for the caller to hear. */
  retryRateLimits: boolean;
}

type RetryRule = ({ error }: { error: Error }) => boolean | undefined;

/** Never a retry when out of credits or told to wait longer than `maxWaitSeconds`; else ky's rules. */
const retryRule =
  (maxWaitSeconds: number): RetryRule =>
  ({ error }) => {
    if (!(error instanceof HTTPError)) return undefined;
    const { status, headers } = error.response;
    if (isOutOfCredits(status, error.data)) return false;
    // A long wait is the user's to decide: the error says how long.
    const wait = retryAfterSeconds(headers);
    if (wait !== undefined && wait > maxWaitSeconds) return false;
    return undefined;
  };

/** The same rule, with every rate limit handed to the caller at once. */
const rateLimitsReported =
  (rule: RetryRule): RetryRule =>
  ({ error }) =>
    error instanceof HTTPError && error.response.status === 429 ? false : rule({ error });

/** A GET that answers with the response, or throws ky's errors (HTTPError for a 4xx or 5xx). */
export const createServiceHttp = (
  retry: RetryTiming = {},
  fetchWith?: typeof fetch,
): ((url: string, options: SendOptions) => Promise<Response>) => {
  const { baseDelayMs = 500, maxDelayMs = 8000, maxWaitSeconds = 20 } = retry;
  const shouldRetry = retryRule(maxWaitSeconds);
  const reportRateLimits = rateLimitsReported(shouldRetry);
  const send: typeof fetch = fetchWith ?? ((input, init) => globalThis.fetch(input, init));
  const http = ky.create({
    ...(fetchWith ? { fetch: fetchWith } : {}),
    headers: callHeaders,
    // A redirect would carry the key's header to wherever it points: the key goes to the address
    // the user set, or nowhere.
    redirect: 'error',
    // Every answer is the service's own to this request: one the browser kept from an earlier
    // request would be taken for a new one, and counted as paid.
    cache: 'no-store',
    retry: {
      limit: 2,
      methods: ['get'],
      // Only what is never charged: rate limits, and connections that failed before any answer.
      // A gateway failure (502, 503, 504) may have been charged: the caller tries again, each
      // attempt its own reservation and ledger entry. Never a timeout, never another 4xx.
      statusCodes: [429],
      afterStatusCodes: [429],
      retryOnTimeout: false,
      delay: (attempt) => baseDelayMs * 2 ** (attempt - 1),
      backoffLimit: maxDelayMs,
      jitter: true,
      shouldRetry,
    },
  });

  return (url, { apiKey, timeout, signal, onSent, retryRateLimits }) =>
    http.get(url, {
      headers: { [keyHeader]: apiKey },
      timeout,
      ...(signal ? { signal } : {}),
      ...(retryRateLimits ? {} : { retry: { shouldRetry: reportRateLimits } }),
      ...(onSent
        ? {
            fetch: (input: Input, init?: RequestInit) => {
              const sent = send(input, init);
              onSent();
              return sent;
            },
          }
        : {}),
    });
};
