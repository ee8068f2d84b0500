import { ConfirmOrCancel } from './ConfirmOrCancel';
import { SettingsChanges } from './SettingsChanges';
import type { PendingImport } from './use-settings-import';

/** The question before an import: what the file's settings would change; nothing changes yet. */
export function ImportPreview({
  pending,
  confirm,
  cancel,
}: {
  pending: PendingImport;
  confirm(): void;
  cancel(): void;
}) {
  return (
    <section class="sl-preview" aria-label="Import preview" data-testid="import-preview">
      <p class="sl-preview__title">
        Import the settings of {pending.file}? Nothing changes until you press Import.
      </p>
      <SettingsChanges plan={pending.plan} testId="import-changes" />
      <ConfirmOrCancel action="Import" confirm={confirm} cancel={cancel} />
    </section>
  );
}
