/**
 * What a user reads when a request threw instead of answering: the service's error answer in
 * its own words (errors.ts), a stop, a timeout, no connection.
 */
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { type ApiResult, creditsFrom, fail } from './api-result';
import { type ApiError, errorFromAnswer } from './errors';
import { errorWithoutKey } from './key-scrub';
import { styleExample } from './path-style';

/** What the words depend on: the call as it was sent. */
interface SentCall {
  baseUrl: string;
  apiKey: string;
  /** Whether the path style was found or chosen for this address; a 404 before that gets a hint. */
  styleKnown: boolean;
  price: number;
  timeout: number;
  signal?: AbortSignal;
}

/** A 404 from an address whose path style nobody settled: it may speak the platforms' names. */
const withStyleHint = (error: ApiError): ApiError => ({
  ...error,
  fixInSettings: true,
  message: `${error.message} Or this address uses platform names (${styleExample('platform')} where the contract writes ${styleExample('contract')}): run Test the key in the settings.`,
});

/** The failure a request's throw means; an error answer keeps what its headers say was charged. */
export const failureOfRequest = (error: unknown, call: SentCall): ApiResult<never> => {
  if (isHTTPError(error)) {
    const { status, headers } = error.response;
    const answer = errorFromAnswer(status, error.data, headers);
    return fail(
      errorWithoutKey(
        status === 404 && !call.styleKnown ? withStyleHint(answer) : answer,
        call.apiKey,
      ),
      creditsFrom(call.price, headers),
    );
  }
  if (call.signal?.aborted)
    return fail({
      kind: 'aborted',
      message: 'Stopped before the service answered; it may still charge the call.',
    });
  if (isTimeoutError(error)) {
    return fail({
      kind: 'timeout',
      message: `No answer within ${Math.round(call.timeout / 1000)} s. The service may still have charged the call: check your balance before you retry.`,
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
      message: `Could not reach the service at ${new URL(call.baseUrl).host}. Check your connection and the service address, then retry.`,
    });
  }
  return fail({ kind: 'network', message: 'The request failed before any answer. Retry.' });
};
