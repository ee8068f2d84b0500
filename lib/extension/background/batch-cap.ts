/**
 * A batch's cap belongs to the batch: a run goes to the till as the batch (the till charges every
 * call and holds it to the cap), and its parallel calls reserve their price against the cap before
 * they start, so together they never pass it.
 */
import type { BatchJob } from '../../store/db';
import type { ServiceResult } from '../shared/answers';
import type { JobRun } from './till';

export function createBatchCap(batch: BatchJob) {
  // This run at the till: it holds every call to the batch's cap, and counts what they charged.
  const till = {
    id: `batch ${batch.id}`,
    cap: batch.cap,
    spentBefore: batch.spent,
    of: { store: 'batches', id: batch.id },
  } as const satisfies JobRun;
  let reserved = 0;
  return {
    till,
    /**
     * Reserves a call's price if the cap leaves room for it beside what is `spent` and reserved;
     * false if not. Reserved in the same turn as checked: parallel calls never pass the cap together.
     */
    reserve(price: number, spent: number): boolean {
      if (spent + reserved + price > till.cap) return false;
      reserved += price;
      return true;
    },
    /** The call has landed: what it charged is on the batch now, or it charged nothing. */
    release(price: number) {
      reserved -= price;
    },
  };
}

/** The till refused the call for the batch's cap (or the automatic refreshes' cap): reached. */
export const refusedAtCap = (result: ServiceResult) =>
  !result.ok &&
  result.error.kind === 'overBudget' &&
  (result.error.over === 'job' || result.error.over === 'automatic');
