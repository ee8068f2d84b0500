import { useEffect, useRef, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { HistorySummary } from '@/lib/store/db';

/** How many results the list shows at most. */
export const shownAtMost = 100;

/**
 * The newest results whose summaries match the search, as the background lists them: read again
 * as the search changes, as new results are kept, and on `reload` (which reads the search of now).
 */
export function useHistoryList(query: string) {
  // Undefined until the background first answers: "Nothing yet." only once it is known.
  const [entries, setEntries] = useState<HistorySummary[] | undefined>(undefined);
  const [unanswered, setUnanswered] = useState(false);
  // Only the newest search's answer is shown, whatever order the answers come in.
  const asked = useRef(0);
  const load = (text: string) => {
    const ask = ++asked.current;
    void sendMessage('listHistory', { query: text, limit: shownAtMost }).then((sent) => {
      if (ask !== asked.current) return;
      setUnanswered(!sent.ok);
      if (sent.ok) setEntries(sent.reply);
    });
  };
  useEffect(() => load(query), [query]);
  useKept('history', () => load(query));
  // Called later (a delete's wait ending): it reads the search as it is then.
  const reload = useRef(() => load(query));
  reload.current = () => load(query);
  return {
    entries,
    unanswered,
    notAnswered: () => setUnanswered(true),
    reload: () => reload.current(),
  };
}
