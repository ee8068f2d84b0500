/**
 * Daily and monthly credit caps. A call reserves its price before anything is sent; reservations
 * are made one at a time against what the ledger has spent plus what is still reserved, so any
 * number of parallel calls can never overshoot a cap.
 */

export interface Caps {
  daily: number | null;
  monthly: number | null;
}

export type Reservation =
  | {
      ok: true;
      /**
       * Ends the reservation once what the call spent is written (the ledger entry): both happen
       * in one turn, so no reservation is ever counted twice or not at all. Resolves to what the
       * write resolved to.
       */
      settle<T>(write?: () => Promise<T>): Promise<T | undefined>;
    }
  | { ok: false; message: string };

export function createBudget(spentSoFar: () => Promise<{ today: number; month: number }>) {
  const reserved = new Set<{ price: number }>();
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs one step after every earlier one: reservations and settlements never interleave. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const turn = queue.then(step);
    queue = turn.catch(() => undefined);
    return turn;
  };

  const reserve = (price: number, caps: Caps, allowOnce = false): Promise<Reservation> => {
    return inTurn(async (): Promise<Reservation> => {
      // Without a cap there is nothing to check against: the ledger is not read.
      const uncapped = caps.daily === null && caps.monthly === null;
      const { today, month } = uncapped ? { today: 0, month: 0 } : await spentSoFar();
      const pending = [...reserved].reduce((sum, item) => sum + item.price, 0);
      const over = (
        [
          ['daily', caps.daily, today],
          ['monthly', caps.monthly, month],
        ] as const
      ).find(([, cap, used]) => cap !== null && used + pending + price > cap);
      if (over && !allowOnce) {
        const [name, cap, used] = over;
        return {
          ok: false,
          message: `This call costs ${price} credits and would pass your ${name} budget of ${cap} (${used + pending} spent or on the way). Raise the budget in Sidelight's settings, or allow this call once.`,
        };
      }
      const item = { price };
      reserved.add(item);
      return {
        ok: true,
        settle: <T>(write?: () => Promise<T>) =>
          inTurn(async () => {
            try {
              return await write?.();
            } finally {
              reserved.delete(item);
            }
          }),
      };
    });
  };

  return {
    reserve,
    reservedCredits: () => [...reserved].reduce((sum, item) => sum + item.price, 0),
  };
}
