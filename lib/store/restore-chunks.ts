/**
 * What a restore sends the background at once, to merge in one transaction (restore.ts): one
 * store's records, checked already against the backup's schemas by the page that read the file.
 */
import { z } from '../zod';
import {
  counts,
  maxRecordsPerStore,
  moment,
  recordId,
  recordSchemas,
  text,
} from './backup-records';
import type { ChunkStore } from './chunk-stores';

const chunkOf = <S extends string, T extends z.ZodMiniType>(store: S, record: T) =>
  z.strictObject({ store: z.literal(store), records: z.array(record) });

/** Each chunk store's chunk; a store added to `chunkStores` without one here fails to compile. */
const chunkSchemas = {
  /** A result with its summary's title and counts. */
  history: chunkOf(
    'history',
    z.strictObject({
      entry: recordSchemas.history,
      title: z.optional(text(10_000)),
      counts: z.optional(counts),
    }),
  ),
  /** A cached answer with when it was last used. */
  cache: chunkOf(
    'cache',
    z.strictObject({ entry: recordSchemas.cache, usedAt: z.optional(moment) }),
  ),
  ledger: chunkOf('ledger', recordSchemas.ledger),
  jobs: chunkOf('jobs', recordSchemas.jobs),
  jobPages: chunkOf('jobPages', recordSchemas.jobPages),
  batches: z.strictObject({
    store: z.literal('batches'),
    records: z.array(recordSchemas.batches),
    /** Every batch number the file holds: one renumbered here takes none of them. */
    numbers: z.optional(z.array(recordId).check(z.maxLength(maxRecordsPerStore))),
  }),
  batchRows: chunkOf('batchRows', recordSchemas.batchRows),
  batchAnswers: chunkOf('batchAnswers', recordSchemas.batchAnswers),
} satisfies { [S in ChunkStore]: z.ZodMiniType<{ store: S }> };

type ChunkSchema = (typeof chunkSchemas)[ChunkStore];

/** What the background merges at once, in one transaction (see `mergeChunk`). */
export const restoreChunkSchema = z.discriminatedUnion(
  'store',
  Object.values(chunkSchemas) as [ChunkSchema, ...ChunkSchema[]],
);
export type RestoreChunk = z.infer<typeof restoreChunkSchema>;

export interface ChunkMerged {
  added: number;
  /** Already kept (the same content), so left as it is. */
  already: number;
  /** Each record's id in the file and in this profile, for the stores others refer to. */
  ids?: [number, number][];
}
