/**
 * One click, one file, in Firefox with the built add-on and the local fake: the sidebar's Download
 * Excel gives one .xlsx holding the CSV's rows; a batch of mixed pages gives one .zip of its CSV
 * files and one .xlsx of its sheets, each with every row. Workbooks are written in a worker and
 * zipped without fflate's blob workers, which never answer in a Firefox extension.
 */
import { unzipSync } from 'fflate';
import { expect, it } from 'vitest';
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

it('a batch of mixed pages: Download CSV gives one zip, Download Excel one workbook, each with every row', async () => {
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
  }, [
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://www.reddit.com/r/typescript/',
    'tiktok.com/@khaby.lame',
    'not a page',
  ].join('\n'));
  await expect
    .poll(() => text('[data-testid="batch-recognised"]'))
    .toBe('4 pages recognised; 1 line not sent:');
  await expect.poll(() => text('[data-testid="batch-price"]')).not.toBe('Pricing…');
  await expect.poll(() => press('Run ·')).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toMatch(/^Finished: 4 of 4 pages done/);

  await batch.evaluate(`(${keepFiles})(window)`);
  expect(await press('Download CSV (3 kinds of result, one zip)')).toBe(true);
  expect(await press('Download Excel (3 kinds of result, a sheet each)')).toBe(true);
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
  const csvFiles = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(zip?.bytes ?? []))).map(([name, content]) => [
      name.replace(/^sidelight-batch-\d+-|-\d{4}-\d{2}-\d{2}\.csv$/g, ''),
      csvRecords(new TextDecoder().decode(content)),
    ]),
  );
  expect(
    Object.fromEntries(
      Object.entries(csvFiles).map(([name, records]) => [name, records.length - 1]),
    ),
  ).toEqual({ 'youtube-video': 2, 'reddit-community': 1, 'tiktok-profile': 1 });
  const sheets = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  expect(sheets.map((sheet) => [sheet.name, sheet.rows.length - 1])).toEqual([
    ['Pages', 4],
    ['YouTube Video', 2],
    ['Reddit Community', 1],
    ['TikTok Profile', 1],
    ['Not sent', 0],
  ]);
  for (const [sheetName, file] of [
    ['YouTube Video', 'youtube-video'],
    ['Reddit Community', 'reddit-community'],
    ['TikTok Profile', 'tiktok-profile'],
  ] as const) {
    const sheet = sheets.find((each) => each.name === sheetName);
    for (const [at, record] of (csvFiles[file] ?? []).entries())
      expect(asCsvCells(sheet?.rows[at] ?? [], record)).toEqual(record);
  }
});
