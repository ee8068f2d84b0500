/**
 * The two ways a service may spell the contract's paths: the contract's neutral words
 * (`/video/videos/:videoId`) or the platforms' names (`/youtube/videos/:videoId`), as the service
 * behind the contract does. Everything else (the rest of each path, the params, the key's header)
 * is the same. Derived from the platform directory: the area's segment becomes the platform's id,
 * and the platform's own words replace the neutral ones in paths and in answers' field names.
 */

import type { Area, PlatformId } from '../platforms';
import { directory } from '../platforms/directory';

export type PathStyle = 'contract' | 'platform';
export const pathStyles: readonly PathStyle[] = ['contract', 'platform'];

interface AreaWords {
  /** The platform-named first segment. */
  segment: PlatformId;
  /** Neutral word → the platform's own. */
  words: Readonly<Record<string, string>>;
}

/** Each area's platform-named segment and own words. */
export const platformNames: ReadonlyMap<Area, AreaWords> = new Map(
  Object.entries(directory).map(([id, entry]) => [
    entry.area,
    {
      segment: id as PlatformId,
      words: 'ownWords' in entry ? (entry.ownWords as Record<string, string>) : {},
    },
  ]),
);

/** A contract path (`/forum/subforums/:name`) as the style spells it (`/reddit/subreddits/:name`). */
export function pathIn(style: PathStyle, path: string): string {
  if (style === 'contract') return path;
  const [, area = '', ...rest] = path.split('/');
  const names = platformNames.get(area as Area);
  if (!names) return path;
  const words = rest.map((segment) =>
    Object.hasOwn(names.words, segment) ? (names.words[segment] as string) : segment,
  );
  return ['', names.segment, ...words].join('/');
}

/** How a person recognises a style: its first path segment for YouTube. */
export const styleExample = (style: PathStyle): string =>
  style === 'contract' ? '/video/…' : `/${platformNames.get('video')?.segment ?? 'youtube'}/…`;

/** Platform-named field → the contract's neutral one (`subreddit` → `subforum`). */
const neutralOf: ReadonlyMap<string, string> = new Map(
  [...platformNames.values()].flatMap(({ words }) =>
    Object.entries(words).map(([neutral, own]) => [own, neutral] as const),
  ),
);

const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });

/**
 * The answer with the contract's field names wherever it carries a platform's (`subreddit` as
 * `subforum` too), so schemas, views and exports read one name. The answer itself is left as it
 * arrived: changed objects are copies, and unchanged parts are shared.
 */
export function withNeutralFields(value: unknown): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const neutral = withNeutralFields(item);
      if (neutral !== item) changed = true;
      return neutral;
    });
    return changed ? items : value;
  }
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  const write = (key: string, child: unknown) => {
    copy ??= { ...record };
    setOwn(copy, key, child);
  };
  for (const [key, child] of Object.entries(record)) {
    const neutral = withNeutralFields(child);
    if (neutral !== child) write(key, neutral);
    const neutralKey = neutralOf.get(key);
    if (neutralKey !== undefined && !Object.hasOwn(record, neutralKey)) write(neutralKey, neutral);
  }
  return copy ?? value;
}
