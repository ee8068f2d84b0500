/**
 * What every kind of job (Load all, a batch) does the same way in the background: run in this
 * worker at most once, kept alive meanwhile; stop after the calls in flight have landed (they are
 * paid for, so they are kept); end with the reason in the job itself, an unexpected failure too.
 */
import type { JobEnd } from '../store/db';
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

export function createRuns<J extends Run>(store: {
  get(id: number): Promise<J | undefined>;
  save(job: J): Promise<void>;
  now(): number;
  /** Told each time a job moves on or ends. */
  changed?(id: number): void;
}) {
  const active = new Map<number, RunControl & { done: Promise<void> }>();

  /** The job as it ends now, for this reason. */
  const ended = (job: J, why: JobEnd, message?: string): J => ({
    ...job,
    running: false,
    ended: { why, ...(message ? { message } : {}) },
    updatedAt: store.now(),
  });

  /** Runs `work` for the job here, unless it already runs here. */
  const runHere = (id: number, work: (control: RunControl) => Promise<void>) => {
    if (active.has(id)) return;
    const control = { stop: false, done: Promise.resolve() };
    active.set(id, control);
    control.done = keepAlive(() => work(control))
      .catch(async (error: unknown) => {
        // A job whose step could not be kept stops with what it kept so far.
        const current = await store.get(id);
        if (current)
          await store.save(
            ended(current, 'error', error instanceof Error ? error.message : String(error)),
          );
        store.changed?.(id);
      })
      .finally(() => active.delete(id));
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
    runHere,
    stop,
    ended,
    isRunning: (id: number) => active.has(id),
    running: () => active.size,
  };
}
