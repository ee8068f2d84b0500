import { useEffect, useRef, useState } from 'preact/hooks';
import { keepUnchanged } from '@/components/batch/keep-unchanged';
import { useKept } from '@/components/useKept';
import { batchFromHash } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { useReadsInTurn } from './useReadsInTurn';

type Shown = { batch: BatchJob; rows: BatchRow[] } | null;

/** The same batch read again keeps the rows that did not change: its table renders only the rest. */
const withUnchangedRows = (before: Shown | undefined, read: Shown): Shown =>
  read && before && before.batch.id === read.batch.id
    ? { batch: read.batch, rows: keepUnchanged(before.rows, read.rows) }
    : read;

/**
 * A batch a closed browser interrupted goes on when its page opens on it; one opened from the
 * list waits for its Resume, which says what it costs. An automatic refresh is only read here:
 * its schedule asks its things again.
 */
const goesOnWhenOpened = (batch: BatchJob) =>
  batch.ended?.why === 'interrupted' && !batch.automatic;

/**
 * What the batch page shows, read from what is stored: the batches kept, the one opened (the
 * address's, else the newest) and its rows, read again whenever batches change.
 */
export function useBatchPage(composingAtFirst: boolean) {
  const [selected, setSelected] = useState<number | undefined>(batchFromHash(location.hash));
  const [batches, setBatches] = useState<BatchJob[] | undefined>(undefined);
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const [composing, setComposing] = useState(composingAtFirst);
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
    setShown((before) => withUnchangedRows(before, state.reply));
    const batch = state.reply?.batch;
    const first = !opened.current;
    opened.current = true;
    if (first && batch && goesOnWhenOpened(batch))
      await sendMessage('resumeBatch', { batchId: batch.id });
    return state.reply?.rows.length ?? 0;
  };

  useEffect(() => {
    void load();
  }, []);
  const reload = useReadsInTurn(load);
  useKept('jobs', () => void reload());

  /** Opens a batch (undefined: the newest), in the address too, and reads it. */
  const open = (batchId: number | undefined) => {
    asked.current = batchId;
    setSelected(batchId);
    setComposing(false);
    setDeleted(undefined);
    history.replaceState(null, '', batchId === undefined ? location.pathname : `#batch=${batchId}`);
    void load(batchId);
  };

  return {
    selected,
    batches,
    shown,
    composing,
    unanswered,
    deleted,
    open,
    compose: () => setComposing(true),
    /** The batch shown was deleted here: the newest shows, and takes the focus. */
    forget: (batchId: number) => {
      open(undefined);
      setDeleted(batchId);
    },
  };
}
