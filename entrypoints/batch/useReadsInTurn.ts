import { useRef } from 'preact/hooks';

/**
 * One read at a time, and a large batch read less often while it runs (a millisecond of rest per
 * row after each read, a second at most): news that comes meanwhile asks for one more read.
 * `read` gives how many rows it read; the newest render's is the one called, since the batch
 * opened may change while the loop rests.
 */
export function useReadsInTurn(read: () => Promise<number>) {
  const reading = useRef<{ busy: boolean; again: boolean }>({ busy: false, again: false });
  const latestRead = useRef(read);
  latestRead.current = read;
  return async () => {
    if (reading.current.busy) {
      reading.current.again = true;
      return;
    }
    reading.current.busy = true;
    try {
      do {
        reading.current.again = false;
        const rows = await latestRead.current();
        await new Promise((rest) => setTimeout(rest, Math.min(1000, rows)));
      } while (reading.current.again);
    } finally {
      reading.current.busy = false;
    }
  };
}
