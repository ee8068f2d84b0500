/// <reference types="vite/client" />
/**
 * Every endpoint's view, gathered from the areas' folders (lib/areas/<area>/views.ts) by the
 * bundler: the views' registry, as lib/areas/index.ts is the endpoints'. Views are data (which
 * path is the title, what a card counts), so the worker reads them too; never the popup or the
 * settings.
 */
import type { Endpoint } from '../api/endpoint';
import type { ViewSpec } from '../api/view-spec';
import { byEndpointId } from './by-endpoint';

const areaViews = import.meta.glob<Record<string, ViewSpec>>('./*/views.ts', {
  eager: true,
  import: 'views',
});

const byId = byEndpointId(areaViews, 'views.ts', 'views');

/** The family view of an endpoint's answer; undefined for a transcript, which has its own. */
export const familyViewOf = (id: string): ViewSpec | undefined => byId.get(id);

/** Where an answer keeps its list of items (its pages' list, else its view's); none for a thing. */
export const listPathOf = (endpoint: Endpoint): string | undefined => {
  const view = byId.get(endpoint.id);
  return endpoint.pagination?.items ?? (view && view.family !== 'card' ? view.items : undefined);
};
