import { useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { download, fileName, toJson } from '@/lib/export/files';
import { type SettingsFromFile, settingsFromFile } from '@/lib/extension/shared/from-file';
import { readSettingsFile, settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import { notSaved } from './Reading';
import { importSettings } from './restore';

/** Said of an address from a file: it waits in the field, unsaved, for Save and its permission. */
const addressWaits = (address: string) =>
  `The file’s address, ${address}, is not saved: it goes into the API base address field above, and is used only once you press Save there.`;

/** Said after an import or a restore that offered the file's address in the field. */
export const addressOffered =
  'The file’s address is in the API base address field, not saved: press Save there to use it.';

/** What a file's settings would change, and what they may not, as a list. */
export function SettingsChanges({ plan, testId }: { plan: SettingsFromFile; testId: string }) {
  const lines = [
    ...plan.changes,
    ...plan.kept,
    ...(plan.address === undefined ? [] : [addressWaits(plan.address)]),
  ];
  return lines.length === 0 ? (
    <p data-testid={testId}>The file’s settings are the same as yours: nothing changes.</p>
  ) : (
    <ul data-testid={testId}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** Settings to a file and back; the key is never in the file. */
export function SettingsTransfer() {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [refused, setRefused] = useState<{ file: string; problems: string[] } | null>(null);
  const [pending, setPending] = useState<{
    file: string;
    settings: Settings;
    plan: SettingsFromFile;
  } | null>(null);
  const importFile = async (file: File) => {
    setStatus(null);
    setPending(null);
    // What an older file lacks stays as it is stored now.
    const now = await settingsExport();
    const read = readSettingsFile(await file.text(), now);
    if (!read.ok) {
      setRefused({ file: file.name, problems: read.problems });
      return;
    }
    setRefused(null);
    setPending({
      file: file.name,
      settings: read.settings,
      plan: settingsFromFile(now, read.settings),
    });
  };
  const confirm = async () => {
    if (!pending) return;
    setPending(null);
    setStatus(
      await importSettings(pending.settings).then(
        (address) => ({
          error: false,
          text:
            address === undefined ? 'Settings imported.' : `Settings imported. ${addressOffered}`,
        }),
        () => ({ error: true, text: notSaved }),
      ),
    );
  };
  return (
    <section class="sl-card" data-testid="settings-transfer">
      <h2 class="sl-card__title">Export and import settings</h2>
      <p class="sl-muted">
        The file holds every setting except your API key: not the history, the spending or what is
        watched.
      </p>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={() =>
            void settingsExport().then((data) =>
              download(
                toJson(data),
                fileName({ platform: 'sidelight', what: 'settings' }, 'json'),
                'application/json',
              ),
            )
          }
        >
          Export settings
        </button>
        <label class="sl-button">
          Import settings
          <input
            type="file"
            accept="application/json,.json"
            class="sl-visually-hidden"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // The same file chosen again after a fix is a change too.
              event.currentTarget.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      {pending && (
        <section class="sl-preview" aria-label="Import preview" data-testid="import-preview">
          <p class="sl-preview__title">
            Import the settings of {pending.file}? Nothing changes until you press Import.
          </p>
          <SettingsChanges plan={pending.plan} testId="import-changes" />
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button sl-button--primary"
              onClick={() => void confirm()}
            >
              Import
            </button>
            <button type="button" class="sl-button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </section>
      )}
      <StatusLine status={status} testId="import-status" />
      {refused && (
        <div class="sl-error" role="alert" data-testid="import-problems">
          <p class="sl-error__title">Nothing was imported from {refused.file}:</p>
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
