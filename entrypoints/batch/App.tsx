import { useEffect, useRef, useState } from 'preact/hooks';
import { BatchForm } from '@/components/batch/BatchForm';
import { BatchView } from '@/components/batch/BatchView';
import { Header } from '@/components/Header';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { pagesFromHash } from '@/lib/extension/batch-page';
import { sendMessage } from '@/lib/extension/messaging';
import type { BatchJob, BatchRow } from '@/lib/store/db';

type Shown = { batch: BatchJob; rows: BatchRow[] } | null;

/**
 * The batch page: the newest batch as it runs or ended (one a closed browser interrupted goes on
 * as soon as the page opens), or a new one. Pages given in the address (`#pages=`) start a new one.
 */
export function App() {
  const given = pagesFromHash(location.hash);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [composing, setComposing] = useState(given !== '');
  const [unanswered, setUnanswered] = useState(false);
  const resumed = useRef(false);

  const load = async (batchId?: number) => {
    const sent = await sendMessage('batchState', batchId === undefined ? {} : { batchId });
    if (!sent.ok) return setUnanswered(true);
    setUnanswered(false);
    setShown(sent.reply);
    const batch = sent.reply?.batch;
    if (batch?.ended?.why === 'interrupted' && !resumed.current) {
      resumed.current = true;
      await sendMessage('resumeBatch', { batchId: batch.id, cap: batch.cap });
    }
  };

  useEffect(() => {
    void load();
  }, []);
  useKept('jobs', () => void load(shown?.batch.id));

  return (
    <>
      <Header subtitle="Batch" />
      <main class="sl-batch-page">
        <p class="sl-muted">
          Many pages at once: paste their addresses, pick what to fetch of each kind, see the price,
          then run. It goes on in the background if you close this page.
        </p>
        {unanswered && <Unanswered />}
        {shown === undefined && !unanswered ? null : composing || !shown ? (
          <BatchForm
            initial={given}
            onStarted={(batch) => {
              setComposing(false);
              history.replaceState(null, '', location.pathname);
              void load(batch.id);
            }}
          />
        ) : (
          <BatchView batch={shown.batch} rows={shown.rows} onNew={() => setComposing(true)} />
        )}
      </main>
    </>
  );
}
