/**
 * "Load all": a paginated list fetched page after page in the background, through the same calls
 * as a view's (the cache, shared calls, budgets, the ledger, the history), until the list ends,
 * the job's cap, an error or Stop. Each page is kept with the job as it lands, so a job resumed
 * later, by a new worker or after a browser restart, starts at the page it stopped before.
 */

import type { Endpoint } from '../../api/endpoint';
import { nextPageParams, valueAt } from '../../api/pagination';
import { answerWithoutRepeats } from '../../api/repeats';
import { endpointById, isEndpointId } from '../../areas';
import { cacheKey } from '../../store/cache';
import type { JobEnd, LoadAllJob, SidelightDb } from '../../store/db';
import {
  addPage,
  createJob,
  findJob,
  findJobAnyCount,
  getJob,
  pagesOf,
  resumeJobState,
  saveJob,
} from '../../store/jobs';
import { isStorageFull, noRoomToStart, writeEvenIfFull } from '../../store/storage-full';
import type { CostNow, JobReply, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest, MessageRequest } from '../shared/messages';
import { type CallHow, checkCall } from './api-service';
import { createHeldAnswers } from './held-answers';
import { capOnResume } from './job-caps';
import { createRuns, type RunControl } from './job-runs';

export interface LoadAllDeps {
  db(): Promise<SidelightDb>;
  call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  costNow(request: CostRequest): Promise<CostNow>;
  now?(): number;
  /** Told each time a job moves on or ends. */
  changed?(jobId: number): void;
}

export function createLoadAll(deps: LoadAllDeps) {
  const now = () => deps.now?.() ?? Date.now();
  // A page paid for that found no room, with the params it answers: a resume keeps it, unpaid.
  const heldPages = createHeldAnswers<{ key: string; result: ServiceResult }>();
  const runs = createRuns<LoadAllJob>({
    get: async (id) => getJob(await deps.db(), id),
    save: async (job) => saveJob(await deps.db(), job),
    now,
    ...(deps.changed ? { changed: deps.changed } : {}),
  });

  /** The list's first call, checked as every call is; or why it cannot be loaded. */
  const listEndpoint = (id: string, params: Record<string, unknown>) => {
    const checked = checkCall({ id, params });
    if ('message' in checked) return checked.message;
    if (!checked.endpoint.pagination)
      return `${checked.endpoint.label} is not a list: there is nothing more to load.`;
    return checked;
  };

  /** Fetches the job's pages from where it stands until it ends; the job as it ended. */
  const run = async (
    db: SidelightDb,
    started: LoadAllJob,
    endpoint: Endpoint,
    control: RunControl,
  ): Promise<void> => {
    const pagination = endpoint.pagination;
    if (!pagination) return;
    // The keys of the items the job holds, from the pages it kept: a page that repeats one (the
    // list shifted while it was read) keeps it once. A job kept before repeats were counted has
    // its counts made again from its pages.
    const seen = new Set<string>();
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
    let job: LoadAllJob =
      started.repeats === undefined && started.pages > 0 ? { ...started, ...held } : started;
    // The pages this run asked for: a list that sends back a page it sent before has ended.
    const asked = new Set<string>();
    // This run at the till: it holds every page to the job's cap, and counts what they charged.
    const till = {
      id: `load all ${job.id}`,
      cap: job.cap,
      spentBefore: job.spent,
      of: { store: 'jobs', id: job.id },
    } as const;
    const end = async (why: JobEnd, message?: string) => {
      job = runs.ended(job, why, message);
      const ending = job;
      await writeEvenIfFull(() => saveJob(db, ending));
      deps.changed?.(job.id);
    };
    for (;;) {
      const params = job.next;
      if (!params) return end('end');
      if (control.stop) return end('stopped');
      const cost = await deps.costNow({ id: endpoint.id, params });
      const heldPage = heldPages.get(job.id, job.pages);
      const heldAnswer = heldPage?.key === cacheKey(endpoint, params) ? heldPage.result : undefined;
      const price = heldAnswer || cost.free ? 0 : endpoint.credits(params);
      if (job.spent + price > job.cap) return end('cap');
      asked.add(cacheKey(endpoint, params));
      // The list's first page is a result like any; the others are kept with the job alone.
      const result = await (heldAnswer ? async () => heldAnswer : deps.call)(
        { id: endpoint.id, params, ...(job.pageUrl ? { pageUrl: job.pageUrl } : {}) },
        { history: job.pages === 0, job: till },
      );
      if (!result.ok) {
        job = { ...job, spent: job.spent + (result.charged ?? 0) };
        if (result.error.kind === 'overBudget' && result.error.over === 'job') return end('cap');
        return end('error', result.error.message);
      }
      const {
        data,
        kept: items,
        repeats,
      } = answerWithoutRepeats(result.data, pagination.items, endpoint.itemKey, seen);
      const credits = result.charged;
      // Demo data is one page per list: its "next page" would be the same sample again.
      const following =
        result.source === 'demo' ? null : nextPageParams(endpoint, params, result.data);
      const next = following && !asked.has(cacheKey(endpoint, following)) ? following : null;
      const total =
        pagination.total === undefined ? undefined : valueAt(result.data, pagination.total);
      const index = job.pages;
      const before = job;
      job = {
        ...job,
        next,
        pages: job.pages + 1,
        items: job.items + items,
        repeats: (job.repeats ?? 0) + repeats,
        // A held page was counted when it was paid for, before it found no room.
        spent: job.spent + (heldAnswer ? 0 : credits),
        ...(typeof total === 'number' && Number.isFinite(total) ? { total } : {}),
        updatedAt: now(),
      };
      try {
        await addPage(db, job, {
          jobId: job.id,
          index,
          params,
          data,
          warnings: result.warnings,
          fetchedAt: result.fetchedAt,
          source: result.source,
          credits,
          items,
          ...(repeats > 0 ? { repeats } : {}),
        });
      } catch (error) {
        if (!isStorageFull(error)) throw error;
        // The page is not kept, so the job stands where it stood but for what it paid (its cap
        // counts that, even if the held answer is lost with this worker); the answer is held.
        heldPages.hold(job.id, index, { key: cacheKey(endpoint, params), result });
        job = { ...before, spent: job.spent };
        return end('storageFull');
      }
      heldPages.stored(job.id, index);
      deps.changed?.(job.id);
    }
  };

  const runHere = (db: SidelightDb, job: LoadAllJob, endpoint: Endpoint) =>
    runs.runHere(job.id, (control) => run(db, job, endpoint, control));

  /** Starts being made, by list: a second start meanwhile gets the first's job, not a new one. */
  const starting = new Map<string, Promise<JobReply>>();

  /** Starts loading a list to its end under a cap; a list already loading goes on as it is. */
  const start = (request: MessageRequest<'loadAll'>): Promise<JobReply> => {
    const checked = listEndpoint(request.id, request.params);
    if (typeof checked === 'string') return Promise.resolve({ ok: false, message: checked });
    const { key } = checked;
    // Claimed in the same turn as asked: two quick clicks make one job.
    const already = starting.get(key);
    if (already) return already;
    const started = startOnce(request, checked).finally(() => starting.delete(key));
    starting.set(key, started);
    return started;
  };

  const startOnce = async (
    request: MessageRequest<'loadAll'>,
    { endpoint, params, key }: Exclude<ReturnType<typeof listEndpoint>, string>,
  ): Promise<JobReply> => {
    const db = await deps.db();
    const existing = await findJob(db, key);
    if (existing && runs.isRunning(existing.id)) return { ok: true, job: existing };
    const created = await createJob(db, {
      endpointId: endpoint.id,
      params,
      key,
      ...(request.pageUrl ? { pageUrl: request.pageUrl } : {}),
      cap: request.cap,
      running: true,
      next: params,
      pages: 0,
      items: 0,
      repeats: 0,
      spent: 0,
      startedAt: now(),
      updatedAt: now(),
    }).catch((error: unknown) => {
      if (isStorageFull(error)) return undefined;
      throw error;
    });
    if (!created) return { ok: false, message: noRoomToStart };
    const job = created;
    runHere(db, job, endpoint);
    return { ok: true, job };
  };

  /**
   * Goes on from the page a stopped job stopped before, under the job's own cap (see
   * job-caps.ts). Claimed before anything is awaited, read and saved in one transaction: a second
   * Resume finds it running.
   */
  const resume = async (
    jobId: number,
    cap?: number,
    { raiseCap = false } = {},
  ): Promise<JobReply> => {
    const claim = runs.claim(jobId);
    const db = await deps.db();
    if (!claim) {
      const job = await getJob(db, jobId);
      return job
        ? { ok: true, job }
        : { ok: false, message: 'This job is no longer kept. Start it again.' };
    }
    try {
      const found = await getJob(db, jobId);
      if (found && !isEndpointId(found.endpointId)) {
        claim.release();
        return { ok: false, message: `Unknown endpoint ${found.endpointId}.` };
      }
      const capped = found && capOnResume(found.cap, cap, raiseCap);
      if (capped && 'refused' in capped) {
        claim.release();
        return { ok: false, message: capped.refused };
      }
      const resumed = await resumeJobState(db, jobId, {
        ...(capped ? { cap: capped.cap } : {}),
        now: now(),
      });
      if (!resumed) {
        claim.release();
        return { ok: false, message: 'This job is no longer kept. Start it again.' };
      }
      if (!resumed.resumed) {
        claim.release();
        return { ok: true, job: resumed.job };
      }
      const { job } = resumed;
      claim.run((control) => run(db, job, endpointById(job.endpointId as never), control));
      deps.changed?.(jobId);
      return { ok: true, job };
    } catch (error) {
      claim.release();
      throw error;
    }
  };

  /** Stops a job once its page in flight has landed (that page is paid for, so it is kept). */
  const stop = async (jobId: number): Promise<JobReply> => {
    const job = await runs.stop(jobId);
    return job ? { ok: true, job } : { ok: false, message: 'This job is no longer kept.' };
  };

  /** The newest job loading this list, if any; with `anyCount`, whatever its items per page. */
  const find = async (id: string, params: Record<string, unknown>, anyCount = false) => {
    const checked = listEndpoint(id, params);
    if (typeof checked === 'string') return null;
    const db = await deps.db();
    const exact = await findJob(db, checked.key);
    if (exact || !anyCount) return exact ?? null;
    return (await findJobAnyCount(db, id, checked.params)) ?? null;
  };

  return { start, resume, stop, find, running: runs.running };
}
