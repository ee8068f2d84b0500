/**
 * Three TikTok profiles watched, each looked at on its own days (no look fetched: each is written
 * into the history as the background writes it), and what their comparison shows, worked out by
 * hand. The common start is the day Chen was first looked at (6 days ago): Aiko had 1,100
 * followers then (her look of 7 days ago), Bruno 500, Chen 2,000. Aiko's six videos and Chen's
 * three are cached (restored as a backup restores them), Bruno's are not: their derived figures,
 * worked out by hand too, are rows of the comparison, and Bruno's column says where to load his.
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
  /** Its videos cached as interactions (likes, comments, shares), views and day of November. */
  videos?: { likes: number; comments: number; shares: number; views: number; day: number }[];
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
    // Interactions 121, 242, … 726: 10 %, 20 %, … 60 % of her last look's 1,210 followers.
    videos: [1, 2, 3, 4, 5, 6].map((n) => ({
      likes: 101 * n,
      comments: 10 * n,
      shares: 10 * n,
      views: n === 6 ? 9000 : 1000 * n,
      day: n,
    })),
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
    // Interactions 50, 100, 250: 2 %, 4 %, 10 % of his last look's 2,500 followers.
    videos: [
      { likes: 40, comments: 5, shares: 5, views: 1000, day: 4 },
      { likes: 80, comments: 10, shares: 10, views: 2000, day: 5 },
      { likes: 200, comments: 25, shares: 25, views: 6000, day: 6 },
    ],
  },
];

/** The table's rows as the page shows them: a count, then each thing's last value. */
export const comparedTable = [
  ['followers', '1,210', '400', '2,500'],
  ['following', '12', '20', '31'],
];

/** The comparison's file as it begins: a column per thing, then the table's rows, as numbers. */
export const comparedTableRecords = [
  ['count', ...comparedThings.map(({ thing }) => thing.title)],
  ...comparedTable.map(([count, ...values]) => [
    count,
    ...values.map((value) => value?.replace(',', '')),
  ]),
];

const caution = 'Over fewer than 5 videos: a hint, not a measure.';
const aikoSample = (statistic: string) =>
  `${statistic} over the latest 6 videos, Nov 1, 2026 – Nov 6, 2026`;
const chenSample = (statistic: string) =>
  `${statistic} over the latest 3 videos, Nov 4, 2026 – Nov 6, 2026${caution}`;

/** Bruno's cell: his videos are not cached. */
export const notCachedWords = 'Its videos are not cached: open it in the panel to load them.';

/**
 * Figure rows as the page shows them (in en-US): the figure, then each thing's cell, its value
 * and its sample (and Chen's caution, under 5 videos).
 */
export const comparedFigureRows = [
  // Aiko: 10, 20, 30 | 40, 50, 60 % → 35 %; Chen: 2, 4, 10 % → 4 %.
  ['Engagement rate, median', `35%${aikoSample('median')}`, '—', `4%${chenSample('median')}`],
  // Aiko: 210 ÷ 6 = 35 %; Chen: 16 ÷ 3 = 5.3 %.
  ['Engagement rate, mean', `35%${aikoSample('mean')}`, '—', `5.3%${chenSample('mean')}`],
  // Aiko: 1,000 … 5,000 and 9,000 → (3,000 + 4,000) ÷ 2; Chen: 1,000, 2,000, 6,000 → 2,000.
  ['Views, median', `3,500${aikoSample('median')}`, '—', `2,000${chenSample('median')}`],
  // Aiko: 24,000 ÷ 6; Chen: 9,000 ÷ 3.
  ['Views, mean', `4,000${aikoSample('mean')}`, '—', `3,000${chenSample('mean')}`],
] as const;

/** The first figure row: where each thing's figures come from (the days in any words). */
export const comparedFiguresFrom = [
  'Derived figures',
  /^From the look of \w+ \d+ and 6 videos fetched \w+ \d+$/,
  notCachedWords,
  /^From the look of \w+ \d+ and 3 videos fetched \w+ \d+$/,
] as const;

/** The same figures in the CSV: the number itself, and what it is over with its dates. */
export const comparedFigureRecords = [
  ['Engagement rate, median (%)', '35', '', '4'],
  [
    'Engagement rate, median: over',
    'median over the latest 6 videos, 2026-11-01 to 2026-11-06',
    '',
    'median over the latest 3 videos, 2026-11-04 to 2026-11-06',
  ],
  ['Views, median', '3500', '', '2000'],
  ['Best video', '726', '', '250'],
  [
    'Best video: the post',
    'https://www.tiktok.com/@aiko.draws/video/6',
    '',
    'https://www.tiktok.com/@chen.climbs/video/6',
  ],
];

const videosEndpoint = endpointById('shortvideo.userVideos');

/**
 * The cached videos as a backup's chunk of the cache (`restoreChunk`), keyed as the comparison
 * page asks them (the Videos tab's params on the profile's page), fetched an hour before `now`.
 */
export const comparedVideosChunk = (now: number) => ({
  store: 'cache',
  records: comparedThings.flatMap(({ thing, videos }) => {
    if (!videos) return [];
    const username = String(thing.params.username);
    const params = videosEndpoint.params.parse({ username }) as Record<string, unknown>;
    const fetchedAt = now - 3_600_000;
    const data = {
      username,
      videos: videos.map(({ day, ...numbers }) => ({
        id: `${username}-${day}`,
        url: `https://www.tiktok.com/@${username}/video/${day}`,
        title: `${thing.title}'s video of November ${day}`,
        createdAt: `2026-11-0${day}T12:00:00.000Z`,
        ...numbers,
      })),
    };
    return [
      {
        entry: {
          key: cacheKey(videosEndpoint, params),
          endpointId: videosEndpoint.id,
          params,
          data,
          warnings: [],
          fetchedAt,
        },
        usedAt: fetchedAt,
      },
    ];
  }),
});

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
      // The answer the look kept: what the figures read the followers from.
      data: { username: thing.params.username, ...counts },
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
  looks.forEach(({ at, endpointId, params, key, title, pageUrl, counts, data }, place) => {
    const added = tx
      .objectStore('history')
      .add({ at, endpointId, params, pageUrl, data, warnings: [], demo: false });
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
