import { budgetAllows, SpendCapField, type SpendCapState } from '@/components/SpendCap';
import { mostBatchConcurrency } from '@/lib/extension/shared/settings-limits';
import { counted, credits } from '../views/format';
import { priceLine } from './batch-state-words';
import type { useBatchPlan } from './useBatchPlan';

type Plan = ReturnType<typeof useBatchPlan>;

/** What a new batch costs, what it may spend and how many calls at a time, then Run at its price. */
export function BatchRun({
  plan,
  budgetLeft,
  offered,
  spendCap,
  atOnce,
  onAtOnce,
  problem,
  starting,
}: {
  plan: Plan;
  budgetLeft: number | null | undefined;
  /** The cap offered: the price, or what the budget leaves if less. */
  offered: number;
  spendCap: SpendCapState;
  atOnce: number;
  onAtOnce(atOnce: number): void;
  /** Why the last Run did not start the batch. */
  problem: string;
  starting: boolean;
}) {
  const { free, demo, total } = plan;
  return (
    <div class="sl-batch-form__run">
      <p data-testid="batch-price">
        <PriceWords plan={plan} />
        {budgetAllows(budgetLeft)}
      </p>
      <div class="sl-batch-form__limits">
        <SpendCapField id="batch-cap" offered={offered} cap={spendCap} />
        <AtOnceField atOnce={atOnce} onAtOnce={onAtOnce} />
      </div>
      {problem && (
        <p class="sl-error" role="alert">
          {problem}
        </p>
      )}
      <div class="sl-actions">
        <button
          type="submit"
          class="sl-button sl-button--primary"
          disabled={!spendCap.valid || starting || free === undefined}
        >
          Run ·{' '}
          {demo
            ? 'free (demo data)'
            : total === 0
              ? 'free (cached)'
              : `up to ${credits(Math.min(spendCap.cap, total))}`}
        </button>
      </div>
    </div>
  );
}

/** The price of the lines that can be sent, once the background has said which are free. */
function PriceWords({ plan: { sendable, free, demo, total } }: { plan: Plan }) {
  const pagesSent = new Set(sendable.map((line) => line.page.line)).size;
  return (
    <>
      {free === undefined
        ? 'Pricing…'
        : demo
          ? `Demo data: ${counted(pagesSent, 'page')}, free.`
          : priceLine({ total, calls: sendable.length, pages: pagesSent, cached: free.size })}
    </>
  );
}

/** "At a time": how many calls the batch makes at once, a whole number up to the most allowed. */
function AtOnceField({ atOnce, onAtOnce }: { atOnce: number; onAtOnce(atOnce: number): void }) {
  return (
    <div class="sl-field">
      <label class="sl-field__label" for="batch-at-once">
        At a time
      </label>
      <input
        id="batch-at-once"
        class="sl-input sl-load-all__cap"
        type="number"
        min={1}
        max={mostBatchConcurrency}
        step={1}
        value={String(atOnce)}
        onInput={(event) => {
          const value = Number(event.currentTarget.value);
          if (Number.isInteger(value) && value >= 1 && value <= mostBatchConcurrency)
            onAtOnce(value);
        }}
      />
    </div>
  );
}
