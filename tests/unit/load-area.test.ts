/**
 * What a view loads for a page is what the catalog says serves it: every platform's page kinds,
 * from the platform records, the same endpoints in the same order, the primary one first.
 */
import { describe, expect, it } from 'vitest';
import { endpointsForPage } from '@/lib/areas';
import { areaEndpointsLoaded, loadAreaEndpoints, servingKind } from '@/lib/areas/load-area';
import { platforms } from '@/lib/platforms';

const pages = platforms.flatMap((platform) =>
  Object.keys(platform.pages).map(
    (kind) => [`${platform.id} ${kind}`, platform.area, kind] as const,
  ),
);

describe('an area loaded for a page', () => {
  it.each(pages)('%s: the endpoints the catalog names', async (_, area, kind) => {
    const loaded = servingKind(await loadAreaEndpoints(area), kind);
    expect(loaded.map((endpoint) => endpoint.id)).toEqual(
      endpointsForPage(area, kind).map((endpoint) => endpoint.id),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(areaEndpointsLoaded(area)).toBeDefined();
  });
});
