/**
 * The settings' one shape: every setting but the key, as stored, exported, imported and backed up.
 * The types are read from these schemas, and an older shape is brought up to this one by
 * `migrateSettings` (files) and by each stored item's migrations (storage.ts).
 */
import { z } from 'zod/mini';
import type { AccessMode } from '../../api/access-mode';
import { type PathStyle, pathStyles } from '../../api/path-style';
import { defaultBatchConcurrency, mostBatchConcurrency } from './batch-limits';

/**
 * The settings' version, the first line of a settings file. 1: the wait before fetching, the
 * items per list, the history's days, the snapshots kept, the path style and the batch's calls at
 * a time could be absent (older Sidelights lacked them). 2: every one of them is written out.
 */
export const settingsVersion = 2;

/** The longest wait before fetching the settings allow, in seconds. */
export const maxAutoFetchDelaySeconds = 10;

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

export const defaultAutoFetchDelaySeconds = 1.5;
export const defaultWatchedSnapshots = 100;

export const defaultPreferences: Preferences = {
  autoFetch: true,
  autoFetchDelaySeconds: defaultAutoFetchDelaySeconds,
  demoData: false,
  transcriptLanguage: 'en',
  copyFormat: 'stamped',
  defaultCount: null,
};

export const defaultApiSettings: ApiSettings = {
  cacheHours: 24,
  cacheMegabytes: 50,
  dailyBudget: null,
  monthlyBudget: null,
  historyDays: null,
  watchedSnapshots: defaultWatchedSnapshots,
};

/** What a profile that never changed a setting has. */
export const defaultSettings: Settings = {
  sidelightSettings: settingsVersion,
  baseUrl: '',
  pathStyle: null,
  batchConcurrency: defaultBatchConcurrency,
  preferences: defaultPreferences,
  apiSettings: defaultApiSettings,
};

/**
 * Settings of any version in this version's shape: what an older one lacks is taken from `base`
 * (when importing, what is stored now, so a setting the file does not name stays as it is).
 */
export function migrateSettings(file: AnySettings, base: Settings = defaultSettings): Settings {
  if (file.sidelightSettings === settingsVersion) return file;
  return {
    sidelightSettings: settingsVersion,
    baseUrl: file.baseUrl,
    pathStyle: file.pathStyle === undefined ? base.pathStyle : file.pathStyle,
    batchConcurrency: file.batchConcurrency ?? base.batchConcurrency,
    preferences: { ...base.preferences, ...file.preferences },
    apiSettings: { ...base.apiSettings, ...file.apiSettings },
  };
}

/*
 * The stored items' versions (WXT keeps each item's beside it) and how an older value becomes the
 * current one. Preferences 2 added the transcript language and copy format; preferences 3 and
 * API settings 2 write out what settings version 2 does. Each step fills what was added from the
 * defaults, as the Sidelight that stored the value behaved without it.
 */
const filled =
  <T extends object>(defaults: T) =>
  (old: Partial<T> | null): T =>
    ({ ...defaults, ...old }) as T;

export const preferencesVersions = {
  version: 3,
  migrations: { 2: filled(defaultPreferences), 3: filled(defaultPreferences) },
};

export const apiSettingsVersions = {
  version: 2,
  migrations: { 2: filled(defaultApiSettings) },
};
