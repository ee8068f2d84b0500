import { useEffect, useRef, useState } from 'preact/hooks';
import { batchTimeWords } from '@/components/batch/batch-state-words';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { AutomaticRun } from '@/lib/store/batches';
import { runFailureWords, runMovedWords, runSummaryWords } from './automatic-refresh-words';
import { Reading } from './Reading';

/** Runs shown before "Show all": about ten days of a daily schedule. */
const shownFirst = 10;

/** One run: when, what it refreshed and charged, what moved, what failed and why; its lines open. */
function RunRow({ run }: { run: AutomaticRun }) {
  const { batch, failed } = run;
  const moved = runMovedWords(batch);
  return (
    <li class="sl-watched__thing" data-testid="automatic-run">
      <p>
        <span class="sl-watched__title">{batchTimeWords(batch.startedAt)}</span>{' '}
        <span data-testid="automatic-run-summary">{runSummaryWords(batch)}</span>
      </p>
      {moved && <p data-testid="automatic-run-moved">{moved}</p>}
      {failed.length > 0 && (
        <ul class="sl-changes__list" aria-label="Failed">
          {runFailureWords(failed).map((words, index) => (
            <li key={failed[index]?.index} class="sl-error" data-testid="automatic-run-failure">
              {words}
            </li>
          ))}
        </ul>
      )}
      <p>
        <button
          type="button"
          class="sl-link-button"
          onClick={() => openBatchPage({ batch: batch.id })}
        >
          See its lines
        </button>
      </p>
    </li>
  );
}

/**
 * Every automatic refresh of watched things kept, newest first, apart from the batches people
 * ran: what each refreshed, what it charged, what moved and what failed. Follows runs as they end.
 */
export function AutomaticRefreshList() {
  const [runs, setRuns] = useState<AutomaticRun[] | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  const [all, setAll] = useState(false);
  const latest = useRef(0);
  const read = async () => {
    const asked = ++latest.current;
    const sent = await sendMessage('automaticRefreshes', undefined);
    if (asked !== latest.current) return;
    setUnanswered(!sent.ok);
    if (sent.ok) setRuns(sent.reply);
  };
  useEffect(() => {
    void read();
  }, []);
  useKept('jobs', () => void read());

  const shown = all ? runs : runs?.slice(0, shownFirst);
  return (
    <section
      class="sl-card sl-watched-section"
      id="automatic-refreshes"
      aria-labelledby="automatic-refreshes-title"
      aria-busy={runs === undefined && !unanswered}
      data-testid="automatic-refreshes"
    >
      <h2 class="sl-card__title" id="automatic-refreshes-title">
        Automatic refreshes
      </h2>
      <p class="sl-muted">
        Each run of the watched things' schedules, newest first, kept for the history's days as
        batches are (Delete batches under Storage removes them too). The batches you run yourself
        are on the batch page.
      </p>
      {unanswered && <Unanswered />}
      {runs === undefined ? (
        !unanswered && <Reading what="the automatic refreshes" />
      ) : runs.length === 0 ? (
        <p class="sl-muted">None yet: a watched thing refreshed every day or week shows here.</p>
      ) : (
        <>
          <ul class="sl-watched">
            {shown?.map((run) => (
              <RunRow key={run.batch.id} run={run} />
            ))}
          </ul>
          {runs.length > shownFirst && (
            <div class="sl-actions">
              <button type="button" class="sl-button" onClick={() => setAll(!all)}>
                {all ? `Show the newest ${shownFirst}` : `Show all ${runs.length}`}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
