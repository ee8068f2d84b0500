/**
 * The backup: one JSON file with every store kept-stores.ts marks `backedUp`, the settings (never
 * the key) and the watched things. Written store by store into a Blob of parts, so no copy of the
 * whole profile is ever built; read back whole, checked completely before anything is written,
 * then merged in chunks (one transaction each): ids are the database's own and collide between
 * profiles, so every record is known by its content, and restoring a file twice adds nothing the
 * second time, nor a run stopped halfway and started again. A batch keeps its number where this
 * profile has none such (`restoredNumbers`), as people know it and its files by that number.
 */
import type { Problem } from '../extension/shared/problems';
import { anySettingsSchema } from '../extension/shared/settings-schema';
import { schedules } from '../extension/shared/watch-schedule';
import { z } from '../zod';
import { jobEnds, ledgerOutcomes, type SidelightDb, type StoreName } from './db';
import { keptStores, storeNames } from './kept-stores';

/** The format's version; a file of a later one is refused (it may hold what this one cannot keep). */
const backupVersion = 1;

/** The largest file a restore reads, in bytes: a year of heavy use fits several times over. */
export const maxBackupBytes = 200 * 1024 * 1024;

/** Entries of one store a file may hold. */
const maxRecordsPerStore = 2_000_000;

const text = (max: number) => z.string().check(z.maxLength(max));
const whole = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const recordId = z.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER));
/** A moment in epoch ms, from 1970 to the year 275,760. */
const moment = z.number().check(z.minimum(0), z.maximum(8.64e15));
const credits = z.number().check(z.minimum(0), z.maximum(1e12));
const params = z.record(text(256), z.unknown());
const warnings = z.array(text(10_000)).check(z.maxLength(1000));
const counts = z.record(text(256), z.number());
const source = z.enum(['network', 'cache', 'demo']);
const ended = z.strictObject({
  why: z.enum(jobEnds),
  message: z.optional(text(10_000)),
});

const historyRecord = z.strictObject({
  id: recordId,
  at: moment,
  endpointId: text(64),
  params,
  pageUrl: z.optional(text(8192)),
  data: z.unknown(),
  envelope: z.optional(z.record(text(256), z.unknown())),
  warnings,
  demo: z.boolean(),
});

/** A summary: only its title and counts are taken back; the rest is worked out again. */
const summaryRecord = z.object({
  id: recordId,
  title: z.optional(text(10_000)),
  counts: z.optional(counts),
});

const cacheRecord = z.strictObject({
  key: text(8192),
  endpointId: text(64),
  params,
  data: z.unknown(),
  envelope: z.optional(z.record(text(256), z.unknown())),
  raw: z.optional(z.unknown()),
  warnings,
  fetchedAt: moment,
});

const cacheUseRecord = z.strictObject({
  key: text(8192),
  usedAt: moment,
  bytes: whole,
  fetchedAt: z.optional(moment),
});

const ledgerRecord = z.strictObject({
  id: z.optional(recordId),
  at: moment,
  day: text(10),
  month: text(7),
  endpointId: text(64),
  params,
  price: credits,
  used: z.optional(z.number().check(z.minimum(-1e12), z.maximum(1e12))),
  remaining: z.optional(z.number().check(z.minimum(-1e15), z.maximum(1e15))),
  outcome: z.enum(ledgerOutcomes),
  purpose: z.optional(z.enum(['keyTest', 'automaticRefresh'])),
});

const jobRecord = z.strictObject({
  id: recordId,
  endpointId: text(64),
  params,
  key: text(8192),
  pageUrl: z.optional(text(8192)),
  cap: credits,
  running: z.boolean(),
  ended: z.optional(ended),
  next: z.nullable(params),
  pages: whole,
  items: whole,
  repeats: z.optional(whole),
  spent: credits,
  total: z.optional(whole),
  startedAt: moment,
  updatedAt: moment,
});

const jobPageRecord = z.strictObject({
  jobId: recordId,
  index: whole,
  params,
  data: z.unknown(),
  warnings,
  fetchedAt: moment,
  source,
  credits,
  items: whole,
  repeats: z.optional(whole),
});

const batchRecord = z.strictObject({
  id: recordId,
  cap: credits,
  concurrency: whole,
  refresh: z.optional(z.boolean()),
  automatic: z.optional(z.boolean()),
  moved: z.optional(
    z
      .array(
        z.strictObject({
          title: text(10_000),
          moves: z
            .array(z.strictObject({ label: text(200), from: z.number(), to: z.number() }))
            .check(z.maxLength(1000)),
        }),
      )
      .check(z.maxLength(100_000)),
  ),
  running: z.boolean(),
  ended: z.optional(ended),
  rows: whole,
  pages: z.optional(whole),
  notSent: z.optional(
    z
      .array(
        z.strictObject({
          line: whole,
          text: text(8192),
          reason: text(10_000),
          group: text(10_000),
          endpointId: z.optional(text(64)),
        }),
      )
      .check(z.maxLength(100_000)),
  ),
  done: whole,
  failed: whole,
  spent: credits,
  startedAt: moment,
  updatedAt: moment,
  slowed: z.optional(
    z.strictObject({
      waitSeconds: z.number(),
      atOnce: whole,
      until: moment,
      waiting: z.array(whole).check(z.maxLength(100_000)),
    }),
  ),
});

const batchRowRecord = z.strictObject({
  batchId: recordId,
  index: whole,
  line: z.optional(whole),
  url: text(8192),
  platform: text(64),
  kind: text(64),
  endpointId: text(64),
  params,
  status: z.enum(['pending', 'done', 'failed']),
  credits,
  source: z.optional(source),
  shared: z.optional(z.literal(true)),
  error: z.optional(text(10_000)),
  title: z.optional(text(10_000)),
  counts: z.optional(z.record(text(200), z.number())),
  historyId: z.optional(recordId),
  ms: z.optional(z.number().check(z.minimum(0))),
  repeats: z.optional(whole),
});

/** A row's answer: the store keeps it under the row's key, the file beside it. */
const batchAnswerRecord = z.strictObject({
  batchId: recordId,
  index: whole,
  data: z.unknown(),
});

/**
 * How each store's entries are written in a file; null for a store never backed up. Every store
 * of the schema must say (a test checks these agree with `backedUp`).
 */
export const recordSchemas = {
  history: historyRecord,
  historyIndex: summaryRecord,
  cache: cacheRecord,
  cacheUse: cacheUseRecord,
  ledger: ledgerRecord,
  jobs: jobRecord,
  jobPages: jobPageRecord,
  batches: batchRecord,
  batchRows: batchRowRecord,
  batchAnswers: batchAnswerRecord,
  calls: null,
} satisfies Record<StoreName, z.ZodMiniType | null>;

type Schemas = typeof recordSchemas;
/** The stores a backup holds. */
export type BackedUpStore = { [S in StoreName]: Schemas[S] extends null ? never : S }[StoreName];

export const backedUpStores = storeNames.filter(
  (name): name is BackedUpStore => keptStores[name].backedUp && recordSchemas[name] !== null,
);

const many = <T extends z.ZodMiniType>(record: T) =>
  z.array(record).check(z.maxLength(maxRecordsPerStore));

/** A watched thing; its schedule and what was last seen of it came later, so a file may lack them. */
const watchedRecord = z.strictObject({
  key: text(8192),
  endpointId: text(64),
  params,
  url: text(8192),
  title: text(10_000),
  addedAt: moment,
  schedule: z.optional(z.enum(schedules)),
  dueAt: z.optional(moment),
  waitUntil: z.optional(moment),
  lastRefresh: z.optional(
    z.strictObject({
      at: moment,
      outcome: z.enum(['done', 'failed', 'waiting']),
      note: z.optional(text(10_000)),
    }),
  ),
  threshold: z.optional(z.number().check(z.minimum(0), z.maximum(1e9))),
  seenAt: z.optional(moment),
});

/** A problem of the record of what went wrong; files made before it was kept have none. */
const problemRecord = z.strictObject({
  at: moment,
  doing: text(200),
  error: text(1000),
});

const backupSchema = z.strictObject({
  sidelightBackup: z.literal(backupVersion),
  madeAt: moment,
  browser: z.optional(text(200)),
  /** Of the version the file was made with: brought up to this one when restored (settings.ts). */
  settings: anySettingsSchema,
  watched: z.array(watchedRecord).check(z.maxLength(100_000)),
  problems: z.optional(z.array(problemRecord).check(z.maxLength(10_000))),
  stores: z.strictObject({
    history: z.optional(many(historyRecord)),
    historyIndex: z.optional(many(summaryRecord)),
    cache: z.optional(many(cacheRecord)),
    cacheUse: z.optional(many(cacheUseRecord)),
    ledger: z.optional(many(ledgerRecord)),
    jobs: z.optional(many(jobRecord)),
    jobPages: z.optional(many(jobPageRecord)),
    batches: z.optional(many(batchRecord)),
    batchRows: z.optional(many(batchRowRecord)),
    batchAnswers: z.optional(many(batchAnswerRecord)),
  } satisfies Record<BackedUpStore, unknown>),
});

export type Backup = z.infer<typeof backupSchema>;
type WatchedRecord = z.infer<typeof watchedRecord>;

/* ------------------------------------------------------------------ writing */

/** Entries read and written out at a time: a view stays responsive between them. */
const readStep = 500;
/** Parts joined into a Blob of their own at a time, so the strings can go. */
const partsPerBlob = 2000;

/** What a file holds besides the stores. */
export interface BackupExtras {
  madeAt: number;
  browser?: string;
  settings: z.input<typeof anySettingsSchema>;
  watched: WatchedRecord[];
  /** The record of what went wrong (see problems.ts). */
  problems?: Problem[];
}

/** Every entry of a store, `readStep` at a time, in key order; with its key for out-of-line stores. */
async function* entriesOf(
  db: SidelightDb,
  store: BackedUpStore,
): AsyncGenerator<{ key: IDBValidKey; value: unknown }[]> {
  let after: IDBValidKey | undefined;
  for (;;) {
    const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
    const tx = db.transaction(store);
    const [keys, values] = await Promise.all([
      tx.store.getAllKeys(range, readStep),
      tx.store.getAll(range, readStep),
    ]);
    if (keys.length === 0) return;
    yield keys.map((key, index) => ({ key, value: values[index] }));
    after = keys[keys.length - 1];
    if (keys.length < readStep) return;
  }
}

/** The entry as the file writes it. */
const recordOf = (store: BackedUpStore, key: IDBValidKey, value: unknown): unknown => {
  if (store !== 'batchAnswers') return value;
  const [batchId, index] = key as [number, number];
  return { batchId, index, data: (value as { data: unknown }).data };
};

/**
 * Writes a backup of `db` as a Blob, store by store, a few hundred entries at a time (each read in
 * a short transaction of its own, so the views and the worker go on meanwhile). `progress` hears
 * how many entries are written so far.
 */
export async function writeBackup(
  db: SidelightDb,
  extras: BackupExtras,
  progress?: (written: number) => void,
): Promise<Blob> {
  let parts: BlobPart[] = [];
  const flush = () => {
    if (parts.length >= partsPerBlob) parts = [new Blob(parts)];
  };
  const head = {
    sidelightBackup: backupVersion,
    madeAt: extras.madeAt,
    ...(extras.browser ? { browser: extras.browser } : {}),
    settings: extras.settings,
    watched: extras.watched,
    ...(extras.problems ? { problems: extras.problems } : {}),
  };
  const opening = JSON.stringify(head);
  parts.push(`${opening.slice(0, -1)},"stores":{`);
  let written = 0;
  for (const [storeIndex, store] of backedUpStores.entries()) {
    parts.push(`${storeIndex === 0 ? '' : ','}\n${JSON.stringify(store)}:[`);
    let first = true;
    for await (const entries of entriesOf(db, store)) {
      for (const { key, value } of entries) {
        parts.push(`${first ? '\n' : ',\n'}${JSON.stringify(recordOf(store, key, value))}`);
        first = false;
      }
      written += entries.length;
      progress?.(written);
      flush();
    }
    parts.push(']');
  }
  parts.push('\n}}\n');
  return new Blob(parts, { type: 'application/json' });
}

/* ------------------------------------------------------------------ reading */

export type ReadBackup = { ok: true; backup: Backup } | { ok: false; problems: string[] };

/** Keys no backup has, refused wherever they are: they could change how objects behave. */
const hostileKeys = new Set(['__proto__', 'constructor']);

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

/** A key's place in the file, walked without recursion (a deep file cannot overflow the stack). */
interface Place {
  key: string;
  parent?: Place;
}
const pathOf = (place: Place): string[] => {
  const path: string[] = [];
  for (let at: Place | undefined = place; at; at = at.parent) path.unshift(at.key);
  return path;
};

/** What the stores must be before their records are checked: arrays, not too long, no others. */
const storesShape = z.strictObject(
  Object.fromEntries(
    backedUpStores.map((store) => [
      store,
      z.optional(z.array(z.unknown()).check(z.maxLength(maxRecordsPerStore))),
    ]),
  ),
);

const refused = (problems: string[]): ReadBackup => ({ ok: false, problems });

/**
 * Checks a backup's text, pausing (a `yield`) between steps of work; nothing of a file is taken
 * until all of it has been checked.
 */
function* checking(text: string): Generator<void, ReadBackup> {
  if (text.length > maxBackupBytes)
    return refused([
      `This file is larger than ${Math.round(maxBackupBytes / 1024 / 1024)} MB, the most a backup may be.`,
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return refused([
      `This file is not whole JSON, so it is damaged or not a backup (${error instanceof Error ? error.message : 'it cannot be read'}).`,
    ]);
  }
  yield;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    return refused(['This is not a Sidelight backup: it is not a group in { }.']);
  const file = parsed as Record<string, unknown>;
  const marker = file.sidelightBackup;
  if (marker === undefined)
    return refused([
      file.sidelightSettings === undefined
        ? 'This is not a Sidelight backup: it lacks "sidelightBackup", the first line of a file from Back up my data.'
        : 'This is a settings file, not a backup: use Import settings for it.',
    ]);
  if (typeof marker === 'number' && marker > backupVersion)
    return refused([
      `This backup was made by a later Sidelight (format ${marker}; this one reads format ${backupVersion}): update Sidelight to restore it.`,
    ]);
  const stack: { value: object; place?: Place }[] = [{ value: file }];
  for (let walked = 1; stack.length > 0; walked += 1) {
    const { value, place } = stack.pop() as { value: object; place?: Place };
    for (const key of Object.keys(value)) {
      const here: Place = place ? { key, parent: place } : { key };
      if (hostileKeys.has(key)) {
        const path = pathOf(here);
        return refused([
          `${placeOf(path.slice(0, -1))} has a key named ${key}, which no backup has: the file is refused.`,
        ]);
      }
      const inner = (value as Record<string, unknown>)[key];
      if (inner !== null && typeof inner === 'object') stack.push({ value: inner, place: here });
    }
    if (walked % stepSize === 0) yield;
  }
  // All but the stores' records first, then each store's records a slice at a time.
  const { stores, ...head } = file;
  const issues: { path: PropertyKey[]; message: string }[] = [];
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
      if (!records) continue;
      const schema = z.array(recordSchemas[store] as z.ZodMiniType);
      const kept: unknown[] = [];
      for (let from = 0; from < records.length; from += sliceSize) {
        const slice = schema.safeParse(records.slice(from, from + sliceSize));
        if (slice.success) kept.push(...(slice.data as unknown[]));
        else
          issues.push(
            ...slice.error.issues.map((issue) => ({
              ...issue,
              path: ['stores', store, from + Number(issue.path[0] ?? 0), ...issue.path.slice(1)],
            })),
          );
        if ((from / sliceSize) % 10 === 9) yield;
      }
      checkedStores[store] = kept;
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

/* ------------------------------------------------------------------ merging */

const historyChunk = z.strictObject({
  store: z.literal('history'),
  records: z.array(
    z.strictObject({
      entry: historyRecord,
      title: z.optional(text(10_000)),
      counts: z.optional(counts),
    }),
  ),
});
const cacheChunk = z.strictObject({
  store: z.literal('cache'),
  records: z.array(z.strictObject({ entry: cacheRecord, usedAt: z.optional(moment) })),
});
const chunkOf = <S extends string, T extends z.ZodMiniType>(store: S, record: T) =>
  z.strictObject({ store: z.literal(store), records: z.array(record) });

/** What the background merges at once, in one transaction (see `mergeChunk`). */
export const restoreChunkSchema = z.discriminatedUnion('store', [
  historyChunk,
  cacheChunk,
  chunkOf('ledger', ledgerRecord),
  chunkOf('jobs', jobRecord),
  chunkOf('jobPages', jobPageRecord),
  z.strictObject({
    store: z.literal('batches'),
    records: z.array(batchRecord),
    /** Every batch number the file holds: one renumbered here takes none of them. */
    numbers: z.optional(z.array(recordId).check(z.maxLength(maxRecordsPerStore))),
  }),
  chunkOf('batchRows', batchRowRecord),
  chunkOf('batchAnswers', batchAnswerRecord),
]);
export type RestoreChunk = z.infer<typeof restoreChunkSchema>;
export type ChunkStore = RestoreChunk['store'];

export interface ChunkMerged {
  added: number;
  /** Already kept (the same content), so left as it is. */
  already: number;
  /** Each record's id in the file and in this profile, for the stores others refer to. */
  ids?: [number, number][];
}

/* ------------------------------------------------------------------ restoring */

/** Characters of records sent at once: far below what a message between pages may carry. */
const chunkChars = 8 * 1024 * 1024;

/** What a restore added and found, by the kinds people know. */
export interface RestoreCounts {
  results: { added: number; already: number };
  spending: { added: number; already: number };
  cached: { added: number; already: number };
  loadAll: { added: number; already: number };
  batches: { added: number; already: number };
}

export type RestoreProgress = { done: number; total: number };

const kindOf: Partial<Record<ChunkStore, keyof RestoreCounts>> = {
  history: 'results',
  ledger: 'spending',
  cache: 'cached',
  jobs: 'loadAll',
  batches: 'batches',
};

/** Splits records into runs of about `chunkChars` characters each (a record alone may be more). */
function* runsOf<T>(records: readonly T[], limit: number): Generator<T[]> {
  let run: T[] = [];
  let size = 0;
  for (const record of records) {
    const length = JSON.stringify(record)?.length ?? 0;
    if (run.length > 0 && size + length > limit) {
      yield run;
      run = [];
      size = 0;
    }
    run.push(record);
    size += length;
  }
  if (run.length > 0) yield run;
}

/**
 * Restores a checked backup through `send` (the background's merge), chunk after chunk: results
 * first, then what refers to them, ids mapped as the background answers them. A chunk that fails
 * stops the restore; what was merged before it stays, and running it again adds only the rest.
 */
export async function restoreBackup(
  backup: Backup,
  send: (chunk: RestoreChunk) => Promise<ChunkMerged>,
  progress?: (done: RestoreProgress) => void,
  limit = chunkChars,
): Promise<RestoreCounts> {
  const { stores } = backup;
  const summaries = new Map((stores.historyIndex ?? []).map((summary) => [summary.id, summary]));
  const usedAt = new Map((stores.cacheUse ?? []).map((use) => [use.key, use.usedAt]));
  const historyIds = new Map<number, number>();
  const jobIds = new Map<number, number>();
  const batchIds = new Map<number, number>();
  const counts: RestoreCounts = {
    results: { added: 0, already: 0 },
    spending: { added: 0, already: 0 },
    cached: { added: 0, already: 0 },
    loadAll: { added: 0, already: 0 },
    batches: { added: 0, already: 0 },
  };
  const total =
    (stores.history?.length ?? 0) +
    (stores.ledger?.length ?? 0) +
    (stores.cache?.length ?? 0) +
    (stores.jobs?.length ?? 0) +
    (stores.jobPages?.length ?? 0) +
    (stores.batches?.length ?? 0) +
    (stores.batchRows?.length ?? 0) +
    (stores.batchAnswers?.length ?? 0);
  let done = 0;
  progress?.({ done, total });
  const merge = async <C extends RestoreChunk>(
    store: C['store'],
    records: readonly C['records'][number][],
    ids?: Map<number, number>,
    extra: Partial<C> = {},
  ) => {
    for (const run of runsOf(records, limit)) {
      const merged = await send({ store, records: run, ...extra } as RestoreChunk);
      const kind = kindOf[store];
      if (kind) {
        counts[kind].added += merged.added;
        counts[kind].already += merged.already;
      }
      for (const [from, to] of merged.ids ?? []) ids?.set(from, to);
      done += run.length;
      progress?.({ done, total });
    }
  };
  await merge(
    'history',
    (stores.history ?? []).map((entry) => {
      const summary = summaries.get(entry.id);
      return {
        entry,
        ...(summary?.title === undefined ? {} : { title: summary.title }),
        ...(summary?.counts === undefined ? {} : { counts: summary.counts }),
      };
    }),
    historyIds,
  );
  await merge('ledger', stores.ledger ?? []);
  await merge(
    'cache',
    (stores.cache ?? []).map((entry) => {
      const used = usedAt.get(entry.key);
      return { entry, ...(used === undefined ? {} : { usedAt: used }) };
    }),
  );
  await merge('jobs', stores.jobs ?? [], jobIds);
  await merge(
    'jobPages',
    (stores.jobPages ?? []).flatMap((page) => {
      const jobId = jobIds.get(page.jobId);
      return jobId === undefined ? [] : [{ ...page, jobId }];
    }),
  );
  await merge('batches', stores.batches ?? [], batchIds, {
    numbers: (stores.batches ?? []).map((batch) => batch.id),
  });
  await merge(
    'batchRows',
    (stores.batchRows ?? []).flatMap((row) => {
      const batchId = batchIds.get(row.batchId);
      if (batchId === undefined) return [];
      const { historyId, ...rest } = row;
      const mapped = historyId === undefined ? undefined : historyIds.get(historyId);
      return [{ ...rest, batchId, ...(mapped === undefined ? {} : { historyId: mapped }) }];
    }),
  );
  await merge(
    'batchAnswers',
    (stores.batchAnswers ?? []).flatMap((answer) => {
      const batchId = batchIds.get(answer.batchId);
      return batchId === undefined ? [] : [{ ...answer, batchId }];
    }),
  );
  return counts;
}
