import { useEffect, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import { useStored } from '@/components/useStored';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import { storedWatched } from '@/lib/extension/shared/stored-writes';
import type { ComparedName } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import { type Gone, namedThings } from './compared-sources';
import type { ComparedThing } from './comparison';

export type ComparedRead =
  | { state: 'reading' }
  | { state: 'unanswered' }
  /** The things named that are still there, in the address's order, with their looks. */
  | { state: 'read'; things: ComparedThing[]; gone: Gone };

/** The things named as stored now, and each one's looks as the history keeps them. */
async function readCompared(
  named: readonly ComparedName[],
  watched: readonly WatchedThing[],
): Promise<ComparedRead> {
  const ids = named.flatMap((name) => ('history' in name ? [name.history] : []));
  const summaries = await Promise.all(ids.map((id) => sendMessage('historySummary', { id })));
  if (summaries.some((sent) => !sent.ok)) return { state: 'unanswered' };
  const { things, gone } = namedThings(
    named,
    watched,
    new Map(ids.map((id, at) => [id, summaries[at]?.ok ? summaries[at].reply : null])),
  );
  const answers = await Promise.all(
    things.map((thing) => sendMessage('snapshots', { id: thing.endpointId, params: thing.params })),
  );
  if (answers.some((sent) => !sent.ok)) return { state: 'unanswered' };
  return {
    state: 'read',
    gone,
    things: things.map((thing, at) => {
      const sent = answers[at];
      return { ...thing, snapshots: sent?.ok ? sent.reply : [] };
    }),
  };
}

/**
 * The things an address names (watched ones, results of the history) and each one's looks as the
 * history keeps them: read at first, and again when the watched list or the history changes.
 * Free: nothing is fetched.
 */
export function useComparedThings(named: readonly ComparedName[]): ComparedRead {
  const { value: watched } = useStored(storedWatched);
  const [read, setRead] = useState<ComparedRead>({ state: 'reading' });
  const [looks, setLooks] = useState(0);
  useKept('history', () => setLooks((count) => count + 1));
  useEffect(() => {
    if (!watched) return;
    let current = true;
    void readCompared(named, watched).then((now) => {
      if (current) setRead(now);
    });
    return () => {
      current = false;
    };
  }, [watched, JSON.stringify(named), looks]);
  return read;
}
