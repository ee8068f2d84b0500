import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { batchNumberWords, restoredWords } from '@/components/settings/backup-words';
import { restoreBackup } from '@/components/settings/restore';
import { apiKey } from '@/lib/extension/shared/api-key';
import { messages } from '@/lib/extension/shared/messages';
import { settingsExport } from '@/lib/extension/shared/settings-file';
import { settingsVersion } from '@/lib/extension/shared/settings-limits';
import { type Backup, type BackupExtras, maxBackupBytes } from '@/lib/extension/views/backup/file';
import { readBackup, readBackupInSteps } from '@/lib/extension/views/backup/read';
import { writeBackup } from '@/lib/extension/views/backup/write';
import { backedUpStores, recordSchemas } from '@/lib/store/backup-records';
import { createBatch, finishRow, restoredNumbers } from '@/lib/store/batches';
import { cacheStores, cacheUses, putCache } from '@/lib/store/cache';
import { chunkStores, restoredWithin } from '@/lib/store/chunk-stores';
import { jobEnds, openStore, type SidelightDb, type WriteTx } from '@/lib/store/db';
import { writeHistory } from '@/lib/store/history';
import { addPage, createJob } from '@/lib/store/jobs';
import { keptStores, storeNames } from '@/lib/store/kept-stores';
import { writeLedger } from '@/lib/store/ledger';
import { clearKept } from '@/lib/store/lifecycle';
import { mergeChunk } from '@/lib/store/restore';
import { type RestoreChunk, restoreChunkSchema } from '@/lib/store/restore-chunks';

const at = Date.UTC(2026, 10, 20, 12);
let made: SidelightDb;
let fresh: SidelightDb;

beforeEach(async () => {
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
  made = await openStore('made');
  fresh = await openStore('fresh');
});

const extras = async (): Promise<BackupExtras> => ({
  madeAt: at,
  browser: 'Chromium',
  settings: await settingsExport(),
  watched: [
    {
      key: 'video.video {"videoId":"v1"}',
      endpointId: 'video.video',
      params: { videoId: 'v1' },
      url: 'https://www.youtube.com/watch?v=v1',
      title: 'Video v1',
      addedAt: at,
    },
  ],
});

/** `results` results with their snapshots and ledger rows, a cached answer, a Load all, a batch. */
async function seed(db: SidelightDb, results: number) {
  const ids: number[] = [];
  for (let index = 0; index < results; index += 1) {
    const tx = db.transaction(
      ['history', 'historyIndex', 'ledger'],
      'readwrite',
    ) as unknown as WriteTx;
    const params = { videoId: `v${index % 3}` };
    ids.push(
      await writeHistory(tx, {
        at: at + index * 1000,
        endpointId: 'video.video',
        params,
        data: { title: `Video ${index}`, views: 100 + index },
        warnings: [],
        demo: false,
        title: `Video ${index}`,
        counts: { views: 100 + index },
      }),
    );
    await writeLedger(tx, {
      at: at + index * 1000,
      endpointId: 'video.video',
      params,
      price: 2,
      used: 2,
      remaining: 1000 - index,
      outcome: 'ok',
    });
    await tx.done;
  }
  const uses = await cacheUses(db);
  const tx = db.transaction(cacheStores, 'readwrite') as unknown as WriteTx;
  await putCache(
    tx,
    uses,
    {
      key: 'video.video {"videoId":"v0"}',
      endpointId: 'video.video',
      params: { videoId: 'v0' },
      data: { title: 'Video 0' },
      warnings: [],
      fetchedAt: at,
    },
    1e9,
    at,
  );
  await tx.done;
  const job = await createJob(db, {
    endpointId: 'video.comments',
    params: { videoId: 'v0' },
    key: 'video.comments {"videoId":"v0"}',
    cap: 10,
    running: false,
    ended: { why: 'end' },
    next: null,
    pages: 2,
    items: 4,
    spent: 2,
    startedAt: at,
    updatedAt: at,
  });
  for (const index of [0, 1])
    await addPage(db, job, {
      jobId: job.id,
      index,
      params: { videoId: 'v0', page: index },
      data: { comments: [`comment ${index}a`, `comment ${index}b`] },
      warnings: [],
      fetchedAt: at,
      source: 'network',
      credits: 1,
      items: 2,
    });
  const line = (index: number) => ({
    url: `https://www.youtube.com/watch?v=b${index}`,
    platform: 'youtube',
    kind: 'video',
    endpointId: 'video.video',
    params: { videoId: `b${index}` },
  });
  const batch = await createBatch(
    db,
    {
      cap: 10,
      concurrency: 2,
      running: false,
      rows: 2,
      done: 0,
      failed: 0,
      spent: 0,
      startedAt: at,
      updatedAt: at,
    },
    [line(0), line(1)],
  );
  await finishRow(
    db,
    { ...batch, done: 1, spent: 1 },
    {
      ...line(0),
      batchId: batch.id,
      index: 0,
      status: 'done',
      credits: 1,
      title: 'Batch video',
      historyId: ids[0],
    },
    { title: 'Batch video' },
  );
}

/** Everything a store holds, ids aside (they are this profile's own). */
async function contents(db: SidelightDb) {
  const historyIds = new Map((await db.getAll('history')).map((entry) => [entry.id, entry.at]));
  const withoutId = <T extends { id?: number }>({ id: _id, ...rest }: T) => rest;
  return {
    history: (await db.getAll('history')).map(withoutId),
    snapshots: (await db.getAll('historyIndex')).map(withoutId),
    ledger: (await db.getAll('ledger')).map(withoutId),
    cache: await db.getAll('cache'),
    jobs: (await db.getAll('jobs')).map(withoutId),
    jobPages: (await db.getAll('jobPages')).map(({ jobId: _jobId, ...rest }) => rest),
    batches: (await db.getAll('batches')).map(withoutId),
    batchRows: (await db.getAll('batchRows')).map(({ batchId: _batchId, historyId, ...rest }) => ({
      ...rest,
      resultAt: historyId === undefined ? undefined : historyIds.get(historyId),
    })),
    batchAnswers: await db.getAll('batchAnswers'),
  };
}

/** The background's side: the chunk crosses as JSON and is checked by its message schema. */
const sendTo = (db: SidelightDb) => async (chunk: RestoreChunk) =>
  mergeChunk(db, restoreChunkSchema.parse(JSON.parse(JSON.stringify(chunk))), {
    cacheBytes: 50 * 1024 * 1024,
  });

async function backupText(db: SidelightDb) {
  return (await writeBackup(db, await extras())).text();
}

function read(text: string): Backup {
  const result = readBackup(text);
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.backup;
}

/** A Load all of a video's comments, two pages in: its state without its run's fields. */
const loadAllOfComments = {
  id: 9,
  endpointId: 'video.comments',
  params: { videoId: 'v0' },
  key: 'video.comments {"videoId":"v0"}',
  next: { videoId: 'v0', page: 2 },
  pages: 2,
  items: 4,
};

describe('a backup', () => {
  it('holds every store the lifecycle backs up, and has a record schema for each', () => {
    for (const name of storeNames)
      expect([name, recordSchemas[name] !== null]).toEqual([name, keptStores[name].backedUp]);
    expect(backedUpStores).toEqual(storeNames.filter((name) => keptStores[name].backedUp));
  });

  it('restores every store it holds, in a chunk of its own or within another store’s', () => {
    const carried = [...chunkStores, ...Object.keys(restoredWithin)].sort();
    expect(carried).toEqual([...backedUpStores].sort());
    for (const [within, into] of Object.entries(restoredWithin))
      expect([within, chunkStores.includes(into)]).toEqual([within, true]);
  });

  it('is merged by the background only in chunks of the stores that have them', () => {
    const request = messages.restoreChunk.request;
    for (const store of chunkStores)
      expect([store, request.safeParse({ store, records: [] }).success]).toEqual([store, true]);
    for (const store of Object.keys(restoredWithin))
      expect([store, request.safeParse({ store, records: [] }).success]).toEqual([store, false]);
  });

  it('sends every record of every chunk store, and its progress counts them all', async () => {
    await seed(made, 4);
    const backup = read(await backupText(made));
    const sent = new Map<string, number>();
    const progress: { done: number; total: number }[] = [];
    await restoreBackup(
      backup,
      async (chunk) => {
        sent.set(chunk.store, (sent.get(chunk.store) ?? 0) + chunk.records.length);
        return sendTo(fresh)(chunk);
      },
      (step) => progress.push(step),
    );
    const held = chunkStores.map((store) => [store, backup.stores[store]?.length ?? 0]);
    expect(held.filter(([, count]) => count === 0)).toEqual([]);
    expect(chunkStores.map((store) => [store, sent.get(store) ?? 0])).toEqual(held);
    const total = held.reduce((sum, [, count]) => sum + Number(count), 0);
    expect(progress.at(-1)).toEqual({ done: total, total });
  });

  it('restores into an empty profile as the same history, ledger, snapshots, jobs and batches', async () => {
    await seed(made, 5);
    const text = await backupText(made);
    // Read in steps, as the settings page reads it, it is the same backup.
    expect(await readBackupInSteps(text)).toEqual(readBackup(text));
    const counts = await restoreBackup(read(text), sendTo(fresh));
    expect(counts.results).toEqual({ added: 5, already: 0 });
    expect(counts.spending).toEqual({ added: 5, already: 0 });
    expect(counts.loadAll).toEqual({ added: 1, already: 0 });
    expect(counts.batches).toEqual({ added: 1, already: 0 });
    expect(await contents(fresh)).toEqual(await contents(made));
    expect(restoredWords(counts, 0, false)).toBe(
      'Added 5 results, 5 spending rows, 1 cached answer, 1 Load all list and 1 batch.',
    );
  });

  it('carries each watched thing’s schedule, threshold, last refresh and what was seen of it', async () => {
    const [plain] = (await extras()).watched;
    const scheduled = {
      ...(plain as NonNullable<typeof plain>),
      schedule: 'weekly' as const,
      dueAt: at + 7 * 86_400_000,
      lastRefresh: { at, outcome: 'waiting' as const, note: 'Waiting: the cap.' },
      waitUntil: at + 86_400_000,
      threshold: 5,
      seenAt: at,
    };
    const text = await (
      await writeBackup(made, { ...(await extras()), watched: [scheduled] })
    ).text();
    expect(read(text).watched).toEqual([scheduled]);
    // A backup from before schedules: its things come back watched by hand.
    expect(read(await backupText(made)).watched).toEqual([plain]);
  });

  it('restored twice, adds nothing the second time', async () => {
    await seed(made, 4);
    const backup = read(await backupText(made));
    await restoreBackup(backup, sendTo(fresh));
    const first = await contents(fresh);
    const again = await restoreBackup(backup, sendTo(fresh));
    expect(Object.values(again).map((kind) => kind.added)).toEqual([0, 0, 0, 0, 0]);
    expect(again.results.already).toBe(4);
    expect(await contents(fresh)).toEqual(first);
    expect(restoredWords(again, 0, false)).toBe(
      'Nothing new was added: all of it was already here.',
    );
  });

  it('merges into a profile that has some of it, under new ids', async () => {
    await seed(made, 3);
    await seed(fresh, 1);
    const counts = await restoreBackup(read(await backupText(made)), sendTo(fresh));
    expect(counts.results).toEqual({ added: 2, already: 1 });
    expect(await fresh.count('history')).toBe(3);
    expect(restoredWords(counts, 1, true)).toBe(
      'Added 2 results, 2 spending rows and 1 watched thing; 1 result, 1 spending row, 1 cached answer, 1 Load all list and 1 batch were already here. Settings restored.',
    );
  });

  it('run again after stopping midway, adds only the rest', async () => {
    await seed(made, 6);
    const backup = read(await backupText(made));
    let sent = 0;
    const failing = async (chunk: RestoreChunk) => {
      sent += 1;
      if (sent === 3) throw new Error('The background stopped');
      return sendTo(fresh)(chunk);
    };
    // Small chunks, so the failure comes midway.
    await expect(restoreBackup(backup, failing, undefined, 200)).rejects.toThrow('stopped');
    const counts = await restoreBackup(backup, sendTo(fresh), undefined, 200);
    expect(counts.results.added + counts.results.already).toBe(6);
    expect(await contents(fresh)).toEqual(await contents(made));
  });

  it('a record the file repeats is added once', async () => {
    await seed(made, 2);
    const backup = read(await backupText(made));
    const history = backup.stores.history ?? [];
    const ledger = backup.stores.ledger ?? [];
    const doubled = {
      ...backup,
      stores: {
        ...backup.stores,
        history: [...history, ...history],
        ledger: [...ledger, ...ledger],
      },
    };
    const counts = await restoreBackup(read(JSON.stringify(doubled)), sendTo(fresh));
    expect([counts.results, counts.spending]).toEqual([
      { added: 2, already: 2 },
      { added: 2, already: 2 },
    ]);
    expect(await contents(fresh)).toEqual(await contents(made));
  });

  it('restores a batch and a Load all that were running as stopped, with their caps as stored', async () => {
    const running = { running: true, cap: 40, spent: 12, startedAt: at, updatedAt: at };
    await mergeChunk(
      fresh,
      {
        store: 'batches',
        records: [{ id: 7, concurrency: 3, rows: 5, done: 3, failed: 0, ...running }],
      },
      { cacheBytes: 1e9 },
    );
    await mergeChunk(
      fresh,
      {
        store: 'jobs',
        records: [{ ...loadAllOfComments, ...running }],
      },
      { cacheBytes: 1e9 },
    );
    const [batch] = await fresh.getAll('batches');
    const [job] = await fresh.getAll('jobs');
    expect([batch?.cap, batch?.spent, batch?.running, batch?.ended]).toEqual([
      40,
      12,
      false,
      { why: 'interrupted' },
    ]);
    expect([job?.cap, job?.spent, job?.running, job?.ended]).toEqual([
      40,
      12,
      false,
      { why: 'interrupted' },
    ]);
  });

  it.each(jobEnds)(
    'restores a Load all and a batch that ended for the reason “%s”',
    async (why) => {
      const ended = {
        ended: { why },
        running: false,
        cap: 40,
        spent: 12,
        startedAt: at,
        updatedAt: at,
      };
      await made.put('batches', { id: 7, concurrency: 3, rows: 5, done: 3, failed: 0, ...ended });
      await made.put('jobs', { ...loadAllOfComments, ...ended });
      const counts = await restoreBackup(read(await backupText(made)), sendTo(fresh));
      expect([counts.loadAll, counts.batches]).toEqual([
        { added: 1, already: 0 },
        { added: 1, already: 0 },
      ]);
      expect((await fresh.getAll('jobs')).map((job) => job.ended?.why)).toEqual([why]);
      expect((await fresh.getAll('batches')).map((batch) => batch.ended?.why)).toEqual([why]);
    },
  );

  it('never holds the API key', async () => {
    await apiKey.setValue('sk-very-secret-key-1234');
    await seed(made, 1);
    const text = await backupText(made);
    expect(text).not.toContain('sk-very-secret-key-1234');
    expect(read(text).settings.sidelightSettings).toBe(settingsVersion);
  });
});

describe('a batch keeps its number through a backup and a restore', () => {
  const ended = { cap: 10, concurrency: 1, running: false, rows: 1, done: 0, failed: 0, spent: 0 };
  /** `count` batches of a line each, started a minute apart from `from`. */
  async function batchesIn(db: SidelightDb, count: number, from: number) {
    for (let index = 0; index < count; index += 1)
      await createBatch(
        db,
        { ...ended, startedAt: from + index * 60_000, updatedAt: from + index * 60_000 },
        [
          {
            url: `https://www.youtube.com/watch?v=n${index}`,
            platform: 'youtube',
            kind: 'video',
            endpointId: 'video.video',
            params: { videoId: `n${index}` },
          },
        ],
      );
  }
  const numbersOf = async (db: SidelightDb) =>
    (await db.getAll('batches')).map((batch) => [batch.id, batch.startedAt]);
  const linesOf = async (db: SidelightDb) =>
    (await db.getAll('batchRows')).map((row) => [row.batchId, row.url]);

  it('restored where its batches were cleared, each comes back under its own number; the next batch takes the next', async () => {
    await batchesIn(made, 6, at);
    const before = [await numbersOf(made), await linesOf(made)];
    expect(before[0]?.map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6]);
    const backup = read(await backupText(made));
    await clearKept(made, 'clearHistory');
    expect(batchNumberWords(restoredNumbers(backup.stores.batches ?? [], []))).toBe(
      'Its batches keep their numbers, so the files you downloaded from them keep their names.',
    );
    await restoreBackup(backup, sendTo(made));
    expect([await numbersOf(made), await linesOf(made)]).toEqual(before);
    await batchesIn(made, 1, at + 3_600_000);
    expect((await numbersOf(made)).map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('where this profile has a number already, takes the next past every number here and in the file, as the preview says', async () => {
    await batchesIn(made, 3, at);
    await batchesIn(fresh, 1, at - 86_400_000);
    const backup = read(await backupText(made));
    const said = restoredNumbers(backup.stores.batches ?? [], await fresh.getAll('batches'));
    expect(batchNumberWords(said)).toBe(
      'Batch 1 comes back as Batch 4: this browser already has a batch with that number. The others keep their numbers.',
    );
    // In chunks of a batch or so: the numbers are those said all the same.
    await restoreBackup(backup, sendTo(fresh), undefined, 200);
    expect(await numbersOf(fresh)).toEqual([
      [1, at - 86_400_000],
      [2, at + 60_000],
      [3, at + 120_000],
      [4, at],
    ]);
    expect(said.map(({ from, to }) => [from, to])).toEqual([
      [1, 4],
      [2, 2],
      [3, 3],
    ]);
    expect(await linesOf(fresh)).toEqual([
      [1, 'https://www.youtube.com/watch?v=n0'],
      [2, 'https://www.youtube.com/watch?v=n1'],
      [3, 'https://www.youtube.com/watch?v=n2'],
      [4, 'https://www.youtube.com/watch?v=n0'],
    ]);
    // Restored again: nothing is added, and nothing is said of numbers.
    const again = restoredNumbers(backup.stores.batches ?? [], await fresh.getAll('batches'));
    expect(batchNumberWords(again)).toBeUndefined();
    expect((await restoreBackup(backup, sendTo(fresh))).batches).toEqual({ added: 0, already: 3 });
  });

  it('names at most five renumbered, and counts the rest', async () => {
    await batchesIn(made, 8, at);
    await batchesIn(fresh, 8, at - 86_400_000);
    const said = restoredNumbers(
      read(await backupText(made)).stores.batches ?? [],
      await fresh.getAll('batches'),
    );
    expect(batchNumberWords(said)).toBe(
      'Batch 1 comes back as Batch 9, Batch 2 as Batch 10, Batch 3 as Batch 11, Batch 4 as Batch 12, Batch 5 as Batch 13 and 3 others after them: this browser already has batches with those numbers.',
    );
  });
});

describe('a file that is not a good backup is refused, with the reason', () => {
  const good = async () => JSON.parse(await backupText(made)) as Record<string, unknown>;

  it.each([
    ['not JSON at all', 'hello', 'not whole JSON'],
    ['a settings file', '{"sidelightSettings":1}', 'settings file, not a backup'],
    ['a foreign file', '{"name":"something else"}', 'lacks "sidelightBackup"'],
    ['an array', '[1,2]', 'not a group'],
  ])('%s', (_what, text, reason) => {
    const result = readBackup(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.problems.join(' ')).toContain(reason);
  });

  it('a truncated file', async () => {
    await seed(made, 2);
    const text = await backupText(made);
    const result = readBackup(text.slice(0, Math.floor(text.length / 2)));
    expect(result.ok ? '' : result.problems.join(' ')).toContain('not whole JSON');
  });

  it('a backup of a later format', async () => {
    const file = { ...(await good()), sidelightBackup: 2 };
    const result = readBackup(JSON.stringify(file));
    expect(result.ok ? '' : result.problems.join(' ')).toContain(
      'made by a later Sidelight (format 2',
    );
  });

  it('fields of the wrong type, said where', async () => {
    await seed(made, 2);
    const file = await good();
    const stores = file.stores as Record<string, Record<string, unknown>[]>;
    (stores.history?.[1] as Record<string, unknown>).at = 'yesterday';
    (stores.ledger?.[0] as Record<string, unknown>).price = -5;
    const result = readBackup(JSON.stringify(file));
    const problems = result.ok ? [] : result.problems;
    expect(problems[0]).toBe('This backup is damaged: nothing was restored.');
    expect(problems.join(' ')).toContain('In its results, entry 2, “at”');
    expect(problems.join(' ')).toContain('In its spending rows, entry 1, “price”');
  });

  it.each(['__proto__', 'constructor'])('a %s key, however deep', async (key) => {
    await seed(made, 1);
    const text = (await backupText(made)).replace(
      '"title":"Video 0"',
      `"${key}":{"polluted":true}`,
    );
    expect(text).toContain(key);
    const result = readBackup(text);
    expect(result.ok ? '' : result.problems.join(' ')).toContain(`key named ${key}`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a file over the largest size', () => {
    const result = readBackup(' '.repeat(maxBackupBytes + 1));
    expect(result.ok ? '' : result.problems.join(' ')).toContain('larger than 200 MB');
  });
});

it('a 50 MB backup restores whole, in chunks the messages can carry', async () => {
  const big = 'x'.repeat(100_000);
  const base = JSON.parse(await backupText(made)) as Backup;
  const history = Array.from({ length: 500 }, (_, index) => ({
    id: index + 1,
    at: at + index,
    endpointId: 'video.transcript',
    params: { videoId: `t${index}` },
    data: { text: big },
    warnings: [],
    demo: false,
  }));
  const text = JSON.stringify({ ...base, stores: { history } });
  expect(text.length).toBeGreaterThan(50_000_000);
  const chunks: number[] = [];
  const counts = await restoreBackup(read(text), async (chunk) => {
    chunks.push(JSON.stringify(chunk).length);
    return sendTo(fresh)(chunk);
  });
  expect(counts.results.added).toBe(500);
  expect(await fresh.count('history')).toBe(500);
  expect(Math.max(...chunks)).toBeLessThan(16 * 1024 * 1024);
});

describe('the committed backups of each browser', () => {
  it.each(['chromium', 'firefox'])('%s’s validates against the format of today', (browser) => {
    const text = readFileSync(`tests/fixtures/backup-${browser}.json`, 'utf8');
    const file = JSON.parse(text) as { stores: Record<string, Record<string, unknown>[]> };
    const result = readBackup(text);
    const counts = (stores: Record<string, unknown[] | undefined>) =>
      Object.fromEntries(Object.entries(stores).map(([name, rows]) => [name, rows?.length]));
    const asked = (rows: Record<string, unknown>[] = []) =>
      rows.map(({ at, endpointId, params }) => ({ at, endpointId, params }));
    // Every row the file holds is read, its results as they were asked.
    expect(result.ok ? counts(result.backup.stores) : result.problems).toEqual(counts(file.stores));
    expect(result.ok ? asked(result.backup.stores.history) : result.problems).toEqual(
      asked(file.stores.history),
    );
    expect(asked(file.stores.history)).toHaveLength(3);
  });
});
