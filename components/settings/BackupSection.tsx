import { StatusLine } from '@/components/StatusLine';
import { privacyPolicyFile } from '@/lib/extension/shared/privacy-policy';
import { BackupProgress } from './BackupProgress';
import { FileChoice } from './FileChoice';
import { RefusedFile } from './RefusedFile';
import { RestorePreview } from './RestorePreview';
import { useBackup } from './use-backup';

/** Every kept thing to one file and back, merged into what is kept; never the key. */
export function BackupSection() {
  const backup = useBackup();
  const { busy, pending } = backup;
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
          onClick={() => void backup.backUp()}
        >
          Back up my data
        </button>
        <FileChoice
          label="Restore from a backup…"
          disabled={busy !== null}
          testId="restore-file"
          choose={(file) => void backup.preview(file)}
        />
      </div>
      {pending && (
        <RestorePreview
          pending={pending}
          keptBatches={backup.keptBatches}
          withSettings={backup.withSettings}
          setWithSettings={backup.setWithSettings}
          restore={() => void backup.restore(pending)}
          cancel={backup.cancel}
        />
      )}
      <BackupProgress busy={busy} />
      <StatusLine status={backup.status} testId="backup-status" />
      <RefusedFile refused={backup.refused} done="restored" testId="restore-problems" />
    </section>
  );
}
