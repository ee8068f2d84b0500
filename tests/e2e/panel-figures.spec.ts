/**
 * A profile's derived figures in the panel, in Chromium with the built extension and the local
 * fake of the service: without its videos stored, the card offers them at the price the Videos tab
 * states and spends nothing; pressed, the list is paid for once, the figures appear with their
 * samples (the panel loading the views of the profile's area alone), and the Videos tab shows that
 * answer from the cache. Videos fetched on their own tab
 * bring the profile's figures along; a panel opened again shows them at once, for nothing. The
 * profile reopened from the history shows the same: the offer at its price, then its figures from
 * the cache. A press the daily budget stops says so under the card until it is raised; then the
 * offer is back at its price. axe finds nothing in the offer or the figures, in either palette.
 */
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Locator, Page, Worker } from '@playwright/test';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import { pinnedPath } from '../../lib/extension/shared/view-addresses';
import {
  expectedFigures,
  fewVideosCaution,
  itemsPerList,
  offerWords,
  profileUrl,
  videosPrice,
} from '../support/profile-figures';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useDailyBudget,
  useService,
} from './fixtures';

const fake = fakeApiForSuite();
const shots = process.env.SHOTS_DIR;
const paid = () =>
  fake()
    .requests.filter((request) => request.charged > 0)
    .map((request) => `${request.endpoint} ${request.charged}`);

/** Items per list stored, and the profile fetched as the panel opens (its automatic fetch at 0 s). */
const storePreferences = (sw: Worker) =>
  sw.evaluate(
    async ([defaults, count]) => {
      const { preferences } = await chrome.storage.local.get('preferences');
      await chrome.storage.local.set({
        preferences: {
          ...defaults,
          ...(preferences as object),
          autoFetchDelaySeconds: 0,
          defaultCount: count,
        },
      });
    },
    [defaultPreferences, itemsPerList] as const,
  );

const tab = (panel: Page, label: string) =>
  panel.getByRole('tab', { name: new RegExp(`^${label}`) });

/** Each figure's value and sample read as the figures section shows them. */
async function expectFigures(section: Locator) {
  for (const [label, { value, sample }] of Object.entries(expectedFigures)) {
    const figure = section
      .locator('.sl-figure')
      .filter({ has: section.page().getByText(label, { exact: true }) });
    await expect(figure.locator('.sl-figure__value')).toHaveText(value);
    await expect(figure.locator('.sl-figure__sample')).toHaveText(sample);
    await expect(figure).toHaveClass(/sl-figure--muted/);
    await expect(figure.locator('.sl-figure__caution')).toHaveText(fewVideosCaution);
  }
}

/**
 * The views' code the panel has loaded, one file an area: the profile's area alone, the figures
 * included (they read the videos' view the panel holds, not every area's).
 */
async function viewsFilesLoaded(panel: Page) {
  const session = await panel.context().newCDPSession(panel);
  const scripts: string[] = [];
  session.on('Debugger.scriptParsed', ({ url }) => scripts.push(url));
  // Enabled, the debugger names every script the page has parsed so far before it answers.
  await session.send('Debugger.enable');
  await session.detach();
  return new Set(scripts.filter((url) => /\/chunks\/views-[^/]+\.js$/.test(url))).size;
}

/** axe's findings in the figures section, in the light and the dark palette. */
async function figuresViolations(panel: Page) {
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme });
    const { violations } = await new AxeBuilder({ page: panel })
      .include('[data-testid="derived-figures"]')
      .analyze();
    found.push(...violations.map((violation) => `${colorScheme} ${violation.id}`));
  }
  return found;
}

/**
 * The profile's page in a panel, its answer fetched as it opens; once its figures offer the
 * videos at their price, with nothing spent but the profile's.
 */
async function openProfile(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  dailyBudget?: number,
) {
  await useService(sw, fake().url, fake().key);
  await storePreferences(sw);
  // Set before the panel opens: a change it hears after a press would take that press's error away.
  if (dailyBudget !== undefined) await useDailyBudget(sw, dailyBudget);
  const opened = await openViewForPage(context, sw, extensionId, profileUrl);
  const section = opened.view.getByRole('tabpanel').getByTestId('derived-figures');
  await expect(section.locator('.sl-figures__offer')).toHaveText(offerWords);
  expect(paid()).toEqual(['shortvideo.user 2']);
  return { ...opened, section };
}

test('without its videos stored, the profile offers them at their price and spends nothing; pressed, they are paid once, the figures appear and the Videos tab shows them from the cache', async ({
  context,
  sw,
  extensionId,
}) => {
  const { view: panel, section } = await openProfile(context, sw, extensionId);
  expect(await figuresViolations(panel)).toEqual([]);

  await section.getByRole('button', { name: `Load them · ${videosPrice} credits` }).click();
  await expectFigures(section);
  expect(await viewsFilesLoaded(panel)).toBe(1);
  expect(await figuresViolations(panel)).toEqual([]);
  expect(paid()).toEqual(['shortvideo.user 2', `shortvideo.userVideos ${videosPrice}`]);
  // Asked as the Videos tab asks: with the stored Items per list.
  expect(fake().requests.at(-1)?.query.count).toBe(String(itemsPerList));

  await tab(panel, 'Videos').click();
  const videos = panel.getByRole('tabpanel');
  await expect(videos.getByTestId('provenance')).toHaveAttribute('data-source', 'cache');
  await expect(videos.getByRole('button', { name: /^Refresh/ })).toHaveText(
    `Refresh · ${videosPrice} credits`,
  );
  expect(fake().requests).toHaveLength(2);
});

test('videos fetched on their own tab bring the profile figures along; opened again, the figures show at once for nothing', async ({
  context,
  sw,
  extensionId,
}) => {
  const first = await openProfile(context, sw, extensionId);
  await tab(first.view, 'Videos').click();
  await first.view
    .getByRole('tabpanel')
    .getByRole('button', { name: `Fetch · ${videosPrice} credits` })
    .click();
  await expect(first.view.getByRole('tabpanel').getByTestId('provenance')).toHaveAttribute(
    'data-source',
    'network',
  );
  await tab(first.view, 'Profile').click();
  await expectFigures(first.view.getByRole('tabpanel').getByTestId('derived-figures'));
  expect(paid()).toEqual(['shortvideo.user 2', `shortvideo.userVideos ${videosPrice}`]);
  await first.view.close();

  const again = await context.newPage();
  await again.goto(`chrome-extension://${extensionId}${pinnedPath(first.tabId)}`);
  const shown = again.getByRole('tabpanel');
  await expect(shown.getByTestId('provenance')).toHaveAttribute('data-source', 'cache');
  await expectFigures(shown.getByTestId('derived-figures'));
  await expect(shown.getByRole('button', { name: /^Load them/ })).toHaveCount(0);
  expect(fake().requests).toHaveLength(2);
});

/** The profile's result reopened from the settings' history, in a panel 360 px wide. */
async function reopenProfile(options: Page) {
  const history = options.getByTestId('history');
  const row = history.locator('li').filter({ hasText: 'TikTok · Profile' });
  await expect(row).toHaveCount(1);
  const [reopened] = await Promise.all([
    options.context().waitForEvent('page'),
    row.getByRole('button', { name: 'Reopen' }).click(),
  ]);
  await reopened.setViewportSize({ width: 360, height: 800 });
  const result = reopened.getByTestId('history-result');
  await expect(result).toContainText('No new call');
  return { reopened, section: result.getByTestId('derived-figures') };
}

test('the profile reopened from the history offers its videos at their price; pressed, its figures appear, and reopened again they come from the cache for nothing', async ({
  context,
  sw,
  extensionId,
  openExtensionPage,
}) => {
  const { view: panel } = await openProfile(context, sw, extensionId);
  await panel.close();
  const options = await openExtensionPage('options.html');

  const first = await reopenProfile(options);
  await expect(first.section.locator('.sl-figures__offer')).toHaveText(offerWords);
  if (shots)
    await first.reopened.screenshot({
      path: `${shots}/history-offer-360-chromium.png`,
      fullPage: true,
    });
  expect(paid()).toEqual(['shortvideo.user 2']);
  await first.section.getByRole('button', { name: `Load them · ${videosPrice} credits` }).click();
  await expectFigures(first.section);
  expect(paid()).toEqual(['shortvideo.user 2', `shortvideo.userVideos ${videosPrice}`]);
  // Asked as the Videos tab on the profile's page asks: with the stored Items per list.
  expect(fake().requests.at(-1)?.query.count).toBe(String(itemsPerList));
  await first.reopened.close();

  const again = await reopenProfile(options);
  await expectFigures(again.section);
  if (shots) await again.section.screenshot({ path: `${shots}/history-figures-360-chromium.png` });
  await expect(again.section.getByRole('button', { name: /^Load them/ })).toHaveCount(0);
  expect(fake().requests).toHaveLength(2);
});

test('the videos asked over the daily budget: the error stays under the card until the budget is raised, then the offer is back at its price', async ({
  context,
  sw,
  extensionId,
}) => {
  // The profile's 2 credits fit the budget and leave nothing for the videos.
  const { view: panel, section } = await openProfile(context, sw, extensionId, 2);
  await panel.setViewportSize({ width: 360, height: 800 });
  await section.getByRole('button', { name: `Load them · ${videosPrice} credits` }).click();
  await expect(section.getByTestId('error')).toContainText(
    `This call costs ${videosPrice} credits and would pass your daily budget of 2`,
  );
  if (shots) await panel.screenshot({ path: `${shots}/settings-error-360-chromium.png` });

  await useDailyBudget(sw, 100);
  await expect(section.getByTestId('error')).toHaveCount(0);
  await expect(section.locator('.sl-figures__offer')).toHaveText(offerWords);
  if (shots) await panel.screenshot({ path: `${shots}/settings-cleared-360-chromium.png` });
  expect(paid()).toEqual(['shortvideo.user 2']);
});
