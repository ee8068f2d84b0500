import { useState } from 'preact/hooks';
import { useSpendCap } from '@/components/SpendCap';
import { useBudgetLeft } from '@/components/useBudgetLeft';
import type { BatchJob } from '@/lib/store/db';
import { counted } from '../views/format';
import { BatchPagesField } from './BatchPagesField';
import { BatchPlan } from './BatchPlan';
import { BatchRecognised } from './BatchRecognised';
import { BatchRun } from './BatchRun';
import { useBatchPlan } from './useBatchPlan';
import { useAtOnce, useStartBatch } from './useStartBatch';

/** A new batch: its pages, what to fetch of each kind, its price, its cap, then Run. */
export function BatchForm({
  initial,
  onStarted,
}: {
  initial: string;
  onStarted(batch: BatchJob): void;
}) {
  const [text, setText] = useState(initial);
  const plan = useBatchPlan(text);
  const { pages, refused, groups, lines, sendable, unsendable, free, total } = plan;
  const budgetLeft = useBudgetLeft();
  const [atOnce, setAtOnce] = useAtOnce();
  const { problem, starting, start } = useStartBatch(onStarted);
  const offered = Math.max(0, Math.min(total, budgetLeft ?? total));
  const spendCap = useSpendCap(offered);

  return (
    <form
      class="sl-batch-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable.length > 0 && spendCap.valid && !starting)
          void start({ sendable, refused, unsendable, cap: spendCap.cap, atOnce, total });
      }}
    >
      <BatchPagesField text={text} onText={setText} />
      <BatchRecognised pages={pages} refused={refused} />
      {groups.length > 0 && (
        <BatchPlan
          groups={groups}
          lines={lines}
          free={free}
          choiceOf={plan.choiceOf}
          onChoose={plan.choose}
        />
      )}
      {unsendable.length > 0 && (
        <p class="sl-error" role="alert" data-testid="batch-unsendable">
          {counted(new Set(unsendable.map((line) => line.page.line)).size, 'page')} cannot be sent
          as asked: {unsendable[0]?.problem}
        </p>
      )}
      {sendable.length > 0 && (
        <BatchRun
          plan={plan}
          budgetLeft={budgetLeft}
          offered={offered}
          spendCap={spendCap}
          atOnce={atOnce}
          onAtOnce={setAtOnce}
          problem={problem}
          starting={starting}
        />
      )}
    </form>
  );
}
