import { useState } from 'preact/hooks';
import { useStored } from '@/components/useStored';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { storedApiSettings } from '@/lib/extension/shared/stored-writes';
import { LimitField, type LimitName, LimitsStatus } from './LimitField';
import { cacheHoursFromText, cacheMegabytesFromText, capFromText } from './limits-values';
import { notSaved, ReadingCard } from './Reading';

/**
 * The API settings' limits as stored, and a field's props for each: its stored value, and its
 * save, which writes that field alone and says whether it was stored.
 */
function useLimits() {
  const { value: settings, patch } = useStored(storedApiSettings);
  const [status, setStatus] = useState('');
  const field = (name: LimitName, parse: (text: string) => number | null) => ({
    stored: String(settings?.[name] ?? ''),
    save: (text: string) =>
      patch({ [name]: parse(text) } as Partial<ApiSettings>).then(
        (written) => {
          setStatus('Saved.');
          return String(written[name] ?? '');
        },
        (error: unknown) => {
          setStatus(notSaved);
          throw error;
        },
      ),
  });
  return { read: settings !== undefined, status, field };
}

/** Budgets, cache lifetime and size, how long the history is kept; each field shows what is stored. */
export function LimitsFields() {
  const { read, status, field } = useLimits();
  if (!read) return <ReadingCard title="Budgets and cache" />;
  return (
    <fieldset class="sl-card sl-limits">
      <legend class="sl-card__title">Budgets and cache</legend>
      <div class="sl-form">
        <LimitField
          id="daily-budget"
          label="Daily budget (credits)"
          hint="no limit"
          {...field('dailyBudget', capFromText)}
        />
        <LimitField
          id="monthly-budget"
          label="Monthly budget (credits)"
          hint="no limit"
          {...field('monthlyBudget', capFromText)}
        />
      </div>
      <div class="sl-form">
        <LimitField
          id="cache-hours"
          label="Reuse answers for (hours)"
          hint="24"
          describedBy="cache-rules"
          {...field('cacheHours', cacheHoursFromText)}
        />
        <LimitField
          id="cache-megabytes"
          label="Cache size (MB)"
          hint="50"
          describedBy="cache-rules"
          {...field('cacheMegabytes', cacheMegabytesFromText)}
        />
      </div>
      <p class="sl-muted" id="cache-rules" data-testid="cache-rules">
        An answer fetched within those hours is shown again for free; once the cache is full, the
        answers used least recently go first.
      </p>
      <div class="sl-form">
        <LimitField
          id="history-days"
          label="Keep history for (days)"
          hint="until deleted"
          describedBy="history-rules"
          {...field('historyDays', capFromText)}
        />
      </div>
      <p class="sl-muted" id="history-rules" data-testid="history-rules">
        Results older than that go, and with them their snapshots (the numbers over time under a
        card), cached answers, Load all lists and batches; a watched thing keeps its newest
        snapshots. Storage, below, shows what is kept and clears it.
      </p>
      <LimitsStatus status={status} />
    </fieldset>
  );
}
