import { useEffect, useState } from 'preact/hooks';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { useStored } from '@/components/useStored';
import { storedApiSettings } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { Totals } from '@/lib/store/ledger';

const against = (spent: number, cap: number | null) =>
  cap === null ? `${spent}` : `${spent} of ${cap}`;

/**
 * Credits spent today and this month against the budgets, and the balance last reported: asked
 * again whenever the ledger changes (this view's own calls, or any other's).
 */
export function CreditSummary() {
  const [totals, setTotals] = useState<Totals | null>(null);
  const { value: settings } = useStored(storedApiSettings);
  const [unanswered, setUnanswered] = useState(false);
  const load = () =>
    void sendMessage('creditTotals', undefined).then((sent) => {
      setUnanswered(!sent.ok);
      if (sent.ok) setTotals(sent.reply);
    });
  useEffect(load, []);
  useKept('ledger', load);
  if (unanswered) return <Unanswered />;
  if (!totals || !settings) return null;
  return (
    <p class="sl-muted" data-testid="credit-summary">
      Credits today {against(totals.today, settings.dailyBudget)} · this month{' '}
      {against(totals.month, settings.monthlyBudget)}
      {totals.balance === undefined ? '' : ` · balance ${totals.balance.toLocaleString()}`}
    </p>
  );
}
