/**
 * A list that shifts while it is read, in the built extension against the local fake of the
 * service: each page repeats the last items of the page before. Load all keeps each comment once
 * and says how many repeats it dropped; the files hold each comment once. And the call that made
 * the answer, copied from the JSON view as curl, with the key left to the shell.
 */
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { answerFor } from '../fake-api/pages';
import { expect, fakeApiForSuite, openViewForPage, test, useService } from './fixtures';

const pageCount = 3;
const repeated = 2;
const fake = fakeApiForSuite({ pageCount, repeatedItems: repeated });

const videoId = 'dQw4w9WgXcQ';
const video = `https://www.youtube.com/watch?v=${videoId}`;
const endpoint = endpointById('video.comments');
const price = endpoint.credits({ videoId });
const perPage = (
  answerFor(endpoint, { videoId, count: 20 }, 1, pageCount) as { comments: unknown[] }
).comments.length;
/** Every page after the first brings again the last `repeated` comments of the page before. */
const repeats = (pageCount - 1) * repeated;
const unique = pageCount * perPage - repeats;

const text = async (download: Download) => readFileSync((await download.path()) ?? '', 'utf8');

test('Load all over a list that shifts keeps each comment once, says how many repeats it dropped, and the files hold each once', async ({
  context,
  sw,
  extensionId,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, video);
  await panel.setViewportSize({ width: 360, height: 900 });
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  const section = panel.getByRole('tabpanel');
  await section.getByRole('button', { name: /^Fetch/ }).click();
  await expect(section.getByTestId('loaded-count')).toHaveText(`Loaded ${perPage} comments`);

  await section.getByRole('button', { name: 'Load all…' }).click();
  await section.getByRole('button', { name: 'Start · up to 50 credits' }).click();
  await expect(section.getByTestId('load-all-ended')).toHaveText(
    `Loaded to the end: ${unique} comments in ${pageCount} pages, ${pageCount * price} credits (${(pageCount - 1) * price} for the ${pageCount - 1} pages Load all added). ${repeats} repeated comments dropped.`,
  );

  const [csv] = await Promise.all([
    panel.waitForEvent('download'),
    section.getByRole('button', { name: `Download CSV (${unique} rows: comments)` }).click(),
  ]);
  const [header = '', ...lines] = (await text(csv))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines).toHaveLength(unique);
  const idColumn = header.split(',').indexOf('ID');
  expect(idColumn).toBeGreaterThanOrEqual(0);
  const ids = lines.map((line) => line.split(',')[idColumn]);
  expect(new Set(ids).size).toBe(unique);

  const [json] = await Promise.all([
    panel.waitForEvent('download'),
    section.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  const whole = JSON.parse(await text(json)) as {
    comments: { id: string }[];
    completeness: unknown;
  };
  expect(new Set(whole.comments.map((comment) => comment.id)).size).toBe(unique);
  expect(whole.completeness).toEqual({
    loaded: unique,
    total: null,
    complete: true,
    pages: pageCount,
    repeats,
  });

  // The call that made the answer, from the JSON view, as a terminal would run it.
  await section.getByRole('button', { name: 'JSON', exact: true }).click();
  await section.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(section.getByTestId('curl-copied')).toHaveText(
    'Copied the call as curl. Set SIDELIGHT_API_KEY to your key in the terminal first.',
  );
  const command = await panel.evaluate(() => navigator.clipboard.readText());
  expect(command).toBe(
    [
      `curl '${fake().url}/video/videos/${videoId}/comments?count=20'`,
      `-H 'accept: application/json'`,
      `-H "x-api-key: $SIDELIGHT_API_KEY"`,
    ].join(' \\\n  '),
  );
  expect(command).not.toContain(fake().key);
});
