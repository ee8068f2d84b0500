/**
 * Each stored setting's label and each choice's words, as the settings page shows them: the page's
 * fields and the settings file's messages (settings-file.ts, from-file.ts) read them here, so a
 * file's preview names a setting as the page does.
 */
import { type PathStyle, styleExample } from '../../api/path-style';
import type { ApiSettings, Preferences } from './settings-schema';

/** The Defaults card's fields. */
export const preferenceLabels = {
  autoFetch: 'Fetch the first tab when the panel opens',
  autoFetchDelaySeconds: 'Wait before fetching (seconds)',
  demoData: 'Use demo data (no calls, no credits)',
  transcriptLanguage: 'Transcript language',
  copyFormat: 'Copy transcripts as',
  microblogMode: 'Threads calls',
  proxyCountry: 'Proxy country',
  defaultCount: 'Items per list',
} as const satisfies Record<keyof Preferences, string>;

/** Budgets and cache, the watched list's snapshots and its automatic refreshes. */
export const apiSettingLabels = {
  cacheHours: 'Reuse answers for (hours)',
  cacheMegabytes: 'Cache size (MB)',
  dailyBudget: 'Daily budget (credits)',
  monthlyBudget: 'Monthly budget (credits)',
  historyDays: 'Keep history for (days)',
  watchedSnapshots: "Snapshots a watched thing keeps past the history's days",
  automaticCap: 'Automatic refreshes may spend a month (credits)',
  automaticPaused: 'Pause all automatic refreshes',
  notifyMoves: 'Notify me when a refresh finds watched things moved',
} as const satisfies Record<keyof ApiSettings, string>;

/** The address card's fields. */
export const addressLabels = {
  baseUrl: 'API base address',
  pathStyle: 'Path names this address uses',
} as const;

export const copyFormatWords = {
  txt: 'Plain text',
  stamped: 'Text with timestamps',
  srt: 'SRT',
} as const satisfies Record<Preferences['copyFormat'], string>;

export const microblogModeWords = {
  anonymous: 'Anonymous',
  max: 'Authenticated (costs more)',
  country: 'Through a proxy country (costs more)',
} as const satisfies Record<NonNullable<Preferences['microblogMode']>, string>;

export const pathStyleWords: Record<PathStyle, string> = {
  contract: `The contract's names (${styleExample('contract')})`,
  platform: `Platform names (${styleExample('platform')})`,
};

/** Each choosing setting's words for its stored values, by the setting's dotted name. */
export const choiceWords: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'preferences.copyFormat': copyFormatWords,
  'preferences.microblogMode': microblogModeWords,
  'pathStyle.style': pathStyleWords,
};
