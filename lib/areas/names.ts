/**
 * Endpoints in a person's words: the platform people know and the thing ("YouTube · Channel"),
 * where the contract has an area and an id (`video.channel`). Ids show only where asked for.
 */

import type { PlatformId } from '../platforms';
import { listed } from '../platforms/directory';
import { endpointById, isEndpointId } from './index';

/** The platform whose area an endpoint id (or an area) names. */
export const platformOfArea = (areaOrId: string): { id: PlatformId; name: string } | undefined =>
  listed.find((platform) => platform.area === areaOrId.split('.')[0]);

/** "YouTube · Channel"; an id Sidelight does not know stays as it is. */
export const endpointName = (endpointId: string): string => {
  const platform = platformOfArea(endpointId);
  return platform && isEndpointId(endpointId)
    ? `${platform.name} · ${endpointById(endpointId).label}`
    : endpointId;
};
