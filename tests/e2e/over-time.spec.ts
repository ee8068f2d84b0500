/**
 * Over time, in the built extension against the local fake of the service: a profile looked at on
 * three (faked) dates shows how its counts changed and a line per count, for nothing; watching two
 * things and Refresh watched pays their price once and adds a snapshot to each; two looks minutes
 * apart say no change since the first look's time, never a rate over 0 days.
 */
import { readFileSync } from 'node:fs';
import { endpointById } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { asCsvCells, readWorkbook } from '../support/read-workbook';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  openViewForPage,
  seedHistory,
  test,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();
const day = 86_400_000;

const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const profile = endpointById('shortvideo.user');
const profileParams = profile.params.parse({ username: 'mika.in.tokyo' }) as Record<
  string,
  unknown
>;
const today = sampleOf('shortvideo.user') as { followers: number; following: number };

test('a profile looked at on three dates: how each count changed since the last look and the first, with a line per count, free', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const now = Date.now();
  await seedHistory(sw, profile.id, profileParams, [
    {
      at: now - 21 * day,
      counts: { followers: today.followers - 1200, following: today.following },
    },
    {
      at: now - 7 * day,
      counts: { followers: today.followers - 200, following: today.following + 3 },
    },
  ]);
  const { view: panel } = await openViewForPage(context, sw, extensionId, profileUrl);
  await panel.setViewportSize({ width: 400, height: 900 });
  const overTime = panel.getByTestId('over-time');
  await expect(overTime.getByRole('heading')).toHaveText(
    /^Over time: 3 snapshots since \w+ \d+, 2026, from your history \(free\)$/,
  );
  const followers = overTime.locator('[data-count="followers"]');
  await expect(followers.getByTestId('change-previous')).toHaveText(
    /^\+200 followers since \w+ \d+, \+0\.03 % in 7 days$/,
  );
  await expect(followers.getByTestId('change-first')).toHaveText(
    /^\+1,200 followers since \w+ \d+, \+0\.2 % in 21 days$/,
  );
  const following = overTime.locator('[data-count="following"]');
  await expect(following.getByTestId('change-previous')).toHaveText(
    /^−3 following since \w+ \d+, −0\.7 % in 7 days$/,
  );
  await expect(followers.getByRole('img')).toHaveAttribute(
    'aria-label',
    new RegExp(
      `^followers: ${(today.followers - 1200).toLocaleString('en-US')} on .+, ${(today.followers - 200).toLocaleString('en-US')} on .+, ${today.followers.toLocaleString('en-US')} on .+$`,
    ),
  );
  // Only today's look was paid for.
  expect(fake().requests.map((request) => request.endpoint)).toEqual(['shortvideo.user']);

  const [csv] = await Promise.all([
    panel.waitForEvent('download'),
    overTime.getByRole('button', { name: 'Download series CSV' }).click(),
  ]);
  const rows = (await (await import('node:fs')).promises.readFile((await csv.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(rows[0]).toBe('date,followers,following,likes,videos');
  expect(rows).toHaveLength(4);
  expect(rows[3]).toContain(`,${today.followers},${today.following},`);
  // The same series as a workbook: a row per look, its date a date, its counts numbers.
  const [excel] = await Promise.all([
    panel.waitForEvent('download'),
    overTime.getByRole('button', { name: 'Download series Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toMatch(/-over-time-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const [sheet] = readWorkbook(readFileSync((await excel.path()) ?? ''));
  // Each row the CSV's, a count missing from an earlier look an empty cell.
  for (const [at, record] of rows.map((row) => row.split(',')).entries())
    expect(asCsvCells(sheet?.rows[at] ?? [], record)).toEqual(record);
  expect(sheet?.rows.slice(1).map((row) => row[0]?.type)).toEqual(['date', 'date', 'date']);
  expect(sheet?.rows[3]?.[1]).toEqual({ type: 'number', value: today.followers });
});

test('one look shows no changes yet; watching two things, Refresh watched pays each once and adds a snapshot to each', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const channelUrl = 'https://www.youtube.com/channel/UCq7Lm3vXk9TzR2bN8wYd4Hg';
  for (const url of [profileUrl, channelUrl]) {
    const { view: panel } = await openViewForPage(context, sw, extensionId, url);
    await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    await expect(panel.getByTestId('over-time')).toHaveCount(0);
    await panel.getByRole('button', { name: '☆ Watch' }).click();
    await expect(panel.getByRole('button', { name: '★ Watching' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await panel.close();
  }
  const profilePrice = profile.credits({ username: 'mika.in.tokyo' });
  const channelPrice = endpointById('video.channel').credits({ channelId: 'x' });
  const settings = await openExtensionPage('options.html');
  const section = settings.getByTestId('watched');
  await expect(section.getByRole('listitem')).toHaveText([
    /^Mika 🗼 Tokyo life · last look today.*Stop watching…$/,
    /^Clack Lab · last look today.*Stop watching…$/,
  ]);
  const before = fake().requests.length;
  const total = profilePrice + channelPrice;
  await section.getByRole('button', { name: `Refresh watched · ${total} credits` }).click();
  // The notice follows the batch as stored: it ends when the batch ends, and opens that batch.
  await expect(section.getByTestId('watched-refresh')).toHaveText(
    `Refresh ended. Finished: 2 of 2 pages done, 0 failed, ${total} credits. See it on the batch page.`,
  );
  await expect.poll(() => fake().requests.length).toBe(before + 2);
  const [batchPage] = await Promise.all([
    context.waitForEvent('page'),
    section.getByRole('button', { name: 'the batch page' }).click(),
  ]);
  const newest = await askBackground<{ id: number }[]>(settings, 'listBatches', undefined);
  expect(batchPage.url()).toBe(
    `chrome-extension://${extensionId}/batch.html#batch=${newest[0]?.id}`,
  );
  await expect(batchPage.getByRole('heading', { name: `Batch ${newest[0]?.id}` })).toBeVisible();
  expect(
    fake()
      .requests.slice(before)
      .map((request) => request.charged)
      .sort(),
  ).toEqual([profilePrice, channelPrice].sort());
  for (const [id, params] of [
    [profile.id, profileParams],
    ['video.channel', { channelId: 'UCq7Lm3vXk9TzR2bN8wYd4Hg' }],
  ] as const) {
    await expect
      .poll(
        async () => (await askBackground<unknown[]>(settings, 'snapshots', { id, params })).length,
      )
      .toBe(2);
  }
});

test('two looks minutes apart say no change since the first look’s time, with no rate over 0 days', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, profileUrl);
  const result = panel.getByRole('tabpanel');
  await expect(result.getByTestId('result')).toBeVisible();
  await result.getByRole('button', { name: /^Refresh/ }).click();
  const overTime = panel.getByTestId('over-time');
  const followers = overTime.locator('[data-count="followers"]');
  await expect(followers.getByTestId('change-previous')).toHaveText(
    /^No change in followers since \d{1,2}:\d{2}( [AP]M)?$/,
  );
  await expect(overTime).not.toContainText('0 days');
  await expect(overTime).not.toContainText('±');
  // The line's ends: one day, so its times rather than one date twice.
  const ends = followers.locator('.sl-spark__dates span');
  await expect(ends).toHaveCount(2);
  await expect(ends.last()).toHaveText(/^\d{1,2}:\d{2}( [AP]M)?$/);
});
