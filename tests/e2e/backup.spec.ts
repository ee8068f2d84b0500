/**
 * Back up and restore in the built extension: results fetched live from the local fake (one of
 * them watched, with an older snapshot) are backed up from the settings, and the file restored in
 * a fresh profile shows the same History, Spending and Over time; restored again, it adds
 * nothing. A backup made by Firefox (committed) restores here too.
 *
 * `WRITE_BACKUP_FIXTURES=1` writes this browser's backup to tests/fixtures/backup-chromium.json.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { endpointName } from '../../lib/areas/names';
import { sampleOf } from '../../lib/areas/samples';
import {
  expect,
  fakeApiForSuite,
  launchWithExtension,
  openViewForPage,
  seedHistory,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();
const day = 86_400_000;
const fixtures = path.resolve(import.meta.dirname, '../fixtures');

const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const channelUrl = 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg';
const profile = endpointById('shortvideo.user');
const profileParams = profile.params.parse({ username: 'mika.in.tokyo' }) as Record<
  string,
  unknown
>;
const today = sampleOf('shortvideo.user') as { followers: number; following: number };

async function workerOf(context: BrowserContext): Promise<{ sw: Worker; extensionId: string }> {
  const sw =
    context.serviceWorkers()[0] ??
    (await context.waitForEvent('serviceworker', { timeout: 15_000 }));
  return { sw, extensionId: new URL(sw.url()).host };
}

/** What the settings show of the history, the spending and the watched things. */
async function shown(settings: Page) {
  const history = settings.getByTestId('history');
  await expect(history.getByRole('listitem').first()).toBeVisible();
  const spending = settings.getByTestId('spending');
  await expect(spending.getByRole('row').nth(1)).toBeVisible();
  return {
    history: await history
      .getByRole('listitem')
      .locator('.sl-item__title, .sl-item__subtitle')
      .allTextContents(),
    totals: await spending.locator('p').first().textContent(),
    calls: await spending.getByRole('row').allTextContents(),
    watched: await settings.getByTestId('watched').getByRole('listitem').allTextContents(),
  };
}

async function restore(settings: Page, file: string) {
  await settings.getByTestId('restore-file').setInputFiles(file);
}

test('a backup restored in a fresh profile shows the same History, Spending and Over time, and restored again adds nothing', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  await seedHistory(sw, profile.id, profileParams, [
    {
      at: Date.now() - 7 * day,
      counts: { followers: today.followers - 200, following: today.following },
    },
  ]);
  for (const url of [profileUrl, channelUrl]) {
    const { view: panel } = await openViewForPage(context, sw, extensionId, url);
    await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    if (url === profileUrl) await panel.getByRole('button', { name: '☆ Watch' }).click();
    await panel.close();
  }
  const { view: before } = await openViewForPage(context, sw, extensionId, profileUrl);
  const overTime = await before.getByTestId('over-time').getByRole('heading').textContent();
  expect(overTime).toMatch(/^Over time: 2 snapshots since/);
  await before.close();
  const settings = await openExtensionPage('options.html');
  const made = await shown(settings);
  expect(made.history).toHaveLength(6);
  expect(made.watched).toHaveLength(1);

  const section = settings.getByTestId('backup');
  const [download] = await Promise.all([
    settings.waitForEvent('download'),
    section.getByRole('button', { name: 'Back up my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^sidelight-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const file = (await download.path()) ?? '';
  const text = readFileSync(file, 'utf8');
  expect(text).not.toContain(fake().key);
  const backup = JSON.parse(text) as {
    sidelightBackup: number;
    browser: string;
    stores: { history: unknown[]; ledger: unknown[] };
  };
  expect([
    backup.sidelightBackup,
    backup.browser,
    backup.stores.history.length,
    backup.stores.ledger.length,
  ]).toEqual([1, 'Chromium', 3, 2]);
  await expect(section.getByRole('status')).toHaveText(/^Backup saved \(\d+ KB\)\.$/);
  if (process.env.WRITE_BACKUP_FIXTURES)
    copyFileSync(file, path.join(fixtures, 'backup-chromium.json'));

  const other = await launchWithExtension();
  try {
    const { sw: otherWorker, extensionId: otherId } = await workerOf(other);
    const restored = await other.newPage();
    await restored.goto(`chrome-extension://${otherId}/options.html`);
    await restore(restored, file);
    await expect(restored.getByTestId('backup-status')).toHaveText(
      'Added 3 results, 2 spending rows, 2 cached answers and 1 watched thing. Settings restored.',
    );
    await expect(async () => expect(await shown(restored)).toEqual(made)).toPass();
    await restore(restored, file);
    await expect(restored.getByTestId('backup-status')).toHaveText(
      'Nothing new was added: all of it was already here. Settings restored.',
    );
    await expect(async () => expect(await shown(restored)).toEqual(made)).toPass();

    // The key is this browser's own; the restored answers and snapshots are free.
    await useService(otherWorker, fake().url, fake().key);
    const calls = fake().requests.length;
    const { view: after } = await openViewForPage(other, otherWorker, otherId, profileUrl);
    await expect(after.getByTestId('over-time').getByRole('heading')).toHaveText(overTime ?? '');
    expect(fake().requests.length).toBe(calls);
  } finally {
    await other.close();
  }
});

test('a damaged or foreign file is refused with its reason, and nothing changes', async ({
  openExtensionPage,
}, testInfo) => {
  const settings = await openExtensionPage('options.html');
  const truncated = testInfo.outputPath('truncated.json');
  const text = readFileSync(path.join(fixtures, 'backup-chromium.json'), 'utf8');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(truncated, text.slice(0, text.length / 2));
  await restore(settings, truncated);
  const problems = settings.getByTestId('restore-problems');
  await expect(problems.getByRole('paragraph')).toHaveText(
    'Nothing was restored from truncated.json:',
  );
  await expect(problems.getByRole('listitem')).toHaveText([
    /^This file is not whole JSON, so it is damaged or not a backup/,
  ]);
  const hostile = testInfo.outputPath('hostile.json');
  writeFileSync(hostile, text.replace('"stores":{', '"stores":{"__proto__":{"polluted":true},'));
  await restore(settings, hostile);
  await expect(problems.getByRole('listitem')).toHaveText([
    /has a key named __proto__, which no backup has: the file is refused\.$/,
  ]);
  await expect(settings.getByTestId('history').getByText('Nothing yet.')).toBeVisible();
});

test('a backup made in Firefox restores here, with its History', async ({ openExtensionPage }) => {
  const file = path.join(fixtures, 'backup-firefox.json');
  const backup = JSON.parse(readFileSync(file, 'utf8')) as {
    browser: string;
    stores: { historyIndex: { title?: string; endpointId: string }[] };
  };
  expect(backup.browser).toBe('Firefox');
  const settings = await openExtensionPage('options.html');
  await restore(settings, file);
  await expect(settings.getByTestId('backup-status')).toHaveText(/^Added 3 results, /);
  const titles = backup.stores.historyIndex
    .map((summary) => summary.title ?? endpointName(summary.endpointId))
    .reverse();
  await expect(
    settings.getByTestId('history').getByRole('listitem').locator('.sl-item__title'),
  ).toHaveText(titles);
});
