import { useEffect, useState } from 'preact/hooks';
import type { CostNow } from '@/lib/extension/shared/answers';
import { sendMessage } from '@/lib/extension/views/send-message';
import { credits } from '@/lib/words';

/**
 * Why pressing a call's button would cost nothing now (demo data, a fresh cached answer), or null
 * when it costs its price; undefined until the background has said. Asked again when the call
 * changes, and when `after` does (a finished call fills the cache).
 */
export function useCostNow(
  id: string,
  params: Record<string, unknown> | undefined,
  refresh: boolean,
  after: unknown,
): CostNow['free'] | undefined {
  const [free, setFree] = useState<CostNow['free'] | undefined>(undefined);
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
  }, [id, asked, refresh, after]);
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
        : credits(price);
