/**
 * Side by side, in the built extension: three watched TikTok profiles with looks kept on their own
 * days are ticked in the settings' Watched; Compare opens the comparison page, which shows their
 * last counts in one table with the derived figures of the two whose videos are cached (the third
 * says where to load its own), their growth since the common start on one chart, a line each,
 * as a percentage or a count, and downloads the comparison as one CSV and one workbook. Nothing
 * is asked of the service. With SIDELIGHT_SHOTS set to a folder, the page is pictured there at
 * each width.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  comparedFigureRecords,
  comparedFiguresFrom,
  comparedPath,
  comparedSeed,
  comparedTable,
  comparedTableRecords,
  comparedThings,
  notCachedWords,
  seedCompared,
} from '../support/compared-things';
import { csvRecords, readWorkbook } from '../support/read-workbook';
import { settingsMisfits, settingsWidths } from '../support/settings-fit';
import { figureRow, seedWithVideos, showsComparedTable } from './compared-page';
import { expect, fakeApiForSuite, test } from './fixtures';

const fake = fakeApiForSuite();
/** Where pictures of the page go at its widths, when asked for. */
const shots = process.env.SIDELIGHT_SHOTS;

/** Words as a pattern matches them literally. */
const literally = (words: string) => words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const titles = comparedThings.map(({ thing }) => thing.title);

test('three watched things compared: Compare says why until two to four are ticked, then the page shows one table, one chart with a line each, and downloads the comparison', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const settings = await seedWithVideos(sw, openExtensionPage, fake(), 'options.html');
  const section = settings.getByTestId('watched');
  await expect(section.locator('.sl-watched > li')).toHaveCount(3);
  const compare = section.getByRole('button', { name: /^Compare \d+ things?$/ });
  await expect(compare).toHaveText('Compare 0 things');
  await expect(compare).toBeDisabled();
  await expect(section.getByTestId('compare-why-not')).toHaveText(
    'Pick at least 2 things to compare.',
  );
  for (const title of titles)
    await section.getByRole('checkbox', { name: `Compare ${title}` }).check();
  await expect(compare).toHaveText('Compare 3 things');
  await expect(compare).toBeEnabled();
  await expect(section.getByTestId('compare-why-not')).toHaveCount(0);

  const [page] = await Promise.all([context.waitForEvent('page'), compare.click()]);
  expect(page.url()).toBe(`chrome-extension://${extensionId}${comparedPath}`);
  // The counts, and under them the figures: where each thing's come from, then a row per figure.
  await showsComparedTable(page);
  // Chen's figures are over 3 videos: muted; Bruno's cell is no figure.
  await expect(figureRow(page, 'Views, mean').locator('td')).toHaveClass([
    'sl-compare__value sl-compare__figure',
    'sl-compare__value',
    'sl-compare__value sl-compare__figure sl-compare__figure--muted',
  ]);

  const growth = page.getByTestId('growth');
  await expect(growth.getByRole('heading')).toHaveText(
    /^Growth in followers since \w+ \d+, as a percentage$/,
  );
  await expect(page.getByTestId('growth-chart')).toHaveCount(1);
  await expect(growth.getByTestId('growth-line')).toHaveCount(3);
  // Each line named with its last change since the start, and its values for a screen reader.
  const legend = growth.getByTestId('growth-legend').getByRole('listitem');
  await expect(legend).toHaveText(
    comparedThings.map(
      ({ thing, growth }) =>
        new RegExp(
          `^${thing.title}: ${literally(growth.percent)} by \\w+ \\d+ \\(±0\\.0 % on \\w+ \\d+, ${literally(growth.percent)} on \\w+ \\d+\\)$`,
        ),
    ),
  );
  await growth.getByRole('radio', { name: 'As a count' }).check();
  await expect(growth.getByRole('heading')).toHaveText(
    /^Growth in followers since \w+ \d+, as a count$/,
  );
  await expect(legend).toHaveText(
    comparedThings.map(
      ({ thing, growth }) =>
        new RegExp(`^${thing.title}: ${literally(growth.count)} by \\w+ \\d+ `),
    ),
  );

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download comparison CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^sidelight-comparison-\d{4}-\d{2}-\d{2}\.csv$/);
  // The table's rows, each value the number itself; then the figures' rows, as on screen.
  const records = csvRecords(readFileSync((await csv.path()) ?? '', 'utf8'));
  expect(records.slice(0, comparedTableRecords.length)).toEqual(comparedTableRecords);
  expect(records[1 + comparedTable.length]).toEqual(
    comparedFiguresFrom.map((words) =>
      typeof words === 'string' ? words : expect.stringMatching(words),
    ),
  );
  for (const row of comparedFigureRecords)
    expect(records.find((record) => record[0] === row[0])).toEqual(row);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download comparison Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^sidelight-comparison-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheets = readWorkbook(readFileSync((await xlsx.path()) ?? ''));
  expect(sheets.map((sheet) => sheet.name)).toEqual(['Comparison', 'Growth']);
  // The Comparison sheet has the CSV's rows.
  expect(sheets[0]?.rows.map((row) => row[0]?.value)).toEqual(records.map((record) => record[0]));
  // Growth: a row per thing, look and count since the start; Aiko's followers end at +110.
  const aikoFollowers = sheets[1]?.rows.filter(
    (row) => row[0]?.value === 'Aiko' && row[3]?.value === 'followers',
  );
  expect(
    aikoFollowers
      ?.at(-1)
      ?.slice(4)
      .map((cell) => cell?.value),
  ).toEqual([1210, 110, 10]);
  // The figures were read from what is stored: nothing was asked of the service.
  expect(fake().requests).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const)
  test(`${colorScheme}: the comparison page has no accessibility violations, and at its widths nothing scrolls sideways`, async ({
    sw,
    openExtensionPage,
  }) => {
    const page = await seedWithVideos(sw, openExtensionPage, fake(), comparedPath);
    await page.emulateMedia({ colorScheme });
    await expect(page.getByTestId('growth-line')).toHaveCount(3);
    // The figures read: Bruno's column says his videos are not cached.
    await expect(page.getByTestId('comparison-figures').locator('td').nth(1)).toHaveText(
      notCachedWords,
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    for (const width of [1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
        .toBe(0);
      if (shots)
        await page.screenshot({
          path: `${shots}/chromium-compare-${colorScheme}-${width}.png`,
          fullPage: true,
        });
    }
  });

test("Watched with its Compare ticks at the settings' widths: every choice reads whole, each tick beside its label", async ({
  sw,
  openExtensionPage,
}) => {
  await sw.evaluate(seedCompared, comparedSeed(Date.now()));
  const options = await openExtensionPage('options.html');
  const section = options.getByTestId('watched');
  for (const title of titles)
    await section.getByRole('checkbox', { name: `Compare ${title}` }).check();
  await expect(section.getByRole('button', { name: 'Compare 3 things' })).toBeEnabled();
  const found: Record<string, string[]> = {};
  for (const width of settingsWidths) {
    await options.setViewportSize({ width, height: 900 });
    found[`${width} px`] = await options.evaluate(settingsMisfits, undefined);
  }
  expect(found).toEqual(Object.fromEntries(settingsWidths.map((width) => [`${width} px`, []])));
});

test('a comparison whose things are no longer watched says so, and why what is left cannot be compared', async ({
  sw,
  openExtensionPage,
}) => {
  await sw.evaluate(seedCompared, comparedSeed(Date.now()));
  // Bruno and Chen stopped being watched after the page's address was made.
  await sw.evaluate(async (kept) => {
    const { watched } = await chrome.storage.local.get('watched');
    await chrome.storage.local.set({
      watched: (watched as { key: string }[]).filter((thing) => thing.key === kept),
    });
  }, comparedThings[0]?.thing.key);
  const page = await openExtensionPage(comparedPath);
  await expect(page.getByTestId('compare-gone')).toHaveText(
    '2 things in this comparison are no longer watched, and left out.',
  );
  await expect(page.getByRole('alert')).toHaveText('Pick at least 2 things to compare.');
  await expect(page.getByTestId('comparison-table')).toHaveCount(0);
  await expect(page.getByTestId('growth-chart')).toHaveCount(0);
});
