/**
 * The settings file: every setting but the key, which never leaves the browser, in the shape of
 * settings-schema.ts. Reading one says, for each thing wrong, which setting (by its label on the settings
 * page) and why; a file of an older version is read in its own shape, then brought up to this one.
 */
import type { z } from 'zod/mini';
import { counted } from '../../words';
import { choiceWords, fieldLabels } from './setting-words';
import { defaultApiSettings, defaultPreferences } from './settings';
import { defaultBatchConcurrency, settingsVersion } from './settings-limits';
import {
  type AnySettings,
  type Settings,
  settingsSchema,
  settingsV1Schema,
} from './settings-schema';
import { apiSettings, baseUrl, batchConcurrency, pathStyle, preferences } from './storage';

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

/**
 * Each setting's name as the settings page labels it, by its dotted name; the file's own parts
 * (its kind, a card's group, the parts of the path names) in the page's words where it has them.
 */
export const settingLabels: Readonly<Record<string, string>> = {
  sidelightSettings: 'The file’s kind (sidelightSettings)',
  ...fieldLabels,
  'pathStyle.baseUrl': `${fieldLabels.pathStyle}: its address`,
  'pathStyle.style': fieldLabels.pathStyle,
  'pathStyle.chosen': `${fieldLabels.pathStyle}: chosen by you`,
  // Chosen on the batch page, by its "At a time" field, and kept for the next batch.
  batchConcurrency: 'Calls at a time on the batch page',
  preferences: 'Defaults',
  apiSettings: 'Budgets and cache',
};

/** A stored choice as the page names it, the value the file holds beside it: "SRT (srt)". */
const choiceOf = (path: string, value: unknown) => {
  const words = choiceWords[path]?.[String(value)];
  return words === undefined ? String(value) : `${words} (${String(value)})`;
};

const typeWords: Record<string, string> = {
  number: 'a number',
  string: 'a text in quotes',
  boolean: 'true or false',
  object: 'a group of settings in { }',
};

const nameOf = (path: readonly PropertyKey[]) => {
  const dotted = path.map(String).join('.');
  return settingLabels[dotted] ? `${settingLabels[dotted]} (${dotted})` : dotted;
};

/** A value from the file as it was written there, cut short. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** What is wrong with one value, in a person's words. */
function rule(issue: z.core.$ZodIssue): string {
  // An absent setting is missing, whatever its rule would have asked of it.
  if ('input' in issue && issue.input === undefined && issue.code !== 'unrecognized_keys')
    return 'is missing';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return `must be a whole number, not ${shown(issue.input)}`;
      return `must be ${typeWords[issue.expected] ?? issue.expected}, not ${shown(issue.input)}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must have at least ${counted(Number(issue.minimum), 'character')}`
        : `must be at least ${issue.minimum}, not ${shown(issue.input)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must have at most ${issue.maximum} characters`
        : Number(issue.maximum) >= Number.MAX_SAFE_INTEGER
          ? `is too large (${shown(issue.input)})`
          : `must be at most ${issue.maximum}, not ${shown(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${shown(issue.values[0])}`
        : `must be one of: ${issue.values.map((value) => choiceOf(issue.path.map(String).join('.'), value)).join(', ')}; not ${shown(issue.input)}`;
    case 'invalid_format':
      return `must be a two-letter country code, such as US, not ${shown(issue.input)}`;
    default:
      return issue.message;
  }
}

/** Each thing wrong with the file, one sentence each. */
function problemsOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') {
      const where = issue.path.length === 0 ? 'The file' : nameOf(issue.path);
      return `${where} has ${issue.keys.length === 1 ? 'a setting' : 'settings'} Sidelight does not know: ${issue.keys.join(', ')}.`;
    }
    if (issue.path.length === 0) return `The file must be a group of settings in { }.`;
    return `${nameOf(issue.path)} ${rule(issue)}.`;
  });
}

/** The path of the first `__proto__` key anywhere in a parsed file, or undefined. */
function prototypeKey(value: unknown, path: string[] = []): string[] | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (key === '__proto__') return [...path, key];
    const found = prototypeKey((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return undefined;
}

export type ReadSettings = { ok: true; settings: Settings } | { ok: false; problems: string[] };

/**
 * Reads a settings file's text: its settings in this version's shape, or each thing wrong with
 * it. What an older file lacks is taken from `base` (see `migrateSettings`).
 */
export function readSettingsFile(text: string, base?: Settings): ReadSettings {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return {
      ok: false,
      problems: [
        `This file is not JSON, so not a settings file from Export settings (${error instanceof Error ? error.message : 'it cannot be read'}).`,
      ],
    };
  }
  const proto = prototypeKey(parsed);
  if (proto) {
    return {
      ok: false,
      problems: [
        `${proto.join('.')}: a key named __proto__ is refused, as no settings file has one; nothing was imported.`,
      ],
    };
  }
  const version =
    parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>).sidelightSettings
      : undefined;
  if (typeof version === 'number' && Number.isInteger(version) && version > settingsVersion) {
    return {
      ok: false,
      problems: [
        `This settings file was made by a later Sidelight (version ${version}; this one reads up to ${settingsVersion}): update Sidelight to import it.`,
      ],
    };
  }
  if (version !== 1 && version !== settingsVersion) {
    return {
      ok: false,
      problems: [
        `This is not a Sidelight settings file: it lacks "sidelightSettings": ${settingsVersion}, the first line of a file from Export settings.`,
      ],
    };
  }
  // The values are the file's own, said back to the user beside each problem.
  const checked =
    version === 1
      ? settingsV1Schema.safeParse(parsed, { reportInput: true })
      : settingsSchema.safeParse(parsed, { reportInput: true });
  return checked.success
    ? { ok: true, settings: migrateSettings(checked.data, base) }
    : { ok: false, problems: problemsOf(checked.error.issues) };
}

/** Every setting as stored now, the defaults written out (a setting never changed is a setting too). */
export async function settingsExport(): Promise<Settings> {
  const [address, style, atOnce, prefs, api] = await Promise.all([
    baseUrl.getValue(),
    pathStyle.getValue(),
    batchConcurrency.getValue(),
    preferences.getValue(),
    apiSettings.getValue(),
  ]);
  return {
    sidelightSettings: settingsVersion,
    baseUrl: address,
    pathStyle: style,
    batchConcurrency: atOnce,
    preferences: { ...defaultPreferences, ...prefs },
    apiSettings: { ...defaultApiSettings, ...api },
  };
}
