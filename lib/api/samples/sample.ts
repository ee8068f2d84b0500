import type { Area } from '../../platforms';
import type { EndpointId, ResponseOf } from '../catalog';

/**
 * One realistic answer per endpoint of an area, as the service sends it (bare form). The type
 * holds each sample to its endpoint's response schema; a unit test parses them too.
 */
export type AreaSamples<A extends Area> = {
  [I in EndpointId as I extends `${A}.${string}` ? I : never]: ResponseOf<I>;
};
