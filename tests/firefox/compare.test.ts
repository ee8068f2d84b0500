/**
 * Side by side in Firefox: three watched TikTok profiles with looks kept on their own days are
 * ticked in the settings' Watched; Compare opens the comparison page in a tab, which shows their
 * last counts in one table with the derived figures of the two whose videos are cached (the third
 * says where to load its own), their growth since the common start on one chart, a line each,
 * and saves the comparison as one CSV and one workbook. The same three, never watched, are picked
 * from the settings' History, each by one of its results. Nothing is asked of the service.
 */
import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { comparePagePath } from '../../lib/extension/shared/view-addresses';
import {
  comparedFigureRecords,
  comparedFigureRows,
  comparedFiguresFrom,
  comparedPath,
  comparedSeed,
  comparedTable,
  comparedTableRecords,
  comparedThings,
  comparedVideosChunk,
  historySeed,
  newestLookIds,
  seedCompared,
} from '../support/compared-things';
import { csvRecords, readWorkbook } from '../support/read-workbook';
import { extensionUrl } from './firefox';
import { keepFiles, type Saved, savedIn } from './saved-files';
import { askBackground, firefoxForSuite, newExtensionTab, useService } from './session';

const suite = firefoxForSuite();
/** Where pictures of the page go at the comparison page's widths, when asked for. */
const shots = process.env.SIDELIGHT_SHOTS;
const titles = comparedThings.map(({ thing }) => thing.title);

/** Each figure row as the page shows it: the figure's name, then each thing's cell. */
const figureRows = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="comparison-figures"] tr')].map((row) => [
      row.querySelector('th')?.firstChild?.textContent ?? '',
      ...[...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    ]),
  );

const texts = (page: Page, selector: string) =>
  page.evaluate(
    (found) => [...document.querySelectorAll(found)].map((each) => each.textContent ?? ''),
    selector,
  );

/** Clicks the control a person would: by its accessible words (its label, or its text). */
const press = (page: Page, selector: string, words: string) =>
  page.evaluate(
    (found, name) => {
      const control = [...document.querySelectorAll<HTMLElement>(found)].find(
        (each) => (each.getAttribute('aria-label') ?? each.textContent) === name,
      );
      if (!control) throw new Error(`No ${found} named ${name}`);
      control.click();
    },
    selector,
    words,
  );

/** A part of the settings' Compare button (Watched's, or History's): its words, and whether it may be pressed. */
const compareButton = (page: Page, part: 'watched' | 'history' = 'watched') =>
  page.evaluate((testId) => {
    const button = [...document.querySelectorAll(`[data-testid="${testId}"] button`)].find((each) =>
      /^Compare \d+ things?$/.test(each.textContent ?? ''),
    ) as HTMLButtonElement | undefined;
    return button && { words: button.textContent, enabled: !button.disabled };
  }, part);

/**
 * The comparison page shows the three: their last counts in one table, one chart with a line each,
 * each line named with its last change since the start.
 */
async function showsTheThree(page: Page) {
  await expect
    .poll(() => texts(page, '[data-testid="comparison-table"] tbody:first-of-type tr'))
    .toEqual(comparedTable.map((row) => row.join('')));
  expect(await texts(page, '[data-testid="comparison-table"] thead th')).toEqual([
    'Count',
    ...titles,
  ]);
  expect(await texts(page, '[data-testid="growth-chart"]')).toHaveLength(1);
  expect(await texts(page, '[data-testid="growth-line"]')).toHaveLength(3);
  const legend = await texts(page, '[data-testid="growth-legend"] li');
  expect(legend.map((item) => item.split(' by ')[0])).toEqual(
    comparedThings.map(({ thing, growth }) => `${thing.title}: ${growth.percent}`),
  );
}

/**
 * Under the counts, once read, the figures of the two whose videos are cached: where each thing's
 * come from, then a row per figure.
 */
async function showsTheFigures(page: Page) {
  await expect
    .poll(async () => (await figureRows(page))[0])
    .toEqual(
      comparedFiguresFrom.map((words) =>
        typeof words === 'string' ? words : expect.stringMatching(words),
      ),
    );
  const shown = await figureRows(page);
  for (const row of comparedFigureRows)
    expect(shown.find((each) => each[0] === row[0])).toEqual([...row]);
}

it('three watched things compared: Compare says why until they are ticked, then the page shows one table, one chart with a line each, and saves the comparison', async () => {
  const { firefox, fake } = suite();
  const settings = firefox.settings;
  // A key kept: the answers shown are the cache's, never demo data.
  await useService(firefox, fake);
  await settings.evaluate(seedCompared, comparedSeed(Date.now()));
  // Aiko's and Chen's videos cached, restored as a backup restores them; Bruno's not.
  await askBackground(firefox, 'restoreChunk', comparedVideosChunk(Date.now()));
  await settings.evaluate((url) => location.assign(url), extensionUrl('options.html'));
  await expect
    .poll(() => texts(settings, '[data-testid="watched"] .sl-watched__title'))
    .toEqual(titles);
  expect(await compareButton(settings)).toEqual({ words: 'Compare 0 things', enabled: false });
  expect(await texts(settings, '[data-testid="watched"] [data-testid="compare-why-not"]')).toEqual([
    'Pick at least 2 things to compare.',
  ]);
  for (const title of titles) await press(settings, 'input[type="checkbox"]', `Compare ${title}`);
  await expect
    .poll(() => compareButton(settings))
    .toEqual({ words: 'Compare 3 things', enabled: true });
  if (shots) {
    await settings.setViewport({ width: 1280, height: 900 });
    await (await settings.$('[data-testid="watched"]'))?.screenshot({
      path: `${shots}/firefox-watched-1280-ticked.png`,
    });
  }

  const page = await newExtensionTab(firefox, comparedPath.slice(1), () =>
    press(settings, '[data-testid="watched"] button', 'Compare 3 things'),
  );
  await showsTheThree(page);
  await showsTheFigures(page);

  if (shots)
    for (const width of [1024, 1280, 1920]) {
      await page.setViewport({ width, height: 1000 });
      await page.waitForFunction((wide) => document.documentElement.clientWidth <= wide, {}, width);
      await page.screenshot({ path: `${shots}/firefox-compare-${width}.png`, fullPage: true });
    }

  await page.evaluate(`(${keepFiles})(window)`);
  for (const words of ['Download comparison CSV', 'Download comparison Excel'])
    await press(page, 'button', words);
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = (await page.evaluate(`(${savedIn})(window)`)) as Saved[] | null;
      return saved?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(/^sidelight-comparison-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^sidelight-comparison-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
  const [csv, xlsx] = saved as unknown as Saved[];
  const records = csvRecords(new TextDecoder().decode(new Uint8Array(csv?.bytes ?? [])));
  expect(records.slice(0, comparedTableRecords.length)).toEqual(comparedTableRecords);
  // Then the figures' rows: the numbers themselves, and what each is over.
  for (const row of comparedFigureRecords)
    expect(records.find((record) => record[0] === row[0])).toEqual(row);
  const sheets = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Comparison', 'Growth']);
  // The Comparison sheet has the CSV's rows.
  expect(sheets[0]?.rows.map((row) => row[0]?.value)).toEqual(records.map((record) => record[0]));
  expect(suite().fake.requests).toEqual([]);
  await page.close();
});

it("three things picked from the History compared: a thing's results tick together, and the page reads each from the history: one table with their figures, one chart with a line each, and the file", async () => {
  const { firefox, fake } = suite();
  const settings = firefox.settings;
  await useService(firefox, fake);
  await askBackground(firefox, 'clearKept', { action: 'clearHistory' });
  const ids = (await settings.evaluate(seedCompared, historySeed(Date.now()))) as number[];
  // Aiko's and Chen's videos cached: their figures come from the cache as a watched thing's do.
  await askBackground(firefox, 'restoreChunk', comparedVideosChunk(Date.now()));
  await settings.evaluate((url) => location.assign(url), extensionUrl('options.html'));
  await expect
    .poll(() => texts(settings, '[data-testid="history"] .sl-history .sl-item__title'))
    .toHaveLength(ids.length);
  expect(await compareButton(settings, 'history')).toEqual({
    words: 'Compare 0 things',
    enabled: false,
  });
  // One tick of Aiko's ticks all her results: they are one thing.
  await press(settings, 'input[type="checkbox"]', 'Compare Aiko');
  const aikoTicks = () =>
    settings.evaluate(() =>
      [...document.querySelectorAll<HTMLInputElement>('input[aria-label="Compare Aiko"]')].map(
        (tick) => tick.checked,
      ),
    );
  await expect.poll(aikoTicks).toEqual(comparedThings[0]?.looks.map(() => true));
  for (const title of titles.slice(1))
    await press(settings, 'input[type="checkbox"]', `Compare ${title}`);
  await expect
    .poll(() => compareButton(settings, 'history'))
    .toEqual({ words: 'Compare 3 things', enabled: true });
  expect(await texts(settings, '[data-testid="history-ticked"]')).toEqual([
    `Ticked: ${titles.join(', ')}`,
  ]);
  if (shots)
    for (const width of [1024, 1280]) {
      await settings.setViewport({ width, height: 900 });
      await settings.waitForFunction(
        (wide) => document.documentElement.clientWidth <= wide,
        {},
        width,
      );
      await (await settings.$('[data-testid="history"]'))?.screenshot({
        path: `${shots}/firefox-history-${width}.png`,
      });
    }

  const path = comparePagePath(newestLookIds(ids).map((id) => ({ history: id })));
  const page = await newExtensionTab(firefox, path.slice(1), () =>
    press(settings, '[data-testid="history"] button', 'Compare 3 things'),
  );
  await showsTheThree(page);
  await showsTheFigures(page);
  if (shots) {
    await page.setViewport({ width: 1280, height: 1000 });
    await page.waitForFunction(() => document.documentElement.clientWidth <= 1280);
    await page.screenshot({ path: `${shots}/firefox-compare-history-1280.png`, fullPage: true });
  }

  await page.evaluate(`(${keepFiles})(window)`);
  await press(page, 'button', 'Download comparison CSV');
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = (await page.evaluate(`(${savedIn})(window)`)) as Saved[] | null;
      return saved?.length;
    })
    .toBe(1);
  const [csv] = saved as unknown as Saved[];
  const records = csvRecords(new TextDecoder().decode(new Uint8Array(csv?.bytes ?? [])));
  expect(records.slice(0, comparedTableRecords.length)).toEqual(comparedTableRecords);
  for (const row of comparedFigureRecords)
    expect(records.find((record) => record[0] === row[0])).toEqual(row);
  expect(suite().fake.requests).toEqual([]);
  await page.close();
});
