import { useEffect, useState } from 'preact/hooks';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { LedgerEntry } from '@/lib/store/db';
import type { Totals } from '@/lib/store/ledger';
import { ledgerRows, spentByPlatform } from './ledger-words';
import { Reading } from './Reading';
import { LedgerDownloads, LedgerTable, SpendingByPlatform, SpendingTotals } from './SpendingParts';

/**
 * The totals and every call, from the background: read at mount and again whenever a call is
 * recorded; `unanswered` when the background did not answer either.
 */
function useSpending() {
  const [totals, setTotals] = useState<Totals | null>(null);
  // Undefined until the background answers: "No calls yet." only once it is known.
  const [ledger, setLedger] = useState<LedgerEntry[] | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  const load = () => {
    void Promise.all([sendMessage('creditTotals', undefined), sendMessage('listLedger', {})]).then(
      ([sentTotals, sentLedger]) => {
        setUnanswered(!sentTotals.ok || !sentLedger.ok);
        if (sentTotals.ok) setTotals(sentTotals.reply);
        if (sentLedger.ok) setLedger(sentLedger.reply);
      },
    );
  };
  useEffect(load, []);
  useKept('ledger', load);
  return { totals, ledger, unanswered };
}

/**
 * What was spent: the last 30 days as a chart, per platform, and every call as a table or CSV,
 * following new calls as they are made.
 */
export function SpendingSection() {
  const { totals, ledger, unanswered } = useSpending();
  const rows = ledgerRows(ledger ?? []);
  return (
    <section class="sl-card" data-testid="spending">
      <h2 class="sl-card__title">Spending</h2>
      {unanswered && <Unanswered />}
      {totals && <SpendingTotals totals={totals} />}
      <SpendingByPlatform byPlatform={spentByPlatform(ledger ?? [])} />
      {ledger === undefined ? (
        !unanswered && <Reading what="the spending" />
      ) : rows.length === 0 ? (
        <p class="sl-muted">No calls yet.</p>
      ) : (
        <>
          <LedgerTable ledger={ledger} />
          <LedgerDownloads rows={rows} />
        </>
      )}
    </section>
  );
}
