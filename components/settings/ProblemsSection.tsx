import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { type Status, StatusLine } from '@/components/StatusLine';
import { useStored } from '@/components/useStored';
import {
  browserOf,
  copiedWords,
  keptProblems,
  type ReportContext,
  supportReport,
} from '@/lib/extension/shared/problems';
import { storedProblems } from '@/lib/extension/shared/stored-writes';
import { Reading } from './Reading';

const columns = ['Time', 'What Sidelight was doing', 'Error'];

const reportContext = (): ReportContext => ({
  version: browser.runtime.getManifest().version,
  browser: browserOf(navigator.userAgent),
  madeAt: Date.now(),
});

/**
 * The record of what went wrong in Sidelight's own work, newest first, and a plain-text copy of
 * it for a support request. It follows the record as the background adds to it.
 */
export function ProblemsSection() {
  const { value: record } = useStored(storedProblems);
  const [status, setStatus] = useState<Status | null>(null);
  // What was copied is no longer the record once a problem is added (or the record restored).
  const newest = record?.[0]?.at;
  const count = record?.length;
  useEffect(() => setStatus(null), [newest, count]);

  const copy = async () => {
    const context = reportContext();
    try {
      await navigator.clipboard.writeText(supportReport(record ?? [], context));
      setStatus({ error: false, text: copiedWords(record?.length ?? 0, context) });
    } catch {
      // Said here: the person can still read the record above and copy it by hand.
      setStatus({ error: true, text: 'The browser did not allow copying. Try again.' });
    }
  };

  return (
    <section class="sl-card" data-testid="problems" aria-labelledby="problems-title">
      <h2 class="sl-card__title" id="problems-title">
        Problems
      </h2>
      <p class="sl-muted">
        What went wrong in Sidelight's own work, the newest {keptProblems}: when, what it was doing
        and the error. It never holds your key, a page's content or an answer.
      </p>
      {/* Above the list, which may be 200 rows long. */}
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          disabled={record === undefined}
          onClick={() => void copy()}
        >
          Copy for a support request
        </button>
      </div>
      <StatusLine status={status} testId="problems-status" />
      {record === undefined ? (
        <Reading what="the problems" />
      ) : record.length === 0 ? (
        <p data-testid="problems-empty">Nothing has gone wrong: no problems are recorded.</p>
      ) : (
        <div class="sl-table-wrap">
          <table class="sl-table sl-problems" data-testid="problems-table">
            <caption class="sl-visually-hidden">Problems, newest first</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {record.map((problem) => (
                <tr key={`${problem.at} ${problem.doing} ${problem.error}`}>
                  <td class="sl-problems__time">{new Date(problem.at).toLocaleString()}</td>
                  <td>{problem.doing}</td>
                  <td class="sl-problems__error">{problem.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
