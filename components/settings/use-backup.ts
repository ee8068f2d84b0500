import { useState } from 'preact/hooks';
import type { Status } from '@/components/StatusLine';
import { readBackupInSteps } from '@/lib/extension/views/backup/read';
import type { BatchJob } from '@/lib/store/db';
import { useKept } from '../useKept';
import {
  type PendingRestore,
  restoreConfirmed,
  restorePlan,
  tooLargeProblems,
  writeBackup,
} from './backup-steps';
import type { Refused } from './RefusedFile';
import type { RestoreProgress } from './restore';

/** What Back up and Restore are doing now. */
export type Busy =
  | { what: 'backup'; written: number }
  | { what: 'restore'; progress: RestoreProgress };

/** The batches kept here, read again while a restore is previewed: they say what its batches are numbered. */
function useKeptBatches(previewing: boolean) {
  const [keptBatches, setKeptBatches] = useState<readonly BatchJob[]>([]);
  const readKeptBatches = async () => {
    const { readBatches } = await import('@/lib/extension/views/stored-answers');
    setKeptBatches(await readBatches());
  };
  useKept('jobs', () => {
    if (previewing) void readKeptBatches();
  });
  return { keptBatches, readKeptBatches };
}

/**
 * Back up and Restore's state: what runs now (`busy`), what the last of them said, a file
 * refused, and a restore waiting for the user's yes (`pending`) with whether it takes the file's
 * settings too (asked again for each file).
 */
export function useBackup() {
  const [busy, setBusy] = useState<Busy | null>(null);
  const [status, setStatus] = useState<Status | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  // A backup's settings replace the user's only when asked for.
  const [withSettings, setWithSettings] = useState(false);
  const [pending, setPending] = useState<PendingRestore | null>(null);
  const { keptBatches, readKeptBatches } = useKeptBatches(pending !== null);
  const restoring = (progress: RestoreProgress) => setBusy({ what: 'restore', progress });

  const backUp = async () => {
    setRefused(null);
    setStatus(null);
    setBusy({ what: 'backup', written: 0 });
    try {
      setStatus(await writeBackup((written) => setBusy({ what: 'backup', written })));
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
    const tooLarge = tooLargeProblems(file);
    if (tooLarge.length > 0) return setRefused({ file: file.name, problems: tooLarge });
    restoring({ done: 0, total: 0 });
    try {
      const read = await readBackupInSteps(await file.text());
      if (!read.ok) return setRefused({ file: file.name, problems: read.problems });
      const [plan] = await Promise.all([restorePlan(file.name, read.backup), readKeptBatches()]);
      setPending(plan);
    } finally {
      setBusy(null);
    }
  };

  const restore = async (confirmed: PendingRestore) => {
    setPending(null);
    restoring({ done: 0, total: 0 });
    try {
      setStatus(await restoreConfirmed(confirmed, withSettings, restoring));
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => setPending(null);
  return {
    busy,
    status,
    refused,
    withSettings,
    setWithSettings,
    pending,
    keptBatches,
    backUp,
    preview,
    restore,
    cancel,
  };
}
