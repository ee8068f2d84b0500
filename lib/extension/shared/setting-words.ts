/**
 * Each stored setting's label and each choice's words, as the settings page shows them: the page's
 * fields and the settings file's messages (settings-file.ts, from-file.ts) read them here, so a
 * file's preview names a setting as the page does.
 */
import { type PathStyle, styleExample } from '../../api/path-style';
import type { ApiSettings, Preferences } from './settings-schema';

/**
 * Each setting's label on the settings page, by its dotted name in the settings file: the address
 * card's, the Defaults card's, then Budgets and cache's and the watched list's.
 */
export const fieldLabels = {
  baseUrl: 'API base address',
  pathStyle: 'Path names this address uses',
  'preferences.autoFetch': 'Fetch the first tab when the panel opens',
  'preferences.autoFetchDelaySeconds': 'Wait before fetching (seconds)',
  'preferences.demoData': 'Use demo data (no calls, no credits)',
  'preferences.transcriptLanguage': 'Transcript language',
  'preferences.copyFormat': 'Copy transcripts as',
  'preferences.microblogMode': 'Threads calls',
  'preferences.proxyCountry': 'Proxy country',
  'preferences.defaultCount': 'Items per list',
  'apiSettings.cacheHours': 'Reuse answers for (hours)',
  'apiSettings.cacheMegabytes': 'Cache size (MB)',
  'apiSettings.dailyBudget': 'Daily budget (credits)',
  'apiSettings.monthlyBudget': 'Monthly budget (credits)',
  'apiSettings.historyDays': 'Keep history for (days)',
  'apiSettings.watchedSnapshots': "Snapshots a watched thing keeps past the history's days",
  'apiSettings.automaticCap': 'Automatic refreshes may spend a month (credits)',
  'apiSettings.automaticPaused': 'Pause all automatic refreshes',
  'apiSettings.notifyMoves': 'Notify me when a refresh finds watched things moved',
} as const satisfies Record<
  'baseUrl' | 'pathStyle' | `preferences.${keyof Preferences}` | `apiSettings.${keyof ApiSettings}`,
  string
>;

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
