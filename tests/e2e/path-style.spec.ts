/**
 * An address that speaks only the platforms' names (`/youtube/…`), as the real service does: a new
 * user saves it with the key, runs Test the key, and the panel then gets its data on the first
 * try, every request in the platforms' words.
 */

import type { Page } from '@playwright/test';
import { directory } from '../../lib/platforms/directory';
import { test as base, expect, fakeApiForSuite, openViewForPage, saveInSettings } from './fixtures';

const fake = fakeApiForSuite({ pathStyle: 'platform' });
const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/** The settings page of a new user who has typed the address and the key, and nothing more. */
const test = base.extend<{ options: Page }>({
  options: async ({ openExtensionPage }, use) => {
    const options = await openExtensionPage('options.html');
    await saveInSettings(options, fake().url, fake().key);
    await use(options);
  },
});

test('settings → Test the key → the panel on a YouTube video, in the platforms’ path names', async ({
  context,
  sw,
  extensionId,
  options,
}) => {
  await expect(options.getByTestId('path-style-note')).toHaveText(
    "Not known yet: calls use the contract's names until Test the key finds out.",
  );
  await options.getByRole('button', { name: /^Test the key/ }).click();
  await expect(options.getByTestId('key-test')).toContainText(
    'The key works. Balance: 99,999 credits. This address uses platform names (/youtube/… for /video/…).',
  );
  await expect(options.getByLabel('Path names this address uses')).toHaveValue('platform');
  await expect(options.getByTestId('path-style-note')).toHaveText(
    'Found by Test the key for this address.',
  );

  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  await expect(panel.getByTestId('result').first()).toBeVisible();
  const paths = fake().requests.map((request) => [request.path, request.status]);
  expect(paths).toEqual([
    ['/events/categories', 404],
    ['/luma/categories', 200],
    ['/youtube/videos/dQw4w9WgXcQ', 200],
  ]);
  // After the test, no request spells a path in the contract's words.
  const areas = Object.values(directory).map((entry) => entry.area);
  const contractWords = new RegExp(`^/(${areas.join('|')})/`);
  expect(paths.slice(2).filter(([path]) => contractWords.test(String(path)))).toEqual([]);

  // The key test is spending on key tests, not on Luma, and no result in the history.
  await options.reload();
  const spending = options.getByTestId('spending');
  await expect(spending.locator('.sl-item__stats li')).toHaveText(['YouTube 4', 'Key tests 1']);
  await expect(spending.locator('tbody td:nth-child(2)')).toHaveText([
    'YouTube · Video',
    'Key test',
    'Key test',
  ]);
  await expect(options.getByTestId('history').locator('li')).toHaveCount(1);
  await expect(options.getByTestId('history')).not.toContainText('Categories');
});

test('a 404 from an address whose names were never tested says what to do', async ({
  context,
  sw,
  extensionId,
  options,
}) => {
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  const alert = panel.getByRole('alert').first();
  await expect(alert).toContainText(
    'Or this address uses platform names (/youtube/… where the contract writes /video/…): run Test the key in the settings.',
  );
  await expect(alert.getByRole('button', { name: 'Open settings' })).toBeVisible();

  // Picked by hand in the settings, the next try gets the data.
  await options.getByLabel('Path names this address uses').selectOption('platform');
  await expect(options.getByTestId('path-style-note')).toHaveText(
    'Chosen by you for this address.',
  );
  await panel
    .getByRole('button', { name: /^Retry/ })
    .first()
    .click();
  await expect(panel.getByTestId('result').first()).toBeVisible();
  expect(fake().requests.map((request) => request.path)).toEqual([
    '/video/videos/dQw4w9WgXcQ',
    '/youtube/videos/dQw4w9WgXcQ',
  ]);
});
