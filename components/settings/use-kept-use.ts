import { useEffect, useRef, useState } from 'preact/hooks';
import { type KeptChange, onKept } from '@/lib/extension/shared/kept-news';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { KeptUse } from '@/lib/store/kept-stores';
import type { Estimate } from './storage-words';

/** What changes what the rows count. */
const followed: readonly KeptChange[] = ['history', 'cache', 'jobs', 'ledger', 'watched'];

const readEstimate = (): Promise<Estimate> =>
  typeof navigator !== 'undefined' && navigator.storage?.estimate
    ? // No estimate: the total is the rows' own count.
      navigator.storage.estimate().catch(() => ({}))
    : Promise.resolve({});

/**
 * What Sidelight keeps, from the background's own count of each store, with what the browser
 * says of its room; read as the page opens and again as new calls, runs and clearing change it.
 * `read` answers what it read, as a clearing asks; `unanswered` holds while the background does not answer.
 */
export function useKeptUse() {
  const [use, setUse] = useState<KeptUse | undefined>(undefined);
  const [estimate, setEstimate] = useState<Estimate>({});
  const [unanswered, setUnanswered] = useState(false);
  const latest = useRef(0);

  const read = async (): Promise<KeptUse | undefined> => {
    const ask = ++latest.current;
    const [sent, browserSays] = await Promise.all([
      sendMessage('keptUse', undefined),
      readEstimate(),
    ]);
    if (ask === latest.current) {
      setUnanswered(!sent.ok);
      if (sent.ok) setUse(sent.reply);
      setEstimate(browserSays);
    }
    return sent.ok ? sent.reply : undefined;
  };
  useEffect(() => {
    void read();
    // At most once per 200 ms: a run's burst of pages reads the figures once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onKept((changed) => {
      if (timer || !changed.some((change) => followed.includes(change))) return;
      timer = setTimeout(() => {
        timer = undefined;
        void read();
      }, 200);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
  return { use, estimate, unanswered, read, notAnswered: () => setUnanswered(true) };
}
