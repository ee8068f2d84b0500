import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import type { Endpoint } from '@/lib/api/endpoint';
import { valueAt } from '@/lib/api/pagination';
import { dropRepeats } from '@/lib/api/repeats';
import type { Sent } from '@/lib/extension/shared/envelope';
import { readJobPages } from '@/lib/extension/views/api-calls';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { JobPage, LoadAllJob } from '@/lib/store/db';
import type { Loaded } from './useEndpointCall';

export interface LoadAllState {
  /** The newest job of the list on screen, unless a newer fetch of its first page replaced it. */
  job: LoadAllJob | null;
  /** Every item of the job's pages, in order. */
  items: unknown[] | undefined;
  start(cap: number): Promise<void>;
  /** Under the job's cap; a higher cap is the one the user typed to raise it. */
  resume(cap: number): Promise<void>;
  stop(): Promise<void>;
  /** Why the background refused (in its words), or that it did not answer. */
  problem: string | 'unanswered';
  /** What the job was charged for the list's first page, asked again when its cache was gone. */
  firstPageAskedAgain: number;
}

/** Every item of a job's pages, in order, without the repeats pages kept before may still hold. */
const itemsOfPages = (endpoint: Endpoint, pages: JobPage[]) => {
  const key = endpoint.pagination?.items;
  if (key === undefined) return undefined;
  const all = pages.flatMap((page) => {
    const listed = valueAt(page.data, key);
    return Array.isArray(listed) ? listed : [];
  });
  return endpoint.itemKey ? dropRepeats(all, endpoint.itemKey, new Set()).kept : all;
};

/**
 * The newest job of a list (its first page's params) and its pages: found, then followed as the
 * background announces its pages, each page read once from the database the view shares.
 */
function useFollowedJob(endpoint: Endpoint, params: Record<string, unknown> | undefined) {
  const [job, setJob] = useState<LoadAllJob | null>(null);
  const [pages, setPages] = useState<JobPage[]>([]);
  const [problem, setProblem] = useState('');
  const shown = useRef<{ job: LoadAllJob | null; pages: JobPage[] }>({ job: null, pages: [] });
  const list = params === undefined ? '' : JSON.stringify(params);

  const show = (next: LoadAllJob | null, newPages: JobPage[]) => {
    const same = next !== null && shown.current.job?.id === next.id;
    const pagesBefore = same ? shown.current.pages : [];
    const added = newPages.filter((page) => page.index >= pagesBefore.length);
    shown.current = {
      job: next,
      pages: added.length > 0 ? [...pagesBefore, ...added] : pagesBefore,
    };
    setJob(next);
    setPages(shown.current.pages);
  };

  const sync = async (known?: LoadAllJob) => {
    if (params === undefined) return;
    const found = known
      ? { ok: true as const, reply: known }
      : await sendMessage('findJob', { id: endpoint.id, params });
    if (!found.ok) return setProblem('unanswered');
    const next = found.reply;
    if (!next) return show(null, []);
    const from = shown.current.job?.id === next.id ? shown.current.pages.length : 0;
    show(next, (await readJobPages(next.id, from)) ?? []);
  };

  useEffect(() => {
    shown.current = { job: null, pages: [] };
    setJob(null);
    setPages([]);
    setProblem('');
    void sync();
  }, [endpoint.id, list]);
  useKept('jobs', () => void sync());

  return { job, pages, problem, setProblem, sync };
}

/**
 * The "Load all" job of the list a view shows (see useFollowedJob), and what the user does with
 * it: start, resume, stop, each answered with the job as the background now has it.
 */
export function useLoadAll(endpoint: Endpoint, loaded: Loaded | undefined, pageUrl?: string) {
  const params = loaded && endpoint.pagination ? loaded.params : undefined;
  const { job, pages, problem, setProblem, sync } = useFollowedJob(endpoint, params);

  const answered = async (sent: Sent<'loadAll' | 'resumeJob' | 'stopJob'>) => {
    if (!sent.ok) return setProblem('unanswered');
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    setProblem('');
    await sync(sent.reply.job);
  };

  const items = useMemo(() => (job ? itemsOfPages(endpoint, pages) : undefined), [job?.id, pages]);

  // A first page fetched again after the job last moved is a new list: the old job stays kept.
  const current =
    job && loaded && !job.running && loaded.answer.fetchedAt > job.updatedAt ? null : job;

  return {
    job: current,
    items: current ? items : undefined,
    problem,
    firstPageAskedAgain: pages[0]?.credits ?? 0,
    start: async (cap: number) => {
      if (params === undefined) return;
      await answered(
        await sendMessage('loadAll', {
          id: endpoint.id,
          params,
          cap,
          ...(pageUrl ? { pageUrl } : {}),
        }),
      );
    },
    resume: async (cap: number) => {
      if (!current) return;
      await answered(
        await sendMessage('resumeJob', {
          jobId: current.id,
          ...(cap === current.cap ? {} : { cap, raiseCap: cap > current.cap }),
        }),
      );
    },
    stop: async () => {
      if (!current) return;
      await answered(await sendMessage('stopJob', { jobId: current.id }));
    },
  } satisfies LoadAllState;
}
