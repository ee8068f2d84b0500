import { restoredNumbers } from '@/lib/store/batches';
import type { BatchJob } from '@/lib/store/db';
import { countsOf, type PendingRestore } from './backup-steps';
import { restorePreviewWords } from './backup-words';
import { ConfirmOrCancel } from './ConfirmOrCancel';
import { SettingsChanges } from './SettingsChanges';

/**
 * The question before a restore: what the file would add (its batches numbered against those kept
 * here), whether its settings come too and what they would change; nothing changes yet.
 */
export function RestorePreview({
  pending,
  keptBatches,
  withSettings,
  setWithSettings,
  restore,
  cancel,
}: {
  pending: PendingRestore;
  keptBatches: readonly BatchJob[];
  withSettings: boolean;
  setWithSettings(checked: boolean): void;
  restore(): void;
  cancel(): void;
}) {
  const adds = restorePreviewWords(
    countsOf(pending.backup),
    pending.adds,
    restoredNumbers(pending.backup.stores.batches ?? [], keptBatches),
  );
  return (
    <section class="sl-preview" aria-label="Restore preview" data-testid="restore-preview">
      <p class="sl-preview__title">
        Restore from {pending.file}? Nothing changes until you press Restore.
      </p>
      <ul data-testid="restore-adds">
        {adds.map((line) => (
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
      <ConfirmOrCancel action="Restore" confirm={restore} cancel={cancel} />
    </section>
  );
}
