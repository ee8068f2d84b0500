/**
 * How a batch stands, in words: its price before it runs, its progress, why it ended, its entry
 * in the list of batches. Apart from the files' words, so the settings' refresh notice can say
 * a batch's state without loading the page rules.
 */
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { storagePlace } from '../not-kept-words';
import { exactNumber as count, counted, credits } from '../views/format';

const pages = (value: number) => counted(value, 'page');

/** The price of a batch before it runs: what it costs, and what the cache answers for free. */
export function priceLine({
  total,
  lines,
  cached,
}: {
  total: number;
  lines: number;
  cached: number;
}): string {
  if (cached === 0) return `${credits(total)} for ${pages(lines)}.`;
  if (cached >= lines)
    return lines === 1
      ? 'Free: the page is already cached.'
      : `Free: the ${pages(lines)} are already cached.`;
  // The credits are for the pages the cache does not hold: say so, not "4 credits for 4 pages".
  return `${credits(total)} for ${pages(lines - cached)}; ${count(cached)} more already cached, free.`;
}

/** About how long the rows still to do take, from the rows done so far, at this many at a time. */
export function timeLeft(rows: readonly BatchRow[], concurrency: number): string {
  const timed = rows.filter((row) => row.status !== 'pending' && row.ms !== undefined);
  const pending = rows.filter((row) => row.status === 'pending').length;
  if (pending === 0 || timed.length === 0) return '';
  const average = timed.reduce((sum, row) => sum + (row.ms ?? 0), 0) / timed.length;
  const seconds = Math.ceil((average * pending) / concurrency / 1000);
  return seconds < 60 ? `about ${seconds} s left` : `about ${Math.ceil(seconds / 60)} min left`;
}

/** A batch's counts and credits: "5 of 12 pages done, 0 failed, 20 credits". */
export const batchCounts = (batch: BatchJob) =>
  `${count(batch.done)} of ${pages(batch.rows)} done, ${count(batch.failed)} failed, ${credits(batch.spent)}`;

/** What the service's last rate limit did: "The service asked to wait 5 s; going on 2 at a time". */
const slowedWords = (slowed: NonNullable<BatchJob['slowed']>): string =>
  `The service asked to wait ${count(slowed.waitSeconds)} s; going on ${count(slowed.atOnce)} at a time`;

/** The line above the table: progress while it runs, else why it ended. */
export function statusLine(batch: BatchJob, rows: readonly BatchRow[]): string {
  if (batch.running) {
    const atOnce = batch.slowed?.atOnce ?? batch.concurrency;
    const left = timeLeft(rows, atOnce);
    const how = batch.slowed ? slowedWords(batch.slowed) : `Running, ${atOnce} at a time`;
    return `${how}: ${batchCounts(batch)}${left ? `, ${left}` : ''}.`;
  }
  switch (batch.ended?.why) {
    case 'end':
      return `Finished: ${batchCounts(batch)}.`;
    case 'cap':
      return `Stopped at your cap of ${credits(batch.cap)}: ${batchCounts(batch)}.`;
    case 'error':
      return `Stopped: ${batch.ended.message ?? 'the service did not answer.'} ${batchCounts(batch)}.`;
    case 'stopped':
      return `Stopped by you: ${batchCounts(batch)}.`;
    case 'interrupted':
      return `Interrupted when Sidelight's background stopped: ${batchCounts(batch)}.`;
    case 'storageFull':
      return `Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept. Every page done so far is kept: ${batchCounts(batch)}. Free space in ${storagePlace}, then resume: the pages done are not fetched again.`;
    default:
      return batchCounts(batch);
  }
}

const shortEnd: Record<NonNullable<BatchJob['ended']>['why'], string> = {
  end: 'Finished',
  cap: 'Stopped at its cap',
  error: 'Stopped by an error',
  stopped: 'Stopped by you',
  interrupted: 'Interrupted',
  storageFull: 'Stopped: no room left',
};

/** A batch in the list of batches: its state, then its counts and credits. */
export function batchState(batch: BatchJob): string {
  if (batch.running) return 'Running';
  return batch.ended ? shortEnd[batch.ended.why] : 'Not started';
}

/** What deleting a batch removes, asked before it is done. */
export const deleteWords = (batch: BatchJob): string =>
  `Delete batch ${batch.id}? Its ${pages(batch.rows)} and the answers kept for its files are removed${batch.running ? ' (it stops first, after the calls in flight)' : ''}. The results stay in the history and the cache.`;
