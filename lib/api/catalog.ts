/**
 * THE list: every endpoint of the service's spec, once. The client, prices, the side panel's tabs,
 * the explorer, the local fake of the service, demo data and the tests all read it.
 * Adding an endpoint: one entry in `endpoints/<area>.ts`, its schema, one sample.
 */
import type { z } from 'zod/mini';
import type { Endpoint } from './endpoint';
import { eventsEndpoints } from './endpoints/events';
import { forumEndpoints } from './endpoints/forum';
import { launchesEndpoints } from './endpoints/launches';
import { microblogEndpoints } from './endpoints/microblog';
import { photoEndpoints } from './endpoints/photo';
import { professionalEndpoints } from './endpoints/professional';
import { reviewsEndpoints } from './endpoints/reviews';
import { shortvideoEndpoints } from './endpoints/shortvideo';
import { socialEndpoints } from './endpoints/social';
import { videoEndpoints } from './endpoints/video';
import { websearchEndpoints } from './endpoints/websearch';

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
/** What is sent after validation, defaults filled in. */
export type Params<I extends EndpointId> = z.output<EndpointOf<I>['params']>;
export type ResponseOf<I extends EndpointId> = z.output<ReturnType<EndpointOf<I>['response']>>;

const byId = new Map<string, Endpoint>(endpoints.map((entry) => [entry.id, entry]));

export const isEndpointId = (id: string): id is EndpointId => byId.has(id);

export const endpointById = <I extends EndpointId>(id: I): EndpointOf<I> =>
  byId.get(id) as EndpointOf<I>;

/** The names an endpoint accepts, path placeholders first. */
export const paramNames = (endpoint: Endpoint): string[] => Object.keys(endpoint.params.shape);

/** "Test the key" calls the cheapest endpoint there is: one credit, no parameters, no id. */
export const keyProbe = 'events.categories' satisfies EndpointId;
