import { useEffect, useState } from 'preact/hooks';
import type { RefusedLine } from '@/lib/areas/batch-lines';
import { defaultBatchConcurrency } from '@/lib/extension/shared/settings-limits';
import { batchConcurrency } from '@/lib/extension/shared/storage';
import { storedBatchConcurrency } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import type { PlannedLine } from './batch-plan';
import { notSentOf } from './not-sent';

/** How many calls a batch makes at a time: the stored number until the user types another. */
export function useAtOnce() {
  const [atOnce, setAtOnce] = useState(defaultBatchConcurrency);
  useEffect(() => {
    void batchConcurrency.getValue().then(setAtOnce);
  }, []);
  return [atOnce, setAtOnce] as const;
}

/**
 * Asks the background to start a batch of the lines that can be sent, and says why it did not:
 * whether it is being asked, and the problem of the last time.
 */
export function useStartBatch(onStarted: (batch: BatchJob) => void) {
  const [problem, setProblem] = useState('');
  const [starting, setStarting] = useState(false);
  const start = async ({
    sendable,
    refused,
    unsendable,
    cap,
    atOnce,
    total,
  }: {
    sendable: readonly PlannedLine[];
    refused: readonly RefusedLine[];
    unsendable: readonly PlannedLine[];
    cap: number;
    atOnce: number;
    total: number;
  }) => {
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
  return { problem, starting, start };
}
