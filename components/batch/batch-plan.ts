import type { FormValues } from '@/components/panel/ParamForm';
import type { Endpoint } from '@/lib/api/endpoint';
import { describeParamIssues } from '@/lib/api/params';
import { endpointsForPage } from '@/lib/areas';
import { lineRequest, type PageLine } from '@/lib/areas/batch-lines';
import { cleanParams } from '@/lib/areas/page-params';

/** The pages of one kind of one platform, and what the user asks of them. */
export interface Group {
  key: string;
  platform: string;
  kind: string;
  pages: PageLine[];
  endpoints: Endpoint[];
}

/** What to fetch of a kind's pages, and with which values. */
export interface Choice {
  endpointId: string;
  values: FormValues;
}

/** A page's request, its price, or why it cannot be sent as asked (then no price). */
export interface PlannedLine {
  page: PageLine;
  request: ReturnType<typeof lineRequest>;
  price: number | undefined;
  problem: string;
}

/** The pages grouped by platform and kind, each group with what may be fetched of its pages. */
export function groupsOf(pages: readonly PageLine[]): Group[] {
  const groups = new Map<string, Group>();
  for (const page of pages) {
    const key = `${page.platform} ${page.kind}`;
    const group = groups.get(key) ?? {
      key,
      platform: page.platform,
      kind: page.kind,
      pages: [],
      endpoints: endpointsForPage(page.area, page.kind),
    };
    group.pages.push(page);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The group's choice: what the user picked, else the first thing its pages offer. */
export const choiceOf = (group: Group, choices: Readonly<Record<string, Choice>>): Choice =>
  choices[group.key] ?? { endpointId: group.endpoints[0]?.id ?? '', values: {} };

/** Each page's request as chosen for its group, each checked once: its price, or its problem. */
export function planLines(
  groups: readonly Group[],
  choices: Readonly<Record<string, Choice>>,
): PlannedLine[] {
  return groups.flatMap((group) => {
    const choice = choiceOf(group, choices);
    const endpoint = group.endpoints.find((entry) => entry.id === choice.endpointId);
    if (!endpoint) return [];
    return group.pages.map((page) => {
      const request = lineRequest(page, endpoint, cleanParams(choice.values));
      const parsed = endpoint.params.safeParse(cleanParams(request.params));
      return parsed.success
        ? { page, request, price: endpoint.creditsOfParsed(parsed.data), problem: '' }
        : {
            page,
            request,
            price: undefined,
            problem: describeParamIssues(endpoint, parsed.error.issues),
          };
    });
  });
}

/** What the lines cost, those the cache or demo data answers (by line number) counted free. */
export const totalOf = (lines: readonly PlannedLine[], free: ReadonlyMap<number, unknown>) =>
  lines.reduce((sum, line) => sum + (free.has(line.page.line) ? 0 : (line.price ?? 0)), 0);
