import { useEffect, useRef, useState } from 'preact/hooks';
import type { HeldStatus } from '@/components/StatusLine';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { ClearAction, KeptUse } from '@/lib/store/kept-stores';
import { type Counts, countsOf, removedWords, rowsClearedBy } from './storage-words';

/** A clearing action's question: what it removes being counted, asked, or being removed. */
export type Asking =
  | { action: ClearAction; state: 'counting' }
  | { action: ClearAction; state: 'asking' | 'clearing'; counts: Counts };

/**
 * The question's safe answer takes the focus as it opens; closed, the focus goes back to the
 * action that asked. `keepIt` is the safe answer, `askers` each action's button.
 */
function useQuestionFocus(asking: Asking | undefined) {
  const keepIt = useRef<HTMLButtonElement>(null);
  const askers = useRef(new Map<ClearAction, HTMLButtonElement>());
  const opened = useRef<ClearAction | undefined>(undefined);
  useEffect(() => {
    if (asking?.state === 'asking' && opened.current !== asking.action) keepIt.current?.focus();
    if (!asking && opened.current) askers.current.get(opened.current)?.focus();
    opened.current = asking?.state === 'counting' ? opened.current : asking?.action;
  }, [asking]);
  return { keepIt, askers };
}

/**
 * A clearing action asks first, with what it will remove counted as it is asked (`ask`), then
 * removes it (`clear`) and says what went while it is still gone (`status`); `close` keeps it all.
 */
export function useClearQuestion({
  read,
  watchedCount,
  notAnswered,
}: {
  read(): Promise<KeptUse | undefined>;
  watchedCount: number;
  notAnswered(): void;
}) {
  const [asking, setAsking] = useState<Asking | undefined>(undefined);
  const [status, setStatus] = useState<HeldStatus<Counts> | null>(null);
  const focus = useQuestionFocus(asking);

  const ask = async (action: ClearAction) => {
    setStatus(null);
    setAsking({ action, state: 'counting' });
    const now = await read();
    if (!now) return setAsking(undefined);
    setAsking({ action, state: 'asking', counts: countsOf(now, watchedCount) });
  };
  const clear = async (action: ClearAction, counts: Counts) => {
    setAsking({ action, state: 'clearing', counts });
    const sent = await sendMessage('clearKept', { action });
    setAsking(undefined);
    if (!sent.ok) return notAnswered();
    const text = removedWords(action, sent.reply.removed, counts);
    const left = await read();
    // "Removed …" holds while what it removed is still gone: a restore, or new results, end it.
    const after = left ? countsOf(left, watchedCount) : undefined;
    setStatus({
      error: false,
      text,
      holds: (now) =>
        rowsClearedBy(action).every(
          (row) => now[row.count.counted] <= (after?.[row.count.counted] ?? 0),
        ),
    });
  };
  return { asking, status, ask, clear, close: () => setAsking(undefined), ...focus };
}

export type ClearQuestionState = ReturnType<typeof useClearQuestion>;
