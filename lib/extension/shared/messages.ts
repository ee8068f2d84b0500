/**
 * Every message the background answers, once: the schema of its request (checked by the
 * receiver, never trusted), the type of its reply, and who may send it. The request types, the
 * handlers' types and the senders' types are all read from this list.
 *
 * Content scripts import only types from here (`import type`), so zod never enters their bundle.
 */
import { batchCallsProblem, maxBatchCalls, maxBatchNotSent } from '@/lib/areas/batch-lines';
import { built } from '@/lib/areas/fields';
import type { PathStyle } from '../../api/path-style';
import type { AutomaticRun } from '../../store/batches';
import { chunkStores } from '../../store/chunk-stores';
import type {
  BatchJob,
  BatchRow,
  HistoryEntry,
  HistorySummary,
  JobPage,
  LedgerEntry,
  LoadAllJob,
  StoreName,
} from '../../store/db';
import { clearActions, type KeptUse } from '../../store/kept-stores';
import type { Totals } from '../../store/ledger';
import type { ChunkMerged } from '../../store/restore-chunks';
import { z } from '../../zod';
import type {
  AnswerBody,
  BatchReply,
  CallReply,
  CostNow,
  JobReply,
  ServiceResult,
} from './answers';
import { doingIds } from './problems';
import { mostBatchConcurrency } from './settings-limits';
import {
  type AddressReport,
  isAddressReport,
  isHttpUrl,
  isPageReport,
  type PageReport,
} from './tab-page';
import type { Change } from './watch-moves';

/** Records of one restore chunk at most. */
const maxChunkRecords = 100_000;
/** Entries of one store a backup may hold (as lib/store/backup-records.ts reads them). */
const maxBackupRecords = 2_000_000;

/**
 * Who may send a message: Sidelight's own pages (`view`, the default), or a content script in the
 * top frame of a tab (`tab`).
 */
export type Senders = 'view' | 'tab';

interface MessageDefinition {
  /** Builds the request's schema; built once, when a message of its type is first checked. */
  request: () => z.ZodMiniType;
  /** The reply's type, for the compiler alone: replies come from Sidelight's own background. */
  reply: unknown;
  from?: Senders;
}

type Defined<M extends Record<string, MessageDefinition>> = {
  [T in keyof M]: {
    readonly [K in keyof M[T]]: K extends 'request' ? ReturnType<M[T]['request']> : M[T][K];
  };
};

/**
 * The messages with each request's schema built on first read: a worker woken to answer one
 * message builds one schema, not every message's.
 */
const defineMessages = <const M extends Record<string, MessageDefinition>>(
  definitions: M,
): Defined<M> =>
  Object.fromEntries(
    Object.entries(definitions).map(([type, { request, ...definition }]) => {
      const schema = built(request);
      return [
        type,
        Object.defineProperty(definition, 'request', { get: schema, enumerable: true }),
      ];
    }),
  ) as Defined<M>;

/** Names a reply's type (no value exists at run time). */
const reply = <T>() => undefined as T;

/** A page's address: an http(s) URL (./tab-page's check, shared with the views). */
const httpUrl = built(() => z.string().check(z.refine(isHttpUrl, 'an http(s) URL')));

/** A view asks the background for one endpoint's answer (see api-service.ts). */
const callRequest = built(() =>
  z.strictObject({
    id: z.string().check(z.minLength(1), z.maxLength(64)),
    params: z.record(z.string().check(z.maxLength(64)), z.unknown()),
    /** Fetch again even when a cached answer exists (a new, priced call). */
    refresh: z.optional(z.boolean()),
    /** Let this one call pass a budget cap. */
    allowOverBudget: z.optional(z.boolean()),
    /**
     * Answer only what costs nothing, never calling the service: `cache`, a fresh cached answer;
     * `free`, that or demo data. Otherwise the reply is `notCached`. What a view shows on its own.
     */
    only: z.optional(z.enum(['cache', 'free'])),
    /** The page the user was on, kept with the result in the history. */
    pageUrl: z.optional(httpUrl()),
    /** Names the asking view's request, so that view can cancel it. */
    requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
    /**
     * The asking view reads a big answer from the cache itself (see `StoredAnswer`): Sidelight's
     * pages share the database with the background, and megabytes cost far more as a message
     * (written out, relayed, parsed again) than read where they are.
     */
    byKey: z.optional(z.boolean()),
  }),
);

const historyId = built(() => z.strictObject({ id: z.number().check(z.int(), z.minimum(0)) }));

const jobId = built(() => z.number().check(z.int(), z.minimum(1)));
/** Credits a job may spend. */
const jobCap = built(() => z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)));
/**
 * A resume goes on under the job's own cap. `cap` may lower it; a cap above the stored one is
 * refused unless `raiseCap` says the user typed it to raise the cap.
 */
const resumeCap = () => ({ cap: z.optional(jobCap()), raiseCap: z.optional(z.boolean()) });

export const messages = defineMessages({
  /**
   * Content script → background: the page this tab shows now (on load and on navigation), or its
   * address for the background to detect.
   */
  reportPage: {
    request: () =>
      z.custom<PageReport | AddressReport>(
        (value) => isPageReport(value) || isAddressReport(value),
      ),
    reply: reply<{ kept: true }>(),
    from: 'tab',
  },
  /** One endpoint's answer, from the samples, the cache or the network. */
  callApi: { request: () => callRequest(), reply: reply<CallReply>() },
  /**
   * A network answer left for the view that the database could not keep (see `readAnswer`):
   * the background's copy, once, or null.
   */
  takeAnswer: {
    request: () =>
      z.strictObject({
        key: z.string().check(z.minLength(1), z.maxLength(4096)),
        fetchedAt: z.number(),
      }),
    reply: reply<AnswerBody | null>(),
  },
  /** "Test the key", which also finds how the address spells its paths (kept with the address). */
  testKey: {
    request: () => z.undefined(),
    reply: reply<{ result: ServiceResult; style: PathStyle | null }>(),
  },
  /** What pressing a call's button would cost now: the call as `callApi` would take it. */
  costNow: {
    request: () => z.pick(callRequest(), { id: true, params: true, refresh: true }),
    reply: reply<CostNow>(),
  },
  /** The view gives up on its request. */
  cancelCall: {
    request: () =>
      z.strictObject({ requestId: z.string().check(z.minLength(1), z.maxLength(128)) }),
    reply: reply<{ cancelled: boolean }>(),
  },
  /** Credits spent today, this month and per day. */
  creditTotals: { request: () => z.undefined(), reply: reply<Totals>() },
  /** Fetched results' summaries, newest first, optionally searched. */
  listHistory: {
    request: () =>
      z.strictObject({
        query: z.optional(z.string().check(z.maxLength(200))),
        limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
      }),
    reply: reply<HistorySummary[]>(),
  },
  deleteHistory: { request: () => historyId(), reply: reply<{ deleted: true }>() },
  /** Whether a key is set and demo data is on (views never read the key). */
  setupState: { request: () => z.undefined(), reply: reply<{ hasKey: boolean; demo: boolean }>() },
  getHistory: { request: () => historyId(), reply: reply<HistoryEntry | null>() },
  /** What the history's list reads of one result (its thing, title and page), or null: deleted. */
  historySummary: { request: () => historyId(), reply: reply<HistorySummary | null>() },
  /** The cache key of a call (what a watched thing is known by), or null when it cannot be made. */
  callKey: {
    request: () => z.pick(callRequest(), { id: true, params: true }),
    reply: reply<string | null>(),
  },
  /** A thing's counts in each of its results kept in the history, oldest first. */
  snapshots: {
    request: () => z.pick(callRequest(), { id: true, params: true }),
    reply: reply<{ id: number; at: number; counts: Record<string, number> }[]>(),
  },
  listLedger: {
    request: () =>
      z.strictObject({
        limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5000))),
      }),
    reply: reply<LedgerEntry[]>(),
  },
  /**
   * The watched things whose counts moved since they were last looked at, the biggest move first,
   * what automatic refreshes spent this month, and when each watched thing's newest snapshot was
   * taken (by its key; none kept, none said): all the settings' Watched reads, in one answer.
   */
  watchedChanges: {
    request: () => z.undefined(),
    reply: reply<{ changes: Change[]; automaticSpent: number; newestAt: Record<string, number> }>(),
  },
  /** What each store holds now, and the watched things' snapshots (the storage view). */
  keptUse: { request: () => z.undefined(), reply: reply<KeptUse>() },
  /**
   * Empties what a clearing action names (see lib/store/lifecycle.ts), the Load all and batch runs
   * it touches stopped first; says how many entries each store held.
   */
  clearKept: {
    request: () => z.strictObject({ action: z.enum(clearActions) }),
    reply: reply<{ removed: Partial<Record<StoreName, number>> }>(),
  },
  /**
   * Merges a part of a checked backup (see lib/store/restore.ts) in one transaction: what is kept
   * already stays; says how many were added, and the ids they were given. Each record was checked
   * against the backup's schemas by the settings page that read the file; the worker checks the
   * chunk's shape and size only, and carries none of those schemas.
   */
  restoreChunk: {
    request: () =>
      z.strictObject({
        store: z.enum(chunkStores),
        records: z.array(z.record(z.string(), z.unknown())).check(z.maxLength(maxChunkRecords)),
        /** The batches': every batch number the file holds (see `restoredNumbers`). */
        numbers: z.optional(z.array(z.number()).check(z.maxLength(maxBackupRecords))),
      }),
    reply: reply<ChunkMerged>(),
  },
  /**
   * A view's problem for the record of what went wrong (see problems.ts): what it was doing, one
   * of the fixed phrases, and the error in words, which the background scrubs again and trims.
   */
  reportProblem: {
    request: () =>
      z.strictObject({
        doing: z.enum(doingIds),
        error: z.string().check(z.maxLength(2000)),
      }),
    reply: reply<{ kept: true }>(),
  },
  /** Load a list to its end in the background, under a cap of credits (see load-all.ts). */
  loadAll: {
    request: () =>
      z.strictObject({
        id: callRequest().shape.id,
        params: callRequest().shape.params,
        cap: jobCap(),
        pageUrl: z.optional(httpUrl()),
      }),
    reply: reply<JobReply>(),
  },
  resumeJob: {
    request: () => z.strictObject({ jobId: jobId(), ...resumeCap() }),
    reply: reply<JobReply>(),
  },
  /** Stops a job after its page in flight; resolves once it has stopped. */
  stopJob: { request: () => z.strictObject({ jobId: jobId() }), reply: reply<JobReply>() },
  /**
   * The newest job loading the list these params start; with `anyCount`, whatever how many items
   * a page asked for (a panel opened after Items per list changed still shows what is loaded).
   */
  findJob: {
    request: () =>
      z.extend(z.pick(callRequest(), { id: true, params: true }), {
        anyCount: z.optional(z.boolean()),
      }),
    reply: reply<LoadAllJob | null>(),
  },
  /**
   * Many pages, each asked of one or more endpoints, fetched a few at a time under a cap (see
   * batch.ts): a row per (line, endpoint) pair, never the same pair twice, so none is charged
   * twice. Every row is checked again there, and one the service could not be asked for refuses
   * the batch.
   */
  startBatch: {
    request: () =>
      z.strictObject({
        rows: z
          .array(
            z.strictObject({
              url: httpUrl(),
              id: callRequest().shape.id,
              params: callRequest().shape.params,
              /** The line it was pasted on, as the page named it; a line's rows share it. */
              line: z.optional(z.number().check(z.int(), z.minimum(1))),
            }),
          )
          .check(
            z.minLength(1),
            z.maxLength(maxBatchCalls),
            z.refine((rows) => batchCallsProblem(rows) === undefined, {
              message: 'A page asked of the same thing twice, or more pages than a batch takes.',
            }),
          ),
        /** The lines pasted but not sent, with why: kept with the batch, listed after it ran. */
        notSent: z.optional(
          z
            .array(
              z.strictObject({
                line: z.number().check(z.int(), z.minimum(1)),
                text: z.string().check(z.maxLength(2048)),
                reason: z.string().check(z.maxLength(1024)),
                group: z.string().check(z.maxLength(1024)),
                endpointId: z.optional(z.string().check(z.maxLength(64))),
              }),
            )
            .check(z.maxLength(maxBatchNotSent)),
        ),
        cap: jobCap(),
        concurrency: z.number().check(z.int(), z.minimum(1), z.maximum(mostBatchConcurrency)),
        /** Ask the service again even where the cache holds an answer (Refresh watched). */
        refresh: z.optional(z.boolean()),
        /** The price the page showed: a batch that costs more now is refused, not started. */
        expected: z.optional(jobCap()),
      }),
    reply: reply<BatchReply>(),
  },
  resumeBatch: {
    request: () =>
      z.strictObject({
        batchId: jobId(),
        ...resumeCap(),
        retryFailed: z.optional(z.boolean()),
      }),
    reply: reply<BatchReply>(),
  },
  stopBatch: { request: () => z.strictObject({ batchId: jobId() }), reply: reply<BatchReply>() },
  /** Every batch people ran, newest first, without their rows (automatic refreshes aside). */
  listBatches: { request: () => z.undefined(), reply: reply<BatchJob[]>() },
  /** Every automatic refresh of watched things, newest first, each with its failed rows. */
  automaticRefreshes: { request: () => z.undefined(), reply: reply<AutomaticRun[]>() },
  /** Forgets a batch, its rows and their answers (stopped first if it runs). */
  deleteBatch: {
    request: () => z.strictObject({ batchId: jobId() }),
    reply: reply<{ deleted: boolean }>(),
  },
  /** A batch and its rows (the newest batch without an id), without their answers. */
  batchState: {
    request: () => z.strictObject({ batchId: z.optional(jobId()) }),
    reply: reply<{ batch: BatchJob; rows: BatchRow[] } | null>(),
  },
  /** The answers of a batch's rows, by row index, for its downloads. */
  batchAnswers: {
    request: () => z.strictObject({ batchId: jobId() }),
    reply: reply<Record<number, unknown>>(),
  },
  /** A job's pages from page `from` (0-based), for a view whose own database read failed. */
  jobPages: {
    request: () =>
      z.strictObject({ jobId: jobId(), from: z.number().check(z.int(), z.minimum(0)) }),
    reply: reply<JobPage[]>(),
  },
});

type Messages = typeof messages;
export type MessageType = keyof Messages;
/** What a sender passes. */
export type MessageData<T extends MessageType> = z.input<Messages[T]['request']>;
/** What a handler receives: the request as its schema checked it. */
export type MessageRequest<T extends MessageType> = z.output<Messages[T]['request']>;
export type MessageReply<T extends MessageType> = Messages[T]['reply'];

export type CallRequest = MessageRequest<'callApi'>;
export type CostRequest = MessageRequest<'costNow'>;
