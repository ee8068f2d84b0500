/**
 * What every kind of job (Load all, a batch) does the same way in the background: run in this
 * worker at most once, kept alive meanwhile; stop after the calls in flight have landed (they are
 * paid for, so they are kept); end with the reason in the job itself, an unexpected failure too.
 */
import type { JobEnd } from '../../store/db';
import { isStorageFull, writeEvenIfFull } from '../../store/storage-full';
import type { CostNow } from '../shared/answers';
import type { CostRequest } from '../shared/messages';
import { keepAlive } from './keepalive';

/** The fields a job keeps about its run. */
export interface Run {
  id: number;
  running: boolean;
  ended?: { why: JobEnd; message?: string };
  updatedAt: number;
}

/** Asked of a running job between its calls: whether the user asked it to stop. */
export interface RunControl {
  stop: boolean;
}

/** What a job's run needs of the worker, whatever the kind of job. */
export interface JobRunDeps<J extends Run> {
  costNow(request: CostRequest): Promise<CostNow>;
  now(): number;
  /** Told each time the job moves on or ends. */
  changed?(id: number): void;
  /** The job as it ends now, for this reason. */
  ended(job: J, why: JobEnd, message?: string): J;
}

/** A job claimed for this worker: run it, or let it go if there is nothing to run. */
interface Claim {
  run(work: (control: RunControl) => Promise<void>): void;
  release(): void;
}

/** Where a kind of job is kept, and who is told of its changes. */
interface JobStore<J extends Run> {
  get(id: number): Promise<J | undefined>;
  save(job: J): Promise<void>;
  now(): number;
  /** Told each time a job moves on or ends. */
  changed?(id: number): void;
}

/** The job as it ends at `now`, for this reason. */
const endedAt = <J extends Run>(job: J, now: number, why: JobEnd, message?: string): J => ({
  ...job,
  running: false,
  ended: { why, ...(message ? { message } : {}) },
  updatedAt: now,
});

/** A job whose step failed unexpectedly stops with what it kept so far, and the reason. */
async function endAfterFailure<J extends Run>(store: JobStore<J>, id: number, error: unknown) {
  const current = await store.get(id);
  if (current) {
    const message = error instanceof Error ? error.message : String(error);
    const ending = isStorageFull(error)
      ? endedAt(current, store.now(), 'storageFull')
      : endedAt(current, store.now(), 'error', message);
    await writeEvenIfFull(() => store.save(ending));
  }
  store.changed?.(id);
}

/** The jobs running in this worker, each with its control and the end of its run. */
type Active = Map<number, RunControl & { done: Promise<void> }>;

/**
 * Claims the job in the same turn as asked, before anything is awaited: a second Resume, Retry
 * or start while the first still reads gets nothing, so one job never has two runs.
 */
function claimIn<J extends Run>(active: Active, store: JobStore<J>, id: number): Claim | undefined {
  if (active.has(id)) return undefined;
  let finish = () => {};
  const control = { stop: false, done: new Promise<void>((resolve) => (finish = resolve)) };
  active.set(id, control);
  let used = false;
  const release = () => {
    if (active.get(id) === control) active.delete(id);
    finish();
  };
  return {
    run(work) {
      if (used) return;
      used = true;
      keepAlive(() => work(control))
        .catch((error: unknown) => endAfterFailure(store, id, error))
        .finally(release);
    },
    release() {
      if (used) return;
      used = true;
      release();
    },
  };
}

export function createRuns<J extends Run>(store: JobStore<J>) {
  const active: Active = new Map();

  /** The job as it ends now, for this reason. */
  const ended = (job: J, why: JobEnd, message?: string): J =>
    endedAt(job, store.now(), why, message);

  const claim = (id: number) => claimIn(active, store, id);

  /** Runs `work` for the job here, unless it already runs here. */
  const runHere = (id: number, work: (control: RunControl) => Promise<void>) =>
    claim(id)?.run(work);

  /**
   * Resumes a job, claimed before anything is awaited: a second Resume, or a second page
   * resuming, finds it running and gets `asKept` of the job as kept. `reset` reads and resets the job and gives its
   * reply with the work to run, or the reply alone when there is nothing to run (the claim is let
   * go then, and when `reset` fails).
   */
  const resume = async <R>(
    id: number,
    asKept: (job: J | undefined) => R,
    reset: () => Promise<{ reply: R; work?: (control: RunControl) => Promise<void> }>,
  ): Promise<R> => {
    const claimed = claim(id);
    if (!claimed) return asKept(await store.get(id));
    try {
      const { reply, work } = await reset();
      if (work) {
        claimed.run(work);
        store.changed?.(id);
      } else claimed.release();
      return reply;
    } catch (error) {
      claimed.release();
      throw error;
    }
  };

  /** Stops a job once its calls in flight have landed; the job as it stopped, if it is kept. */
  const stop = async (id: number): Promise<J | undefined> => {
    const control = active.get(id);
    if (control) {
      control.stop = true;
      await control.done;
    }
    const job = await store.get(id);
    if (!job?.running) return job;
    const stopped = ended(job, 'stopped');
    await store.save(stopped);
    store.changed?.(id);
    return stopped;
  };

  return {
    resume,
    runHere,
    stop,
    ended,
    isRunning: (id: number) => active.has(id),
    /** Resolves once the job's run in this worker has ended (at once when none runs). */
    finished: (id: number): Promise<void> => active.get(id)?.done ?? Promise.resolve(),
    /** The jobs running in this worker. */
    running: () => [...active.keys()],
  };
}
