import { StatusLine } from '@/components/StatusLine';
import { FileChoice } from './FileChoice';
import { ImportPreview } from './ImportPreview';
import { RefusedFile } from './RefusedFile';
import { exportSettings, useSettingsImport } from './use-settings-import';

/** Settings to a file and back; the key is never in the file. */
export function SettingsTransfer() {
  const { status, refused, pending, choose, confirm, cancel } = useSettingsImport();
  return (
    <section class="sl-card" data-testid="settings-transfer">
      <h2 class="sl-card__title">Export and import settings</h2>
      <p class="sl-muted">
        The file holds every setting except your API key: not the history, the spending or what is
        watched.
      </p>
      <div class="sl-actions">
        <button type="button" class="sl-button" onClick={exportSettings}>
          Export settings
        </button>
        <FileChoice label="Import settings" choose={(file) => void choose(file)} />
      </div>
      {pending && (
        <ImportPreview pending={pending} confirm={() => void confirm()} cancel={cancel} />
      )}
      <StatusLine status={status} testId="import-status" />
      <RefusedFile refused={refused} done="imported" testId="import-problems" />
    </section>
  );
}
