/**
 * Back up and restore in Firefox: results fetched live from the local fake (one looked at twice
 * and watched) are backed up from the settings; the file restored in a fresh Firefox shows the same
 * History, Spending and Over time, and restored again adds nothing. A backup made by Chromium
 * (committed) restores here too. Batches keep their numbers, and their files their names.
 *
 * `WRITE_BACKUP_FIXTURES=1` writes this browser's backup to tests/fixtures/backup-firefox.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { endpointName } from '../../lib/areas/names';
import { alarmsSetLater, restingAlarms } from '../support/alarms';
import { backupFromElsewhere } from '../support/backup-from-elsewhere';
import { backUp, choose, preview, restore } from './backup-files';
import { batchTab } from './batch-tab';
import { type FirefoxSession, launchFirefox, openSidebar } from './firefox';
import { keepFiles, type Saved, savedIn } from './saved-files';
import { firefoxForSuite, openExtensionTab, showPage, useService } from './session';
import { panelResult, view } from './views';

const suite = firefoxForSuite();
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const channelUrl = 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg';
const overTime = '[data-testid="over-time"] h2';
const day = 86_400_000;

const opened: FirefoxSession[] = [];
afterAll(async () => {
  await Promise.all(opened.map((firefox) => firefox.close()));
});

/** What the settings show of the history, the spending and the watched things. */
async function shown(firefox: FirefoxSession) {
  const settings = view(firefox, 'settings');
  await expect.poll(() => settings.texts('[data-testid="spending"] tr')).not.toEqual([]);
  return {
    history: await settings.texts(
      '[data-testid="history"] li .sl-item__title, [data-testid="history"] li .sl-item__subtitle',
    ),
    totals: await settings.text('[data-testid="spending"] p'),
    calls: await settings.texts('[data-testid="spending"] tr'),
    watched: await settings.texts('[data-testid="watched"] li'),
  };
}

/** What a test stored behind the settings page's back, told to it as a page of Sidelight tells it. */
async function settingsChanged(firefox: FirefoxSession, address: string) {
  await firefox.settings.evaluate(() =>
    new BroadcastChannel('sidelight:kept').postMessage({ changed: ['settings'] }),
  );
  await expect.poll(() => view(firefox, 'settings').value('API base address')).toBe(address);
}

const status = (firefox: FirefoxSession) =>
  view(firefox, 'settings').text('[data-testid="backup-status"]');

it('a backup restored in a fresh Firefox shows the same History, Spending and Over time, and restored again adds nothing', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await openSidebar(firefox);
  await showPage(firefox, profileUrl);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  await sidebar.click({ role: 'button', name: /^Refresh · / });
  await expect.poll(() => sidebar.text(overTime)).toMatch(/^Over time: 2 snapshots since/);
  const timeShown = await sidebar.text(overTime);
  await sidebar.click({ role: 'button', name: '☆ Watch' });
  await expect.poll(() => sidebar.names('button')).toContain('★ Watching');
  await showPage(firefox, channelUrl);
  await expect
    .poll(async () => {
      const now = await shown(firefox);
      return [now.calls.length, now.history.length, now.watched.length];
    })
    .toEqual([4, 6, 1]);
  const made = await shown(firefox);

  const file = await backUp(firefox);
  expect(file.name).toMatch(/^sidelight-backup-\d{4}-\d{2}-\d{2}\.json$/);
  expect(file.text).not.toContain(fake.key);
  const backup = JSON.parse(file.text) as {
    browser: string;
    stores: { history: unknown[]; ledger: unknown[] };
  };
  expect([backup.browser, backup.stores.history.length, backup.stores.ledger.length]).toEqual([
    'Firefox',
    3,
    3,
  ]);
  if (process.env.WRITE_BACKUP_FIXTURES)
    writeFileSync(path.join(fixtures, 'backup-firefox.json'), file.text);

  const other = await launchFirefox();
  opened.push(other);
  await restore(other, file.name, file.text, { withSettings: true });
  await expect
    .poll(() => status(other))
    .toBe(
      'Added 3 results, 3 spending rows, 2 cached answers and 1 watched thing. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
    );
  await expect.poll(() => shown(other)).toEqual(made);
  await restore(other, file.name, file.text, { withSettings: true });
  await expect
    .poll(() => status(other))
    .toBe(
      'Nothing new was added: all of it was already here. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
    );
  await expect.poll(() => shown(other)).toEqual(made);

  // The key is this browser's own; the restored answers and snapshots are free.
  await useService(other, fake);
  const calls = fake.requests.length;
  await openSidebar(other);
  await showPage(other, profileUrl);
  await expect.poll(() => view(other, 'sidebar').text(overTime)).toBe(timeShown);
  expect(fake.requests).toHaveLength(calls);
});

it('a backup made in Chromium restores here, with its History', async () => {
  const text = readFileSync(path.join(fixtures, 'backup-chromium.json'), 'utf8');
  const backup = JSON.parse(text) as {
    browser: string;
    stores: { historyIndex: { title?: string; endpointId: string }[] };
  };
  expect(backup.browser).toBe('Chromium');
  const fresh = await launchFirefox();
  opened.push(fresh);
  await restore(fresh, 'backup-chromium.json', text);
  await expect.poll(() => status(fresh)).toMatch(/^Added 3 results, /);
  const titles = backup.stores.historyIndex
    .map((summary) => summary.title ?? endpointName(summary.endpointId))
    .reverse();
  await expect
    .poll(() => view(fresh, 'settings').texts('[data-testid="history"] li .sl-item__title'))
    .toEqual(titles);
});

it('a damaged file is refused with its reason', async () => {
  const { firefox } = suite();
  const text = readFileSync(path.join(fixtures, 'backup-chromium.json'), 'utf8');
  await choose(firefox, 'broken.json', text.slice(0, text.length / 2));
  await expect
    .poll(() => view(firefox, 'settings').texts('[data-testid="restore-problems"] li'))
    .toEqual([
      expect.stringMatching(/^This file is not whole JSON, so it is damaged or not a backup/),
    ]);
});

/** A stored item of this Firefox, read from its settings page. */
const storedIn = (firefox: FirefoxSession, name: string) =>
  firefox.settings.evaluate(
    async (key) => (await browser.storage.local.get(key))[key] as unknown,
    name,
  );

it('a restore shows what it will change and changes nothing before Restore; after it, nothing is sent, automatic refreshes stay paused, no cap is raised, the address is not saved and the watched thing is due a day later', async () => {
  const { fake } = suite();
  const firefox = await launchFirefox();
  opened.push(firefox);
  await useService(firefox, fake);
  await firefox.settings.evaluate(() =>
    browser.storage.local.set({
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
  await settingsChanged(firefox, fake.url);
  const settings = view(firefox, 'settings');
  await choose(firefox, 'other-profile.json', JSON.stringify(backupFromElsewhere(Date.now())));
  await expect
    .poll(() => settings.texts(`${preview} [data-testid="restore-adds"] li`))
    .toEqual([
      'The file holds 1 batch: what this browser has already is left as it is.',
      'It adds 1 watched thing: 1 refreshed every day, first due a day after this restore. None is refreshed at once.',
      'Its batches and Load all lists come back stopped, with their caps: none runs until you resume it.',
      'Its batches keep their numbers, so the files you downloaded from them keep their names.',
      'A restore sends nothing to the service and spends no credits.',
    ]);
  expect(await settings.text(`${preview} [data-testid="restore-settings"]`)).toBe(
    'Your settings stay as they are.',
  );
  await settings.click({ role: 'checkbox', name: /Restore the backup’s settings too/ }, preview);
  await expect
    .poll(() => settings.texts(`${preview} [data-testid="restore-settings"] li`))
    .toEqual([
      'Monthly budget (credits): no cap → 300 credits.',
      'Kept your daily budget of 50 credits: a file never removes a cap.',
      'Kept your cap of 20 credits a month for automatic refreshes: a file never raises a cap (the file has 500 credits).',
      'Automatic refreshes stay paused: a file never un-pauses them.',
      'The file’s address, http://localhost:9, is not saved: it goes into the API base address field above, and is used only once you press Save there.',
    ]);
  expect(await storedIn(firefox, 'watched')).toBeUndefined();

  const restoredAt = Date.now();
  await settings.click({ role: 'button', name: 'Restore' }, preview);
  await expect
    .poll(() => status(firefox))
    .toBe(
      'Added 1 batch and 1 watched thing. Settings restored. The file’s address is in the API base address field, not saved: press Save there to use it.',
    );
  const after = Date.now();
  expect(await storedIn(firefox, 'apiSettings')).toMatchObject({
    dailyBudget: 50,
    monthlyBudget: 300,
    automaticCap: 20,
    automaticPaused: true,
  });
  expect(await storedIn(firefox, 'baseUrl')).toBe(fake.url);
  expect(await settings.value('API base address')).toBe('http://localhost:9');
  const [thing] = (await storedIn(firefox, 'watched')) as { dueAt: number }[];
  expect(thing?.dueAt).toBeGreaterThanOrEqual(restoredAt + day);
  expect(thing?.dueAt).toBeLessThanOrEqual(after + day);
  const batches = await firefox.settings.evaluate(async () => {
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
  await settings.click({ role: 'checkbox', name: 'Pause all automatic refreshes' });
  await expect
    .poll(() => storedIn(firefox, 'apiSettings'))
    .toMatchObject({ automaticPaused: false });
  await firefox.settings.evaluate(() =>
    browser.alarms.create('sidelight:watched', { when: Date.now() }),
  );
  await expect
    .poll(async () =>
      alarmsSetLater(await firefox.settings.evaluate(() => browser.alarms.getAll())),
    )
    .toEqual(restingAlarms);
  expect(fake.requests).toEqual([]);
});

it('a settings import shows what it will change; a new address is not saved until Save, and no request goes there', async () => {
  const { fake } = suite();
  const firefox = await launchFirefox();
  opened.push(firefox);
  await useService(firefox, fake);
  await settingsChanged(firefox, fake.url);
  const settings = view(firefox, 'settings');
  const other = backupFromElsewhere(Date.now()).settings;
  await firefox.settings.evaluate(
    (content) => {
      const input = document.querySelector<HTMLInputElement>(
        '[data-testid="settings-transfer"] input[type="file"]',
      );
      if (!input) throw new Error('No import input');
      const chosen = new DataTransfer();
      chosen.items.add(
        new File([content], 'sidelight-settings.json', { type: 'application/json' }),
      );
      input.files = chosen.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    JSON.stringify({ ...other, apiSettings: { ...other.apiSettings, dailyBudget: 80 } }),
  );
  const importPreview = '[data-testid="import-preview"]';
  await expect
    .poll(() => settings.texts(`${importPreview} li`))
    .toEqual([
      'Daily budget (credits): no cap → 80 credits.',
      'Monthly budget (credits): no cap → 300 credits.',
      'Automatic refreshes stay off: a file never turns them on (the file allows 500 credits a month).',
      'The file’s address, http://localhost:9, is not saved: it goes into the API base address field above, and is used only once you press Save there.',
    ]);
  expect(await storedIn(firefox, 'apiSettings')).toBeUndefined();

  await settings.click({ role: 'button', name: 'Import' }, importPreview);
  await expect
    .poll(() => settings.text('[data-testid="import-status"]'))
    .toBe(
      'Settings imported. The file’s address is in the API base address field, not saved: press Save there to use it.',
    );
  expect(await settings.value('API base address')).toBe('http://localhost:9');
  expect(await storedIn(firefox, 'baseUrl')).toBe(fake.url);
  expect(await storedIn(firefox, 'apiSettings')).toMatchObject({
    dailyBudget: 80,
    automaticCap: null,
  });
  // A call made now still goes to the saved address, the fake.
  await settings.click({ role: 'button', name: /^Test the key/ });
  await expect.poll(() => fake.requests.length).toBe(1);

  await settings.click({ role: 'button', name: 'Save address' });
  await expect.poll(() => storedIn(firefox, 'baseUrl')).toBe('http://localhost:9');
});

it('a batch keeps its number and its files their names through a backup, Clear history and a restore', async () => {
  const { fake } = suite();
  const firefox = await launchFirefox();
  opened.push(firefox);
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  const { text, press, paste } = batchTab(batch);
  for (const videoId of ['dQw4w9WgXcQ', 'M7lc1UVf-VE']) {
    await expect.poll(() => press('New batch')).toBe(true);
    await paste(`https://www.youtube.com/watch?v=${videoId}`);
    await expect.poll(() => press('Run · up to')).toBe(true);
    await expect
      .poll(() => text('[data-testid="batch-status"]'), { timeout: 20_000 })
      .toMatch(/^Finished: 1 of 1 page done/);
  }
  /** The batches listed, newest first, and the name of each one's CSV zip as its button saves it. */
  const batchesAndFiles = async (page: typeof batch) => {
    const { text, texts, press } = batchTab(page);
    await page.evaluate(`(${keepFiles})(window)`);
    await expect.poll(() => texts('[data-batch]')).toHaveLength(2);
    const names = (await texts('[data-batch] .sl-batch-list__name')).map(
      (name) => name.split(' · ')[0],
    );
    const files: string[] = [];
    for (const number of await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-batch]')].map((item) => item.dataset.batch),
    )) {
      await page.evaluate((id) => {
        document.querySelector<HTMLElement>(`[data-batch="${id}"]`)?.click();
      }, number ?? '');
      await expect.poll(() => text('.sl-batch__title')).toBe(`Batch ${number}`);
      await expect.poll(() => press('Download CSV')).toBe(true);
      await expect
        .poll(() => page.evaluate(`(${savedIn})(window)`) as Promise<Saved[] | null>)
        .toHaveLength(files.length + 1);
      const saved = (await page.evaluate(`(${savedIn})(window)`)) as Saved[];
      files.push(saved.at(-1)?.name ?? '');
    }
    return { names, files };
  };
  const before = await batchesAndFiles(batch);
  expect(before.names).toEqual(['Batch 2', 'Batch 1']);
  expect(before.files).toEqual([
    expect.stringMatching(/^sidelight-batch-2-\d{4}-\d{2}-\d{2}\.zip$/),
    expect.stringMatching(/^sidelight-batch-1-\d{4}-\d{2}-\d{2}\.zip$/),
  ]);

  const file = await backUp(firefox);
  const settings = view(firefox, 'settings');
  await settings.click({ role: 'button', name: 'Clear history…' }, '[data-testid="storage"]');
  await settings.click({ role: 'button', name: 'Clear history' }, '[role="alertdialog"]');
  await expect.poll(() => settings.text('[data-testid="storage-status"]')).toContain('2 batches');
  await choose(firefox, file.name, file.text);
  await expect
    .poll(() => settings.texts(`${preview} [data-testid="restore-adds"] li`))
    .toContain(
      'Its batches keep their numbers, so the files you downloaded from them keep their names.',
    );
  await settings.click({ role: 'button', name: 'Restore' }, preview);
  await expect.poll(() => status(firefox)).toContain('2 batches');

  // The batch page opened anew, as after a restart.
  expect(await batchesAndFiles(await openExtensionTab(firefox, 'batch.html'))).toEqual(before);
});
