/**
 * A profile after years of use, written straight into the extension's own IndexedDB (`sidelight`)
 * and its storage from an extension page: results with their summaries and snapshots, watched
 * things with hundreds of snapshots each, cached answers, a ledger of calls over two years,
 * batches with their lines and answers, and Load all jobs with their pages. Records are shaped as
 * the background writes them (history.ts `summaryOf`, ledger.ts, batches.ts, jobs.ts), from the
 * samples' answers. Everything is generated in the page from a small plan, in a few transactions.
 *
 * `seedProfile(page)` runs it through Playwright; `seedSource` is the same function as text, for
 * drivers that evaluate a string (Firefox's).
 */
import type { Page } from '@playwright/test';
import { type EndpointId, endpointById, spendOf } from '../../lib/areas';
import { endpointName } from '../../lib/areas/names';
import { sampleOf } from '../../lib/areas/samples';
import type { WatchedThing } from '../../lib/extension/shared/storage';
import { platformOfUrl } from '../../lib/platforms';
import { cacheKey } from '../../lib/store/cache';

export interface ProfileSize {
  /** Results in the history (the watched things' snapshots among them). */
  results: number;
  ledgerRows: number;
  batches: number;
  rowsPerBatch: number;
  loadAllJobs: number;
  pagesPerJob: number;
  watched: number;
  snapshotsEach: number;
  /** The newest results whose answers are still cached. */
  cached: number;
  /** How far back the profile reaches. */
  days: number;
}

export const yearsOfUse: ProfileSize = {
  results: 10_000,
  ledgerRows: 100_000,
  batches: 50,
  rowsPerBatch: 1_000,
  loadAllJobs: 10,
  pagesPerJob: 20,
  watched: 5,
  snapshotsEach: 300,
  cached: 2_000,
  days: 730,
};

/** The placeholder a kind's params and key carry in place of the thing's id. */
const thing = '%THING%';

interface SeedKind {
  endpointId: string;
  name: string;
  price: number;
  /** Its params and cache key as JSON and text, the thing's id as `%THING%`. */
  params: string;
  key: string;
  url: string;
  platform: string;
  kind: string;
  sample: unknown;
  /** Where the answer names itself, and its counts by the labels its card gives them. */
  titlePath?: string;
  counts: Record<string, string>;
}

export interface SeedPlan {
  size: ProfileSize;
  now: number;
  kinds: SeedKind[];
  /** The Load all list's kind (a paginated list of comments). */
  pages: SeedKind;
}

const kindOf = (
  endpointId: string,
  param: string,
  url: string,
  kind: string,
  titlePath: string | undefined,
  counts: Record<string, string>,
): SeedKind => {
  const params = endpointById(endpointId as EndpointId).params.parse({ [param]: thing }) as Record<
    string,
    unknown
  >;
  return {
    endpointId,
    name: endpointName(endpointId),
    price: spendOf([{ endpointId, params }]),
    params: JSON.stringify(params),
    key: cacheKey({ id: endpointId }, params),
    url,
    platform: platformOfUrl(url.replace(thing, 'x'))?.id ?? '',
    kind,
    sample: sampleOf(endpointId),
    ...(titlePath ? { titlePath } : {}),
    counts,
  };
};

/** The plan of a profile of `size`, with its dates counted back from `now`. */
function seedPlan(size: ProfileSize = yearsOfUse, now = Date.now()): SeedPlan {
  return {
    size,
    now,
    kinds: [
      kindOf(
        'shortvideo.user',
        'username',
        `https://www.tiktok.com/@${thing}`,
        'profile',
        'displayName',
        { followers: 'followers', following: 'following', likes: 'hearts', videos: 'videoCount' },
      ),
      kindOf(
        'video.video',
        'videoId',
        `https://www.youtube.com/watch?v=${thing}`,
        'video',
        'title',
        { views: 'viewCount', likes: 'likeCount', comments: 'commentCount' },
      ),
      kindOf(
        'video.channel',
        'channelId',
        `https://www.youtube.com/channel/${thing}`,
        'channel',
        'title',
        { subscribers: 'subscriberCount', videos: 'videoCount', views: 'viewCount' },
      ),
    ],
    pages: kindOf(
      'video.comments',
      'videoId',
      `https://www.youtube.com/watch?v=${thing}`,
      'video',
      undefined,
      {},
    ),
  };
}

/**
 * The `n`th seeded result's title (0-based, oldest first), as the history lists it. Its number
 * is marked with # so that searching it finds no thing's id (ids are digits too).
 */
export const seededTitle = (n: number) => `Seeded result #${String(n).padStart(5, '0')}`;

/** The first watched thing: a TikTok profile, the one the samples show. */
export const seededProfile = {
  url: 'https://www.tiktok.com/@mika.in.tokyo',
  endpointId: 'shortvideo.user',
  params: { username: 'mika.in.tokyo' },
};

/** What the seed wrote, as read back from it. */
export interface Seeded {
  results: number;
  snapshotsOfFirstWatched: number;
  watchedKeys: string[];
  ledgerRows: number;
  /** Credits the ledger's rows of the current (local) month cost. */
  monthCredits: number;
  batchRows: number;
  jobPages: number;
  cached: number;
  ms: number;
}

/**
 * Writes the profile into the database `sidelight` (which the extension has opened at its version)
 * and the watched things into storage.local. Self-contained: it runs in an extension page.
 */
async function seedInPage(plan: SeedPlan): Promise<Seeded> {
  const started = performance.now();
  const { size, now, kinds, pages } = plan;
  const day = 86_400_000;
  const marker = '%THING%';
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('sidelight');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  // The background creates the schema; a database opened here first would have none.
  if (!db.objectStoreNames.contains('batchAnswers')) {
    db.close();
    throw new Error('Open the extension (ask its background anything) before seeding');
  }
  const done = (tx: IDBTransaction) =>
    new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  const pad = (n: number) => String(n).padStart(2, '0');
  const localDay = (at: number) => {
    const date = new Date(at);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  const idOf = (kind: { endpointId: string }, n: number) => {
    const digits = String(n).padStart(10, '0');
    return kind.endpointId === 'shortvideo.user'
      ? `seeded.${digits}`
      : kind.endpointId === 'video.channel'
        ? `UCseeded${digits}abcdef`
        : `s${digits}`;
  };
  const fill = (text: string, id: string) => text.split(marker).join(id);
  const answerOf = (kind: (typeof kinds)[number], title: string, growth: number) => {
    const data = structuredClone(kind.sample) as Record<string, unknown>;
    if (kind.titlePath) data[kind.titlePath] = title;
    for (const path of Object.values(kind.counts))
      if (typeof data[path] === 'number') data[path] = Math.round((data[path] as number) * growth);
    return data;
  };
  const countsOf = (kind: (typeof kinds)[number], data: Record<string, unknown>) => {
    const counts: Record<string, number> = {};
    for (const [label, path] of Object.entries(kind.counts))
      if (typeof data[path] === 'number') counts[label] = data[path] as number;
    return counts;
  };
  const span = size.days * day;
  // Oldest first, evenly over the profile's days, the newest a minute ago.
  const atOf = (index: number, count: number) =>
    now - 60_000 - Math.round(((count - 1 - index) / Math.max(1, count - 1)) * span);

  // Results: the watched things' snapshots first, then one-off looks at other things.
  const watchedThings: WatchedThing[] = [];
  const looks: { kind: (typeof kinds)[number]; id: string; at: number; title: string }[] = [];
  for (let w = 0; w < size.watched; w += 1) {
    const kind = kinds[w % kinds.length] as (typeof kinds)[number];
    const id =
      w === 0 && kind.endpointId === 'shortvideo.user' ? 'mika.in.tokyo' : idOf(kind, 90_000 + w);
    // Half a minute before the other looks of their day: the newest result is another's.
    for (let s = 0; s < size.snapshotsEach; s += 1)
      looks.push({ kind, id, at: atOf(s, size.snapshotsEach) - 30_000, title: '' });
    watchedThings.push({
      key: fill(kind.key, id),
      endpointId: kind.endpointId,
      params: JSON.parse(fill(kind.params, id)),
      url: fill(kind.url, id),
      title: `Watched thing ${w + 1}`,
      addedAt: now - span,
    });
  }
  const others = Math.max(0, size.results - looks.length);
  for (let n = 0; n < others; n += 1) {
    const kind = kinds[1 + (n % (kinds.length - 1))] as (typeof kinds)[number];
    looks.push({
      kind,
      id: idOf(kind, n),
      at: atOf(n, others),
      title: `Seeded result #${String(n).padStart(5, '0')}`,
    });
  }
  looks.sort((a, b) => a.at - b.at);

  // Every store's writes at once, in transactions of disjoint stores: the browser runs them side
  // by side while the page makes the next records.
  const writes: Promise<void>[] = [];
  const historyTx = db.transaction(['history', 'historyIndex', 'cache', 'cacheUse'], 'readwrite');
  writes.push(done(historyTx));
  const history = historyTx.objectStore('history');
  const summaries = historyTx.objectStore('historyIndex');
  const cachedKeys = new Set<string>();
  let snapshotsOfFirstWatched = 0;
  looks.forEach((look, order) => {
    const { kind, id, at } = look;
    const watchedIndex = watchedThings.findIndex((entry) => entry.key === fill(kind.key, id));
    const title =
      look.title || (watchedIndex >= 0 ? `Watched thing ${watchedIndex + 1}` : `Thing ${id}`);
    const growth = 0.5 + (0.5 * (at - (now - span))) / span;
    const data = answerOf(kind, title, growth);
    const params = JSON.parse(fill(kind.params, id)) as Record<string, unknown>;
    const pageUrl = fill(kind.url, id);
    const entry = {
      at,
      endpointId: kind.endpointId,
      params,
      pageUrl,
      data,
      warnings: [],
      demo: false,
    };
    const key = fill(kind.key, id);
    if (watchedIndex === 0) snapshotsOfFirstWatched += 1;
    const added = history.add(entry);
    added.onsuccess = () => {
      const values = Object.values(params).filter(
        (value) => typeof value === 'string' || typeof value === 'number',
      );
      const search = [title, kind.name, kind.endpointId, ...values]
        .concat(pageUrl)
        .join(' ')
        .toLowerCase();
      summaries.put({
        id: added.result,
        at,
        endpointId: kind.endpointId,
        params,
        pageUrl,
        demo: false,
        title,
        search,
        key,
        counts: countsOf(kind, data),
      });
    };
    // The newest looks are still cached, one answer per call.
    if (order >= looks.length - size.cached && !cachedKeys.has(key)) {
      cachedKeys.add(key);
      historyTx.objectStore('cache').put({
        key,
        endpointId: kind.endpointId,
        params,
        data,
        warnings: [],
        fetchedAt: at,
      });
      historyTx.objectStore('cacheUse').put({
        key,
        usedAt: at,
        bytes: JSON.stringify(data).length,
        fetchedAt: at,
      });
    }
  });

  // The ledger: every call over the profile's days, the service's charge and balance with each.
  const month = localDay(now).slice(0, 7);
  let monthCredits = 0;
  const ledgerChunk = 20_000;
  for (let from = 0; from < size.ledgerRows; from += ledgerChunk) {
    const tx = db.transaction('ledger', 'readwrite');
    const ledger = tx.objectStore('ledger');
    for (let n = from; n < Math.min(size.ledgerRows, from + ledgerChunk); n += 1) {
      const kind = kinds[n % kinds.length] as (typeof kinds)[number];
      const at = atOf(n, size.ledgerRows);
      const entryDay = localDay(at);
      const failed = n % 97 === 0;
      const used = failed ? 0 : kind.price;
      if (entryDay.startsWith(month)) monthCredits += used;
      ledger.add({
        at,
        day: entryDay,
        month: entryDay.slice(0, 7),
        endpointId: kind.endpointId,
        params: JSON.parse(fill(kind.params, idOf(kind, n % 7_000))),
        price: kind.price,
        used,
        remaining: 5_000_000 - n,
        outcome: failed ? 'notFound' : 'ok',
      });
    }
    writes.push(done(tx));
  }

  // Batches of video pages, each line with its answer; one batch a fortnight.
  const video = kinds.find((kind) => kind.endpointId === 'video.video') ?? kinds[0];
  if (!video) throw new Error('No kind of video to seed batches with');
  for (let b = 0; b < size.batches; b += 1) {
    const tx = db.transaction(['batches', 'batchRows', 'batchAnswers'], 'readwrite');
    const startedAt = atOf(b, size.batches) - 3_600_000;
    const updatedAt = startedAt + size.rowsPerBatch * 400;
    const added = tx.objectStore('batches').add({
      cap: size.rowsPerBatch * video.price,
      concurrency: 3,
      running: false,
      ended: { why: 'end' },
      rows: size.rowsPerBatch,
      done: size.rowsPerBatch,
      failed: 0,
      spent: size.rowsPerBatch * video.price,
      startedAt,
      updatedAt,
    });
    added.onsuccess = () => {
      const batchId = added.result as number;
      for (let index = 0; index < size.rowsPerBatch; index += 1) {
        const id = idOf(video, 50_000 + b * size.rowsPerBatch + index);
        const title = `Batch ${b + 1} line ${index + 1}`;
        tx.objectStore('batchRows').put({
          batchId,
          index,
          line: index + 1,
          url: fill(video.url, id),
          platform: video.platform,
          kind: video.kind,
          endpointId: video.endpointId,
          params: JSON.parse(fill(video.params, id)),
          status: 'done',
          credits: video.price,
          source: 'network',
          title,
          ms: 300 + (index % 400),
        });
        tx.objectStore('batchAnswers').put({ data: answerOf(video, title, 1) }, [batchId, index]);
      }
    };
    writes.push(done(tx));
  }

  // Load all: lists of comments loaded to their end, every page kept whole.
  for (let j = 0; j < size.loadAllJobs; j += 1) {
    const tx = db.transaction(['jobs', 'jobPages'], 'readwrite');
    const id = idOf(pages, 80_000 + j);
    const params = JSON.parse(fill(pages.params, id)) as Record<string, unknown>;
    const startedAt = atOf(j, size.loadAllJobs) - 600_000;
    const items =
      ((pages.sample as Record<string, unknown>).comments as unknown[] | undefined)?.length ?? 0;
    const added = tx.objectStore('jobs').add({
      endpointId: pages.endpointId,
      params,
      key: fill(pages.key, id),
      pageUrl: fill(pages.url, id),
      cap: size.pagesPerJob * pages.price,
      running: false,
      ended: { why: 'end' },
      next: null,
      pages: size.pagesPerJob,
      items: size.pagesPerJob * items,
      spent: size.pagesPerJob * pages.price,
      startedAt,
      updatedAt: startedAt + size.pagesPerJob * 500,
    });
    added.onsuccess = () => {
      for (let index = 0; index < size.pagesPerJob; index += 1)
        tx.objectStore('jobPages').put({
          jobId: added.result as number,
          index,
          params: index === 0 ? params : { ...params, cursor: `page-${index}` },
          data: pages.sample,
          warnings: [],
          fetchedAt: startedAt + index * 500,
          source: 'network',
          credits: pages.price,
          items,
        });
    };
    writes.push(done(tx));
  }
  await Promise.all(writes);
  db.close();

  const extension = globalThis as unknown as {
    chrome?: { storage: { local: { set(items: object): Promise<void> } } };
    browser?: { storage: { local: { set(items: object): Promise<void> } } };
  };
  const local = (extension.browser ?? extension.chrome)?.storage.local;
  await local?.set({ watched: watchedThings });

  return {
    results: looks.length,
    snapshotsOfFirstWatched,
    watchedKeys: watchedThings.map((entry) => entry.key),
    ledgerRows: size.ledgerRows,
    monthCredits,
    batchRows: size.batches * size.rowsPerBatch,
    jobPages: size.loadAllJobs * size.pagesPerJob,
    cached: cachedKeys.size,
    ms: Math.round(performance.now() - started),
  };
}

/** Seeds the profile from an extension page (the settings page will do). */
export const seedProfile = (
  page: Page,
  size: ProfileSize = yearsOfUse,
  now = Date.now(),
): Promise<Seeded> => page.evaluate(seedInPage, seedPlan(size, now));
