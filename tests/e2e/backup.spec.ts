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
import { defaultAutoFetchDelaySeconds } from '../../lib/extension/shared/settings';
import { alarmsSetLater, restingAlarms } from '../support/alarms';
import { backupFromElsewhere } from '../support/backup-from-elsewhere';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  launchWithExtension,
  openViewForPage,
  seedHistory,
  test,
  useService,
  waitBeforeFetching,
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

/** Chooses the file in Restore from a backup… (a refused file shows no preview). */
const choose = (settings: Page, file: string) =>
  settings.getByTestId('restore-file').setInputFiles(file);

/** Chooses the file in Restore from a backup… and confirms under what it would change. */
async function restore(settings: Page, file: string, { withSettings = false } = {}) {
  await choose(settings, file);
  const preview = settings.getByTestId('restore-preview');
  if (withSettings)
    await preview.getByRole('checkbox', { name: /Restore the backup’s settings too/ }).check();
  await preview.getByRole('button', { name: 'Restore' }).click();
}

test('a backup restored in a fresh profile shows the same History, Spending and Over time, and restored again adds nothing', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  // The panels fetch as they open; the backup holds the wait a person's settings have.
  await waitBeforeFetching(sw, 0);
  await seedHistory(sw, profile.id, profileParams, [
    {
      at: Date.now() - 7 * day,
      counts: { followers: today.followers - 200, following: today.following },
    },
  ]);
  const { view: profilePanel } = await openViewForPage(context, sw, extensionId, profileUrl);
  await expect(profilePanel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await profilePanel.getByRole('button', { name: '☆ Watch' }).click();
  // Closed only once the star is stored, as a person sees it turn.
  await expect(profilePanel.getByRole('button', { name: '★ Watching' })).toBeVisible();
  await profilePanel.close();
  const { view: channelPanel } = await openViewForPage(context, sw, extensionId, channelUrl);
  await expect(channelPanel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await channelPanel.close();
  const { view: before } = await openViewForPage(context, sw, extensionId, profileUrl);
  const overTime = await before.getByTestId('over-time').getByRole('heading').textContent();
  expect(overTime).toMatch(/^Over time: 2 snapshots since/);
  await before.close();
  await waitBeforeFetching(sw, defaultAutoFetchDelaySeconds);
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
    await restore(restored, file, { withSettings: true });
    await expect(restored.getByTestId('backup-status')).toHaveText(
      'Added 3 results, 2 spending rows, 2 cached answers and 1 watched thing. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
    );
    await expect(async () => expect(await shown(restored)).toEqual(made)).toPass();
    await restore(restored, file, { withSettings: true });
    await expect(restored.getByTestId('backup-status')).toHaveText(
      'Nothing new was added: all of it was already here. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
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
  await choose(settings, truncated);
  const problems = settings.getByTestId('restore-problems');
  await expect(problems.getByRole('paragraph')).toHaveText(
    'Nothing was restored from truncated.json:',
  );
  await expect(problems.getByRole('listitem')).toHaveText([
    /^This file is not whole JSON, so it is damaged or not a backup/,
  ]);
  const hostile = testInfo.outputPath('hostile.json');
  writeFileSync(hostile, text.replace('"stores":{', '"stores":{"__proto__":{"polluted":true},'));
  await choose(settings, hostile);
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

const storedOf = (sw: Worker, name: string) =>
  sw.evaluate(async (key) => (await chrome.storage.local.get(key))[key], name);

test('a restore shows what it will change and changes nothing before Restore; after it, nothing is sent, automatic refreshes stay paused, no cap is raised, the address is not saved and the watched thing is due a day later', async ({
  sw,
  openExtensionPage,
}, testInfo) => {
  await useService(sw, fake().url, fake().key);
  await sw.evaluate(() =>
    chrome.storage.local.set({
      apiSettings: {
        cacheHours: 24,
        cacheMegabytes: 50,
        dailyBudget: 50,
        monthlyBudget: null,
        historyDays: null,
        watchedSnapshots: 100,
        automaticCap: 20,
        automaticPaused: true,
        notifyMoves: false,
      },
    }),
  );
  const settings = await openExtensionPage('options.html');
  await settings.setViewportSize({ width: 1280, height: 900 });
  const file = testInfo.outputPath('other-profile.json');
  const { writeFileSync } = await import('node:fs');
  writeFileSync(file, JSON.stringify(backupFromElsewhere(Date.now())));
  await choose(settings, file);

  const preview = settings.getByTestId('restore-preview');
  await expect(preview.locator('.sl-preview__title')).toHaveText(
    'Restore from other-profile.json? Nothing changes until you press Restore.',
  );
  await expect(preview.getByTestId('restore-adds').getByRole('listitem')).toHaveText([
    'The file holds 1 batch: what this browser has already is left as it is.',
    'It adds 1 watched thing: 1 refreshed every day, first due a day after this restore. None is refreshed at once.',
    'Its batches and Load all lists come back stopped, with their caps: none runs until you resume it.',
    'Its batches keep their numbers, so the files you downloaded from them keep their names.',
    'A restore sends nothing to the service and spends no credits.',
  ]);
  const box = preview.getByRole('checkbox', { name: /Restore the backup’s settings too/ });
  await expect(box).not.toBeChecked();
  await expect(preview.getByTestId('restore-settings')).toHaveText(
    'Your settings stay as they are.',
  );
  await box.check();
  await expect(preview.getByTestId('restore-settings').getByRole('listitem')).toHaveText([
    'Monthly budget (credits): no cap → 300 credits.',
    'Kept your daily budget of 50 credits: a file never removes a cap.',
    'Kept your cap of 20 credits a month for automatic refreshes: a file never raises a cap (the file has 500 credits).',
    'Automatic refreshes stay paused: a file never un-pauses them.',
    'The file’s address, http://localhost:9, is not saved: it goes into the API base address field above, and is used only once you press Save there.',
  ]);
  await settings.getByTestId('backup').screenshot({
    path: testInfo.outputPath('restore-preview-chromium.png'),
  });
  expect(await storedOf(sw, 'watched')).toBeUndefined();

  const restoredAt = Date.now();
  await preview.getByRole('button', { name: 'Restore' }).click();
  await expect(settings.getByTestId('backup-status')).toHaveText(
    'Added 1 batch and 1 watched thing. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
  );
  const after = Date.now();
  expect(await storedOf(sw, 'apiSettings')).toMatchObject({
    dailyBudget: 50,
    monthlyBudget: 300,
    automaticCap: 20,
    automaticPaused: true,
  });
  expect(await storedOf(sw, 'baseUrl')).toBe(fake().url);
  await expect(settings.getByLabel('API base address')).toHaveValue('http://localhost:9');
  const [thing] = (await storedOf(sw, 'watched')) as { dueAt: number }[];
  expect(thing?.dueAt).toBeGreaterThanOrEqual(restoredAt + day);
  expect(thing?.dueAt).toBeLessThanOrEqual(after + day);
  const batches = await sw.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sidelight');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = await new Promise<{ cap: number; running: boolean }[]>((resolve) => {
      const read = db.transaction('batches').objectStore('batches').getAll();
      read.onsuccess = () => resolve(read.result);
    });
    db.close();
    return all.map(({ cap, running }) => [cap, running]);
  });
  expect(batches).toEqual([[40, false]]);

  // Even un-paused by the user and woken, the restored thing is not due: nothing is sent.
  // A box that shows what is stored: clicked, then awaited (its click alone may be drawn over).
  const paused = settings.getByTestId('watched').getByLabel('Pause all automatic refreshes');
  await paused.click();
  await expect(paused).not.toBeChecked();
  await expect.poll(() => storedOf(sw, 'apiSettings')).toMatchObject({ automaticPaused: false });
  await sw.evaluate(() => chrome.alarms.create('sidelight:watched', { when: Date.now() }));
  await expect
    .poll(async () => alarmsSetLater(await sw.evaluate(() => chrome.alarms.getAll())))
    .toEqual(restingAlarms);
  expect(fake().requests).toEqual([]);
});

test('a settings import shows what it will change; a new address is not saved until Save, and no request goes there', async ({
  sw,
  openExtensionPage,
}, testInfo) => {
  await useService(sw, fake().url, fake().key);
  const settings = await openExtensionPage('options.html');
  await settings.setViewportSize({ width: 1280, height: 900 });
  const other = backupFromElsewhere(Date.now()).settings;
  await settings.locator('[data-testid="settings-transfer"] input[type="file"]').setInputFiles({
    name: 'sidelight-settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        ...other,
        preferences: { ...other.preferences, copyFormat: 'txt' },
        apiSettings: { ...other.apiSettings, dailyBudget: 80 },
      }),
    ),
  });
  const preview = settings.getByTestId('import-preview');
  await expect(preview.locator('.sl-preview__title')).toHaveText(
    'Import the settings of sidelight-settings.json? Nothing changes until you press Import.',
  );
  await expect(preview.getByRole('listitem')).toHaveText([
    'Copy transcripts as: Text with timestamps → Plain text.',
    'Daily budget (credits): no cap → 80 credits.',
    'Monthly budget (credits): no cap → 300 credits.',
    'Automatic refreshes stay off: a file never turns them on (the file allows 500 credits a month).',
    'The file’s address, http://localhost:9, is not saved: it goes into the API base address field above, and is used only once you press Save there.',
  ]);
  await settings.getByTestId('settings-transfer').screenshot({
    path: testInfo.outputPath('import-preview-chromium.png'),
  });
  expect(await storedOf(sw, 'preferences')).toBeUndefined();

  await preview.getByRole('button', { name: 'Import' }).click();
  await expect(settings.getByTestId('import-status')).toHaveText(
    'Settings imported. The file’s address is in the API base address field, not saved: press Save there to use it.',
  );
  await expect(settings.getByLabel('API base address')).toHaveValue('http://localhost:9');
  expect(await storedOf(sw, 'baseUrl')).toBe(fake().url);
  expect(await storedOf(sw, 'apiSettings')).toMatchObject({ dailyBudget: 80, automaticCap: null });
  // A call made now still goes to the saved address, the fake.
  await settings.getByRole('button', { name: /^Test the key/ }).click();
  await expect.poll(() => fake().requests.length).toBe(1);

  await settings.getByRole('button', { name: 'Save address' }).click();
  await expect(settings.getByText('Address saved.')).toBeVisible();
  expect(await storedOf(sw, 'baseUrl')).toBe('http://localhost:9');
});

/** The call a page's card makes. */
const callOf = (url: string) =>
  url === profileUrl
    ? { id: profile.id, params: profileParams }
    : { id: 'video.channel', params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' } };

test('what Stop watching and Clear history said goes once a restore brings it all back; Stop watching names what it removes and asks first', async ({
  sw,
  openExtensionPage,
}, testInfo) => {
  await useService(sw, fake().url, fake().key);
  const settings = await openExtensionPage('options.html');
  for (const url of [profileUrl, channelUrl]) await askBackground(settings, 'callApi', callOf(url));
  const key = await askBackground<string>(settings, 'callKey', callOf(profileUrl));
  await sw.evaluate((thing) => chrome.storage.local.set({ watched: [thing] }), {
    key,
    endpointId: profile.id,
    params: profileParams,
    url: profileUrl,
    title: 'Mika 🗼 Tokyo life',
    addedAt: Date.now(),
    schedule: 'daily',
    threshold: 5,
  });
  await settings.reload();
  const watched = settings.getByTestId('watched');
  await expect(watched.locator('.sl-watched > li')).toHaveCount(1);
  const [download] = await Promise.all([
    settings.waitForEvent('download'),
    settings.getByRole('button', { name: 'Back up my data' }).click(),
  ]);
  const file = (await download.path()) ?? '';

  // Stop watching asks first, saying what goes; kept, nothing goes.
  const stop = watched.getByRole('button', { name: 'Stop watching…' });
  await stop.click();
  const question = watched.getByRole('alertdialog');
  await expect(question.locator('p')).toHaveText(
    "Stop watching “Mika 🗼 Tokyo life” removes its schedule (every day) and its threshold (5 % up or down). Its snapshots stay, but no longer past the history's days.",
  );
  await expect(question.getByRole('button', { name: 'Keep watching' })).toBeFocused();
  for (const width of [1024, 1920]) {
    await settings.setViewportSize({ width, height: 900 });
    await watched.screenshot({ path: testInfo.outputPath(`stop-watching-chromium-${width}.png`) });
  }
  await settings.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(stop).toBeFocused();
  expect(((await storedOf(sw, 'watched')) as unknown[]).length).toBe(1);
  await stop.click();
  await question.getByRole('button', { name: 'Stop watching', exact: true }).click();
  await expect(watched.getByTestId('watched-stopped')).toHaveText(
    "Stopped watching “Mika 🗼 Tokyo life”, and its schedule with it. Its snapshots stay, but no longer past the history's days.",
  );
  expect(await storedOf(sw, 'watched')).toEqual([]);
  await watched.screenshot({ path: testInfo.outputPath('stopped-chromium-1920.png') });

  const storage = settings.getByTestId('storage');
  await storage.getByRole('button', { name: 'Clear history…' }).click();
  await storage.getByRole('alertdialog').getByRole('button', { name: 'Clear history' }).click();
  await expect(storage.getByTestId('storage-status')).toHaveText(
    'Removed 2 results and 2 cached answers.',
  );

  // Restored: the results and the watched thing are back, and neither sentence is left.
  await restore(settings, file);
  await expect(settings.getByTestId('backup-status')).toHaveText(
    'Added 2 results, 2 cached answers and 1 watched thing; 2 spending rows were already here.',
  );
  await expect(watched.locator('.sl-watched > li')).toHaveCount(1);
  await expect(watched.getByTestId('watched-stopped')).toHaveCount(0);
  await expect(storage.getByTestId('storage-status')).toHaveCount(0);
  await expect(storage.getByTestId('storage-row').first()).toContainText('2 results');
  for (const width of [1024, 1920]) {
    await settings.setViewportSize({ width, height: 900 });
    await watched.screenshot({
      path: testInfo.outputPath(`watched-restored-chromium-${width}.png`),
    });
  }
});

/** Runs a batch of one video from the batch page, and waits for its end. */
async function runBatch(batch: Page, videoId: string) {
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch.getByLabel('Pages').fill(`https://www.youtube.com/watch?v=${videoId}`);
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 1 of 1 page done');
}

/**
 * The batches listed, newest first, once there are `count` of them (the list is drawn after the
 * page's first reads), and the name of each one's CSV zip as its button saves it.
 */
async function batchesAndFiles(batch: Page, count: number) {
  const listed = batch.getByTestId('batch-list').locator('[data-batch]');
  await expect(listed).toHaveCount(count);
  const names: string[] = [];
  const files: string[] = [];
  for (const item of await listed.all()) {
    names.push((await item.locator('.sl-batch-list__name').textContent())?.split(' · ')[0] ?? '');
    await item.click();
    const [download] = await Promise.all([
      batch.waitForEvent('download'),
      batch.getByRole('button', { name: /^Download CSV/ }).click(),
    ]);
    files.push(download.suggestedFilename());
  }
  return { names, files };
}

/** Restores a file of two batches once its preview says how they are numbered here. */
async function restoreTwoBatches(settings: Page, file: string, numbered: string) {
  await choose(settings, file);
  const preview = settings.getByTestId('restore-preview');
  await expect(preview.getByTestId('restore-adds').getByRole('listitem')).toContainText([numbered]);
  await preview.getByRole('button', { name: 'Restore' }).click();
  await expect(settings.getByTestId('backup-status')).toContainText('2 batches');
}

test('a batch keeps its number and its files their names through a backup, Clear history and a restore; a number taken here is renumbered as the preview says', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  for (const videoId of ['dQw4w9WgXcQ', 'M7lc1UVf-VE']) await runBatch(batch, videoId);
  const before = await batchesAndFiles(batch, 2);
  expect(before.names).toEqual(['Batch 2', 'Batch 1']);
  expect(before.files).toEqual([
    expect.stringMatching(/^sidelight-batch-2-\d{4}-\d{2}-\d{2}\.zip$/),
    expect.stringMatching(/^sidelight-batch-1-\d{4}-\d{2}-\d{2}\.zip$/),
  ]);

  const settings = await openExtensionPage('options.html');
  const [backup] = await Promise.all([
    settings.waitForEvent('download'),
    settings.getByTestId('backup').getByRole('button', { name: 'Back up my data' }).click(),
  ]);
  const file = (await backup.path()) ?? '';
  const storage = settings.getByTestId('storage');
  await storage.getByRole('button', { name: 'Clear history…' }).click();
  await storage.getByRole('alertdialog').getByRole('button', { name: 'Clear history' }).click();
  await expect(storage.getByTestId('storage-status')).toContainText('2 batches');

  await restoreTwoBatches(
    settings,
    file,
    'Its batches keep their numbers, so the files you downloaded from them keep their names.',
  );
  await batch.reload();
  expect(await batchesAndFiles(batch, 2)).toEqual(before);

  // Into a profile that ran a batch of its own: its Batch 1 stays, the file's comes back as Batch 3.
  const other = await launchWithExtension();
  try {
    const { sw: otherWorker, extensionId: otherId } = await workerOf(other);
    await useService(otherWorker, fake().url, fake().key);
    const otherBatch = await other.newPage();
    await otherBatch.goto(`chrome-extension://${otherId}/batch.html`);
    await runBatch(otherBatch, 'k3Vq8ZmT1xw');
    const restored = await other.newPage();
    await restored.goto(`chrome-extension://${otherId}/options.html`);
    await restoreTwoBatches(
      restored,
      file,
      'Batch 1 comes back as Batch 3: this browser already has a batch with that number. The others keep their numbers.',
    );
    await otherBatch.reload();
    const after = await batchesAndFiles(otherBatch, 3);
    expect(after.names).toEqual(['Batch 3', 'Batch 2', 'Batch 1']);
    expect(after.files.slice(0, 2)).toEqual([
      before.files[1]?.replace('batch-1-', 'batch-3-'),
      before.files[0],
    ]);
  } finally {
    await other.close();
  }
});
