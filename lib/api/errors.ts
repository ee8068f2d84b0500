/**
 * Every way a call can fail, each with a message that says what happened and what to do. Service
 * texts (`detail`) are hostile input: views show them as text only.
 */

export type ApiErrorKind =
  | 'invalidParams'
  | 'auth'
  | 'notFound'
  | 'rateLimited'
  | 'outOfCredits'
  | 'server'
  | 'timeout'
  | 'network'
  | 'badResponse'
  | 'aborted';

export interface ApiError {
  kind: ApiErrorKind;
  /** The HTTP status, when an answer arrived. */
  status?: number;
  message: string;
  /** Seconds to wait before trying again (rate limits). */
  retryAfter?: number;
  /** No service address is set: the settings, not the service, stopped the call. */
  noAddress?: true;
  /** The service's own words, when it gave any. */
  detail?: string;
  /** What to do is in the settings (the key, how the address spells its paths). */
  fixInSettings?: true;
}

/** The `error` (or `message`) text of an error body, if it has one. */
export const errorText = (body: unknown): string | undefined => {
  if (typeof body === 'string') return body.trim().startsWith('<') ? undefined : body.slice(0, 500);
  if (body === null || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const text =
    typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  return text?.slice(0, 500);
};

/** Both the 429 of an empty balance and the undocumented 402 mean "out of credits". */
const mentionsCredits = (text: string | undefined) =>
  text !== undefined && /credit|balance|insufficient|quota|top.?up/i.test(text);

export const isOutOfCredits = (status: number, body: unknown): boolean =>
  status === 402 || (status === 429 && mentionsCredits(errorText(body)));

/** Seconds to wait, from `Retry-After` (seconds or a date) or `x-ratelimit-reset` (epoch seconds). */
export const retryAfterSeconds = (headers: Headers, now = Date.now()): number | undefined => {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null) {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const reset = Number(headers.get('x-ratelimit-reset') ?? Number.NaN);
  if (Number.isFinite(reset) && reset > 0) return Math.max(0, Math.ceil(reset - now / 1000));
  return undefined;
};

const waitText = (seconds: number | undefined) =>
  seconds === undefined ? 'Wait a moment' : `Wait ${seconds} s`;

/** The error for an answer with a failing status (or a 200 that says `success: false`). */
export const errorFromAnswer = (status: number, body: unknown, headers: Headers): ApiError => {
  const detail = errorText(body);
  const base = { status, ...(detail === undefined ? {} : { detail }) };
  if (isOutOfCredits(status, body)) {
    return {
      ...base,
      kind: 'outOfCredits',
      message: 'Your credit balance is too low for this call. Top up your account, then retry.',
    };
  }
  switch (status) {
    case 400:
    case 422:
      return { ...base, kind: 'invalidParams', message: 'The service refused the parameters.' };
    case 401:
      return {
        ...base,
        kind: 'auth',
        message: "The API key was refused. Check the key in Sidelight's settings.",
      };
    case 403:
      return {
        ...base,
        kind: 'auth',
        message: 'This API key may not use this endpoint. Check the key’s access with the service.',
      };
    case 404:
    case 410:
      return {
        ...base,
        kind: 'notFound',
        message: 'Not found: it may be private, deleted, or out of the service’s reach.',
      };
    case 408:
      return { ...base, kind: 'timeout', message: 'The service gave up waiting. Retry later.' };
    case 429: {
      const retryAfter = retryAfterSeconds(headers);
      return {
        ...base,
        kind: 'rateLimited',
        ...(retryAfter === undefined ? {} : { retryAfter }),
        message: `Too many requests. ${waitText(retryAfter)}, then retry.`,
      };
    }
  }
  if (status >= 500) {
    return {
      ...base,
      kind: 'server',
      message: `The service failed (${status}). Retry in a minute.`,
    };
  }
  if (status >= 200 && status < 300) {
    return { ...base, kind: 'server', message: 'The service reported a failure. Retry later.' };
  }
  return { ...base, kind: 'badResponse', message: `The service answered with status ${status}.` };
};

/**
 * An error's words as a scheduled refresh reads them: the advice to retry is for a person who
 * pressed a button, while a refresh that failed is tried again at its next due time by itself.
 */
export const withoutRetryAdvice = (words: string): string =>
  words
    .replace(/(^|\s)Retry\b[^.]*\.(?=\s|$)/g, '')
    .replace(/,? (?:then|before you) retry\./g, '.')
    .replace(/\s{2,}/g, ' ')
    .trim();
