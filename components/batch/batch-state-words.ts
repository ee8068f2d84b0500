/**
 * How a batch stands, in words: its price before it runs, its progress, why it ended, its entry
 * in the list of batches. Apart from the files' words, so the settings' refresh notice can say
 * a batch's state without loading the page rules.
 */
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { storagePlace } from '../not-kept-words';
import { exactNumber as count, counted, credits } from '../views/format';

/** When a batch started, in the list and on an automatic refresh: "Nov 28, 09:00". */
export const batchTimeWords = (at: number) =>
  new Date(at).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

const pages = (value: number) => counted(value, 'page');
const callWords = (value: number) => counted(value, 'call');

/**
 * The price of a batch before it runs: what it costs, and what the cache answers for free. A call
 * is one page asked of one thing to fetch; where some pages are asked of several, both are said.
 */
export function priceLine({
  total,
  calls,
  pages: pagesAsked = calls,
  cached,
}: {
  total: number;
  /** The (page, what to fetch) pairs. */
  calls: number;
  pages?: number;
  cached: number;
}): string {
  const onePerPage = pagesAsked === calls;
  const asked = onePerPage ? pages(calls) : `${callWords(calls)} on ${pages(pagesAsked)}`;
  if (cached === 0) return `${credits(total)} for ${asked}.`;
  if (cached >= calls)
    return calls === 1
      ? 'Free: the page is already cached.'
      : `Free: the ${asked} are already cached.`;
  // The credits are for the calls the cache does not answer: say so, not "4 credits for 4 pages".
  const paid = onePerPage ? pages(calls - cached) : callWords(calls - cached);
  return `${credits(total)} for ${paid}; ${count(cached)} more already cached, free.`;
}

/** What a batch's rows are in words: pages where each page is asked once, else calls. */
export const rowNoun = (batch: Pick<BatchJob, 'rows' | 'pages'>): 'page' | 'call' =>
  batch.pages === undefined || batch.pages === batch.rows ? 'page' : 'call';

/** About how long the rows still to do take, from the rows done so far, at this many at a time. */
export function timeLeft(rows: readonly BatchRow[], concurrency: number): string {
  const timed = rows.filter((row) => row.status !== 'pending' && row.ms !== undefined);
  const pending = rows.filter((row) => row.status === 'pending').length;
  if (pending === 0 || timed.length === 0) return '';
  const average = timed.reduce((sum, row) => sum + (row.ms ?? 0), 0) / timed.length;
  const seconds = Math.ceil((average * pending) / concurrency / 1000);
  return seconds < 60 ? `about ${seconds} s left` : `about ${Math.ceil(seconds / 60)} min left`;
}

/**
 * A batch's counts and credits: "5 of 12 pages done, 0 failed, 20 credits", or where pages were
 * asked of several things, "5 of 14 calls done for 12 pages, …".
 */
export const batchCounts = (batch: BatchJob) =>
  rowNoun(batch) === 'page'
    ? `${count(batch.done)} of ${pages(batch.rows)} done, ${count(batch.failed)} failed, ${credits(batch.spent)}`
    : `${count(batch.done)} of ${callWords(batch.rows)} done for ${pages(batch.pages ?? batch.rows)}, ${count(batch.failed)} failed, ${credits(batch.spent)}`;

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
    case 'storageFull': {
      // Credits spent that no row shows: answers paid for that found no room, held meanwhile.
      const held = batch.spent - rows.reduce((sum, row) => sum + row.credits, 0);
      const heldWords =
        held > 0
          ? ` ${credits(held)} of it paid for what found no room: Resume keeps it without paying again, unless Sidelight's background stopped meanwhile.`
          : '';
      return `Stopped: the browser has no room left for Sidelight's data, so the next page could not be kept. Every page done so far is kept: ${batchCounts(batch)}.${heldWords} Free space in ${storagePlace}, then resume: the pages done are not fetched again.`;
    }
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
  `Delete batch ${batch.id}? Its ${counted(batch.rows, rowNoun(batch))} and the answers kept for its files are removed${batch.running ? ' (it stops first, after the calls in flight)' : ''}. The results stay in the history and the cache.`;
