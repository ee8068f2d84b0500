import { useEffect, useState } from 'preact/hooks';
import type { CostNow } from '@/lib/extension/shared/answers';
import { sendMessage } from '@/lib/extension/views/send-message';
import { credits } from '@/lib/words';
import { useKept } from './useKept';

/**
 * Why pressing a call's button would cost nothing now (demo data, a fresh cached answer, the same
 * call in flight), or null when it costs its price; undefined until the background has said.
 * Asked again when the call changes, when `after` does (a finished call fills the cache), and
 * when the background keeps or clears a call (one cancelled here may land, or fail, later).
 */
export function useCostNow(
  id: string,
  params: Record<string, unknown> | undefined,
  refresh: boolean,
  after: unknown,
): CostNow['free'] | undefined {
  const [free, setFree] = useState<CostNow['free'] | undefined>(undefined);
  const [kept, setKept] = useState(0);
  useKept('ledger', () => setKept((count) => count + 1));
  useKept('cache', () => setKept((count) => count + 1));
  const asked = params === undefined ? '' : JSON.stringify(params);
  useEffect(() => {
    if (params === undefined) return;
    let current = true;
    // Unanswered, the button states the price: paying it is never wrong.
    void sendMessage('costNow', { id, params, ...(refresh ? { refresh } : {}) }).then((sent) => {
      if (current) setFree(sent.ok ? sent.reply.free : null);
    });
    return () => {
      current = false;
    };
  }, [id, asked, refresh, after, kept]);
  return free;
}

/** What a button says it costs: free and why, or the price. */
export const costLabel = (price: number | undefined, free: CostNow['free'] | undefined): string =>
  price === undefined
    ? 'fill in the parameters'
    : free === 'demo'
      ? 'free (demo data)'
      : free === 'cache'
        ? 'free (cached)'
        : free === 'inFlight'
          ? 'nothing more (already on its way)'
          : credits(price);
