import { useState } from 'preact/hooks';
import type { Status } from '@/components/StatusLine';
import { download, fileName, toJson } from '@/lib/export/files';
import { type SettingsFromFile, settingsFromFile } from '@/lib/extension/shared/from-file';
import { readSettingsFile, settingsExport } from '@/lib/extension/shared/settings-file';
import type { Settings } from '@/lib/extension/shared/settings-schema';
import { notSaved } from './Reading';
import type { Refused } from './RefusedFile';
import { importSettings } from './restore';
import { addressOffered } from './SettingsChanges';

/** A checked settings file waiting for the user's yes, with what it would change. */
export interface PendingImport {
  file: string;
  settings: Settings;
  plan: SettingsFromFile;
}

/** Saves the settings as stored now to a file; the key is never in it. */
export const exportSettings = () =>
  void settingsExport().then((data) =>
    download(
      toJson(data),
      fileName({ platform: 'sidelight', what: 'settings' }, 'json'),
      'application/json',
    ),
  );

/** What an import said once it was done, or why it could not write. */
const importedStatus = (pending: PendingImport): Promise<Status> =>
  importSettings(pending.settings).then(
    (address) => ({
      error: false,
      text: address === undefined ? 'Settings imported.' : `Settings imported. ${addressOffered}`,
    }),
    () => ({ error: true, text: notSaved }),
  );

/**
 * A settings file chosen, checked against what is stored and shown as what it would change
 * (`pending`), or refused with its problems; `confirm` writes it, `cancel` leaves all as it is.
 */
export function useSettingsImport() {
  const [status, setStatus] = useState<Status | null>(null);
  const [refused, setRefused] = useState<Refused | null>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);
  const choose = async (file: File) => {
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
    setStatus(await importedStatus(pending));
  };
  return { status, refused, pending, choose, confirm, cancel: () => setPending(null) };
}
