/**
 * Which page a tab shows, as its content script reports it and the background keeps it: the one
 * shape every context shares. A leaf: it imports nothing of the extension's.
 */
import { z } from 'zod/mini';
import type { Area, PlatformId } from '@/lib/platforms';
import { listed } from '@/lib/platforms/directory';
import { maxTitle } from '@/lib/platforms/platform';

const platformIds = listed.map((platform) => platform.id) as [PlatformId, ...PlatformId[]];
const areas = [...new Set(listed.map((platform) => platform.area))] as [Area, ...Area[]];

export const httpUrl = z.string().check(
  z.maxLength(8192),
  z.refine((value) => /^https?:\/\//i.test(value), 'an http(s) URL'),
);

const pageMatchSchema = z.union([
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
export const tabPageSchema = z.strictObject({
  ...pageReportSchema.shape,
  tabId: z.number().check(z.int(), z.minimum(0)),
  reportedAt: z.number(),
});
export type TabPage = z.infer<typeof tabPageSchema>;
