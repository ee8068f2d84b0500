import { useEffect, useRef, useState } from 'preact/hooks';
import { batchTimeWords } from '@/components/batch/batch-state-words';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { opensSettingsPart } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { AutomaticRun } from '@/lib/store/batches';
import { runFailureWords, runMovedWords, runSummaryWords } from './automatic-refresh-words';
import { Reading } from './Reading';

/** Runs shown before "Show all": about ten days of a daily schedule. */
const shownFirst = 10;

/** One run: when, what it refreshed and spent, what moved, what failed and why; its lines open. */
function RunRow({ run }: { run: AutomaticRun }) {
  const { batch, failed } = run;
  const moved = runMovedWords(batch);
  return (
    <li class="sl-watched__thing" data-testid="automatic-run">
      <p>
        <strong>{batchTimeWords(batch.startedAt)}</strong> ·{' '}
        <span data-testid="automatic-run-summary">{runSummaryWords(batch)}</span>
      </p>
      {moved && <p data-testid="automatic-run-moved">{moved}</p>}
      {runFailureWords(failed).map((words, index) => (
        <p key={failed[index]?.index} data-testid="automatic-run-failure">
          <span class="sl-status--error">Failed:</span> {words}
        </p>
      ))}
      <p>
        <button
          type="button"
          class="sl-link-button"
          aria-label={`See its lines: the automatic refresh of ${batchTimeWords(batch.startedAt)}`}
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
 * ran: what each refreshed, what it spent, what moved and what failed. Follows runs as they end.
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
  // Opened from an automatic refresh on the batch page (`options.html#automatic-refreshes`): the
  // list comes into view once it is read, as the page draws it after loading.
  const section = useRef<HTMLElement>(null);
  const loaded = runs !== undefined;
  useEffect(() => {
    if (loaded && opensSettingsPart(location.hash, 'automatic-refreshes'))
      section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const shown = all ? runs : runs?.slice(0, shownFirst);
  return (
    <section
      class="sl-card sl-watched-section"
      id="automatic-refreshes"
      ref={section}
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
