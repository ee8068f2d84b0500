import { useEffect, useState } from 'preact/hooks';
import { apiSettings } from '@/lib/extension/shared/storage';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import { budgetLeftOf } from './panel/load-all-words';
import { useKept } from './useKept';

/**
 * What the tightest budget still allows, read again after each call or change of the budgets:
 * undefined until read, null when no budget limits spending (or the background did not answer).
 */
export function useBudgetLeft(): number | null | undefined {
  const [left, setLeft] = useState<number | null | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  useKept('ledger', () => setChanges((count) => count + 1));
  useKept('settings', () => setChanges((count) => count + 1));
  useEffect(() => {
    void Promise.all([sendMessage('creditTotals', undefined), apiSettings.getValue()])
      .then(([totals, budgets]) => setLeft(totals.ok ? budgetLeftOf(totals.reply, budgets) : null))
      .catch((error: unknown) => {
        reportProblem('readingSettings')(error);
        setLeft(null);
      });
  }, [changes]);
  return left;
}
