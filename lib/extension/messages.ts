/**
 * The one list of every message the background answers: its payload schema (checked by the
 * receiver, never trusted), its reply type and who may send it. Sidelight's own pages (panel,
 * popup, settings) send all but one; content scripts send only their page report.
 *
 * Content scripts import only types from here (`import type`), so zod never enters their bundle.
 */
import { z } from 'zod/mini';
import type { Area, PlatformId } from '@/lib/platforms';
import { listed } from '@/lib/platforms/directory';
import { maxTitle } from '@/lib/platforms/platform';
import type { HistoryEntry, HistorySummary, LedgerEntry } from '@/lib/store/db';
import type { Totals } from '@/lib/store/ledger';
import type { PathStyle } from '../api/path-style';
import type {
  AnswerBody,
  CallReply,
  CallRequest,
  CostNow,
  CostRequest,
  ServiceResult,
} from './api-service';

// The registry is the one list of platforms and their areas.
const platformIds = listed.map((platform) => platform.id) as [PlatformId, ...PlatformId[]];
const areas = [...new Set(listed.map((platform) => platform.area))] as [Area, ...Area[]];

const httpUrl = z.string().check(
  z.maxLength(8192),
  z.refine((value) => /^https?:\/\//i.test(value), 'an http(s) URL'),
);

export const pageMatchSchema = z.union([
  z.object({ area: z.enum(areas), kind: z.literal('needsDom') }),
  z.object({
    area: z.enum(areas),
    kind: z.string().check(z.minLength(1), z.maxLength(64)),
    params: z.record(z.string().check(z.maxLength(64)), z.string().check(z.maxLength(2048))),
  }),
]);

/** A content script's account of the page it runs in, sent on load and on every navigation. */
export const pageReportSchema = z.strictObject({
  platform: z.enum(platformIds),
  url: httpUrl,
  title: z.string().check(z.maxLength(maxTitle)),
  match: z.nullable(pageMatchSchema),
});
export type PageReport = z.infer<typeof pageReportSchema>;

/** What the background keeps about a tab (in session storage, since the worker can be killed). */
export interface TabPage extends PageReport {
  tabId: number;
  reportedAt: number;
}

/** A view asks the background for one endpoint's answer (see api-service.ts). */
export const callRequestSchema = z.strictObject({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  params: z.record(z.string().check(z.maxLength(64)), z.unknown()),
  refresh: z.optional(z.boolean()),
  allowOverBudget: z.optional(z.boolean()),
  pageUrl: z.optional(httpUrl),
  requestId: z.optional(z.string().check(z.minLength(1), z.maxLength(128))),
  byKey: z.optional(z.boolean()),
});

export interface ProtocolMap {
  /** Content script → background: the page this tab shows now (on load and on navigation). */
  reportPage(report: PageReport): { kept: true };
  /** View → background: one endpoint's answer, from the samples, the cache or the network. */
  callApi(request: CallRequest): CallReply;
  /**
   * View → background: about a network answer left in the cache (see `StoredAnswer`): found
   * there, the background lets its copy go (null); not found, the view gets that copy (null once
   * it is gone).
   */
  takeAnswer(data: { handoff: string; found: boolean }): AnswerBody | null;
  /**
   * View → background: "Test the key", which also finds how the address spells its paths (and
   * keeps that with the address).
   */
  testKey(_: undefined): { result: ServiceResult; style: PathStyle | null };
  /** View → background: what pressing a call's button would cost now (see `costNow`). */
  costNow(request: CostRequest): CostNow;
  /** View → background: the view gives up on its request. */
  cancelCall(data: { requestId: string }): { cancelled: boolean };
  /** View → background: credits spent today, this month and per day. */
  creditTotals(_: undefined): Totals;
  /** View → background: fetched results' summaries, newest first, optionally searched. */
  listHistory(data: { query?: string; limit?: number }): HistorySummary[];
  deleteHistory(data: { id: number }): { deleted: true };
  /** View → background: whether a key is set and demo data is on (views never read the key). */
  setupState(_: undefined): { hasKey: boolean; demo: boolean };
  getHistory(data: { id: number }): HistoryEntry | null;
  listLedger(data: { limit?: number }): LedgerEntry[];
  clearCache(_: undefined): { cleared: true };
  clearHistory(_: undefined): { cleared: true };
}

/**
 * Who may send a message: Sidelight's own pages (`view`, the default), or a content script in the
 * top frame of a tab (`tab`).
 */
export type Senders = 'view' | 'tab';

/** Messages the background answers, with the schema of their payload (and their senders). */
export const backgroundMessages = {
  reportPage: { data: pageReportSchema, from: 'tab' },
  callApi: { data: callRequestSchema },
  takeAnswer: {
    data: z.strictObject({
      handoff: z.string().check(z.minLength(1), z.maxLength(128)),
      found: z.boolean(),
    }),
  },
  testKey: { data: z.undefined() },
  // The call it would be, as `callApi` takes it (a strict object stays strict when picked).
  costNow: { data: z.pick(callRequestSchema, { id: true, params: true, refresh: true }) },
  cancelCall: {
    data: z.strictObject({ requestId: z.string().check(z.minLength(1), z.maxLength(128)) }),
  },
  creditTotals: { data: z.undefined() },
  listHistory: {
    data: z.strictObject({
      query: z.optional(z.string().check(z.maxLength(200))),
      limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(500))),
    }),
  },
  deleteHistory: {
    data: z.strictObject({ id: z.number().check(z.int(), z.minimum(0)) }),
  },
  setupState: { data: z.undefined() },
  getHistory: {
    data: z.strictObject({ id: z.number().check(z.int(), z.minimum(0)) }),
  },
  listLedger: {
    data: z.strictObject({
      limit: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(5000))),
    }),
  },
  clearCache: { data: z.undefined() },
  clearHistory: { data: z.undefined() },
} as const satisfies Partial<Record<keyof ProtocolMap, { data: z.ZodMiniType; from?: Senders }>>;
