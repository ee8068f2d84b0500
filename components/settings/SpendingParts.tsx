import { CsvAndWorkbook } from '@/components/CsvAndWorkbook';
import { fileName } from '@/lib/export/files';
import { outcome } from '@/lib/export/words';
import type { LedgerEntry } from '@/lib/store/db';
import { spent, type Totals } from '@/lib/store/ledger';
import { DailyChart } from './DailyChart';
import { callName } from './ledger-words';

/** Today's and this month's credits, the balance when known, and the last 30 days as a chart. */
export function SpendingTotals({ totals }: { totals: Totals }) {
  return (
    <>
      <p>
        Today <strong>{totals.today}</strong> credits · this month <strong>{totals.month}</strong>
        {totals.balance === undefined ? '' : ` · balance ${totals.balance.toLocaleString()}`}
      </p>
      <DailyChart days={totals.days} />
    </>
  );
}

/** Credits per platform (and on key tests); nothing before the first call. */
export function SpendingByPlatform({ byPlatform }: { byPlatform: Map<string, number> }) {
  if (byPlatform.size === 0) return null;
  return (
    <ul class="sl-item__stats">
      {[...byPlatform].map(([name, credits]) => (
        <li key={name}>
          <span class="sl-muted">{name}</span> {credits}
        </li>
      ))}
    </ul>
  );
}

/** The newest 50 calls; the files below hold every one. */
export function LedgerTable({ ledger }: { ledger: readonly LedgerEntry[] }) {
  return (
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
  );
}

const ledgerFile = (extension: 'csv' | 'xlsx') =>
  fileName({ platform: 'sidelight', what: 'ledger' }, extension);

/** Every call as a CSV or an Excel file, and what went wrong making one. */
export const LedgerDownloads = ({ rows }: { rows: Record<string, unknown>[] }) => (
  <CsvAndWorkbook
    rows={() => rows}
    sheets={() => [{ name: 'Every call', rows }]}
    name={ledgerFile}
    words={{ csv: 'Download the ledger (CSV)', xlsx: 'Download the ledger (Excel)' }}
  />
);
