/**
 * A first-time user's walk, as a black box: on a page of every platform, with demo data, every tab
 * of the panel and the popup. No button promises a price (nothing is charged), and nothing a person
 * reads speaks the contract's words (areas, endpoint ids); those show only where asked for (the
 * JSON, the explorer, tooltips).
 */

import type { Page } from '@playwright/test';
import { endpointsForPage } from '../../lib/areas';
import { paramsFromPage, priceOf } from '../../lib/areas/page-params';
import { pinnedPath, popupPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl, platforms } from '../../lib/platforms';
import { directory } from '../../lib/platforms/directory';
import { expect, openViewForPage, test } from './fixtures';
import { journey } from './platform-pages';

const areas = Object.values(directory).map((platform) => platform.area);
/** An endpoint id (`video.channel`) or an area name that is no English word (`shortvideo`). */
const contractWords = new RegExp(
  `\\b(?:(?:${areas.join('|')})\\.[a-z]\\w*|${areas.filter((area) => /^(short|micro|web)/.test(area)).join('|')})\\b`,
);

/** What a person reads on the page: visible text, without the JSON tree. */
const readable = (page: Page) =>
  page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll('[data-testid="json"], .sl-json, script, style'))
      hidden.remove();
    return copy.innerText;
  });

for (const platform of platforms) {
  const { first } = journey(platform);

  test(`${platform.name}, demo data: every tab and the popup, free and in a person's words`, async ({
    context,
    sw,
    extensionId,
  }) => {
    const match = detectUrl(first);
    if (!match || !('params' in match)) throw new Error(`${first} is no page`);
    const served = endpointsForPage(match.area, match.kind);
    const { view: panel, tabId } = await openViewForPage(context, sw, extensionId, first);
    const tabs = panel.getByRole('tab');
    await expect(tabs).toHaveCount(served.length);
    for (const [index, endpoint] of served.entries()) {
      await tabs.nth(index).click();
      const section = panel.locator(`section[data-endpoint="${endpoint.id}"]`);
      await expect(section.getByRole('button', { name: /^(Fetch|Refresh)/ }).first()).toBeVisible();
      // A tab that needs a choice first (a query) cannot fetch until it is made; every other one
      // fetches when asked (the first by itself).
      const fetches = priceOf(endpoint, paramsFromPage(endpoint, match.params)) !== undefined;
      if (index > 0 && fetches) await section.getByRole('button', { name: /^Fetch/ }).click();
      await expect(section.getByRole('button', { name: /^(Fetch|Refresh) ·/ }).first()).toHaveText(
        fetches ? 'Refresh · free (demo data)' : 'Fetch · fill in the parameters',
      );
      const buttons = await section.getByRole('button').allInnerTexts();
      expect(buttons.filter((text) => /credit/.test(text))).toEqual([]);
      const costing = buttons.filter((label) => /^(Fetch|Refresh|Load more)( ·|$)/.test(label));
      expect(costing.length).toBeGreaterThan(0);
      expect(
        costing.filter((label) => !/ · (free \(demo data\)|fill in the parameters)$/.test(label)),
      ).toEqual([]);
      expect((await readable(panel)).match(contractWords)?.[0] ?? null).toBeNull();
    }
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${extensionId}${pinnedPath(tabId, popupPath)}`);
    await expect(popup.getByRole('button', { name: /^Copy JSON/ })).toHaveText(
      'Copy JSON · free (demo data)',
    );
    expect(
      (await popup.getByRole('button').allInnerTexts()).filter((text) => /credit/.test(text)),
    ).toEqual([]);
    expect((await readable(popup)).match(contractWords)?.[0] ?? null).toBeNull();
  });
}
