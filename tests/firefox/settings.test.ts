/**
 * The settings in Firefox, as reported there: fields saved one after the other without a reload,
 * on one settings page and on two, keep each other in storage, and each page shows what is stored.
 */
import { expect, it } from 'vitest';
import { settingsMisfits, settingsWidths } from '../support/settings-fit';
import type { FirefoxSession } from './firefox';
import { firefoxForSuite, openExtensionTab } from './session';
import { type View, view } from './views';

const suite = firefoxForSuite();

const storedApiSettings = (firefox: FirefoxSession) =>
  firefox.settings.evaluate(
    async () => (await browser.storage.local.get('apiSettings')).apiSettings,
  ) as Promise<Record<string, unknown> | undefined>;

const fields = {
  historyDays: 'Keep history for (days)',
  watchedSnapshots: 'Snapshots a watched thing keeps',
  cacheMegabytes: 'Cache size (MB)',
  dailyBudget: 'Daily budget (credits)',
} as const;

/** Each field shows these values. */
const shows = async (page: View, values: Partial<Record<keyof typeof fields, number>>) => {
  for (const [field, value] of Object.entries(values))
    await expect.poll(() => page.value(fields[field as keyof typeof fields])).toBe(String(value));
};

it('fields saved in quick succession are all in storage, and the page shows them', async () => {
  const { firefox, settings } = suite();
  await settings.fill(fields.historyDays, '52');
  await settings.fill(fields.watchedSnapshots, '62');
  await settings.fill(fields.cacheMegabytes, '53');
  await settings.fill(fields.dailyBudget, '7');
  const saved = { historyDays: 52, watchedSnapshots: 62, cacheMegabytes: 53, dailyBudget: 7 };
  await expect.poll(() => storedApiSettings(firefox)).toMatchObject(saved);
  await shows(settings, saved);
});

it('two settings pages keep what the other saved, and each shows it', async () => {
  const { firefox, settings } = suite();
  const tab = await openExtensionTab(firefox, 'options.html');
  const other = view({ ...firefox, settings: tab }, 'settings');
  await shows(other, { historyDays: 52 });
  await settings.fill(fields.historyDays, '30');
  await other.fill(fields.watchedSnapshots, '9');
  await settings.fill(fields.cacheMegabytes, '70');
  await other.fill(fields.dailyBudget, '11');
  const saved = { historyDays: 30, watchedSnapshots: 9, cacheMegabytes: 70, dailyBudget: 11 };
  await expect.poll(() => storedApiSettings(firefox)).toMatchObject(saved);
  await shows(settings, saved);
  await shows(other, saved);
  await tab.close();
});

it('at the settings widths every choice reads whole, each checkbox beside its label', async () => {
  const { firefox } = suite();
  const tab = await openExtensionTab(firefox, 'options.html');
  await expect
    .poll(() => tab.evaluate(() => document.getElementById('microblog-mode') !== null))
    .toBe(true);
  // The proxy country's field shows too, under the longest choice.
  await tab.select('#microblog-mode', 'country');
  await expect
    .poll(() => tab.evaluate(() => document.querySelector('[aria-label="Proxy country"]') !== null))
    .toBe(true);
  const found: Record<string, string[]> = {};
  for (const width of settingsWidths) {
    await tab.setViewport({ width, height: 900 });
    await expect.poll(() => tab.evaluate(() => window.innerWidth)).toBe(width);
    found[`${width} px`] = (await tab.evaluate(
      `(${settingsMisfits.toString()})(document)`,
    )) as string[];
  }
  expect(found).toEqual(Object.fromEntries(settingsWidths.map((width) => [`${width} px`, []])));
  await tab.close();
});
