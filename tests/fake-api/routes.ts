/** The fake's routes, derived from the catalog: one per endpoint, literal segments first. */

import type { Endpoint } from '../../lib/api/endpoint';
import { type PathStyle, pathIn, pathStyles, platformNames } from '../../lib/api/path-style';
import { endpoints } from '../../lib/areas';
import { escapeRegExp } from '../../lib/platforms/url';

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
}

// `/posts/search` must win over `/posts/:id`: fewer placeholders are tried first.
const routesIn = (style: PathStyle): Route[] =>
  [...endpoints]
    .sort((a, b) => a.pathParams.length - b.pathParams.length)
    .map((endpoint) => ({
      endpoint,
      pattern: new RegExp(
        `^${pathIn(style, endpoint.path)
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
          .join('/')}/?$`,
      ),
    }));
const routes = new Map(pathStyles.map((style) => [style, routesIn(style)]));

export interface RouteMatch {
  endpoint: Endpoint;
  pathParams: Record<string, string>;
}

/** The endpoint a path names, spelled in one of the styles the fake speaks. */
export const matchRoute = (
  pathname: string,
  styles: readonly PathStyle[] = ['contract'],
): RouteMatch | undefined => {
  for (const { endpoint, pattern } of styles.flatMap((style) => routes.get(style) ?? [])) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    const pathParams: Record<string, string> = {};
    endpoint.pathParams.forEach((name, index) => {
      pathParams[name] = decodeURIComponent(match[index + 1] ?? '');
    });
    return { endpoint, pathParams };
  }
  return undefined;
};

/** Platform's own word for each neutral field name (`subforum` → `subreddit`). */
const ownNames = new Map([...platformNames.values()].flatMap(({ words }) => Object.entries(words)));

/** An answer as a service that speaks the platforms' names writes it. */
export function withOwnFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withOwnFields);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [ownNames.get(key) ?? key, withOwnFields(child)]),
  );
}
