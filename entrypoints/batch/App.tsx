import { BatchForm } from '@/components/batch/BatchForm';
import { BatchList } from '@/components/batch/BatchList';
import { BatchView } from '@/components/batch/BatchView';
import { Header } from '@/components/Header';
import { Unanswered } from '@/components/Unanswered';
import { pagesFromHash } from '@/lib/extension/shared/view-addresses';
import { useBatchPage } from './useBatchPage';

/**
 * The batch page: every batch kept, newest first, and the one opened (the address's, else the
 * newest) as it runs or ended; one a closed browser interrupted goes on as soon as it is opened.
 * Pages given in the address (`#pages=`) start a new one.
 */
export function App() {
  const given = pagesFromHash(location.hash);
  const page = useBatchPage(given !== '');
  const { batches, shown, composing, unanswered } = page;
  return (
    <>
      <Header subtitle="Batch" />
      <main class="sl-batch-page">
        <p class="sl-muted sl-batch-page__intro">
          Many pages at once: paste their addresses, pick what to fetch of each kind, see the price,
          then run. It goes on in the background if you close this page.
        </p>
        {unanswered && <Unanswered />}
        {batches === undefined && !unanswered ? (
          <p class="sl-muted" role="status">
            Reading the batches…
          </p>
        ) : (
          <div class="sl-batch-page__columns">
            <BatchList
              batches={batches ?? []}
              open={composing ? undefined : (page.selected ?? shown?.batch.id)}
              onOpen={page.open}
              onNew={page.compose}
            />
            <div class="sl-batch-page__main">
              <BatchPageMain page={page} given={given} />
            </div>
          </div>
        )}
      </main>
    </>
  );
}

/** Beside the list: the form of a new batch, or the batch opened once it is read. */
function BatchPageMain({
  page: { selected, shown, composing, deleted, open, forget },
  given,
}: {
  page: ReturnType<typeof useBatchPage>;
  given: string;
}) {
  if (composing || !shown)
    return (
      <BatchForm
        initial={given}
        onStarted={(batch) => {
          history.replaceState(null, '', location.pathname);
          open(batch.id);
        }}
      />
    );
  // Until the batch opened is read, the one shown before is not shown as if it were.
  if (selected !== undefined && shown.batch.id !== selected)
    return (
      <p class="sl-muted" role="status">
        Reading the batch…
      </p>
    );
  return (
    <BatchView
      key={shown.batch.id}
      batch={shown.batch}
      rows={shown.rows}
      focusTitle={deleted !== undefined && deleted !== shown.batch.id}
      onDeleted={() => forget(shown.batch.id)}
    />
  );
}
