/**
 * One item per id. The catalog names the key of every list (checked against the samples); Load
 * all over every paged list whose pages repeat items (the fake shifts each page back over the page
 * before) keeps each once and counts the repeats, a job kept before repeats were counted resumes
 * and is counted again from its pages; a batch whose pages list the same items keeps them once,
 * in one run or two; and the words that say so.
 */
import { describe, expect, it, vi } from 'vitest';
import { repeatsLine } from '@/components/batch/batch-words';
import { csvTables } from '@/components/views/ExportBar';
import type { Endpoint } from '@/lib/api/endpoint';
import { dropRepeats, keyOfItem, listIn } from '@/lib/api/repeats';
import { endpointById, endpoints, endpointsForPage } from '@/lib/areas';
import { lineRequest, readLines } from '@/lib/areas/batch-lines';
import { sampleOf } from '@/lib/areas/samples';
import { listPathOf } from '@/lib/areas/views';
import { createBatches } from '@/lib/extension/background/batch';
import { createLoadAll } from '@/lib/extension/background/load-all';
import { batchAnswers, batchRows, getBatch } from '@/lib/store/batches';
import type { LoadAllJob } from '@/lib/store/db';
import { getJob, pagesOf } from '@/lib/store/jobs';
import { repeatsDropped } from '@/lib/words';
import { answerFor } from '../fake-api/pages';
import { serviceSuite } from '../support/service-suite';

const pageCount = 3;
const repeated = 2;
const suite = serviceSuite({ pageCount, repeatedItems: repeated });

const lists = endpoints.filter((endpoint) => listPathOf(endpoint) !== undefined);

describe.each(lists.map((endpoint) => [endpoint.id, endpoint] as const))(
  'the items of %s',
  (_id, endpoint) => {
    const items = listIn(sampleOf(endpoint.id), listPathOf(endpoint) ?? '') ?? [];

    it('are told apart by the key its catalog entry names, each sample item by its own', () => {
      expect(endpoint.itemKey).toBeDefined();
      const keys = items.map((item) => keyOfItem(item, endpoint.itemKey ?? []));
      expect(keys.every((key) => key !== undefined)).toBe(true);
      expect(new Set(keys).size).toBe(items.length);
    });

    it('are kept once when a page lists them again, the repeats counted', () => {
      const seen = new Set<string>();
      const first = dropRepeats(items, endpoint.itemKey ?? [], seen);
      const again = dropRepeats([...items].reverse(), endpoint.itemKey ?? [], seen);
      expect([first.kept, first.repeats]).toEqual([items, 0]);
      expect([again.kept, again.repeats]).toEqual([[], items.length]);
    });
  },
);

it('every list the service answers names its key, and nothing else does', () => {
  expect(lists.length).toBeGreaterThan(0);
  expect(endpoints.filter((endpoint) => endpoint.itemKey !== undefined)).toEqual(lists);
});

const setUpLoadAll = () => {
  const service = suite.service();
  return createLoadAll({
    db: async () => suite.db,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
  });
};

async function settled(jobId: number): Promise<LoadAllJob> {
  await vi.waitFor(async () => expect((await getJob(suite.db, jobId))?.running).toBe(false));
  const job = await getJob(suite.db, jobId);
  if (!job) throw new Error('job gone');
  return job;
}

/** What the fake's shifting pages hold: each page's length, the items each brings again. */
const pagingOf = (endpoint: Endpoint, params: Record<string, unknown>) => {
  const parsed = endpoint.params.parse(params) as Record<string, unknown>;
  const first = answerFor(endpoint, parsed, 1, pageCount);
  const perPage = listIn(first, endpoint.pagination?.items ?? '')?.length ?? 0;
  const again = Math.min(repeated, perPage);
  return {
    perPage,
    repeats: (pageCount - 1) * again,
    unique: pageCount * perPage - (pageCount - 1) * again,
  };
};

/** The keys of every item a job's pages keep. */
const keptKeys = async (job: LoadAllJob, endpoint: Endpoint) =>
  (await pagesOf(suite.db, job.id)).flatMap((page) =>
    (listIn(page.data, endpoint.pagination?.items ?? '') ?? []).map((item) =>
      keyOfItem(item, endpoint.itemKey ?? []),
    ),
  );

const paged = endpoints.filter((endpoint) => endpoint.pagination !== undefined);

describe.each(paged.map((endpoint) => [endpoint.id, endpoint] as const))(
  'Load all of %s over pages that repeat items',
  (_id, endpoint) => {
    it('keeps each item once and counts the repeats it dropped', async () => {
      const expected = pagingOf(endpoint, endpoint.example as Record<string, unknown>);
      const started = await setUpLoadAll().start({
        id: endpoint.id,
        params: endpoint.example as Record<string, unknown>,
        cap: 1000,
      });
      if (!started.ok) throw new Error(started.message);
      const job = await settled(started.job.id);
      expect(job).toMatchObject({
        ended: { why: 'end' },
        items: expected.unique,
        repeats: expected.repeats,
      });
      const keys = await keptKeys(job, endpoint);
      expect(keys).toHaveLength(expected.unique);
      expect(new Set(keys).size).toBe(expected.unique);
    });
  },
);

describe('a Load all job kept before repeats were counted', () => {
  it('resumes, counted again from its pages, and keeps each item once', async () => {
    const endpoint = endpointById('video.comments');
    const params = { videoId: 'dQw4w9WgXcQ' };
    const expected = pagingOf(endpoint, params);
    const price = endpoint.credits(params);
    const jobs = setUpLoadAll();
    const started = await jobs.start({ id: endpoint.id, params, cap: 2 * price });
    if (!started.ok) throw new Error(started.message);
    const stopped = await settled(started.job.id);
    expect(stopped).toMatchObject({ ended: { why: 'cap' }, pages: 2 });

    // As an earlier Sidelight kept it: every page whole, its items counted with their repeats.
    const pages = await pagesOf(suite.db, stopped.id);
    const { repeats: _repeats, ...old } = stopped;
    const tx = suite.db.transaction(['jobs', 'jobPages'], 'readwrite');
    await Promise.all([
      tx.objectStore('jobs').put({ ...old, items: 2 * expected.perPage }),
      ...pages.map((page) => {
        const { repeats: _dropped, ...whole } = page;
        const data = answerFor(endpoint, page.params, page.index + 1, {
          pageCount,
          repeated,
        });
        return tx.objectStore('jobPages').put({ ...whole, data, items: expected.perPage });
      }),
      tx.done,
    ]);

    const resumed = await jobs.resume(stopped.id, 100, { raiseCap: true });
    expect(resumed.ok).toBe(true);
    const job = await settled(stopped.id);
    expect(job).toMatchObject({
      ended: { why: 'end' },
      pages: pageCount,
      items: expected.unique,
      repeats: expected.repeats,
    });
    expect(suite.fake.requests.filter((request) => request.endpoint === endpoint.id)).toHaveLength(
      pageCount,
    );
    // The page added after the resume holds none of the pages kept before it.
    const keys = await keptKeys(job, endpoint);
    const lastPage = keys.slice(2 * expected.perPage);
    expect(lastPage.filter((key) => keys.slice(0, 2 * expected.perPage).includes(key))).toEqual([]);
  });
});

describe('a batch whose pages list the same items', () => {
  const setUp = () => {
    const service = suite.service();
    return createBatches({
      db: async () => suite.db,
      call: (request) => service.call(request),
      costNow: (request) => service.costNow(request),
    });
  };
  const endpoint = endpointById('forum.communityPosts');
  // Two communities whose answers (the same sample) list the same posts.
  const lines = readLines(
    ['https://www.reddit.com/r/typescript/', 'https://www.reddit.com/r/javascript/'].join('\n'),
  ).pages.map((page) => {
    const [asked] = endpointsForPage(page.area, page.kind).filter(
      (entry) => entry.id === endpoint.id,
    );
    if (!asked) throw new Error(`${page.url} does not offer ${endpoint.id}`);
    return lineRequest(page, asked);
  });
  const perPage = (listIn(sampleOf(endpoint.id), 'posts') ?? []).length;
  const price = endpoint.credits({ name: 'x' });

  async function finished(batchId: number) {
    await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
    return batchRows(suite.db, batchId);
  }

  it('keeps each item once across its pages, counts the repeats, and its files hold each once', async () => {
    const started = await setUp().start({ rows: lines, cap: 100, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const rows = await finished(started.batch.id);
    expect(rows.map((row) => [row.status, row.repeats ?? 0])).toEqual([
      ['done', 0],
      ['done', perPage],
    ]);
    const answers = await batchAnswers(suite.db, started.batch.id);
    const kept = [...answers.values()].flatMap((data) => listIn(data, 'posts') ?? []);
    expect(kept).toHaveLength(perPage);
    expect(repeatsLine(rows, () => 'posts')).toBe(`${perPage} repeated posts dropped.`);
    const rowsInFiles = [...answers.values()].flatMap(
      (data) => csvTables(endpoint.id, data)[0]?.rows ?? [],
    );
    expect(new Set(rowsInFiles.map((row) => row.ID)).size).toBe(perPage);
  });

  it('counts the pages done in an earlier run: a resumed batch still keeps each item once', async () => {
    const batches = setUp();
    const started = await batches.start({ rows: lines, cap: price, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const first = await finished(started.batch.id);
    expect(first.map((row) => row.status)).toEqual(['done', 'pending']);
    await batches.resume(started.batch.id, 100, { raiseCap: true });
    const rows = await finished(started.batch.id);
    expect(rows.map((row) => [row.status, row.repeats ?? 0])).toEqual([
      ['done', 0],
      ['done', perPage],
    ]);
  });
});

describe('the words of repeats', () => {
  it.each([
    [2, 'comments', '2 repeated comments dropped'],
    [1, 'comments', '1 repeated comment dropped'],
    [1, 'replies', '1 repeated reply dropped'],
    [1, 'businesses', '1 repeated business dropped'],
    [3, 'news', '3 repeated news dropped'],
    [1, 'news', '1 repeated news dropped'],
    [1_204, 'posts', '1,204 repeated posts dropped'],
  ])('%i %s: "%s"', (count, noun, words) => {
    expect(repeatsDropped(count, noun)).toBe(words);
  });

  it('names each kind of item a batch dropped, in the order of its rows', () => {
    const row = (endpointId: string, repeats?: number) =>
      ({ endpointId, ...(repeats ? { repeats } : {}) }) as never;
    const nouns: Record<string, string> = {
      'video.comments': 'comments',
      'video.search': 'videos',
    };
    const nounOf = (id: string) => nouns[id] ?? 'items';
    expect(repeatsLine([row('video.comments'), row('video.search')], nounOf)).toBe('');
    expect(repeatsLine([row('video.comments', 2), row('video.comments', 1)], nounOf)).toBe(
      '3 repeated comments dropped.',
    );
    expect(
      repeatsLine(
        [row('video.search', 1), row('video.comments', 2), row('forum.search', 4)],
        nounOf,
      ),
    ).toBe('1 repeated video, 2 repeated comments and 4 repeated items dropped.');
  });
});
