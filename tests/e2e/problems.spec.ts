/**
 * The record of problems in the built extension: empty at first and said so; a scheduled refresh
 * that fails against the local fake, and a refused write a view reports, are listed under Settings
 * › Problems newest first, and Copy for a support request copies the version, the browser and
 * both, never the key or a query.
 */
import { readFileSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { ageAnswers } from '../support/age-answers';
import {
  failedRun,
  failingRefresh,
  failingThing,
  nothingWrong,
  refusedWrite,
  refusedWriteKept,
  searchWords,
} from '../support/failing-refresh';
import { askBackground, expect, fakeApiForSuite, test, useService } from './fixtures';

const fake = fakeApiForSuite();
const shots = process.env.PROBLEM_SHOTS;

/** Pictures the Problems section at each width people use for the settings. */
async function picture(settings: Page, name: string) {
  for (const width of [1024, 1920]) {
    await settings.setViewportSize({ width, height: 900 });
    // The section at the top of the window, the page's width around it.
    await settings
      .getByTestId('problems')
      .evaluate((section) => section.scrollIntoView({ block: 'start' }));
    await settings.screenshot({
      path: shots
        ? `${shots}/${name}-chromium-${width}.png`
        : test.info().outputPath(`${name}-${width}.png`),
    });
  }
}

/** The thing fetched once, its answer now a day old; answers its cache key. */
async function fetchedYesterday(sw: Worker, settings: Page) {
  const key = await askBackground<string>(settings, 'callKey', {
    id: failingThing.endpointId,
    params: failingThing.params,
  });
  await askBackground(settings, 'callApi', {
    id: failingThing.endpointId,
    params: failingThing.params,
  });
  await sw.evaluate(ageAnswers, 86_400_000);
  return key;
}

/** The thing watched daily under a cap, its day come; answers when (a run may start at once). */
const dueNow = (sw: Worker, key: string) =>
  sw.evaluate(
    async (thing) => {
      const now = Date.now();
      const { apiSettings } = await chrome.storage.local.get('apiSettings');
      await chrome.storage.local.set({
        apiSettings: { ...(apiSettings as object), automaticCap: 100 },
        watched: [{ ...thing, addedAt: now, schedule: 'daily', dueAt: now - 60_000 }],
      });
      return now;
    },
    { ...failingThing, key },
  );

const rows = (settings: Page) =>
  settings
    .getByTestId('problems-table')
    .locator('tbody tr')
    .evaluateAll((found) =>
      found.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );

test('a failed scheduled refresh and a refused write are under Settings › Problems and in the copy for a support request, without the key', async ({
  context,
  sw,
  openExtensionPage,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const settings = await openExtensionPage('options.html');
  const section = settings.getByTestId('problems');
  await expect(section.getByTestId('problems-empty')).toHaveText(nothingWrong);
  await picture(settings, 'empty');

  await useService(sw, fake().url, fake().key);
  const key = await fetchedYesterday(sw, settings);
  // The service fails before the day comes: the background may run it as soon as it is due.
  fake().inject(failingRefresh(fake().key));
  const dayCame = await dueNow(sw, key);
  await sw.evaluate(() => chrome.alarms.create('sidelight:watched', { when: Date.now() }));
  await expect
    .poll(() =>
      sw.evaluate(async (from) => {
        const { watched } = await chrome.storage.local.get('watched');
        return (watched as { lastRefresh?: { at: number; outcome: string } }[]).map(
          (thing) => (thing.lastRefresh?.at ?? 0) >= from && thing.lastRefresh?.outcome,
        );
      }, dayCame),
    )
    .toEqual(['failed']);
  await askBackground(settings, 'reportProblem', refusedWrite(fake().key));

  // Newest first, as the background added them: the settings follow without a reload.
  await expect
    .poll(() => rows(settings).then((found) => found.map((row) => row[1])))
    .toEqual([refusedWriteKept.doing, failedRun.doing]);
  const [write, run] = await rows(settings);
  expect(write?.[2]).toBe(refusedWriteKept.error);
  expect(run?.[2]).toMatch(failedRun.error);
  for (const shown of [write, run].flat()) {
    expect(shown).not.toContain(fake().key);
    expect(shown).not.toContain(searchWords);
    expect(shown).not.toContain(encodeURIComponent(searchWords));
  }

  await section.getByRole('button', { name: 'Copy for a support request' }).click();
  const version = await sw.evaluate(() => chrome.runtime.getManifest().version);
  await expect(section.getByTestId('problems-status')).toHaveText(
    new RegExp(
      `^Copied for a support request: Sidelight ${version.replaceAll('.', '\\.')} in Chromium [\\d.]+, and 2 problems\\. No key, no address and no data are in it\\.$`,
    ),
  );
  const copied = await settings.evaluate(() => navigator.clipboard.readText());
  const lines = copied.trimEnd().split('\n');
  expect(lines[0]).toMatch(
    new RegExp(`^Sidelight ${version.replaceAll('.', '\\.')} in Chromium [\\d.]+$`),
  );
  expect(lines[2]).toBe('2 problems, newest first (times in UTC):');
  expect(lines[3]).toMatch(
    new RegExp(
      `^[\\d-]+ [\\d:]+  ${refusedWriteKept.doing}: ${refusedWriteKept.error.replace(/[[\]]/g, '\\$&')}$`,
    ),
  );
  expect(lines[4]).toContain(`${failedRun.doing}: 1 of 1 automatic refresh failed: `);
  expect(lines).toHaveLength(5);
  expect(copied).not.toContain(fake().key);
  expect(copied).not.toContain(fake().url);
  expect(copied).not.toContain(encodeURIComponent(searchWords));

  // A few more, as a long-running profile gathers them, for the picture of a full record.
  for (const doing of ['readingSettings', 'downloadingBatch', 'loadingViews'] as const)
    await askBackground(settings, 'reportProblem', { doing, error: `TypeError: ${doing} failed` });
  await expect.poll(() => rows(settings).then((found) => found.length)).toBe(5);
  await picture(settings, 'several');

  // The backup carries the record as it is shown, without the key.
  const [download] = await Promise.all([
    settings.waitForEvent('download'),
    settings.getByTestId('backup').getByRole('button', { name: 'Back up my data' }).click(),
  ]);
  const text = readFileSync((await download.path()) ?? '', 'utf8');
  expect(text).not.toContain(fake().key);
  const { problems } = JSON.parse(text) as { problems: { doing: string; error: string }[] };
  expect(problems.map((problem) => [problem.doing, problem.error])).toEqual(
    (await rows(settings)).map(([, doing, error]) => [doing, error]),
  );
});
