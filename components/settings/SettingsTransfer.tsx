import { useState } from 'preact/hooks';
import { StatusLine } from '@/components/StatusLine';
import { download, fileName, toJson } from '@/lib/export/files';
import { readSettingsFile, settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import { baseUrl } from '@/lib/extension/shared/storage';
import {
  patch,
  storedApiSettings,
  storedBatchConcurrency,
  storedPathStyle,
  storedPreferences,
} from '@/lib/extension/shared/stored-writes';
import { checkBaseUrl, saveBaseUrl } from '@/lib/extension/views/base-url';
import { importAddress } from './BaseUrlField';
import { notSaved } from './Reading';

/**
 * Writes a file's settings over what is stored now, each through its writer, so every view shows
 * them at once. An address that needs the browser's permission goes into the address field, to
 * be saved from a click there.
 */
export async function importSettings(file: Settings): Promise<string> {
  await patch(storedPreferences, file.preferences);
  await patch(storedApiSettings, file.apiSettings);
  await storedPathStyle.update(() => file.pathStyle);
  await storedBatchConcurrency.update(() => file.batchConcurrency);
  if (file.baseUrl === '' || file.baseUrl === (await baseUrl.getValue()))
    return 'Settings imported.';
  const check = checkBaseUrl(file.baseUrl);
  if (check.ok && !check.needsPermission && (await saveBaseUrl(file.baseUrl)).ok)
    return 'Settings imported, with the address.';
  importAddress(file.baseUrl);
  return 'Settings imported. The address from the file is in the field above: save it to use it.';
}

/** Settings to a file and back; the key is never in the file. */
export function SettingsTransfer() {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const [refused, setRefused] = useState<{ file: string; problems: string[] } | null>(null);
  const importFile = async (file: File) => {
    // What an older file lacks stays as it is stored now.
    const read = readSettingsFile(await file.text(), await settingsExport());
    if (!read.ok) {
      setStatus(null);
      setRefused({ file: file.name, problems: read.problems });
      return;
    }
    setRefused(null);
    setStatus(
      await importSettings(read.settings).then(
        (text) => ({ error: false, text }),
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
