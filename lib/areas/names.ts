/**
 * Endpoints in a person's words: the platform people know and the thing ("YouTube · Channel"),
 * where the contract has an area and an id (`video.channel`). Ids show only where asked for.
 */

import { nestedWords, pageKindWords } from '../export/field-words';
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

/**
 * The ways to name an endpoint's items, each more exact than the one before: the noun ("posts"),
 * with its platform ("Threads posts"), with its page ("Threads profile posts"), by its label
 * ("Luma events here"), and its id last, which no other endpoint has.
 */
function itemNames(endpointId: string, noun: string): string[] {
  const platform = platformOfArea(endpointId);
  if (!platform || !isEndpointId(endpointId)) return [noun, endpointId];
  const { label, pages } = endpointById(endpointId);
  const [page] = pages;
  return [
    noun,
    `${platform.name} ${noun}`,
    ...(page ? [`${platform.name} ${nestedWords([pageKindWords(platform.id, page), noun])}`] : []),
    `${platform.name} ${label.toLowerCase()}`,
    `${platform.name} ${noun} (${endpointId})`,
  ];
}

/**
 * What each endpoint's items are called in one sentence that names several ("4 repeated Threads
 * posts and 2 repeated Instagram posts"): the noun alone where no other of the sentence says it,
 * else the first of its more exact names that tells it apart from the others.
 */
export function itemWordsApart(
  endpointIds: readonly string[],
  nounOf: (endpointId: string) => string,
): Map<string, string> {
  const ids = [...new Set(endpointIds)];
  const names = new Map(ids.map((id) => [id, itemNames(id, nounOf(id))]));
  const level = new Map(ids.map((id) => [id, 0]));
  const nameOf = (id: string) => {
    const forms = names.get(id) ?? [id];
    return forms[Math.min(level.get(id) ?? 0, forms.length - 1)] ?? id;
  };
  for (;;) {
    const said = ids.map((id) => nameOf(id).toLowerCase());
    const raised = ids.filter(
      (id, index) =>
        said.some((other, at) => at !== index && other === said[index]) &&
        (level.get(id) ?? 0) < (names.get(id)?.length ?? 1) - 1,
    );
    if (raised.length === 0) break;
    for (const id of raised) level.set(id, (level.get(id) ?? 0) + 1);
  }
  return new Map(ids.map((id) => [id, nameOf(id)]));
}
