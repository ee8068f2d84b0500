/**
 * Jobs and their pages: each page is kept in the same transaction that moves its job on, so a job
 * read at any moment says exactly which pages it holds and which page comes next.
 */
import type { JobPage, LoadAllJob, SidelightDb } from './db';

export type NewJob = Omit<LoadAllJob, 'id'>;

export async function createJob(db: SidelightDb, job: NewJob): Promise<LoadAllJob> {
  const tx = db.transaction('jobs', 'readwrite');
  // Kept once committed: a browser with no room left may refuse the commit itself.
  const [id] = await Promise.all([tx.store.add(job as LoadAllJob), tx.done]).catch(
    (error: unknown) => {
      throw tx.error ?? error;
    },
  );
  return { ...job, id };
}

export const getJob = (db: SidelightDb, id: number): Promise<LoadAllJob | undefined> =>
  db.get('jobs', id);

/** The newest job that loads the list starting at this cache key. */
export async function findJob(db: SidelightDb, key: string): Promise<LoadAllJob | undefined> {
  const jobs = await db.getAllFromIndex('jobs', 'key', key);
  return jobs.sort((a, b) => b.id - a.id)[0];
}

/** A list's params but how many items a page asks for, in one order, to compare lists by. */
const listOf = (params: Record<string, unknown>) =>
  JSON.stringify(
    Object.entries(params)
      .filter(([name]) => name !== 'count')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * The newest job of the list these params start, whatever its items per page (`count`): how many
 * a page asks for is a choice made for a new call, not another list.
 */
export async function findJobAnyCount(
  db: SidelightDb,
  endpointId: string,
  params: Record<string, unknown>,
): Promise<LoadAllJob | undefined> {
  const list = listOf(params);
  const jobs = await db.getAll('jobs');
  return jobs
    .filter((job) => job.endpointId === endpointId && listOf(job.params) === list)
    .sort((a, b) => b.id - a.id)[0];
}

/** Writes a job's new state. */
export const saveJob = async (db: SidelightDb, job: LoadAllJob): Promise<void> => {
  await db.put('jobs', job);
};

/**
 * Makes a job run again under its cap (or the one given), read and written in one transaction;
 * the job as it is when its list has already ended (it stays as it ended); undefined when it is
 * no longer kept.
 */
export async function resumeJobState(
  db: SidelightDb,
  id: number,
  { cap, now }: { cap?: number; now: number },
): Promise<{ job: LoadAllJob; resumed: boolean } | undefined> {
  const tx = db.transaction('jobs', 'readwrite');
  const job = await tx.store.get(id);
  if (!job?.next) {
    await tx.done;
    return job ? { job, resumed: false } : undefined;
  }
  const { ended: _ended, ...rest } = job;
  const resumed: LoadAllJob = {
    ...rest,
    ...(cap === undefined ? {} : { cap }),
    running: true,
    updatedAt: now,
  };
  await Promise.all([tx.store.put(resumed), tx.done]);
  return { job: resumed, resumed: true };
}

/** Keeps one page and the job's state after it, in one transaction. */
export async function addPage(db: SidelightDb, job: LoadAllJob, page: JobPage): Promise<void> {
  const tx = db.transaction(['jobs', 'jobPages'], 'readwrite');
  await Promise.all([
    tx.objectStore('jobPages').put(page),
    tx.objectStore('jobs').put(job),
    tx.done,
  ]).catch((error: unknown) => {
    // Why the transaction failed (no room left, say), not the abort of one of its requests.
    throw tx.error ?? error;
  });
}

/** A job's pages in order, from page `from` (0-based) on. */
export const pagesOf = (db: SidelightDb, jobId: number, from = 0): Promise<JobPage[]> =>
  db.getAll('jobPages', IDBKeyRange.bound([jobId, from], [jobId, Number.MAX_SAFE_INTEGER]));

/**
 * Jobs (Load all's, or batches) a previous worker was running when it died: they stop as
 * interrupted, to be resumed by the user or when their page opens (a restart never spends on
 * its own). How many there were.
 */
export async function interruptJobs(
  db: SidelightDb,
  kind: 'jobs' | 'batches',
  now: number,
): Promise<number> {
  const tx = db.transaction(kind, 'readwrite');
  let count = 0;
  for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
    if (!cursor.value.running) continue;
    count += 1;
    await cursor.update({
      ...cursor.value,
      running: false,
      ended: { why: 'interrupted' },
      updatedAt: now,
    });
  }
  await tx.done;
  return count;
}

/** Forgets the jobs last moved on before `before` (epoch ms), and their pages; running ones stay. */
export async function pruneJobs(db: SidelightDb, before: number): Promise<number> {
  const tx = db.transaction(['jobs', 'jobPages'], 'readwrite');
  const pages = tx.objectStore('jobPages');
  let removed = 0;
  for (
    let cursor = await tx.objectStore('jobs').openCursor();
    cursor;
    cursor = await cursor.continue()
  ) {
    const job = cursor.value;
    if (job.running || job.updatedAt >= before) continue;
    await Promise.all([
      pages.delete(IDBKeyRange.bound([job.id, 0], [job.id, Number.MAX_SAFE_INTEGER])),
      cursor.delete(),
    ]);
    removed += 1;
  }
  await tx.done;
  return removed;
}
