/** What a call resolves to: the resource and what it cost, or an error that says what to do. */
import type { ApiError } from './errors';

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

export const fail = (error: ApiError, credits?: Credits): ApiResult<never> =>
  credits === undefined ? { ok: false, error } : { ok: false, error, credits };

const headerNumber = (headers: Headers, name: string): number | undefined => {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** The catalog's price with what the service's headers say it charged and left, when they say. */
export const creditsFrom = (price: number, headers: Headers): Credits => {
  const used = headerNumber(headers, 'x-credit-used');
  const remaining = headerNumber(headers, 'x-credit-remaining');
  return {
    price,
    ...(used === undefined ? {} : { used }),
    ...(remaining === undefined ? {} : { remaining }),
  };
};
