/**
 * Every cell of the batch page's plan and results shows all its words, at the batch page's widths
 * and at 200 % zoom: a page of every kind a batch takes, everything each kind offers ticked (so
 * every option field and every reason a line cannot be sent), a row with nothing ticked, rows
 * priced free from the cache or partly, and rows done and failed in the results, each kind of
 * result shown alone too. One page; each width measured in one evaluate. With SIDELIGHT_SHOTS set
 * to a folder, each table is pictured there at 1,024 px, at 100 and 200 %.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { credits } from '../../lib/words';
import { cellMisfits, cellWidths, everyKindPages } from '../support/cell-fit';
import { expect, fakeApiForSuite, test, useService } from './fixtures';

const fake = fakeApiForSuite();
const shots = process.env.SIDELIGHT_SHOTS;

/**
 * Lays the page out at each width and measures its cells. Zoom is emulated as Chromium zooms: the
 * page laid out in fewer CSS pixels, each drawn larger (Playwright has no zoom of its own).
 */
async function misfitsAtEveryWidth(batch: Page, picture?: string) {
  const cdp = await batch.context().newCDPSession(batch);
  const found: Record<string, string[]> = {};
  for (const { width, zoom } of cellWidths) {
    await cdp.send('Emulation.setDeviceMetricsOverride', {
      width: width / zoom,
      height: 900 / zoom,
      deviceScaleFactor: zoom,
      mobile: false,
    });
    found[`${width} px at ${zoom * 100} %`] = await batch.evaluate(cellMisfits, undefined);
    if (shots && picture && width === 1024) {
      // The table from its top, as long as a picture can be opened (12,000 pixels).
      const { top, height } = await batch.evaluate((id) => {
        const box = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        return { top: (box?.top ?? 0) + window.scrollY, height: box?.height ?? 0 };
      }, picture);
      const { data } = await cdp.send('Page.captureScreenshot', {
        captureBeyondViewport: true,
        clip: {
          x: 0,
          y: Math.max(0, top - 40),
          width: width / zoom,
          height: Math.min(height + 40, 12_000 / zoom),
          scale: 1,
        },
      });
      writeFileSync(`${shots}/${picture}-chromium-${zoom * 100}.png`, Buffer.from(data, 'base64'));
    }
  }
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.detach();
  return found;
}

const fitsEverywhere = Object.fromEntries(
  cellWidths.map(({ width, zoom }) => [`${width} px at ${zoom * 100} %`, []]),
);

/**
 * Ticks everything every row of the plan offers, in the page: one box after another, each once
 * the plan has drawn the box before (a step of Playwright's for each of hundreds of boxes was most
 * of the test's time).
 */
async function tickEverything(batch: Page) {
  await batch
    .getByTestId('batch-plan')
    .locator('fieldset input:not(:checked)')
    .evaluateAll(async (boxes) => {
      for (const box of boxes as HTMLInputElement[]) {
        box.click();
        await new Promise((drawn) => setTimeout(drawn, 0));
      }
    });
  await expect(batch.getByTestId('batch-plan').locator('fieldset input:not(:checked)')).toHaveCount(
    0,
  );
}

test('every cell of the plan and the results shows its words whole, at 1,024-1,920 px and at 200 %', async ({
  sw,
  openExtensionPage,
}) => {
  test.setTimeout(120_000);
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(everyKindPages.join('\n'));
  const plan = batch.getByTestId('batch-plan');
  await expect(plan.locator('tbody tr[data-group]')).toHaveCount(everyKindPages.length);
  await tickEverything(batch);
  // Ticked options that a page cannot be sent with say why in a row of their own.
  await expect(plan.getByTestId('batch-row-problem')).toHaveText([
    `${endpointById('professional.companyJobs').label}: Company ID must be the company's numeric id. 1 page not sent.`,
    `${endpointById('events.search').label}: Search for is required. 1 page not sent.`,
  ]);
  await expect(plan.getByTestId('batch-row-price').filter({ hasText: /^…$/ })).toHaveCount(0);
  // A kind with nothing to set says so in words that stand alone when a narrow row drops the head.
  await expect(
    plan.locator('tr[data-group="instagram post"] td.sl-batch-plan__options'),
  ).toHaveText('No options');
  // An option that cannot be sent for its page still says what a page of it costs.
  const jobs = endpointById('professional.companyJobs');
  await expect(plan.locator('tr[data-group="linkedin company"] label').nth(1)).toHaveText(
    `${jobs.label} · ${credits(jobs.credits(jobs.params.parse(jobs.example)))} a page`,
  );
  expect(await misfitsAtEveryWidth(batch, 'batch-plan')).toEqual(fitsEverywhere);

  // A row with nothing ticked says so.
  const first = plan.locator('tbody tr[data-group]').first();
  for (const box of await first.locator('fieldset input').all()) await box.uncheck();
  await expect(first.getByTestId('batch-row-price')).toHaveText('Nothing ticked');
  expect(await misfitsAtEveryWidth(batch)).toEqual(fitsEverywhere);
  for (const box of await first.locator('fieldset input').all()) await box.check();

  // Two failures, each with its reason: a short one, and one long enough to wrap many lines.
  fake().inject({
    endpoint: 'video.video',
    respond: { status: 500, body: { error: 'Upstream said 403 Forbidden.' } },
  });
  fake().inject({
    endpoint: 'forum.community',
    respond: {
      status: 500,
      body: {
        error: `The scraper could not load the page: ${'upstream said 403 Forbidden, '.repeat(8)}then gave up.`,
      },
    },
  });
  // A batch runs once nothing ticked is refused: the two options above go.
  for (const [group, endpoint] of [
    ['linkedin company', 'professional.companyJobs'],
    ['luma place', 'events.search'],
  ] as const)
    await plan
      .locator(`tr[data-group="${group}"]`)
      .getByLabel(endpointById(endpoint).label)
      .uncheck();
  await expect(plan.getByTestId('batch-row-problem')).toHaveCount(0);
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished:', { timeout: 60_000 });
  const rows = batch.getByTestId('batch-rows').locator('tbody tr');
  await expect(rows.and(batch.locator('[data-status="failed"]'))).toHaveCount(2);
  expect(await misfitsAtEveryWidth(batch, 'batch-rows')).toEqual(fitsEverywhere);
  // Each kind of result shown alone, with the columns of what its card counts.
  const show = batch.getByLabel('Show');
  const kinds = await show
    .locator('option')
    .evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
    );
  expect(kinds.length).toBeGreaterThan(everyKindPages.length);
  // A kind at a time, shown alone at every width: choosing a kind renders the table again, a
  // width only lays it out again.
  const table = batch.getByTestId('batch-rows');
  const byKind: Record<string, string[]> = Object.fromEntries(
    Object.keys(fitsEverywhere).map((at) => [at, []]),
  );
  for (const kind of kinds) {
    await show.selectOption(kind);
    // Measured once the table holds the rows its choice counts ("… (3)").
    await expect
      .poll(() =>
        table.evaluate((element) => {
          const choice = document.querySelector<HTMLSelectElement>('select.sl-batch__kind');
          const count = /\((\d+)\)$/.exec(choice?.selectedOptions[0]?.text ?? '')?.[1];
          return (
            element.dataset.kind === 'one' &&
            String(element.querySelectorAll('tbody tr').length) === count
          );
        }),
      )
      .toBe(true);
    for (const [at, misfits] of Object.entries(await misfitsAtEveryWidth(batch)))
      byKind[at]?.push(...misfits.map((misfit) => `${kind}: ${misfit}`));
  }
  expect(byKind).toEqual(fitsEverywhere);
  await show.selectOption('');

  // The same pages again, and one more video: rows free from the cache, and rows partly (the
  // failed pages, the new one, the options left out of the run).
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch
    .getByLabel('Pages')
    .fill([...everyKindPages, 'https://www.youtube.com/watch?v=aaaaaaaaaa1'].join('\n'));
  await tickEverything(batch);
  const prices = plan.getByTestId('batch-row-price');
  await expect(prices.filter({ hasText: /^Freecached$/ }).first()).toBeVisible();
  await expect(prices.filter({ hasText: /cached, free$/ }).first()).toBeVisible();
  expect(await misfitsAtEveryWidth(batch)).toEqual(fitsEverywhere);
});
