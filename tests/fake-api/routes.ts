/** The fake's routes, derived from the catalog: one per endpoint, literal segments first. */
import { endpoints } from '../../lib/api/catalog';
import type { Endpoint } from '../../lib/api/endpoint';
import { escapeRegExp } from '../../lib/platforms/url';

interface Route {
  endpoint: Endpoint;
  pattern: RegExp;
}

// `/posts/search` must win over `/posts/:id`: fewer placeholders are tried first.
const routes: Route[] = [...endpoints]
  .sort((a, b) => a.pathParams.length - b.pathParams.length)
  .map((endpoint) => ({
    endpoint,
    pattern: new RegExp(
      `^${endpoint.path
        .split('/')
        .map((segment) => (segment.startsWith(':') ? '([^/]+)' : escapeRegExp(segment)))
        .join('/')}/?$`,
    ),
  }));

export interface RouteMatch {
  endpoint: Endpoint;
  pathParams: Record<string, string>;
}

export const matchRoute = (pathname: string): RouteMatch | undefined => {
  for (const { endpoint, pattern } of routes) {
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
