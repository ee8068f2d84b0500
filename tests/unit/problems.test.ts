/**
 * The record of what went wrong: what a problem keeps (when, what was being done, the error in
 * words), the newest 200 alone, nothing secret in it whatever the error said (generated keys,
 * addresses and headers), the plain-text report, and the backup carrying it there and back.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepProblem, recordProblem } from '@/lib/extension/background/problems';
import { apiKey } from '@/lib/extension/shared/api-key';
import { messages } from '@/lib/extension/shared/messages';
import {
  type Doing,
  doingIds,
  doings,
  keptProblems,
  type Problem,
  scrubbed,
  supportReport,
  withProblem,
  withRestoredProblems,
} from '@/lib/extension/shared/problems';
import { settingsExport } from '@/lib/extension/shared/settings-file';
import { problems } from '@/lib/extension/shared/storage';
import { storedProblems } from '@/lib/extension/shared/stored-writes';
import { readBackup } from '@/lib/extension/views/backup/read';
import { writeBackup } from '@/lib/extension/views/backup/write';
import { openStore } from '@/lib/store/db';

const at = Date.UTC(2026, 10, 20, 12);

beforeEach(() => {
  fakeBrowser.reset();
  globalThis.indexedDB = new IDBFactory();
});

/** A key as a service hands them out: a prefix and a long run of letters and digits. */
const keys = fc
  .tuple(fc.constantFrom('sk_', 'sl_live_', 'key-', ''), fc.stringMatching(/^[A-Za-z0-9]{24,48}$/))
  .map(([prefix, body]) => `${prefix}${body}`)
  // A key without a digit or a letter is no key a service gives.
  .filter((key) => /[0-9]/.test(key) && /[A-Za-z]/.test(key));

/** Words around a secret, as errors of fetch, IndexedDB and the service say them. */
const words = fc.stringMatching(/^[A-Za-z ,.:()'-]{0,60}$/);

/** Every way an error's message may carry a key. */
const carrying = (key: string, query: string): string[] => [
  key,
  `x-api-key: ${key}`,
  `X-API-KEY=${key}`,
  `Authorization: Bearer ${key}`,
  `bearer ${key}`,
  `{"apiKey":"${key}"}`,
  `https://api.example.com/v1/video/video?key=${encodeURIComponent(key)}&q=${query}`,
  `https://api.example.com/v1/channel?api_key=[your key]&q=${query}&key=${key}`,
  `http://127.0.0.1:8787/v1/x#access_token=${key}`,
  `token=${key}; path=/`,
];

describe('the scrub', () => {
  it('leaves no key, wherever an error puts it', () => {
    fc.assert(
      fc.property(
        keys,
        words,
        words,
        fc.nat(9),
        fc.boolean(),
        fc.nat(),
        (key, before, after, form, told, n) => {
          const search = `ZQ${n}QZ`;
          const form_ = carrying(key, search)[form] as string;
          const out = scrubbed(`${before} ${form_} ${after}`, told ? key : '');
          expect(out).not.toContain(key);
          expect(out).not.toContain(encodeURIComponent(key));
          // The forms that are addresses carry a search besides: it goes with their query.
          expect(out).not.toContain(search);
        },
      ),
    );
  });

  it("drops every address's query and fragment, keeping its host", () => {
    const carried = (url: string, secret: string, around: string) =>
      scrubbed(`${around} ${url}?q=${secret}&page=2#${secret} ${around}`);
    fc.assert(
      fc.property(fc.webUrl(), fc.nat(), words, (url, n, around) => {
        const secret = `ZQ${n}QZ`;
        const out = carried(url, secret, around);
        expect(out).not.toContain(secret);
        // The cut is marked where the query starts, or at a pair the path already carried (`/&a=`).
        expect(out).toMatch(/[?&]…/);
      }),
    );
    // A host that looks like a key is hidden as one; every other host stays.
    const keyLike = /[A-Za-z0-9_-]{20,}/;
    fc.assert(
      fc.property(
        fc.webUrl().filter((url) => !keyLike.test(url)),
        fc.nat(),
        words,
        (url, n, around) => {
          expect(carried(url, `ZQ${n}QZ`, around)).toContain(new URL(url).hostname);
        },
      ),
    );
  });

  it('keeps the words of an ordinary error, and at most 300 characters of any', () => {
    expect(
      scrubbed('QuotaExceededError: The quota has been exceeded.', 'sk_9f8e7d6c5b4a39281706'),
    ).toBe('QuotaExceededError: The quota has been exceeded.');
    fc.assert(
      fc.property(fc.string({ maxLength: 5000 }), keys, (text, key) => {
        expect(scrubbed(text, key).length).toBeLessThanOrEqual(300);
      }),
    );
  });
});

describe('the record', () => {
  it('keeps when, what was being done and the error in words, scrubbed of the stored key', async () => {
    const key = 'sk_live_4Fq9ZxT2mB7cR1pW8nK3vL6d';
    await apiKey.setValue(key);
    await keepProblem(
      'savingAnswer',
      new DOMException(`The transaction for ${key} was aborted`, 'QuotaExceededError'),
      at,
    );
    expect(await problems.getValue()).toEqual([
      {
        at,
        doing: 'saving an answer',
        error: 'QuotaExceededError: The transaction for [your key] was aborted',
      },
    ]);
  });

  it('records a failure handed to its catch handler', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(recordProblem('refreshingWatched'));
    await expect.poll(() => problems.getValue()).toHaveLength(1);
    const [problem] = await problems.getValue();
    expect(problem).toMatchObject({
      doing: 'refreshing watched things',
      error: 'TypeError: Failed to fetch',
    });
  });

  it(`keeps the newest ${keptProblems}, newest first`, async () => {
    for (let index = 0; index < keptProblems + 5; index += 1)
      await storedProblems.update(
        withProblem({ at: at + index, doing: doings.countingMoved, error: `Error ${index}` }),
      );
    const kept = await problems.getValue();
    expect(kept).toHaveLength(keptProblems);
    expect(kept[0]?.error).toBe(`Error ${keptProblems + 4}`);
    expect(kept.at(-1)?.error).toBe('Error 5');
  });

  it('takes from views only the fixed phrases, and errors of a bounded length', () => {
    const request = messages.reportProblem.request;
    for (const doing of doingIds)
      expect(request.safeParse({ doing, error: 'TypeError: x' }).success).toBe(true);
    expect(request.safeParse({ doing: 'anything I like', error: 'x' }).success).toBe(false);
    expect(
      request.safeParse({ doing: 'savingSettings' as Doing, error: 'x'.repeat(2001) }).success,
    ).toBe(false);
  });
});

describe('the support report', () => {
  const record: Problem[] = [
    { at: at + 60_000, doing: doings.savingAnswer, error: 'QuotaExceededError: full' },
    { at, doing: doings.refreshingWatched, error: '1 of 1 automatic refresh failed: 503' },
  ];

  it('says the version, the browser and each problem, newest first, and nothing else', () => {
    expect(
      supportReport([...record].reverse(), {
        version: '0.1.0',
        browser: 'Firefox 140.3',
        madeAt: at + 120_000,
      }),
    ).toBe(
      [
        'Sidelight 0.1.0 in Firefox 140.3',
        'Report made 2026-11-20 12:02:00 UTC',
        '2 problems, newest first (times in UTC):',
        '2026-11-20 12:01:00  saving an answer: QuotaExceededError: full',
        '2026-11-20 12:00:00  refreshing watched things: 1 of 1 automatic refresh failed: 503',
        '',
      ].join('\n'),
    );
  });

  it('says so when nothing went wrong', () => {
    expect(supportReport([], { version: '0.1.0', browser: 'Chromium 140', madeAt: at })).toContain(
      'No problems recorded.',
    );
  });
});

describe('the backup', () => {
  const problemAt = (index: number): Problem => ({
    at: at + index * 1000,
    doing: doings.placingRefresh,
    error: `Error ${index}`,
  });

  it('carries the record there and back, each once, the newest 200 kept', async () => {
    const db = await openStore('problems-backup');
    const inFile = Array.from({ length: 150 }, (_, index) => problemAt(index * 2));
    const text = await (
      await writeBackup(db, {
        madeAt: at,
        settings: await settingsExport(),
        watched: [],
        problems: inFile,
      })
    ).text();
    const read = readBackup(text);
    if (!read.ok) throw new Error(read.problems.join(' '));
    expect(read.backup.problems).toEqual(inFile);
    // Kept here already: 100 of their own, odd seconds, and one the file has too.
    const here = [
      ...Array.from({ length: 100 }, (_, index) => problemAt(index * 2 + 1)),
      inFile[0],
    ];
    await problems.setValue(here as Problem[]);
    await storedProblems.update(withRestoredProblems(read.backup.problems ?? []));
    const once = await problems.getValue();
    expect(once).toHaveLength(keptProblems);
    expect(once.map((problem) => problem.at)).toEqual(
      [...inFile, ...here]
        .map((problem) => problem?.at ?? 0)
        .filter((moment, index, all) => all.indexOf(moment) === index)
        .sort((a, b) => b - a)
        .slice(0, keptProblems),
    );
    await storedProblems.update(withRestoredProblems(read.backup.problems ?? []));
    expect(await problems.getValue()).toEqual(once);
  });

  it('reads a file made before the record was kept', async () => {
    const db = await openStore('problems-old');
    const text = await (
      await writeBackup(db, { madeAt: at, settings: await settingsExport(), watched: [] })
    ).text();
    const read = readBackup(text);
    expect(read.ok && read.backup.problems).toBeUndefined();
  });

  it('refuses a problem of a shape no record has', async () => {
    const db = await openStore('problems-bad');
    const text = await (
      await writeBackup(db, {
        madeAt: at,
        settings: await settingsExport(),
        watched: [],
        problems: [{ at, doing: 'x', error: 'y', data: { secret: 1 } } as Problem],
      })
    ).text();
    const read = readBackup(text);
    expect(read.ok).toBe(false);
  });
});
