/**
 * What is checked before a call leaves: the endpoint an id names, its params, the key and the
 * address, in that order. A call refused here never reaches the network and costs nothing.
 */
import type { Endpoint } from './endpoint';
import type { ApiError } from './errors';
import { describeParamIssues } from './param-labels';

/** A call fit to send: its record, its params as parsed and the catalog's price for them. */
interface CallRequest {
  endpoint: Endpoint;
  params: Record<string, unknown>;
  price: number;
}

/** Where calls go and with which key (the client's options). */
interface CallTarget {
  baseUrl: string;
  apiKey: string;
}

/** The key's own problem, in words that send the user to the settings; undefined for a usable key. */
const keyProblem = (apiKey: string): ApiError | undefined => {
  if (apiKey.trim() === '')
    return { kind: 'auth', message: "No API key is set. Add yours in Sidelight's settings." };
  if (!/^[\x21-\x7e]+$/.test(apiKey)) {
    return {
      kind: 'auth',
      message:
        "The API key has characters a key cannot have. Paste it again in Sidelight's settings.",
    };
  }
  return undefined;
};

/** The request for an endpoint id and params that came from a message or a form, or why not. */
export const checkRequest = (
  target: CallTarget,
  endpoint: Endpoint | undefined,
  id: string,
  params: Record<string, unknown> | undefined,
): { request: CallRequest } | { refused: ApiError } => {
  if (!endpoint) return { refused: { kind: 'invalidParams', message: `Unknown endpoint ${id}.` } };
  const parsed = endpoint.params.safeParse(params ?? {});
  if (!parsed.success) {
    return {
      refused: {
        kind: 'invalidParams',
        message: describeParamIssues(endpoint, parsed.error.issues),
      },
    };
  }
  const price = endpoint.credits(parsed.data);
  const badKey = keyProblem(target.apiKey);
  if (badKey) return { refused: badKey };
  if (!/^https?:\/\//i.test(target.baseUrl)) {
    return {
      refused: {
        kind: 'network',
        noAddress: true,
        message: "No service address is set. Add it in Sidelight's settings.",
      },
    };
  }
  return { request: { endpoint, params: parsed.data, price } };
};
