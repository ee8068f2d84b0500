/**
 * A batch's lines read as pages, with the same detection as the tabs: each line a page Sidelight
 * knows, or the reason it is not sent (not a page, only the page itself tells, a repeat of an
 * earlier line, past the batch's size).
 */

import type { Endpoint } from '../api/endpoint';
import { detectUrl, type PlatformId, platformOfUrl, platformSharing } from '../platforms';
import { withArticle } from '../words';
import { paramsFromPage } from './page-params';

/** Pages one batch takes, at most: more lines are refused, each with the reason, before sending. */
export const maxBatchLines = 1000;

/** Calls one batch takes, at most: each of its pages asked of everything its kind offers. */
export const maxBatchCalls = 8 * maxBatchLines;

/** Lines not sent that a batch keeps, to list after it ran (a longer paste keeps its first ones). */
export const maxBatchNotSent = 10 * maxBatchLines;

/**
 * Why a batch's calls cannot be sent as they are, if they cannot: a page asked of the same thing
 * twice (it would be charged twice), or more pages than a batch takes. A call without a line
 * number is a page of its own.
 */
export function batchCallsProblem(
  calls: readonly { line?: number | undefined; id: string }[],
): string | undefined {
  const pairs = new Set<string>();
  const lines = new Set<number>();
  for (const [index, call] of calls.entries()) {
    const line = call.line ?? -(index + 1);
    const pair = `${line} ${call.id}`;
    if (pairs.has(pair))
      return `Line ${call.line} asks for the same thing twice: it would be charged twice.`;
    pairs.add(pair);
    lines.add(line);
  }
  return lines.size > maxBatchLines
    ? `More than the ${maxBatchLines.toLocaleString('en-US')} pages one batch takes.`
    : undefined;
}

export interface PageLine {
  /** 1-based, as an editor numbers lines. */
  line: number;
  url: string;
  platform: PlatformId;
  area: string;
  kind: string;
  params: Record<string, string>;
}

export interface RefusedLine {
  line: number;
  text: string;
  /** Why this line is not sent. */
  reason: string;
  /** The reason shared by every line refused for it (a repeat's without the line it repeats). */
  group: string;
}

/** The group of lines that repeat an earlier one. */
const repeatGroup = 'Repeats of an earlier line.';

/** Lines not sent, grouped by reason in the order each reason first appears, with their lines. */
export const refusedGroups = (refused: readonly RefusedLine[]) => {
  const groups = new Map<string, RefusedLine[]>();
  for (const line of refused) groups.set(line.group, [...(groups.get(line.group) ?? []), line]);
  return [...groups].map(([reason, lines]) => ({ reason, lines }));
};

/** An address as people paste it: with or without https://. */
const asUrl = (text: string): string | undefined => {
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/** Why a line is not sent, or the page it is. */
function readLine(text: string): Omit<PageLine, 'line'> | { reason: string } {
  const url = asUrl(text);
  const platform = url === undefined ? undefined : platformOfUrl(url);
  const match = url !== undefined && platform ? detectUrl(url) : null;
  if (url !== undefined && !match && platformSharing(url))
    return {
      reason:
        'A share link, which names no page until it is opened: open it, then paste the address it leads to.',
    };
  if (url === undefined || !platform)
    return { reason: 'Not an address of a platform Sidelight reads.' };
  if (!match)
    return {
      reason: `${withArticle(platform.name, { capital: true })} page Sidelight has nothing for.`,
    };
  if (!('params' in match))
    return {
      reason: `Only the page itself tells what this ${platform.name} page is: open it in the browser.`,
    };
  return { url, platform: platform.id, area: match.area, kind: match.kind, params: match.params };
}

/** Reads the lines of a batch: its pages and, each with its reason, the lines not sent. */
export function readLines(text: string): { pages: PageLine[]; refused: RefusedLine[] } {
  const pages: PageLine[] = [];
  const refused: RefusedLine[] = [];
  const seen = new Map<string, number>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const read = readLine(trimmed);
    const identity =
      'reason' in read
        ? ''
        : `${read.area} ${read.kind} ${JSON.stringify(Object.entries(read.params).sort())}`;
    const earlier = seen.get(identity);
    const reason =
      'reason' in read
        ? read.reason
        : earlier !== undefined
          ? `The same page as line ${earlier}.`
          : pages.length >= maxBatchLines
            ? `Past the ${maxBatchLines.toLocaleString('en-US')} pages one batch takes.`
            : undefined;
    if (reason !== undefined || 'reason' in read) {
      const group = earlier !== undefined && !('reason' in read) ? repeatGroup : (reason ?? '');
      refused.push({ line, text: trimmed, reason: reason ?? '', group });
      continue;
    }
    seen.set(identity, line);
    pages.push({ line, ...read });
  }
  return { pages, refused };
}

/** What one page asks of an endpoint: the page's params under its names, then the form's values. */
export const lineRequest = (
  page: PageLine,
  endpoint: Endpoint,
  values: Record<string, unknown> = {},
) => ({
  url: page.url,
  id: endpoint.id,
  params: { ...paramsFromPage(endpoint, page.params), ...values },
});
