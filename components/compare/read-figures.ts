/**
 * A compared thing's derived figures from what is stored alone: its last look's answer (the
 * history's result) and its posts list as the panel's posts tab would ask it on the thing's page,
 * read free (the cache, or demo data as the panel shows). Nothing is fetched: a thing whose list
 * is not stored says where to load it. Loaded after the page's first paint, with the figures.
 */

import { familyViewOf, loadAreaViews } from '@/components/views/specs';
import { figureFieldsOf, postsEndpointIdOf } from '@/lib/areas/figures';
import { loadAreaEndpoints } from '@/lib/areas/load-area';
import { cleanParams } from '@/lib/areas/page-params';
import type { Preferences } from '@/lib/extension/shared/settings-schema';
import { callApi, readHistory } from '@/lib/extension/views/api-calls';
import { derivedFigures } from '@/lib/figures/figures';
import { postsNounOf, postsOfAnswer } from '@/lib/figures/posts';
import { detectUrl } from '@/lib/platforms';
import { counted, singular } from '@/lib/words';
import { pageTabParams } from '../panel/starting-values';
import type { ThingFigures } from './compared-figures';
import { dayWords } from './compared-words';
import type { ComparedLook, ComparedThing } from './comparison';

/** The page's params, as the panel reads them from its address; else the thing's own call's. */
function pageParamsOf(thing: ComparedThing): Record<string, string> {
  const match = detectUrl(thing.url);
  if (match && 'params' in match) return match.params;
  return Object.fromEntries(
    Object.entries(thing.params).map(([name, value]) => [name, String(value)]),
  );
}

const lastLook = (looks: readonly ComparedLook[]) =>
  looks.reduce<ComparedLook | undefined>(
    (newest, look) => (newest === undefined || look.at > newest.at ? look : newest),
    undefined,
  );

/** "From the look of Nov 27 and 12 videos fetched Nov 26" */
function fromWords(lookAt: number, posts: number, noun: string, fetched: FetchedList) {
  const list = counted(posts, singular(noun), noun);
  return fetched.source === 'demo'
    ? `From the look of ${dayWords(lookAt)} and the demo's ${list}`
    : `From the look of ${dayWords(lookAt)} and ${list} fetched ${dayWords(fetched.fetchedAt)}`;
}

interface FetchedList {
  data: unknown;
  fetchedAt: number;
  source: string;
}

/** The thing's posts list as its page's posts tab asks it, if stored; never fetched. */
async function storedPosts(
  thing: ComparedThing,
  postsId: string,
  prefs: Preferences | null,
): Promise<FetchedList | undefined> {
  const endpoints = await loadAreaEndpoints(postsId.split('.')[0] ?? '');
  const posts = endpoints.find((endpoint) => endpoint.id === postsId);
  if (!posts) return undefined;
  const params = pageTabParams(posts, pageParamsOf(thing), prefs);
  const result = await callApi({ id: postsId, params: cleanParams(params), only: 'free' });
  return result.ok ? result : undefined;
}

/**
 * The thing's figures, or why it has none; undefined for a kind of thing without figures.
 * `now` is what "days since the last post" counts to.
 */
export async function readThingFigures(
  thing: ComparedThing,
  prefs: Preferences | null,
  now: number,
): Promise<ThingFigures | undefined> {
  const postsId = postsEndpointIdOf(thing.endpointId);
  const fields = figureFieldsOf(thing.endpointId);
  if (!postsId || !fields) return undefined;
  await loadAreaViews(postsId.split('.')[0] ?? '');
  const postsView = familyViewOf(postsId);
  const noun = postsNounOf(postsView);
  const look = lastLook(thing.snapshots);
  const [entry, posts] = await Promise.all([
    look?.id === undefined ? null : readHistory(look.id),
    storedPosts(thing, postsId, prefs),
  ]);
  if (!entry || !look)
    return {
      state: 'none',
      why: 'Its last look is no longer in the history: open it in the panel to look again.',
    };
  // The demo's sample list says nothing of a real look, nor a real list of the demo's profile.
  const demoList = posts?.source === 'demo';
  if (entry.demo && !demoList)
    return {
      state: 'none',
      why: 'Its last look is demo data: open it in the panel with your key to look again.',
    };
  if (!posts || demoList !== entry.demo)
    return { state: 'none', why: `Its ${noun} are not cached: open it in the panel to load them.` };
  const figures = derivedFigures({
    endpointId: thing.endpointId,
    profile: entry.data,
    posts: posts.data,
    postsView,
    now,
  });
  if (!figures) return undefined;
  const count = postsOfAnswer(posts.data, fields.posts, postsView).length;
  return { state: 'figures', figures, from: fromWords(look.at, count, noun, posts) };
}
