/**
 * Every storage item Sidelight keeps but the key (`api-key.ts`). Settings live in `storage.local`
 * (their shape, defaults and versions in settings.ts); per-tab page state in `storage.session`,
 * because the MV3 worker is killed when idle and must find it again.
 */
import { storage } from 'wxt/utils/storage';
import {
  apiSettingsVersions,
  defaultApiSettings,
  defaultPreferences,
  preferencesVersions,
} from './settings';
import { defaultBatchConcurrency } from './settings-limits';
import type { ApiSettings, PathStyleSetting, Preferences } from './settings-schema';
import type { TabPage } from './tab-page';

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
}

export const watched = storage.defineItem<WatchedThing[]>('local:watched', { fallback: [] });

/** A batch's calls at a time, as last chosen on the batch page (1 to `mostBatchConcurrency`). */
export const batchConcurrency = storage.defineItem<number>('local:batchConcurrency', {
  fallback: defaultBatchConcurrency,
});

/** The page a tab shows, as its content script last reported it. */
export const tabPage = (tabId: number) =>
  storage.defineItem<TabPage | null>(`session:tab:${tabId}`, { fallback: null });
