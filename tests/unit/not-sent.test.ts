/**
 * A batch's lines not sent, whole or in part: a page asked of several things, some sent and some
 * not (a company's Company sent, its Jobs not, as they need the numeric id), is named partly sent,
 * with the part not sent, in the heading and in the Not sent file's rows; it is not counted among
 * the lines not sent.
 */
import { describe, expect, it } from 'vitest';
import { batchCsvTables, notSentColumns } from '@/components/batch/batch-export';
import { groupsOf, planLines } from '@/components/batch/batch-plan';
import { endpointLabel } from '@/components/batch/batch-words';
import { notSentHeading, notSentOf, notSentParts, sentByLine } from '@/components/batch/not-sent';
import { answerShape } from '@/components/views/answer-shape';
import { endpointsForPage } from '@/lib/areas';
import { readLines } from '@/lib/areas/batch-lines';
import type { BatchRow } from '@/lib/store/db';

const notPages = Array.from({ length: 10 }, (_, index) => `not a page ${index + 1}`);
const companies = [
  'https://www.linkedin.com/company/contoso',
  'https://www.linkedin.com/company/fabrikam',
];
const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** A batch as the batch page plans and sends it: every ask the company pages offer ticked. */
function planned(text: string) {
  const { pages, refused } = readLines(text);
  const groups = groupsOf(pages);
  const company = groups.find((group) => group.kind === 'company');
  const lines = planLines(
    groups,
    company
      ? { [company.key]: { endpointIds: company.endpoints.map(({ id }) => id), values: {} } }
      : {},
  );
  const sendable = lines.filter((line) => line.price !== undefined);
  const unsendable = lines.filter((line) => line.price === undefined);
  const rows: BatchRow[] = sendable.map((line, index) => ({
    batchId: 1,
    index,
    line: line.page.line,
    url: line.page.url,
    platform: line.page.platform,
    kind: line.page.kind,
    endpointId: line.request.id,
    params: line.request.params,
    status: 'done',
    credits: line.price ?? 0,
  }));
  return { rows, unsendable, notSent: notSentOf(refused, unsendable) };
}

describe('lines partly sent', () => {
  const { rows, unsendable, notSent } = planned([...notPages, ...companies, video].join('\n'));
  const companyAsks = endpointsForPage('professional', 'company');
  const sentAsks = companyAsks.filter((endpoint) =>
    rows.some((row) => row.line === 11 && row.endpointId === endpoint.id),
  );
  const notSentAsks = unsendable.filter((line) => line.page.line === 11);

  it('the company pages ask something that is sent and something that is not', () => {
    expect(sentAsks.length).toBeGreaterThan(0);
    expect(notSentAsks.map((line) => endpointLabel(line.request.id))).toEqual(['Jobs']);
  });

  it('are named apart from the lines not sent, with the part not sent', () => {
    expect(notSentHeading(notSentParts(notSent, sentByLine(rows)))).toBe(
      'Not sent: 10 lines; partly sent: 2 lines (Jobs not sent)',
    );
  });

  it('each has its row in the Not sent file: the part not sent, the part sent and why', () => {
    const file = batchCsvTables(1, rows, {}, answerShape, notSent).at(-1);
    expect(file?.name).toMatch(/^sidelight-batch-1-not-sent-/);
    expect(Object.keys(file?.rows[0] ?? {})).toEqual([...notSentColumns]);
    const sent = sentAsks.map((endpoint) => endpoint.label).join(', ');
    expect(file?.rows).toEqual([
      ...notPages.map((text, index) => ({
        line: index + 1,
        'what was pasted': text,
        'not sent': 'the whole line',
        sent: '',
        reason: 'Not an address of a platform Sidelight reads.',
      })),
      ...companies.map((url, index) => ({
        line: 11 + index,
        'what was pasted': url,
        'not sent': 'Jobs',
        sent: sent.replace(/, ([^,]*)$/, ' and $1'),
        reason: `Jobs: ${notSentAsks[0]?.problem}`,
      })),
    ]);
  });

  it('a batch whose only lines not sent are partly sent says so alone', () => {
    const only = planned([companies[0], video].join('\n'));
    expect(notSentHeading(notSentParts(only.notSent, sentByLine(only.rows)))).toBe(
      'Partly sent: 1 line (Jobs not sent)',
    );
  });

  it('a line counts once, whatever it asked', () => {
    const twice = [
      { line: 3, text: 'x', reason: 'Jobs: no.', endpointId: 'professional.companyJobs' },
      { line: 3, text: 'x', reason: 'Posts: no.', endpointId: 'professional.companyPosts' },
      { line: 4, text: 'y', reason: 'Not a page.' },
    ];
    const sent = new Map([[3, ['Company']]]);
    expect(notSentHeading(notSentParts(twice, sent))).toBe(
      'Not sent: 1 line; partly sent: 1 line (Jobs and Posts not sent)',
    );
  });
});
