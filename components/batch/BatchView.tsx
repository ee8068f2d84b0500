import { useEffect, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { settingsPartPath } from '@/lib/extension/shared/view-addresses';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { BatchActions } from './BatchActions';
import { BatchDeleteQuestion, useDeleteQuestion } from './BatchDeleteQuestion';
import { BatchFiles } from './BatchFiles';
import { BatchNotSent } from './BatchNotSent';
import { BatchStatus } from './BatchStatus';
import { BatchTable } from './BatchTable';
import { batchTimeWords } from './batch-state-words';

/** A batch as it runs and once it has ended: its progress, its rows, its files. */
export function BatchView({
  batch,
  rows,
  focusTitle = false,
  onDeleted,
}: {
  batch: BatchJob;
  rows: BatchRow[];
  /** Takes the focus on its heading as it shows (after the batch shown before was deleted). */
  focusTitle?: boolean;
  onDeleted(): void;
}) {
  const { title, root } = useBatchFocus(focusTitle);
  const { deleting, setDeleting, keepIt, askDelete } = useDeleteQuestion();
  const [problem, setProblem] = useState('');
  // An automatic refresh is read here, not run: its schedule runs it, and its list keeps it.
  const heading = batch.automatic
    ? `Automatic refresh · ${batchTimeWords(batch.startedAt)}`
    : `Batch ${batch.id}`;

  return (
    <section class="sl-batch" data-testid="batch" aria-label={heading} ref={root}>
      <h2 class="sl-batch__title" ref={title} tabIndex={-1}>
        {heading}
      </h2>
      {batch.automatic && <AutomaticNote />}
      <BatchStatus batch={batch} rows={rows} />
      {problem && (
        <p class="sl-error" role="alert">
          {problem}
        </p>
      )}
      {!batch.automatic && (
        <BatchActions
          batch={batch}
          rows={rows}
          askDelete={askDelete}
          deleteAsked={deleting !== undefined}
          onAskDelete={() => setDeleting('asking')}
          onProblem={setProblem}
        />
      )}
      {deleting && (
        <BatchDeleteQuestion
          batch={batch}
          deleting={deleting}
          setDeleting={setDeleting}
          keepIt={keepIt}
          onDeleted={onDeleted}
          onProblem={setProblem}
        />
      )}
      <BatchTable batch={batch} rows={rows}>
        {/* One file a click: a CSV per kind of result (and per list inside them) in one zip. */}
        <BatchFiles batch={batch} rows={rows} onProblem={setProblem} />
      </BatchTable>
      {batch.notSent && batch.notSent.length > 0 && (
        <BatchNotSent notSent={batch.notSent} rows={rows} />
      )}
    </section>
  );
}

/**
 * Where the focus goes in a batch shown: to its heading when asked (after the batch shown before
 * was deleted); as Run gives way to Stop, Stop to Resume or Retry, or to the line saying how the
 * batch ended, it follows, never to the page's body nor to Delete.
 */
function useBatchFocus(focusTitle: boolean) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const root = useRef<HTMLElement>(null);
  useFocusHome(
    () => root.current?.closest('main'),
    () =>
      root.current?.querySelector<HTMLElement>('[data-goes-on]:enabled') ??
      root.current?.querySelector<HTMLElement>('[data-testid="batch-status"]'),
  );
  return { title, root };
}

/** An automatic refresh is not among the user's batches: where the settings list it. */
function AutomaticNote() {
  return (
    <p class="sl-muted" data-testid="batch-automatic">
      Run by the watched things' schedule, so it is not among your batches: the settings list it
      under{' '}
      <a href={settingsPartPath('automatic-refreshes')} target="_blank" rel="noopener">
        Automatic refreshes
      </a>
      .
    </p>
  );
}
