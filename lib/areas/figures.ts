/// <reference types="vite/client" />
/**
 * What the derived figures read of each profile and community endpoint, gathered from the areas'
 * folders (lib/areas/<area>/figures.ts) by the bundler, as lib/areas/views.ts gathers the views.
 * Only the figures (lib/figures/) read it.
 */
import type { FigureFields } from '../api/figure-fields';
import { byEndpointId } from './by-endpoint';

const areaFigures = import.meta.glob<Record<string, FigureFields>>('./*/figures.ts', {
  eager: true,
  import: 'figures',
});

const byId = byEndpointId(areaFigures, 'figures.ts', 'figures');

/** What the figures of a profile or community endpoint read; undefined for any other. */
export const figureFieldsOf = (id: string): FigureFields | undefined => byId.get(id);

/** The id of the endpoint that lists the posts of a profile or community endpoint. */
export const postsEndpointIdOf = (id: string): string | undefined => {
  const fields = byId.get(id);
  return fields ? `${id.split('.')[0]}.${fields.posts.endpoint}` : undefined;
};

/** Every profile and community endpoint with figures, by id. */
export const endpointsWithFigures: readonly string[] = [...byId.keys()];
