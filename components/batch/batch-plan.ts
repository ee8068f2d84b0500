import type { FormValues } from '@/components/panel/ParamForm';
import type { Endpoint } from '@/lib/api/endpoint';
import { describeParamIssues } from '@/lib/api/param-labels';
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

/**
 * What to fetch of a kind's pages: one or more of what it offers, each with its own values
 * (a video's Video and its Transcript, the transcript in French).
 */
export interface Choice {
  endpointIds: string[];
  values: Readonly<Record<string, FormValues>>;
}

/** A page's request of one endpoint, its price, or why it cannot be sent as asked (then no price). */
export interface PlannedLine {
  page: PageLine;
  /** The group it belongs to (its kind of page). */
  group: string;
  request: ReturnType<typeof lineRequest>;
  price: number | undefined;
  problem: string;
}

/** What a (line, endpoint) pair is known by: each is asked, and charged, once. */
export const pairKey = (line: number, endpointId: string) => `${line} ${endpointId}`;

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

/** The group's choice: what the user ticked, else the first thing its pages offer. */
export const choiceOf = (group: Group, choices: Readonly<Record<string, Choice>>): Choice =>
  choices[group.key] ?? {
    endpointIds: group.endpoints.slice(0, 1).map(({ id }) => id),
    values: {},
  };

/** The choice with an endpoint ticked or unticked; its values kept for when it is ticked again. */
export const ticked = (group: Group, choice: Choice, endpointId: string, on: boolean): Choice => {
  const wanted = new Set(choice.endpointIds);
  if (on) wanted.add(endpointId);
  else wanted.delete(endpointId);
  // In the order the kind offers them, whatever order they were ticked in.
  const endpointIds = group.endpoints.map(({ id }) => id).filter((id) => wanted.has(id));
  return { ...choice, endpointIds };
};

/**
 * Each page's request of every endpoint ticked for its kind, each (page, endpoint) pair once and
 * checked once: its price, or its problem.
 */
export function planLines(
  groups: readonly Group[],
  choices: Readonly<Record<string, Choice>>,
): PlannedLine[] {
  return groups.flatMap((group) => {
    const choice = choiceOf(group, choices);
    const asked = group.endpoints.filter((entry) => new Set(choice.endpointIds).has(entry.id));
    return group.pages.flatMap((page) =>
      asked.map((endpoint): PlannedLine => {
        const values = cleanParams(choice.values[endpoint.id] ?? {});
        const request = lineRequest(page, endpoint, values);
        const parsed = endpoint.params.safeParse(cleanParams(request.params));
        return parsed.success
          ? {
              page,
              group: group.key,
              request,
              price: endpoint.creditsOfParsed(parsed.data),
              problem: '',
            }
          : {
              page,
              group: group.key,
              request,
              price: undefined,
              problem: describeParamIssues(endpoint, parsed.error.issues),
            };
      }),
    );
  });
}

/** What the lines cost, those the cache or demo data answers (by pair) counted free. */
export const totalOf = (lines: readonly PlannedLine[], free: ReadonlyMap<string, unknown>) =>
  lines.reduce(
    (sum, line) =>
      sum + (free.has(pairKey(line.page.line, line.request.id)) ? 0 : (line.price ?? 0)),
    0,
  );
