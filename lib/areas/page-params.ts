/**
 * An endpoint's params as a page or a form gives them, and their price: what every view needs
 * before anything is fetched (the form's fields, from JSON Schema, are in form.ts).
 */

import type { Endpoint } from '../api/endpoint';
import { endpointById, endpoints, isEndpointId } from './index';

/** The endpoints that serve a page kind, the primary one first (the catalog's order). */
export const endpointsForPage = (area: string, kind: string): Endpoint[] =>
  endpoints.filter(
    (entry) => entry.area === area && (entry.pages as readonly string[]).includes(kind),
  );

/** The page's params under this endpoint's names (renames from `fromPage` applied). */
export function paramsFromPage(
  endpoint: Endpoint,
  pageParams: Record<string, string>,
): Record<string, string> {
  const names = Object.keys(endpoint.params.shape);
  const picked: Record<string, string> = {};
  for (const name of names) {
    const source = endpoint.fromPage?.[name];
    const value = (source !== undefined ? pageParams[source] : undefined) ?? pageParams[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** Values from a form: empty fields dropped, so defaults apply. */
export const cleanParams = (values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== undefined),
  );

/** The price of these params, or undefined while they are not valid. */
export const priceOf = (
  endpoint: Endpoint,
  params: Record<string, unknown>,
): number | undefined => {
  const parsed = endpoint.params.safeParse(cleanParams(params));
  return parsed.success ? endpoint.credits(parsed.data) : undefined;
};

/** The price of a call kept by its endpoint's id (a batch's row, a watched thing); 0 if unknown. */
export const priceOfCall = (id: string, params: Record<string, unknown>): number => {
  if (!isEndpointId(id)) return 0;
  const endpoint: Endpoint = endpointById(id);
  return endpoint.credits(params);
};
