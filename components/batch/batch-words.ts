/**
 * What the batch page says (its price, its progress, why it ended) and what its files hold. Pure,
 * so every sentence and every file is tested as a person reads it.
 */
import { endpointById, isEndpointId } from '@/lib/api/catalog';
import { type PlatformId, platformById } from '@/lib/platforms';
import type { BatchJob, BatchRow } from '@/lib/store/db';
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
  const free = cached > 0 ? ` ${count(cached)} already cached, free.` : '';
  return `${credits(total)} for ${pages(lines)}.${free}`;
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

const tally = (batch: BatchJob) =>
  `${count(batch.done)} of ${pages(batch.rows)} done, ${count(batch.failed)} failed, ${credits(batch.spent)}`;

/** What the service's last rate limit did: "The service asked to wait 5 s; going on 2 at a time". */
export const slowedWords = (slowed: NonNullable<BatchJob['slowed']>): string =>
  `The service asked to wait ${count(slowed.waitSeconds)} s; going on ${count(slowed.atOnce)} at a time`;

/** The line above the table: progress while it runs, else why it ended. */
export function statusLine(batch: BatchJob, rows: readonly BatchRow[]): string {
  if (batch.running) {
    const atOnce = batch.slowed?.atOnce ?? batch.concurrency;
    const left = timeLeft(rows, atOnce);
    const how = batch.slowed ? slowedWords(batch.slowed) : `Running, ${atOnce} at a time`;
    return `${how}: ${tally(batch)}${left ? `, ${left}` : ''}.`;
  }
  switch (batch.ended?.why) {
    case 'end':
      return `Finished: ${tally(batch)}.`;
    case 'cap':
      return `Stopped at your cap of ${credits(batch.cap)}: ${tally(batch)}.`;
    case 'error':
      return `Stopped: ${batch.ended.message ?? 'the service did not answer.'} ${tally(batch)}.`;
    case 'stopped':
      return `Stopped by you: ${tally(batch)}.`;
    case 'interrupted':
      return `Interrupted when Sidelight's background stopped: ${tally(batch)}.`;
    default:
      return tally(batch);
  }
}

/** A row's page in words: "YouTube video · dQw4w9WgXcQ". */
export function pageWords(row: Pick<BatchRow, 'platform' | 'kind' | 'params'>): string {
  const name = platformName(row.platform);
  const id = Object.values(row.params).find((value) => typeof value === 'string');
  return `${name} ${row.kind}${typeof id === 'string' ? ` · ${id}` : ''}`;
}

export const platformName = (id: string): string => {
  try {
    return platformById(id as PlatformId).name;
  } catch {
    return id;
  }
};

export const endpointLabel = (id: string): string =>
  isEndpointId(id) ? endpointById(id).label : id;

const statusWords: Record<BatchRow['status'], string> = {
  pending: 'to do',
  done: 'done',
  failed: 'failed',
};
/** A row's state; a row put back by a rate limit of a running batch says so. */
export const rowStatus = (row: BatchRow, batch?: BatchJob): string => {
  if (row.status === 'pending' && batch?.running && batch.slowed?.waiting.includes(row.index))
    // The wait and its unit stay on one line in a narrow column.
    return `waiting: the service asked to wait ${count(batch.slowed.waitSeconds)}\u00a0s`;
  return row.status === 'done' && row.source !== 'network'
    ? `done (${row.source})`
    : statusWords[row.status];
};

/** The line a row was pasted on (rows kept before lines were kept count from 1). */
export const lineOf = (row: Pick<BatchRow, 'index' | 'line'>): number => row.line ?? row.index + 1;

const shortEnd: Record<NonNullable<BatchJob['ended']>['why'], string> = {
  end: 'Finished',
  cap: 'Stopped at its cap',
  error: 'Stopped by an error',
  stopped: 'Stopped by you',
  interrupted: 'Interrupted',
};

/** A batch in the list of batches: its state, then its counts and credits. */
export function batchState(batch: BatchJob): string {
  if (batch.running) return 'Running';
  return batch.ended ? shortEnd[batch.ended.why] : 'Not started';
}

/** What deleting a batch removes, asked before it is done. */
export const deleteWords = (batch: BatchJob): string =>
  `Delete batch ${batch.id}? Its ${pages(batch.rows)} and the answers kept for its files are removed${batch.running ? ' (it stops first, after the calls in flight)' : ''}. The results stay in the history and the cache.`;

export { tally as batchCounts };

/**
 * One CSV row per page: what was asked and what came of it first (named so no answer's field is
 * likely to share a name; one that does is left out), then the answer's own fields.
 */
export function csvRow(row: BatchRow, data: unknown): Record<string, unknown> {
  const asked: Record<string, unknown> = {
    line: lineOf(row),
    'page address': row.url,
    page: pageWords(row),
    asked: endpointLabel(row.endpointId),
    outcome: row.status,
    'credits charged': row.credits,
    error: row.error ?? '',
  };
  const answer = data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {};
  return {
    ...asked,
    ...Object.fromEntries(Object.entries(answer).filter(([key]) => !(key in asked))),
  };
}

/**
 * The CSV files of a batch: one when every row asked the same endpoint, else one per endpoint
 * (their answers' fields differ). Each with the endpoint it holds.
 */
export function csvFiles(
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
): { endpointId: string; rows: Record<string, unknown>[] }[] {
  const byEndpoint = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const list = byEndpoint.get(row.endpointId) ?? [];
    list.push(csvRow(row, answers[row.index]));
    byEndpoint.set(row.endpointId, list);
  }
  return [...byEndpoint].map(([endpointId, list]) => ({ endpointId, rows: list }));
}

/** The JSON file of a batch: each line with what it asked, how it ended and its answer. */
export const batchJson = (
  batch: BatchJob,
  rows: readonly BatchRow[],
  answers: Readonly<Record<number, unknown>>,
) => ({
  batch: {
    rows: batch.rows,
    done: batch.done,
    failed: batch.failed,
    credits: batch.spent,
    complete: batch.done === batch.rows,
  },
  lines: rows.map((row) => ({
    line: lineOf(row),
    url: row.url,
    platform: row.platform,
    page: row.kind,
    endpoint: row.endpointId,
    params: row.params,
    status: row.status,
    credits: row.credits,
    ...(row.error ? { error: row.error } : {}),
    ...(row.index in answers ? { data: answers[row.index] } : {}),
  })),
});
