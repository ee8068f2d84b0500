/**
 * Watched things refreshed by themselves in Firefox, against the local fake: two things watched
 * daily under a cap, their day come, the alarm fired from a page of Sidelight's: each is charged
 * once as an automatic refresh and gets a new snapshot; the one that moved is counted on the
 * toolbar and in the popup until the Changes list is shown; firing again that day spends nothing;
 * a cap reached stops the run and the settings say so. Three days of runs, one with a failure,
 * are listed under Automatic refreshes, apart from the batches.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { ageAnswers } from '../support/age-answers';
import { alarmsSetLater, restingAlarms } from '../support/alarms';
import { csvRecords, readWorkbook } from '../support/read-workbook';
import { extensionUrl } from './firefox';
import { keepFiles, type Saved, savedIn } from './saved-files';
import { askBackground, firefoxForSuite, useService } from './session';

const suite = firefoxForSuite();

const things = [
  {
    endpointId: 'shortvideo.user',
    params: endpointById('shortvideo.user').params.parse({ username: 'mika.in.tokyo' }) as Record<
      string,
      unknown
    >,
    url: 'https://www.tiktok.com/@mika.in.tokyo',
    title: 'Mika 🗼 Tokyo life',
  },
  {
    endpointId: 'video.channel',
    params: { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' } as Record<string, unknown>,
    url: 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg',
    title: 'Clack Lab',
  },
];
const prices = things.map((thing) =>
  endpointById(thing.endpointId as 'video.channel').credits(thing.params as never),
);
const profileSample = sampleOf('shortvideo.user') as { followers: number };
/** The profile answers with 500 followers more than its sample. */
const followersGrown = {
  endpoint: 'shortvideo.user',
  respond: { status: 200, body: { ...profileSample, followers: profileSample.followers + 500 } },
};

const ask = <T>(type: string, data?: unknown) => askBackground<T>(suite().firefox, type, data);

/** The driving page goes to another of Sidelight's pages, and is ready once it shows. */
async function goTo(path: string) {
  const page = suite().firefox.settings;
  await page.evaluate((url) => location.assign(url), extensionUrl(path)).catch(() => undefined);
  await expect
    .poll(() =>
      page
        .evaluate(
          (url) => location.href === url && document.querySelector('main') !== null,
          extensionUrl(path),
        )
        .catch(() => false),
    )
    .toBe(true);
}

const text = (selector: string) =>
  suite().firefox.settings.evaluate(
    (found) => [...document.querySelectorAll(found)].map((each) => each.textContent ?? ''),
    selector,
  );

/**
 * Every watched thing's day has come, and the answers kept are a day older; answers when (a run
 * may start at once).
 */
const dayHasCome = async () => {
  await suite().firefox.settings.evaluate(ageAnswers, 86_400_000);
  return suite().firefox.settings.evaluate(async () => {
    const now = Date.now();
    const { watched } = (await browser.storage.local.get('watched')) as {
      watched: { dueAt?: number }[];
    };
    await browser.storage.local.set({
      watched: watched.map((thing) => ({ ...thing, dueAt: now - 60_000 })),
    });
    return now;
  });
};

const setCap = (cap: number) =>
  suite().firefox.settings.evaluate(async (credits) => {
    const { apiSettings } = (await browser.storage.local.get('apiSettings')) as {
      apiSettings?: Record<string, unknown>;
    };
    await browser.storage.local.set({
      apiSettings: {
        cacheHours: 24,
        cacheMegabytes: 50,
        dailyBudget: null,
        monthlyBudget: null,
        historyDays: null,
        watchedSnapshots: 100,
        ...apiSettings,
        automaticCap: credits,
      },
    });
  }, cap);

/** Fires the alarm now, as the browser does when a refresh is due. */
const fireAlarm = () =>
  suite().firefox.settings.evaluate(() =>
    browser.alarms.create('sidelight:watched', { when: Date.now() }),
  );

/** A run since that moment has ended: every thing says how its refresh went. */
const runEnded = (since: number) =>
  expect
    .poll(() =>
      suite().firefox.settings.evaluate(async (from) => {
        const { watched } = (await browser.storage.local.get('watched')) as {
          watched: { lastRefresh?: { at: number } }[];
        };
        return watched.every((thing) => (thing.lastRefresh?.at ?? 0) >= from);
      }, since),
    )
    .toBe(true);

/** The run ended: its alarm is set again for a later day, beside the history's days' daily one. */
const alarmSetLater = () =>
  expect
    .poll(async () =>
      alarmsSetLater(await suite().firefox.settings.evaluate(() => browser.alarms.getAll())),
    )
    .toEqual(restingAlarms);

/**
 * Both things watched every day from now (their calls' `keys`) under a monthly `cap`, the driving
 * page on the popup.
 */
async function watchDaily(keys: readonly string[], cap: number) {
  await goTo('popup.html');
  await suite().firefox.settings.evaluate(
    (watched) => browser.storage.local.set({ watched }),
    things.map((thing, index) => ({
      ...thing,
      key: keys[index],
      addedAt: Date.now(),
      schedule: 'daily',
      // Due a day from now: a thing with no snapshot yet is due at once, and a run of its own
      // would race the day the test brings.
      dueAt: Date.now() + 86_400_000,
    })),
  );
  // The cap after the list: a cap changed makes a thing waiting for it due at once, and one left
  // waiting by an earlier run would be refreshed by a run of its own.
  await setCap(cap);
}

/** The things' day has come and the alarm fired: the run has ended and the alarm is set again. */
async function aRunOnItsDay() {
  const dayCame = await dayHasCome();
  await fireAlarm();
  await runEnded(dayCame);
  await alarmSetLater();
}

/** The toolbar button's own text (Firefox's MV2 button; a promise there, whatever the types say). */
const badge = () =>
  suite().firefox.settings.evaluate(() =>
    (browser.browserAction.getBadgeText as (details: object) => Promise<string>)({}),
  );

const automaticRows = async () =>
  (await ask<{ endpointId: string; price: number; purpose?: string }[]>('listLedger', {}))
    .filter((row) => row.purpose === 'automaticRefresh')
    .map((row) => [row.endpointId, row.price])
    .sort();

it('two things watched daily under a cap: one run charges each once, adds their snapshots, counts what moved until the list is seen, nothing more that day; a cap reached waits and says so', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  // Each looked at once, then watched daily.
  const keys: string[] = [];
  for (const thing of things) {
    await ask('callApi', { id: thing.endpointId, params: thing.params });
    keys.push(await ask<string>('callKey', { id: thing.endpointId, params: thing.params }));
  }
  // The list is not shown meanwhile: the driving page is the popup.
  await watchDaily(keys, 100);
  // The profile's followers grew by 500; the channel did not move.
  fake.inject(followersGrown);
  const before = fake.requests.length;
  await aRunOnItsDay();

  expect(
    fake.requests
      .slice(before)
      .map((request) => request.endpoint)
      .sort(),
  ).toEqual(['shortvideo.user', 'video.channel']);
  expect(await automaticRows()).toEqual(
    things.map((thing, index) => [thing.endpointId, prices[index]]).sort(),
  );
  for (const thing of things)
    expect(
      await ask<unknown[]>('snapshots', { id: thing.endpointId, params: thing.params }),
    ).toHaveLength(2);
  await expect.poll(badge).toBe('1');
  await goTo('popup.html');
  await expect
    .poll(() => text('[data-testid="changes-line"]'))
    .toEqual(['1 watched thing moved since you last looked. See the changes']);

  // Fired again the same day: nothing is due, nothing is spent.
  const after = fake.requests.length;
  await fireAlarm();
  await alarmSetLater();
  expect(fake.requests).toHaveLength(after);

  // The settings list what moved and each schedule; opened at the list (as the popup's line
  // opens them) in a tab behind the platform page, nobody sees it yet: the count stays.
  await goTo('options.html#changes');
  expect(await firefox.settings.evaluate(() => document.visibilityState)).toBe('hidden');
  await expect
    .poll(() => text('[data-testid="changes"] li'))
    .toEqual([
      `Mika 🗼 Tokyo life +500 followers (+${((500 / profileSample.followers) * 100).toFixed(1)} %)`,
    ]);
  expect(await text('[data-testid="watched-schedule"]')).toEqual([
    expect.stringMatching(/^Last automatic refresh today at .+\. Next refresh tomorrow at .+\.$/),
    expect.stringMatching(/^Last automatic refresh today at .+\. Next refresh tomorrow at .+\.$/),
  ]);
  expect(await badge()).toBe('1');
  // Its tab brought to the front, the list is shown: the toolbar's count goes.
  await firefox.settings.bringToFront();
  await expect
    .poll(() => firefox.settings.evaluate(() => document.visibilityState))
    .toBe('visible');
  await expect.poll(badge).toBe('');

  // A cap that fits one more: the first runs, the other waits, saying why.
  const spent = (prices[0] ?? 0) + (prices[1] ?? 0);
  const cap = spent + Math.max(...prices);
  const third = fake.requests.length;
  await setCap(cap);
  await aRunOnItsDay();
  expect(fake.requests.length - third).toBe(1);
  await expect
    .poll(() => text('[data-testid="watched-schedule"]'))
    .toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^Waiting: this month's automatic refreshes reached their cap of ${cap} credits\\. Next refresh .+\\.$`,
        ),
      ),
    );
});

it("every watched thing's series in one download: a workbook with a sheet per thing, or one long CSV", async () => {
  const { firefox } = suite();
  await goTo('options.html');
  await expect.poll(() => text('[data-testid="watched"] .sl-watched > li')).toHaveLength(2);
  await firefox.settings.evaluate(`(${keepFiles})(window)`);
  for (const label of [
    'Download every series (CSV)',
    'Download every series (Excel, a sheet each)',
  ])
    await firefox.settings.evaluate((words) => {
      const button = [...document.querySelectorAll('button')].find(
        (each) => each.textContent === words,
      );
      if (!button) throw new Error(`No button ${words}`);
      button.click();
    }, label);
  let saved: Saved[] | null = null;
  await expect
    .poll(async () => {
      saved = (await firefox.settings.evaluate(`(${savedIn})(window)`)) as Saved[] | null;
      return saved?.map((file) => file.name);
    })
    .toEqual([
      expect.stringMatching(/^sidelight-watched-series-\d{4}-\d{2}-\d{2}\.csv$/),
      expect.stringMatching(/^sidelight-watched-series-\d{4}-\d{2}-\d{2}\.xlsx$/),
    ]);
  const [csv, xlsx] = saved as unknown as Saved[];
  const records = csvRecords(new TextDecoder().decode(new Uint8Array(csv?.bytes ?? [])));
  expect(records[0]).toEqual(['thing', 'page address', 'date', 'count', 'value']);
  expect([...new Set(records.slice(1).map((record) => record[0]))]).toEqual(
    things.map((thing) => thing.title),
  );
  const sheets = readWorkbook(new Uint8Array(xlsx?.bytes ?? []));
  expect(sheets.map((sheet) => sheet.name)).toEqual(things.map((thing) => thing.title));
  // Each thing's looks as stored, a row each under the header.
  const looks = await Promise.all(
    things.map(
      async (thing) =>
        (await ask<unknown[]>('snapshots', { id: thing.endpointId, params: thing.params })).length,
    ),
  );
  expect(sheets.map((sheet) => sheet.rows.length - 1)).toEqual(looks);
  expect(looks.every((count) => count > 0)).toBe(true);
  expect(sheets.map((sheet) => sheet.rows[1]?.[0]?.type)).toEqual(['date', 'date']);
});

it('three days of automatic refreshes, one with a failure: the settings list each apart from the batches, with what it refreshed, spent, found moved and why one failed', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  // A clean slate: no runs, snapshots or answers kept from before, the things watched anew.
  for (const action of ['clearBatches', 'clearHistory']) await ask('clearKept', { action });
  const keys = await Promise.all(
    things.map((thing) => ask<string>('callKey', { id: thing.endpointId, params: thing.params })),
  );
  await watchDaily(keys, 1000);
  // The second day the profile's followers grew by 500 and the channel's scrape failed.
  const days: (() => void)[] = [
    () => undefined,
    () => {
      fake.inject(followersGrown);
      fake.inject({
        endpoint: 'video.channel',
        respond: { status: 500, body: { success: false, error: 'scrape failed' } },
      });
    },
    () => fake.inject(followersGrown),
  ];
  for (const day of days) {
    day();
    await aRunOnItsDay();
  }

  await goTo('options.html');
  const [profilePrice = 0, channelPrice = 0] = prices;
  const both = `2 things refreshed · ${profilePrice + channelPrice} credits spent.`;
  await expect
    .poll(() => text('[data-testid="automatic-run-summary"]'))
    .toEqual([both, `1 of 2 things refreshed, 1 failed · ${profilePrice} credits spent.`, both]);
  // Each day ages the answers kept by a day, so each run's move is counted from the day before.
  expect(await text('[data-testid="automatic-run-moved"]')).toEqual([
    'Nothing moved since you last looked.',
    `Moved since you last looked: Mika 🗼 Tokyo life +500 followers (+${((500 / profileSample.followers) * 100).toFixed(1)} %).`,
    'Nothing moved since you last looked.',
  ]);
  expect(await text('[data-testid="automatic-run-failure"]')).toEqual([
    expect.stringMatching(
      /^Failed: YouTube channel · UCq7Lm3vXk9TzR2bN8wYd4Hg: The service failed \(500\)\. The service said: “scrape failed”. Tried again when next due\.$/,
    ),
  ]);
  // Storage counts them on their own row, not as the user's batches.
  expect(
    await firefox.settings.evaluate(() =>
      [...document.querySelectorAll('[data-testid="storage-row"]')]
        .map((row) => [
          row.querySelector('.sl-storage__title')?.textContent,
          row.querySelector('.sl-storage__count')?.textContent,
        ])
        .filter(([title]) => /^(Batches|Automatic refreshes) and their lines$/.test(title ?? '')),
    ),
  ).toEqual([
    ['Batches and their lines', '0 batches (0 lines)'],
    ['Automatic refreshes and their lines', '3 automatic refreshes (6 lines)'],
  ]);

  // The failed run's lines, read-only on the batch page; the batches listed there are the user's.
  const [, failedRun] = await ask<{ batch: { id: number } }[]>('automaticRefreshes');
  await goTo(`batch.html#batch=${failedRun?.batch.id}`);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toEqual([`Finished: 1 of 2 pages done, 1 failed, ${profilePrice} credits.`]);
  expect(await text('[data-testid="batch"] h2')).toEqual([
    expect.stringMatching(/^Automatic refresh · /),
  ]);
  expect(
    (await text('[data-testid="batch"] button')).filter((words) =>
      /^(Delete batch|Retry|Resume)/.test(words),
    ),
  ).toEqual([]);
  expect(await text('[data-testid="batch-list"] p')).toEqual([
    'None yet: the batches you run are kept here.',
  ]);
});
