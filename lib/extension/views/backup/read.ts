/**
 * Reads a backup file (file.ts) back: whole, and checked completely before anything of it is
 * taken, a step at a time so a view checking a big file goes on answering meanwhile.
 */
import {
  type BackedUpStore,
  backedUpStores,
  maxRecordsPerStore,
  recordSchemas,
} from '../../../store/backup-records';
import { z } from '../../../zod';
import { type Backup, backupSchema, backupVersion, maxBackupBytes } from './file';
import { hostileKeyIn } from './hostile-keys';

export type ReadBackup = { ok: true; backup: Backup } | { ok: false; problems: string[] };

/** Store names in people's words, for the problems of a file. */
const storeWords: Record<BackedUpStore, string> = {
  history: 'results',
  historyIndex: 'snapshots',
  cache: 'cached answers',
  cacheUse: 'cached answers’ uses',
  ledger: 'spending rows',
  jobs: 'Load all lists',
  jobPages: 'Load all pages',
  batches: 'batches',
  batchRows: 'batch lines',
  batchAnswers: 'batch answers',
};

const placeOf = (path: readonly PropertyKey[]): string => {
  const [top, store, index, ...rest] = path.map(String);
  if (top === 'stores' && store && store in storeWords) {
    const where = storeWords[store as BackedUpStore];
    if (index === undefined) return `its ${where}`;
    const field = rest.length > 0 ? `, “${rest.join('.')}”` : '';
    return `its ${where}, entry ${Number(index) + 1}${field}`;
  }
  return path.length === 0 ? 'the file' : `“${path.map(String).join('.')}”`;
};

/** Shown at most: a damaged file may have thousands of problems. */
const problemsShown = 5;

/** Objects walked, or records checked, between two pauses of a check in steps. */
const stepSize = 20_000;
/** Records of a store checked at once. */
const sliceSize = 2_000;

/** What the stores must be before their records are checked: arrays, not too long, no others. */
const storesShape = z.strictObject(
  Object.fromEntries(
    backedUpStores.map((store) => [
      store,
      z.optional(z.array(z.unknown()).check(z.maxLength(maxRecordsPerStore))),
    ]),
  ),
);

type Issue = { path: PropertyKey[]; message: string };

const refused = (problems: string[]): ReadBackup => ({ ok: false, problems });
const refusal = (problems: string[]) => ({ refusal: refused(problems) });

/** The file as a group of keys, or what makes it no backup this Sidelight reads. */
function* opened(
  text: string,
): Generator<void, { file: Record<string, unknown> } | { refusal: ReadBackup }> {
  if (text.length > maxBackupBytes)
    return refusal([
      `This file is larger than ${Math.round(maxBackupBytes / 1024 / 1024)} MB, the most a backup may be.`,
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return refusal([
      `This file is not whole JSON, so it is damaged or not a backup (${error instanceof Error ? error.message : 'it cannot be read'}).`,
    ]);
  }
  yield;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return refusal(['This is not a Sidelight backup: it is not a group in { }.']);
  const file = parsed as Record<string, unknown>;
  const marker = file.sidelightBackup;
  if (marker === undefined)
    return refusal([
      file.sidelightSettings === undefined
        ? 'This is not a Sidelight backup: it lacks "sidelightBackup", the first line of a file from Back up my data.'
        : 'This is a settings file, not a backup: use Import settings for it.',
    ]);
  if (typeof marker === 'number' && marker > backupVersion)
    return refusal([
      `This backup was made by a later Sidelight (format ${marker}; this one reads format ${backupVersion}): update Sidelight to restore it.`,
    ]);
  return { file };
}

/** One store's records checked a slice at a time: those that pass, and the issues of the rest. */
function* checkedRecords(
  store: BackedUpStore,
  records: unknown[],
  issues: Issue[],
): Generator<void, unknown[]> {
  const schema = z.array(recordSchemas[store] as z.ZodMiniType);
  const passed: unknown[] = [];
  for (let from = 0; from < records.length; from += sliceSize) {
    const slice = schema.safeParse(records.slice(from, from + sliceSize));
    if (slice.success) passed.push(...(slice.data as unknown[]));
    else
      issues.push(
        ...slice.error.issues.map((issue) => ({
          ...issue,
          path: ['stores', store, from + Number(issue.path[0] ?? 0), ...issue.path.slice(1)],
        })),
      );
    if ((from / sliceSize) % 10 === 9) yield;
  }
  return passed;
}

/** All but the stores' records first, then each store's records a slice at a time. */
function* checkedContents(file: Record<string, unknown>): Generator<void, ReadBackup> {
  const { stores, ...head } = file;
  const issues: Issue[] = [];
  const headChecked = backupSchema.safeParse({ ...head, stores: {} });
  if (!headChecked.success) issues.push(...headChecked.error.issues);
  const shape = storesShape.safeParse(stores);
  if (!shape.success)
    issues.push(
      ...shape.error.issues.map((issue) => ({ ...issue, path: ['stores', ...issue.path] })),
    );
  const checkedStores: Record<string, unknown[]> = {};
  if (shape.success) {
    for (const store of backedUpStores) {
      const records = shape.data[store];
      if (records) checkedStores[store] = yield* checkedRecords(store, records, issues);
    }
  }
  if (issues.length > 0 || !headChecked.success) {
    const shown = issues
      .slice(0, problemsShown)
      .map((issue) => `In ${placeOf(issue.path)}: ${issue.message}.`);
    const more = issues.length - shown.length;
    return refused([
      'This backup is damaged: nothing was restored.',
      ...shown,
      ...(more > 0 ? [`And ${more} more.`] : []),
    ]);
  }
  return {
    ok: true,
    backup: { ...headChecked.data, stores: checkedStores as Backup['stores'] },
  };
}

/**
 * Checks a backup's text, pausing (a `yield`) between steps of work; nothing of a file is taken
 * until all of it has been checked.
 */
function* checking(text: string): Generator<void, ReadBackup> {
  const read = yield* opened(text);
  if ('refusal' in read) return read.refusal;
  const { file } = read;
  const hostile = yield* hostileKeyIn(file, stepSize);
  if (hostile)
    return refused([
      `${placeOf(hostile.slice(0, -1))} has a key named ${hostile.at(-1)}, which no backup has: the file is refused.`,
    ]);
  return yield* checkedContents(file);
}

/** Reads a backup's text at once: the backup, or each thing that makes it refused. */
export function readBackup(text: string): ReadBackup {
  const run = checking(text);
  let step = run.next();
  while (!step.done) step = run.next();
  return step.value;
}

/**
 * The same, a step at a time, `pause` awaited between steps: a view checking a big file goes on
 * answering meanwhile.
 */
export async function readBackupInSteps(
  text: string,
  pause: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 0)),
): Promise<ReadBackup> {
  const run = checking(text);
  let step = run.next();
  while (!step.done) {
    await pause();
    step = run.next();
  }
  return step.value;
}
