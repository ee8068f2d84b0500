/**
 * A Load all job's run in this worker: page after page from where the job stands, each priced
 * against the job's cap, asked through the job's run at the till and kept with the job as it
 * lands (a page that found no room is held, paid, for a resume); then the job ends with why it
 * stopped.
 */
import type { Endpoint, Pagination } from '../../api/endpoint';
import { nextPageParams, valueAt } from '../../api/pagination';
import { answerWithoutRepeats } from '../../api/repeats';
import { cacheKey } from '../../store/cache';
import type { JobEnd, JobPage, LoadAllJob, SidelightDb } from '../../store/db';
import { addPage, pagesOf, saveJob } from '../../store/jobs';
import { isStorageFull, writeEvenIfFull } from '../../store/storage-full';
import type { Answer, ServiceResult } from '../shared/answers';
import type { CallRequest } from '../shared/messages';
import type { CallHow } from './api-service';
import type { createHeldAnswers } from './held-answers';
import type { JobRunDeps, RunControl } from './job-runs';
import type { JobRun } from './till';

/** A page paid for that found no room, with the key of the params it answers. */
export interface HeldPage {
  key: string;
  result: ServiceResult;
}

export interface LoadAllRunDeps extends JobRunDeps<LoadAllJob> {
  call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  heldPages: ReturnType<typeof createHeldAnswers<HeldPage>>;
}

/** A run as its pages share it: the job as it stands, and what the run has seen and asked. */
interface LoadAllRun {
  deps: LoadAllRunDeps;
  db: SidelightDb;
  endpoint: Endpoint;
  pagination: Pagination;
  /** The keys of the items the job holds: an item a later page repeats is kept once. */
  seen: Set<string>;
  /** The pages this run asked for: a list that sends back a page it sent before has ended. */
  asked: Set<string>;
  /** This run at the till: it holds every page to the job's cap, and counts what they charged. */
  till: JobRun;
  job: LoadAllJob;
}

/** Why a run stops after a page; undefined when it goes on. */
type Stop = { why: JobEnd; message?: string } | undefined;

/** Fetches the job's pages from where it stands until it ends, and ends it. */
export async function runLoadAll(
  deps: LoadAllRunDeps,
  db: SidelightDb,
  started: LoadAllJob,
  endpoint: Endpoint,
  control: RunControl,
): Promise<void> {
  const pagination = endpoint.pagination;
  if (!pagination) return;
  const seen = new Set<string>();
  const job = await withCountsOfPages(db, started, endpoint, pagination, seen);
  const run: LoadAllRun = {
    deps,
    db,
    endpoint,
    pagination,
    seen,
    asked: new Set(),
    till: {
      id: `load all ${job.id}`,
      cap: job.cap,
      spentBefore: job.spent,
      of: { store: 'jobs', id: job.id },
    },
    job,
  };
  for (;;) {
    const params = run.job.next;
    if (!params) return end(run, 'end');
    if (control.stop) return end(run, 'stopped');
    const stop = await loadPage(run, params);
    if (stop) return end(run, stop.why, stop.message);
  }
}

/**
 * The keys of the items the job holds, into `seen`, from the pages it kept: a page that repeats
 * one (the list shifted while it was read) keeps it once. A job kept before repeats were counted
 * has its counts made again from its pages.
 */
async function withCountsOfPages(
  db: SidelightDb,
  started: LoadAllJob,
  endpoint: Endpoint,
  pagination: Pagination,
  seen: Set<string>,
): Promise<LoadAllJob> {
  let held = { items: 0, repeats: 0 };
  for (const page of started.pages > 0 ? await pagesOf(db, started.id) : []) {
    const { kept: items, repeats } = answerWithoutRepeats(
      page.data,
      pagination.items,
      endpoint.itemKey,
      seen,
    );
    held = { items: held.items + items, repeats: held.repeats + repeats };
  }
  return started.repeats === undefined && started.pages > 0 ? { ...started, ...held } : started;
}

/** The job ends, written even when the browser has no room, and said. */
async function end({ deps, db, job }: LoadAllRun, why: JobEnd, message?: string) {
  const ending = deps.ended(job, why, message);
  await writeEvenIfFull(() => saveJob(db, ending));
  deps.changed?.(ending.id);
}

/**
 * One page: priced (a held page, or one free now, costs nothing), refused when it would pass the
 * job's cap, asked at the till under the job's run, and kept.
 */
async function loadPage(run: LoadAllRun, params: Record<string, unknown>): Promise<Stop> {
  const { deps, endpoint, job } = run;
  const cost = await deps.costNow({ id: endpoint.id, params });
  const heldPage = deps.heldPages.get(job.id, job.pages);
  const heldAnswer = heldPage?.key === cacheKey(endpoint, params) ? heldPage.result : undefined;
  const price = heldAnswer || cost.free ? 0 : endpoint.credits(params);
  if (job.spent + price > job.cap) return { why: 'cap' };
  run.asked.add(cacheKey(endpoint, params));
  // The list's first page is a result like any; the others are kept with the job alone.
  const result = await (heldAnswer ? async () => heldAnswer : deps.call)(
    { id: endpoint.id, params, ...(job.pageUrl ? { pageUrl: job.pageUrl } : {}) },
    { history: job.pages === 0, job: run.till },
  );
  if (!result.ok) {
    run.job = { ...job, spent: job.spent + (result.charged ?? 0) };
    if (result.error.kind === 'overBudget' && result.error.over === 'job') return { why: 'cap' };
    return { why: 'error', message: result.error.message };
  }
  return keepPage(run, params, result, heldAnswer !== undefined);
}

/**
 * The page as kept and the job after it: its items without those the job holds already, the
 * next page's params (none when the list ends or sends a page asked before), the list's total.
 */
function landed(
  run: LoadAllRun,
  params: Record<string, unknown>,
  result: Answer,
  wasHeld: boolean,
): { job: LoadAllJob; page: JobPage } {
  const { endpoint, pagination, job } = run;
  const {
    data,
    kept: items,
    repeats,
  } = answerWithoutRepeats(result.data, pagination.items, endpoint.itemKey, run.seen);
  const credits = result.charged;
  // Demo data is one page per list: its "next page" would be the same sample again.
  const following = result.source === 'demo' ? null : nextPageParams(endpoint, params, result.data);
  const next = following && !run.asked.has(cacheKey(endpoint, following)) ? following : null;
  const total = pagination.total === undefined ? undefined : valueAt(result.data, pagination.total);
  return {
    job: {
      ...job,
      next,
      pages: job.pages + 1,
      items: job.items + items,
      repeats: (job.repeats ?? 0) + repeats,
      // A held page was counted when it was paid for, before it found no room.
      spent: job.spent + (wasHeld ? 0 : credits),
      ...(typeof total === 'number' && Number.isFinite(total) ? { total } : {}),
      updatedAt: run.deps.now(),
    },
    page: {
      jobId: job.id,
      index: job.pages,
      params,
      data,
      warnings: result.warnings,
      fetchedAt: result.fetchedAt,
      source: result.source,
      credits,
      items,
      ...(repeats > 0 ? { repeats } : {}),
    },
  };
}

/** Keeps the page with the job; a page that finds no room is held and stops the run. */
async function keepPage(
  run: LoadAllRun,
  params: Record<string, unknown>,
  result: Answer,
  wasHeld: boolean,
): Promise<Stop> {
  const { deps, endpoint } = run;
  const before = run.job;
  const { job, page } = landed(run, params, result, wasHeld);
  run.job = job;
  try {
    await addPage(run.db, job, page);
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    // The page is not kept, so the job stands where it stood but for what it paid (its cap
    // counts that, even if the held answer is lost with this worker); the answer is held.
    deps.heldPages.hold(job.id, page.index, { key: cacheKey(endpoint, params), result });
    run.job = { ...before, spent: job.spent };
    return { why: 'storageFull' };
  }
  deps.heldPages.stored(job.id, page.index);
  deps.changed?.(job.id);
  return undefined;
}
