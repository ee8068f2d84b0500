import { useEffect, useRef } from 'preact/hooks';
import { type KeptChange, onKept } from '@/lib/extension/shared/kept-news';

/**
 * Calls `reload` when the background says `what` (or one of them) changed: at most once per
 * `every` ms, and always after the last word, so a burst of calls reloads a list once, not once per
 * call, and the view ends on what is stored.
 */
export function useKept(
  what: KeptChange | readonly KeptChange[],
  reload: () => void,
  every = 200,
): void {
  const latest = useRef(reload);
  latest.current = reload;
  const followed = typeof what === 'string' ? what : what.join(' ');
  useEffect(() => {
    const kinds = followed.split(' ');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onKept((changed) => {
      if (timer || !changed.some((change) => kinds.includes(change))) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, every);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [followed, every]);
}
