/// <reference types="vite/client" />
/**
 * An area's endpoints with their schemas, loaded the first time a view shows a page of the area:
 * the panel and the popup carry no area's records in their first paint, and a page loads its own
 * area's alone. The catalog holds them all, for the background, the batch page and the explorer.
 */
import type { Endpoint } from '../api/endpoint';

const endpointFiles = import.meta.glob<Record<string, readonly Endpoint[]>>('./*/endpoints.ts');

const loaded = new Map<string, readonly Endpoint[]>();
const loading = new Map<string, Promise<readonly Endpoint[]>>();

/** Loads an area's endpoints (`<area>Endpoints` in its endpoints.ts), in the catalog's order, once. */
export function loadAreaEndpoints(area: string): Promise<readonly Endpoint[]> {
  const known = loading.get(area);
  if (known) return known;
  const load = endpointFiles[`./${area}/endpoints.ts`];
  const endpoints = (load ? load() : Promise.resolve<Record<string, readonly Endpoint[]>>({})).then(
    (module) => {
      const list = module[`${area}Endpoints`] ?? [];
      loaded.set(area, list);
      return list;
    },
    (error: unknown) => {
      loading.delete(area);
      throw error;
    },
  );
  loading.set(area, endpoints);
  return endpoints;
}

/** An area's endpoints if they are loaded already. */
export const areaEndpointsLoaded = (area: string): readonly Endpoint[] | undefined =>
  loaded.get(area);

/** Of an area's endpoints, those that serve a page kind, the primary one first. */
export const servingKind = (endpoints: readonly Endpoint[], kind: string): Endpoint[] =>
  endpoints.filter((entry) => (entry.pages as readonly string[]).includes(kind));
