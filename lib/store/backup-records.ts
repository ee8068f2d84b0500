/**
 * How each store's entries are written in a backup file and sent back to the background when it
 * is restored: the records of every store kept-stores.ts marks `backedUp`. The file around them
 * (its settings, watched things and problems) is the views' (lib/extension/views/backup/); these
 * are the store's own, so the store and both its writer and its reader agree on them.
 */
import { z } from '../zod';
import { jobEnds, ledgerOutcomes, type StoreName } from './db';
import { keptStores, storeNames } from './kept-stores';

/** Entries of one store a file may hold. */
export const maxRecordsPerStore = 2_000_000;

export const text = (max: number) => z.string().check(z.maxLength(max));
const whole = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
export const recordId = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** A moment in epoch ms, from 1970 to the year 275,760. */
export const moment = z.number().check(z.minimum(0), z.maximum(8.64e15));
const credits = z.number().check(z.minimum(0), z.maximum(1e12));
export const params = z.record(text(256), z.unknown());
const warnings = z.array(text(10_000)).check(z.maxLength(1000));
export const counts = z.record(text(256), z.number());
const source = z.enum(['network', 'cache', 'demo']);
const ended = z.strictObject({
  why: z.enum(jobEnds),
  message: z.optional(text(10_000)),
});

const historyRecord = z.strictObject({
  id: recordId,
  at: moment,
  endpointId: text(64),
  params,
  pageUrl: z.optional(text(8192)),
  data: z.unknown(),
  envelope: z.optional(z.record(text(256), z.unknown())),
  warnings,
  demo: z.boolean(),
});

/** A summary: only its title and counts are taken back; the rest is worked out again. */
const summaryRecord = z.object({
  id: recordId,
  title: z.optional(text(10_000)),
  counts: z.optional(counts),
});

const cacheRecord = z.strictObject({
  key: text(8192),
  endpointId: text(64),
  params,
  data: z.unknown(),
  envelope: z.optional(z.record(text(256), z.unknown())),
  raw: z.optional(z.unknown()),
  warnings,
  fetchedAt: moment,
});

const cacheUseRecord = z.strictObject({
  key: text(8192),
  usedAt: moment,
  bytes: whole,
  fetchedAt: z.optional(moment),
});

const ledgerRecord = z.strictObject({
  id: z.optional(recordId),
  at: moment,
  day: text(10),
  month: text(7),
  endpointId: text(64),
  params,
  price: credits,
  used: z.optional(z.number().check(z.minimum(-1e12), z.maximum(1e12))),
  remaining: z.optional(z.number().check(z.minimum(-1e15), z.maximum(1e15))),
  outcome: z.enum(ledgerOutcomes),
  purpose: z.optional(z.enum(['keyTest', 'automaticRefresh'])),
});

const jobRecord = z.strictObject({
  id: recordId,
  endpointId: text(64),
  params,
  key: text(8192),
  pageUrl: z.optional(text(8192)),
  cap: credits,
  running: z.boolean(),
  ended: z.optional(ended),
  next: z.nullable(params),
  pages: whole,
  items: whole,
  repeats: z.optional(whole),
  spent: credits,
  total: z.optional(whole),
  startedAt: moment,
  updatedAt: moment,
});

const jobPageRecord = z.strictObject({
  jobId: recordId,
  index: whole,
  params,
  data: z.unknown(),
  warnings,
  fetchedAt: moment,
  source,
  credits,
  items: whole,
  repeats: z.optional(whole),
});

const batchRecord = z.strictObject({
  id: recordId,
  cap: credits,
  concurrency: whole,
  refresh: z.optional(z.boolean()),
  automatic: z.optional(z.boolean()),
  moved: z.optional(
    z
      .array(
        z.strictObject({
          title: text(10_000),
          moves: z
            .array(z.strictObject({ label: text(200), from: z.number(), to: z.number() }))
            .check(z.maxLength(1000)),
        }),
      )
      .check(z.maxLength(100_000)),
  ),
  running: z.boolean(),
  ended: z.optional(ended),
  rows: whole,
  pages: z.optional(whole),
  notSent: z.optional(
    z
      .array(
        z.strictObject({
          line: whole,
          text: text(8192),
          reason: text(10_000),
          group: text(10_000),
          endpointId: z.optional(text(64)),
        }),
      )
      .check(z.maxLength(100_000)),
  ),
  done: whole,
  failed: whole,
  spent: credits,
  startedAt: moment,
  updatedAt: moment,
  slowed: z.optional(
    z.strictObject({
      waitSeconds: z.number(),
      atOnce: whole,
      until: moment,
      waiting: z.array(whole).check(z.maxLength(100_000)),
    }),
  ),
});

const batchRowRecord = z.strictObject({
  batchId: recordId,
  index: whole,
  line: z.optional(whole),
  url: text(8192),
  platform: text(64),
  kind: text(64),
  endpointId: text(64),
  params,
  status: z.enum(['pending', 'done', 'failed']),
  credits,
  source: z.optional(source),
  shared: z.optional(z.literal(true)),
  error: z.optional(text(10_000)),
  title: z.optional(text(10_000)),
  counts: z.optional(z.record(text(200), z.number())),
  historyId: z.optional(recordId),
  ms: z.optional(z.number().check(z.minimum(0))),
  repeats: z.optional(whole),
});

/** A row's answer: the store keeps it under the row's key, the file beside it. */
const batchAnswerRecord = z.strictObject({
  batchId: recordId,
  index: whole,
  data: z.unknown(),
});

/**
 * How each store's entries are written in a file; null for a store never backed up. Every store
 * of the schema must say (a test checks these agree with `backedUp`).
 */
export const recordSchemas = {
  history: historyRecord,
  historyIndex: summaryRecord,
  cache: cacheRecord,
  cacheUse: cacheUseRecord,
  ledger: ledgerRecord,
  jobs: jobRecord,
  jobPages: jobPageRecord,
  batches: batchRecord,
  batchRows: batchRowRecord,
  batchAnswers: batchAnswerRecord,
  calls: null,
} satisfies Record<StoreName, z.ZodMiniType | null>;

type Schemas = typeof recordSchemas;
/** The stores a backup holds. */
export type BackedUpStore = { [S in StoreName]: Schemas[S] extends null ? never : S }[StoreName];

export const backedUpStores = storeNames.filter(
  (name): name is BackedUpStore => keptStores[name].backedUp && recordSchemas[name] !== null,
);
