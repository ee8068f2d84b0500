import type { Busy } from './use-backup';

/** How far a backup being written, or a restore being checked or merged, has come. */
export function BackupProgress({ busy }: { busy: Busy | null }) {
  if (busy?.what === 'backup')
    return (
      <p role="status" data-testid="backup-progress">
        Writing the backup: {busy.written.toLocaleString()} entries so far…
      </p>
    );
  if (busy?.what !== 'restore') return null;
  const { done, total } = busy.progress;
  return (
    <>
      <p role="status" data-testid="backup-progress">
        {total === 0
          ? 'Checking the file…'
          : `Restoring: ${done.toLocaleString()} of ${total.toLocaleString()} entries…`}
      </p>
      <progress
        class="sl-progress"
        max={Math.max(1, total)}
        value={done}
        aria-label="Restore progress"
      />
    </>
  );
}
