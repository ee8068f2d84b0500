/**
 * What a settings file or a backup may change, decided before anything is written: nothing read
 * from a file spends, or turns spending on. A file may lower a cap or a budget, pause automatic
 * refreshes or turn them off; it never raises a cap, removes one, un-pauses or turns on what
 * spends, nor saves a service address (that needs Save and the browser's permission, as typing
 * it does). Restored watched things are due a period after the restore, never at once.
 */
import { credits } from '../../words';
import { choiceWords, pathStyleWords } from './setting-words';
import { settingLabels } from './settings-file';
import type { ApiSettings, PathStyleSetting, Preferences, Settings } from './settings-schema';
import type { WatchedThing } from './storage';
import { schedulePeriod } from './watch-schedule';

export interface SettingsFromFile {
  /** What is written: the file's settings within the rules above, the saved address unchanged. */
  settings: Settings;
  /** Each setting that changes, from what to what, in words. */
  changes: string[];
  /** Each setting the file would have raised or turned on, kept as it is, and why. */
  kept: string[];
  /** The file's address when it is not the one saved: offered in the field, never saved here. */
  address?: string;
}

type Cap = number | null;

/** A cap or budget from a file: a lower one is taken; a higher one, or none, keeps this one. */
const capFrom = (now: Cap, file: Cap): Cap =>
  now === null ? file : file === null ? now : Math.min(now, file);

/** The automatic cap from a file (none is off): off may be taken, never on, never higher. */
const automaticCapFrom = (now: Cap, file: Cap): Cap =>
  now === null || file === null ? null : Math.min(now, file);

const budgetWords = (cap: Cap) => (cap === null ? 'no cap' : credits(cap));

/** A setting's value as the settings page would say it. */
function valueWords(path: string, value: unknown): string {
  if (path === 'apiSettings.automaticCap') return value == null ? 'off' : credits(Number(value));
  if (path === 'apiSettings.dailyBudget' || path === 'apiSettings.monthlyBudget')
    return budgetWords(value as Cap);
  if (path === 'apiSettings.historyDays' && value === null) return 'until deleted';
  if (path === 'preferences.defaultCount' && value === null) return 'the API’s own';
  if (path === 'pathStyle')
    return value === null ? 'not known yet' : pathStyleWords[(value as PathStyleSetting).style];
  const choice = choiceWords[path]?.[String(value)];
  if (choice !== undefined) return choice;
  if (value === undefined || value === null) return 'not set';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string') return `“${value}”`;
  return String(value);
}

const labelOf = (path: string) => settingLabels[path] ?? path;

/** Every setting's value by its dotted name, the key and the address aside. */
const flat = (settings: Settings): Map<string, unknown> =>
  new Map<string, unknown>([
    ['pathStyle', settings.pathStyle],
    ['batchConcurrency', settings.batchConcurrency],
    ...Object.entries(settings.preferences).map(
      ([name, value]) => [`preferences.${name}`, value] as const,
    ),
    ...Object.entries(settings.apiSettings).map(
      ([name, value]) => [`apiSettings.${name}`, value] as const,
    ),
  ]);

/**
 * The settings a file may set over `now` (both in this version's shape), what changes, what is
 * kept and why, and the address to offer.
 */
export function settingsFromFile(now: Settings, file: Settings): SettingsFromFile {
  const kept: string[] = [];
  const api: ApiSettings = { ...file.apiSettings };
  const prefs: Preferences = { ...file.preferences };

  for (const [name, which] of [
    ['dailyBudget', 'daily budget'],
    ['monthlyBudget', 'monthly budget'],
  ] as const) {
    const mine = now.apiSettings[name];
    const theirs = file.apiSettings[name];
    api[name] = capFrom(mine, theirs);
    if (mine !== null && theirs === null)
      kept.push(`Kept your ${which} of ${credits(mine)}: a file never removes a cap.`);
    else if (mine !== null && theirs !== null && theirs > mine)
      kept.push(
        `Kept your ${which} of ${credits(mine)}: a file never raises a cap (the file has ${credits(theirs)}).`,
      );
  }

  const myCap = now.apiSettings.automaticCap ?? null;
  const theirCap = file.apiSettings.automaticCap ?? null;
  api.automaticCap = automaticCapFrom(myCap, theirCap);
  if (myCap === null && theirCap !== null)
    kept.push(
      `Automatic refreshes stay off: a file never turns them on (the file allows ${credits(theirCap)} a month).`,
    );
  else if (myCap !== null && theirCap !== null && theirCap > myCap)
    kept.push(
      `Kept your cap of ${credits(myCap)} a month for automatic refreshes: a file never raises a cap (the file has ${credits(theirCap)}).`,
    );

  const paused = now.apiSettings.automaticPaused === true;
  api.automaticPaused = paused || file.apiSettings.automaticPaused === true;
  if (paused && file.apiSettings.automaticPaused !== true)
    kept.push('Automatic refreshes stay paused: a file never un-pauses them.');

  if (!now.preferences.autoFetch && file.preferences.autoFetch) {
    prefs.autoFetch = false;
    kept.push(
      `“${labelOf('preferences.autoFetch')}” stays off: a file never turns on calls that spend.`,
    );
  }
  if (now.preferences.demoData && !file.preferences.demoData) {
    prefs.demoData = true;
    kept.push('Demo data stays on: a file never turns on calls that spend.');
  }

  const address =
    file.baseUrl !== '' && file.baseUrl !== now.baseUrl ? { address: file.baseUrl } : {};
  const settings: Settings = {
    ...file,
    baseUrl: now.baseUrl,
    preferences: prefs,
    apiSettings: api,
  };

  const before = flat(now);
  const changes = [...flat(settings)]
    .filter(([path, value]) => JSON.stringify(value) !== JSON.stringify(before.get(path)))
    .map(
      ([path, value]) =>
        `${labelOf(path)}: ${valueWords(path, before.get(path))} → ${valueWords(path, value)}.`,
    );
  return { settings, changes, kept, ...address };
}

/**
 * The file's watched things this list lacks (by key), each ready to add: one on a schedule is
 * first due a period after `at` (the restore), whatever due time or wait the file had.
 */
export function watchedFromFile(
  now: readonly WatchedThing[],
  file: readonly WatchedThing[],
  at: number,
): WatchedThing[] {
  const known = new Set(now.map((thing) => thing.key));
  return file
    .filter((thing) => !known.has(thing.key) && known.add(thing.key))
    .map(({ dueAt: _dueAt, waitUntil: _waitUntil, ...thing }) =>
      thing.schedule ? { ...thing, dueAt: at + schedulePeriod[thing.schedule] } : thing,
    );
}
