/**
 * The popup and the options page in the built extension, against the local fake of the service:
 * set up and test a key, copy JSON and a transcript, demo data, budgets, history, settings export.
 */
import type { Page } from '@playwright/test';
import { settingsVersion } from '../../lib/extension/shared/settings-limits';
import { readWorkbook } from '../support/read-workbook';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  openViewForPage,
  popupOnVideo,
  saveInSettings,
  test,
  useDailyBudget,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('a key and address saved in options are tested against the service', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await saveInSettings(options, fake().url, 'sk_not_a_key');
  await options.getByRole('button', { name: 'Test the key · 1 credit' }).click();
  await expect(options.getByTestId('key-test')).toContainText('The key is not valid');

  await options.getByLabel('API key').fill(fake().key);
  await options.getByRole('button', { name: 'Save key' }).click();
  await options.getByRole('button', { name: /^Test the key/ }).click();
  await expect(options.getByTestId('key-test')).toContainText(
    'The key works. Balance: 99,999 credits.',
  );
  expect(fake().requests.map((request) => [request.path, request.status])).toEqual([
    ['/events/categories', 401],
    ['/events/categories', 200],
  ]);
});

test('the popup copies the page’s JSON, then its transcript in the chosen format', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: 'Copy JSON · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText(/^Copied \d+ (B|KB)$/);
  const json = JSON.parse(await clipboard(popup));
  expect(json.title).toBeTruthy();

  await popup.getByLabel('Transcript format').selectOption('srt');
  await popup.getByRole('button', { name: 'Copy transcript · 4 credits' }).click();
  // The status still says the JSON's "Copied" until the transcript's copy ends: wait for its text.
  await expect.poll(() => clipboard(popup)).toMatch(/^1\n00:00:00,160 --> 00:00:04,000\n/);
  await expect(popup.getByTestId('copy-status')).toContainText(/^Copied \d+ (B|KB)$/);
  expect(fake().requests.map((request) => request.path)).toEqual([
    '/video/videos/dQw4w9WgXcQ',
    '/video/videos/dQw4w9WgXcQ/transcription',
  ]);
  // The choice is remembered.
  await popup.reload();
  await expect(popup.getByLabel('Transcript format')).toHaveValue('srt');
});

test('without a key, the popup offers setup and copies demo data with no request', async ({
  context,
  sw,
  extensionId,
}) => {
  await sw.evaluate((base) => chrome.storage.local.set({ baseUrl: base }), fake().url);
  const popup = await popupOnVideo(context, sw, extensionId);
  await expect(popup.getByTestId('setup')).toContainText('Add your API key');
  await popup.getByRole('button', { name: /^Copy JSON/ }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('(demo data)');
  expect(fake().requests).toEqual([]);
});

test('over budget, the popup says so and the service sees nothing', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  await useDailyBudget(sw, 1);
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: /^Copy JSON/ }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('daily budget of 1');
  expect(fake().requests).toEqual([]);
  await expect(popup.getByTestId('credit-summary')).toContainText('Credits today 0 of 1');
});

test('the history reopens a result with no new request', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: /^Copy JSON/ }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  expect(fake().requests).toHaveLength(1);

  const options = await openExtensionPage('options.html');
  const history = options.getByTestId('history');
  await expect(history).toContainText('YouTube · Video');
  const [reopened] = await Promise.all([
    context.waitForEvent('page'),
    history.getByRole('button', { name: 'Reopen' }).click(),
  ]);
  await expect(reopened.getByTestId('history-result')).toContainText('No new call');
  await expect(reopened.getByTestId('history-result')).toContainText('Clack Lab');
  expect(fake().requests).toHaveLength(1);
  await expect(options.getByTestId('spending')).toContainText('Today 4 credits');
  // The whole period shows, today last, its figure in words.
  const chart = options.getByTestId('daily-chart');
  await expect(chart.getByRole('button')).toHaveCount(30);
  await expect(chart.getByRole('button').last()).toHaveAccessibleName(/: 4 credits$/);
  await expect(chart).toContainText('Today 4 credits');
  await chart.getByRole('button').last().focus();
  await options.keyboard.press('ArrowLeft');
  await expect(chart.getByRole('button').nth(28)).toBeFocused();
  await expect(chart.locator('.sl-days__axis')).toHaveText(/^\w+ \d+: 0 credits$/);
  // People read the platform and the thing, in the ledger and in file names alike.
  await expect(options.getByTestId('spending').locator('tbody td:nth-child(2)')).toHaveText([
    'YouTube · Video',
  ]);
  // How the call ended, in words, in the table and in its file.
  await expect(options.getByTestId('spending').locator('tbody td:nth-child(5)')).toHaveText([
    'answered',
  ]);
  const [ledgerFile] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Download the ledger (CSV)' }).click(),
  ]);
  const ledgerCsv = Buffer.concat(await (await ledgerFile.createReadStream()).toArray()).toString(
    'utf8',
  );
  expect(ledgerCsv.split('\r\n')[0]).toBe(
    '\uFEFFtime,call,API endpoint,API parameters,price,charged,balance,outcome',
  );
  expect(ledgerCsv.split('\r\n')[1]).toMatch(/,YouTube · Video,video\.video,.*,answered$/);
  // The ledger as a workbook: the same columns, the time a date, the price a number.
  const [ledgerBook] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Download the ledger (Excel)' }).click(),
  ]);
  expect(ledgerBook.suggestedFilename()).toMatch(/^sidelight-ledger-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [calls] = readWorkbook(
    Buffer.concat(await (await ledgerBook.createReadStream()).toArray()),
  );
  expect(calls?.name).toBe('Every call');
  expect(calls?.rows[0]?.map((cell) => cell?.type === 'text' && cell.value)).toEqual(
    ledgerCsv
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      ?.split(','),
  );
  expect(calls?.rows.slice(1).map((row) => [row[0]?.type, row[1], row[4]?.type])).toEqual([
    ['date', { type: 'text', value: 'YouTube · Video' }, 'number'],
  ]);
  const named = async (page: Page, click: () => Promise<void>) => {
    const [file] = await Promise.all([page.waitForEvent('download'), click()]);
    return file.suggestedFilename();
  };
  const fromHistory = await named(options, () =>
    history.getByRole('button', { name: 'Download' }).click(),
  );
  const fromReopened = await named(reopened, () =>
    reopened.getByRole('button', { name: 'Download JSON' }).click(),
  );
  for (const name of [fromHistory, fromReopened])
    expect(name).toMatch(/^youtube-video-dQw4w9WgXcQ-\d{4}-\d{2}-\d{2}\.json$/);
});

test('open settings follow new calls as they are made, and list results by their titles', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html?welcome');
  const history = options.getByTestId('history');
  const spending = options.getByTestId('spending');
  await expect(history).toContainText('Nothing yet.');
  await expect(spending).toContainText('No calls yet.');

  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: 'Copy JSON · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  const { title } = JSON.parse(await clipboard(popup)) as { title: string };
  await expect(history.locator('.sl-item__title')).toHaveText([title]);
  await expect(history.locator('.sl-item__subtitle')).toContainText(['YouTube · Video']);
  await expect(spending).toContainText('Today 4 credits');

  await popup.getByRole('button', { name: 'Copy transcript · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  await expect(spending.locator('tbody td:nth-child(2)')).toHaveText([
    'YouTube · Transcript',
    'YouTube · Video',
  ]);
  await expect(spending).toContainText('Today 8 credits');
  await expect(history.locator('.sl-item__title')).toHaveText(['YouTube · Transcript', title]);

  // The search reads titles, and a deletion elsewhere shows here too.
  await options.getByLabel('Search the history').fill(title.split(' ').slice(0, 2).join(' '));
  await expect(history.locator('.sl-item__title')).toHaveText([title]);
  await options.getByLabel('Search the history').fill('reddit');
  await expect(history).toContainText('Nothing matches “reddit”.');
  await options.getByLabel('Search the history').fill('');
  const [newest] = await askBackground<{ id: number }[]>(popup, 'listHistory', {});
  await askBackground(popup, 'deleteHistory', { id: newest?.id });
  await expect(history.locator('.sl-item__title')).toHaveCount(1);
  expect(fake().requests).toHaveLength(2);
});

test('a settings export holds every setting but never the key', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  const [file] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Export settings' }).click(),
  ]);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(text).not.toContain(fake().key);
  expect(text.toLowerCase()).not.toContain('apikey');
  expect(JSON.parse(text)).toMatchObject({
    sidelightSettings: settingsVersion,
    baseUrl: fake().url,
  });
});

test('a Threads mode chosen in the options is how Threads calls start, at its price', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Threads calls').selectOption('max');
  await expect
    .poll(() => sw.evaluate(() => chrome.storage.local.get('preferences')))
    .toMatchObject({ preferences: { microblogMode: 'max' } });
  const post = 'https://www.threads.com/@zuck/post/DBx4f2Rp9Qk';
  const { view: panel } = await openViewForPage(context, sw, extensionId, post);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  expect(fake().requests.map((request) => [request.query.max, request.charged])).toEqual([
    ['true', 8],
  ]);
});

test('items per list chosen in the options are what list tabs ask for', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  await options.getByLabel('Items per list').fill('5');
  await options.getByLabel('Items per list').blur();
  await expect
    .poll(() => sw.evaluate(() => chrome.storage.local.get('preferences')))
    .toMatchObject({ preferences: { defaultCount: 5 } });
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  await panel.getByRole('tab', { name: /Comments/ }).click();
  await panel
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Fetch/ })
    .click();
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  expect(fake().requests.at(-1)?.query.count).toBe('5');
});
