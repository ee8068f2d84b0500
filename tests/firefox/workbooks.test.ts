/**
 * One click, one file, in Firefox with the built add-on and the local fake: the sidebar's Download
 * Excel gives one .xlsx holding the CSV's rows; a batch of mixed pages (a video asked for its Video
 * and its Transcript) gives one .zip of its CSV files and one .xlsx of its sheets, each with every
 * row and the line not sent. Workbooks are written in a worker and zipped without fflate's blob
 * workers, which never answer in a Firefox extension.
 */
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { endpointWords } from '../../lib/export/words';
import {
  alsoForVideos,
  mixedCalls,
  mixedPageCount,
  mixedPages,
  mixedPrice,
} from '../support/batch-page';
import { asCsvCells, csvRecords, readWorkbook } from '../support/read-workbook';
import { openSidebar } from './firefox';
import { firefoxForSuite, openExtensionTab, showPage, useService } from './session';
import { shownPanel } from './views';

const suite = firefoxForSuite();

interface Saved {
  name: string;
  bytes: number[];
}

/**
 * Keeps the files a page saves (its link clicks to blob addresses) instead of downloading them;
 * `window` is the page's own, found from the settings page for the sidebar.
 */
const keepFiles = `(window) => {
  const saved = [];
  window.savedFiles = saved;
  window.HTMLAnchorElement.prototype.click = function click() {
    const entry = { name: this.download, bytes: null };
    saved.push(entry);
    window.fetch(this.href).then((answer) => answer.arrayBuffer()).then((buffer) => {
      entry.bytes = [...new Uint8Array(buffer)];
    });
  };
}`;

const savedIn = `(window) => window.savedFiles.every((file) => file.bytes !== null) ? window.savedFiles : null`;

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
  const text = (selector: string) =>
    batch.evaluate((found) => document.querySelector(found)?.textContent ?? null, selector);
  const press = (label: string) =>
    batch.evaluate((words) => {
      const button = [...document.querySelectorAll('button')].find(
        (each) => each.textContent === words || each.textContent?.startsWith(words),
      );
      if (!button || button.disabled) return false;
      button.click();
      return true;
    }, label);
  await expect
    .poll(() => batch.evaluate(() => document.querySelector('#batch-pages') !== null))
    .toBe(true);
  await batch.evaluate((value) => {
    const pages = document.querySelector<HTMLTextAreaElement>('#batch-pages');
    if (!pages) throw new Error('No Pages box');
    pages.value = value;
    pages.dispatchEvent(new Event('input', { bubbles: true }));
  }, mixedPages.join('\n'));
  await expect
    .poll(() =>
      batch.evaluate((label) => {
        const box = [
          ...document.querySelectorAll<HTMLLabelElement>('tr[data-group="youtube video"] label'),
        ].find((each) => each.textContent?.startsWith(label))?.control;
        if (!(box instanceof HTMLInputElement)) return false;
        if (!box.checked) box.click();
        return box.checked;
      }, endpointById(alsoForVideos).label),
    )
    .toBe(true);
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
  expect(await press(`Download CSV (${endpoints.length} kinds of result, one zip)`)).toBe(true);
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
  const zipped = Object.entries(unzipSync(new Uint8Array(zip?.bytes ?? []))).map(
    ([name, content]) => ({
      name: name.replace(/^sidelight-batch-\d+-|-\d{4}-\d{2}-\d{2}\.csv$/g, ''),
      records: csvRecords(new TextDecoder().decode(content)),
    }),
  );
  const kindFiles = zipped.slice(0, -1);
  expect(zipped.at(-1)).toEqual({
    name: 'not-sent',
    records: [
      ['line', 'what was pasted', 'reason'],
      ['8', 'not a page', 'Not an address of a platform Sidelight reads.'],
    ],
  });

  const sheets = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  const [pages, ...rest] = sheets;
  const kindSheets = rest.slice(0, -1);
  expect(pages?.rows.slice(1).map((row) => [row[0]?.value, row[3]?.value])).toEqual(
    mixedCalls.map((call) => [call.line, endpointById(call.endpointId as 'video.video').label]),
  );
  expect(kindSheets).toHaveLength(kindFiles.length);
  for (const [at, file] of kindFiles.entries()) {
    const sheet = kindSheets[at];
    expect(sheet?.rows, file.name).toHaveLength(file.records.length);
    for (const [row, record] of file.records.entries())
      expect(asCsvCells(sheet?.rows[row] ?? [], record)).toEqual(record);
  }
  for (const endpointId of endpoints) {
    const { platform, what } = endpointWords(endpointId);
    const sheet = kindSheets.find((each) => each.name === `${platform} ${what}`);
    expect(
      [...new Set(sheet?.rows.slice(1).map((row) => row[0]?.value))],
      `${platform} ${what}`,
    ).toEqual(mixedCalls.filter((call) => call.endpointId === endpointId).map((call) => call.line));
  }
  expect(rest.at(-1)?.rows.map((row) => row.map((cell) => cell?.value))).toEqual([
    ['line', 'what was pasted', 'reason'],
    [8, 'not a page', 'Not an address of a platform Sidelight reads.'],
  ]);
  expect(rest.at(-1)?.name).toBe('Not sent');
});
