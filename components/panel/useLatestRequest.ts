import { useRef } from 'preact/hooks';

/**
 * Which request's answer a view shows: only the latest one asked; and one cancelled, if it is
 * answered after all with nothing asked since (its answer was kept, so it is shown).
 */
export function useLatestRequest() {
  const latest = useRef<string | null>(null);
  // The request last cancelled, until another starts.
  const cancelled = useRef<string | null>(null);
  return {
    /** A new request's id: from now on the one whose answer counts. */
    begin: () => {
      const requestId = crypto.randomUUID();
      latest.current = requestId;
      cancelled.current = null;
      return requestId;
    },
    isLatest: (requestId: string) => latest.current === requestId,
    /** Cancelled, then answered after all, with nothing asked since. */
    landedAfterCancel: (requestId: string) =>
      cancelled.current === requestId && latest.current === null,
    /** An answer that needs no following (a free one, shown): nothing is in flight any more. */
    settle: () => {
      latest.current = null;
    },
    /** Cancels the request in flight; its id, if there was one. */
    cancel: () => {
      const requestId = latest.current;
      latest.current = null;
      cancelled.current = requestId;
      return requestId;
    },
    forgetCancelled: () => {
      cancelled.current = null;
    },
  };
}
