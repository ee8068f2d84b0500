/**
 * axe on the panel with results rendered (a card, a list with its chart, a thread, a
 * transcript), the popup and the settings with spending and history in them, at the side panel's
 * width, in the light and the dark palette.
 */

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { endpointById } from '../../lib/areas';

import { pinnedPath, popupPath } from '../../lib/extension/shared/view-addresses';
import { placeholderContrasts } from '../support/contrast';
import { expect, fakeApiForSuite, openViewForPage, test, useService } from './fixtures';
import { tabName } from './platform-pages';

const fake = fakeApiForSuite();

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const violationsOf = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme}: the panel, the popup and the settings have no accessibility violations`, async ({
    context,
    sw,
    extensionId,
  }) => {
    test.setTimeout(120_000);
    await useService(sw, fake().url, fake().key);
    const { view: panel, tabId } = await openViewForPage(context, sw, extensionId, videoUrl);
    await panel.setViewportSize({ width: 360, height: 800 });
    await panel.emulateMedia({ colorScheme });
    expect(await panel.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
      colorScheme === 'dark',
    );
    const video = panel.getByRole('tabpanel');
    await expect(video.getByTestId('result')).toContainText('Clack Lab');
    expect(await violationsOf(panel)).toEqual([]);
    for (const [id, text] of [
      ['video.comments', '@typingwithtom'],
      ['video.transcription', 'Hey everyone'],
    ] as const) {
      await panel.getByRole('tab', { name: tabName(endpointById(id), videoUrl) }).click();
      const shown = panel.getByRole('tabpanel');
      await shown.getByRole('button', { name: /^Fetch/ }).click();
      await expect(shown.getByTestId('result')).toContainText(text);
      expect(await violationsOf(panel)).toEqual([]);
    }
    // A list with its chart and filter, in the explorer.
    await panel.getByRole('button', { name: 'Explorer' }).click();
    await panel.getByLabel('Area').selectOption('forum');
    await panel.getByLabel('Endpoint').selectOption('forum.communityPosts');
    await panel.getByLabel(/^Community/).fill('programming');
    await panel.getByRole('button', { name: /^Fetch/ }).click();
    await expect(panel.getByTestId('result')).toContainText('walnut case');
    await expect(panel.getByTestId('result').getByRole('img', { name: /^Score/ })).toBeVisible();
    expect(await violationsOf(panel)).toEqual([]);

    const popup = await context.newPage();
    await popup.setViewportSize({ width: 360, height: 600 });
    await popup.emulateMedia({ colorScheme });
    await popup.goto(`chrome-extension://${extensionId}${pinnedPath(tabId, popupPath)}`);
    await expect(popup.getByRole('button', { name: /^Copy JSON/ })).toHaveText(
      'Copy JSON · free (cached)',
    );
    expect(await violationsOf(popup)).toEqual([]);

    const options = await context.newPage();
    await options.setViewportSize({ width: 420, height: 900 });
    await options.emulateMedia({ colorScheme });
    await options.goto(`chrome-extension://${extensionId}/options.html?welcome`);
    await expect(options.getByTestId('welcome')).toBeVisible();
    await expect(options.getByTestId('daily-chart')).toBeVisible();
    await expect(options.getByTestId('history')).toContainText('YouTube · Video');
    expect(await violationsOf(options)).toEqual([]);
    // Placeholders that say something ("no limit"): axe leaves them out, so they are measured.
    const placeholders = await options.evaluate(placeholderContrasts, undefined);
    expect(placeholders.map((field) => field.placeholder)).toEqual(
      expect.arrayContaining(['no limit']),
    );
    expect(placeholders.filter((field) => field.ratio < 4.5)).toEqual([]);
  });

  test(`${colorScheme}: the batch page has no accessibility violations, its placeholders legible`, async ({
    sw,
    openExtensionPage,
  }) => {
    await useService(sw, fake().url, fake().key);
    const batch = await openExtensionPage('batch.html');
    await batch.setViewportSize({ width: 1280, height: 900 });
    await batch.emulateMedia({ colorScheme });
    // The page draws its form after its first reads: measured once the field is there.
    await expect(batch.getByLabel('Pages')).toBeVisible();
    const placeholders = await batch.evaluate(placeholderContrasts, undefined);
    expect(placeholders).toHaveLength(1);
    expect(placeholders.filter((field) => field.ratio < 4.5)).toEqual([]);
    await batch
      .getByLabel('Pages')
      .fill(`${videoUrl}\nhttps://www.reddit.com/r/typescript/\nnot a page`);
    await expect(batch.getByTestId('batch-price')).toContainText('credits for 2 pages');
    expect(await violationsOf(batch)).toEqual([]);
    await batch.getByRole('button', { name: /^Run/ }).click();
    await expect(batch.getByTestId('batch-status')).toContainText('Finished');
    expect(await violationsOf(batch)).toEqual([]);
    expect(
      (await batch.evaluate(placeholderContrasts, undefined)).filter((field) => field.ratio < 4.5),
    ).toEqual([]);
  });
}
