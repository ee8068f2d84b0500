import { useEffect, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import { useStored } from '@/components/useStored';
import { storedWatched } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { ComparedThing } from './comparison';

export type ComparedRead =
  | { state: 'reading' }
  | { state: 'unanswered' }
  /** The things named that are still watched, in the address's order, with their looks. */
  | { state: 'read'; things: ComparedThing[]; gone: number };

/**
 * The watched things an address names, and each one's looks as the history keeps them: read at
 * first, and again when the watched list or the history changes. Free: nothing is fetched.
 */
export function useComparedThings(keys: readonly string[]): ComparedRead {
  const { value: watched } = useStored(storedWatched);
  const [read, setRead] = useState<ComparedRead>({ state: 'reading' });
  const [looks, setLooks] = useState(0);
  useKept('history', () => setLooks((count) => count + 1));
  useEffect(() => {
    if (!watched) return;
    let current = true;
    const named = keys.flatMap((key) => watched.filter((thing) => thing.key === key));
    void Promise.all(
      named.map((thing) =>
        sendMessage('snapshots', { id: thing.endpointId, params: thing.params }),
      ),
    ).then((answers) => {
      if (!current) return;
      if (answers.some((sent) => !sent.ok)) return setRead({ state: 'unanswered' });
      setRead({
        state: 'read',
        gone: keys.length - named.length,
        things: named.map((thing, at) => {
          const sent = answers[at];
          return {
            title: thing.title,
            url: thing.url,
            endpointId: thing.endpointId,
            params: thing.params,
            snapshots: sent?.ok ? sent.reply : [],
          };
        }),
      });
    });
    return () => {
      current = false;
    };
  }, [watched, keys.join('\n'), looks]);
  return read;
}
