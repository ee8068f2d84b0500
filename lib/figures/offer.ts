/**
 * What a profile's figures offer when its posts list is not stored: the endpoint that lists them,
 * its params taken from the profile's, and its price by the one price rule. Nothing is fetched
 * here: the view shows the offer as a button with its price, and a press asks as any fetch does.
 */
import type { Endpoint } from '../api/endpoint';
import type { ViewSpec } from '../api/view-spec';
import { figureFieldsOf, postsEndpointIdOf } from '../areas/figures';
import { paramsFromPage, priceOf } from '../areas/page-params';
import { credits } from '../words';
import { postsNounOf } from './posts';

export interface PostsOffer {
  /** The posts list's endpoint: `shortvideo.userVideos`. */
  endpointId: string;
  /** Its params, from the profile's. */
  params: Record<string, string>;
  /** Its price in credits; undefined while the params are not valid (no price is shown then). */
  price?: number;
  /** "Engagement needs the latest videos" */
  need: string;
  /** "Load them" */
  action: string;
  /** "2 credits" */
  priceWords?: string;
}

/** What the figures of a profile or community are waiting for, in words. */
function needWords(id: string, noun: string): string {
  const fields = figureFieldsOf(id);
  if (fields?.of === 'community') return `Posts a day and scores need the latest ${noun}`;
  if (fields?.followers !== undefined) return `Engagement needs the latest ${noun}`;
  return `Posting cadence needs the latest ${noun}`;
}

/**
 * The offer of a profile's posts list, asked with the profile's params; undefined for an endpoint
 * with no figures, or when the area's endpoints given lack its posts list. `postsView` is the
 * list's view, which names its items.
 */
export function postsOffer(
  profileId: string,
  profileParams: Record<string, string>,
  areaEndpoints: readonly Endpoint[],
  postsView: ViewSpec | undefined,
): PostsOffer | undefined {
  const postsId = postsEndpointIdOf(profileId);
  const endpoint = areaEndpoints.find((entry) => entry.id === postsId);
  if (!postsId || !endpoint) return undefined;
  const noun = postsNounOf(postsView);
  const params = paramsFromPage(endpoint, profileParams);
  const price = priceOf(endpoint, params);
  return {
    endpointId: postsId,
    params,
    ...(price !== undefined ? { price, priceWords: credits(price) } : {}),
    need: needWords(profileId, noun),
    action: 'Load them',
  };
}
