/**
 * The till: every call to the service passes here, whoever asks (a view, Load all, a batch, a
 * watched run, the popup, a followed link). Before a request is sent, `reserve` holds the call's
 * price against every cap that applies: the daily and monthly budgets, the cap of the job the
 * call belongs to, and the monthly cap of automatic refreshes for an automatic call, each counting
 * what was spent and every reservation still in flight. When the request has ended, `settle`
 * ends the reservation with what the call charged (`spent` in ledger.ts, the one rule), in the
 * same turn as the ledger entry that says so is written. Reservations and settlements take turns,
 * so calls in parallel can never pass a cap together.
 */

import type { JobOfCall } from '../../store/db';

/** The user's budgets; null where none is set. */
interface Budgets {
  daily: number | null;
  monthly: number | null;
}

/**
 * One run of a job (a batch, a Load all). The object itself is the run: its calls pass the same
 * object, and the till counts what they charged on it; the next run passes a new one.
 */
export interface JobRun {
  /** Names the job (e.g. `batch 3`), for messages and for reading. */
  readonly id: string;
  /** What the job may spend in all, the runs before this one included. */
  readonly cap: number;
  /** What the job had spent when this run started. */
  readonly spentBefore: number;
  /** Where the job is kept: a call noted on the wire names it, so a dead worker's call counts. */
  readonly of?: JobOfCall;
}

/** The monthly cap of automatic refreshes as the settings have it now. */
interface AutomaticCap {
  /** Null: no cap set, so nothing automatic may be charged. */
  cap: number | null;
  paused: boolean;
}

/** A call about to be sent, and the caps it goes under. */
export interface TillAsk {
  price: number;
  budgets: Budgets;
  /** The person chose to pass a budget for this one call; a job's cap and the automatic one hold. */
  allowOverBudget?: boolean;
  /** The job run the call belongs to, if any. */
  job?: JobRun;
  /** Set for an automatic refresh: it goes under the cap of automatic refreshes too. */
  automatic?: AutomaticCap;
}

/** What the ledger says was spent: today, this month, and by automatic refreshes this month. */
export interface TillSpent {
  today: number;
  month: number;
  automatic: number;
}

/** Which cap refused a call. */
type Over = 'daily' | 'monthly' | 'job' | 'automatic';

export type Reservation =
  | {
      ok: true;
      /**
       * Ends the reservation: `charged` (what the call charged, by the one rule) is counted on its
       * job run, and `write` (the ledger entry) runs in the same turn, so no charge is ever counted
       * twice or not at all. Resolves to what the write resolved to.
       */
      settle<T>(charged: number, write?: () => Promise<T>): Promise<T | undefined>;
    }
  | { ok: false; over: Over; message: string };

const sum = (prices: Iterable<number>) => [...prices].reduce((total, price) => total + price, 0);

/** What the till counts beside the ledger when a call is asked. */
interface Counted {
  /** What a job run's settled calls charged. */
  chargedOn(job: JobRun): number;
  /** The prices of the calls reserved and not yet settled that `counts` takes. */
  pending(counts: (ask: TillAsk) => boolean): number;
}

/** A cap refused, with the words that say so. */
type Refused = { over: Over; message: string };

const passing = (price: number, what: string, cap: number, used: number) =>
  `This call costs ${price} credits and would pass ${what} of ${cap} (${used} spent or on the way).`;

/** Automatic refreshes paused, or with no cap set: refused whatever the price. */
const automaticOff = (automatic: AutomaticCap | undefined): Refused | undefined =>
  automatic && (automatic.paused || automatic.cap === null)
    ? {
        over: 'automatic',
        message: automatic.paused
          ? 'Automatic refreshes are paused.'
          : 'Automatic refreshes are off: no monthly cap is set for them.',
      }
    : undefined;

/** The job's cap, counting what the run before it and its calls spent and hold. */
function overJobCap({ price, job }: TillAsk, counted: Counted): Refused | undefined {
  if (!job) return undefined;
  const used = job.spentBefore + counted.chargedOn(job) + counted.pending((one) => one.job === job);
  return used + price > job.cap
    ? { over: 'job', message: passing(price, "this job's cap", job.cap, used) }
    : undefined;
}

/** The monthly cap of automatic refreshes, counting those spent this month and in flight. */
function overAutomaticCap(
  { price, automatic }: TillAsk,
  counted: Counted,
  spent: TillSpent,
): Refused | undefined {
  if (!automatic || automatic.cap === null) return undefined;
  const used = spent.automatic + counted.pending((one) => one.automatic !== undefined);
  return used + price > automatic.cap
    ? {
        over: 'automatic',
        message: passing(price, 'the monthly cap of automatic refreshes', automatic.cap, used),
      }
    : undefined;
}

/** The daily budget, then the monthly one, counting every call in flight. */
function overBudgets(
  { price, budgets }: TillAsk,
  counted: Counted,
  spent: TillSpent,
): Refused | undefined {
  const all = counted.pending(() => true);
  for (const [over, cap, used] of [
    ['daily', budgets.daily, spent.today + all],
    ['monthly', budgets.monthly, spent.month + all],
  ] as const)
    if (cap !== null && used + price > cap)
      return {
        over,
        message: `${passing(price, `your ${over} budget`, cap, used)} Raise the budget in Sidelight's settings, or allow this call once.`,
      };
  return undefined;
}

/**
 * The first cap the ask would pass, with the words that say so; undefined when none. The ledger
 * is read only when a budget or the automatic cap needs it.
 */
async function overOf(
  ask: TillAsk,
  counted: Counted,
  spentSoFar: () => Promise<TillSpent>,
): Promise<Refused | undefined> {
  const off = automaticOff(ask.automatic) ?? overJobCap(ask, counted);
  if (off) return off;
  const budgetsApply =
    !ask.allowOverBudget && (ask.budgets.daily !== null || ask.budgets.monthly !== null);
  // Without a cap to check there is nothing to read.
  if (!budgetsApply && !ask.automatic) return undefined;
  const spent = await spentSoFar();
  return (
    overAutomaticCap(ask, counted, spent) ??
    (budgetsApply ? overBudgets(ask, counted, spent) : undefined)
  );
}

/**
 * A till over `spentSoFar`, which reads the ledger's totals (read only when a budget or the
 * automatic cap needs it). Job runs are counted here alone: what a run charged is the sum of the
 * settlements of its calls.
 */
export function createTill(spentSoFar: () => Promise<TillSpent>) {
  const inFlight = new Set<{ ask: TillAsk }>();
  const chargedOn = new WeakMap<JobRun, number>();
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs one step after every earlier one: reservations and settlements never interleave. */
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const turn = queue.then(step);
    // The caller has `turn` and its failure; the queue only waits for its end.
    queue = turn.catch(() => undefined);
    return turn;
  };
  const pending = (counts: (ask: TillAsk) => boolean) =>
    sum([...inFlight].filter(({ ask }) => counts(ask)).map(({ ask }) => ask.price));
  const chargedOfRun = (job: JobRun) => chargedOn.get(job) ?? 0;

  /**
   * Holds the price against every cap that applies, or says which one it would pass. The ask may
   * be read in the turn itself (the caps as the settings are at that moment: a pause or a lower
   * cap saved a moment before holds for every call not yet sent).
   */
  const reserve = (asked: TillAsk | (() => Promise<TillAsk>)): Promise<Reservation> =>
    inTurn(async (): Promise<Reservation> => {
      const ask = typeof asked === 'function' ? await asked() : asked;
      const refused = await overOf(ask, { chargedOn: chargedOfRun, pending }, spentSoFar);
      if (refused) return { ok: false, ...refused };
      const item = { ask };
      inFlight.add(item);
      let settled = false;
      return {
        ok: true,
        settle: <T>(charged: number, write?: () => Promise<T>) =>
          inTurn(async () => {
            try {
              return await write?.();
            } finally {
              // A second settlement of one reservation would count its charge twice.
              if (!settled && ask.job)
                chargedOn.set(ask.job, (chargedOn.get(ask.job) ?? 0) + charged);
              settled = true;
              inFlight.delete(item);
            }
          }),
      };
    });

  return {
    reserve,
    /** Credits reserved by calls not yet settled. */
    reservedCredits: () => pending(() => true),
    /** What a job run has spent: before the run, and what its settled calls charged. */
    spentBy: (job: JobRun) => job.spentBefore + chargedOfRun(job),
  };
}
