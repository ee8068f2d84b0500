/**
 * Every storage item Sidelight keeps but the key (`api-key.ts`). Settings live in `storage.local`
 * (their shape, defaults and versions in settings.ts); per-tab page state in `storage.session`,
 * because the MV3 worker is killed when idle and must find it again.
 */
import { storage } from 'wxt/utils/storage';
import type { Problem } from './problems';
import {
  apiSettingsVersions,
  defaultApiSettings,
  defaultPreferences,
  preferencesVersions,
} from './settings';
import { defaultBatchConcurrency } from './settings-limits';
import type { ApiSettings, PathStyleSetting, Preferences } from './settings-schema';
import type { TabPage } from './tab-page';
import type { Schedule } from './watch-schedule';

/** The API's base address, e.g. `https://api.example.com` (no version segment). Empty: not set. */
export const baseUrl = storage.defineItem<string>('local:baseUrl', { fallback: '' });

export const pathStyle = storage.defineItem<PathStyleSetting | null>('local:pathStyle', {
  fallback: null,
});

/** The style of `address`, or undefined while nobody found or chose it. */
export const styleFor = (
  setting: PathStyleSetting | null,
  address: string,
): PathStyleSetting | undefined => (setting?.baseUrl === address ? setting : undefined);

export const preferences = storage.defineItem<Preferences>('local:preferences', {
  fallback: defaultPreferences,
  ...preferencesVersions,
});

export const apiSettings = storage.defineItem<ApiSettings>('local:apiSettings', {
  fallback: defaultApiSettings,
  ...apiSettingsVersions,
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
  /** How often it is refreshed by itself; unset: by hand only. */
  schedule?: Schedule;
  /** When its next automatic refresh is due (the background places it once a schedule is set). */
  dueAt?: number;
  /** Its last automatic refresh waited for a budget: not asked again before this moment. */
  waitUntil?: number;
  /** How its last automatic refresh went, said in the settings. */
  lastRefresh?: { at: number; outcome: 'done' | 'failed' | 'waiting'; note?: string };
  /** A count must move at least this many percent to show in Changes; unset: any change. */
  threshold?: number;
  /** When its changes were last looked at: Changes shows what moved since. */
  seenAt?: number;
}

export const watched = storage.defineItem<WatchedThing[]>('local:watched', { fallback: [] });

/** When the Changes list was last shown: the toolbar's count is of what moved since. */
export const changesShownAt = storage.defineItem<number>('local:changesShownAt', { fallback: 0 });

/** A batch's calls at a time, as last chosen on the batch page (1 to `mostBatchConcurrency`). */
export const batchConcurrency = storage.defineItem<number>('local:batchConcurrency', {
  fallback: defaultBatchConcurrency,
});

/** What went wrong, newest first (see problems.ts): written by the background alone. */
export const problems = storage.defineItem<Problem[]>('local:problems', { fallback: [] });

/** Watched things that moved since the Changes list was last shown: the toolbar's count. */
export const movedCount = storage.defineItem<number>('session:movedCount', { fallback: 0 });

/** The page a tab shows, as its content script last reported it. */
export const tabPage = (tabId: number) =>
  storage.defineItem<TabPage | null>(`session:tab:${tabId}`, { fallback: null });
