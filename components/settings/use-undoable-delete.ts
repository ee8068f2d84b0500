import { useEffect, useRef, useState } from 'preact/hooks';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { HistorySummary } from '@/lib/store/db';

/** How long a deleted result can be brought back before it goes. */
const undoSeconds = 10;

/**
 * Delete waits a while, the result hidden (`deleted`), so a slip can be undone; it goes when the
 * wait ends, when another is deleted, or when the page closes. Deleting, the focus goes to Undo
 * (`undoButton`); undone, back to the result's Delete in `list`.
 */
export function useUndoableDelete({
  reload,
  notAnswered,
}: {
  reload(): void;
  notAnswered(): void;
}) {
  const [deleted, setDeleted] = useState<HistorySummary | undefined>(undefined);
  const pending = useRef<
    { entry: HistorySummary; timer: ReturnType<typeof setTimeout> } | undefined
  >(undefined);
  const commit = () => {
    const now = pending.current;
    if (!now) return;
    clearTimeout(now.timer);
    pending.current = undefined;
    setDeleted(undefined);
    void sendMessage('deleteHistory', { id: now.entry.id }).then((sent) =>
      sent.ok ? reload() : notAnswered(),
    );
  };
  const remove = (entry: HistorySummary) => {
    commit();
    pending.current = { entry, timer: setTimeout(commit, undoSeconds * 1000) };
    setDeleted(entry);
  };
  const undone = useRef<number | undefined>(undefined);
  const undo = (entry: HistorySummary) => {
    undone.current = entry.id;
    if (pending.current?.entry !== entry) return;
    clearTimeout(pending.current.timer);
    pending.current = undefined;
    setDeleted(undefined);
  };
  useEffect(() => {
    globalThis.addEventListener?.('pagehide', commit);
    return () => {
      globalThis.removeEventListener?.('pagehide', commit);
      commit();
    };
  }, []);
  const undoButton = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (deleted) undoButton.current?.focus();
    else if (undone.current !== undefined)
      list.current?.querySelector<HTMLElement>(`[data-delete="${undone.current}"]`)?.focus();
    undone.current = undefined;
  }, [deleted]);
  return { deleted, remove, undo, undoButton, list };
}
