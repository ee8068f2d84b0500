import { useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { fileName } from '@/lib/export/files';
import {
  type SettingsFromFile,
  settingsFromFile,
  watchedFromFile,
} from '@/lib/extension/shared/from-file';
import { announceKept } from '@/lib/extension/shared/kept-news';
import { privacyPolicyFile } from '@/lib/extension/shared/privacy-policy';
import { withRestoredProblems } from '@/lib/extension/shared/problems';
import { migrateSettings, settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import { problems, type WatchedThing, watched } from '@/lib/extension/shared/storage';
import { storedProblems, storedWatched } from '@/lib/extension/shared/stored-writes';
import { type Backup, maxBackupBytes } from '@/lib/extension/views/backup/file';
import { readBackupInSteps } from '@/lib/extension/views/backup/read';
import { sendMessage } from '@/lib/extension/views/send-message';
import { restoredNumbers } from '@/lib/store/batches';
import type { BatchJob } from '@/lib/store/db';
import type { ChunkMerged, RestoreChunk } from '@/lib/store/restore-chunks';
import { useKept } from '../useKept';
import { type FileCounts, restoredWords, restorePreviewWords } from './backup-words';
import { importSettings, type RestoreProgress, restoreBackup } from './restore';
import { addressOffered, SettingsChanges } from './SettingsTransfer';

const browserName = import.meta.env.FIREFOX ? 'Firefox' : 'Chromium';

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

/** What a backup holds of each kind a restore counts. */
const countsOf = ({ stores }: Backup): FileCounts => ({
  results: stores.history?.length ?? 0,
  spending: stores.ledger?.length ?? 0,
  cached: stores.cache?.length ?? 0,
  loadAll: stores.jobs?.length ?? 0,
  batches: stores.batches?.length ?? 0,
});

/** A checked backup waiting for the user's yes, with what it would change. */
interface Pending {
  file: string;
  backup: Backup;
  /** The backup's settings in this version's shape, what they lack as stored now. */
  settings: Settings;
  plan: SettingsFromFile;
  adds: WatchedThing[];
}

type Busy = { what: 'backup'; written: number } | { what: 'restore'; progress: RestoreProgress };

/** Every kept thing to one file and back, merged into what is kept; never the key. */
export function BackupSection() {
  const [busy, setBusy] = useState<Busy | null>(null);
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [refused, setRefused] = useState<{ file: string; problems: string[] } | null>(null);
  // A backup's settings replace the user's only when asked for.
  const [withSettings, setWithSettings] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // The batches kept here while a restore is previewed: they say what its batches are numbered.
  const [keptBatches, setKeptBatches] = useState<readonly BatchJob[]>([]);
  const readKeptBatches = async () => {
    const { readBatches } = await import('@/lib/extension/views/stored-answers');
    const batches = await readBatches();
    setKeptBatches(batches);
    return batches;
  };
  const previewing = pending !== null;
  useKept('jobs', () => {
    if (previewing) void readKeptBatches();
  });

  const backUp = async () => {
    setRefused(null);
    setStatus(null);
    setBusy({ what: 'backup', written: 0 });
    try {
      const blob = await makeBackup((written) => setBusy({ what: 'backup', written }));
      saveBlob(blob, fileName({ platform: 'sidelight', what: 'backup' }, 'json'));
      setStatus({ error: false, text: `Backup saved (${megabytes(blob.size)}).` });
    } catch (error) {
      setStatus({
        error: true,
        text: `The backup could not be written: ${error instanceof Error ? error.message : 'the database could not be read'}. Nothing was changed.`,
      });
    } finally {
      setBusy(null);
    }
  };

  /** Checks the file and shows what it would change; nothing changes yet. */
  const preview = async (file: File) => {
    setStatus(null);
    setRefused(null);
    setPending(null);
    // Each file asks again whether to take its settings.
    setWithSettings(false);
    if (file.size > maxBackupBytes) {
      setRefused({
        file: file.name,
        problems: [
          `This file is ${megabytes(file.size)}, larger than ${megabytes(maxBackupBytes)}, the most a backup may be.`,
        ],
      });
      return;
    }
    setBusy({ what: 'restore', progress: { done: 0, total: 0 } });
    try {
      const read = await readBackupInSteps(await file.text());
      if (!read.ok) {
        setRefused({ file: file.name, problems: read.problems });
        return;
      }
      const [now, things] = await Promise.all([
        settingsExport(),
        watched.getValue(),
        readKeptBatches(),
      ]);
      // Settings of an older version: what they lack stays as it is stored now.
      const settings = migrateSettings(read.backup.settings, now);
      setPending({
        file: file.name,
        backup: read.backup,
        settings,
        plan: settingsFromFile(now, settings),
        adds: watchedFromFile(things, read.backup.watched, Date.now()),
      });
    } finally {
      setBusy(null);
    }
  };

  const restore = async ({ backup, settings }: Pending) => {
    setPending(null);
    setBusy({ what: 'restore', progress: { done: 0, total: 0 } });
    try {
      let counts: Awaited<ReturnType<typeof restoreBackup>>;
      try {
        counts = await restoreBackup(backup, sendChunk, (progress) =>
          setBusy({ what: 'restore', progress }),
        );
      } catch (error) {
        setStatus({
          error: true,
          text: `The restore stopped midway (${error instanceof Error ? error.message : 'no answer'}). What it added is kept; restore the same file again to add the rest: nothing is added twice.`,
        });
        return;
      }
      // Said once more when all of it is in, for views that opened while it was merged.
      announceKept('history', 'ledger', 'jobs', 'cache');
      const things = await restoreWatched(backup);
      // The record of problems takes the file's too, each once, the newest kept.
      await storedProblems.update(withRestoredProblems(backup.problems ?? []));
      const address = withSettings ? await importSettings(settings) : undefined;
      setStatus({
        error: false,
        text: `${restoredWords(counts, things, withSettings)}${address === undefined ? '' : ` ${addressOffered}`}`,
      });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section class="sl-card" data-testid="backup" aria-labelledby="backup-title">
      <h2 class="sl-card__title" id="backup-title">
        Back up and restore
      </h2>
      <p class="sl-muted">
        A backup is one file with every result in the history and its snapshots, the spending
        record, the cached answers, every Load all and batch with their pages, what you watch, the
        record of problems and your settings. It never holds your API key. Restoring adds what this
        browser does not have yet and leaves the rest as it is, so restoring a file twice changes
        nothing; a backup from Chrome restores in Firefox and the other way round. What Sidelight
        keeps on this computer, for how long, and what it sends to whom:{' '}
        <a href={`/${privacyPolicyFile}`} target="_blank" rel="noopener">
          the privacy policy
        </a>
        .
      </p>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          disabled={busy !== null}
          onClick={() => void backUp()}
        >
          Back up my data
        </button>
        <label class="sl-button">
          Restore from a backup…
          <input
            type="file"
            accept="application/json,.json"
            class="sl-visually-hidden"
            disabled={busy !== null}
            data-testid="restore-file"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // The same file chosen again (a restore run again) is a change too.
              event.currentTarget.value = '';
              if (file) void preview(file);
            }}
          />
        </label>
      </div>
      {pending && (
        <section class="sl-preview" aria-label="Restore preview" data-testid="restore-preview">
          <p class="sl-preview__title">
            Restore from {pending.file}? Nothing changes until you press Restore.
          </p>
          <ul data-testid="restore-adds">
            {restorePreviewWords(
              countsOf(pending.backup),
              pending.adds,
              restoredNumbers(pending.backup.stores.batches ?? [], keptBatches),
            ).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <label class="sl-check">
            <input
              type="checkbox"
              checked={withSettings}
              onChange={(event) => setWithSettings(event.currentTarget.checked)}
            />{' '}
            Restore the backup’s settings too (your key and your saved address stay)
          </label>
          {withSettings ? (
            <SettingsChanges plan={pending.plan} testId="restore-settings" />
          ) : (
            <p data-testid="restore-settings">Your settings stay as they are.</p>
          )}
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button sl-button--primary"
              onClick={() => void restore(pending)}
            >
              Restore
            </button>
            <button type="button" class="sl-button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </section>
      )}
      {busy?.what === 'backup' && (
        <p role="status" data-testid="backup-progress">
          Writing the backup: {busy.written.toLocaleString()} entries so far…
        </p>
      )}
      {busy?.what === 'restore' && (
        <>
          <p role="status" data-testid="backup-progress">
            {busy.progress.total === 0
              ? 'Checking the file…'
              : `Restoring: ${busy.progress.done.toLocaleString()} of ${busy.progress.total.toLocaleString()} entries…`}
          </p>
          <progress
            class="sl-progress"
            max={Math.max(1, busy.progress.total)}
            value={busy.progress.done}
            aria-label="Restore progress"
          />
        </>
      )}
      <StatusLine status={status} testId="backup-status" />
      {refused && (
        <div class="sl-error" role="alert" data-testid="restore-problems">
          <p class="sl-error__title">Nothing was restored from {refused.file}:</p>
          <ul>
            {refused.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
