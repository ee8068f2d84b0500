import { useEffect, useState } from 'preact/hooks';
import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { endpointName, platformOfArea } from '@/lib/areas/names';
import { toCsv } from '@/lib/export/csv';
import { download, fileName } from '@/lib/export/files';
import { outcome } from '@/lib/export/words';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { LedgerEntry } from '@/lib/store/db';
import { spent, type Totals } from '@/lib/store/ledger';
import { DailyChart } from './DailyChart';
import { Reading } from './Reading';

const platformOf = (endpointId: string) => platformOfArea(endpointId)?.name ?? endpointId;

/** Where a call's credits went, in a person's words: the platform, or the key tests. */
const spentOn = (entry: LedgerEntry) =>
  entry.purpose === 'keyTest' ? 'Key tests' : platformOf(entry.endpointId);

/**
 * What a call was, in a person's words ("YouTube · Video", "Key test", "YouTube · Video
 * (automatic refresh)" for a watched thing refreshed on its schedule).
 */
const callName = (entry: LedgerEntry) =>
  entry.purpose === 'keyTest'
    ? 'Key test'
    : entry.purpose === 'automaticRefresh'
      ? `${endpointName(entry.endpointId)} (automatic refresh)`
      : endpointName(entry.endpointId);

/**
 * The ledger as a file's rows, a row per call. "charged" is what the call cost by the ledger's one
 * rule (the spending totals' own), so the column sums to what was spent.
 */
export const ledgerRows = (entries: readonly LedgerEntry[]): Record<string, unknown>[] =>
  entries.map((entry) => ({
    time: new Date(entry.at).toISOString(),
    call: callName(entry),
    // The API's own names, for whoever checks a call against the service's records.
    'API endpoint': entry.endpointId,
    'API parameters': JSON.stringify(entry.params),
    price: entry.price,
    charged: spent(entry),
    balance: entry.remaining ?? '',
    outcome: outcome(entry.outcome),
  }));

/**
 * What was spent: the last 30 days as a chart, per platform, and every call as a table or CSV,
 * following new calls as they are made.
 */
export function SpendingSection() {
  const [totals, setTotals] = useState<Totals | null>(null);
  // Undefined until the background answers: "No calls yet." only once it is known.
  const [ledger, setLedger] = useState<LedgerEntry[] | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  const { problem, attempt } = useFileProblem();
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
  const byPlatform = new Map<string, number>();
  for (const entry of ledger ?? [])
    byPlatform.set(spentOn(entry), (byPlatform.get(spentOn(entry)) ?? 0) + spent(entry));
  const rows = ledgerRows(ledger ?? []);
  return (
    <section class="sl-card" data-testid="spending">
      <h2 class="sl-card__title">Spending</h2>
      {unanswered && <Unanswered />}
      {totals && (
        <p>
          Today <strong>{totals.today}</strong> credits · this month <strong>{totals.month}</strong>
          {totals.balance === undefined ? '' : ` · balance ${totals.balance.toLocaleString()}`}
        </p>
      )}
      {totals && <DailyChart days={totals.days} />}
      {byPlatform.size > 0 && (
        <ul class="sl-item__stats">
          {[...byPlatform].map(([name, credits]) => (
            <li key={name}>
              <span class="sl-muted">{name}</span> {credits}
            </li>
          ))}
        </ul>
      )}
      {ledger === undefined ? (
        !unanswered && <Reading what="the spending" />
      ) : rows.length === 0 ? (
        <p class="sl-muted">No calls yet.</p>
      ) : (
        <>
          <div class="sl-table-wrap">
            <table class="sl-table">
              <caption class="sl-visually-hidden">Every call, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Call</th>
                  <th scope="col">Price</th>
                  <th scope="col">Charged</th>
                  <th scope="col">Outcome</th>
                </tr>
              </thead>
              <tbody>
                {ledger.slice(0, 50).map((entry) => (
                  <tr key={entry.id}>
                    <td>{new Date(entry.at).toLocaleString()}</td>
                    <td title={entry.endpointId}>{callName(entry)}</td>
                    <td>{entry.price}</td>
                    <td>{spent(entry)}</td>
                    <td>{outcome(entry.outcome)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button"
              onClick={() =>
                download(
                  toCsv(rows),
                  fileName({ platform: 'sidelight', what: 'ledger' }, 'csv'),
                  'text/csv',
                )
              }
            >
              Download the ledger (CSV)
            </button>
            <button
              type="button"
              class="sl-button"
              onClick={attempt(async () => {
                const { workbook, xlsxType } = await import('@/lib/export/exporters');
                download(
                  await workbook([{ name: 'Every call', rows }]),
                  fileName({ platform: 'sidelight', what: 'ledger' }, 'xlsx'),
                  xlsxType,
                );
              })}
            >
              Download the ledger (Excel)
            </button>
          </div>
          <FileProblem problem={problem} />
        </>
      )}
    </section>
  );
}
