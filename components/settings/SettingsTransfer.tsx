import { useState } from 'preact/hooks';
import { z } from 'zod/mini';
import { StatusLine } from '@/components/StatusLine';
import { download, fileName, toJson } from '@/lib/export/files';
import {
  apiSettings,
  baseUrl,
  defaultApiSettings,
  defaultPreferences,
  maxAutoFetchDelaySeconds,
  preferences,
} from '@/lib/extension/storage';

/** What an export holds: every setting but the key, which never leaves the browser. */
const exported = z.strictObject({
  sidelightSettings: z.literal(1),
  baseUrl: z.string().check(z.maxLength(2048)),
  preferences: z.strictObject({
    autoFetch: z.boolean(),
    autoFetchDelaySeconds: z.optional(
      z.number().check(z.minimum(0), z.maximum(maxAutoFetchDelaySeconds)),
    ),
    demoData: z.boolean(),
    transcriptLanguage: z.string().check(z.minLength(1), z.maxLength(20)),
    copyFormat: z.enum(['txt', 'stamped', 'srt']),
    microblogMode: z.optional(z.enum(['anonymous', 'max', 'country'])),
    proxyCountry: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
    defaultCount: z.optional(z.nullable(z.number().check(z.int(), z.minimum(1)))),
  }),
  apiSettings: z.strictObject({
    cacheHours: z.number().check(z.minimum(0)),
    cacheMegabytes: z.number().check(z.minimum(0)),
    dailyBudget: z.nullable(z.number().check(z.minimum(0))),
    monthlyBudget: z.nullable(z.number().check(z.minimum(0))),
    historyDays: z.optional(z.nullable(z.number().check(z.minimum(0)))),
    watchedSnapshots: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
});

export async function settingsExport(): Promise<z.infer<typeof exported>> {
  return {
    sidelightSettings: 1,
    baseUrl: await baseUrl.getValue(),
    preferences: { ...defaultPreferences, ...(await preferences.getValue()) },
    apiSettings: { ...defaultApiSettings, ...(await apiSettings.getValue()) },
  };
}

/** Settings to a file and back; the key is never in the file. */
export function SettingsTransfer() {
  const [status, setStatus] = useState<{ error: boolean; text: string } | null>(null);
  const importFile = async (file: File) => {
    const parsed = exported.safeParse(
      await file.text().then((text) => {
        try {
          return JSON.parse(text);
        } catch {
          return null;
        }
      }),
    );
    if (!parsed.success) {
      setStatus({ error: true, text: 'This file is not a Sidelight settings export.' });
      return;
    }
    await preferences.setValue(parsed.data.preferences);
    await apiSettings.setValue(parsed.data.apiSettings);
    // The address needs the browser's permission when it is not local: set it in the field above.
    setStatus({
      error: false,
      text: 'Settings imported. Check the API base address above and save it.',
    });
  };
  return (
    <section class="sl-card" data-testid="settings-transfer">
      <h2 class="sl-card__title">Export and import settings</h2>
      <p class="sl-muted">The file holds every setting except your API key.</p>
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
              if (file) void importFile(file);
            }}
          />
        </label>
      </div>
      <StatusLine status={status} />
    </section>
  );
}
