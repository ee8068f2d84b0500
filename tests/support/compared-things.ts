/**
 * Three TikTok profiles watched, each looked at on its own days (no look fetched: each is written
 * into the history as the background writes it), and what their comparison shows, worked out by
 * hand. The common start is the day Chen was first looked at (6 days ago): Aiko had 1,100
 * followers then (her look of 7 days ago), Bruno 500, Chen 2,000.
 */
import { endpointById } from '../../lib/areas';
import type { WatchedThing } from '../../lib/extension/shared/storage';
import { comparePagePath } from '../../lib/extension/shared/view-addresses';
import { cacheKey } from '../../lib/store/cache';

const day = 86_400_000;
const profile = endpointById('shortvideo.user');

interface Compared {
  thing: WatchedThing;
  /** Looks by days ago, oldest first. */
  looks: { daysAgo: number; counts: Record<string, number> }[];
  /** Followers since the common start, by hand: as a count and as a percentage. */
  growth: { count: string; percent: string };
}

const watchedProfile = (username: string, title: string): WatchedThing => {
  const params = profile.params.parse({ username }) as Record<string, unknown>;
  return {
    key: cacheKey({ id: profile.id }, params),
    endpointId: profile.id,
    params,
    url: `https://www.tiktok.com/@${username}`,
    title,
    addedAt: Date.UTC(2026, 9, 1),
  };
};

export const comparedThings: Compared[] = [
  {
    thing: watchedProfile('aiko.draws', 'Aiko'),
    looks: [
      { daysAgo: 10, counts: { followers: 1000, following: 10 } },
      { daysAgo: 7, counts: { followers: 1100, following: 11 } },
      { daysAgo: 1, counts: { followers: 1210, following: 12 } },
    ],
    // 1,210 − 1,100 = +110; 110 ÷ 1,100 = +10 %.
    growth: { count: '+110', percent: '+10.0 %' },
  },
  {
    thing: watchedProfile('bruno.bakes', 'Bruno'),
    looks: [
      { daysAgo: 8, counts: { followers: 500, following: 20 } },
      { daysAgo: 2, counts: { followers: 400, following: 20 } },
    ],
    // 400 − 500 = −100; 100 ÷ 500 = −20 %.
    growth: { count: '−100', percent: '−20.0 %' },
  },
  {
    thing: watchedProfile('chen.climbs', 'Chen'),
    looks: [
      { daysAgo: 6, counts: { followers: 2000, following: 30 } },
      { daysAgo: 1, counts: { followers: 2500, following: 31 } },
    ],
    // 2,500 − 2,000 = +500; 500 ÷ 2,000 = +25 %.
    growth: { count: '+500', percent: '+25.0 %' },
  },
];

/** The table's rows as the page shows them: a count, then each thing's last value. */
export const comparedTable = [
  ['followers', '1,210', '400', '2,500'],
  ['following', '12', '20', '31'],
];

/** The comparison page on the three, as Compare opens it. */
export const comparedPath = comparePagePath(
  comparedThings.map(({ thing }) => ({ watched: thing.key })),
);

/** What a page of Sidelight's writes to seed them: the watched list and each look, dated from `now`. */
export const comparedSeed = (now: number) => ({
  watched: comparedThings.map(({ thing }) => thing),
  looks: comparedThings.flatMap(({ thing, looks }) =>
    looks.map(({ daysAgo, counts }) => ({
      at: now - daysAgo * day,
      endpointId: thing.endpointId,
      params: thing.params,
      key: thing.key,
      title: thing.title,
      pageUrl: thing.url,
      counts,
    })),
  ),
});

/** The same looks in the history, nothing watched: the three are picked from the History. */
export const historySeed = (now: number) => ({ ...comparedSeed(now), watched: [] });

/**
 * The id of each thing's newest look, from the ids `seedCompared` gave the looks in their order:
 * the result History lists first for it, which its tick names.
 */
export const newestLookIds = (ids: readonly number[]) => {
  let place = 0;
  return comparedThings.map(({ looks }) => {
    place += looks.length;
    return ids[place - 1] ?? 0;
  });
};

/**
 * Run in a page of Sidelight's (or its worker): the watched list stored, and each look written
 * into the history as the background writes it (the summary keeps the call's key, title and
 * counts). Says the ids the looks were given, in their order.
 */
export async function seedCompared({
  watched,
  looks,
}: ReturnType<typeof comparedSeed>): Promise<number[]> {
  const extension = (globalThis as { browser?: typeof chrome }).browser ?? chrome;
  await extension.storage.local.set({ watched });
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('sidelight');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const tx = db.transaction(['history', 'historyIndex'], 'readwrite');
  const ids: number[] = [];
  looks.forEach(({ at, endpointId, params, key, title, pageUrl, counts }, place) => {
    const added = tx
      .objectStore('history')
      .add({ at, endpointId, params, pageUrl, data: {}, warnings: [], demo: false });
    added.onsuccess = () => {
      ids[place] = added.result as number;
      tx.objectStore('historyIndex').put({
        id: added.result,
        at,
        endpointId,
        params,
        pageUrl,
        demo: false,
        title,
        search: title.toLowerCase(),
        key,
        counts,
      });
    };
  });
  await new Promise((resolve) => {
    tx.oncomplete = resolve;
  });
  db.close();
  return ids;
}
