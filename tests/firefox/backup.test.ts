/**
 * Back up and restore in Firefox: results fetched live from the local fake (one looked at twice
 * and watched) are backed up from the settings; the file restored in a fresh Firefox shows the same
 * History, Spending and Over time, and restored again adds nothing. A backup made by Chromium
 * (committed) restores here too.
 *
 * `WRITE_BACKUP_FIXTURES=1` writes this browser's backup to tests/fixtures/backup-firefox.json.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { endpointName } from '../../lib/areas/names';
import { type FirefoxSession, launchFirefox, openSidebar } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, view } from './views';

const suite = firefoxForSuite();
const fixtures = path.resolve(import.meta.dirname, '../fixtures');
const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const channelUrl = 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg';
const overTime = '[data-testid="over-time"] h3';

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

/** Presses Back up my data and reads the file it saves (the download itself left out). */
async function backUp(firefox: FirefoxSession): Promise<{ name: string; text: string }> {
  await firefox.settings.evaluate(() => {
    const saved: { name: string; url: string }[] = [];
    (window as unknown as { savedFiles: typeof saved }).savedFiles = saved;
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      saved.push({ name: this.download, url: this.href });
    };
  });
  await view(firefox, 'settings').click({ role: 'button', name: 'Back up my data' });
  await expect
    .poll(() =>
      firefox.settings.evaluate(
        () => (window as unknown as { savedFiles: unknown[] }).savedFiles.length,
      ),
    )
    .toBe(1);
  return firefox.settings.evaluate(async () => {
    const [file] = (window as unknown as { savedFiles: { name: string; url: string }[] })
      .savedFiles;
    return { name: file?.name ?? '', text: await (await fetch(file?.url ?? '')).text() };
  });
}

/** Chooses a file in Restore from a backup…, as the file picker would. */
const restore = (firefox: FirefoxSession, name: string, text: string) =>
  firefox.settings.evaluate(
    (fileName, content) => {
      const input = document.querySelector<HTMLInputElement>('[data-testid="restore-file"]');
      if (!input) throw new Error('No restore input');
      const chosen = new DataTransfer();
      chosen.items.add(new File([content], fileName, { type: 'application/json' }));
      input.files = chosen.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    name,
    text,
  );

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
  await restore(other, file.name, file.text);
  await expect
    .poll(() => status(other))
    .toBe(
      'Added 3 results, 3 spending rows, 2 cached answers and 1 watched thing. Settings restored.',
    );
  await expect.poll(() => shown(other)).toEqual(made);
  await restore(other, file.name, file.text);
  await expect
    .poll(() => status(other))
    .toBe('Nothing new was added: all of it was already here. Settings restored.');
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
  await restore(firefox, 'broken.json', text.slice(0, text.length / 2));
  await expect
    .poll(() => view(firefox, 'settings').texts('[data-testid="restore-problems"] li'))
    .toEqual([
      expect.stringMatching(/^This file is not whole JSON, so it is damaged or not a backup/),
    ]);
});
