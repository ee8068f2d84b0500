/**
 * "Load all": a paginated list fetched page after page in the background, through the same calls
 * as a view's (the cache, shared calls, budgets, the ledger, the history), until the list ends,
 * the job's cap, an error or Stop. Each page is kept with the job as it lands, so a job resumed
 * later, by a new worker or after a browser restart, starts at the page it stopped before.
 * Checked and made in load-all-start.ts, run in load-all-run.ts; started, resumed, stopped and
 * found here.
 */

import type { Endpoint } from '../../api/endpoint';
import { endpointById, isEndpointId } from '../../areas';
import type { LoadAllJob, SidelightDb } from '../../store/db';
import {
  createJob,
  findJob,
  findJobAnyCount,
  getJob,
  resumeJobState,
  saveJob,
} from '../../store/jobs';
import { isStorageFull, noRoomToStart } from '../../store/storage-full';
import type { CostNow, JobReply, ServiceResult } from '../shared/answers';
import type { CallRequest, CostRequest, MessageRequest } from '../shared/messages';
import type { CallHow } from './api-service';
import { createHeldAnswers } from './held-answers';
import { capOnResume } from './job-caps';
import { createRuns, type RunControl } from './job-runs';
import { type HeldPage, type LoadAllRunDeps, runLoadAll } from './load-all-run';
import { listEndpoint, newJob } from './load-all-start';
import type { CheckedCall } from './service-call';

export interface LoadAllDeps {
  db(): Promise<SidelightDb>;
  call(request: CallRequest & { byKey?: false }, how?: CallHow): Promise<ServiceResult>;
  costNow(request: CostRequest): Promise<CostNow>;
  now?(): number;
  /** Told each time a job moves on or ends. */
  changed?(jobId: number): void;
}

/** The answer about a job deleted meanwhile. */
const noLongerKept = { ok: false, message: 'This job is no longer kept. Start it again.' } as const;

/** What a job's start, resume and stop share: the runs in this worker. */
interface LoadAlls {
  deps: LoadAllDeps;
  now(): number;
  runs: ReturnType<typeof createRuns<LoadAllJob>>;
  run(db: SidelightDb, job: LoadAllJob, endpoint: Endpoint, control: RunControl): Promise<void>;
}

export function createLoadAll(deps: LoadAllDeps) {
  const now = () => deps.now?.() ?? Date.now();
  // A page paid for that found no room, with the params it answers: a resume keeps it, unpaid.
  const heldPages = createHeldAnswers<HeldPage>();
  const runs = createRuns<LoadAllJob>({
    get: async (id) => getJob(await deps.db(), id),
    save: async (job) => saveJob(await deps.db(), job),
    now,
    ...(deps.changed ? { changed: deps.changed } : {}),
  });
  const runDeps: LoadAllRunDeps = {
    call: deps.call,
    costNow: (request) => deps.costNow(request),
    now,
    ...(deps.changed ? { changed: deps.changed } : {}),
    heldPages,
    ended: runs.ended,
  };
  const loadAlls: LoadAlls = {
    deps,
    now,
    runs,
    run: (db, job, endpoint, control) => runLoadAll(runDeps, db, job, endpoint, control),
  };

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
    const started = startJob(loadAlls, request, checked).finally(() => starting.delete(key));
    starting.set(key, started);
    return started;
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

  return {
    start,
    resume: (jobId: number, cap?: number, { raiseCap = false } = {}) =>
      resumeJob(loadAlls, jobId, cap, raiseCap),
    stop,
    find,
    running: runs.running,
  };
}

/** Makes the list's job and runs it here; the list's job running here already goes on. */
async function startJob(
  { deps, now, runs, run }: LoadAlls,
  request: MessageRequest<'loadAll'>,
  checked: CheckedCall,
): Promise<JobReply> {
  const db = await deps.db();
  const existing = await findJob(db, checked.key);
  if (existing && runs.isRunning(existing.id)) return { ok: true, job: existing };
  const created = await createJob(db, newJob(request, checked, now)).catch((error: unknown) => {
    if (isStorageFull(error)) return undefined;
    throw error;
  });
  if (!created) return { ok: false, message: noRoomToStart };
  runs.runHere(created.id, (control) => run(db, created, checked.endpoint, control));
  return { ok: true, job: created };
}

/**
 * Goes on from the page a stopped job stopped before, under the job's own cap (see
 * job-caps.ts). Claimed before anything is awaited, read and saved in one transaction: a second
 * Resume finds it running.
 */
async function resumeJob(
  { deps, now, runs, run }: LoadAlls,
  jobId: number,
  cap: number | undefined,
  raiseCap: boolean,
): Promise<JobReply> {
  return runs.resume(
    jobId,
    (job): JobReply => (job ? { ok: true, job } : noLongerKept),
    async () => {
      const db = await deps.db();
      const resumed = await resumeClaimed(db, jobId, cap, raiseCap, now);
      if (!('toRun' in resumed)) return resumed;
      const { toRun: job } = resumed;
      return {
        reply: { ok: true, job },
        work: (control) => run(db, job, endpointById(job.endpointId as never), control),
      };
    },
  );
}

/**
 * The job reset to go on under the cap it may use, read and saved in one transaction: the job to
 * run, or the reply when there is nothing to run.
 */
async function resumeClaimed(
  db: SidelightDb,
  jobId: number,
  cap: number | undefined,
  raiseCap: boolean,
  now: () => number,
): Promise<{ toRun: LoadAllJob } | { reply: JobReply }> {
  const found = await getJob(db, jobId);
  if (found && !isEndpointId(found.endpointId))
    return { reply: { ok: false, message: `Unknown endpoint ${found.endpointId}.` } };
  const capped = found && capOnResume(found.cap, cap, raiseCap);
  if (capped && 'refused' in capped) return { reply: { ok: false, message: capped.refused } };
  const resumed = await resumeJobState(db, jobId, {
    ...(capped ? { cap: capped.cap } : {}),
    now: now(),
  });
  if (!resumed) return { reply: noLongerKept };
  if (!resumed.resumed) return { reply: { ok: true, job: resumed.job } };
  return { toRun: resumed.job };
}
