/**
 * A batch row's call: asked as a view asks it (the cache, shared calls, the till under the
 * batch's cap, the ledger, the history), or answered by what an earlier run paid for and held;
 * then what its row keeps of the answer.
 */
import type { Endpoint } from '../../api/endpoint';
import { answerWithoutRepeats } from '../../api/repeats';
import { listPathOf } from '../../areas/views';
import type { BatchJob, BatchRow } from '../../store/db';
import type { CountsOf, TitleOf } from '../../store/history';
import type { ServiceResult } from '../shared/answers';
import type { CallRequest } from '../shared/messages';
import type { CallHow } from './api-service';
import type { JobRun } from './till';

type Call = (request: CallRequest & { byKey?: false }, how?: CallHow) => Promise<ServiceResult>;

/** Asks the service for the row, or takes the answer held for it (then nothing is paid again). */
export const callRow = (
  call: Call,
  {
    batch,
    row,
    till,
    heldAnswer,
  }: {
    batch: BatchJob;
    row: BatchRow;
    till: JobRun;
    heldAnswer: ServiceResult | undefined;
  },
): Promise<ServiceResult> =>
  (heldAnswer ? async () => heldAnswer : call)(
    {
      id: row.endpointId,
      params: row.params,
      pageUrl: row.url,
      ...(batch.refresh ? { refresh: true } : {}),
    },
    {
      rateLimits: 'report',
      job: till,
      ...(batch.automatic ? { automatic: true, answerSince: batch.startedAt } : {}),
    },
  );

/**
 * Why nothing more can be fetched until the user acts (a budget, no credits left, the key
 * refused), if that is how the call ended.
 */
export function stopsTheBatch(result: ServiceResult): string | undefined {
  if (result.ok) return undefined;
  const { kind } = result.error;
  return kind === 'overBudget' || kind === 'outOfCredits' || kind === 'auth'
    ? result.error.message
    : undefined;
}

/**
 * The row as its call ended, and the answer kept with it. Each row is its own call and its own
 * list: an item another row also lists stays under both, and only an item its own page lists
 * twice is kept once.
 */
export function endedRow(
  row: BatchRow,
  result: ServiceResult,
  {
    endpoint,
    ms,
    titleOf,
    countsOf,
  }: {
    endpoint: Endpoint;
    ms: number;
    titleOf?: TitleOf | undefined;
    countsOf?: CountsOf | undefined;
  },
): { row: BatchRow; data?: unknown } {
  if (!result.ok) {
    const { message, detail } = result.error as { message: string; detail?: string };
    const error = detail ? `${message} The service said: “${detail}”` : message;
    return { row: { ...row, status: 'failed', credits: result.charged ?? 0, error, ms } };
  }
  const title = titleOf?.(row.endpointId, result.data);
  const counts = countsOf?.(row.endpointId, result.data);
  const { data, repeats } = answerWithoutRepeats(
    result.data,
    listPathOf(endpoint),
    endpoint.itemKey,
    new Set<string>(),
  );
  return {
    row: {
      ...row,
      status: 'done',
      credits: result.charged,
      source: result.source,
      ...(result.shared ? { shared: true } : {}),
      ...(title ? { title } : {}),
      ...(counts ? { counts } : {}),
      ...(result.historyId === undefined ? {} : { historyId: result.historyId }),
      ms,
      ...(repeats > 0 ? { repeats } : {}),
    },
    data,
  };
}
