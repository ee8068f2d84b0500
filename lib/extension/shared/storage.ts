/**
 * Every storage item Sidelight keeps but the key (`api-key.ts`). Settings live in `storage.local`;
 * per-tab page state in `storage.session`, because the MV3 worker is killed when idle and must
 * find it again.
 */
import { storage } from 'wxt/utils/storage';
import type { AccessMode } from '../../api/access-mode';
import type { PathStyle } from '../../api/path-style';
import { defaultBatchConcurrency } from './batch-limits';
import type { TabPage } from './tab-page';

/** The API's base address, e.g. `https://api.example.com` (no version segment). Empty: not set. */
export const baseUrl = storage.defineItem<string>('local:baseUrl', { fallback: '' });

/**
 * How an address spells its paths (see lib/api/path-style.ts), found by "Test the key" or chosen
 * in the settings. It holds for that address only: another address starts unknown again.
 */
export interface PathStyleSetting {
  baseUrl: string;
  style: PathStyle;
  /** Picked by the user rather than found by the key test. */
  chosen: boolean;
}
export const pathStyle = storage.defineItem<PathStyleSetting | null>('local:pathStyle', {
  fallback: null,
});

/** The style of `address`, or undefined while nobody found or chose it. */
export const styleFor = (
  setting: PathStyleSetting | null,
  address: string,
): PathStyleSetting | undefined => (setting?.baseUrl === address ? setting : undefined);

export interface Preferences {
  /** Fetch the page's primary endpoint once the panel has shown a supported page a moment. */
  autoFetch: boolean;
  /**
   * How long a page stays in view before that fetch starts, in seconds: pages passed through on
   * the way cost nothing. Unset: `defaultAutoFetchDelaySeconds`.
   */
  autoFetchDelaySeconds?: number;
  /** Show bundled sample data instead of calling the API (the default while no key is set). */
  demoData: boolean;
  /** The language transcripts and subtitles are fetched in. */
  transcriptLanguage: string;
  /** How the popup copies a transcript. */
  copyFormat: 'txt' | 'stamped' | 'srt';
  /** How /microblog (Threads) calls start: anonymous, authenticated (`max`), or via a proxy country. */
  microblogMode?: AccessMode;
  proxyCountry?: string;
  /** How many items list endpoints ask for by default (within each endpoint's cap); unset: the API's own defaults. */
  defaultCount?: number | null;
}

export const defaultAutoFetchDelaySeconds = 1.5;
/** The longest wait the settings allow, in seconds. */
export const maxAutoFetchDelaySeconds = 10;

export const defaultPreferences: Preferences = {
  autoFetch: true,
  autoFetchDelaySeconds: defaultAutoFetchDelaySeconds,
  demoData: false,
  transcriptLanguage: 'en',
  copyFormat: 'stamped',
};

export const preferences = storage.defineItem<Preferences>('local:preferences', {
  fallback: defaultPreferences,
  version: 2,
  // Version 2 added the transcript language and copy format.
  migrations: { 2: (old: Partial<Preferences>) => ({ ...defaultPreferences, ...old }) },
});

export interface ApiSettings {
  /** How long a cached answer is reused, in hours. */
  cacheHours: number;
  /** The cache's size cap in megabytes; the least recently used answers go first. */
  cacheMegabytes: number;
  /** Credit caps; null: no cap (the default). */
  dailyBudget: number | null;
  monthlyBudget: number | null;
  /** Days results stay in the history; null: until deleted. */
  historyDays?: number | null;
  /** Snapshots a watched thing keeps past those days, its newest first (default 100). */
  watchedSnapshots?: number;
}

export const defaultWatchedSnapshots = 100;

export const defaultApiSettings: ApiSettings = {
  cacheHours: 24,
  cacheMegabytes: 50,
  dailyBudget: null,
  monthlyBudget: null,
};

export const apiSettings = storage.defineItem<ApiSettings>('local:apiSettings', {
  fallback: defaultApiSettings,
  version: 1,
});

/** A thing whose counts the user follows over time (a star on its card). */
export interface WatchedThing {
  /** The call's cache key: its results in the history are its snapshots. */
  key: string;
  endpointId: string;
  params: Record<string, unknown>;
  /** The page it was watched on: what Refresh watched asks the service for again. */
  url: string;
  title: string;
  addedAt: number;
}

export const watched = storage.defineItem<WatchedThing[]>('local:watched', { fallback: [] });

/** A batch's calls at a time, as last chosen on the batch page (1 to `mostBatchConcurrency`). */
export const batchConcurrency = storage.defineItem<number>('local:batchConcurrency', {
  fallback: defaultBatchConcurrency,
});

/** The page a tab shows, as its content script last reported it. */
export const tabPage = (tabId: number) =>
  storage.defineItem<TabPage | null>(`session:tab:${tabId}`, { fallback: null });
