/**
 * THE list: every endpoint of the service's spec, once. The client, prices, the side panel's tabs,
 * the explorer, the local fake of the service, demo data and the tests all read it.
 * Adding an endpoint: its entry in `<area>/endpoints.ts`, its schema, sample and view beside it,
 * and its row in the contract's copy (tests/fixtures/api-spec.md).
 */
import type { z } from 'zod/mini';
import type { Endpoint } from '../api/endpoint';
import type { FigureFields } from '../api/figure-fields';
import type { ViewSpec } from '../api/view-spec';
import type { Area } from '../platforms';
import { eventsEndpoints } from './events/endpoints';
import { forumEndpoints } from './forum/endpoints';
import { launchesEndpoints } from './launches/endpoints';
import { microblogEndpoints } from './microblog/endpoints';
import { priceOf } from './page-params';
import { photoEndpoints } from './photo/endpoints';
import { professionalEndpoints } from './professional/endpoints';
import { reviewsEndpoints } from './reviews/endpoints';
import { shortvideoEndpoints } from './shortvideo/endpoints';
import { socialEndpoints } from './social/endpoints';
import { videoEndpoints } from './video/endpoints';
import { websearchEndpoints } from './websearch/endpoints';

/** In the spec's order of areas, and each area in the spec's order. */
export const endpoints = [
  ...microblogEndpoints,
  ...shortvideoEndpoints,
  ...photoEndpoints,
  ...professionalEndpoints,
  ...forumEndpoints,
  ...eventsEndpoints,
  ...reviewsEndpoints,
  ...videoEndpoints,
  ...socialEndpoints,
  ...websearchEndpoints,
  ...launchesEndpoints,
] as const;

type CatalogEntry = (typeof endpoints)[number];

export type EndpointId = CatalogEntry['id'];

/** The catalog entry of one id, with its own param and response types. */
export type EndpointOf<I extends EndpointId> = Extract<CatalogEntry, { id: I }>;

/** What a caller passes: text or typed values, defaults optional. */
export type ParamsInput<I extends EndpointId> = z.input<EndpointOf<I>['params']>;
export type ResponseOf<I extends EndpointId> = z.output<ReturnType<EndpointOf<I>['response']>>;

/**
 * An area's views (lib/areas/<area>/views.ts), by endpoint name: one for every entry but the
 * transcripts, which have their own.
 */
export type AreaViews<A extends Area> = {
  [I in EndpointId as I extends `${A}.${infer N}`
    ? EndpointOf<I> extends { transcript?: true }
      ? never
      : N
    : never]: ViewSpec;
};

/** An endpoint's name within its area: `user` for `shortvideo.user`. */
type NameIn<A extends Area> = EndpointId extends infer I
  ? I extends `${A}.${infer N}`
    ? N
    : never
  : never;

/**
 * An area's derived figures (lib/areas/<area>/figures.ts), by the endpoint of the profile or
 * community: the type holds its posts list to an endpoint of the same area.
 */
export type AreaFigures<A extends Area> = Partial<
  Record<NameIn<A>, FigureFields & { posts: { endpoint: NameIn<A> } }>
>;

/** An area's samples (lib/areas/<area>/samples.ts): the type holds each to its response schema. */
export type AreaSamples<A extends Area> = {
  [I in EndpointId as I extends `${A}.${string}` ? I : never]: ResponseOf<I>;
};

const byId = new Map<string, Endpoint>(endpoints.map((entry) => [entry.id, entry]));

export const isEndpointId = (id: string): id is EndpointId => byId.has(id);

export const endpointById = <I extends EndpointId>(id: I): EndpointOf<I> =>
  byId.get(id) as EndpointOf<I>;

/** The endpoints that serve a page kind, the primary one first (the catalog's order). */
export const endpointsForPage = (area: string, kind: string): Endpoint[] =>
  endpoints.filter(
    (entry) => entry.area === area && (entry.pages as readonly string[]).includes(kind),
  );

/**
 * The price of a call kept by its endpoint's id (a batch's row, a watched thing), by `priceOf`'s
 * rule; undefined too for an id the catalog no longer has, which is refused as invalid params are.
 */
export const priceOfCall = (id: string, params: Record<string, unknown>): number | undefined =>
  isEndpointId(id) ? priceOf(endpointById(id) as Endpoint, params) : undefined;

/**
 * What kept calls may spend together: one that cannot be priced is refused before it is sent
 * (checkCall in the service), so it adds nothing.
 */
export const spendOf = (
  calls: readonly { endpointId: string; params: Record<string, unknown> }[],
) => calls.reduce((sum, call) => sum + (priceOfCall(call.endpointId, call.params) ?? 0), 0);

/** The names an endpoint accepts, path placeholders first. */
export const paramNames = (endpoint: Endpoint): string[] => Object.keys(endpoint.params.shape);

/** "Test the key" calls the cheapest endpoint there is: one credit, no parameters, no id. */
export const keyProbe = 'events.categories' satisfies EndpointId;
