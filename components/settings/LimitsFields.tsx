import { useState } from 'preact/hooks';
import { useStored } from '@/components/useStored';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import { storedApiSettings } from '@/lib/extension/shared/stored-writes';
import { LimitRow, LimitsStatus } from './LimitParts';
import { budgetLimits, cacheLimits, historyLimits, type Limit } from './limits-values';
import { notSaved, ReadingCard } from './Reading';

/**
 * The API settings' limits as stored, and each limit's save: it writes that field alone, says
 * whether it was stored, and answers what is stored after, as the field shows it.
 */
function useLimits() {
  const { value: settings, patch } = useStored(storedApiSettings);
  const [status, setStatus] = useState('');
  const save =
    ({ name, parse }: Limit) =>
    (text: string) =>
      patch({ [name]: parse(text) } as Partial<ApiSettings>).then(
        (written) => {
          setStatus('Saved.');
          return String(written[name] ?? '');
        },
        (error: unknown) => {
          setStatus(notSaved);
          throw error;
        },
      );
  return { settings, status, save };
}

/** Budgets, cache lifetime and size, how long the history is kept; each field shows what is stored. */
export function LimitsFields() {
  const { settings, status, save } = useLimits();
  if (!settings) return <ReadingCard title="Budgets and cache" />;
  return (
    <fieldset class="sl-card sl-limits">
      <legend class="sl-card__title">Budgets and cache</legend>
      <LimitRow limits={budgetLimits} settings={settings} save={save} />
      <LimitRow limits={cacheLimits} settings={settings} save={save} />
      <p class="sl-muted" id="cache-rules" data-testid="cache-rules">
        An answer fetched within those hours is shown again for free; once the cache is full, the
        answers used least recently go first.
      </p>
      <LimitRow limits={historyLimits} settings={settings} save={save} />
      <p class="sl-muted" id="history-rules" data-testid="history-rules">
        Results older than that go, and with them their snapshots (the numbers over time under a
        card), cached answers, Load all lists and batches; a watched thing keeps its newest
        snapshots. Storage, below, shows what is kept and clears it.
      </p>
      <LimitsStatus status={status} />
    </fieldset>
  );
}
