/**
 * Every example URL of every platform feeds the endpoints that serve its page: the primary one
 * with nothing more to ask; the others with every path param (what names the thing) and nothing
 * missing but what another answer gives or a person types in the tab's form (a search's words).
 */
import { describe, expect, it } from 'vitest';
import { endpoints, endpointsForPage } from '@/lib/areas';
import { paramsFromPage } from '@/lib/areas/page-params';
import { detectUrl, platforms } from '@/lib/platforms';
import { examplesOf } from '../support/platform-examples';

const cases = platforms.flatMap((platform) =>
  Object.entries(examplesOf(platform).pages).flatMap(([kind, list]) =>
    list.map(([url]) => [platform.name, kind, url] as const),
  ),
);

const missing = (issues: readonly { path: readonly PropertyKey[] }[]) =>
  [...new Set(issues.map((issue) => String(issue.path[0])))].sort();

describe.each(cases)('%s %s: %s', (_, kind, url) => {
  const match = detectUrl(url);
  const params = match && 'params' in match ? match.params : {};
  const served = endpointsForPage(match?.area ?? '', kind);

  it('is served, its primary endpoint with nothing more to ask', () => {
    const area = match?.area ?? '';
    expect(
      served.length,
      endpointsForPage(area, kind).length === 0 &&
        !endpoints.some((endpoint) => endpoint.area === area)
        ? `no endpoint of /${area} is in the catalog: add its line to lib/areas/index.ts`
        : `no endpoint names '${kind}' in its pages: add it to one in lib/areas/${area}/endpoints.ts`,
    ).toBeGreaterThan(0);
    const [primary] = served;
    expect(primary?.params.safeParse(paramsFromPage(primary, params)).error?.issues ?? []).toEqual(
      [],
    );
  });

  it.each(served.slice(1).map((endpoint) => [endpoint.id, endpoint] as const))(
    '%s lacks only what another answer or the form gives',
    (__, endpoint) => {
      const parsed = endpoint.params.safeParse(paramsFromPage(endpoint, params));
      const lacking = missing(parsed.error?.issues ?? []);
      const elsewhere = (name: string) =>
        name in (endpoint.fromResponse ?? {}) || !endpoint.pathParams.includes(name);
      expect(lacking.filter((name) => !elsewhere(name))).toEqual([]);
    },
  );
});
