import { useEffect, useRef, useState } from 'preact/hooks';
import { BatchForm } from '@/components/batch/BatchForm';
import { BatchList } from '@/components/batch/BatchList';
import { BatchView } from '@/components/batch/BatchView';
import { keepUnchanged } from '@/components/batch/keep-unchanged';
import { Header } from '@/components/Header';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { batchFromHash, pagesFromHash } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';

type Shown = { batch: BatchJob; rows: BatchRow[] } | null;

/**
 * The batch page: every batch kept, newest first, and the one opened (the address's, else the
 * newest) as it runs or ended; one a closed browser interrupted goes on as soon as it is opened.
 * Pages given in the address (`#pages=`) start a new one.
 */
export function App() {
  const given = pagesFromHash(location.hash);
  const [selected, setSelected] = useState<number | undefined>(batchFromHash(location.hash));
  const [batches, setBatches] = useState<BatchJob[] | undefined>(undefined);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [composing, setComposing] = useState(given !== '');
  const [unanswered, setUnanswered] = useState(false);
  /** The batch deleted here last: the batch shown instead takes the focus (what it revealed). */
  const [deleted, setDeleted] = useState<number | undefined>(undefined);
  /** Whether the page has read its first batch: only the one it opens on goes on by itself. */
  const opened = useRef(false);
  /** The batch asked for last: a read of another, still on its way, is dropped when it lands. */
  const asked = useRef(selected);

  /** Reads the list and the batch shown; gives how many rows it read. */
  const load = async (batchId = selected): Promise<number> => {
    const [listed, state] = await Promise.all([
      sendMessage('listBatches', undefined),
      sendMessage('batchState', batchId === undefined ? {} : { batchId }),
    ]);
    if (batchId !== asked.current) return 0;
    if (!listed.ok || !state.ok) {
      setUnanswered(true);
      return 0;
    }
    setUnanswered(false);
    // The batch this page showed was deleted (here or in another page): the newest shows instead.
    if (batchId !== undefined && state.reply === null && listed.reply.length > 0) {
      asked.current = undefined;
      setSelected(undefined);
      history.replaceState(null, '', location.pathname);
      return load(undefined);
    }
    setBatches(listed.reply);
    const read = state.reply;
    setShown((before) =>
      read && before && before.batch.id === read.batch.id
        ? { batch: read.batch, rows: keepUnchanged(before.rows, read.rows) }
        : read,
    );
    const batch = state.reply?.batch;
    const first = !opened.current;
    opened.current = true;
    // A batch a closed browser interrupted goes on when its page opens on it; one opened from the
    // list waits for its Resume, which says what it costs. An automatic refresh is only read here:
    // its schedule asks its things again.
    if (first && batch?.ended?.why === 'interrupted' && !batch.automatic)
      await sendMessage('resumeBatch', { batchId: batch.id });
    return state.reply?.rows.length ?? 0;
  };

  useEffect(() => {
    void load();
  }, []);
  // One read at a time, and a large batch read less often while it runs (a millisecond of rest
  // per row after each read, a second at most): news that comes meanwhile asks for one more read.
  const reading = useRef<{ busy: boolean; again: boolean }>({ busy: false, again: false });
  // The newest render's read: the batch opened may change while the loop rests.
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const reload = async () => {
    if (reading.current.busy) {
      reading.current.again = true;
      return;
    }
    reading.current.busy = true;
    try {
      do {
        reading.current.again = false;
        const rows = await latestLoad.current();
        await new Promise((rest) => setTimeout(rest, Math.min(1000, rows)));
      } while (reading.current.again);
    } finally {
      reading.current.busy = false;
    }
  };
  useKept('jobs', () => void reload());

  const open = (batchId: number | undefined) => {
    asked.current = batchId;
    setSelected(batchId);
    setComposing(false);
    setDeleted(undefined);
    history.replaceState(null, '', batchId === undefined ? location.pathname : `#batch=${batchId}`);
    void load(batchId);
  };

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
              open={composing ? undefined : (selected ?? shown?.batch.id)}
              onOpen={open}
              onNew={() => setComposing(true)}
            />
            <div class="sl-batch-page__main">
              {composing || !shown ? (
                <BatchForm
                  initial={given}
                  onStarted={(batch) => {
                    history.replaceState(null, '', location.pathname);
                    open(batch.id);
                  }}
                />
              ) : selected !== undefined && shown.batch.id !== selected ? (
                // Until the batch opened is read, the one shown before is not shown as if it were.
                <p class="sl-muted" role="status">
                  Reading the batch…
                </p>
              ) : (
                <BatchView
                  key={shown.batch.id}
                  batch={shown.batch}
                  rows={shown.rows}
                  focusTitle={deleted !== undefined && deleted !== shown.batch.id}
                  onDeleted={() => {
                    open(undefined);
                    setDeleted(shown.batch.id);
                  }}
                />
              )}
            </div>
          </div>
        )}
      </main>
    </>
  );
}
