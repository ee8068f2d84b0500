/**
 * What Sidelight keeps, seen and cleared in the settings, in the built extension against the
 * local fake: after a Load all and a batch, Clear history says what it will remove, counted, and
 * asks first; kept, nothing goes; confirmed, no answer text of theirs is left in any store of the
 * browser's own IndexedDB, the spending record stays, and the total kept goes down to it at once.
 * A result deleted in History can be undone for a while; Stop watching says what becomes of the
 * snapshots.
 */
import type { Page } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { keptRows } from '../../lib/store/kept-stores';
import { answerFor } from '../fake-api/pages';
import { askBackground, expect, fakeApiForSuite, test, useService } from './fixtures';

const pageCount = 3;
const fake = fakeApiForSuite({ pageCount });

const reviews = { id: 'reviews.reviews', params: { domain: 'www.amazon.com' } } as const;
const videos = ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/M7lc1UVf-VE'];

/** The longest texts an answer holds: what only the answer itself would put in a store. */
function answerTexts(answer: unknown): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string' && value.length >= 40 && !/^https?:/.test(value))
      texts.push(value);
    else if (value && typeof value === 'object')
      for (const each of Object.values(value)) walk(each);
  };
  walk(answer);
  return texts.sort((a, b) => b.length - a.length).slice(0, 2);
}

const reviewPage = answerFor(endpointById(reviews.id), reviews.params, 2, pageCount) as {
  reviews: { text: string }[];
};
const reviewTexts = answerTexts(reviewPage);
const videoAnswer = answerFor(
  endpointById('video.video'),
  { videoId: 'dQw4w9WgXcQ' },
  1,
  pageCount,
);
const videoTexts = answerTexts(videoAnswer);

/** Every object store of the database `sidelight`, as JSON, read in an extension page. */
function readDatabase(page: Page): Promise<Record<string, { count: number; json: string }>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('sidelight');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores: Record<string, { count: number; json: string }> = {};
    for (const name of [...db.objectStoreNames]) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      stores[name] = { count: rows.length, json: JSON.stringify(rows) };
    }
    db.close();
    return stores;
  });
}

/** The stores that hold one of `texts`. */
const holding = (stores: Record<string, { json: string }>, texts: string[]) =>
  Object.keys(stores).filter((name) => texts.some((text) => stores[name]?.json.includes(text)));

const n = (value: number) => value.toLocaleString('en-US');
const counted = (value: number, one: string, many: string) =>
  `${n(value)} ${value === 1 ? one : many}`;

test('Clear history after a Load all and a batch: says what goes, asks first, and leaves no answer text in IndexedDB; the spending record stays, and the total goes down to it', async ({
  sw,
  openExtensionPage,
}) => {
  // What is looked for afterwards: two reviews' words, and the video's description and title.
  expect(reviewTexts).toHaveLength(2);
  expect(reviewPage.reviews.map((review) => review.text)).toEqual(
    expect.arrayContaining(reviewTexts),
  );
  expect(videoTexts).toEqual([
    (videoAnswer as { description: string }).description,
    (videoAnswer as { title: string }).title,
  ]);
  await useService(sw, fake().url, fake().key);

  // A batch of two videos, run from its page.
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(videos.join('\n'));
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 2 of 2 pages done');
  await batch.close();

  // A Load all of a business's reviews, to the list's end.
  const settings = await openExtensionPage('options.html');
  await askBackground(settings, 'loadAll', { ...reviews, cap: 1000 });
  await expect
    .poll(async () => {
      const job = await askBackground<{ ended?: { why: string } } | null>(
        settings,
        'findJob',
        reviews,
      );
      return job?.ended?.why;
    })
    .toBe('end');

  const before = await readDatabase(settings);
  const answerText = [...reviewTexts, ...videoTexts];
  // What is checked is there to begin with: the answers, their pages and the batch's lines.
  expect(holding(before, reviewTexts)).toEqual(expect.arrayContaining(['history', 'jobPages']));
  expect(holding(before, videoTexts)).toEqual(expect.arrayContaining(['batchAnswers']));
  const count = (name: string) => before[name]?.count ?? 0;
  expect(count('jobs')).toBe(1);
  expect(count('batches')).toBe(1);
  expect(count('ledger')).toBeGreaterThanOrEqual(pageCount + videos.length);

  const storage = settings.getByTestId('storage');
  await expect(
    storage.getByTestId('storage-row').filter({ hasText: 'Batches and their lines' }),
  ).toContainText(`1 batch (${counted(count('batchRows'), 'line', 'lines')})`);
  const total = storage.getByTestId('storage-total');
  const keptBefore = await total.textContent();
  expect(keptBefore).toMatch(/^Sidelight keeps about [\d.,]+ (KB|MB)\.$/);
  await expect(storage.getByTestId('storage-browser')).toHaveText(
    /^This browser allows Sidelight [\d.,]+ (MB|GB|TB) and counts [\d.,]+ (KB|MB) as used; it frees the room of what is removed later\.$/,
  );

  // Asked, then kept: the question says what would go, and nothing goes.
  const ask = storage.getByRole('button', { name: 'Clear history…' });
  await ask.click();
  const question = storage.getByRole('alertdialog');
  await expect(question.locator('p')).toHaveText(
    `Clear history removes ${counted(count('history'), 'result', 'results')}, ` +
      `${counted(count('cache'), 'cached answer', 'cached answers')}, ` +
      `1 Load all list (${counted(count('jobPages'), 'page', 'pages')}) and ` +
      `1 batch (${counted(count('batchRows'), 'line', 'lines')}). ` +
      'What it cost stays in the spending record; what you watch stays watched. ' +
      'A Load all or batch still running is stopped first.',
  );
  await expect(question.getByRole('button', { name: 'Keep everything' })).toBeFocused();
  await settings.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(ask).toBeFocused();
  const kept = await readDatabase(settings);
  for (const name of Object.keys(before)) expect(kept[name]?.count, name).toBe(before[name]?.count);

  // Asked, then confirmed.
  await ask.click();
  await question.getByRole('button', { name: 'Clear history', exact: true }).click();
  await expect(storage.getByTestId('storage-status')).toHaveText(
    `Removed ${counted(count('history'), 'result', 'results')}, ` +
      `${counted(count('cache'), 'cached answer', 'cached answers')}, ` +
      `1 Load all list (${counted(count('jobPages'), 'page', 'pages')}) and ` +
      `1 batch (${counted(count('batchRows'), 'line', 'lines')}).`,
  );
  await expect(ask).toBeFocused();
  await expect(storage.getByTestId('storage-row').first()).toContainText('0 results');
  // The total goes down to what is left, the spending record, whatever the browser still counts.
  const spendingSize = await storage
    .getByTestId('storage-row')
    .filter({ hasText: 'Spending record' })
    .locator('.sl-storage__size')
    .textContent();
  await expect(total).toHaveText(`Sidelight keeps about ${spendingSize}.`);
  expect(await total.textContent()).not.toBe(keptBefore);
  await expect(
    storage
      .getByTestId('storage-row')
      .filter({ hasNotText: 'Spending record' })
      .locator('.sl-storage__size'),
  ).toHaveText(keptRows.filter((row) => row.kind !== 'spending').map(() => '0 KB'));

  const after = await readDatabase(settings);
  expect(holding(after, answerText)).toEqual([]);
  for (const name of ['history', 'historyIndex', 'cache', 'jobs', 'jobPages', 'batches'])
    expect(after[name]?.count, name).toBe(0);
  expect(after.ledger?.count).toBe(count('ledger'));
});

test('each clearing action asks first, names only what it removes, and Keep everything keeps it', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(videos[0] ?? '');
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 1 of 1 page done');
  const settings = await openExtensionPage('options.html');
  const storage = settings.getByTestId('storage');
  const before = await readDatabase(settings);
  const asked = [
    [
      'Clear cache',
      `Clear cache removes ${counted(before.cache?.count ?? 0, 'cached answer', 'cached answers')}. Nothing else goes.`,
    ],
    [
      'Delete Load all lists',
      'Delete Load all lists has nothing to remove: none of it is kept now.',
    ],
    ['Delete batches', 'Delete batches removes 1 batch (1 line). Nothing else goes.'],
  ] as const;
  for (const [action, words] of asked) {
    await storage.getByRole('button', { name: `${action}…` }).click();
    const question = storage.getByRole('alertdialog');
    await expect(question).toContainText(words);
    await question.getByRole('button', { name: 'Keep everything' }).click();
    await expect(question).toHaveCount(0);
    await expect(storage.getByRole('button', { name: `${action}…` })).toBeFocused();
  }
  const kept = await readDatabase(settings);
  for (const name of Object.keys(before)) expect(kept[name]?.count, name).toBe(before[name]?.count);

  await storage.getByRole('button', { name: 'Delete batches…' }).click();
  await storage.getByRole('alertdialog').getByRole('button', { name: 'Delete batches' }).click();
  await expect(storage.getByTestId('storage-status')).toHaveText('Removed 1 batch (1 line).');
  const after = await readDatabase(settings);
  expect(after.batches?.count).toBe(0);
  expect(after.batchAnswers?.count).toBe(0);
  expect(after.history?.count).toBe(before.history?.count);
  expect(after.cache?.count).toBe(before.cache?.count);
});

test('a result deleted in History can be undone for a while; Stop watching says its snapshots stay, but not past the history’s days', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const settings = await openExtensionPage('options.html');
  for (const videoId of ['dQw4w9WgXcQ', 'M7lc1UVf-VE'])
    await askBackground(settings, 'callApi', { id: 'video.video', params: { videoId } });
  const key = await askBackground<string>(settings, 'callKey', {
    id: 'video.video',
    params: { videoId: 'dQw4w9WgXcQ' },
  });
  await sw.evaluate((thing) => chrome.storage.local.set({ watched: [thing] }), {
    key,
    endpointId: 'video.video',
    params: { videoId: 'dQw4w9WgXcQ' },
    url: videos[0] ?? '',
    title: 'Never gonna',
    addedAt: Date.now(),
  });
  await settings.reload();
  const history = settings.getByTestId('history');
  const results = history.getByRole('listitem');
  await expect(results).toHaveCount(2);
  const stored = async () => (await readDatabase(settings)).history?.count;

  // Deleted, then undone: it is back, and was never gone from the store.
  await results.first().getByRole('button', { name: 'Delete' }).click();
  await expect(results).toHaveCount(1);
  const undo = history.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await expect(history.getByTestId('history-deleted')).toContainText(
    'from the history; its snapshots go with it.',
  );
  expect(await stored()).toBe(2);
  await undo.click();
  await expect(results).toHaveCount(2);
  await expect(results.first().getByRole('button', { name: 'Delete' })).toBeFocused();
  expect(await stored()).toBe(2);

  // Deleted, and another after it: the first goes then.
  await results.first().getByRole('button', { name: 'Delete' }).click();
  await results.first().getByRole('button', { name: 'Delete' }).click();
  await expect(results).toHaveCount(0);
  await expect.poll(stored).toBe(1);

  const watched = settings.getByTestId('watched');
  await watched.getByRole('button', { name: 'Stop watching…' }).click();
  await expect(watched.getByRole('alertdialog').locator('p')).toHaveText(
    "Stop watching “Never gonna” removes it from this list. Its snapshots stay, but no longer past the history's days.",
  );
  await watched
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Stop watching', exact: true })
    .click();
  await expect(watched.getByTestId('watched-stopped')).toHaveText(
    "Stopped watching “Never gonna”. Its snapshots stay, but no longer past the history's days.",
  );
  await expect(watched.getByTestId('watched-stopped')).toBeFocused();
});
