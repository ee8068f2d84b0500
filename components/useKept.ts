import { useEffect, useRef } from 'preact/hooks';
import { type KeptChange, onKept } from '@/lib/extension/shared/kept-news';

/**
 * Calls `reload` when the background says `what` changed: at most once per 200 ms, so a burst
 * of calls reloads a list once, not once per call.
 */
export function useKept(what: KeptChange, reload: () => void): void {
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = onKept((changed) => {
      if (!changed.includes(what) || timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        latest.current();
      }, 200);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [what]);
}
