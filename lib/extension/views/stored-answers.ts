/**
 * A view's reads of the database it shares with the worker: big answers the background left in
 * the cache, results of the history, and the pages of a job. Loaded on first need (api-calls.ts), so a view that never
 * meets a big answer never loads the database code.
 */
import { listBatches } from '../../store/batches';
import { readStoredAnswer } from '../../store/cache';
import { openStore, type SidelightDb } from '../../store/db';
import { getHistory } from '../../store/history';
import { pagesOf } from '../../store/jobs';
import type { BackupExtras } from './backup/file';
import { writeBackup } from './backup/write';

/** The view's own connection, opened on first need; closed when the worker wants to upgrade. */
let database: Promise<SidelightDb> | undefined;
const db = (): Promise<SidelightDb> => {
  if (!database) {
    const opening = openStore(undefined, () => {
      if (database === opening) database = undefined;
      void opening.then((open) => open.close());
    });
    database = opening;
    // Its reader hears the failure; the next read opens the database anew.
    opening.catch(() => {
      if (database === opening) database = undefined;
    });
  }
  return database;
};

export const readStored = async (key: string, fetchedAt: number) =>
  readStoredAnswer(await db(), key, fetchedAt);

export const readHistoryEntry = async (id: number) => getHistory(await db(), id);

export const readJobPages = async (jobId: number, from: number) => pagesOf(await db(), jobId, from);

/** Every batch kept, newest first (a restore's preview numbers the file's batches from them). */
export const readBatches = async () => listBatches(await db());

/** A backup of everything kept, written from the view's own reads (see backup/write.ts). */
export const backupOfKept = async (extras: BackupExtras, progress?: (written: number) => void) =>
  writeBackup(await db(), extras, progress);
