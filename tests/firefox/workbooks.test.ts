/**
 * One click, one file, in Firefox with the built add-on and the local fake: the sidebar's Download
 * Excel gives one .xlsx holding the CSV's rows; a batch of mixed pages (a video asked for its Video
 * and its Transcript) gives one .zip of its CSV files and one .xlsx of its sheets, each with every
 * row and the line not sent; two searches listing the same videos keep every video under each
 * search in the zip, the workbook and the JSON, whose credits sum to the batch's. Workbooks are written in a worker and zipped without fflate's blob
 * workers, which never answer in a Firefox extension.
 */
import { expect, it } from 'vitest';
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
import { batchTab } from './batch-tab';
import { openSidebar } from './firefox';
import { keepFiles, type Saved, savedIn } from './saved-files';
import { firefoxForSuite, openExtensionTab, showPage, useService } from './session';
import { shownPanel } from './views';

const suite = firefoxForSuite();

it("the sidebar's Download Excel gives one workbook holding the CSV's rows", async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await openSidebar(firefox);
  await showPage(firefox, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  await expect
    .poll(() => sidebar.names('button', shownPanel))
    .toContainEqual(expect.stringMatching(/^Download Excel \(\d+ rows: comments\)$/));
  const sidebarWindow = `browser.extension.getViews({ type: 'sidebar' })[0]`;
  await firefox.settings.evaluate(`(${keepFiles})(${sidebarWindow})`);
  await sidebar.click({ role: 'button', name: /^Download CSV/ }, shownPanel);
  await sidebar.click({ role: 'button', name: /^Download Excel/ }, shownPanel);
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = (await firefox.settings.evaluate(`(${savedIn})(${sidebarWindow})`)) as Saved[] | null;
      return saved?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(/^youtube-video-dQw4w9WgXcQ-comments-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^youtube-video-dQw4w9WgXcQ-comments-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
  const [csv, xlsx] = saved as unknown as Saved[];
  const records = csvRecords(new TextDecoder().decode(new Uint8Array(csv?.bytes ?? [])));
  const [sheet, ...more] = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  expect(more).toEqual([]);
  expect([sheet?.name, sheet?.frozenRows, sheet?.boldHeader]).toEqual(['Comments', 1, true]);
  expect(records.length).toBeGreaterThan(2);
  expect(sheet?.rows).toHaveLength(records.length);
  for (const [at, record] of records.entries())
    expect(asCsvCells(sheet?.rows[at] ?? [], record)).toEqual(record);
});

it('a batch of mixed pages, a video asked for its Video and its Transcript: Download CSV gives one zip, Download Excel one workbook, each with every row', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  const { text, press, paste, tick } = batchTab(batch);
  await paste(mixedPages.join('\n'));
  await tick('youtube video', endpointById(alsoForVideos).label);
  await expect
    .poll(() => text('[data-testid="batch-price"]'))
    .toBe(`${mixedPrice} credits for ${mixedCalls.length} calls on ${mixedPageCount} pages.`);
  await expect.poll(() => press(`Run · up to ${mixedPrice} credits`)).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(
      `Finished: ${mixedCalls.length} of ${mixedCalls.length} calls done for ${mixedPageCount} pages, 0 failed, ${mixedPrice} credits.`,
    );
  const endpoints = [...new Set(mixedCalls.map((call) => call.endpointId))];

  await batch.evaluate(`(${keepFiles})(window)`);
  const savedNames = async () =>
    ((await batch.evaluate(`(${savedIn})(window)`)) as Saved[] | null)?.map((file) => file.name);
  // Each file is written in a worker: the zip is awaited before the workbook is asked for.
  expect(await press(`Download CSV (${endpoints.length} kinds of result, one zip)`)).toBe(true);
  await expect
    .poll(savedNames)
    .toEqual([expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.zip$/)]);
  expect(await press(`Download Excel (${endpoints.length} kinds of result, a sheet each)`)).toBe(
    true,
  );
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = (await batch.evaluate(`(${savedIn})(window)`)) as Saved[] | null;
      return saved?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.zip$/),
      expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
  const [zip, xlsx] = saved as unknown as Saved[];
  expect(
    readBatchFiles(new Uint8Array(zip?.bytes ?? []), new Uint8Array(xlsx?.bytes ?? [])),
  ).toEqual(mixedBatchFiles());
});

it("a batch of two searches listing the same videos: the zip, the workbook and the JSON hold every video under each search, and their credits sum to the batch's", async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  const { text, press, paste } = batchTab(batch);
  // The page opens on the latest batch when there is one.
  await expect.poll(() => press('New batch')).toBe(true);
  await paste(overlapPages.join('\n'));
  await expect.poll(() => press(`Run · up to ${overlapPrice} credits`)).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(`Finished: 2 of 2 pages done, 0 failed, ${overlapPrice} credits.`);
  // Nothing was dropped as a repeat: each search is a list of its own.
  expect(await text('[data-testid="batch-repeats"]')).toBeNull();

  await batch.evaluate(`(${keepFiles})(window)`);
  const savedNow = async () => (await batch.evaluate(`(${savedIn})(window)`)) as Saved[] | null;
  expect(await press('Download JSON')).toBe(true);
  await expect.poll(async () => (await savedNow())?.length).toBe(1);
  const jsonText = new TextDecoder().decode(new Uint8Array((await savedNow())?.[0]?.bytes ?? []));
  expect(itemsInJson(jsonText)).toEqual(overlapFiles().json);
  // Each file is written in a worker: one is awaited before the next is asked for.
  expect(await press('Download CSV (one zip with the pages)')).toBe(true);
  await expect.poll(async () => (await savedNow())?.length).toBe(2);
  expect(await press('Download Excel')).toBe(true);
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = await savedNow();
      return saved?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.json$/),
      expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.zip$/),
      expect.stringMatching(/^sidelight-batch-\d+-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
  const [, zip, xlsx] = saved as unknown as Saved[];
  expect(
    readLinesInFiles(new Uint8Array(zip?.bytes ?? []), new Uint8Array(xlsx?.bytes ?? []), jsonText),
  ).toEqual(overlapFiles());
});
