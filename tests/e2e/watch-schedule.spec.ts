/**
 * Watched things refreshed by themselves, in the built extension against the local fake: two
 * things watched daily under a cap, their day come, the alarm fired from the test: each is charged
 * once as an automatic refresh, gets a new snapshot, the one that moved is in Changes and on the
 * toolbar until the list is seen, and firing again the same day spends nothing. A cap reached stops
 * the run and the settings say so. Three days of runs, one with a failure, are listed under
 * Automatic refreshes, apart from the batches.
 */
import { readFileSync } from 'node:fs';
import type { Page, Worker } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { ageAnswers } from '../support/age-answers';
import { alarmsSetLater, restingAlarms } from '../support/alarms';
import { csvRecords, readWorkbook } from '../support/read-workbook';
import {
  askBackground,
  type ExtensionFixtures,
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();

const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const channelUrl = 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg';
const profile = endpointById('shortvideo.user');
const profileParams = profile.params.parse({ username: 'mika.in.tokyo' }) as Record<
  string,
  unknown
>;
const channelParams = { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' };
const profilePrice = profile.credits(profileParams as never);
const channelPrice = endpointById('video.channel').credits(channelParams as never);
const profileSample = sampleOf('shortvideo.user') as { followers: number };

/** Stars each page's thing in its panel, as a person does. */
async function watchBoth(
  context: import('@playwright/test').BrowserContext,
  sw: Worker,
  id: string,
) {
  for (const url of [profileUrl, channelUrl]) {
    const { view: panel } = await openViewForPage(context, sw, id, url);
    await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    await panel.getByRole('button', { name: '☆ Watch' }).click();
    await expect(panel.getByRole('button', { name: '★ Watching' })).toBeVisible();
    await panel.close();
  }
}

/** Sets the monthly cap and a daily schedule for every thing in the settings. */
async function scheduleDaily(settings: Page, cap: number) {
  const section = settings.getByTestId('watched');
  await section.getByLabel('Automatic refreshes may spend a month (credits)').fill(String(cap));
  await section.getByLabel('Automatic refreshes may spend a month (credits)').press('Tab');
  await expect(section.getByTestId('automatic-spent')).toContainText(
    `This month automatic refreshes spent 0 credits of ${cap} credits.`,
  );
  for (const select of await section.getByLabel('Refresh', { exact: true }).all())
    await select.selectOption({ label: 'Every day' });
  await expect(section.getByTestId('watched-schedule')).toHaveText([
    /Next refresh tomorrow at/,
    /Next refresh tomorrow at/,
  ]);
}

/**
 * A day has passed for every watched thing: each is due now, and the answers kept are a day
 * older (unless `fetchedJustNow`: then they stand for the refresh). Answers when (a run may start).
 */
async function dayHasCome(sw: Worker, { fetchedJustNow = false } = {}) {
  if (!fetchedJustNow) await sw.evaluate(ageAnswers, 86_400_000);
  return sw.evaluate(async () => {
    const now = Date.now();
    const { watched } = await chrome.storage.local.get('watched');
    await chrome.storage.local.set({
      watched: (watched as { dueAt: number }[]).map((thing) => ({ ...thing, dueAt: now - 60_000 })),
    });
    return now;
  });
}

/** The alarm fired now, as the browser fires it when a refresh is due. */
const fireAlarm = (sw: Worker) =>
  sw.evaluate(() => chrome.alarms.create('sidelight:watched', { when: Date.now() }));

/** A run since that moment has ended: every thing says how its refresh went. */
const runEnded = (sw: Worker, since: number) =>
  expect
    .poll(() =>
      sw.evaluate(async (from) => {
        const { watched } = await chrome.storage.local.get('watched');
        return (watched as { lastRefresh?: { at: number } }[]).every(
          (thing) => (thing.lastRefresh?.at ?? 0) >= from,
        );
      }, since),
    )
    .toBe(true);

/** The run ended: its alarm is set again for a later day, beside the history's days' daily one. */
const alarmSetLater = (sw: Worker) =>
  expect
    .poll(async () => alarmsSetLater(await sw.evaluate(() => chrome.alarms.getAll())))
    .toEqual(restingAlarms);

/**
 * The service set, both things watched from their panels (each fetched as it is watched), and the
 * settings opened; with a cap, both refreshed every day within it.
 */
async function watchedInSettings(
  {
    context,
    sw,
    extensionId,
    openExtensionPage,
  }: Pick<ExtensionFixtures, 'context' | 'sw' | 'extensionId' | 'openExtensionPage'>,
  cap?: number,
) {
  await useService(sw, fake().url, fake().key);
  await watchBoth(context, sw, extensionId);
  const settings = await openExtensionPage('options.html');
  if (cap !== undefined) await scheduleDaily(settings, cap);
  return settings;
}

/** The things' day has come and the alarm fired: the run has ended and the alarm is set again. */
async function aRunOnItsDay(sw: Worker, options: { fetchedJustNow?: boolean } = {}) {
  const dayCame = await dayHasCome(sw, options);
  await fireAlarm(sw);
  await runEnded(sw, dayCame);
  await alarmSetLater(sw);
}

/** Their day come, a run in which the profile's followers grew by 500 and the channel did not move. */
async function runWhereTheProfileMoved(sw: Worker) {
  fake().inject({
    endpoint: 'shortvideo.user',
    respond: { status: 200, body: { ...profileSample, followers: profileSample.followers + 500 } },
  });
  await aRunOnItsDay(sw);
}

type LedgerRow = { endpointId: string; price: number; purpose?: string };
const automaticRows = async (view: Page) =>
  (await askBackground<LedgerRow[]>(view, 'listLedger', {}))
    .filter((row) => row.purpose === 'automaticRefresh')
    .map((row) => [row.endpointId, row.price])
    .sort();

test('two things watched daily under a cap: their day come, one run charges each once, adds their snapshots, lists what moved on the toolbar until seen, and nothing more that day', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await watchedInSettings({ context, sw, extensionId, openExtensionPage }, 100);
  // No settings page is open while it runs (the one opened on install included): none shows the
  // Changes list yet.
  for (const page of context.pages()) if (page.url().includes('/options.html')) await page.close();
  const before = fake().requests.length;
  await runWhereTheProfileMoved(sw);

  expect(
    fake()
      .requests.slice(before)
      .map((request) => request.endpoint)
      .sort(),
  ).toEqual(['shortvideo.user', 'video.channel'].sort());
  // The toolbar counts the thing that moved, until the Changes list is shown.
  await expect.poll(() => sw.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');

  const view = await openExtensionPage('popup.html');
  // The popup says it in a line too.
  await expect(view.getByTestId('changes-line')).toHaveText(
    '1 watched thing moved since you last looked. See the changes',
  );
  expect(await automaticRows(view)).toEqual(
    [
      ['shortvideo.user', profilePrice],
      ['video.channel', channelPrice],
    ].sort(),
  );
  for (const [id, params] of [
    [profile.id, profileParams],
    ['video.channel', channelParams],
  ] as const)
    expect(await askBackground<unknown[]>(view, 'snapshots', { id, params })).toHaveLength(2);
  await expect.poll(() => sw.evaluate(() => chrome.action.getBadgeText({}))).toBe('1');

  const [settingsAgain] = await Promise.all([
    context.waitForEvent('page'),
    view.getByRole('button', { name: 'See the changes' }).click(),
  ]);
  const section = settingsAgain.getByTestId('watched');
  await expect(section.getByTestId('changes').getByRole('listitem')).toHaveText([
    `Mika 🗼 Tokyo life +500 followers (+${((500 / profileSample.followers) * 100).toFixed(1)} %)`,
  ]);
  await expect(section.getByTestId('watched-schedule')).toHaveText([
    /^Last automatic refresh today at .+\. Next refresh tomorrow at .+\.$/,
    /^Last automatic refresh today at .+\. Next refresh tomorrow at .+\.$/,
  ]);
  await expect(section.getByTestId('automatic-spent')).toContainText(
    `spent ${profilePrice + channelPrice} credits of 100 credits.`,
  );
  // Spending names each such call as an automatic refresh.
  await expect(
    settingsAgain.getByTestId('spending').getByRole('cell', { name: /\(automatic refresh\)$/ }),
  ).toHaveCount(2);
  // Shown in the list: the toolbar's count goes.
  await expect.poll(() => sw.evaluate(() => chrome.action.getBadgeText({}))).toBe('');

  // Fired again the same day: nothing is due, nothing is spent.
  const after = fake().requests.length;
  await fireAlarm(sw);
  await alarmSetLater(sw);
  expect(fake().requests.length).toBe(after);
  expect(await automaticRows(settingsAgain)).toHaveLength(2);

  // Opening the thing from the list opens its result in the panel and counts it seen.
  const [panel] = await Promise.all([
    context.waitForEvent('page'),
    section.getByTestId('changes').getByRole('button', { name: 'Mika 🗼 Tokyo life' }).click(),
  ]);
  await expect(panel.getByText(/^From your history: Profile, fetched/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Mika 🗼 Tokyo life' })).toBeVisible();
  await expect(panel.getByTestId('over-time').locator('[data-count="followers"]')).toContainText(
    '+500 followers since',
  );
  await expect(section.getByTestId('changes')).toContainText(
    'Nothing moved since you last looked.',
  );
});

test('things fetched by hand a moment before their refresh: the alarm takes those answers, sends nothing, charges nothing, and says so', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const settings = await watchedInSettings({ context, sw, extensionId, openExtensionPage }, 100);
  const before = fake().requests.length;
  await aRunOnItsDay(sw, { fetchedJustNow: true });

  expect(fake().requests.length).toBe(before);
  expect(await automaticRows(settings)).toEqual([]);
  const section = settings.getByTestId('watched');
  await expect(section.getByTestId('watched-schedule')).toHaveText([
    /^Last automatic refresh today at .+\. Used the answer fetched at .+ on .+; nothing was spent\. Next refresh tomorrow at .+\.$/,
    /^Last automatic refresh today at .+\. Used the answer fetched at .+ on .+; nothing was spent\. Next refresh tomorrow at .+\.$/,
  ]);
  await expect(section.getByTestId('automatic-spent')).toContainText(
    'This month automatic refreshes spent 0 credits of 100 credits.',
  );
});

test('a cap reached stops the run: what fits is refreshed, the rest waits and the settings say so', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const cap = Math.max(profilePrice, channelPrice);
  const settings = await watchedInSettings({ context, sw, extensionId, openExtensionPage }, cap);
  const before = fake().requests.length;
  await aRunOnItsDay(sw);

  expect(fake().requests.length - before).toBe(1);
  expect((await automaticRows(settings)).map(([, price]) => price)).toHaveLength(1);
  const section = settings.getByTestId('watched');
  await expect(section.getByTestId('watched-schedule')).toContainText([
    /Last automatic refresh today at/,
    `Waiting: this month's automatic refreshes reached their cap of ${cap} credits.`,
  ]);
  // Fired again: still waiting, nothing spent.
  await fireAlarm(sw);
  await alarmSetLater(sw);
  expect(fake().requests.length - before).toBe(1);
});

test("every watched thing's series in one download: a workbook with a sheet per thing, or one long CSV", async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const settings = await watchedInSettings({ context, sw, extensionId, openExtensionPage });
  const section = settings.getByTestId('watched');
  await expect(section.locator('.sl-watched > li')).toHaveCount(2);
  const titles = await sw.evaluate(async () => {
    const { watched } = await chrome.storage.local.get('watched');
    return (watched as { title: string }[]).map((thing) => thing.title);
  });

  const [csv] = await Promise.all([
    settings.waitForEvent('download'),
    section.getByRole('button', { name: 'Download every series (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^sidelight-watched-series-\d{4}-\d{2}-\d{2}\.csv$/);
  const records = csvRecords(readFileSync((await csv.path()) ?? '', 'utf8'));
  expect(records[0]).toEqual(['thing', 'page address', 'date', 'count', 'value']);
  // One look each so far: a row per count of each thing's card.
  expect([...new Set(records.slice(1).map((record) => record[1]))]).toEqual([
    profileUrl,
    channelUrl,
  ]);
  expect(records.slice(1).find((record) => record[3] === 'followers')?.[4]).toBe(
    String(profileSample.followers),
  );

  const [xlsx] = await Promise.all([
    settings.waitForEvent('download'),
    section.getByRole('button', { name: 'Download every series (Excel, a sheet each)' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^sidelight-watched-series-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheets = readWorkbook(readFileSync((await xlsx.path()) ?? ''));
  expect(sheets.map((sheet) => sheet.name)).toEqual(titles);
  expect(sheets.map((sheet) => sheet.rows.length)).toEqual([2, 2]);
  expect(sheets.map((sheet) => sheet.rows[1]?.[0]?.type)).toEqual(['date', 'date']);
});

test('what moved counts as seen only when a person sees the list: a settings page in a background tab keeps the toolbar count; brought to the front, it stays until the list is scrolled into view', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  await watchBoth(context, sw, extensionId);
  for (const page of context.pages()) if (page.url().includes('/options.html')) await page.close();
  // Playwright shows every page as the front tab: the settings page is told it is a background
  // tab, as the browser tells one, until it is brought to the front.
  const settings = await context.newPage();
  await settings.addInitScript(() => {
    let front = false;
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (front ? 'visible' : 'hidden'),
    });
    Object.defineProperty(globalThis, 'bringToFront', {
      value: () => {
        front = true;
        document.dispatchEvent(new Event('visibilitychange'));
      },
    });
  });
  await settings.goto(`chrome-extension://${extensionId}/options.html`);
  expect(await settings.evaluate(() => document.visibilityState)).toBe('hidden');
  await scheduleDaily(settings, 100);

  await runWhereTheProfileMoved(sw);
  const badge = () => sw.evaluate(() => chrome.action.getBadgeText({}));
  const section = settings.getByTestId('watched');
  const changes = section.getByTestId('changes').getByRole('listitem');
  // The background page has the change in its list (the page draws, nobody sees it) ...
  await expect(changes).toHaveText([/^Mika 🗼 Tokyo life \+500 followers/]);
  // ... and draws again after a threshold is typed there (the list comes into its viewport): what
  // it did on drawing the list is done.
  // (the channel's, which did not move: the profile's own would change what counts as moved)
  const threshold = section.getByLabel('Counts as moved from').nth(1);
  await threshold.fill('7');
  await threshold.press('Tab');
  await expect
    .poll(() =>
      sw.evaluate(async () => {
        const { watched } = await chrome.storage.local.get('watched');
        return (watched as { threshold?: number }[]).map((thing) => thing.threshold);
      }),
    )
    .toEqual([undefined, 7]);
  expect(await badge()).toBe('1');

  // In front, the list scrolled out of view: still not seen, a frame after the page knows it.
  await settings.evaluate(() => scrollTo(0, 0));
  await expect(section.getByTestId('changes')).not.toBeInViewport();
  await settings.evaluate(() => (globalThis as unknown as { bringToFront(): void }).bringToFront());
  await settings.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  expect(await badge()).toBe('1');

  // Scrolled to the list: seen, the count goes.
  await section.getByTestId('changes').scrollIntoViewIfNeeded();
  await expect.poll(badge).toBe('');
});

test('three days of automatic refreshes, one with a failure: the settings list each apart from the batches, with what it refreshed, spent, found moved and why one failed', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const settings = await watchedInSettings({ context, sw, extensionId, openExtensionPage }, 100);
  // The second day the profile's followers grew by 500 and the channel's scrape failed.
  const days: (() => void)[] = [
    () => undefined,
    () => {
      fake().inject({
        endpoint: 'shortvideo.user',
        respond: {
          status: 200,
          body: { ...profileSample, followers: profileSample.followers + 500 },
        },
      });
      fake().inject({
        endpoint: 'video.channel',
        respond: { status: 500, body: { success: false, error: 'scrape failed' } },
      });
    },
    () => undefined,
  ];
  for (const day of days) {
    day();
    await aRunOnItsDay(sw);
  }

  const list = settings.getByTestId('automatic-refreshes');
  const runs = list.getByTestId('automatic-run');
  await expect(runs).toHaveCount(3);
  const both = `2 things refreshed · ${profilePrice + channelPrice} credits spent.`;
  await expect(list.getByTestId('automatic-run-summary')).toHaveText([
    both,
    `1 of 2 things refreshed, 1 failed · ${profilePrice} credits spent.`,
    both,
  ]);
  const percentOf = (from: number) => ((500 / from) * 100).toFixed(1);
  await expect(list.getByTestId('automatic-run-moved')).toHaveText([
    // Each day ages the answers kept by a day, so by the third the second day's snapshot is older
    // than the watching: the third day's followers, back as they were, are counted from it.
    `Moved since you last looked: Mika 🗼 Tokyo life −500 followers (−${percentOf(profileSample.followers + 500)} %).`,
    `Moved since you last looked: Mika 🗼 Tokyo life +500 followers (+${percentOf(profileSample.followers)} %).`,
    'Nothing moved since you last looked.',
  ]);
  await expect(runs.nth(1).getByTestId('automatic-run-failure')).toHaveText([
    new RegExp(
      `^Failed: YouTube channel · ${channelParams.channelId}: The service failed \\(500\\)\\. The service said: “scrape failed”. Tried again when next due\\.$`,
    ),
  ]);
  await expect(list.getByTestId('automatic-run-failure')).toHaveCount(1);
  // Every call of the three runs is in the spending record, the failed one too.
  expect(await automaticRows(settings)).toHaveLength(6);

  // Storage counts them on their own row, not as the user's batches.
  const storageRow = (title: string) =>
    settings.getByTestId('storage-row').filter({ hasText: title }).locator('.sl-storage__count');
  await expect(storageRow('Batches and their lines')).toHaveText('0 batches (0 lines)');
  await expect(storageRow('Automatic refreshes and their lines')).toHaveText(
    '3 automatic refreshes (6 lines)',
  );

  // A run's lines open on the batch page, read-only; the list of batches stays the user's.
  const [batchPage] = await Promise.all([
    context.waitForEvent('page'),
    runs.nth(1).getByRole('button', { name: 'See its lines' }).click(),
  ]);
  const shown = batchPage.getByTestId('batch');
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText(/^Automatic refresh · /);
  await expect(shown.getByTestId('batch-status')).toHaveText(
    `Finished: 1 of 2 pages done, 1 failed, ${profilePrice} credits.`,
  );
  await expect(shown.getByRole('button', { name: /^(Delete batch|Retry|Resume)/ })).toHaveCount(0);
  await expect(batchPage.getByTestId('batch-list')).toContainText(
    'None yet: the batches you run are kept here.',
  );
});
