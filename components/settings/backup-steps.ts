/**
 * What Back up and Restore do from the settings page, each step returning what the page then
 * says: the file written from this view's own reads and saved, a chosen file checked and planned,
 * and a restore merged chunk by chunk with what is watched, the problems and the settings.
 */
import type { Status } from '@/components/StatusLine';
import { fileName } from '@/lib/export/files';
import {
  type SettingsFromFile,
  settingsFromFile,
  watchedFromFile,
} from '@/lib/extension/shared/from-file';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { withRestoredProblems } from '@/lib/extension/shared/problems';
import { migrateSettings, settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import { problems, type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { storedProblems, storedWatched } from '@/lib/extension/shared/stored-writes';
import { type Backup, maxBackupBytes } from '@/lib/extension/views/backup/file';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { ChunkMerged, RestoreChunk } from '@/lib/store/restore-chunks';
import { type FileCounts, restoredWords } from './backup-words';
import { importSettings, type RestoreProgress, restoreBackup } from './restore';
import { addressOffered } from './SettingsChanges';

const browserName = import.meta.env.FIREFOX ? 'Firefox' : 'Chromium';

/** A checked backup waiting for the user's yes, with what it would change. */
export interface PendingRestore {
  file: string;
  backup: Backup;
  /** The backup's settings in this version's shape, what they lack as stored now. */
  settings: Settings;
  plan: SettingsFromFile;
  adds: WatchedThing[];
}

/** Saves a Blob as a file (no permission needed). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes the backup from this view's own reads of the database, the settings and what is watched. */
async function makeBackup(progress: (written: number) => void): Promise<Blob> {
  const [{ backupOfKept }, settings, things, record] = await Promise.all([
    import('@/lib/extension/views/stored-answers'),
    settingsExport(),
    watched.getValue(),
    problems.getValue(),
  ]);
  return backupOfKept(
    { madeAt: Date.now(), browser: browserName, settings, watched: things, problems: record },
    progress,
  );
}

/** Writes the backup and saves it as a file: said with its size, or why nothing was written. */
export async function writeBackup(progress: (written: number) => void): Promise<Status> {
  try {
    const blob = await makeBackup(progress);
    saveBlob(blob, fileName({ platform: 'sidelight', what: 'backup' }, 'json'));
    return { error: false, text: `Backup saved (${megabytes(blob.size)}).` };
  } catch (error) {
    return {
      error: true,
      text: `The backup could not be written: ${error instanceof Error ? error.message : 'the database could not be read'}. Nothing was changed.`,
    };
  }
}

/** Why a file is refused before it is read: larger than any backup may be. */
export const tooLargeProblems = (file: File): string[] =>
  file.size > maxBackupBytes
    ? [
        `This file is ${megabytes(file.size)}, larger than ${megabytes(maxBackupBytes)}, the most a backup may be.`,
      ]
    : [];

/** What a checked backup would change, planned against what is stored now. */
export async function restorePlan(file: string, backup: Backup): Promise<PendingRestore> {
  const [now, things] = await Promise.all([settingsExport(), watched.getValue()]);
  // Settings of an older version: what they lack stays as it is stored now.
  const settings = migrateSettings(backup.settings, now);
  return {
    file,
    backup,
    settings,
    plan: settingsFromFile(now, settings),
    adds: watchedFromFile(things, backup.watched, Date.now()),
  };
}

/** What a backup holds of each kind a restore counts. */
export const countsOf = ({ stores }: Backup): FileCounts => ({
  results: stores.history?.length ?? 0,
  spending: stores.ledger?.length ?? 0,
  cached: stores.cache?.length ?? 0,
  loadAll: stores.jobs?.length ?? 0,
  batches: stores.batches?.length ?? 0,
});

/** Sends one chunk to the background, which alone writes what it keeps figures of in memory. */
async function sendChunk(chunk: RestoreChunk): Promise<ChunkMerged> {
  const sent = await sendMessage('restoreChunk', chunk);
  if (!sent.ok) throw new Error(sent.error);
  return sent.reply;
}

/**
 * Watches the backup's watched things too, each once (by its key), those on a schedule first due
 * a period after now. How many were new.
 */
async function restoreWatched(backup: Backup): Promise<number> {
  let added = 0;
  const at = Date.now();
  await storedWatched.update((things) => {
    const fresh = watchedFromFile(things, backup.watched, at);
    added = fresh.length;
    return fresh.length > 0 ? [...things, ...fresh] : things;
  });
  return added;
}

/**
 * Restores a backup the user said yes to, its settings too if asked: what it added, or where it
 * stopped (what it added is kept, and the same file again adds the rest).
 */
export async function restoreConfirmed(
  { backup, settings }: PendingRestore,
  withSettings: boolean,
  progress: (progress: RestoreProgress) => void,
): Promise<Status> {
  let counts: Awaited<ReturnType<typeof restoreBackup>>;
  try {
    counts = await restoreBackup(backup, sendChunk, progress);
  } catch (error) {
    return {
      error: true,
      text: `The restore stopped midway (${error instanceof Error ? error.message : 'no answer'}). What it added is kept; restore the same file again to add the rest: nothing is added twice.`,
    };
  }
  // Said once more when all of it is in, for views that opened while it was merged.
  announceKept('history', 'ledger', 'jobs', 'cache');
  const things = await restoreWatched(backup);
  // The record of problems takes the file's too, each once, the newest kept.
  await storedProblems.update(withRestoredProblems(backup.problems ?? []));
  const address = withSettings ? await importSettings(settings) : undefined;
  return {
    error: false,
    text: `${restoredWords(counts, things, withSettings)}${address === undefined ? '' : ` ${addressOffered}`}`,
  };
}
