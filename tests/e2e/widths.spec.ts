/**
 * The panel at the widths people give a side panel (Firefox's sidebar goes down to 240 px) never
 * scrolls sideways: every endpoint's view, rendered from its sample in the explorer with the
 * endpoint's example params, and every platform's page kind with its primary tab answered by the
 * local fake (a card that counts also shows its counts over time), the header and the navigation
 * above them. One page load each, the window narrowed in turn; what is measured is the page
 * itself. Each test takes the worker's browser, reset to a new install's state (fixtures.ts).
 */

import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { Endpoint } from '../../lib/api/endpoint';
import { valueAt } from '../../lib/api/pagination';
import { endpoints, endpointsForPage } from '../../lib/areas';
import { paramsFromPage } from '../../lib/areas/page-params';
import { sampleOf } from '../../lib/areas/samples';
import { panelPath, pinnedPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl } from '../../lib/platforms';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { headlineOf } from '../support/headline';
import { panelWidths, sidewaysOverflow } from '../support/overflow';
import { platformExamples } from '../support/platform-examples';
import { familyViewOf } from '../support/views';
import { expect, routePage, seedHistory, tabIdAt, test } from './fixtures';

let context: BrowserContext;
let sw: Worker;
let fake: FakeApi;
test.describe.configure({ mode: 'parallel' });
test.beforeAll(async () => {
  fake = await startFakeApi();
});
test.afterAll(async () => {
  await fake?.close();
});
// The helpers below reach the test's browser through these.
test.beforeEach(({ context: lent, sw: worker }) => {
  context = lent;
  sw = worker;
});

const openPanel = async (address: string = panelPath) => {
  const panel = await context.newPage();
  await panel.setViewportSize({ width: 360, height: 720 });
  await panel.goto(`chrome-extension://${new URL(sw.url()).host}${address}`);
  return panel;
};

/** Narrows the panel to each width and reads what passes its edge. */
async function expectNoSidewaysScroll(panel: Page) {
  for (const width of panelWidths) {
    await panel.setViewportSize({ width, height: 720 });
    await expect
      .poll(() => panel.evaluate(sidewaysOverflow, undefined))
      .toEqual({ window: width, sideways: 0, outside: [] });
  }
}

/** Types the endpoint's example params into the explorer's form, each in its own control. */
async function fillExample(panel: Page, endpoint: Endpoint) {
  for (const [name, value] of Object.entries(endpoint.example as Record<string, unknown>)) {
    const control = panel.locator(`[id="${endpoint.id}-${name}"]`);
    const kind = await control.evaluate((element) =>
      element instanceof HTMLSelectElement
        ? 'select'
        : (element as HTMLInputElement).type === 'checkbox'
          ? 'checkbox'
          : 'text',
    );
    if (kind === 'select') await control.selectOption(String(value));
    else if (kind === 'checkbox') await control.setChecked(value === true);
    else await control.fill(String(value));
  }
}

test.describe('demo data, in the explorer', () => {
  for (const endpoint of endpoints) {
    test(`${endpoint.id}: its view has no sideways scroll at ${panelWidths.join(', ')} px`, async () => {
      await sw.evaluate(() => chrome.storage.local.remove(['apiKey', 'baseUrl']));
      const panel = await openPanel();
      await panel.getByRole('button', { name: 'Explorer' }).click();
      await panel.getByLabel('Area').selectOption(endpoint.area);
      await panel.getByLabel('Endpoint').selectOption(endpoint.id);
      await fillExample(panel, endpoint);
      await panel.getByRole('button', { name: /^Fetch/ }).click();
      const result = panel.getByTestId('result');
      await expect(result).toContainText(headlineOf(endpoint.id, sampleOf(endpoint.id)));
      // What comes with the first answer: the exports, and Load all under a paged list.
      await expect(result.getByRole('button', { name: 'Download JSON' })).toBeVisible();
      await expect(result.getByTestId('load-all')).toHaveCount(endpoint.pagination ? 1 : 0);
      await expectNoSidewaysScroll(panel);
      await panel.close();
    });
  }
});

/** A card's counts in the sample, by label: a counting card has them over time, a list none. */
const sampleCounts = (id: string): Record<string, number> => {
  const spec = familyViewOf(id);
  if (spec?.family !== 'card') return {};
  return Object.fromEntries(
    Object.entries(spec.card.counts ?? {})
      .map(([label, path]) => [label, Number(valueAt(sampleOf(id), path))] as const)
      .filter(([, count]) => Number.isFinite(count)),
  );
};

/** Each page kind at its longest example address: the longest ids and titles to wrap. */
const pageKinds = Object.entries(platformExamples).flatMap(([platform, examples]) =>
  Object.entries(examples.pages).map(([kind, urls]) => ({
    platform,
    kind,
    url:
      urls
        .map(([url]) => url)
        .filter((url) => url.startsWith('https://'))
        .sort((a, b) => b.length - a.length)[0] ?? '',
  })),
);

test.describe('live answers from the fake, on platform pages', () => {
  for (const { platform, kind, url } of pageKinds) {
    test(`${platform} ${kind}: the page's panel has no sideways scroll at ${panelWidths.join(', ')} px`, async () => {
      const match = detectUrl(url);
      const primary =
        match && 'params' in match ? endpointsForPage(match.area, match.kind)[0] : undefined;
      if (!primary || !match || !('params' in match)) throw new Error(`${url} serves no endpoint`);
      await sw.evaluate(([baseUrl, apiKey]) => chrome.storage.local.set({ baseUrl, apiKey }), [
        fake.url,
        fake.key,
      ] as const);
      // Two earlier looks: a card that counts shows its counts over time under the watch star.
      const counts = sampleCounts(primary.id);
      const seeded = Object.keys(counts).length > 0;
      const earlier = (days: number, less: number) => ({
        at: Date.now() - days * 86_400_000,
        counts: Object.fromEntries(Object.entries(counts).map(([label, n]) => [label, n - less])),
      });
      await seedHistory(
        sw,
        primary.id,
        primary.params.parse(paramsFromPage(primary, match.params)) as Record<string, unknown>,
        seeded ? [earlier(21, 1200), earlier(7, 200)] : [],
      );
      await routePage(context, `${new URL(url).origin}/**`, 'generic.html');
      const tab = await context.newPage();
      await tab.goto(url);
      const panel = await openPanel(pinnedPath(await tabIdAt(sw, tab.url())));
      const result = panel.getByRole('tabpanel').getByTestId('result');
      await expect(result).toContainText(headlineOf(primary.id, sampleOf(primary.id)), {
        timeout: 20_000,
      });
      await expect(result.getByRole('button', { name: 'Download JSON' })).toBeVisible();
      await expect(result.getByTestId('over-time')).toHaveCount(seeded ? 1 : 0);
      await expectNoSidewaysScroll(panel);
      await Promise.all([panel.close(), tab.close()]);
    });
  }
});
