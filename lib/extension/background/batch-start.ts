/**
 * Starting a batch: every line checked (a page Sidelight knows, served by the endpoint asked),
 * those that cannot be asked kept with their reason among the lines not sent, and the price the
 * page showed checked again before anything starts on it.
 */
import type { Endpoint } from '../../api/endpoint';
import { endpointById, isEndpointId } from '../../areas';
import { batchCallsProblem, maxBatchNotSent } from '../../areas/batch-lines';
import { detectUrl, platformOfUrl } from '../../platforms';
import type { BatchJob, BatchRow } from '../../store/db';
import { credits } from '../../words';
import type { CostNow } from '../shared/answers';
import type { CostRequest, MessageRequest } from '../shared/messages';
import { mostBatchConcurrency } from '../shared/settings-limits';
import { checkCall } from './api-service';

type StartRequest = MessageRequest<'startBatch'>;
type Line = StartRequest['rows'][number];
/** A line as its batch row starts. */
type CheckedLine = Omit<BatchRow, 'batchId' | 'index' | 'status' | 'credits'>;
type NotSentLine = NonNullable<StartRequest['notSent']>[number];

/** Why a line cannot be asked, named by its line. */
interface LineProblem {
  line: number;
  text: string;
  reason: string;
  /** What of the page was asked. */
  endpointId: string;
}

/** A line the service can be asked for: a page Sidelight knows, served by the endpoint asked. */
export function checkLine(line: Line, index: number): CheckedLine | LineProblem {
  // Named as pasted, as the plan named it; a sender that gives no line numbers its rows.
  const number = line.line ?? index + 1;
  const problem = (reason: string): LineProblem => ({
    line: number,
    text: line.url,
    reason,
    endpointId: line.id.slice(0, 64),
  });
  const platform = platformOfUrl(line.url);
  const match = detectUrl(line.url);
  if (!platform || !match || !('params' in match))
    return problem('not a page Sidelight can read from its address.');
  // An endpoint of another version (a backup, a watched thing kept before an update).
  if (!isEndpointId(line.id))
    return problem(`This version of Sidelight does not know “${line.id}”.`);
  const checked = checkCall(line);
  if ('message' in checked) return problem(checked.message);
  const { endpoint, params } = checked;
  if (endpoint.area !== match.area || !endpoint.pages.includes(match.kind as never))
    return problem(`${endpoint.label} is not offered for this page.`);
  return {
    line: number,
    url: line.url,
    platform: platform.id,
    kind: match.kind,
    endpointId: endpoint.id,
    params,
  };
}

/**
 * The rows a batch starts with and the lines it does not send (with those the page left out),
 * or why it is refused: a page asked of the same thing twice (it would be charged twice), or no
 * line that can be asked.
 */
export function linesToStart(
  request: StartRequest,
): { rows: CheckedLine[]; notSent: NotSentLine[] } | { refused: string } {
  const twice = batchCallsProblem(request.rows);
  if (twice !== undefined) return { refused: twice };
  const checked = request.rows.map((line, index) => checkLine(line, index));
  const problems = checked.filter((row): row is LineProblem => 'reason' in row);
  const rows = checked.filter((row): row is CheckedLine => !('reason' in row));
  if (rows.length === 0)
    return {
      refused: problems
        .slice(0, 5)
        .map(({ line, reason }) => `Line ${line}: ${reason}`)
        .join(' '),
    };
  const notSent = [
    ...(request.notSent ?? []),
    ...problems.map(({ line, text, reason, endpointId }) => ({
      line,
      text: text.slice(0, 2048),
      reason: reason.slice(0, 1024),
      group: 'Cannot be sent as asked.',
      endpointId,
    })),
  ]
    .sort((a, b) => a.line - b.line)
    .slice(0, maxBatchNotSent);
  return { rows, notSent };
}

/** What the lines cost if run now (the cache and demo data answer some for free). */
async function priceNow(
  costNow: (request: CostRequest) => Promise<CostNow>,
  rows: readonly Pick<BatchRow, 'endpointId' | 'params'>[],
  refresh?: boolean,
) {
  const prices = await Promise.all(
    rows.map(async (row) => {
      const cost = await costNow({
        id: row.endpointId,
        params: row.params,
        ...(refresh ? { refresh: true } : {}),
      });
      const endpoint: Endpoint = endpointById(row.endpointId as never);
      return cost.free ? 0 : endpoint.credits(row.params);
    }),
  );
  return prices.reduce((sum, price) => sum + price, 0);
}

/**
 * Why the batch does not start, if the price the page showed a moment ago is no longer true (the
 * cache, the key or the address changed since): nothing starts on it, nor on a cap taken from it.
 */
export async function priceChanged(
  costNow: (request: CostRequest) => Promise<CostNow>,
  request: StartRequest,
  rows: readonly Pick<BatchRow, 'endpointId' | 'params'>[],
): Promise<string | undefined> {
  if (request.expected === undefined) return undefined;
  const now = await priceNow(costNow, rows, request.refresh);
  if (now <= request.expected) return undefined;
  return `The price changed since it was shown: ${credits(now)} now, not ${credits(request.expected)}. Check the price and the cap, then run again.`;
}

/** The batch as it starts, running, with nothing done yet. */
export const newBatch = (
  request: StartRequest,
  { rows, notSent }: { rows: readonly CheckedLine[]; notSent: readonly NotSentLine[] },
  { automatic, now }: { automatic: boolean; now: number },
): Omit<BatchJob, 'id'> => ({
  cap: request.cap,
  concurrency: Math.min(mostBatchConcurrency, request.concurrency),
  ...(request.refresh ? { refresh: true } : {}),
  ...(automatic ? { automatic: true } : {}),
  running: true,
  rows: rows.length,
  pages: new Set(rows.map((row) => row.line)).size,
  ...(notSent.length > 0 ? { notSent: [...notSent] } : {}),
  done: 0,
  failed: 0,
  spent: 0,
  startedAt: now,
  updatedAt: now,
});
