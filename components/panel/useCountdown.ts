import { useLayoutEffect, useRef, useState } from 'preact/hooks';

/**
 * Calls `onDue` once the view has been in sight for `delayMs` while `waiting`: a page passed
 * through, or a panel hidden meanwhile, never gets there (shown again, the wait starts over).
 * The whole seconds left while counting, else null.
 */
export function useCountdown(waiting: boolean, delayMs: number, onDue: () => void): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const due = useRef(onDue);
  due.current = onDue;
  // A layout effect: its cleanup runs as the view unmounts, not a frame later, when a timer due
  // meanwhile could still fetch for a page already left.
  useLayoutEffect(() => {
    if (!waiting) {
      setLeft(null);
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let until = 0;
    const tick = () => {
      const remaining = until - Date.now();
      if (remaining <= 0) {
        setLeft(null);
        due.current();
        return;
      }
      setLeft(Math.ceil(remaining / 1000));
      // Wakes when the shown second changes, and at the end.
      timer = setTimeout(tick, remaining % 1000 || 1000);
    };
    const start = () => {
      clearTimeout(timer);
      if (document.visibilityState === 'hidden') {
        setLeft(null);
        return;
      }
      until = Date.now() + delayMs;
      tick();
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [waiting, delayMs]);
  return left;
}
