/**
 * When the panel spends, in Chromium with the built extension and the local fake of the service:
 * pages passed through on the way (in-site navigations 400 ms apart) cost nothing, the page the
 * user stays on is fetched once; a cached answer shows on every tab with no press and no request;
 * a transcript's languages read in words and the one chosen is the one asked for.
 */

import type { Endpoint } from '../../lib/api/endpoint';
import { endpointById, endpointsForPage } from '../../lib/areas';
import { priceOf } from '../../lib/areas/page-params';
import { samples } from '../../lib/areas/samples';
import { defaultAutoFetchDelaySeconds } from '../../lib/extension/shared/settings';
import { pinnedPath } from '../../lib/extension/shared/view-addresses';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  routePage,
  tabIdOf,
  test,
  useService,
  waitBeforeFetching,
} from './fixtures';

const fake = fakeApiForSuite();

const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const served = endpointsForPage('video', 'video');
const primary = served[0] ?? endpointById('video.video');
const price = (endpoint: Endpoint) => priceOf(endpoint, { videoId: 'x' });
const paidFor = () =>
  fake()
    .requests.filter((request) => request.charged > 0)
    .map((request) => `${request.endpoint} ${request.path.split('/').at(-1)}`);

test('seven pages passed 400 ms apart cost nothing; the page the user stays on is fetched once', async ({
  context,
  sw,
  extensionId,
}) => {
  await context.clock.install();
  await useService(sw, fake().url, fake().key);
  // Longer than the seven steps' 2.8 s on the panel's clock, with room for a step on a busy
  // machine, since the clock also runs on its own.
  await waitBeforeFetching(sw, 10);
  const { tab, view: panel } = await openViewForPage(
    context,
    sw,
    extensionId,
    video('start000001'),
    {
      fixture: 'youtube/watch.html',
    },
  );
  await expect(panel.getByTestId('page-title')).toContainText('start000001');
  const passed = Array.from({ length: 7 }, (_, index) => `passed${String(index).padStart(5, '0')}`);
  for (const id of [...passed, 'stayedOn001']) {
    await tab.evaluate((url) => history.pushState({}, '', url), video(id));
    await expect(panel.getByTestId('page-title')).toContainText(id);
    if (id === 'stayedOn001') break;
    await context.clock.runFor(400);
  }
  // The price line counts down, then the page stayed on is fetched, once.
  await expect(panel.getByTestId('fetch-countdown')).toHaveText(/^Fetching in ([1-9]|10) s$/);
  await context.clock.runFor(10_000);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await expect(panel.getByTestId('provenance')).toHaveAttribute('data-source', 'network');
  // A page passed through was due earlier on the same run of the clock, so its request would
  // have reached the fake before this one's answer came back.
  expect(paidFor()).toEqual([`${primary.id} stayedOn001`]);
  expect(fake().requests.map((request) => request.charged)).toEqual([price(primary)]);
});

test('Fetch pressed during the wait fetches at once, and once', async ({
  context,
  sw,
  extensionId,
}) => {
  await context.clock.install();
  await useService(sw, fake().url, fake().key);
  await waitBeforeFetching(sw, 10);
  const { view: panel } = await openViewForPage(context, sw, extensionId, video('pressedNow1'));
  await expect(panel.getByTestId('fetch-countdown')).toBeVisible();
  await panel
    .getByRole('tabpanel')
    .getByRole('button', { name: `Fetch · ${price(primary)} credits` })
    .click();
  // Before the 10 s wait could have fetched it: the panel's clock has not been run.
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await expect(panel.getByTestId('fetch-countdown')).toHaveCount(0);
  // Past the end of the wait, nothing more is asked.
  await context.clock.runFor(10_000);
  await expect(panel.getByTestId('loading')).toHaveCount(0);
  expect(paidFor()).toEqual([`${primary.id} pressedNow1`]);
});

for (const autoFetch of [true, false]) {
  test(`a cached answer shows at once on every tab, free, with its age (automatic fetching ${autoFetch ? 'on' : 'off'})`, async ({
    context,
    sw,
    extensionId,
  }) => {
    await useService(sw, fake().url, fake().key);
    // The answers to cache fetched at once; the look again waits as a person's panel does.
    await waitBeforeFetching(sw, 0);
    const url = video('cachedTabs1');
    const first = await openViewForPage(context, sw, extensionId, url);
    for (const [index, endpoint] of served.entries()) {
      await first.view.getByRole('tab', { name: new RegExp(`^${endpoint.label}`) }).click();
      if (index > 0)
        await first.view
          .getByRole('tabpanel')
          .getByRole('button', { name: `Fetch · ${price(endpoint)} credits` })
          .click();
      await expect(first.view.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    }
    await first.view.close();
    const paid = fake().requests.length;
    expect(paid).toBe(served.length);

    await waitBeforeFetching(sw, defaultAutoFetchDelaySeconds);
    // As the settings' switch writes it: the stored preferences with this one changed.
    await sw.evaluate(async (on) => {
      const { preferences } = await chrome.storage.local.get('preferences');
      await chrome.storage.local.set({
        preferences: { ...(preferences as object), autoFetch: on },
      });
    }, autoFetch);
    const again = await context.newPage();
    await again.goto(`chrome-extension://${extensionId}${pinnedPath(first.tabId)}`);
    for (const endpoint of served) {
      await again.getByRole('tab', { name: new RegExp(`^${endpoint.label}`) }).click();
      const shown = again.getByRole('tabpanel');
      await expect(shown.getByTestId('result')).toBeVisible();
      await expect(shown.getByTestId('provenance')).toHaveText(
        /^From the cache, fetched (just now|\d+ min ago): free$/,
      );
      await expect(shown.getByRole('button', { name: /^Refresh/ })).toHaveText(
        `Refresh · ${price(endpoint)} credits`,
      );
      await expect(shown.getByRole('button', { name: /^Fetch/ })).toHaveCount(0);
    }
    await expect(again.getByTestId('fetch-countdown')).toHaveCount(0);
    expect(fake().requests).toHaveLength(paid);
  });
}

test('the transcript has one Language control: each language once, in words, the automatic ones said; the one chosen is asked for', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, video('languages01'));
  await panel.getByRole('tab', { name: /^Transcript/ }).click();
  const shown = panel.getByRole('tabpanel');
  await expect(shown.getByLabel('Language')).toHaveCount(1);
  await shown.getByRole('button', { name: /^Fetch/ }).click();
  await expect(shown.getByTestId('transcript')).toBeVisible();
  await expect(shown.getByLabel('Language')).toHaveCount(1);

  const { manual, automatic } = samples['video.transcription'].availableLanguages;
  const inWords = new Intl.DisplayNames(['en'], { type: 'language' });
  const expected = [...new Set([...manual, ...automatic])].map((code) =>
    manual.includes(code) ? inWords.of(code) : `${inWords.of(code)} (automatic)`,
  );
  const language = shown.getByLabel('Language');
  await expect(language.locator('option')).toHaveText(expected as string[]);
  await expect(language).toHaveValue('en');

  const automaticOnly = automatic.find((code) => !manual.includes(code)) as string;
  await language.selectOption({ label: `${inWords.of(automaticOnly)} (automatic)` });
  await expect(shown.getByTestId('transcript')).toBeVisible();
  await expect(language).toHaveValue(automaticOnly);
  await expect
    .poll(() =>
      fake()
        .requests.filter((request) => request.endpoint === 'video.transcription')
        .map((request) => request.query.language ?? 'en'),
    )
    .toEqual(['en', automaticOnly]);
});

test('the wait chosen in the settings is the panel’s, and the settings file holds it', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await context.clock.install();
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  const wait = options.getByLabel('Wait before fetching (seconds)');
  await expect(wait).toHaveValue('1.5');
  await wait.fill('8');
  await wait.blur();
  await expect
    .poll(() => sw.evaluate(() => chrome.storage.local.get('preferences')))
    .toMatchObject({ preferences: { autoFetchDelaySeconds: 8 } });
  const { view: panel } = await openViewForPage(context, sw, extensionId, video('waitsLonger'));
  // More than the default 1.5 s left, whenever the panel is first read.
  await expect(panel.getByTestId('fetch-countdown')).toHaveText(/^Fetching in [3-8] s$/);
  await context.clock.runFor(8_000);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  expect(paidFor()).toEqual([`${primary.id} waitsLonger`]);

  const [file] = await Promise.all([
    options.waitForEvent('download'),
    options.getByRole('button', { name: 'Export settings' }).click(),
  ]);
  const text = Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8');
  expect(JSON.parse(text)).toMatchObject({
    preferences: { autoFetch: true, autoFetchDelaySeconds: 8 },
  });

  // Switched off, the wait has nothing to say.
  // A box that shows what is stored: clicked, then awaited (its click alone may be drawn over).
  const autoFetch = options.getByLabel('Fetch the first tab when the panel opens');
  await autoFetch.click();
  await expect(autoFetch).not.toBeChecked();
  await expect(wait).toBeDisabled();
});

test('a tab left for another before the wait costs nothing; the tab stayed on is fetched', async ({
  context,
  sw,
  extensionId,
}) => {
  await context.clock.install();
  await useService(sw, fake().url, fake().key);
  await waitBeforeFetching(sw, 5);
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  const [left, stayed] = [video('tabLeft0001'), video('tabStayed01')];
  const tabIds: number[] = [];
  for (const url of [left, stayed]) {
    const tab = await context.newPage();
    await tab.goto(url);
    tabIds.push(await tabIdOf(sw, url));
  }
  // The panel as the side panel is: following the active tab of its window.
  const panel = await context.newPage();
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.evaluate((tabId) => chrome.tabs.update(tabId, { active: true }), tabIds[0]);
  await expect(panel.getByTestId('page-title')).toContainText('tabLeft0001');
  await expect(panel.getByTestId('fetch-countdown')).toBeVisible();
  await panel.evaluate((tabId) => chrome.tabs.update(tabId, { active: true }), tabIds[1]);
  await expect(panel.getByTestId('page-title')).toContainText('tabStayed01');
  await context.clock.runFor(5_000);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  // The tab left was due earlier on the same run of the clock, so its request would have reached
  // the fake before this one's answer came back.
  expect(paidFor()).toEqual([`${primary.id} tabStayed01`]);
});
