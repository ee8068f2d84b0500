import { useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { credits } from '@/components/views/format';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { StoredInput } from './StoredInput';

const notifications = { permissions: ['notifications' as const] };

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
  patch(changes: Partial<ApiSettings>): Promise<ApiSettings>;
  /** Credits automatic refreshes spent this month, once known. */
  spent: number | undefined;
}) {
  const [refused, setRefused] = useState(false);
  const cap = settings.automaticCap ?? null;
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
  return (
    <div class="sl-automatic" data-testid="automatic-refresh">
      <div class="sl-form__field">
        <label class="sl-form__label" for="automatic-cap">
          Automatic refreshes may spend a month (credits)
        </label>
        <StoredInput
          id="automatic-cap"
          class="sl-input sl-input--short"
          type="number"
          min={0}
          placeholder="off"
          aria-describedby="automatic-rules"
          stored={cap === null ? '' : String(cap)}
          save={async (text) => {
            const value = Math.floor(Number(text));
            const next = text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
            const written = await patch({ automaticCap: next });
            return written.automaticCap === null || written.automaticCap === undefined
              ? ''
              : String(written.automaticCap);
          }}
        />
      </div>
      <p class="sl-muted" id="automatic-rules" data-testid="automatic-spent">
        {cap === null
          ? 'Automatic refreshes are off until you set what they may spend a month. '
          : `This month automatic refreshes spent ${spent === undefined ? '…' : credits(spent)} of ${credits(cap)}. `}
        They count within your daily and monthly budgets; a refresh that would pass any of them
        waits, and says so here.
      </p>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={settings.automaticPaused === true}
          onChange={(event) => void patch({ automaticPaused: event.currentTarget.checked })}
        />
        Pause all automatic refreshes
      </label>
      <label class="sl-check">
        <input
          type="checkbox"
          checked={settings.notifyMoves === true}
          onChange={(event) => void setNotify(event.currentTarget.checked)}
        />
        Notify me when a refresh finds watched things moved
      </label>
      {refused && (
        <p class="sl-error" role="alert">
          The browser did not allow notifications, so none will be shown.
        </p>
      )}
    </div>
  );
}
