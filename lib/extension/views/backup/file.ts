/**
 * The backup file's format: one JSON file with every store kept-stores.ts marks `backedUp` (their
 * records are the store's own: lib/store/backup-records.ts), the settings (never the key), the
 * watched things and the record of problems. The settings page alone writes and reads it.
 */
import {
  type BackedUpStore,
  maxRecordsPerStore,
  moment,
  params,
  recordSchemas,
  text,
} from '../../../store/backup-records';
import { z } from '../../../zod';
import type { Problem } from '../../shared/problems';
import { anySettingsSchema } from '../../shared/settings-schema';
import { schedules } from '../../shared/watch-schedule';

/** The format's version; a file of a later one is refused (it may hold what this one cannot keep). */
export const backupVersion = 1;

/** The largest file a restore reads, in bytes: a year of heavy use fits several times over. */
export const maxBackupBytes = 200 * 1024 * 1024;

const many = <T extends z.ZodMiniType>(record: T) =>
  z.array(record).check(z.maxLength(maxRecordsPerStore));

/** A watched thing; its schedule and what was last seen of it came later, so a file may lack them. */
const watchedRecord = z.strictObject({
  key: text(8192),
  endpointId: text(64),
  params,
  url: text(8192),
  title: text(10_000),
  addedAt: moment,
  schedule: z.optional(z.enum(schedules)),
  dueAt: z.optional(moment),
  waitUntil: z.optional(moment),
  lastRefresh: z.optional(
    z.strictObject({
      at: moment,
      outcome: z.enum(['done', 'failed', 'waiting']),
      note: z.optional(text(10_000)),
    }),
  ),
  threshold: z.optional(z.number().check(z.minimum(0), z.maximum(1e9))),
  seenAt: z.optional(moment),
});

/** A problem of the record of what went wrong; files made before it was kept have none. */
const problemRecord = z.strictObject({
  at: moment,
  doing: text(200),
  error: text(1000),
});

export const backupSchema = z.strictObject({
  sidelightBackup: z.literal(backupVersion),
  madeAt: moment,
  browser: z.optional(text(200)),
  /** Of the version the file was made with: brought up to this one when restored (settings.ts). */
  settings: anySettingsSchema,
  watched: z.array(watchedRecord).check(z.maxLength(100_000)),
  problems: z.optional(z.array(problemRecord).check(z.maxLength(10_000))),
  stores: z.strictObject({
    history: z.optional(many(recordSchemas.history)),
    historyIndex: z.optional(many(recordSchemas.historyIndex)),
    cache: z.optional(many(recordSchemas.cache)),
    cacheUse: z.optional(many(recordSchemas.cacheUse)),
    ledger: z.optional(many(recordSchemas.ledger)),
    jobs: z.optional(many(recordSchemas.jobs)),
    jobPages: z.optional(many(recordSchemas.jobPages)),
    batches: z.optional(many(recordSchemas.batches)),
    batchRows: z.optional(many(recordSchemas.batchRows)),
    batchAnswers: z.optional(many(recordSchemas.batchAnswers)),
  } satisfies Record<BackedUpStore, unknown>),
});

export type Backup = z.infer<typeof backupSchema>;

/** What a file holds besides the stores. */
export interface BackupExtras {
  madeAt: number;
  browser?: string;
  settings: z.input<typeof anySettingsSchema>;
  watched: z.infer<typeof watchedRecord>[];
  /** The record of what went wrong (see problems.ts). */
  problems?: Problem[];
}
