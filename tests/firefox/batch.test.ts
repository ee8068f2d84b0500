/**
 * The batch page in Firefox against the local fake of the service: mixed pages with a video asked
 * for its Video and its Transcript run both, a row each at the prices stated; a failure says its
 * reason in a line; the line not sent stays listed; the results table fits at every width; no
 * label shows a kind id.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { faults } from '../fake-api/faults';
import {
  alsoForVideos,
  batchLabels,
  batchTableFit,
  batchWidths,
  idsNotWords,
  mixedCalls,
  mixedPageCount,
  mixedPages,
  mixedPrice,
  type TableFit,
} from '../support/batch-page';
import { batchTab } from './batch-tab';
import { firefoxForSuite, openExtensionTab, useService } from './session';

const suite = firefoxForSuite();

it('a batch of mixed pages, a video asked for its Video and its Transcript: a row for each, the credits as stated, a table that fits at every width, labels in words', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  await batch.setViewport({ width: 1280, height: 800 });
  const { text, texts, press, paste, tick } = batchTab(batch);
  const labels = () => batch.evaluate(`(${batchLabels.toString()})(document)`) as Promise<string>;

  await paste(mixedPages.join('\n'));
  await tick('youtube video', endpointById(alsoForVideos).label);
  const calls = mixedCalls.length;
  await expect
    .poll(() => text('[data-testid="batch-price"]'))
    .toBe(`${mixedPrice} credits for ${calls} calls on ${mixedPageCount} pages.`);
  const planWords = await labels();
  for (const id of idsNotWords) expect(planWords).not.toMatch(new RegExp(`\\b${id}\\b`));

  const community = mixedCalls.find((call) => call.endpointId === 'forum.community');
  fake.inject({
    ...faults.status(500, 'The scraper could not load the page: upstream said 403 Forbidden.'),
    endpoint: 'forum.community',
  });
  await expect.poll(() => press(`Run · up to ${mixedPrice} credits`)).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'), { timeout: 20_000 })
    .toBe(
      `Finished: ${calls - 1} of ${calls} calls done for ${mixedPageCount} pages, 1 failed, ${mixedPrice - (community?.price ?? 0)} credits.`,
    );
  expect(fake.requests.map((request) => request.endpoint).sort()).toEqual(
    mixedCalls.map((call) => call.endpointId).sort(),
  );
  expect(await texts('[data-testid="batch-rows"] tbody tr td:first-child')).toEqual(
    mixedCalls.map((call) => String(call.line)),
  );
  expect(await texts('[data-testid="batch-rows"] tbody .sl-batch__asked')).toEqual(
    mixedCalls.map((call) => endpointById(call.endpointId as 'video.video').label),
  );
  expect(await texts('[data-testid="batch-rows"] tbody tr td:nth-child(4)')).toEqual(
    mixedCalls.map((call) => String(call === community ? 0 : call.price)),
  );
  expect(await texts('[data-testid="batch-rows"] tr[data-status="failed"] summary')).toEqual([
    'The service failed (500).',
  ]);
  expect(await texts('[data-testid="batch-not-sent"] summary')).toEqual([
    'Not an address of a platform Sidelight reads · 1 line',
  ]);

  for (const width of batchWidths) {
    await batch.setViewport({ width, height: 800 });
    await expect
      .poll(() => batch.evaluate(`(${batchTableFit.toString()})(document)`) as Promise<TableFit>)
      .toEqual({ past: 0, outOfView: [], sideways: 0 });
  }
  const resultWords = await labels();
  for (const id of idsNotWords) expect(resultWords).not.toMatch(new RegExp(`\\b${id}\\b`));
});

it('a batch stopped partway keeps its cap: Resume says the cap and stops there, and a higher cap is only the one typed', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const video = endpointById('video.video').credits({ videoId: 'x' });
  // The first two pages answer at once, the third is held: Stop comes while it is in flight.
  fake.inject({ endpoint: 'video.video', times: 2 });
  fake.inject({ endpoint: 'video.video', hold: true });
  const batch = await openExtensionTab(firefox, 'batch.html');
  await batch.setViewport({ width: 1280, height: 800 });
  const { text, texts, press, paste, fill } = batchTab(batch);
  const buttons = () => texts('[data-testid="batch"] button');
  const charged = () => fake.requests.reduce((sum, request) => sum + request.charged, 0);

  // The page opens on the newest batch kept, if any: a new one is asked for.
  await expect.poll(() => press('New batch')).toBe(true);
  await paste(
    Array.from(
      { length: 8 },
      (_, index) => `https://www.youtube.com/watch?v=dddddddddd${index}`,
    ).join('\n'),
  );
  await expect.poll(() => fill('#batch-cap', String(5 * video))).toBe(true);
  await expect.poll(() => fill('#batch-at-once', '1')).toBe(true);
  await expect.poll(() => press(`Run · up to ${5 * video} credits`)).toBe(true);
  await expect.poll(() => text('[data-testid="batch-status"]')).toContain('2 of 8 pages done');
  await expect.poll(() => fake.holding()).toBe(1);
  await expect.poll(() => press('Stop')).toBe(true);
  // The page in flight is paid for: it lands after Stop, and is kept.
  fake.release();
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(`Stopped by you: 3 of 8 pages done, 0 failed, ${3 * video} credits.`);
  const resume = `Resume 5 pages · up to ${2 * video} credits (cap ${5 * video}, ${3 * video} spent)`;
  expect(await buttons()).toContain(resume);

  // Raising is asked: the field starts empty, and nothing can be confirmed before a figure is typed.
  await expect.poll(() => press('Raise the cap…')).toBe(true);
  await expect
    .poll(() =>
      batch.evaluate(
        () => document.querySelector<HTMLInputElement>('input#batch-raise-cap-field')?.value,
      ),
    )
    .toBe('');
  expect(await press('Type a cap above')).toBe(false);
  expect(await buttons()).toContain(`Type a cap above ${5 * video} to raise it`);
  await expect.poll(() => press('Cancel')).toBe(true);

  await expect.poll(() => press(resume)).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(
      `Stopped at your cap of ${5 * video} credits: 5 of 8 pages done, 0 failed, ${5 * video} credits.`,
    );
  expect(await buttons()).toContain(
    `Resume 3 pages · up to 0 credits (cap ${5 * video}, ${5 * video} spent)`,
  );
  expect(charged()).toBe(5 * video);

  await expect.poll(() => press('Raise the cap…')).toBe(true);
  await expect.poll(() => fill('#batch-raise-cap-field', String(7 * video))).toBe(true);
  await expect
    .poll(() =>
      press(`Raise the cap to ${7 * video} credits and resume · up to ${2 * video} credits`),
    )
    .toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(
      `Stopped at your cap of ${7 * video} credits: 7 of 8 pages done, 0 failed, ${7 * video} credits.`,
    );
  expect(charged()).toBe(7 * video);
  expect(new Set(fake.requests.map((request) => request.path)).size).toBe(7);
});
