/**
 * Side by side from the history, in the built extension: three TikTok profiles looked at on their
 * own days and never watched are ticked in the settings' History (a thing's results tick together);
 * Compare opens the comparison page on the results ticked, which reads each one's thing, title and
 * looks from the history and shows their last counts and derived figures in one table, their
 * growth on one chart, and downloads the comparison. Deleting the result a thing was ticked by
 * hands its tick to another of its results; a thing whose result was deleted after the address was
 * made is said. Nothing is asked of the service.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Worker } from '@playwright/test';
import { comparePagePath } from '../../lib/extension/shared/view-addresses';
import {
  comparedFigureRecords,
  comparedTableRecords,
  comparedThings,
  comparedVideosChunk,
  historySeed,
  newestLookIds,
  seedCompared,
} from '../support/compared-things';
import { csvRecords } from '../support/read-workbook';
import { settingsMisfits, settingsWidths } from '../support/settings-fit';
import { showsComparedTable } from './compared-page';
import { askBackground, expect, fakeApiForSuite, test, useService } from './fixtures';

const fake = fakeApiForSuite();

/** Where pictures go, when asked for. */
const shots = process.env.SIDELIGHT_SHOTS;
const titles = comparedThings.map(({ thing }) => thing.title);
/** Words as a pattern matches them literally. */
const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const looksOf = (title: string) =>
  comparedThings.find(({ thing }) => thing.title === title)?.looks.length;

/**
 * The three's looks written into the history and a key kept (the answers shown are the cache's,
 * never demo data), Aiko's and Chen's videos restored into the cache as a backup restores them,
 * and the settings opened on the history's list.
 */
async function historyOpened(sw: Worker, openExtensionPage: (path: string) => Promise<Page>) {
  await useService(sw, fake().url, fake().key);
  const ids = await sw.evaluate(seedCompared, historySeed(Date.now()));
  const settings = await openExtensionPage('options.html');
  await askBackground(settings, 'restoreChunk', comparedVideosChunk(Date.now()));
  return { ids, settings, section: settings.getByTestId('history') };
}

test('three things picked from the History compared: a thing ticks with all its results, Compare says why until two to four are ticked, and the page shows their table with their figures, one chart with a line each and the file', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const { ids, section } = await historyOpened(sw, openExtensionPage);
  await expect(section.locator('.sl-history')).toHaveCount(ids.length);
  const compare = section.getByRole('button', { name: /^Compare \d+ things?$/ });
  await expect(compare).toHaveText('Compare 0 things');
  await expect(compare).toBeDisabled();
  await expect(section.getByTestId('compare-why-not')).toHaveText(
    'Pick at least 2 things to compare.',
  );

  // One tick of Aiko's newest result ticks her three results: they are one thing.
  const aiko = section.getByRole('checkbox', { name: 'Compare Aiko' });
  await expect(aiko).toHaveCount(looksOf('Aiko') ?? 0);
  await aiko.first().check();
  for (const tick of await aiko.all()) await expect(tick).toBeChecked();
  await expect(compare).toHaveText('Compare 1 thing');
  await expect(section.getByTestId('history-ticked')).toHaveText('Ticked: Aiko');
  for (const title of titles.slice(1))
    await section
      .getByRole('checkbox', { name: `Compare ${title}` })
      .first()
      .check();
  await expect(compare).toHaveText('Compare 3 things');
  await expect(compare).toBeEnabled();
  await expect(section.getByTestId('compare-why-not')).toHaveCount(0);
  await expect(section.getByTestId('history-ticked')).toHaveText(`Ticked: ${titles.join(', ')}`);

  const [page] = await Promise.all([context.waitForEvent('page'), compare.click()]);
  expect(page.url()).toBe(
    `chrome-extension://${extensionId}${comparePagePath(newestLookIds(ids).map((id) => ({ history: id })))}`,
  );
  // The counts, and under them the figures from the cached videos, as a watched thing's.
  await showsComparedTable(page);
  await expect(page.getByTestId('compare-gone')).toHaveCount(0);
  await expect(page.locator('main > p').first()).toHaveText(
    'Things side by side, from the looks your history keeps (free). Pick them in the settings: Compare in Watched or in History.',
  );
  const growth = page.getByTestId('growth');
  await expect(page.getByTestId('growth-chart')).toHaveCount(1);
  await expect(growth.getByTestId('growth-line')).toHaveCount(3);
  // Each line from every look the history keeps of its thing, not only the result ticked.
  await expect(growth.getByTestId('growth-legend').getByRole('listitem')).toHaveText(
    comparedThings.map(
      ({ thing, growth }) => new RegExp(`^${thing.title}: ${literally(growth.percent)} by `),
    ),
  );
  if (shots) {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await page.screenshot({ path: `${shots}/chromium-compare-history-1280.png`, fullPage: true });
  }

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download comparison CSV' }).click(),
  ]);
  const records = csvRecords(readFileSync((await csv.path()) ?? '', 'utf8'));
  expect(records.slice(0, comparedTableRecords.length)).toEqual(comparedTableRecords);
  for (const row of comparedFigureRecords)
    expect(records.find((record) => record[0] === row[0])).toEqual(row);
});

test('deleting the result a thing was ticked by hands its tick to another of its results; deleting its last unticks it', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const { ids, section } = await historyOpened(sw, openExtensionPage);
  for (const title of ['Aiko', 'Bruno'])
    await section
      .getByRole('checkbox', { name: `Compare ${title}` })
      .first()
      .check();
  const bruno = section.locator('.sl-history').filter({ hasText: 'bruno.bakes' });
  await expect(bruno).toHaveCount(looksOf('Bruno') ?? 0);
  await bruno.first().getByRole('button', { name: 'Delete' }).click();
  await expect(bruno).toHaveCount(1);
  await expect(bruno.getByRole('checkbox', { name: 'Compare Bruno' })).toBeChecked();
  await expect(section.getByTestId('history-ticked')).toHaveText('Ticked: Aiko, Bruno');
  // Bruno's older result names him now: the first of his looks in the seed's order.
  const [aikoId, brunoNewest] = newestLookIds(ids);
  const brunoOlder = ids[ids.indexOf(brunoNewest ?? 0) - 1];
  const [page] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'Compare 2 things' }).click(),
  ]);
  expect(page.url()).toBe(
    `chrome-extension://${extensionId}${comparePagePath([{ history: aikoId ?? 0 }, { history: brunoOlder ?? 0 }])}`,
  );
  await expect(page.getByTestId('comparison-table').locator('thead th')).toHaveText([
    'Count',
    'Aiko',
    'Bruno',
  ]);

  await bruno.getByRole('button', { name: 'Delete' }).click();
  await expect(bruno).toHaveCount(0);
  await expect(section.getByTestId('history-ticked')).toHaveText('Ticked: Aiko');
  await expect(section.getByRole('button', { name: /^Compare \d+ things?$/ })).toHaveText(
    'Compare 1 thing',
  );
});

test('a comparison whose results were deleted from the history says so, and why what is left cannot be compared', async ({
  sw,
  openExtensionPage,
}) => {
  const ids = newestLookIds(await sw.evaluate(seedCompared, historySeed(Date.now())));
  // Bruno's and Chen's results named by the address are deleted after it was made.
  await sw.evaluate(async (gone) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('sidelight');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction(['history', 'historyIndex'], 'readwrite');
    for (const id of gone) {
      tx.objectStore('history').delete(id);
      tx.objectStore('historyIndex').delete(id);
    }
    await new Promise((resolve) => {
      tx.oncomplete = resolve;
    });
    db.close();
  }, ids.slice(1));
  const page = await openExtensionPage(comparePagePath(ids.map((id) => ({ history: id }))));
  await expect(page.getByTestId('compare-gone')).toHaveText(
    '2 things in this comparison are no longer in the history, and left out.',
  );
  await expect(page.getByRole('alert')).toHaveText('Pick at least 2 things to compare.');
  await expect(page.getByTestId('comparison-table')).toHaveCount(0);
});

test("History with its Compare ticks at the settings' widths: every tick beside its label, nothing cut, no accessibility violations", async ({
  sw,
  openExtensionPage,
}) => {
  const { settings, section } = await historyOpened(sw, openExtensionPage);
  await expect(section.getByRole('button', { name: 'Compare 0 things' })).toBeDisabled();
  if (shots) await section.screenshot({ path: `${shots}/chromium-history-none-ticked.png` });
  for (const title of titles)
    await section
      .getByRole('checkbox', { name: `Compare ${title}` })
      .first()
      .check();
  await expect(section.getByRole('button', { name: 'Compare 3 things' })).toBeEnabled();
  const found: Record<string, string[]> = {};
  for (const width of settingsWidths) {
    await settings.setViewportSize({ width, height: 900 });
    found[`${width} px`] = await settings.evaluate(settingsMisfits, undefined);
    if (shots) await section.screenshot({ path: `${shots}/chromium-history-${width}.png` });
  }
  expect(found).toEqual(Object.fromEntries(settingsWidths.map((width) => [`${width} px`, []])));
  for (const colorScheme of ['light', 'dark'] as const) {
    await settings.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page: settings })
      .include('[data-testid="history"]')
      .analyze();
    expect({ colorScheme, violations: violations.map((violation) => violation.id) }).toEqual({
      colorScheme,
      violations: [],
    });
  }
});
