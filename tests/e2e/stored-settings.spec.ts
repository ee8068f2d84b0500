/**
 * The settings as stored, whichever page changed them: saves in quick succession and in two open
 * settings pages keep each other; the popup's demo box survives a change of copy format; an import
 * shows at once and the next edit keeps it; a wrong file names the setting; nothing empty shows
 * before it has been read; the popup's credits follow its own calls.
 */
import type { Page, Worker } from '@playwright/test';
import { settingsVersion } from '../../lib/extension/shared/settings-limits';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  popupOnVideo,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();

const stored = (sw: Worker, key: string) =>
  sw.evaluate(async (name) => (await chrome.storage.local.get(name))[name], key);

/** Types a value into a field as a person does, and leaves it (which saves it). */
const enter = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label).fill(value);
  await page.getByLabel(label).press('Tab');
};

const fields = {
  history: 'Keep history for (days)',
  snapshots: 'Snapshots a watched thing keeps',
  cache: 'Cache size (MB)',
  daily: 'Daily budget (credits)',
} as const;

/** The page shows these values in these fields. */
const shows = async (page: Page, values: Partial<Record<keyof typeof fields, string>>) => {
  for (const [field, value] of Object.entries(values))
    await expect(page.getByLabel(fields[field as keyof typeof fields])).toHaveValue(value);
};

test('settings saved in quick succession keep each other, in storage and on the page', async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  // As reported: one after the other without a reload, each in a different part of the page.
  await enter(options, fields.history, '52');
  await enter(options, fields.snapshots, '62');
  await enter(options, fields.cache, '53');
  await enter(options, fields.daily, '7');
  await expect
    .poll(() => stored(sw, 'apiSettings'))
    .toMatchObject({ historyDays: 52, watchedSnapshots: 62, cacheMegabytes: 53, dailyBudget: 7 });
  await shows(options, { history: '52', snapshots: '62', cache: '53', daily: '7' });
  await options.reload();
  await shows(options, { history: '52', snapshots: '62', cache: '53', daily: '7' });
});

test('two open settings pages keep what the other saved, and each shows it', async ({
  sw,
  openExtensionPage,
}) => {
  const first = await openExtensionPage('options.html');
  const second = await openExtensionPage('options.html');
  await shows(first, { history: '' });
  await shows(second, { history: '' });
  await enter(first, fields.history, '52');
  await enter(second, fields.snapshots, '62');
  await enter(first, fields.cache, '53');
  await enter(second, fields.daily, '7');
  await second.getByLabel('Threads calls').selectOption('max');
  await first.getByLabel('Transcript language').fill('de');
  await first.getByLabel('Transcript language').press('Tab');
  await expect
    .poll(() => stored(sw, 'apiSettings'))
    .toMatchObject({ historyDays: 52, watchedSnapshots: 62, cacheMegabytes: 53, dailyBudget: 7 });
  await expect
    .poll(() => stored(sw, 'preferences'))
    .toMatchObject({ microblogMode: 'max', transcriptLanguage: 'de' });
  for (const page of [first, second]) {
    await shows(page, { history: '52', snapshots: '62', cache: '53', daily: '7' });
    await expect(page.getByLabel('Threads calls')).toHaveValue('max');
    await expect(page.getByLabel('Transcript language')).toHaveValue('de');
  }
});

test('demo data ticked in the popup stays on when the copy format changes: Copy spends nothing', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByLabel('Try demo data').click();
  await expect(popup.getByLabel('Try demo data')).toBeChecked();
  await expect.poll(() => stored(sw, 'preferences')).toMatchObject({ demoData: true });
  await popup.getByLabel('Transcript format').selectOption('srt');
  await expect
    .poll(() => stored(sw, 'preferences'))
    .toMatchObject({ demoData: true, copyFormat: 'srt' });
  await expect(popup.getByLabel('Try demo data')).toBeChecked();
  await popup.getByRole('button', { name: /^Copy transcript/ }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('(demo data)');
  expect(fake().requests).toEqual([]);
});

test("the popup's credits today follow its own paid copies", async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const popup = await popupOnVideo(context, sw, extensionId);
  await expect(popup.getByTestId('credit-summary')).toContainText('Credits today 0 ·');
  await popup.getByRole('button', { name: 'Copy JSON · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  await expect(popup.getByTestId('credit-summary')).toContainText('Credits today 4 ·');
  await popup.getByRole('button', { name: 'Copy transcript · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  await expect(popup.getByTestId('credit-summary')).toContainText('Credits today 8 ·');
  expect(fake().requests.map((request) => request.charged)).toEqual([4, 4]);
});

/** Chooses a file with this text in "Import settings". */
const importText = (page: Page, text: string) =>
  page.locator('[data-testid="settings-transfer"] input[type="file"]').setInputFiles({
    name: 'sidelight-settings.json',
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });

/** Chooses the file in "Import settings" and presses Import under what it would change. */
const importConfirmed = async (page: Page, text: string) => {
  await importText(page, text);
  await page.getByTestId('import-preview').getByRole('button', { name: 'Import' }).click();
};

/** The settings file this page exports now, parsed. */
const exportedFile = async (page: Page) => {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export settings' }).click(),
  ]);
  return JSON.parse(Buffer.concat(await (await file.createReadStream()).toArray()).toString());
};

test('an import shows at once, and the next edit keeps it', async ({ sw, openExtensionPage }) => {
  const options = await openExtensionPage('options.html');
  const file = await exportedFile(options);
  // Every setting is in the file, those never changed too.
  expect(file).toMatchObject({
    pathStyle: null,
    batchConcurrency: 3,
    apiSettings: { historyDays: null, watchedSnapshots: 100 },
  });
  await importConfirmed(
    options,
    JSON.stringify({
      ...file,
      baseUrl: fake().url,
      pathStyle: { baseUrl: fake().url, style: 'platform', chosen: true },
      preferences: { ...file.preferences, demoData: true, copyFormat: 'txt' },
      apiSettings: { ...file.apiSettings, historyDays: 30, watchedSnapshots: 7 },
    }),
  );
  await expect(options.getByTestId('import-status')).toHaveText(
    'Settings imported. The file’s address is in the API base address field, not saved: press Save there to use it.',
  );
  await shows(options, { history: '30', snapshots: '7' });
  await expect(options.getByLabel('API base address')).toHaveValue(fake().url);
  expect(await stored(sw, 'baseUrl')).toBeUndefined();
  await options.getByRole('button', { name: 'Save address' }).click();
  await expect.poll(() => stored(sw, 'baseUrl')).toBe(fake().url);
  await expect(options.getByLabel('Use demo data')).toBeChecked();
  await expect(options.getByLabel('Copy transcripts as')).toHaveValue('txt');
  await expect(options.getByLabel('Path names this address uses')).toHaveValue('platform');

  await enter(options, fields.cache, '77');
  await expect.poll(() => stored(sw, 'apiSettings')).toMatchObject({ cacheMegabytes: 77 });
  expect(await stored(sw, 'apiSettings')).toMatchObject({ historyDays: 30, watchedSnapshots: 7 });
  // A box that shows what is stored: clicked, then awaited (its click alone may be drawn over).
  const autoFetch = options.getByLabel('Fetch the first tab when the panel opens');
  await autoFetch.click();
  await expect(autoFetch).not.toBeChecked();
  await expect.poll(() => stored(sw, 'preferences')).toMatchObject({ autoFetch: false });
  expect(await stored(sw, 'preferences')).toMatchObject({ demoData: true, copyFormat: 'txt' });
  expect(await stored(sw, 'baseUrl')).toBe(fake().url);
});

test('a settings file of the first version imports: what it holds arrives, what it lacks stays as set', async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  await enter(options, fields.history, '30');
  await expect.poll(() => stored(sw, 'apiSettings')).toMatchObject({ historyDays: 30 });
  // As the first version exported it: no path style, calls at a time, history days, snapshots
  // kept, wait before fetching or items per list.
  await importConfirmed(
    options,
    JSON.stringify({
      sidelightSettings: 1,
      baseUrl: '',
      preferences: {
        autoFetch: false,
        demoData: true,
        transcriptLanguage: 'de',
        copyFormat: 'srt',
      },
      apiSettings: { cacheHours: 6, cacheMegabytes: 20, dailyBudget: 500, monthlyBudget: null },
    }),
  );
  await expect(options.getByTestId('import-status')).toHaveText('Settings imported.');
  await shows(options, { history: '30', snapshots: '100', cache: '20', daily: '500' });
  await expect(options.getByLabel('Use demo data')).toBeChecked();
  await expect(options.getByLabel('Copy transcripts as')).toHaveValue('srt');
  expect(await stored(sw, 'apiSettings')).toEqual({
    cacheHours: 6,
    cacheMegabytes: 20,
    dailyBudget: 500,
    monthlyBudget: null,
    historyDays: 30,
    watchedSnapshots: 100,
    automaticCap: null,
    automaticPaused: false,
    notifyMoves: false,
  });
  expect(await stored(sw, 'preferences')).toMatchObject({
    autoFetch: false,
    autoFetchDelaySeconds: 1.5,
    transcriptLanguage: 'de',
    defaultCount: null,
  });
});

test("an imported address that needs the browser's permission waits in the field to be saved", async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  const file = await exportedFile(options);
  await importConfirmed(options, JSON.stringify({ ...file, baseUrl: 'https://api.example.com' }));
  await expect(options.getByLabel('API base address')).toHaveValue('https://api.example.com');
  await expect(options.getByTestId('import-status')).toHaveText(
    'Settings imported. The file’s address is in the API base address field, not saved: press Save there to use it.',
  );
  expect(await stored(sw, 'baseUrl')).toBeUndefined();
});

test('a wrong settings file says which setting and why, and imports nothing', async ({
  sw,
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  const file = await exportedFile(options);
  const json = JSON.stringify(file);
  const cases: [string, string][] = [
    ['{"sidelightSettings": 1,', 'This file is not JSON'],
    ['[1, 2]', `it lacks "sidelightSettings": ${settingsVersion}`],
    [
      json.replace('"apiSettings":{', '"apiSettings":{"__proto__":{"dailyBudget":0},'),
      'apiSettings.__proto__: a key named __proto__ is refused',
    ],
    [
      JSON.stringify({ ...file, apiSettings: { ...file.apiSettings, historyDays: -5 } }),
      'Keep history for (days) (apiSettings.historyDays) must be at least 0, not -5.',
    ],
    [
      JSON.stringify({ ...file, preferences: { ...file.preferences, defaultCount: 2.5 } }),
      'Items per list (preferences.defaultCount) must be a whole number, not 2.5.',
    ],
  ];
  for (const [text, problem] of cases) {
    await importText(options, text);
    const refused = options.getByTestId('import-problems');
    await expect(refused.locator('.sl-error__title')).toHaveText(
      'Nothing was imported from sidelight-settings.json:',
    );
    await expect(refused.getByRole('listitem')).toContainText([problem]);
  }
  expect(await stored(sw, 'apiSettings')).toBeUndefined();
});

test('the settings page shows nothing empty before it has read what is stored', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const popup = await popupOnVideo(context, sw, extensionId);
  await popup.getByRole('button', { name: 'Copy JSON · 4 credits' }).click();
  await expect(popup.getByTestId('copy-status')).toContainText('Copied');
  // Every state the page goes through, from its first render on.
  await context.addInitScript(() => {
    const seen: { key: { value: string; disabled: boolean } | null; text: string }[] = [];
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const key = document.getElementById('api-key') as HTMLInputElement | null;
      seen.push({
        key: key && { value: key.value, disabled: key.disabled },
        text: ['spending', 'history']
          .map((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '')
          .join(' | '),
      });
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const options = await openExtensionPage('options.html');
  await expect(options.getByTestId('spending')).toContainText('Today 4 credits');
  await expect(options.getByTestId('history')).toContainText('YouTube · Video');
  await expect(options.getByLabel('API key')).toHaveValue(fake().key);
  const seen = await options.evaluate(
    () => (window as unknown as { seen: { key: unknown; text: string }[] }).seen,
  );
  expect(seen.length).toBeGreaterThan(1);
  expect(
    seen.map((state) => state.text).filter((text) => /No calls yet|Nothing yet/.test(text)),
  ).toEqual([]);
  expect(
    seen.filter(
      (state) =>
        state.key !== null &&
        !(state.key as { disabled: boolean }).disabled &&
        (state.key as { value: string }).value !== fake().key,
    ),
  ).toEqual([]);
  expect(seen.some((state) => state.text.includes('Reading the spending…'))).toBe(true);
});

test('stars in two open panels and the settings keep each other, and each view follows', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const panels: Page[] = [];
  // Both panels open, each having read the watched list, before either star is pressed.
  for (const url of [
    'https://www.tiktok.com/@mika.in.tokyo',
    'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg',
  ]) {
    const { view: panel } = await openViewForPage(context, sw, extensionId, url);
    await expect(panel.getByRole('button', { name: '☆ Watch' })).toBeVisible();
    panels.push(panel);
  }
  const [profilePanel, channelPanel] = panels as [Page, Page];
  await profilePanel.getByRole('button', { name: '☆ Watch' }).click();
  await channelPanel.getByRole('button', { name: '☆ Watch' }).click();
  const watchedTitles = async () =>
    ((await stored(sw, 'watched')) as { title: string }[] | undefined)?.map((each) => each.title);
  await expect.poll(watchedTitles).toEqual(['Mika 🗼 Tokyo life', 'Clack Lab']);

  const settings = await openExtensionPage('options.html');
  const section = settings.getByTestId('watched');
  await expect(section.getByRole('listitem')).toHaveCount(2);
  await section
    .getByRole('listitem')
    .filter({ hasText: 'Mika' })
    .getByRole('button', { name: 'Stop watching…' })
    .click();
  await section
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Stop watching', exact: true })
    .click();
  await expect.poll(watchedTitles).toEqual(['Clack Lab']);
  // The panel that starred it shows it is no longer watched; the other keeps its star.
  await expect(profilePanel.getByRole('button', { name: '☆ Watch' })).toBeVisible();
  await expect(channelPanel.getByRole('button', { name: '★ Watching' })).toBeVisible();
});
