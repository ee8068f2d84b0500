/**
 * An endpoint's params as a page or a form gives them, and their price: what every view needs
 * before anything is fetched (the form's fields are in form.ts). It reads no registry: the views
 * load an area's endpoints when they show its page (load-area.ts).
 */

import type { Endpoint } from '../api/endpoint';

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

/**
 * The price of a call with these params (empty fields dropped, defaults filled in), as the service
 * charges it; undefined while they are not valid, since such a call is refused before it is sent:
 * a view then shows no price, never 0 credits.
 */
export const priceOf = (
  endpoint: Endpoint,
  params: Record<string, unknown>,
): number | undefined => {
  const parsed = endpoint.params.safeParse(cleanParams(params));
  return parsed.success ? endpoint.credits(parsed.data) : undefined;
};
