/**
 * One click, one file, in the built extension against the local fake: the panel's Download Excel
 * gives one .xlsx holding the CSV's rows; a batch of mixed pages (a video asked for its Video and
 * its Transcript) gives one .zip of its CSV files and one .xlsx of its sheets, each with every row
 * and the line not sent; two searches listing the same videos keep every video under each search
 * in the zip, the workbook and the JSON, whose credits columns sum to what the batch was charged.
 * The files are read back as downloaded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download, Page } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import {
  alsoForVideos,
  itemsInJson,
  mixedBatchFiles,
  mixedCalls,
  mixedPageCount,
  mixedPages,
  mixedPrice,
  overlapFiles,
  overlapPages,
  overlapPrice,
  readBatchFiles,
  readLinesInFiles,
} from '../support/batch-page';
import { asCsvCells, csvRecords, readWorkbook } from '../support/read-workbook';
import {
  chromeBuild,
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();

const bytes = async (download: Download) => readFileSync((await download.path()) ?? '');

/** Every download `act` starts until `last` has come (so a second file of one click is seen). */
async function downloadsUntil(page: Page, act: () => Promise<void>, last: RegExp) {
  const got: Download[] = [];
  const listener = (download: Download) => got.push(download);
  page.on('download', listener);
  await act();
  await expect.poll(() => got.some((file) => last.test(file.suggestedFilename()))).toBe(true);
  page.off('download', listener);
  return got;
}

test("the panel's Download Excel gives one workbook holding the CSV's rows, typed", async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  await panel.getByRole('tab', { name: /Comments/ }).click();
  const comments = panel.getByRole('tabpanel');
  await comments.getByRole('button', { name: /^Fetch/ }).click();
  const csvButton = comments.getByRole('button', { name: /^Download CSV/ });
  const label = (await csvButton.textContent()) ?? '';
  const rowCount = Number(/\((\d+) rows?: comments\)/.exec(label)?.[1]);
  expect(rowCount).toBeGreaterThan(1);
  const [csv] = await Promise.all([panel.waitForEvent('download'), csvButton.click()]);
  const records = csvRecords((await bytes(csv)).toString('utf8'));

  const excel = comments.getByRole('button', {
    name: `Download Excel (${rowCount} rows: comments)`,
  });
  const files = await downloadsUntil(panel, () => excel.click(), /\.xlsx$/);
  expect(files.map((file) => file.suggestedFilename())).toEqual([
    expect.stringMatching(/^youtube-video-dQw4w9WgXcQ-comments-\d{4}-\d{2}-\d{2}\.xlsx$/),
  ]);
  const [sheet, ...more] = readWorkbook(await bytes(files[0] as Download));
  expect(more).toEqual([]);
  expect(sheet?.name).toBe('Comments');
  expect(sheet?.frozenRows).toBe(1);
  expect(sheet?.boldHeader).toBe(true);
  // The CSV's columns and rows, cell for cell as text; numbers as numbers, dates as dates.
  expect(sheet?.rows).toHaveLength(records.length);
  expect(sheet?.rows[0]?.map((cell) => cell?.type === 'text' && cell.value)).toEqual(records[0]);
  for (const [at, record] of records.entries())
    expect(asCsvCells(sheet?.rows[at] ?? [], record)).toEqual(record);
  // Counts are numbers in the sheet.
  const likes = records[0]?.indexOf('like count') ?? -1;
  expect(sheet?.rows.slice(1).map((row) => row[likes]?.type)).toEqual(
    Array(rowCount).fill('number'),
  );
});

test('a batch of mixed pages, a video asked for its Video and its Transcript: Download CSV gives one zip, Download Excel one workbook, each with every row', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(mixedPages.join('\n'));
  await batch
    .locator('tr[data-group="youtube video"]')
    .getByRole('checkbox', { name: new RegExp(`^${endpointById(alsoForVideos).label}`) })
    .check();
  await batch.getByRole('button', { name: `Run · up to ${mixedPrice} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: ${mixedCalls.length} of ${mixedCalls.length} calls done for ${mixedPageCount} pages, 0 failed, ${mixedPrice} credits.`,
  );
  const endpoints = [...new Set(mixedCalls.map((call) => call.endpointId))];

  // One click, one file: the zip (written in a worker, so awaited), then (a later click) the
  // JSON; nothing else came between.
  const csvButton = batch.getByRole('button', {
    name: `Download CSV (${endpoints.length} kinds of result, one zip)`,
  });
  const json = batch.getByRole('button', { name: 'Download JSON' });
  const zipped = await downloadsUntil(batch, () => csvButton.click(), /\.zip$/);
  const after = await downloadsUntil(batch, () => json.click(), /\.json$/);
  const got = [...zipped, ...after];
  expect(got.map((file) => file.suggestedFilename())).toEqual([
    expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.zip$/),
    expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.json$/),
  ]);
  const [workbook, ...more] = await downloadsUntil(
    batch,
    () =>
      batch
        .getByRole('button', {
          name: `Download Excel (${endpoints.length} kinds of result, a sheet each)`,
        })
        .click(),
    /\.xlsx$/,
  );
  expect(more).toEqual([]);
  expect(workbook?.suggestedFilename()).toMatch(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // A CSV file and a sheet per kind of result (named in words, the sheet holding the file's rows
  // and columns, each with the lines that asked it), a Pages sheet, and the line not sent in both.
  expect(
    readBatchFiles(await bytes(got[0] as Download), await bytes(workbook as Download)),
  ).toEqual(mixedBatchFiles());
});

test("a batch of two searches listing the same videos: the zip, the workbook and the JSON hold every video under each search, and their credits sum to the batch's", async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(overlapPages.join('\n'));
  await batch.getByRole('button', { name: `Run · up to ${overlapPrice} credits` }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(
    `Finished: 2 of 2 pages done, 0 failed, ${overlapPrice} credits.`,
  );
  // Nothing was dropped as a repeat: each search is a list of its own.
  await expect(batch.getByTestId('batch-repeats')).toHaveCount(0);
  const [json] = await downloadsUntil(
    batch,
    () => batch.getByRole('button', { name: 'Download JSON' }).click(),
    /\.json$/,
  );
  const jsonText = (await bytes(json as Download)).toString('utf8');
  expect(itemsInJson(jsonText)).toEqual(overlapFiles().json);
  const [zip] = await downloadsUntil(
    batch,
    () => batch.getByRole('button', { name: 'Download CSV (one zip with the pages)' }).click(),
    /\.zip$/,
  );
  const [workbook] = await downloadsUntil(
    batch,
    () => batch.getByRole('button', { name: 'Download Excel' }).click(),
    /\.xlsx$/,
  );
  expect(
    readLinesInFiles(await bytes(zip as Download), await bytes(workbook as Download), jsonText),
  ).toEqual(overlapFiles());
});

test('no code is evaluated from strings, and the async zip and its blob workers are left out', () => {
  const scripts = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? scripts(path.join(dir, entry.name))
        : entry.name.endsWith('.js')
          ? [path.join(dir, entry.name)]
          : [],
    );
  const worker = scripts(chromeBuild).find((file) => /files\.worker/.test(file)) ?? '';
  expect(readFileSync(worker, 'utf8')).toContain('xl/worksheets/sheet');
  for (const file of scripts(chromeBuild)) {
    const code = readFileSync(file, 'utf8');
    expect(code, file).not.toMatch(/\bnew Function\s*\(|[^.\w]eval\s*\(/);
    expect(code, file).not.toMatch(/new Worker\(\s*URL\.createObjectURL/);
  }
});
