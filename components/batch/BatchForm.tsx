import { useEffect, useState } from 'preact/hooks';
import { budgetAllows, SpendCapField, useSpendCap } from '@/components/SpendCap';
import { useBudgetLeft } from '@/components/useBudgetLeft';
import { refusedGroups } from '@/lib/areas/batch-lines';
import {
  defaultBatchConcurrency,
  mostBatchConcurrency,
} from '@/lib/extension/shared/settings-limits';
import { batchConcurrency } from '@/lib/extension/shared/storage';
import { storedBatchConcurrency } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import { counted, credits } from '../views/format';
import { BatchPlan } from './BatchPlan';
import { priceLine } from './batch-state-words';
import { notSentOf } from './not-sent';
import { RefusedGroup } from './RefusedGroup';
import { useBatchPlan } from './useBatchPlan';

/** The lines of a dropped or chosen file, added after what is typed. */
const withFile = async (typed: string, file: File) => {
  const text = await file.text();
  return typed.trim() === '' ? text : `${typed.replace(/\s*$/, '')}\n${text}`;
};

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
  const { pages, refused, groups, lines, sendable, unsendable, free, total, demo } = plan;
  const pagesSent = new Set(sendable.map((line) => line.page.line)).size;
  const budgetLeft = useBudgetLeft();
  const [atOnce, setAtOnce] = useState(defaultBatchConcurrency);
  const [problem, setProblem] = useState('');
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    void batchConcurrency.getValue().then(setAtOnce);
  }, []);

  const offered = Math.max(0, Math.min(total, budgetLeft ?? total));
  const spendCap = useSpendCap(offered);
  const { cap, valid: capValid } = spendCap;

  const run = async () => {
    setStarting(true);
    setProblem('');
    await storedBatchConcurrency.update(() => atOnce);
    const sent = await sendMessage('startBatch', {
      rows: sendable.map((line) => ({ ...line.request, line: line.page.line })),
      // Kept with the batch, so its page still lists them, and why, once it has run.
      notSent: notSentOf(refused, unsendable),
      cap,
      concurrency: atOnce,
      // The background refuses to start if the lines cost more now than the price shown.
      expected: total,
    });
    setStarting(false);
    if (!sent.ok) return setProblem("Sidelight's background did not answer. Try again.");
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    onStarted(sent.reply.batch);
  };

  return (
    <form
      class="sl-batch-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (sendable.length > 0 && capValid && !starting) void run();
      }}
    >
      <div class="sl-field">
        <label class="sl-field__label" for="batch-pages">
          Pages
        </label>
        <textarea
          id="batch-pages"
          class="sl-input sl-batch-form__pages"
          rows={8}
          spellcheck={false}
          placeholder={
            'One address per line, any platform:\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\nhttps://www.reddit.com/r/typescript'
          }
          value={text}
          onInput={(event) => setText(event.currentTarget.value)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            const file = event.dataTransfer?.files[0];
            if (!file) return;
            event.preventDefault();
            void withFile(text, file).then(setText);
          }}
        />
        <span class="sl-muted">
          Drop a file of addresses here, or{' '}
          <label class="sl-batch-form__file">
            choose one
            <input
              type="file"
              accept=".txt,.csv,text/plain,text/csv"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void withFile(text, file).then(setText);
              }}
            />
          </label>
          .
        </span>
      </div>

      {(pages.length > 0 || refused.length > 0) && (
        <p data-testid="batch-recognised">
          {counted(pages.length, 'page')} recognised
          {refused.length > 0 ? `; ${counted(refused.length, 'line')} not sent:` : '.'}
        </p>
      )}
      {refused.length > 0 && (
        <div class="sl-batch-refused" data-testid="batch-refused">
          {refusedGroups(refused).map((group) => (
            <RefusedGroup key={group.reason} reason={group.reason} lines={group.lines} />
          ))}
        </div>
      )}

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
        <div class="sl-batch-form__run">
          <p data-testid="batch-price">
            {free === undefined
              ? 'Pricing…'
              : demo
                ? `Demo data: ${counted(pagesSent, 'page')}, free.`
                : priceLine({ total, calls: sendable.length, pages: pagesSent, cached: free.size })}
            {budgetAllows(budgetLeft)}
          </p>
          <div class="sl-batch-form__limits">
            <SpendCapField id="batch-cap" offered={offered} cap={spendCap} />
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
                    setAtOnce(value);
                }}
              />
            </div>
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
              disabled={!capValid || starting || free === undefined}
            >
              Run ·{' '}
              {demo
                ? 'free (demo data)'
                : total === 0
                  ? 'free (cached)'
                  : `up to ${credits(Math.min(cap, total))}`}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
