import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { budgetAllows, SpendCapField, useSpendCap } from '@/components/SpendCap';
import { useBudgetLeft } from '@/components/useBudgetLeft';
import { useKept } from '@/components/useKept';
import type { Endpoint } from '@/lib/api/endpoint';
import { priceOf } from '@/lib/areas/page-params';
import { sendMessage } from '@/lib/extension/views/send-message';
import { dismissableForm } from '../dismissable-form';
import { credits, exactNumber } from '../views/format';
import { estimateOf, itemsNoun } from './load-all-words';

/**
 * Whether demo data answers the next page now, asked of the background and asked again when the
 * key or demo data change: a cap of 0 taken from demo data would stop a paid run at once.
 */
function useDemoNow(id: string, params: Record<string, unknown>, given: boolean) {
  const [demo, setDemo] = useState<boolean | undefined>(undefined);
  const [changes, setChanges] = useState(0);
  useKept('settings', () => setChanges((count) => count + 1));
  const asked = JSON.stringify(params);
  useEffect(() => {
    let current = true;
    void sendMessage('costNow', { id, params }).then((sent) => {
      if (current) setDemo(sent.ok ? sent.reply.free === 'demo' : given);
    });
    return () => {
      current = false;
    };
  }, [id, asked, changes]);
  return demo;
}

/** What Resume may spend under the job's cap, or the cap typed above it ("raise the cap to"). */
const resumeWords = (job: { cap: number; spent: number }, cap: number) => {
  const upTo = `up to ${credits(Math.max(0, cap - job.spent))}`;
  return cap > job.cap
    ? `raise the cap to ${credits(cap)} · ${upTo}`
    : `${upTo} (cap ${exactNumber(cap)}, ${exactNumber(job.spent)} spent)`;
};

/** Load all's estimate and cap, before anything is spent; shown once both are known. */
export function LoadAllForm(
  props: Omit<Parameters<typeof CapForm>[0], 'budgetLeft' | 'demo'> & { demo: boolean },
) {
  const budgetLeft = useBudgetLeft();
  const demo = useDemoNow(props.endpoint.id, props.next, props.demo);
  if (budgetLeft === undefined || demo === undefined) return null;
  return <CapForm {...props} budgetLeft={budgetLeft} demo={demo} />;
}

function CapForm({
  endpoint,
  next,
  loaded,
  perPage,
  total,
  budgetLeft,
  demo,
  action,
  job,
  onGo,
  onCancel,
}: {
  endpoint: Endpoint;
  next: Record<string, unknown>;
  loaded: number;
  perPage: number;
  total?: number;
  budgetLeft: number | null;
  /** Demo data answers the next page: nothing is spent, so no cap is asked. */
  demo: boolean;
  action: 'Start' | 'Resume';
  /** The job resumed: its cap is offered as it is, never more, and a higher one typed raises it. */
  job?: { cap: number; spent: number };
  onGo(cap: number): void;
  onCancel(): void;
}) {
  const estimate = estimateOf({
    loaded,
    ...(total === undefined ? {} : { total }),
    perPage,
    price: priceOf(endpoint, next) ?? 0,
    budgetLeft,
    noun: itemsNoun(endpoint),
  });
  const typed = useSpendCap(job ? job.cap : estimate.cap);
  const cap = demo ? 0 : typed.cap;
  const valid = demo || typed.valid;
  const form = useRef<HTMLFormElement>(null);
  // Opened below a long list: the whole form comes into view, its first field focused.
  useLayoutEffect(() => {
    form.current?.scrollIntoView({ block: 'nearest' });
    form.current?.querySelector<HTMLElement>(':is(input, button)')?.focus();
  }, []);
  const capId = `sl-load-all-cap-${endpoint.id}`;
  return (
    <form
      ref={form}
      class="sl-load-all__form"
      data-testid="load-all-form"
      aria-label={action === 'Resume' ? 'Resume' : 'Load all'}
      aria-describedby={`${capId}-estimate`}
      {...dismissableForm(valid ? () => onGo(cap) : undefined, onCancel)}
    >
      <p data-testid="load-all-estimate" id={`${capId}-estimate`}>
        {demo
          ? 'Demo data holds one page of each list: loading it all is free.'
          : `${estimate.text}${budgetAllows(budgetLeft)}`}
      </p>
      {!demo && (
        <SpendCapField
          id={capId}
          offered={job ? job.cap : estimate.cap}
          cap={typed}
          {...(job ? { label: 'Cap in all, spent included (credits)' } : {})}
        />
      )}
      <div class="sl-actions">
        <button type="submit" class="sl-button sl-button--primary" disabled={!valid}>
          {action} ·{' '}
          {demo ? 'free (demo data)' : job ? resumeWords(job, cap) : `up to ${credits(cap)}`}
        </button>
        <button type="button" class="sl-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
