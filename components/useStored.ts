import { useEffect, useRef, useState } from 'preact/hooks';
import { merged, type StoredItem } from '@/lib/extension/shared/stored-writes';
import { reportProblem } from '@/lib/extension/views/problems';
import { useKept } from './useKept';

export interface Stored<T> {
  /** What is stored; undefined until it has been read (the view says it is loading). */
  value: T | undefined;
  /** Changes what is stored now (not this view's copy) and shows what was written. */
  update(change: (stored: T) => T): Promise<T>;
  /** Changes only these fields of what is stored now. */
  patch(changes: Partial<T>): Promise<T>;
}

/**
 * A stored item as a view shows it: read at mount, read again whenever any page says it changed
 * (on the views' channel, not a storage listener: removing one as Firefox's sidebar closes is an
 * error there), and written only through its writer.
 */
export function useStored<T>(stored: StoredItem<T>): Stored<T> {
  const [value, setValue] = useState<T | undefined>(undefined);
  // A read that started before this view's own write ended must not show what it replaced.
  const writes = useRef(0);
  const read = () => {
    const before = writes.current;
    void stored.item
      .getValue()
      .then((now) => {
        if (writes.current === before) setValue(now);
      })
      .catch(reportProblem('readingStored'));
  };
  useEffect(read, [stored]);
  useKept(stored.change, read);
  const update = async (change: (stored: T) => T) => {
    const written = await stored.update(change);
    writes.current += 1;
    setValue(written);
    return written;
  };
  return {
    value,
    update,
    patch: (changes) => update((now) => merged(now, changes)),
  };
}
