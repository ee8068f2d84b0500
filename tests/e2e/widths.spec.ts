/**
 * The panel at the widths people give a side panel (Firefox's sidebar goes down to 240 px) never
 * scrolls sideways: every endpoint's view, rendered from its sample in the explorer with the
 * endpoint's example params, and every platform's page kind with its primary tab answered by the
 * local fake (a card that counts also shows its counts over time), the header and the navigation
 * above them. What is measured is the page itself, the window narrowed in turn. A test takes an
 * area's endpoints, or a platform's pages, in one browser reset to a new install's state
 * (fixtures.ts): the reset and the panel's start are paid once per group, not per view. Each view
 * is a step named by the view and each width; a view past the edge is reported and the next
 * measured.
 */

import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { Endpoint } from '../../lib/api/endpoint';
import { valueAt } from '../../lib/api/pagination';
import { endpoints, endpointsForPage } from '../../lib/areas';
import { paramsFromPage } from '../../lib/areas/page-params';
import { sampleOf } from '../../lib/areas/samples';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import { panelPath, pinnedPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl } from '../../lib/platforms';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { headlineOf } from '../support/headline';
import { panelWidths, sidewaysOverflow } from '../support/overflow';
import { platformExamples } from '../support/platform-examples';
import { settingsMisfits, settingsWidths } from '../support/settings-fit';
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

/** Time for a group: each view's own waits, on a loaded machine, one after another. */
const perView = 15_000;

const openPanel = async (address: string = panelPath) => {
  const panel = await context.newPage();
  await panel.setViewportSize({ width: panelWidths[0], height: 720 });
  await panel.goto(`chrome-extension://${new URL(sw.url()).host}${address}`);
  return panel;
};

/**
 * Narrows the panel to each width and reads what passes its edge, a step per width; back at the
 * widest after. A width past the edge fails the test and the next width is still measured.
 */
async function expectNoSidewaysScroll(panel: Page, view: string) {
  for (const width of panelWidths) {
    await test.step(`${view} at ${width} px`, async () => {
      await panel.setViewportSize({ width, height: 720 });
      await expect
        .configure({ soft: true })
        .poll(() => panel.evaluate(sidewaysOverflow, undefined), {
          message: `${view} at ${width} px: nothing past the edge`,
        })
        .toEqual({ window: width, sideways: 0, outside: [] });
    });
  }
  await panel.setViewportSize({ width: panelWidths[0], height: 720 });
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

const areas = [...new Set(endpoints.map((endpoint) => endpoint.area))].map(
  (area) => [area, endpoints.filter((endpoint) => endpoint.area === area)] as const,
);

test.describe('demo data, in the explorer', () => {
  for (const [area, inArea] of areas) {
    test(`${area}: each endpoint's view has no sideways scroll at ${panelWidths.join(', ')} px (${inArea.map((endpoint) => endpoint.id).join(', ')})`, async () => {
      test.setTimeout(perView * inArea.length);
      await sw.evaluate(() => chrome.storage.local.remove(['apiKey', 'baseUrl']));
      const panel = await openPanel();
      await panel.getByRole('button', { name: 'Explorer' }).click();
      for (const endpoint of inArea) {
        await test.step(endpoint.id, async () => {
          await panel.getByLabel('Area').selectOption(endpoint.area);
          await panel.getByLabel('Endpoint').selectOption(endpoint.id);
          // The runner is made anew for each endpoint: its result is this endpoint's own.
          const runner = panel.locator(`[data-endpoint="${endpoint.id}"]`);
          await expect(runner.getByTestId('result')).toHaveCount(0);
          await fillExample(panel, endpoint);
          await runner.getByRole('button', { name: /^Fetch/ }).click();
          const result = runner.getByTestId('result');
          await expect(result).toContainText(headlineOf(endpoint.id, sampleOf(endpoint.id)));
          // What comes with the first answer: the exports, and Load all under a paged list.
          await expect(result.getByRole('button', { name: 'Download JSON' })).toBeVisible();
          await expect(result.getByTestId('load-all')).toHaveCount(endpoint.pagination ? 1 : 0);
          await expectNoSidewaysScroll(panel, endpoint.id);
        });
      }
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
const pageKinds = Object.entries(platformExamples).map(([platform, examples]) => ({
  platform,
  kinds: Object.entries(examples.pages).map(([kind, urls]) => ({
    kind,
    url:
      urls
        .map(([url]) => url)
        .filter((url) => url.startsWith('https://'))
        .sort((a, b) => b.length - a.length)[0] ?? '',
  })),
}));

test.describe('live answers from the fake, on platform pages', () => {
  for (const { platform, kinds } of pageKinds) {
    test(`${platform}: each page's panel has no sideways scroll at ${panelWidths.join(', ')} px (${kinds.map(({ kind }) => kind).join(', ')})`, async () => {
      test.setTimeout(perView * kinds.length);
      // The first tab fetched as the panel opens, with no wait before (the wait is panel-fetch's).
      await sw.evaluate(
        ([baseUrl, apiKey, preferences]) =>
          chrome.storage.local.set({ baseUrl, apiKey, preferences }),
        [fake.url, fake.key, { ...defaultPreferences, autoFetchDelaySeconds: 0 }] as const,
      );
      for (const origin of new Set(kinds.map(({ url }) => new URL(url).origin))) {
        await routePage(context, `${origin}/**`, 'generic.html');
      }
      for (const { kind, url } of kinds) {
        const view = `${platform} ${kind}`;
        await test.step(view, async () => {
          const match = detectUrl(url);
          const primary =
            match && 'params' in match ? endpointsForPage(match.area, match.kind)[0] : undefined;
          if (!primary || !match || !('params' in match))
            throw new Error(`${url} serves no endpoint`);
          // Two earlier looks: a card that counts shows its counts over time under the watch star.
          const counts = sampleCounts(primary.id);
          const seeded = Object.keys(counts).length > 0;
          const earlier = (days: number, less: number) => ({
            at: Date.now() - days * 86_400_000,
            counts: Object.fromEntries(
              Object.entries(counts).map(([label, n]) => [label, n - less]),
            ),
          });
          await seedHistory(
            sw,
            primary.id,
            primary.params.parse(paramsFromPage(primary, match.params)) as Record<string, unknown>,
            seeded ? [earlier(21, 1200), earlier(7, 200)] : [],
          );
          const tab = await context.newPage();
          await tab.goto(url);
          const panel = await openPanel(pinnedPath(await tabIdAt(sw, tab.url())));
          const result = panel.getByRole('tabpanel').getByTestId('result');
          await expect(result).toContainText(headlineOf(primary.id, sampleOf(primary.id)), {
            timeout: 20_000,
          });
          await expect(result.getByRole('button', { name: 'Download JSON' })).toBeVisible();
          await expect(result.getByTestId('over-time')).toHaveCount(seeded ? 1 : 0);
          await expectNoSidewaysScroll(panel, view);
          await Promise.all([panel.close(), tab.close()]);
        });
      }
    });
  }
});

test('the settings page at its widths: every choice reads whole, each checkbox beside its label', async ({
  openExtensionPage,
}) => {
  const options = await openExtensionPage('options.html');
  // The proxy country's field shows too, under the longest choice.
  await options.getByLabel('Threads calls').selectOption('country');
  await expect(options.getByLabel('Proxy country')).toBeVisible();
  const found: Record<string, string[]> = {};
  for (const width of settingsWidths) {
    await options.setViewportSize({ width, height: 900 });
    found[`${width} px`] = await options.evaluate(settingsMisfits, undefined);
  }
  expect(found).toEqual(Object.fromEntries(settingsWidths.map((width) => [`${width} px`, []])));
});
