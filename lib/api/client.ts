/**
 * The one way Sidelight talks to the service: ky for the network, an endpoint record (found by the
 * lookup it is given: the catalog, lib/areas) for paths, params, prices and schemas. `call` never throws; it resolves to data or to an error that says what to do.
 */
import ky, { HTTPError, type Input, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { z } from 'zod/mini';
import { cutDeeper, depthOf, maxDepth } from './depth';
import type { Endpoint } from './endpoint';
import { unwrap } from './envelope';
import { type ApiError, errorFromAnswer, isOutOfCredits, retryAfterSeconds } from './errors';
import { describeParamIssues } from './param-labels';
import { type PathStyle, styleExample, withNeutralFields } from './path-style';
import { callHeaders, keyHeader, requestUrl } from './request-url';

export { envelopeOf, rawOf } from './envelope';
export { requestUrl };

export interface Credits {
  /** The catalog's price for the params sent. */
  price: number;
  /** What the service says it charged (`x-credit-used`), when it says so. */
  used?: number;
  /** The balance after the call (`x-credit-remaining`), when the service says so. */
  remaining?: number;
}

export type ApiResult<T = unknown> =
  | {
      ok: true;
      /** The resource, envelope removed; checked against the schema, kept even where it differs. */
      data: T;
      /** The body exactly as it arrived. */
      raw: unknown;
      /** Its length in characters (what keeping it costs, without writing it out again). */
      size: number;
      credits: Credits;
      /** Paths where the body differs from the schema, e.g. `posts.0.views: expected number`. */
      warnings: string[];
    }
  | { ok: false; error: ApiError; credits?: Credits };

export interface ClientOptions {
  baseUrl: string;
  apiKey: string;
  /** How the address spells paths (see path-style.ts); the contract's until known. */
  pathStyle?: PathStyle;
  /** Whether the style was found or chosen for this address; a 404 before that gets a hint. */
  styleKnown?: boolean;
  fetch?: typeof fetch;
  /** Retry timing; tests shorten it. */
  retry?: { baseDelayMs?: number; maxDelayMs?: number; maxWaitSeconds?: number };
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

const fail = (error: ApiError, credits?: Credits): ApiResult<never> =>
  credits === undefined ? { ok: false, error } : { ok: false, error, credits };

const headerNumber = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const creditsFrom = (price: number, headers: Headers): Credits => {
  const used = headerNumber(headers, 'x-credit-used');
  const remaining = headerNumber(headers, 'x-credit-remaining');
  return {
    price,
    ...(used === undefined ? {} : { used }),
    ...(remaining === undefined ? {} : { remaining }),
  };
};

const stalled = Symbol('stalled');

/** The body as text; a body that stops arriving for `ms` is given up on (ky's timeout ends at the headers). */
const readWithin = async (response: Response, ms: number): Promise<string> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stall = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // The stall is the failure the caller hears; a body that will not cancel is dropped anyway.
      response.body?.cancel().catch(() => undefined);
      reject(stalled);
    }, ms);
  });
  try {
    return await Promise.race([response.text(), stall]);
  } finally {
    clearTimeout(timer);
  }
};

/** How many schema issues a result names; a hostile answer can have one per item of a huge list. */
const shownIssues = 50;

const formatIssues = (issues: z.core.$ZodIssue[]): string[] => {
  const named = issues
    .slice(0, shownIssues)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return issues.length > shownIssues
    ? [...named, `… and ${issues.length - shownIssues} more`]
    : named;
};

/** The text with every occurrence of the key, bare or as it reads inside a JSON string, replaced. */
const withoutKey = (text: string, key: string): string => {
  if (key === '') return text;
  let clean = text;
  for (const form of new Set([key, JSON.stringify(key).slice(1, -1)]))
    clean = clean.split(form).join('[your key]');
  return clean;
};

/** A 404 from an address whose path style nobody settled: it may speak the platforms' names. */
const withStyleHint = (error: ApiError): ApiError => ({
  ...error,
  fixInSettings: true,
  message: `${error.message} Or this address uses platform names (${styleExample('platform')} where the contract writes ${styleExample('contract')}): run Test the key in the settings.`,
});

export const createRecordClient = (
  options: ClientOptions,
  endpointOf: EndpointLookup,
): RecordClient => {
  const { baseDelayMs = 500, maxDelayMs = 8000, maxWaitSeconds = 20 } = options.retry ?? {};
  const style = options.pathStyle ?? 'contract';
  // The key must never leave in an error or a result: whatever the service says is scrubbed of it.
  const scrub = (error: ApiError): ApiError => ({
    ...error,
    message: withoutKey(error.message, options.apiKey),
    ...(error.detail === undefined ? {} : { detail: withoutKey(error.detail, options.apiKey) }),
  });

  const shouldRetry = ({ error }: { error: Error }): boolean | undefined => {
    if (!(error instanceof HTTPError)) return undefined;
    const { status, headers } = error.response;
    if (isOutOfCredits(status, error.data)) return false;
    // A long wait is the user's to decide: the error says how long.
    const wait = retryAfterSeconds(headers);
    if (wait !== undefined && wait > maxWaitSeconds) return false;
    return undefined;
  };
  const reportRateLimits = ({ error }: { error: Error }): boolean | undefined =>
    error instanceof HTTPError && error.response.status === 429 ? false : shouldRetry({ error });

  const send: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const http = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
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

  const callUnchecked = async (
    id: string,
    params: Record<string, unknown>,
    { signal, timeoutMs, onSent, retryRateLimits = true }: CallOptions = {},
  ): Promise<ApiResult> => {
    const endpoint = endpointOf(id);
    if (!endpoint) return fail({ kind: 'invalidParams', message: `Unknown endpoint ${id}.` });
    const parsed = endpoint.params.safeParse(params ?? {});
    if (!parsed.success) {
      return fail({
        kind: 'invalidParams',
        message: describeParamIssues(endpoint, parsed.error.issues),
      });
    }
    const price = endpoint.credits(parsed.data);
    if (options.apiKey.trim() === '') {
      return fail({
        kind: 'auth',
        message: "No API key is set. Add yours in Sidelight's settings.",
      });
    }
    if (!/^[\x21-\x7e]+$/.test(options.apiKey)) {
      return fail({
        kind: 'auth',
        message:
          "The API key has characters a key cannot have. Paste it again in Sidelight's settings.",
      });
    }
    if (!/^https?:\/\//i.test(options.baseUrl)) {
      return fail({
        kind: 'network',
        noAddress: true,
        message: "No service address is set. Add it in Sidelight's settings.",
      });
    }
    const timeout = timeoutMs ?? endpoint.timing.timeoutMs;
    let response: Response;
    try {
      response = await http.get(requestUrl(options.baseUrl, endpoint, parsed.data, style), {
        headers: { [keyHeader]: options.apiKey },
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
    } catch (error) {
      if (isHTTPError(error)) {
        const { status, headers } = error.response;
        const answer = errorFromAnswer(status, error.data, headers);
        return fail(
          scrub(status === 404 && !options.styleKnown ? withStyleHint(answer) : answer),
          creditsFrom(price, headers),
        );
      }
      if (signal?.aborted)
        return fail({
          kind: 'aborted',
          message: 'Stopped before the service answered; it may still charge the call.',
        });
      if (isTimeoutError(error)) {
        return fail({
          kind: 'timeout',
          message: `No answer within ${Math.round(timeout / 1000)} s. The service may still have charged the call: check your balance before you retry.`,
        });
      }
      if (globalThis.navigator?.onLine === false) {
        return fail({
          kind: 'network',
          message: 'This device is offline. Retry once it is connected again.',
        });
      }
      if (isNetworkError(error) || error instanceof TypeError) {
        return fail({
          kind: 'network',
          message: `Could not reach the service at ${new URL(options.baseUrl).host}. Check your connection and the service address, then retry.`,
        });
      }
      return fail({ kind: 'network', message: 'The request failed before any answer. Retry.' });
    }

    const credits = creditsFrom(price, response.headers);
    const badBody = (what: string): ApiResult<never> =>
      fail(
        {
          kind: 'badResponse',
          status: response.status,
          message: `The service answered ${response.status} with ${what}. Retry later; if it persists, the service may be changing.`,
        },
        credits,
      );
    let text: string;
    try {
      text = await readWithin(response, timeout);
    } catch (error) {
      if (error === stalled) {
        return fail(
          {
            kind: 'timeout',
            status: response.status,
            message: `The answer stopped arriving for ${Math.round(timeout / 1000)} s. The service may have charged the call: check your balance before you retry.`,
          },
          credits,
        );
      }
      return badBody('a body that broke off');
    }
    let raw: unknown;
    try {
      raw = JSON.parse(withoutKey(text, options.apiKey));
    } catch {
      return badBody(text.trim() === '' ? 'an empty body' : 'a body that is not complete JSON');
    }
    // Rare and costly to look for: the text is read first, the answer copied only when too deep.
    const tooDeep = depthOf(text) > maxDepth ? cutDeeper(raw) : undefined;
    if (tooDeep) raw = tooDeep.value;
    const deepWarning = tooDeep
      ? [
          tooDeep.cut === 1
            ? `1 part nested deeper than ${maxDepth} levels was cut.`
            : `${tooDeep.cut} parts nested deeper than ${maxDepth} levels were cut.`,
        ]
      : [];
    const unwrapped = unwrap(raw);
    if ('failed' in unwrapped) {
      return fail(scrub(errorFromAnswer(response.status, raw, response.headers)), credits);
    }
    const resource = withNeutralFields(unwrapped.resource);
    const checked = endpoint.response().safeParse(resource);
    return checked.success
      ? { ok: true, data: checked.data, raw, size: text.length, credits, warnings: deepWarning }
      : {
          ok: true,
          data: resource,
          raw,
          size: text.length,
          credits,
          warnings: [...deepWarning, ...formatIssues(checked.error.issues)],
        };
  };

  return { callUnchecked };
};
