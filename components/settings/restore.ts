/**
 * A restore, run by the settings page: a checked backup's records sent to the background chunk by
 * chunk (it alone writes what it keeps figures of in memory), ids mapped as it answers them, and a
 * file's settings written over what is stored, within what a file may change.
 */
import { settingsFromFile } from '@/lib/extension/shared/from-file';
import { settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import {
  patch,
  storedApiSettings,
  storedBatchConcurrency,
  storedPathStyle,
  storedPreferences,
} from '@/lib/extension/shared/stored-writes';
import type { Backup } from '@/lib/extension/views/backup/file';
import { type ChunkStore, chunkStores } from '@/lib/store/chunk-stores';
import type { ChunkMerged, RestoreChunk } from '@/lib/store/restore-chunks';
import { importAddress } from './BaseUrlField';

/** Characters of records sent at once: far below what a message between pages may carry. */
const chunkChars = 8 * 1024 * 1024;

/** What a restore added and found, by the kinds people know. */
export interface RestoreCounts {
  results: { added: number; already: number };
  spending: { added: number; already: number };
  cached: { added: number; already: number };
  loadAll: { added: number; already: number };
  batches: { added: number; already: number };
}

export type RestoreProgress = { done: number; total: number };

const kindOf: Partial<Record<ChunkStore, keyof RestoreCounts>> = {
  history: 'results',
  ledger: 'spending',
  cache: 'cached',
  jobs: 'loadAll',
  batches: 'batches',
};

/** Splits records into runs of about `limit` characters each (a record alone may be more). */
function* runsOf<T>(records: readonly T[], limit: number): Generator<T[]> {
  let run: T[] = [];
  let size = 0;
  for (const record of records) {
    const length = JSON.stringify(record)?.length ?? 0;
    if (run.length > 0 && size + length > limit) {
      yield run;
      run = [];
      size = 0;
    }
    run.push(record);
    size += length;
  }
  if (run.length > 0) yield run;
}

type Stores = Backup['stores'];

/** The results, each with its summary's title and counts (the rest of a summary is worked out again). */
const resultsWithSummaries = (stores: Stores) => {
  const summaries = new Map((stores.historyIndex ?? []).map((summary) => [summary.id, summary]));
  return (stores.history ?? []).map((entry) => {
    const summary = summaries.get(entry.id);
    return {
      entry,
      ...(summary?.title === undefined ? {} : { title: summary.title }),
      ...(summary?.counts === undefined ? {} : { counts: summary.counts }),
    };
  });
};

/** The cached answers, each with when it was last used. */
const cachedWithUses = (stores: Stores) => {
  const usedAt = new Map((stores.cacheUse ?? []).map((use) => [use.key, use.usedAt]));
  return (stores.cache ?? []).map((entry) => {
    const used = usedAt.get(entry.key);
    return { entry, ...(used === undefined ? {} : { usedAt: used }) };
  });
};

/** Each record under its parent's id here; those whose parent was not restored are left out. */
const underRestored = <R, K extends keyof R>(
  records: readonly R[] | undefined,
  parent: K,
  ids: ReadonlyMap<number, number>,
): R[] =>
  (records ?? []).flatMap((record) => {
    const id = ids.get(record[parent] as number);
    return id === undefined ? [] : [{ ...record, [parent]: id }];
  });

/** Batch lines under their batch's id here, and their result's, when it was restored. */
const linesUnderRestored = (
  stores: Stores,
  batchIds: ReadonlyMap<number, number>,
  historyIds: ReadonlyMap<number, number>,
) =>
  underRestored(stores.batchRows, 'batchId', batchIds).map(({ historyId, ...rest }) => {
    const mapped = historyId === undefined ? undefined : historyIds.get(historyId);
    return { ...rest, ...(mapped === undefined ? {} : { historyId: mapped }) };
  });

/**
 * Restores a checked backup through `send` (the background's merge), chunk after chunk: results
 * first, then what refers to them, ids mapped as the background answers them. A chunk that fails
 * stops the restore; what was merged before it stays, and running it again adds only the rest.
 */
export async function restoreBackup(
  backup: Backup,
  send: (chunk: RestoreChunk) => Promise<ChunkMerged>,
  progress?: (done: RestoreProgress) => void,
  limit = chunkChars,
): Promise<RestoreCounts> {
  const { stores } = backup;
  const historyIds = new Map<number, number>();
  const jobIds = new Map<number, number>();
  const batchIds = new Map<number, number>();
  const counts: RestoreCounts = {
    results: { added: 0, already: 0 },
    spending: { added: 0, already: 0 },
    cached: { added: 0, already: 0 },
    loadAll: { added: 0, already: 0 },
    batches: { added: 0, already: 0 },
  };
  const total = chunkStores.reduce((sum, store) => sum + (stores[store]?.length ?? 0), 0);
  let done = 0;
  progress?.({ done, total });
  const merge = async <C extends RestoreChunk>(
    store: C['store'],
    records: readonly C['records'][number][],
    ids?: Map<number, number>,
    extra: Partial<C> = {},
  ) => {
    for (const run of runsOf(records, limit)) {
      const merged = await send({ store, records: run, ...extra } as RestoreChunk);
      const kind = kindOf[store];
      if (kind) {
        counts[kind].added += merged.added;
        counts[kind].already += merged.already;
      }
      for (const [from, to] of merged.ids ?? []) ids?.set(from, to);
      done += run.length;
      progress?.({ done, total });
    }
  };
  await merge('history', resultsWithSummaries(stores), historyIds);
  await merge('ledger', stores.ledger ?? []);
  await merge('cache', cachedWithUses(stores));
  await merge('jobs', stores.jobs ?? [], jobIds);
  await merge('jobPages', underRestored(stores.jobPages, 'jobId', jobIds));
  await merge('batches', stores.batches ?? [], batchIds, {
    numbers: (stores.batches ?? []).map((batch) => batch.id),
  });
  await merge('batchRows', linesUnderRestored(stores, batchIds, historyIds));
  await merge('batchAnswers', underRestored(stores.batchAnswers, 'batchId', batchIds));
  return counts;
}

/**
 * Writes a file's settings over what is stored now, each through its writer, so every view shows
 * them at once; within what a file may change (from-file.ts), judged against the settings stored
 * at this moment. The file's address is never saved here: it goes into the address field, to be
 * saved (and allowed) from a click there. Answers that address, if one was offered.
 */
export async function importSettings(file: Settings): Promise<string | undefined> {
  const { settings, address } = settingsFromFile(await settingsExport(), file);
  await patch(storedPreferences, settings.preferences);
  await patch(storedApiSettings, settings.apiSettings);
  await storedPathStyle.update(() => settings.pathStyle);
  await storedBatchConcurrency.update(() => settings.batchConcurrency);
  if (address !== undefined) importAddress(address);
  return address;
}
