/**
 * The settings file: every setting but the key, which never leaves the browser. Reading one says,
 * for each thing wrong, which setting (by its label on the settings page) and why.
 */
import { z } from 'zod/mini';
import { pathStyles } from '../../api/path-style';
import { counted } from '../../words';
import { mostBatchConcurrency } from './batch-limits';
import {
  apiSettings,
  baseUrl,
  batchConcurrency,
  defaultApiSettings,
  defaultPreferences,
  defaultWatchedSnapshots,
  maxAutoFetchDelaySeconds,
  pathStyle,
  preferences,
} from './storage';

const whole = (minimum: number) => z.number().check(z.int(), z.minimum(minimum));

const copyFormats = ['txt', 'stamped', 'srt'] as const;
const microblogModes = ['anonymous', 'max', 'country'] as const;

/** Older files lack what was added since (the path style, the batch's calls at a time). */
export const settingsFileSchema = z.strictObject({
  sidelightSettings: z.literal(1),
  baseUrl: z.string().check(z.maxLength(2048)),
  pathStyle: z.optional(
    z.nullable(
      z.strictObject({
        baseUrl: z.string().check(z.maxLength(2048)),
        style: z.enum(pathStyles as ['contract', 'platform']),
        chosen: z.boolean(),
      }),
    ),
  ),
  batchConcurrency: z.optional(whole(1).check(z.maximum(mostBatchConcurrency))),
  preferences: z.strictObject({
    autoFetch: z.boolean(),
    autoFetchDelaySeconds: z.optional(
      z.number().check(z.minimum(0), z.maximum(maxAutoFetchDelaySeconds)),
    ),
    demoData: z.boolean(),
    transcriptLanguage: z.string().check(z.minLength(1), z.maxLength(20)),
    copyFormat: z.enum(copyFormats),
    microblogMode: z.optional(z.enum(microblogModes)),
    proxyCountry: z.optional(z.string().check(z.regex(/^[A-Za-z]{2}$/))),
    defaultCount: z.optional(z.nullable(whole(1))),
  }),
  apiSettings: z.strictObject({
    cacheHours: whole(0),
    cacheMegabytes: whole(0),
    dailyBudget: z.nullable(whole(0)),
    monthlyBudget: z.nullable(whole(0)),
    historyDays: z.optional(z.nullable(whole(0))),
    watchedSnapshots: z.optional(whole(1)),
  }),
});

export type SettingsFile = z.infer<typeof settingsFileSchema>;

/** Each setting's name as the settings page labels it. */
const labels: Record<string, string> = {
  sidelightSettings: 'The file’s kind (sidelightSettings)',
  baseUrl: 'API base address',
  pathStyle: 'Path names this address uses',
  'pathStyle.baseUrl': 'Path names this address uses: its address',
  'pathStyle.style': 'Path names this address uses',
  'pathStyle.chosen': 'Path names this address uses: chosen by you',
  batchConcurrency: 'Calls at a time on the batch page',
  preferences: 'Defaults',
  'preferences.autoFetch': 'Fetch the first tab when the panel opens',
  'preferences.autoFetchDelaySeconds': 'Wait before fetching (seconds)',
  'preferences.demoData': 'Use demo data',
  'preferences.transcriptLanguage': 'Transcript language',
  'preferences.copyFormat': 'Copy transcripts as',
  'preferences.microblogMode': 'Threads calls',
  'preferences.proxyCountry': 'Proxy country',
  'preferences.defaultCount': 'Items per list',
  apiSettings: 'Budgets and cache',
  'apiSettings.cacheHours': 'Reuse answers for (hours)',
  'apiSettings.cacheMegabytes': 'Cache size (MB)',
  'apiSettings.dailyBudget': 'Daily budget (credits)',
  'apiSettings.monthlyBudget': 'Monthly budget (credits)',
  'apiSettings.historyDays': 'Keep history for (days)',
  'apiSettings.watchedSnapshots': 'Snapshots a watched thing keeps',
};

/** Choices as the settings page names them. */
const choiceWords: Record<string, string> = {
  txt: 'Plain text (txt)',
  stamped: 'Text with timestamps (stamped)',
  srt: 'SRT (srt)',
  anonymous: 'Anonymous (anonymous)',
  max: 'Authenticated (max)',
  country: 'Through a proxy country (country)',
  contract: 'the contract’s names (contract)',
  platform: 'platform names (platform)',
};

const typeWords: Record<string, string> = {
  number: 'a number',
  string: 'a text in quotes',
  boolean: 'true or false',
  object: 'a group of settings in { }',
};

const nameOf = (path: readonly PropertyKey[]) => {
  const dotted = path.map(String).join('.');
  return labels[dotted] ? `${labels[dotted]} (${dotted})` : dotted;
};

/** A value from the file as it was written there, cut short. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
};

/** What is wrong with one value, in a person's words. */
function rule(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is missing';
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
        : `must be one of: ${issue.values.map((value) => choiceWords[String(value)] ?? String(value)).join(', ')}; not ${shown(issue.input)}`;
    case 'invalid_format':
      return `must be a two-letter country code, such as US, not ${shown(issue.input)}`;
    default:
      return issue.message;
  }
}

/** Each thing wrong with the file, one sentence each. */
export function problemsOf(issues: readonly z.core.$ZodIssue[]): string[] {
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

export type ReadSettings = { ok: true; settings: SettingsFile } | { ok: false; problems: string[] };

/** Reads a settings file's text: its settings, or each thing wrong with it. */
export function readSettingsFile(text: string): ReadSettings {
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
  if (
    parsed === null ||
    typeof parsed !== 'object' ||
    Array.isArray(parsed) ||
    (parsed as Record<string, unknown>).sidelightSettings !== 1
  ) {
    return {
      ok: false,
      problems: [
        'This is not a Sidelight settings file: it lacks "sidelightSettings": 1, the first line of a file from Export settings.',
      ],
    };
  }
  // The values are the file's own, said back to the user beside each problem.
  const checked = settingsFileSchema.safeParse(parsed, { reportInput: true });
  return checked.success
    ? { ok: true, settings: checked.data }
    : { ok: false, problems: problemsOf(checked.error.issues) };
}

/** Every setting as stored now, the defaults written out (a setting never changed is a setting too). */
export async function settingsExport(): Promise<SettingsFile> {
  const [address, style, atOnce, prefs, api] = await Promise.all([
    baseUrl.getValue(),
    pathStyle.getValue(),
    batchConcurrency.getValue(),
    preferences.getValue(),
    apiSettings.getValue(),
  ]);
  return {
    sidelightSettings: 1,
    baseUrl: address,
    pathStyle: style,
    batchConcurrency: atOnce,
    preferences: { ...defaultPreferences, ...prefs },
    apiSettings: {
      ...defaultApiSettings,
      ...api,
      historyDays: api.historyDays ?? null,
      watchedSnapshots: api.watchedSnapshots ?? defaultWatchedSnapshots,
    },
  };
}
