/**
 * The shape of one catalog entry. Everything that deals with an endpoint (the client, prices, the
 * side panel's tabs, the explorer, the fake service, demo data, tests) reads it from here.
 */
import type { z } from 'zod/mini';
import type { Area, PageKind } from '../platforms';
import type { ParamLabels } from './param-labels';

/** Parameters of an endpoint: path and query values under the spec's own names. */
export type ParamsSchema = z.ZodMiniObject<z.core.$ZodShape, z.core.$ZodObjectConfig>;

/**
 * How to ask for the next page. `param` is the request parameter; the other fields name response
 * fields (dotted paths): the list that grows, what says where the next page starts or that there
 * is none, and `total`, where the service says how many items there are in all.
 */
export type Pagination = {
  total?: string;
  /** What the items are called, where their field's name does not say it ("results"). */
  noun?: string;
} /** An opaque token: send back `next` as `param`; an empty token or `hasMore: false` ends it. */ & (
  | { style: 'token'; param: string; next: string; hasMore?: string; items: string }
  /** `offset` plus `count`: the next offset is this one plus the page size, while `hasMore`. */
  | { style: 'offset'; param: string; size: string; hasMore: string; items: string }
  /** Numbered pages: the next is this one plus one, up to `totalPages`, or until a page is empty. */
  | { style: 'page'; param: string; totalPages?: string; items: string }
);

/** A field of an item (dotted), or several fields read together. */
export type ItemKey = string | readonly string[];

interface Timing {
  /** The spec's duration guidance in seconds, where it gives one. */
  typicalSeconds?: readonly [number, number];
  /** How long the client waits for an answer before it gives up. */
  timeoutMs: number;
}

export interface Endpoint<
  Id extends string = string,
  A extends Area = Area,
  P extends ParamsSchema = ParamsSchema,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  id: Id;
  area: A;
  /** A short name for a tab or a button, e.g. "Transcript". */
  label: string;
  /** One sentence on what it returns, in the user's words. */
  summary: string;
  /**
   * Its answer is a timed transcript, with a view of its own; every other endpoint reads as its
   * area's views.ts says.
   */
  transcript?: boolean;
  /** The page kinds whose params feed this endpoint (an empty list: reachable from the explorer). */
  pages: readonly PageKind<A>[];
  /** The spec's path with `:name` placeholders and without the query. */
  path: string;
  /** The placeholders of `path`, in order. */
  pathParams: readonly string[];
  /** Built when first read: a context holds every record, and checks with a few of them. */
  params: P;
  /** Params of a real page whose answer the samples show: demo mode, the explorer, tests. */
  example: z.input<P>;
  /** The answer's schema, built when first asked for. */
  response: () => R;
  /** The spec's price in credits for these params, given as sent or as typed (defaults apply). */
  credits(params: z.input<P> | z.output<P>): number;
  /** The price of params `params` has just parsed, without parsing them again. */
  creditsOfParsed(params: z.output<P>): number;
  timing: Timing;
  pagination?: Pagination;
  /**
   * What tells one item of its list from another: a field of an item (dotted), or several read
   * together where the service gives its items no id. A list read page by page, or across the
   * pages of a batch, keeps one item per key. Every endpoint that answers a list names one.
   */
  itemKey?: ItemKey;
  /**
   * Params the service fills in to reach the next page (a token, an offset): a page's form never
   * asks for them. A page number stays a person's choice.
   */
  pagingParams: readonly string[];
  /** Params shown as controls above the answer (stars, sort order): changing one fetches again. */
  controls?: readonly string[];
  /** Params the page carries under another name (API name → page param name). */
  fromPage?: Readonly<Record<string, string>>;
  /** Params the page does not carry but another endpoint's answer does (e.g. a numeric id). */
  fromResponse?: Readonly<Record<string, { endpoint: string; field: string }>>;
  /** Its area's own words for params, before the glossary's (see param-labels.ts). */
  paramLabels?: ParamLabels;
  /**
   * What a param's default means, where its value does not say it: a form shows these words in
   * the empty field, not a bare "0" (Google Trends' category 0 is every category).
   */
  defaultWords?: Readonly<Record<string, string>>;
}

type EndpointInput<
  A extends Area,
  N extends string,
  P extends ParamsSchema,
  R extends z.ZodMiniType,
> = Omit<
  Endpoint<`${A}.${N}`, A, P, R>,
  | 'id'
  | 'area'
  | 'pathParams'
  | 'timing'
  | 'credits'
  | 'creditsOfParsed'
  | 'pagingParams'
  | 'paramLabels'
  | 'params'
> & {
  name: N;
  /** The params' schema, built when the record's `params` is first read. */
  params: () => P;
  timing?: Timing;
  /** Where no pagination descriptor names it: a cursor the answer does not give back. */
  pagingParams?: readonly string[];
  credits(params: z.output<P>): number;
};

/** Waiting longer than this for a scrape is what the service's own clients do. */
const defaultTiming: Timing = { timeoutMs: 60_000 };

const pathParamsOf = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1] ?? '');

/** What an area says once for all its entries. */
interface AreaWords {
  /**
   * Labels of params whose meaning is the area's own (`id` is a post here, a video there), or that
   * the glossary lacks: they come before the glossary's.
   */
  paramLabels?: ParamLabels;
}

/**
 * An area word no platform in the registry has: the compiler's message says where its line goes,
 * and the area's entries take no ids, so the other areas' types stay as they are.
 */
type Registered<A extends string> = A extends Area
  ? unknown
  : {
      [Step in `add the platform of the area '${A}' to \`platforms\` in lib/platforms/index.ts`]: true;
    };

/** An entry, or nothing where the area is unregistered: the catalog's types then lack only it. */
type AreaEndpoint<
  A extends string,
  N extends string,
  P extends ParamsSchema,
  R extends z.ZodMiniType,
  T extends boolean,
> = [Extract<A, Area>] extends [never]
  ? never
  : Endpoint<`${A & Area}.${N}`, A & Area, P, R> & { transcript?: T };

/** Entries of one area: the id is `<area>.<name>`, the area and its words are filled in. */
export const endpointsOf =
  <const A extends string>(area: A & Registered<A>, { paramLabels }: AreaWords = {}) =>
  <
    const N extends string,
    P extends ParamsSchema,
    R extends z.ZodMiniType,
    // Kept as a literal: the area's views must cover exactly the entries that are not transcripts.
    T extends boolean = false,
  >({
    name,
    timing = defaultTiming,
    credits,
    pagingParams,
    params,
    ...entry
  }: EndpointInput<A & Area, N, P, R> & { transcript?: T }): AreaEndpoint<A, N, P, R, T> => {
    let schema: P | undefined;
    const paramsSchema = () => {
      schema ??= params();
      return schema;
    };
    const record: Endpoint<`${A & Area}.${N}`, A & Area, P, R> & { transcript?: T } = {
      ...entry,
      get params() {
        return paramsSchema();
      },
      pagingParams:
        pagingParams ??
        (entry.pagination && entry.pagination.style !== 'page' ? [entry.pagination.param] : []),
      // Parsing is idempotent, so params already parsed pass through unchanged.
      credits: (given) => {
        const parsed = paramsSchema().safeParse(given);
        return credits(parsed.success ? parsed.data : (given as z.output<P>));
      },
      creditsOfParsed: credits,
      id: `${area as A & Area}.${name}`,
      area: area as A & Area,
      timing,
      pathParams: pathParamsOf(entry.path),
      ...(paramLabels ? { paramLabels } : {}),
    };
    return record as AreaEndpoint<A, N, P, R, T>;
  };
