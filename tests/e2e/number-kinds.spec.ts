/**
 * A Reddit thread's upvote ratio and a Trustpilot company's reply rate as people read them: a
 * percentage in the panel at its width and in the batch table at 1,024 px, the same number in
 * both (the unit test holds every sample's numbers; this one looks at the built extension).
 */

import type { BrowserContext, Worker } from '@playwright/test';
import { kindOfPageWords } from '../../components/batch/batch-words';
import { endpointById } from '../../lib/areas';
import { expect, fakeApiForSuite, openViewForPage, test, useService } from './fixtures';

const fake = fakeApiForSuite();
const thread = 'https://www.reddit.com/r/programming/comments/1gq3k2x/why_i_stopped_using_orms/';
const company = 'https://www.trustpilot.com/review/www.amazon.com';

/** The panel for a page at the side panel's width: its result's tab shown. */
async function panelAt360(
  { context, sw, extensionId }: { context: BrowserContext; sw: Worker; extensionId: string },
  url: string,
) {
  const { view: panel } = await openViewForPage(context, sw, extensionId, url);
  await panel.setViewportSize({ width: 360, height: 900 });
  return { panel, shown: panel.getByRole('tabpanel') };
}

test('a ratio and a percentage read as percentages in the panel', async ({
  context,
  sw,
  extensionId,
}) => {
  for (const [url, fact, name] of [
    [thread, 'upvoted 97%', 'reddit-thread'],
    [company, 'reviews answered 87.4%', 'trustpilot-company'],
  ] as const) {
    const { panel, shown } = await panelAt360({ context, sw, extensionId }, url);
    await expect(shown.getByTestId('result')).toContainText(fact);
    await panel.screenshot({ path: test.info().outputPath(`panel-${name}-360-chromium.png`) });
  }
});

test('the batch table reads them as the panel does, in its line and in their columns', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.setViewportSize({ width: 1024, height: 800 });
  await batch.getByLabel('Pages').fill([thread, company].join('\n'));
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toHaveText(/^Finished: 2 of 2 pages done/);
  const table = batch.getByTestId('batch-rows');
  const result = (endpointId: string) => {
    const [platform = '', kind = ''] =
      endpointId === 'forum.post' ? ['reddit', 'post'] : ['trustpilot', 'business'];
    const words = `${kindOfPageWords(platform, kind)} · ${endpointById(endpointId as 'forum.post').label}`;
    return {
      words,
      cell: table.locator('tbody tr', { hasText: words }).locator('.sl-batch__result'),
    };
  };
  await expect(result('forum.post').cell).toContainText('97% upvoted');
  await expect(result('reviews.business').cell).toContainText('87.4% reviews answered');
  await expect(result('reviews.business').cell).toContainText('4.6 trust score');
  await batch.screenshot({ path: test.info().outputPath('batch-all-1024-chromium.png') });

  // One kind shown alone: a column per count, each read as its kind.
  const show = batch.getByLabel('Show');
  const value = await show
    .locator('option', { hasText: result('forum.post').words })
    .getAttribute('value');
  await show.selectOption(value ?? '');
  const upvoted = table.locator('thead th').filter({ hasText: 'Upvoted' });
  await expect(upvoted).toHaveCount(1);
  const column = await table.locator('thead th').allTextContents();
  const at = column.findIndex((text) => text.includes('Upvoted'));
  await expect(table.locator(`tbody tr td:nth-child(${at + 1})`)).toHaveText(['97%']);
  await batch.screenshot({ path: test.info().outputPath('batch-reddit-1024-chromium.png') });
});

test("Google Trends' category reads as every category in the panel's form, not as 0", async ({
  context,
  sw,
  extensionId,
}) => {
  const { panel, shown } = await panelAt360(
    { context, sw, extensionId },
    'https://trends.google.com/trends/explore?q=pumpkin%20spice&geo=US',
  );
  const category = shown.getByLabel('Category');
  await expect(category).toHaveAttribute('placeholder', 'All categories');
  await expect(category).toHaveValue('');
  await category.scrollIntoViewIfNeeded();
  await panel.screenshot({
    path: test.info().outputPath('panel-trends-category-360-chromium.png'),
  });
});
