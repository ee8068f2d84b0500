import { useEffect, useState } from 'preact/hooks';
import { useKept } from '@/components/useKept';
import { useStored } from '@/components/useStored';
import { storedPreferences } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import type { ThingFigures } from './compared-figures';
import type { ComparedThing } from './comparison';

/** What names the things and their last looks: the figures are read again when it changes. */
const readingKey = (things: readonly ComparedThing[]) =>
  JSON.stringify(
    things.map((thing) => [thing.endpointId, thing.params, thing.url, thing.snapshots.at(-1)?.id]),
  );

/**
 * The things' derived figures, a cell each, from their last looks and their posts lists as stored;
 * undefined while they are read, or for a kind of thing that has none. Their code loads after the
 * page's first paint, so the counts show first; read again when the cache or the settings change.
 * Nothing is fetched.
 */
export function useComparedFigures(things: readonly ComparedThing[]): ThingFigures[] | undefined {
  const { value: prefs } = useStored(storedPreferences);
  const [read, setRead] = useState<{ key: string; figures?: ThingFigures[] }>();
  const [kept, setKept] = useState(0);
  useKept('cache', () => setKept((count) => count + 1));
  const key = readingKey(things);
  useEffect(() => {
    if (prefs === undefined || things.length === 0) return;
    let current = true;
    const now = Date.now();
    void import('./read-figures')
      .then(({ readThingFigures }) =>
        Promise.all(things.map((thing) => readThingFigures(thing, prefs, now))),
      )
      .then((figures) => {
        if (!current) return;
        const known = figures.filter((each): each is ThingFigures => each !== undefined);
        setRead({ key, ...(known.length === things.length ? { figures: known } : {}) });
      })
      .catch(reportProblem('readingStoredAnswer'));
    return () => {
      current = false;
    };
  }, [key, prefs, kept]);
  return read?.key === key ? read.figures : undefined;
}
