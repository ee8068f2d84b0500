import { useEffect, useState } from 'preact/hooks';
import { unansweredText } from '@/components/Unanswered';
import { sendMessage } from '@/lib/extension/messaging';
import { type ApiSettings, apiSettings } from '@/lib/extension/storage';

const cap = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.floor(value);
};

/** Budgets, cache lifetime and size, and clearing what is kept. */
export function LimitsFields() {
  const [settings, setSettings] = useState<ApiSettings | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    void apiSettings
      .getValue()
      .then(setSettings)
      .catch(() => undefined);
  }, []);
  if (!settings) return null;
  const update = (changes: Partial<ApiSettings>) => {
    const next = { ...settings, ...changes };
    setSettings(next);
    void apiSettings.setValue(next).then(() => setStatus('Saved.'));
  };
  const number = (
    id: string,
    label: string,
    value: number | null,
    onChange: (text: string) => void,
    hint: string,
  ) => (
    <div class="sl-form__field">
      <label class="sl-form__label" for={id}>
        {label}
      </label>
      <input
        id={id}
        class="sl-input"
        type="number"
        min={0}
        placeholder={hint}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
  return (
    <fieldset class="sl-card sl-form">
      <legend class="sl-card__title">Budgets and cache</legend>
      {number(
        'daily-budget',
        'Daily budget (credits)',
        settings.dailyBudget,
        (text) => update({ dailyBudget: cap(text) }),
        'no limit',
      )}
      {number(
        'monthly-budget',
        'Monthly budget (credits)',
        settings.monthlyBudget,
        (text) => update({ monthlyBudget: cap(text) }),
        'no limit',
      )}
      {number(
        'cache-hours',
        'Reuse answers for (hours)',
        settings.cacheHours,
        (text) => update({ cacheHours: cap(text) ?? 24 }),
        '24',
      )}
      {number(
        'cache-megabytes',
        'Cache size (MB)',
        settings.cacheMegabytes,
        (text) => update({ cacheMegabytes: cap(text) ?? 50 }),
        '50',
      )}
      {number(
        'history-days',
        'Keep history for (days)',
        settings.historyDays ?? null,
        (text) => update({ historyDays: cap(text) }),
        'until deleted',
      )}
      <p class="sl-muted" data-testid="history-rules">
        Results older than that go, and with them their snapshots (the numbers over time under a
        card); a watched thing keeps its newest ones. Clear history removes every result and every
        snapshot, a watched thing's too; what you watch stays watched.
      </p>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={() =>
            void sendMessage('clearCache', undefined).then((sent) =>
              setStatus(sent.ok ? 'Cache cleared.' : unansweredText),
            )
          }
        >
          Clear cache
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={() =>
            void sendMessage('clearHistory', undefined).then((sent) =>
              setStatus(sent.ok ? 'History cleared.' : unansweredText),
            )
          }
        >
          Clear history
        </button>
        {status && (
          <span
            class={status === unansweredText ? 'sl-error' : 'sl-muted'}
            role={status === unansweredText ? 'alert' : 'status'}
          >
            {status}
          </span>
        )}
      </div>
    </fieldset>
  );
}
