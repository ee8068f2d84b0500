import type { RefObject } from 'preact';
import { useState } from 'preact/hooks';
import { spendOf } from '@/lib/areas';
import type { Sent } from '@/lib/extension/shared/envelope';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { counted, credits, exactNumber } from '../views/format';
import { rowNoun } from './batch-state-words';
import { RaiseCap } from './RaiseCap';

/** What Resume and Retry go on with, and what each may cost under what the cap leaves. */
function resumePrices(batch: BatchJob, rows: BatchRow[]) {
  const failed = rows.filter((row) => row.status === 'failed');
  const pending = rows.filter((row) => row.status === 'pending');
  const retryPrice = spendOf(failed);
  const leftPrice = spendOf(pending);
  // The batch's cap stays as the user set it: a resume spends what it leaves, at most.
  const capLeft = Math.max(0, batch.cap - batch.spent);
  // What Resume (or Retry, where nothing else is left) goes on with, and what it may cost.
  const raiseFor: 'resume' | 'retry' = pending.length > 0 ? 'resume' : 'retry';
  const raisePrice = pending.length > 0 ? leftPrice : retryPrice;
  return { failed, pending, retryPrice, leftPrice, capLeft, raiseFor, raisePrice };
}

type Act = (sent: Sent<'resumeBatch' | 'stopBatch'>) => Promise<void>;

/**
 * What can be done with a batch: Stop while it runs; once it has ended, Resume what is left and
 * Retry what failed, each for what the batch's cap leaves, or raise the cap; and Delete.
 */
export function BatchActions({
  batch,
  rows,
  askDelete,
  deleteAsked,
  onAskDelete,
  onProblem,
}: {
  batch: BatchJob;
  rows: BatchRow[];
  /** The Delete button, for the focus to come back to when the question is answered. */
  askDelete: RefObject<HTMLButtonElement | null>;
  deleteAsked: boolean;
  onAskDelete(): void;
  onProblem(problem: string): void;
}) {
  const [raising, setRaising] = useState(false);
  const prices = resumePrices(batch, rows);
  const overCap = prices.raisePrice > prices.capLeft;
  const act: Act = async (sent) => {
    if (!sent.ok) return onProblem("Sidelight's background did not answer. Try again.");
    if (!sent.reply.ok) return onProblem(sent.reply.message);
    onProblem('');
    setRaising(false);
  };

  return (
    <>
      <div class="sl-actions">
        {batch.running ? (
          <StopButton batch={batch} act={act} />
        ) : (
          <>
            <ResumeButtons batch={batch} prices={prices} act={act} />
            {overCap && (
              <button
                type="button"
                class="sl-button"
                aria-expanded={raising}
                onClick={() => setRaising(true)}
              >
                Raise the cap…
              </button>
            )}
          </>
        )}
        <button
          type="button"
          class="sl-button"
          ref={askDelete}
          aria-expanded={deleteAsked}
          onClick={onAskDelete}
        >
          Delete batch…
        </button>
      </div>
      {raising && overCap && !batch.running && (
        <RaiseCapFor batch={batch} prices={prices} act={act} onCancel={() => setRaising(false)} />
      )}
    </>
  );
}

/** The cap raised for what Resume (or Retry, where nothing else is left) goes on with. */
function RaiseCapFor({
  batch,
  prices: { failed, pending, raiseFor, raisePrice },
  act,
  onCancel,
}: {
  batch: BatchJob;
  prices: ReturnType<typeof resumePrices>;
  act: Act;
  onCancel(): void;
}) {
  const noun = rowNoun(batch);
  return (
    <RaiseCap
      cap={batch.cap}
      spent={batch.spent}
      leftPrice={raisePrice}
      leftWords={
        raiseFor === 'resume'
          ? `${counted(pending.length, noun)} left`
          : counted(failed.length, `failed ${noun}`)
      }
      action={raiseFor}
      onCancel={onCancel}
      onRaise={async (cap) =>
        act(
          await sendMessage('resumeBatch', {
            batchId: batch.id,
            cap,
            raiseCap: true,
            ...(raiseFor === 'retry' ? { retryFailed: true } : {}),
          }),
        )
      }
    />
  );
}

/** Stop, while the batch runs: it says so until the calls in flight have landed. */
function StopButton({ batch, act }: { batch: BatchJob; act: Act }) {
  const [stopping, setStopping] = useState(false);
  return (
    <button
      type="button"
      class="sl-button"
      data-goes-on
      disabled={stopping}
      onClick={async () => {
        setStopping(true);
        await act(await sendMessage('stopBatch', { batchId: batch.id }));
        setStopping(false);
      }}
    >
      {stopping ? 'Stopping after the calls in flight…' : 'Stop'}
    </button>
  );
}

/** Resume what is left and Retry what failed, each with what it may spend under the cap. */
function ResumeButtons({
  batch,
  prices: { failed, pending, retryPrice, leftPrice, capLeft },
  act,
}: {
  batch: BatchJob;
  prices: ReturnType<typeof resumePrices>;
  act: Act;
}) {
  const noun = rowNoun(batch);
  const capWords = `(cap ${exactNumber(batch.cap)}, ${exactNumber(batch.spent)} spent)`;
  return (
    <>
      {pending.length > 0 && (
        <button
          type="button"
          class="sl-button sl-button--primary"
          data-goes-on
          onClick={async () => act(await sendMessage('resumeBatch', { batchId: batch.id }))}
        >
          Resume {counted(pending.length, noun)} · up to {credits(Math.min(leftPrice, capLeft))}{' '}
          {capWords}
        </button>
      )}
      {failed.length > 0 && (
        <button
          type="button"
          class="sl-button"
          data-goes-on
          onClick={async () =>
            act(await sendMessage('resumeBatch', { batchId: batch.id, retryFailed: true }))
          }
        >
          Retry {counted(failed.length, `failed ${noun}`)} · up to{' '}
          {credits(Math.min(leftPrice + retryPrice, capLeft))} {capWords}
        </button>
      )}
    </>
  );
}
