/**
 * The record of what went wrong: when, what Sidelight was doing (a fixed phrase per place in the
 * code) and the error in words, scrubbed of anything secret. Kept in `storage.local` by the
 * background (views report theirs by message), the newest `keptProblems`; shown under Settings,
 * copied for a support request and carried by the backup. Never the key, a page's content or an
 * answer's data: only an error's name and message, which the scrub and the trim bound.
 */

/** Problems kept: a new one past these lets the oldest go. */
export const keptProblems = 200;

/** Characters of an error kept: a name and a sentence or two, never a whole body. */
const errorChars = 300;

/** What Sidelight was doing, one fixed phrase per place that records a problem. */
export const doings = {
  refreshingWatched: 'refreshing watched things',
  placingRefresh: 'placing the next automatic refresh',
  countingMoved: 'counting the watched things that moved',
  keepingMoved: 'keeping what moved on the list of automatic refreshes',
  notifyingMoved: 'telling of the watched things that moved',
  settlingAfterRestart: 'settling a call after the background restarted',
  summarisingHistory: "summarising results kept before the history's list",
  keepingWithinDays: "letting go of what is older than the history's days",
  notingCall: 'noting a call on its way',
  savingAnswer: 'saving an answer',
  settingToolbar: "setting the toolbar button's dot",
  startingPageScripts: "starting Sidelight in a platform's open tabs",
  readingSettings: 'reading the settings',
  readingStored: 'reading the settings or what is watched',
  loadingViews: 'loading how an answer is shown',
  savingSettings: 'saving the settings',
  readingStoredAnswer: 'reading a kept answer',
  downloadingResult: 'downloading a result',
  downloadingBatch: "downloading a batch's files",
  openingPanel: 'opening the side panel',
} as const;
export type Doing = keyof typeof doings;
export const doingIds = Object.keys(doings) as [Doing, ...Doing[]];

export interface Problem {
  /** When it happened, epoch ms. */
  at: number;
  /** What was being done, in words (one of `doings`, or one a backup brought). */
  doing: string;
  /** The error's name and message, scrubbed and trimmed. */
  error: string;
}

/** An error's name and message, as they are. Nothing else of it (no stack, no cause's data). */
export function errorWords(error: unknown): string {
  if (error instanceof Error)
    return error.name && error.name !== 'Error'
      ? `${error.name}: ${error.message}`
      : error.message || error.name;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string')
    return error.name;
  return 'An error without words';
}

const hidden = '[hidden]';

/**
 * An error's words with nothing secret left: the key wherever it appears (as is, address-encoded
 * or JSON-escaped), whatever follows a word for a secret (`Bearer …`, `x-api-key: …`, `token=…`), long
 * runs of letters and digits that look like keys, and every address's query and fragment (which
 * can carry a key or what was searched). Trimmed to a few hundred characters.
 */
export function scrubbed(text: string, key = ''): string {
  let words = text;
  const secret = key.trim();
  if (secret.length >= 4)
    for (const form of new Set([
      secret,
      encodeURIComponent(secret),
      JSON.stringify(secret).slice(1, -1),
    ]))
      words = words.split(form).join('[your key]');
  words = words
    // An address keeps its origin and path; its query and fragment go.
    .replace(/\b([a-z][a-z0-9+.-]*:\/\/[^\s?#]*)[?#]\S*/gi, '$1?…')
    // A query's pairs where the address was broken up (by a key already hidden, say).
    .replace(/&[\w.%[\]-]+=\S*/g, '&…')
    .replace(/\b(bearer|basic)\s+[^\s,;"']+/gi, `$1 ${hidden}`)
    .replace(
      /\b((?:x-)?api[-_]?key|access[-_]?token|token|secret|password|passwd|authorization|auth|key)(\s*["']?\s*[:=]\s*["']?)[^\s,;&"']+/gi,
      `$1$2${hidden}`,
    )
    // A run of 20 or more letters, digits, - and _ with both letters and digits: a key's shape.
    .replace(/[A-Za-z0-9_-]{20,}/g, (run) =>
      /[0-9]/.test(run) && /[A-Za-z]/.test(run) ? hidden : run,
    )
    .replace(/\s+/g, ' ')
    .trim();
  return words.length > errorChars ? `${words.slice(0, errorChars - 1)}…` : words;
}

/** Newest first, the newest `keptProblems` alone. */
const newestKept = (problems: readonly Problem[]): Problem[] =>
  [...problems].sort((a, b) => b.at - a.at).slice(0, keptProblems);

/** The stored record with one more problem, the oldest past the cap gone. */
export const withProblem =
  (problem: Problem) =>
  (stored: readonly Problem[]): Problem[] =>
    newestKept([problem, ...stored]);

const sameProblem = (a: Problem, b: Problem) =>
  a.at === b.at && a.doing === b.doing && a.error === b.error;

/** The stored record with a backup's problems too, each once, the newest `keptProblems`. */
export const withRestoredProblems =
  (restored: readonly Problem[]) =>
  (stored: readonly Problem[]): Problem[] =>
    newestKept([
      ...stored,
      ...restored
        .filter((problem, index) => restored.findIndex((o) => sameProblem(o, problem)) === index)
        .filter((problem) => !stored.some((kept) => sameProblem(kept, problem)))
        .map((problem) => ({ ...problem, error: scrubbed(problem.error) })),
    ]);

/** What a support request carries besides the problems. */
export interface ReportContext {
  version: string;
  browser: string;
  madeAt: number;
}

const moment = (at: number) => new Date(at).toISOString().replace('T', ' ').slice(0, 19);

/**
 * The plain-text report a person pastes into a support request: the version, the browser and the
 * problems, newest first. Nothing else: no key, no address, no data.
 */
export function supportReport(problems: readonly Problem[], context: ReportContext): string {
  const lines = [
    `Sidelight ${context.version} in ${context.browser}`,
    `Report made ${moment(context.madeAt)} UTC`,
    problems.length === 0
      ? 'No problems recorded.'
      : `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}, newest first (times in UTC):`,
    ...newestKept(problems).map(
      (problem) => `${moment(problem.at)}  ${problem.doing}: ${problem.error}`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** The browser and its version from a user agent ("Firefox 140.3", "Chromium 141.0.7390.54"). */
export function browserOf(userAgent: string): string {
  const firefox = /Firefox\/([\d.]+)/.exec(userAgent);
  if (firefox) return `Firefox ${firefox[1]}`;
  const chromium = /Chrom(?:e|ium)\/([\d.]+)/.exec(userAgent);
  return chromium ? `Chromium ${chromium[1]}` : 'an unknown browser';
}

/** What a copied report held, said beside its button. */
export const copiedWords = (count: number, context: ReportContext): string =>
  `Copied for a support request: Sidelight ${context.version} in ${context.browser}, and ${
    count === 0 ? 'no problems' : `${count} ${count === 1 ? 'problem' : 'problems'}`
  }. No key, no address and no data are in it.`;
