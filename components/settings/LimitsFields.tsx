import { useState } from 'preact/hooks';
import { useStored } from '@/components/useStored';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { storedApiSettings } from '@/lib/extension/shared/stored-writes';
import { notSaved, ReadingCard } from './Reading';
import { StoredInput } from './StoredInput';

const cap = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : Math.floor(value);
};

/** Budgets, cache lifetime and size, how long the history is kept; each field shows what is stored. */
export function LimitsFields() {
  const { value: settings, patch } = useStored(storedApiSettings);
  const [status, setStatus] = useState('');
  if (!settings) return <ReadingCard title="Budgets and cache" />;
  /** A number field of the API settings: saved alone, showing what is stored. */
  const number = (
    id: string,
    label: string,
    field: 'dailyBudget' | 'monthlyBudget' | 'cacheHours' | 'cacheMegabytes' | 'historyDays',
    parse: (text: string) => number | null,
    hint: string,
    describedBy?: string,
  ) => (
    <div class="sl-form__field">
      <label class="sl-form__label" for={id}>
        {label}
      </label>
      <StoredInput
        id={id}
        class="sl-input"
        type="number"
        min={0}
        placeholder={hint}
        stored={String(settings[field] ?? '')}
        aria-describedby={describedBy}
        save={(text) =>
          patch({ [field]: parse(text) } as Partial<ApiSettings>).then(
            (written) => {
              setStatus('Saved.');
              return String(written[field] ?? '');
            },
            (error: unknown) => {
              setStatus(notSaved);
              throw error;
            },
          )
        }
      />
    </div>
  );
  return (
    <fieldset class="sl-card sl-limits">
      <legend class="sl-card__title">Budgets and cache</legend>
      <div class="sl-form">
        {number('daily-budget', 'Daily budget (credits)', 'dailyBudget', cap, 'no limit')}
        {number('monthly-budget', 'Monthly budget (credits)', 'monthlyBudget', cap, 'no limit')}
      </div>
      <div class="sl-form">
        {number(
          'cache-hours',
          'Reuse answers for (hours)',
          'cacheHours',
          (text) => cap(text) ?? 24,
          '24',
          'cache-rules',
        )}
        {number(
          'cache-megabytes',
          'Cache size (MB)',
          'cacheMegabytes',
          (text) => cap(text) ?? 50,
          '50',
          'cache-rules',
        )}
      </div>
      <p class="sl-muted" id="cache-rules" data-testid="cache-rules">
        An answer fetched within those hours is shown again for free; once the cache is full, the
        answers used least recently go first.
      </p>
      <div class="sl-form">
        {number(
          'history-days',
          'Keep history for (days)',
          'historyDays',
          cap,
          'until deleted',
          'history-rules',
        )}
      </div>
      <p class="sl-muted" id="history-rules" data-testid="history-rules">
        Results older than that go, and with them their snapshots (the numbers over time under a
        card), cached answers, Load all lists and batches; a watched thing keeps its newest
        snapshots. Storage, below, shows what is kept and clears it.
      </p>
      {status && (
        <p
          class={status === notSaved ? 'sl-error' : 'sl-muted'}
          role={status === notSaved ? 'alert' : 'status'}
          data-testid="limits-status"
        >
          {status}
        </p>
      )}
    </fieldset>
  );
}
