import { useEffect, useState } from 'preact/hooks';
import { Unanswered } from '@/components/Unanswered';
import { sendMessage } from '@/lib/extension/messaging';
import { type ApiSettings, apiSettings } from '@/lib/extension/storage';
import type { Totals } from '@/lib/store/ledger';

const against = (spent: number, cap: number | null) =>
  cap === null ? `${spent}` : `${spent} of ${cap}`;

/** Credits spent today and this month against the budgets, and the balance last reported. */
export function CreditSummary() {
  const [totals, setTotals] = useState<Totals | null>(null);
  const [settings, setSettings] = useState<ApiSettings | null>(null);
  const [unanswered, setUnanswered] = useState(false);
  useEffect(() => {
    void sendMessage('creditTotals', undefined).then((sent) =>
      sent.ok ? setTotals(sent.reply) : setUnanswered(true),
    );
    void apiSettings
      .getValue()
      .then(setSettings)
      .catch(() => undefined);
  }, []);
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
