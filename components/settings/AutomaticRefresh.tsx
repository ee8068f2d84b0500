import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { fieldLabels } from '@/lib/extension/shared/setting-words';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { AutomaticCapField, AutomaticSpentLine, NotifyMovesBox } from './AutomaticRefreshParts';

const notifications = { permissions: ['notifications' as const] };

type Patch = (changes: Partial<ApiSettings>) => Promise<ApiSettings>;

/**
 * Turns notifications after a run on or off: on asks the browser's permission first (the browser
 * shows its own question) and says when it was refused; off gives the permission back.
 */
function useNotifyConsent(patch: Patch) {
  const [refused, setRefused] = useState(false);
  const setNotify = async (on: boolean) => {
    setRefused(false);
    if (!on) {
      await patch({ notifyMoves: false });
      // Not given back: the setting is off all the same, so no notification is sent.
      await browser.permissions.remove(notifications).catch(() => false);
      return;
    }
    // Asked inside the click: the browser shows its own question. Refused or not asked, the
    // line below says it was not granted.
    const granted = await browser.permissions.request(notifications).catch(() => false);
    if (granted) await patch({ notifyMoves: true });
    else setRefused(true);
  };
  return { refused, setNotify: (on: boolean) => void setNotify(on) };
}

/**
 * What automatic refreshes may spend a month (empty: they are off), what they spent this month,
 * a switch that pauses them all, and the consent to a notification after a run in which things
 * moved (the browser's permission asked then, not at install).
 */
export function AutomaticRefresh({
  settings,
  patch,
  spent,
}: {
  settings: ApiSettings;
  patch: Patch;
  /** Credits automatic refreshes spent this month, once known. */
  spent: number | undefined;
}) {
  const { refused, setNotify } = useNotifyConsent(patch);
  const cap = settings.automaticCap ?? null;
  return (
    <div class="sl-automatic" data-testid="automatic-refresh">
      <AutomaticCapField
        cap={cap}
        saveCap={async (next) => (await patch({ automaticCap: next })).automaticCap ?? null}
      />
      <AutomaticSpentLine cap={cap} spent={spent} />
      <label class="sl-check">
        <input
          type="checkbox"
          checked={settings.automaticPaused === true}
          onChange={(event) => void patch({ automaticPaused: event.currentTarget.checked })}
        />
        {fieldLabels['apiSettings.automaticPaused']}
      </label>
      <NotifyMovesBox on={settings.notifyMoves === true} refused={refused} setNotify={setNotify} />
    </div>
  );
}
