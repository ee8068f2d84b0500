/**
 * How many of a batch's calls go at a time, and until when they wait: a rate limit (not charged)
 * pauses every slot as long as the service says and runs one fewer at a time from then on.
 */
export function createBatchPace(concurrency: number, now: () => number) {
  let limit = concurrency;
  let pausedUntil = 0;
  return {
    /** Whether the slot may send a call now. */
    mayStart: (slot: number) => slot < limit && now() >= pausedUntil,
    /** How long a slot that may not start waits before it looks again. */
    waitMs: () => Math.max(50, Math.min(1000, pausedUntil - now())),
    /**
     * The service asked to wait `waitSeconds`; `lastWait` is the wait the batch says already.
     * One wait asked for (however many calls in flight it answered) lowers the pace once.
     */
    waitAsked(waitSeconds: number, lastWait: number | undefined) {
      const fresh = now() >= pausedUntil;
      pausedUntil = Math.max(pausedUntil, now() + waitSeconds * 1000);
      if (fresh) limit = Math.max(1, limit - 1);
      return {
        waitSeconds: fresh ? waitSeconds : Math.max(waitSeconds, lastWait ?? 0),
        atOnce: limit,
        until: pausedUntil,
      };
    },
  };
}
