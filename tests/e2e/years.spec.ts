/**
 * Years of use, in the built extension: a profile seeded with 10,000 results (hundreds of
 * snapshots of each watched thing among them), 100,000 ledger rows over two years and 50 batches
 * of 1,000 lines. Settings opens with every section showing what is kept, History lists the
 * newest and finds an old result by its title, Spending says the month's total, a watched thing's
 * Over time counts its snapshots, and Clear history leaves no result anywhere. Seeded once.
 */
import type { StoreName } from '../../lib/store/db';
import { seededProfile, seededTitle, seedProfile, yearsOfUse } from '../support/seed-profile';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
  waitBeforeFetching,
} from './fixtures';

const fake = fakeApiForSuite();

/** The results that are not a watched thing's snapshots, titled by their order (oldest first). */
const others = yearsOfUse.results - yearsOfUse.watched * yearsOfUse.snapshotsEach;

test('years of use: Settings, History, Spending and Over time show it all; Clear history leaves no result', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
  restartWorker,
}) => {
  test.setTimeout(300_000);
  await useService(sw, fake().url, fake().key);
  // The panel fetches as it opens: the wait before it is panel-fetch.spec.ts's to test.
  await waitBeforeFetching(sw, 0);
  const settings = await openExtensionPage('options.html');
  // The background has made the database before the seed writes into it.
  await askBackground(settings, 'listBatches');
  const seeded = await seedProfile(settings);
  // As after a browser restart: nothing of the empty profile is left in the worker's memory.
  await restartWorker();
  await settings.reload();

  await test.step('Settings opens with every section showing what is kept', async () => {
    await expect(settings.getByTestId('history').locator('.sl-history')).toHaveCount(100);
    await expect(settings.getByTestId('reading')).toHaveCount(0);
    await expect(settings.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(settings.getByTestId('watched').locator('.sl-watched__title')).toHaveText(
      Array.from({ length: yearsOfUse.watched }, (_, index) => `Watched thing ${index + 1}`),
    );
  });

  await test.step('History lists the newest and finds an old result by its title', async () => {
    const history = settings.getByTestId('history');
    await expect(history.locator('.sl-item__title').first()).toHaveText(seededTitle(others - 1));
    await expect(history).toContainText('The newest 100 results; search to find older ones.');
    await history.getByRole('searchbox', { name: 'Search the history' }).fill(seededTitle(1234));
    await expect(history.locator('.sl-item__title')).toHaveText([seededTitle(1234)]);
    await history.getByRole('searchbox', { name: 'Search the history' }).fill('');
    await expect(history.locator('.sl-history')).toHaveCount(100);
  });

  await test.step("Spending says the month's total of the seeded ledger", async () => {
    const spending = settings.getByTestId('spending');
    await expect(spending.locator('p').first()).toContainText(`this month ${seeded.monthCredits}`);
    await expect(spending.getByRole('table').locator('tbody tr')).toHaveCount(50);
  });

  await test.step("a watched thing's Over time counts its hundreds of snapshots", async () => {
    const { view: panel } = await openViewForPage(context, sw, extensionId, seededProfile.url);
    // The panel's look today is one more.
    await expect(panel.getByTestId('over-time').getByRole('heading')).toHaveText(
      new RegExp(`^Over time: ${seeded.snapshotsOfFirstWatched + 1} snapshots since `),
    );
    await panel.close();
  });

  await test.step('Clear history leaves no result, snapshot, cached answer, page or batch', async () => {
    // As a person does: the Storage section's question, counted, then confirmed.
    const storage = settings.getByTestId('storage');
    await storage.getByRole('button', { name: 'Clear history…' }).click();
    const question = storage.getByRole('alertdialog');
    const results = (yearsOfUse.results + 1).toLocaleString('en-US');
    await expect(question.locator('p')).toContainText(
      `Clear history removes ${results} results, ` +
        `${(yearsOfUse.watched * yearsOfUse.snapshotsEach + 1).toLocaleString('en-US')} snapshots of ${yearsOfUse.watched} watched things, `,
    );
    await expect(question.locator('p')).toContainText(
      `${yearsOfUse.loadAllJobs} Load all lists (${yearsOfUse.loadAllJobs * yearsOfUse.pagesPerJob} pages) and ` +
        `${yearsOfUse.batches} batches (${(yearsOfUse.batches * yearsOfUse.rowsPerBatch).toLocaleString('en-US')} lines).`,
    );
    await question.getByRole('button', { name: 'Clear history', exact: true }).click();
    await expect(storage.getByTestId('storage-status')).toContainText(
      `Removed ${results} results, `,
      // Years of data: about 15 s on a quiet machine, more than twice that on a busy one.
      { timeout: 120_000 },
    );
    // The history's list is read again once the clearing is told; on years of data, as slow.
    await expect(settings.getByTestId('history')).toContainText('Nothing yet.', {
      timeout: 120_000,
    });
    const { stores } = await askBackground<{
      stores: Record<StoreName, { count: number }>;
    }>(settings, 'keptUse');
    const emptied: StoreName[] = [
      'history',
      'historyIndex',
      'cache',
      'cacheUse',
      'jobs',
      'jobPages',
      'batches',
      'batchRows',
      'batchAnswers',
    ];
    expect(Object.fromEntries(emptied.map((name) => [name, stores[name].count]))).toEqual(
      Object.fromEntries(emptied.map((name) => [name, 0])),
    );
    // The bill stays: the seeded calls and the panel's one.
    expect(stores.ledger.count).toBe(seeded.ledgerRows + 1);
  });
});
