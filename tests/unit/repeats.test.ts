/**
 * One item per id. The catalog names the key of every list (checked against the samples); Load
 * all over every paged list whose pages repeat items (the fake shifts each page back over the page
 * before) keeps each once and counts the repeats, a job kept before repeats were counted resumes
 * and is counted again from its pages; a batch whose pages list the same items keeps them under
 * each page (each row is its own list), in one run or two, and drops only what one page lists
 * twice; and the words that say so.
 */
import { describe, expect, it, vi } from 'vitest';
import { batchSheets } from '@/components/batch/batch-export';
import { batchJson, csvFiles, repeatsLine } from '@/components/batch/batch-words';
import { answerShape } from '@/components/views/answer-shape';
import { csvTables } from '@/components/views/ExportBar';
import { loadAreaViews } from '@/components/views/specs';
import type { Endpoint } from '@/lib/api/endpoint';
import { dropRepeats, keyOfItem, listIn } from '@/lib/api/repeats';
import { endpointById, endpoints } from '@/lib/areas';
import { lineRequest, readLines } from '@/lib/areas/batch-lines';
import { itemWordsApart } from '@/lib/areas/names';
import { sampleOf } from '@/lib/areas/samples';
import { listPathOf } from '@/lib/areas/views';
import { createBatches } from '@/lib/extension/background/batch';
import { createLoadAll } from '@/lib/extension/background/load-all';
import { platforms } from '@/lib/platforms';
import { batchAnswers, batchRows, getBatch } from '@/lib/store/batches';
import type { LoadAllJob } from '@/lib/store/db';
import { getJob, pagesOf } from '@/lib/store/jobs';
import { repeatsDropped } from '@/lib/words';
import { answerFor } from '../fake-api/pages';
import { platformExamples } from '../support/platform-examples';
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

/** Two pages of a kind `endpoint` serves, as the batch page sends them, for lists of the same items. */
const twoPagesOf = (endpoint: Endpoint) => {
  const examples = platforms.flatMap((platform) =>
    endpoint.pages.flatMap((kind) =>
      (platformExamples[platform.id].pages[kind] ?? []).map(([url]) => url),
    ),
  );
  const pages = readLines(examples.join('\n')).pages.filter(
    (page) => page.area === endpoint.area && endpoint.pages.includes(page.kind as never),
  );
  const lines = pages
    .map((page) => lineRequest(page, endpoint))
    .filter((line) => endpoint.params.safeParse(line.params).success);
  const distinct = lines.filter(
    (line, at) =>
      lines.findIndex((other) => JSON.stringify(other.params) === JSON.stringify(line.params)) ===
      at,
  );
  return distinct.slice(0, 2);
};

const batchable = lists
  .map((endpoint) => [endpoint.id, endpoint, twoPagesOf(endpoint)] as const)
  .filter(([, , lines]) => lines.length === 2);

it('two pages of most lists can be asked in one batch', () => {
  expect(batchable.length).toBeGreaterThan(lists.length / 2);
});

async function batchFinished(batchId: number) {
  await vi.waitFor(async () => expect((await getBatch(suite.db, batchId))?.running).toBe(false));
  const batch = await getBatch(suite.db, batchId);
  if (!batch) throw new Error('batch gone');
  return { batch, rows: await batchRows(suite.db, batchId) };
}

const setUpBatches = (call?: (data: unknown) => unknown) => {
  const service = suite.service();
  return createBatches({
    db: async () => suite.db,
    call: async (request, how) => {
      const result = await service.call(request, how);
      return call && result.ok ? { ...result, data: call(result.data) } : result;
    },
    costNow: (request) => service.costNow(request),
  });
};

describe.each(batchable)(
  'a batch of two %s pages whose lists hold the same items',
  (_id, endpoint, lines) => {
    const path = listPathOf(endpoint) ?? '';
    const answerOf = (line: (typeof lines)[number]) =>
      answerFor(endpoint, endpoint.params.parse(line.params) as never, 1, pageCount);
    const itemsOf = (line: (typeof lines)[number]) => listIn(answerOf(line), path) ?? [];

    it('keeps every item under each page: in its answer, its CSV, its sheet and its JSON; no repeats counted', async () => {
      const started = await setUpBatches().start({ rows: [...lines], cap: 1000, concurrency: 1 });
      if (!started.ok) throw new Error(started.message);
      const { batch, rows } = await batchFinished(started.batch.id);
      expect(rows.map((row) => [row.status, row.repeats ?? 0])).toEqual([
        ['done', 0],
        ['done', 0],
      ]);
      const answers = Object.fromEntries(await batchAnswers(suite.db, batch.id));
      const keysOf = (items: unknown[]) =>
        items.map((item) => keyOfItem(item, endpoint.itemKey ?? []));
      // The two pages' lists share items: what an earlier batch dropped from the second.
      const [first = [], second = []] = lines.map((line) => keysOf(itemsOf(line)));
      expect(second.filter((key) => first.includes(key)).length).toBeGreaterThan(0);
      expect(rows.map((row) => keysOf(listIn(answers[row.index], path) ?? []))).toEqual(
        lines.map((line) => keysOf(itemsOf(line))),
      );
      expect(
        batchJson(batch, rows, answers).lines.map((line) => listIn(line.data, path)?.length),
      ).toEqual(lines.map((line) => itemsOf(line).length));
      // The kind's file: under each page, the rows its answer alone gives in the panel's CSV.
      const [file] = csvFiles(rows, answers, answerShape);
      expect(rows.map((row) => file?.rows.filter((item) => item.line === row.line).length)).toEqual(
        lines.map((line) => csvTables(endpoint.id, answerOf(line))[0]?.rows.length),
      );
      const sheet = batchSheets(rows, answers, answerShape)[1];
      expect(sheet?.rows).toEqual(file?.rows);
      expect(repeatsLine(rows, () => 'items')).toBe('');
    });
  },
);

describe('a batch whose pages list the same posts', () => {
  const endpoint = endpointById('forum.communityPosts');
  // Two communities whose answers (the same sample) list the same posts.
  const lines = readLines(
    ['https://www.reddit.com/r/typescript/', 'https://www.reddit.com/r/javascript/'].join('\n'),
  ).pages.map((page) => lineRequest(page, endpoint));
  const perPage = (listIn(sampleOf(endpoint.id), 'posts') ?? []).length;
  const price = endpoint.credits({ name: 'x' });

  it('resumed after its cap, gives the second page every post the first one gave too', async () => {
    const batches = setUpBatches();
    const started = await batches.start({ rows: lines, cap: price, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const first = await batchFinished(started.batch.id);
    expect(first.rows.map((row) => row.status)).toEqual(['done', 'pending']);
    await batches.resume(started.batch.id, 100, { raiseCap: true });
    const { rows } = await batchFinished(started.batch.id);
    expect(rows.map((row) => [row.status, row.repeats ?? 0])).toEqual([
      ['done', 0],
      ['done', 0],
    ]);
    const answers = await batchAnswers(suite.db, started.batch.id);
    expect([...answers.values()].map((data) => listIn(data, 'posts')?.length)).toEqual([
      perPage,
      perPage,
    ]);
  });

  it('keeps once a post its own page lists twice, and says so', async () => {
    // The service's answer with its first post listed again at its end.
    const twice = (data: unknown) => {
      const posts = listIn(data, 'posts') ?? [];
      return { ...(data as object), posts: [...posts, posts[0]] };
    };
    const started = await setUpBatches(twice).start({ rows: lines, cap: 100, concurrency: 1 });
    if (!started.ok) throw new Error(started.message);
    const { rows } = await batchFinished(started.batch.id);
    expect(rows.map((row) => [row.status, row.repeats ?? 0])).toEqual([
      ['done', 1],
      ['done', 1],
    ]);
    const answers = await batchAnswers(suite.db, started.batch.id);
    expect([...answers.values()].map((data) => listIn(data, 'posts')?.length)).toEqual([
      perPage,
      perPage,
    ]);
    expect(repeatsLine(rows, () => 'posts')).toBe('2 repeated posts dropped.');
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

  describe('told apart where two kinds of item share a noun', async () => {
    const areas = [...new Set(endpoints.map((endpoint) => endpoint.area))];
    await Promise.all(areas.map(loadAreaViews));
    const nounOf = (id: string) => answerShape(id).name;
    // Every endpoint that drops repeats (a list with a key) for a page: a batch holds any of them.
    const dropping = endpoints
      .filter((endpoint) => endpoint.itemKey !== undefined && endpoint.pages.length > 0)
      .filter((endpoint) => answerShape(endpoint.id).items !== undefined)
      .map((endpoint) => endpoint.id);
    const said = (ids: readonly string[]) => {
      const named = itemWordsApart(ids, nounOf);
      return ids.map((id) => named.get(id) ?? '');
    };
    const repeatsOf = (...counts: [string, number][]) =>
      counts.map(([endpointId, repeats]) => ({ endpointId, repeats }) as never);

    it('says "Threads posts" and "Instagram posts", and a noun no other has alone', () => {
      expect(
        repeatsLine(
          repeatsOf(['microblog.userPosts', 4], ['photo.userPosts', 4], ['video.comments', 2]),
          nounOf,
        ),
      ).toBe(
        '4 repeated Threads posts, 4 repeated Instagram posts and 2 repeated comments dropped.',
      );
    });

    it.each(dropping.map((id) => [id] as const))('%s: its words differ from every other', (id) => {
      expect(dropping.length).toBeGreaterThan(30);
      for (const other of dropping.filter((each) => each !== id)) {
        const [mine = '', theirs = ''] = said([id, other]);
        expect(mine.toLowerCase(), `${id} beside ${other}`).not.toBe(theirs.toLowerCase());
        // One of each reads the same as well ("1 repeated Threads post").
        expect(repeatsDropped(1, mine), other).not.toBe(repeatsDropped(1, theirs));
        // The noun alone where the other's differs; more where it is the same.
        expect(mine === nounOf(id), other).toBe(nounOf(id) !== nounOf(other));
      }
    });

    it('tells every kind apart when a batch holds them all', () => {
      const words = said(dropping).map((each) => each.toLowerCase());
      expect(words.filter((each, index) => words.indexOf(each) !== index)).toEqual([]);
      expect(words.filter((each) => /\b(\w+) \1\b/.test(each))).toEqual([]);
    });
  });
});
