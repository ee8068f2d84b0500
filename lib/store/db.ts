/**
 * Sidelight's IndexedDB: the cache of answers, the credit ledger, the history of results, the
 * calls on the wire and the jobs (lists loaded to their end, batches). It lives in the extension's origin,
 * so it outlives worker restarts and browser restarts.
 */
import { type DBSchema, type IDBPDatabase, type IDBPTransaction, openDB } from 'idb';
import type { ApiErrorKind } from '../api/errors';

export interface CacheEntry {
  /** Endpoint id and normalized params (see `cacheKey`). */
  key: string;
  endpointId: string;
  params: Record<string, unknown>;
  data: unknown;
  /** The rest of the body when it came in an envelope (see `envelopeOf`). */
  envelope?: Record<string, unknown>;
  /** The whole body, as entries written before the envelope alone was kept have it. */
  raw?: unknown;
  warnings: string[];
  fetchedAt: number;
}

/**
 * When a cached answer was last used and how big it is, kept apart from the answer: keeping the
 * cache within its cap and marking an answer used never read or rewrite whole answers.
 */
export interface CacheUse {
  key: string;
  /** Last time it was answered from: the least recently used go first. */
  usedAt: number;
  /** Approximate size (JSON characters), for the size cap. */
  bytes: number;
  /**
   * The answer's `fetchedAt`, so its age is known without reading it (uses written before it was
   * kept here have none).
   */
  fetchedAt?: number;
}

type LedgerPurpose = 'keyTest' | 'automaticRefresh';

export type Outcome = 'ok' | ApiErrorKind | 'interrupted';

/** Every outcome a ledger entry can have, for the files that carry entries and their checks. */
export const ledgerOutcomes = [
  'ok',
  'interrupted',
  'invalidParams',
  'auth',
  'notFound',
  'rateLimited',
  'outOfCredits',
  'server',
  'timeout',
  'network',
  'badResponse',
  'aborted',
] as const satisfies readonly Outcome[];

export interface LedgerEntry {
  id?: number;
  at: number;
  /** Local calendar day and month of `at` (YYYY-MM-DD, YYYY-MM). */
  day: string;
  month: string;
  endpointId: string;
  params: Record<string, unknown>;
  /** The catalog's price. */
  price: number;
  /** What the service reported it charged, and the balance it reported, when it did. */
  used?: number;
  remaining?: number;
  outcome: Outcome;
  /**
   * A call made to test the key, not for a result, or an automatic refresh of a watched thing (its
   * credits count all the same).
   */
  purpose?: LedgerPurpose;
}

/**
 * A call on the wire, noted as it is sent and removed in the transaction that writes its ledger
 * entry: whatever a worker leaves here was interrupted.
 */
export interface CallOnTheWire {
  endpointId: string;
  params: Record<string, unknown>;
  startedAt: number;
  price: number;
  /** The job the call was made for: a worker that dies meanwhile charges it to that job. */
  job?: JobOfCall;
}

/** A batch or a Load all, by its store and id. */
export interface JobOfCall {
  store: 'batches' | 'jobs';
  id: number;
}

export interface HistoryEntry {
  id?: number;
  at: number;
  endpointId: string;
  params: Record<string, unknown>;
  /** The page the user was on when they fetched it. */
  pageUrl?: string;
  data: unknown;
  /** The rest of the body when the answer came in an envelope (see `rawOf`). */
  envelope?: Record<string, unknown>;
  warnings: string[];
  demo: boolean;
}

/**
 * What the history's list and search read of a result: everything but the answer itself, kept
 * apart under the same id so a search never reads or sends whole answers.
 */
export type HistorySummary = Omit<HistoryEntry, 'data' | 'envelope' | 'warnings'> & {
  id: number;
  /** What the answer calls itself (a video's or a profile's title), when it has one. */
  title?: string;
  /** Lower-case text to search in: title, platform and thing, endpoint, params and page. */
  search: string;
  /** The call's cache key: a thing's results over time share it. */
  key?: string;
  /** What its card counts (followers, views…): the snapshot the history keeps of a thing. */
  counts?: Record<string, number>;
};

/**
 * Why a job (Load all, a batch) stopped: its list ended, its cap, an error, the user, the
 * worker's death, or a browser with no room left to keep its next page.
 */
/** Why a job (a Load all, a batch) ended. */
export const jobEnds = ['end', 'cap', 'error', 'stopped', 'interrupted', 'storageFull'] as const;
export type JobEnd = (typeof jobEnds)[number];

/**
 * "Load all": one paginated list fetched page after page under a cap of credits. Its pages are
 * kept with it (`jobPages`), so a resumed job starts where it stopped and pays no page twice.
 */
export interface LoadAllJob {
  id: number;
  endpointId: string;
  /** The first page's params and cache key: the list the job loads, found again by its key. */
  params: Record<string, unknown>;
  key: string;
  pageUrl?: string;
  /** Credits the job may spend, all runs together. */
  cap: number;
  /** Fetching now (or until the worker that ran it died: see `interruptJobs`). */
  running: boolean;
  ended?: { why: JobEnd; message?: string };
  /** The params of the page to fetch next; null once the list has ended. */
  next: Record<string, unknown> | null;
  pages: number;
  /** Items kept, each once. */
  items: number;
  /**
   * Items the service sent again on a later page (the list shifted while it was read), dropped;
   * absent on a job kept before repeats were counted.
   */
  repeats?: number;
  /** Credits the job's calls were charged (cached and demo pages are free). */
  spent: number;
  /** How many items the service says the list has, when it says. */
  total?: number;
  startedAt: number;
  updatedAt: number;
}

/** One page of a job, kept whole but for the items an earlier page of the job already holds. */
export interface JobPage {
  jobId: number;
  index: number;
  params: Record<string, unknown>;
  data: unknown;
  warnings: string[];
  fetchedAt: number;
  source: 'network' | 'cache' | 'demo';
  credits: number;
  items: number;
  /** Items left out as the job already held them. */
  repeats?: number;
}

/**
 * A batch: many pages fetched a few at a time under a cap of credits. Its rows (`batchRows`) say
 * what each page asked and what came of it; their answers are kept apart (`batchAnswers`), so the
 * table never reads them.
 */
export interface BatchJob {
  id: number;
  /** Credits the batch may spend, all runs together. */
  cap: number;
  /** Calls at a time. */
  concurrency: number;
  /** Every page asked of the service again, the cache aside (a refresh of what is watched). */
  refresh?: boolean;
  /**
   * Started by the schedule of watched things, not by a person: its calls say so in the ledger,
   * and it is listed among the automatic refreshes, not with the batches people ran.
   */
  automatic?: boolean;
  /**
   * An automatic refresh's news once it ended: the things refreshed whose counts moved since they
   * were last looked at, with those counts (the percentages are worked out again from them).
   */
  moved?: MovedThing[];
  running: boolean;
  ended?: { why: JobEnd; message?: string };
  /** Its rows: one per page and thing fetched of it (a video's Video and its Transcript, two). */
  rows: number;
  /** The pages its rows ask of (batches kept before several things per page: as many as rows). */
  pages?: number;
  /** The lines pasted but not sent, each with why (batches kept before: none kept). */
  notSent?: NotSentLine[];
  done: number;
  failed: number;
  spent: number;
  startedAt: number;
  updatedAt: number;
  /**
   * The service's last rate limit while it runs: the wait it asked for, the calls at a time the
   * batch went on with, and the rows put back to wait (by index).
   */
  slowed?: { waitSeconds: number; atOnce: number; until: number; waiting: number[] };
}

/** A watched thing that moved, as an automatic refresh found it. */
export interface MovedThing {
  title: string;
  moves: { label: string; from: number; to: number }[];
}

/** A line of a batch that was not sent: what was pasted, why, and the reason it is listed under. */
interface NotSentLine {
  line: number;
  text: string;
  reason: string;
  group: string;
  /**
   * What of the line's page was asked and not sent (a company's Jobs, which needs the numeric id);
   * none when the line is no page to ask. Its other asks may have been sent: then it is partly sent.
   */
  endpointId?: string;
}

type BatchRowStatus = 'pending' | 'done' | 'failed';

/** One line of a batch: its page, what is asked of it, and what came of it. */
export interface BatchRow {
  batchId: number;
  index: number;
  /** The line it was pasted on (1-based, blank lines and repeats counted); rows kept before have none. */
  line?: number;
  url: string;
  platform: string;
  kind: string;
  endpointId: string;
  params: Record<string, unknown>;
  status: BatchRowStatus;
  credits: number;
  source?: 'network' | 'cache' | 'demo';
  /** Answered by a request another asker had already sent (charged to that one alone). */
  shared?: true;
  error?: string;
  /** What the answer calls itself (its view's name for it). */
  title?: string;
  /** What its card counts (views, followers, rating…), by the view's labels. */
  counts?: Record<string, number>;
  historyId?: number;
  /** Milliseconds the call took. */
  ms?: number;
  /** Items of its answer's list left out as an earlier page of the batch gave them. */
  repeats?: number;
}

interface SidelightSchema extends DBSchema {
  cache: { key: string; value: CacheEntry };
  cacheUse: { key: string; value: CacheUse };
  ledger: { key: number; value: LedgerEntry; indexes: { day: string; at: number } };
  history: { key: number; value: HistoryEntry; indexes: { at: number } };
  historyIndex: {
    key: number;
    value: HistorySummary;
    indexes: { at: number; key: string; keyAt: [string, number] };
  };
  /** Calls on the wire, by cache key. */
  calls: { key: string; value: CallOnTheWire };
  jobs: { key: number; value: LoadAllJob; indexes: { key: string } };
  jobPages: { key: [number, number]; value: JobPage };
  batches: { key: number; value: BatchJob };
  batchRows: { key: [number, number]; value: BatchRow };
  /** A row's answer, under the row's key. */
  batchAnswers: { key: [number, number]; value: { data: unknown } };
}

export type SidelightDb = IDBPDatabase<SidelightSchema>;
export type StoreName =
  | 'cache'
  | 'cacheUse'
  | 'ledger'
  | 'history'
  | 'historyIndex'
  | 'calls'
  | 'jobs'
  | 'jobPages'
  | 'batches'
  | 'batchRows'
  | 'batchAnswers';
export type WriteTx = IDBPTransaction<SidelightSchema, StoreName[], 'readwrite'>;

/** Version 1 kept each answer's use and size in the answer itself. */
type CacheEntryV1 = CacheEntry & { usedAt: number; bytes: number };

/**
 * Opens the database (upgrading it if needed). `blocking` is told when another context wants a
 * newer version: a connection that only reads (a view's) closes then. `terminated` is told when
 * the browser closed the connection itself.
 */
export const openStore = (
  name = 'sidelight',
  blocking?: () => void,
  terminated?: () => void,
): Promise<SidelightDb> =>
  openDB<SidelightSchema>(name, 5, {
    ...(blocking ? { blocking } : {}),
    ...(terminated ? { terminated } : {}),
    async upgrade(db, oldVersion, _newVersion, tx) {
      if (oldVersion < 1) {
        db.createObjectStore('cache', { keyPath: 'key' });
        const ledger = db.createObjectStore('ledger', { keyPath: 'id', autoIncrement: true });
        ledger.createIndex('day', 'day');
        ledger.createIndex('at', 'at');
        db.createObjectStore('history', { keyPath: 'id', autoIncrement: true }).createIndex(
          'at',
          'at',
        );
      }
      if (oldVersion < 2) {
        db.createObjectStore('cacheUse', { keyPath: 'key' });
        db.createObjectStore('calls');
      }
      if (oldVersion < 3) {
        // Results kept before it are summarised by the background (`indexHistory`), which knows
        // their titles.
        db.createObjectStore('historyIndex', { keyPath: 'id' }).createIndex('at', 'at');
      }
      if (oldVersion < 4) {
        // A thing's snapshots over time, by call; summaries written before have none until the
        // background rewrites them (`indexHistory`).
        tx.objectStore('historyIndex').createIndex('key', 'key');
        db.createObjectStore('jobs', { keyPath: 'id', autoIncrement: true }).createIndex(
          'key',
          'key',
        );
        db.createObjectStore('jobPages', { keyPath: ['jobId', 'index'] });
        db.createObjectStore('batches', { keyPath: 'id', autoIncrement: true });
        db.createObjectStore('batchRows', { keyPath: ['batchId', 'index'] });
        db.createObjectStore('batchAnswers');
      }
      if (oldVersion < 5) {
        // A thing's snapshots by time: its newest, or its newest before a moment, read alone.
        tx.objectStore('historyIndex').createIndex('keyAt', ['key', 'at']);
      }
      if (oldVersion === 1) {
        // Each answer's use and size move out of it, once.
        const cache = tx.objectStore('cache');
        const uses = tx.objectStore('cacheUse');
        for (let cursor = await cache.openCursor(); cursor; cursor = await cursor.continue()) {
          const { key, usedAt, bytes } = cursor.value as CacheEntryV1;
          await uses.put({ key, usedAt, bytes });
        }
        cache.deleteIndex('usedAt');
      }
    },
  });

/** YYYY-MM-DD of a moment, in the user's own time zone. */
export const localDay = (at: number): string => {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
