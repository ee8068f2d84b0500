/**
 * The settings' defaults, and how a stored item of an older version becomes this version's (the
 * shape in settings-schema.ts; a settings file's migration in settings-file.ts).
 */
import type { ApiSettings, Preferences } from './settings-schema';

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
  automaticCap: null,
  automaticPaused: false,
  notifyMoves: false,
};

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
