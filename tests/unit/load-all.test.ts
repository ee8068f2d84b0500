/**
 * "Load all" against the local fake of the service: a list fetched to its end, to its cap, stopped,
 * failed, interrupted, and resumed, with no page paid twice.
 */
import { describe, expect, it, vi } from 'vitest';
import { endpointById } from '@/lib/areas';
import { sampleOf } from '@/lib/areas/samples';

import { createApiService } from '@/lib/extension/background/api-service';
import { createLoadAll } from '@/lib/extension/background/load-all';
import { listHistory } from '@/lib/store/history';
import { getJob, interruptJobs, pagesOf } from '@/lib/store/jobs';
import { ledgerEntries, totals } from '@/lib/store/ledger';
import { faults } from '../fake-api/faults';
import { serviceSuite } from '../support/service-suite';
import { timingOut } from '../support/timing-out';

const suite = serviceSuite({ pageCount: 4 });

const setUp = () => {
  const service = suite.service();
  const changes: number[] = [];
  const jobs = createLoadAll({
    db: async () => suite.db,
    call: (request, how) => service.call(request, how),
    costNow: (request) => service.costNow(request),
    changed: (jobId) => changes.push(jobId),
  });
  return { service, jobs, changes };
};

const comments = { id: 'video.comments', params: { videoId: 'dQw4w9WgXcQ' } };
const commentPrice = endpointById('video.comments').credits({ videoId: 'x' });
const perPage = (sampleOf('video.comments') as { comments: unknown[] }).comments.length;

/** Starts a job and waits until it is no longer running. */
async function loadAll(
  jobs: ReturnType<typeof setUp>['jobs'],
  cap: number,
  request: { id: string; params: Record<string, unknown> } = comments,
) {
  const started = await jobs.start({ ...request, cap });
  if (!started.ok) throw new Error(started.message);
  return settled(started.job.id);
}

async function settled(jobId: number) {
  await vi.waitFor(async () => expect((await getJob(suite.db, jobId))?.running).toBe(false));
  const job = await getJob(suite.db, jobId);
  if (!job) throw new Error('job gone');
  return job;
}

const commentIds = async (jobId: number) =>
  (await pagesOf(suite.db, jobId)).flatMap((page) =>
    (page.data as { comments: { id: string }[] }).comments.map((comment) => comment.id),
  );

describe('load all', () => {
  it('fetches every page to the end, each once, and keeps them in order', async () => {
    const { jobs, changes } = setUp();
    const job = await loadAll(jobs, 100);
    expect(job).toMatchObject({
      ended: { why: 'end' },
      pages: 4,
      items: 4 * perPage,
      spent: 4 * commentPrice,
      next: null,
    });
    expect(suite.fake.requests.map((request) => request.query.cursor ?? 'first')).toHaveLength(4);
    const ids = await commentIds(job.id);
    expect(new Set(ids).size).toBe(4 * perPage);
    expect((await pagesOf(suite.db, job.id)).map((page) => page.index)).toEqual([0, 1, 2, 3]);
    expect(changes.filter((id) => id === job.id).length).toBeGreaterThanOrEqual(5);
    expect((await ledgerEntries(suite.db)).map((entry) => entry.outcome)).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    // The first page is a result in the history; the others are the job's alone.
    expect((await listHistory(suite.db)).map((entry) => entry.params)).toEqual([
      { ...comments.params, count: 20 },
    ]);
  });

  it('stops at its cap before a page it could not pay for', async () => {
    const { jobs } = setUp();
    const job = await loadAll(jobs, 2 * commentPrice + 1);
    expect(job).toMatchObject({ ended: { why: 'cap' }, pages: 2, spent: 2 * commentPrice });
    expect(job.next).not.toBeNull();
    expect(suite.fake.requests).toHaveLength(2);
  });

  it('counts a page the cache holds as free, and does not fetch it again', async () => {
    const { jobs, service } = setUp();
    await service.call(comments);
    const job = await loadAll(jobs, 100);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 4, spent: 3 * commentPrice });
    expect(suite.fake.requests).toHaveLength(4);
    expect((await pagesOf(suite.db, job.id)).map((page) => page.source)).toEqual([
      'cache',
      'network',
      'network',
      'network',
    ]);
  });

  it('is held to its cap by the till, whatever it was told a page costs', async () => {
    const service = suite.service();
    const jobs = createLoadAll({
      db: async () => suite.db,
      call: (request, how) => service.call(request, how),
      // A price read before the cache lost its answer: every page looked free.
      costNow: async () => ({ free: 'cache' }),
    });
    const job = await loadAll(jobs, commentPrice + 1);
    expect(job).toMatchObject({ ended: { why: 'cap' }, pages: 1, spent: commentPrice });
    expect(job.next).toMatchObject({ cursor: expect.any(String) });
    expect(suite.fake.requests).toHaveLength(1);
  });

  it('counts a page that timed out at its price, as the ledger does', async () => {
    const service = createApiService({
      db: async () => suite.db,
      settings: async () => suite.settings,
      sample: async (id) => sampleOf(id),
      fetch: timingOut,
    });
    const jobs = createLoadAll({
      db: async () => suite.db,
      call: (request, how) => service.call(request, how),
      costNow: (request) => service.costNow(request),
    });
    const job = await loadAll(jobs, 100);
    expect(job).toMatchObject({ ended: { why: 'error' }, pages: 0, spent: commentPrice });
    expect((await totals(suite.db)).today).toBe(commentPrice);
  });

  it('resumes where its cap stopped it, paying no page twice', async () => {
    const { jobs } = setUp();
    const first = await loadAll(jobs, commentPrice);
    expect(first).toMatchObject({ ended: { why: 'cap' }, pages: 1 });
    const resumed = await jobs.resume(first.id, 100, { raiseCap: true });
    expect(resumed).toMatchObject({ ok: true, job: { running: true, cap: 100 } });
    const job = await settled(first.id);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 4, spent: 4 * commentPrice });
    expect(suite.fake.requests).toHaveLength(4);
    expect(new Set(await commentIds(job.id)).size).toBe(4 * perPage);
  });

  it('resumed, keeps its own cap: a higher cap needs a raise, and the stored cap never changes by itself', async () => {
    const { jobs } = setUp();
    const first = await loadAll(jobs, 2 * commentPrice);
    expect(first).toMatchObject({ ended: { why: 'cap' }, pages: 2, cap: 2 * commentPrice });
    expect(await jobs.resume(first.id, 100)).toEqual({
      ok: false,
      message: `Not resumed: its cap is ${2 * commentPrice} credits. A higher cap is set only by raising it, with the figure you type.`,
    });
    expect(await getJob(suite.db, first.id)).toEqual(first);
    // Resumed as it is: nothing more fits under its cap, and the cap is what it was.
    expect(await jobs.resume(first.id)).toMatchObject({ ok: true, job: { cap: 2 * commentPrice } });
    expect(await settled(first.id)).toMatchObject({
      ended: { why: 'cap' },
      pages: 2,
      spent: 2 * commentPrice,
      cap: 2 * commentPrice,
    });
    expect(suite.fake.requests).toHaveLength(2);
    // Raised by one page, as typed: one page more, and it stops at the new cap.
    await jobs.resume(first.id, 3 * commentPrice, { raiseCap: true });
    expect(await settled(first.id)).toMatchObject({
      ended: { why: 'cap' },
      pages: 3,
      spent: 3 * commentPrice,
      cap: 3 * commentPrice,
    });
    expect(suite.fake.requests).toHaveLength(3);
  });

  it('ends on an error in its words, and goes on from the failed page when resumed', async () => {
    const { jobs } = setUp();
    suite.fake.inject({
      ...faults.status(500, 'Upstream scraper crashed'),
      endpoint: 'video.comments',
    });
    const started = await jobs.start({ ...comments, cap: 100 });
    if (!started.ok) throw new Error(started.message);
    const failed = await settled(started.job.id);
    expect(failed.ended?.why).toBe('error');
    expect(failed.ended?.message).toBe('The service failed (500). Retry in a minute.');
    expect(failed.pages).toBe(0);
    await jobs.resume(failed.id, 100);
    const job = await settled(failed.id);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 4 });
    // The failure was not charged; each page was paid once.
    expect(suite.fake.requests.filter((request) => request.charged > 0)).toHaveLength(4);
  });

  it('stops after the page in flight when asked, keeping that page', async () => {
    const { jobs } = setUp();
    suite.fake.inject({ endpoint: 'video.comments', times: 2, delayMs: 150 });
    const started = await jobs.start({ ...comments, cap: 100 });
    if (!started.ok) throw new Error(started.message);
    await vi.waitFor(() => expect(suite.fake.requests.length).toBeGreaterThanOrEqual(1));
    const stopped = await jobs.stop(started.job.id);
    expect(stopped).toMatchObject({ ok: true, job: { running: false, ended: { why: 'stopped' } } });
    const job = await settled(started.job.id);
    expect(job.pages).toBeGreaterThanOrEqual(1);
    expect(job.pages).toBe(suite.fake.requests.length);
    expect((await pagesOf(suite.db, job.id)).length).toBe(job.pages);
  });

  it('leaves a job a dead worker was running as interrupted, to be resumed by the user', async () => {
    const { jobs } = setUp();
    const first = await loadAll(jobs, commentPrice);
    const { ended: _ended, ...unended } = first;
    await suite.db.put('jobs', { ...unended, running: true });
    expect(await interruptJobs(suite.db, 'jobs', Date.now())).toBe(1);
    expect(await getJob(suite.db, first.id)).toMatchObject({
      running: false,
      ended: { why: 'interrupted' },
    });
    // A new worker's runner resumes it from its second page.
    const { jobs: restarted } = setUp();
    await restarted.resume(first.id, 100, { raiseCap: true });
    expect(await settled(first.id)).toMatchObject({ ended: { why: 'end' }, pages: 4 });
    expect(suite.fake.requests).toHaveLength(4);
  });

  it('keeps the total the service tells', async () => {
    const { jobs } = setUp();
    const reviews = { id: 'reviews.reviews', params: { domain: 'example.com' } };
    const sampleTotal = (sampleOf('reviews.reviews') as { pagination: { totalCount: number } })
      .pagination.totalCount;
    const job = await loadAll(jobs, 1000, reviews);
    expect(job.total).toBe(sampleTotal);
    expect(job.ended?.why).toBe('end');
  });

  it('loads the one page of demo data, free', async () => {
    suite.settings = { ...suite.settings, demo: true };
    const { jobs } = setUp();
    const job = await loadAll(jobs, 0);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 1, spent: 0, items: perPage });
    expect(suite.fake.requests).toHaveLength(0);
  });

  it('refuses what is not a list, and params the endpoint would refuse', async () => {
    const { jobs } = setUp();
    expect(await jobs.start({ id: 'video.video', params: { videoId: 'x' }, cap: 10 })).toEqual({
      ok: false,
      message: 'Video is not a list: there is nothing more to load.',
    });
    const refused = await jobs.start({ id: 'video.comments', params: {}, cap: 10 });
    expect(refused.ok).toBe(false);
    expect(suite.fake.requests).toHaveLength(0);
  });

  it('finds the newest job of a list by its first page', async () => {
    const { jobs } = setUp();
    const job = await loadAll(jobs, commentPrice);
    expect((await jobs.find(comments.id, { ...comments.params, count: 20 }))?.id).toBe(job.id);
    expect(await jobs.find(comments.id, { videoId: 'other' })).toBeNull();
  });

  it('two quick starts of one list make one job, fetching each page once', async () => {
    const { jobs } = setUp();
    const replies = await Promise.all([
      jobs.start({ ...comments, cap: 100 }),
      jobs.start({ ...comments, cap: 100 }),
    ]);
    const ids = replies.map((reply) => (reply.ok ? reply.job.id : 0));
    expect(ids[0]).toBe(ids[1]);
    const job = await settled(ids[0] ?? 0);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 4, spent: 4 * commentPrice });
    expect(await suite.db.count('jobs')).toBe(1);
    expect(suite.fake.requests).toHaveLength(4);
  });

  it('two Resume clicks at once go on once, paying no page twice', async () => {
    const { jobs } = setUp();
    const capped = await loadAll(jobs, commentPrice);
    expect(capped).toMatchObject({ ended: { why: 'cap' }, pages: 1 });
    await Promise.all([
      jobs.resume(capped.id, 100, { raiseCap: true }),
      jobs.resume(capped.id, 100, { raiseCap: true }),
    ]);
    const job = await settled(capped.id);
    expect(job).toMatchObject({ ended: { why: 'end' }, pages: 4, spent: 4 * commentPrice });
    expect((await pagesOf(suite.db, job.id)).map((page) => page.index)).toEqual([0, 1, 2, 3]);
    expect(suite.fake.requests).toHaveLength(4);
  });

  it('a Resume of a list already loaded to its end leaves it ended', async () => {
    const { jobs } = setUp();
    const ended = await loadAll(jobs, 100);
    const replies = await Promise.all([jobs.resume(ended.id, 100), jobs.resume(ended.id, 100)]);
    expect(replies).toEqual([
      { ok: true, job: ended },
      { ok: true, job: ended },
    ]);
    expect(await getJob(suite.db, ended.id)).toEqual(ended);
  });
});
