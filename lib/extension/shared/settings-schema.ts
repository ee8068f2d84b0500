/**
 * The settings' one shape: every setting but the key, as stored, exported, imported and backed up.
 * The types are read from these schemas; an older shape is brought up to this one by
 * `migrateSettings` (files, settings-file.ts) and by each stored item's migrations (settings.ts).
 */
import type { AccessMode } from '../../api/access-mode';
import { type PathStyle, pathStyles } from '../../api/path-style';
import { z } from '../../zod';
import { maxAutoFetchDelaySeconds, mostBatchConcurrency, settingsVersion } from './settings-limits';

const whole = (minimum: number) => z.number().check(z.int(), z.minimum(minimum));
const address = z.string().check(z.maxLength(2048));

const copyFormats = ['txt', 'stamped', 'srt'] as const;
const accessModes = ['anonymous', 'max', 'country'] as const satisfies readonly AccessMode[];

/**
 * How an address spells its paths (see lib/api/path-style.ts), found by "Test the key" or chosen
 * in the settings. It holds for that address only: another address starts unknown again.
 */
const pathStyleSchema = z.strictObject({
  baseUrl: address,
  style: z.enum(pathStyles as [PathStyle, ...PathStyle[]]),
  /** Picked by the user rather than found by the key test. */
  chosen: z.boolean(),
});

const preferencesSchema = z.strictObject({
  /** Fetch the page's primary endpoint once the panel has shown a supported page a moment. */
  autoFetch: z.boolean(),
  /**
   * How long a page stays in view before that fetch starts, in seconds: pages passed through on
   * the way cost nothing.
   */
  autoFetchDelaySeconds: z.number().check(z.minimum(0), z.maximum(maxAutoFetchDelaySeconds)),
  /** Show bundled sample data instead of calling the API (the default while no key is set). */
  demoData: z.boolean(),
  /** The language transcripts and subtitles are fetched in. */
  transcriptLanguage: z.string().check(z.minLength(1), z.maxLength(20)),
  /** How the popup copies a transcript. */
  copyFormat: z.enum(copyFormats),
  /** How /microblog (Threads) calls start: anonymous, authenticated (`max`), or via a proxy country. */
  microblogMode: z.optional(z.enum(accessModes)),
  proxyCountry: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
  /** How many items list endpoints ask for by default (within each endpoint's cap); null: the API's own defaults. */
  defaultCount: z.nullable(whole(1)),
});

const apiSettingsSchema = z.strictObject({
  /** How long a cached answer is reused, in hours. */
  cacheHours: whole(0),
  /** The cache's size cap in megabytes; the least recently used answers go first. */
  cacheMegabytes: whole(0),
  /** Credit caps; null: no cap (the default). */
  dailyBudget: z.nullable(whole(0)),
  monthlyBudget: z.nullable(whole(0)),
  /** Days results stay in the history; null: until deleted. */
  historyDays: z.nullable(whole(0)),
  /** Snapshots a watched thing keeps past those days, its newest first. */
  watchedSnapshots: whole(1),
  /** Credits automatic refreshes of watched things may spend a month; unset or null: they are off. */
  automaticCap: z.optional(z.nullable(whole(0))),
  /** Every schedule paused at once. */
  automaticPaused: z.optional(z.boolean()),
  /** A notification after a run in which things moved (the browser's permission asked first). */
  notifyMoves: z.optional(z.boolean()),
});

/** Every setting, as a settings file of this version holds them. */
export const settingsSchema = z.strictObject({
  sidelightSettings: z.literal(settingsVersion),
  /** The API's base address, e.g. `https://api.example.com` (no version segment). Empty: not set. */
  baseUrl: address,
  pathStyle: z.nullable(pathStyleSchema),
  /** A batch's calls at a time, as last chosen on the batch page. */
  batchConcurrency: whole(1).check(z.maximum(mostBatchConcurrency)),
  preferences: preferencesSchema,
  apiSettings: apiSettingsSchema,
});

/** Version 1: the same settings, those added since optional. */
export const settingsV1Schema = z.extend(settingsSchema, {
  sidelightSettings: z.literal(1),
  pathStyle: z.optional(settingsSchema.shape.pathStyle),
  batchConcurrency: z.optional(settingsSchema.shape.batchConcurrency),
  preferences: z.partial(preferencesSchema, { autoFetchDelaySeconds: true, defaultCount: true }),
  apiSettings: z.partial(apiSettingsSchema, { historyDays: true, watchedSnapshots: true }),
});

/** Settings of any version Sidelight reads (in a backup, told apart by their first line). */
export const anySettingsSchema = z.discriminatedUnion('sidelightSettings', [
  settingsV1Schema,
  settingsSchema,
]);

export type Settings = z.infer<typeof settingsSchema>;
export type AnySettings = z.infer<typeof anySettingsSchema>;
export type PathStyleSetting = z.infer<typeof pathStyleSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;
export type ApiSettings = z.infer<typeof apiSettingsSchema>;
