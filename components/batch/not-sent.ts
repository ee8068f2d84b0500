/**
 * A batch's lines not sent, whole or in part. A page asked several things, of which some were sent
 * and some could not be (a company's Company sent, its Jobs not: they need the numeric id), is
 * partly sent: named as such, with the part not sent and the part sent, from the batch's rows.
 */
import { maxBatchNotSent, type RefusedLine } from '@/lib/areas/batch-lines';
import type { BatchRow } from '@/lib/store/db';
import { counted } from '@/lib/words';
import type { PlannedLine } from './batch-plan';
import { endpointLabel } from './batch-words';

/** A line not sent: its number, what was pasted, why, and what of its page it asked. */
interface NotSent {
  line: number;
  text: string;
  reason: string;
  endpointId?: string;
}

/**
 * What a batch keeps of the lines it does not send, in line order: each line that is no page to
 * ask, and each ask of a page that cannot be sent as asked (the page's other asks are sent).
 */
export const notSentOf = (refused: readonly RefusedLine[], unsendable: readonly PlannedLine[]) =>
  [
    ...refused.map((line) => ({ ...line, text: line.text.slice(0, 2048) })),
    ...unsendable.map((line) => ({
      line: line.page.line,
      text: line.page.url.slice(0, 2048),
      reason: `${endpointLabel(line.request.id)}: ${line.problem}`.slice(0, 1024),
      group: 'Cannot be sent as asked.',
      endpointId: line.request.id,
    })),
  ]
    .sort((a, b) => a.line - b.line)
    .slice(0, maxBatchNotSent);

/** "a", "a and b", "a, b and c". */
const listed = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** What each line sent, by line: the things its rows asked ("Company"), in their order. */
export function sentByLine(
  rows: readonly Pick<BatchRow, 'line' | 'endpointId'>[],
): Map<number, string[]> {
  const sent = new Map<number, string[]>();
  for (const row of rows) {
    if (row.line === undefined) continue;
    const asked = sent.get(row.line) ?? [];
    const label = endpointLabel(row.endpointId);
    if (!asked.includes(label)) asked.push(label);
    sent.set(row.line, asked);
  }
  return sent;
}

/** A line not sent, with the part of it not sent and the part sent (none for a whole line). */
export interface NotSentPart {
  line: NotSent;
  /** "Jobs"; "the whole line" when nothing of it was sent. */
  notSent: string;
  /** "Company"; empty when nothing of it was sent. */
  sent: string;
}

export function notSentParts<Line extends NotSent>(
  notSent: readonly Line[],
  sent: ReadonlyMap<number, readonly string[]>,
): (NotSentPart & { line: Line })[] {
  return notSent.map((line) => {
    const others = sent.get(line.line) ?? [];
    if (others.length === 0) return { line, notSent: 'the whole line', sent: '' };
    return {
      line,
      notSent: line.endpointId ? endpointLabel(line.endpointId) : 'part of it',
      sent: listed(others),
    };
  });
}

/**
 * "Not sent: 10 lines; partly sent: 2 lines (Jobs not sent)", "Partly sent: 1 line (Jobs not
 * sent)": lines counted once each, whatever they asked.
 */
export function notSentHeading(parts: readonly NotSentPart[]): string {
  const whole = new Set(parts.filter((part) => part.sent === '').map((part) => part.line.line));
  const partly = parts.filter((part) => part.sent !== '');
  const partlyLines = new Set(partly.map((part) => part.line.line));
  const missing = [...new Set(partly.map((part) => part.notSent))];
  const said = [
    ...(whole.size > 0 ? [`not sent: ${counted(whole.size, 'line')}`] : []),
    ...(partlyLines.size > 0
      ? [`partly sent: ${counted(partlyLines.size, 'line')} (${listed(missing)} not sent)`]
      : []),
  ].join('; ');
  return `${said.charAt(0).toUpperCase()}${said.slice(1)}`;
}
