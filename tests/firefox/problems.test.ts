/**
 * The record of problems in Firefox, against the local fake: empty at first and said so; a
 * scheduled refresh that fails and a refused write a view reports are under Settings › Problems,
 * newest first, and Copy for a support request copies the version, Firefox and both, never the
 * key or a query.
 */
import { expect, it } from 'vitest';
import { ageAnswers } from '../support/age-answers';
import * as refresh from '../support/failing-refresh';
import { clipboardText } from './firefox';
import { askBackground, firefoxForSuite, useService } from './session';

const suite = firefoxForSuite();
const shots = process.env.PROBLEM_SHOTS;

const ask = <T>(type: string, data?: unknown) => askBackground<T>(suite().firefox, type, data);

/** The problems' rows as shown: time, what was being done, the error. */
const rows = () =>
  suite().firefox.settings.evaluate(() =>
    [...document.querySelectorAll('[data-testid="problems-table"] tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
    ),
  );

/** Pictures the settings page with the Problems section at the top, at each width people use. */
async function picture(name: string) {
  const { settings } = suite().firefox;
  for (const width of [1024, 1920]) {
    await settings.setViewport({ width, height: 900 });
    await settings.evaluate(() =>
      document.querySelector('[data-testid="problems"]')?.scrollIntoView({ block: 'start' }),
    );
    if (shots) await settings.screenshot({ path: `${shots}/${name}-firefox-${width}.png` });
  }
}

it('a failed scheduled refresh and a refused write are under Settings › Problems and in the copy for a support request, without the key', async () => {
  const { firefox, fake, settings } = suite();
  // The settings page is the tab Firefox opened on install.
  await expect
    .poll(() => settings.text('[data-testid="problems-empty"]'))
    .toBe(refresh.nothingWrong);
  await picture('empty');

  await useService(firefox, fake);
  const key = await ask<string>('callKey', {
    id: refresh.failingThing.endpointId,
    params: refresh.failingThing.params,
  });
  await ask('callApi', {
    id: refresh.failingThing.endpointId,
    params: refresh.failingThing.params,
  });
  await firefox.settings.evaluate(ageAnswers, 86_400_000);
  // The service fails before the day comes: the background may run it as soon as it is due.
  fake.inject(refresh.failingRefresh(fake.key));
  const dayCame = await firefox.settings.evaluate(
    async (thing) => {
      const now = Date.now();
      const { apiSettings } = (await browser.storage.local.get('apiSettings')) as {
        apiSettings?: object;
      };
      await browser.storage.local.set({
        apiSettings: { ...apiSettings, automaticCap: 100 },
        watched: [{ ...thing, addedAt: now, schedule: 'daily', dueAt: now - 60_000 }],
      });
      return now;
    },
    { ...refresh.failingThing, key },
  );
  await firefox.settings.evaluate(() =>
    browser.alarms.create('sidelight:watched', { when: Date.now() }),
  );
  await expect
    .poll(() =>
      firefox.settings.evaluate(async (from) => {
        const { watched } = (await browser.storage.local.get('watched')) as {
          watched: { lastRefresh?: { at: number; outcome: string } }[];
        };
        return watched.map(
          (thing) => (thing.lastRefresh?.at ?? 0) >= from && thing.lastRefresh?.outcome,
        );
      }, dayCame),
    )
    .toEqual(['failed']);
  await ask('reportProblem', refresh.refusedWrite(fake.key));

  // Newest first, as the background added them: the settings follow without a reload.
  await expect
    .poll(async () => (await rows()).map((row) => row[1]))
    .toEqual([refresh.refusedWriteKept.doing, refresh.failedRun.doing]);
  const [write, run] = await rows();
  expect(write?.[2]).toBe(refresh.refusedWriteKept.error);
  expect(run?.[2]).toMatch(refresh.failedRun.error);
  for (const shown of [write, run].flat()) {
    expect(shown).not.toContain(fake.key);
    expect(shown).not.toContain(encodeURIComponent(refresh.searchWords));
  }

  // The settings tab comes to the front, as a person looks at it to press its button.
  await firefox.settings.bringToFront();
  const pressed = await firefox.settings.evaluate(() => {
    const section = document.querySelector('[data-testid="problems"]');
    const button = [...(section?.querySelectorAll('button') ?? [])].find(
      (each) => each.textContent === 'Copy for a support request',
    );
    button?.click();
    return button !== undefined;
  });
  expect(pressed).toBe(true);
  const version = await firefox.settings.evaluate(() => browser.runtime.getManifest().version);
  await expect
    .poll(() => settings.text('[data-testid="problems-status"]'))
    .toMatch(
      new RegExp(
        `^Copied for a support request: Sidelight ${version.replaceAll('.', '\\.')} in Firefox [\\d.]+, and 2 problems\\. No key, no address and no data are in it\\.$`,
      ),
    );
  const copied = await clipboardText(firefox);
  const lines = copied.trimEnd().split('\n');
  expect(lines[0]).toMatch(
    new RegExp(`^Sidelight ${version.replaceAll('.', '\\.')} in Firefox [\\d.]+$`),
  );
  expect(lines[2]).toBe('2 problems, newest first (times in UTC):');
  expect(
    lines[3]?.endsWith(`  ${refresh.refusedWriteKept.doing}: ${refresh.refusedWriteKept.error}`),
  ).toBe(true);
  expect(lines[4]).toContain(`${refresh.failedRun.doing}: 1 of 1 automatic refresh failed: `);
  expect(lines).toHaveLength(5);
  expect(copied).not.toContain(fake.key);
  expect(copied).not.toContain(fake.url);
  expect(copied).not.toContain(encodeURIComponent(refresh.searchWords));

  // A few more, as a long-running profile gathers them, for the picture of a full record.
  for (const doing of ['readingSettings', 'downloadingBatch', 'loadingViews'] as const)
    await ask('reportProblem', { doing, error: `TypeError: ${doing} failed` });
  await expect.poll(async () => (await rows()).length).toBe(5);
  await picture('several');
});
