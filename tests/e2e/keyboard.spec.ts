/**
 * The keyboard alone: from the first tab stop of the panel, switch endpoint tabs, change a
 * parameter, fetch (demo data: free) and reach the exports; in the settings, the spending chart's
 * days (one tab stop, the arrows between days) and the history's buttons. Only Tab, Shift+Tab,
 * Enter, Space and the arrow keys; what is asserted is what the user sees.
 */
import type { Locator, Page } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { comparedPath } from '../support/compared-things';
import { seedWithVideos } from './compared-page';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useDailyBudget,
  useService,
} from './fixtures';
import { tabName, tabsOf } from './platform-pages';

const fake = fakeApiForSuite();

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === element.ownerDocument.activeElement);

/** Presses `key` until `target` has the focus, as a user tabbing through the page would. */
async function pressUntil(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target}`);
}

test('the panel with the keyboard alone: tabs, a parameter, the fetch, the exports', async ({
  context,
  sw,
  extensionId,
}) => {
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  const tabs = panel.getByRole('tab');
  const served = tabsOf(videoUrl);
  await expect(tabs).toHaveText(served.map((endpoint) => tabName(endpoint, videoUrl)));
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toContainText('Clack Lab');

  // The first stop is the panel's first control; the tabs are one stop further on.
  await panel.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'This page' })).toBeFocused();
  await pressUntil(panel, tabs.first());
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // The arrows move between tabs, and the tab shown follows.
  const commentsAt = served.findIndex((endpoint) => endpoint.id === 'video.comments');
  expect(commentsAt).toBeGreaterThan(0);
  for (let step = 0; step < commentsAt; step += 1) await panel.keyboard.press('ArrowRight');
  const comments = panel.getByRole('tab', {
    name: tabName(endpointById('video.comments'), videoUrl),
  });
  await expect(comments).toBeFocused();
  await expect(comments).toHaveAttribute('aria-selected', 'true');
  const shown = panel.getByRole('tabpanel');
  await expect(shown).toHaveAttribute('aria-labelledby', 'tab-video-comments');
  await expect(shown).toContainText('Top comments with their likes and reply counts');

  // Shift+Tab goes back out of the list, Tab comes back to the selected tab, not the first.
  await panel.keyboard.press('Shift+Tab');
  await expect(comments).not.toBeFocused();
  await panel.keyboard.press('Tab');
  await expect(comments).toBeFocused();

  // A parameter typed in the tab's form.
  const count = shown.getByLabel(/^How many/);
  await pressUntil(panel, count);
  await panel.keyboard.type('5');
  await expect(count).toHaveValue('5');

  // The fetch says what it costs, and Enter runs it.
  const fetch = shown.getByRole('button', { name: /^Fetch/ });
  await expect(fetch).toHaveText('Fetch · free (demo data)');
  await pressUntil(panel, fetch);
  await panel.keyboard.press('Enter');
  const result = shown.getByTestId('result');
  await expect(result).toContainText('@typingwithtom');
  await expect(shown.getByTestId('provenance')).toHaveText('Demo data: no call, no credits');
  await expect(shown.getByRole('button', { name: /^Refresh/ })).toHaveText(
    'Refresh · free (demo data)',
  );

  // The exports, reached and pressed from the keyboard: Space on one, Enter on the other.
  const csv = result.getByRole('button', { name: /^Download CSV/ });
  await pressUntil(panel, csv);
  const [table] = await Promise.all([
    panel.waitForEvent('download'),
    panel.keyboard.press('Space'),
  ]);
  expect(table.suggestedFilename()).toMatch(/^youtube-video-dQw4w9WgXcQ-comments-.*\.csv$/);
  const json = result.getByRole('button', { name: 'Download JSON' });
  await pressUntil(panel, json, 'Shift+Tab');
  const [whole] = await Promise.all([
    panel.waitForEvent('download'),
    panel.keyboard.press('Enter'),
  ]);
  expect(whole.suggestedFilename()).toMatch(/^youtube-video-dQw4w9WgXcQ-comments-.*\.json$/);

  // Load more is on the way too, with its price.
  const more = shown.getByRole('button', { name: /^Load more/ });
  await pressUntil(panel, more);
  await expect(more).toHaveText('Load more · free (demo data)');
});

test('the settings with the keyboard alone: the spending chart by day, the history', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  // One paid call today: a day to find in the chart, a result in the history.
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toContainText('Clack Lab');
  expect(fake().requests.map((request) => request.endpoint)).toEqual(['video.video']);

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const chart = options.getByTestId('daily-chart');
  const days = chart.getByRole('button');
  await expect(days).toHaveCount(30);

  // The chart is one stop, on today; the arrows go from day to day and name each.
  await pressUntil(options, days.last());
  const axis = chart.locator('.sl-days__axis');
  await expect(axis).toHaveText(/^\w+ \d+: 4 credits$/);
  await options.keyboard.press('ArrowLeft');
  await expect(days.nth(28)).toBeFocused();
  await expect(axis).toHaveText(/^\w+ \d+: 0 credits$/);
  await options.keyboard.press('ArrowRight');
  await expect(days.last()).toBeFocused();
  await expect(axis).toHaveText(/^\w+ \d+: 4 credits$/);
  // Tab leaves the chart at once: its thirty days are one stop.
  await options.keyboard.press('Tab');
  await expect(chart.getByRole('button').and(options.locator(':focus'))).toHaveCount(0);

  // The history: search it, then reopen the result and download it, from the keyboard.
  const history = options.getByTestId('history');
  await expect(history).toContainText('YouTube · Video');
  const search = history.getByRole('searchbox');
  await pressUntil(options, search);
  await options.keyboard.type('nothing like this');
  await expect(history).not.toContainText('YouTube · Video');
  for (let left = 'nothing like this'.length; left > 0; left -= 1) {
    await options.keyboard.press('Backspace');
  }
  await expect(history).toContainText('YouTube · Video');

  const reopen = history.getByRole('button', { name: 'Reopen' });
  await pressUntil(options, reopen);
  const [reopened] = await Promise.all([
    context.waitForEvent('page'),
    options.keyboard.press('Enter'),
  ]);
  await expect(reopened.getByTestId('history-result')).toContainText('Clack Lab');
  await expect(reopened.getByTestId('history-result')).toContainText('No new call');

  const download = history.getByRole('button', { name: 'Download' });
  await pressUntil(options, download);
  const [file] = await Promise.all([
    options.waitForEvent('download'),
    options.keyboard.press('Space'),
  ]);
  expect(file.suggestedFilename()).toMatch(/^youtube-video-dQw4w9WgXcQ-\d{4}-\d{2}-\d{2}\.json$/);
  expect(fake().requests).toHaveLength(1);
});

/*
 * Where the focus goes after each action, pressed from the keyboard: to what the action reveals
 * or to the control that took its place, never to the page's body (where a keyboard or screen
 * reader user would start again from the top). What is asserted is the focused element's
 * accessible name, as a screen reader says it.
 */

/** The element that has the focus, as a locator. */
const focused = (page: Page) => page.locator(':focus');

/** Tabs to `target` and presses Enter on it, as a keyboard user does. */
async function press(page: Page, target: Locator, key = 'Enter') {
  await pressUntil(page, target);
  await page.keyboard.press(key);
}

const commentsUrl = videoUrl;
const credits = (value: number) => `${value} credit${value === 1 ? '' : 's'}`;
const commentPrice = endpointById('video.comments').credits({ videoId: 'dQw4w9WgXcQ' });
const videoPrice = endpointById('video.video').credits({ videoId: 'dQw4w9WgXcQ' });

test('focus: Fetch gives way to Cancel while it runs, then to Refresh', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, commentsUrl);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toContainText('Clack Lab');
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  fake().inject({ endpoint: 'video.comments', hold: true });
  const shown = panel.getByRole('tabpanel');
  await press(panel, shown.getByRole('button', { name: /^Fetch/ }));
  await expect(focused(panel)).toHaveAccessibleName('Cancel');
  await expect.poll(() => fake().holding()).toBe(1);
  fake().release();
  await expect(shown.getByTestId('result')).toContainText('@typingwithtom');
  await expect(focused(panel)).toHaveAccessibleName(`Refresh · ${credits(commentPrice)}`);
  // Refresh keeps it too.
  fake().inject({ endpoint: 'video.comments', hold: true });
  await panel.keyboard.press('Enter');
  await expect(focused(panel)).toHaveAccessibleName('Cancel');
  await expect.poll(() => fake().holding()).toBe(1);
  fake().release();
  await expect(shown.getByTestId('provenance')).toHaveAttribute('data-source', 'network');
  await expect(focused(panel)).toHaveAccessibleName(`Refresh · ${credits(commentPrice)}`);
  expect(fake().requests.map((request) => request.endpoint)).toEqual([
    'video.video',
    'video.comments',
    'video.comments',
  ]);
});

test('focus: Cancel gives way to the notice’s Retry', async ({ context, sw, extensionId }) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ endpoint: 'video.video', hold: true });
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  const shown = panel.getByRole('tabpanel');
  await expect(shown.getByTestId('loading')).toContainText('Fetching');
  await press(panel, shown.getByRole('button', { name: 'Cancel' }));
  await expect(shown.getByTestId('error')).toHaveAttribute('data-kind', 'aborted');
  // The request sent goes on: retrying it joins it.
  await expect(focused(panel)).toHaveAccessibleName('Retry · nothing more (already on its way)');
});

test('focus: "Allow this call once" gives way to Cancel, then to Refresh', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  await useDailyBudget(sw, 1);
  fake().inject({ endpoint: 'video.video', hold: true });
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  const shown = panel.getByRole('tabpanel');
  await expect(shown.getByTestId('error')).toHaveAttribute('data-kind', 'overBudget');
  await press(panel, shown.getByRole('button', { name: 'Allow this call once' }));
  await expect(focused(panel)).toHaveAccessibleName('Cancel');
  await expect.poll(() => fake().holding()).toBe(1);
  fake().release();
  await expect(shown.getByTestId('result')).toContainText('Clack Lab');
  await expect(focused(panel)).toHaveAccessibleName(`Refresh · ${credits(videoPrice)}`);
});

test('focus: Load all opens its form on its first field, said aloud and in view; Escape goes back; Start, then Resume, end on how it ended', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  const { view: panel } = await openViewForPage(context, sw, extensionId, commentsUrl);
  // A short panel: the list pushes Load all below the fold.
  await panel.setViewportSize({ width: 360, height: 500 });
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  const shown = panel.getByRole('tabpanel');
  await shown.getByRole('button', { name: /^Fetch/ }).click();
  await expect(shown.getByTestId('result')).toContainText('@typingwithtom');

  const loadAll = shown.getByRole('button', { name: 'Load all…' });
  await press(panel, loadAll);
  const cap = shown.getByLabel('Spend at most (credits)');
  await expect(focused(panel)).toHaveAccessibleName('Spend at most (credits)');
  await expect(cap).toBeInViewport();
  await expect(shown.getByRole('button', { name: /^Start/ })).toBeInViewport();
  await expect(shown.getByTestId('load-all-announce')).toHaveText(
    'Load all: set what it may spend, then press Start, or Escape to close.',
  );
  await panel.keyboard.press('Escape');
  await expect(shown.getByTestId('load-all-form')).toHaveCount(0);
  await expect(focused(panel)).toHaveAccessibleName('Load all…');
  await expect(shown.getByTestId('load-all-announce')).toHaveText('');

  // Start with a cap of one page: it stops there, on Resume.
  await panel.keyboard.press('Enter');
  await expect(focused(panel)).toHaveAccessibleName('Spend at most (credits)');
  await panel.keyboard.press('ControlOrMeta+a');
  await panel.keyboard.type(String(commentPrice));
  await panel.keyboard.press('Enter');
  await expect(shown.getByTestId('load-all-ended')).toContainText('Stopped at your cap');
  await expect(focused(panel)).toHaveAccessibleName('Resume…');

  // Resume opens the form again on the job's cap; a higher one typed goes to the end, on the
  // line that says how it ended.
  await panel.keyboard.press('Enter');
  await expect(focused(panel)).toHaveAccessibleName('Cap in all, spent included (credits)');
  await panel.keyboard.press('ControlOrMeta+a');
  await panel.keyboard.type('50');
  await panel.keyboard.press('Enter');
  await expect(shown.getByTestId('load-all-ended')).toContainText('Loaded to the end');
  await expect(shown.getByTestId('load-all-ended')).toBeFocused();
});

test('focus: the batch’s Run gives way to Stop, then to the line saying how it ended', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  fake().inject({ endpoint: 'video.video', hold: true });
  const batch = await openExtensionPage('batch.html');
  await batch.getByLabel('Pages').fill(videoUrl);
  const run = batch.getByRole('button', { name: `Run · up to ${credits(videoPrice)}` });
  await press(batch, run);
  await expect(focused(batch)).toHaveAccessibleName('Stop');
  await expect.poll(() => fake().holding()).toBe(1);
  fake().release();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished');
  await expect(batch.getByTestId('batch-status')).toBeFocused();
});

/** The stop that has the focus: its name, and whether a ring (or its label's, for a hidden input) shows it. */
const focusStop = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const input = element instanceof HTMLInputElement ? element : null;
    const name = (
      element.getAttribute('aria-label') ??
      input?.labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    // A hidden file input shows its focus on the label that stands for it.
    const drawn = input?.classList.contains('sl-visually-hidden')
      ? input.closest('label')
      : element;
    const style = getComputedStyle(drawn ?? element);
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return { name, ring, end: element === document.body };
  });

/**
 * Every stop Tab reaches from where the focus is, at most `most`: past the last stop the focus
 * leaves the page, then comes back to the first.
 */
async function tabStops(page: Page, most: number) {
  const stops: { name: string; ring: boolean }[] = [];
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press('Tab');
    const { end, ...stop } = await focusStop(page);
    if (end || stop.name === stops[0]?.name) break;
    stops.push(stop);
  }
  return stops;
}

test('every stop of the comparison page shows where the focus is: the figures, the count, the measure, the files', async ({
  sw,
  openExtensionPage,
}) => {
  const page = await seedWithVideos(sw, openExtensionPage, fake(), comparedPath);
  await expect(page.getByTestId('growth-line')).toHaveCount(3);
  const figures = page.getByTestId('comparison-figures');
  await expect(figures).toContainText('From the look of');
  // A figure's row is one stop (its name, which shows its formula), then the posts its cells link.
  const figureStops = await figures
    .locator('th[tabindex="0"], a[href]')
    .evaluateAll((found) =>
      found.map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()),
    );
  expect(figureStops.length).toBeGreaterThanOrEqual(5);
  const stops = await tabStops(page, 60);
  // The measure's radios are one stop, the chosen one; the arrows move between them.
  expect(stops.map((stop) => stop.name)).toEqual([
    ...figureStops,
    'followersfollowing',
    'As a percentage',
    'Download comparison CSV',
    'Download comparison Excel',
  ]);
  expect(stops.filter((stop) => !stop.ring)).toEqual([]);
  await page.getByRole('radio', { name: 'As a percentage' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'As a count' })).toBeChecked();
  await expect(page.getByTestId('growth').getByRole('heading')).toHaveText(/, as a count$/);
});

test('every stop of the settings page shows where the focus is, Import settings too', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const options = await openExtensionPage('options.html');
  await expect(options.getByTestId('settings-transfer')).toBeVisible();
  const stops = await tabStops(options, 80);
  expect(stops.map((stop) => stop.name)).toEqual(
    expect.arrayContaining(['Export settings', 'Import settings', 'Save key']),
  );
  expect(stops.filter((stop) => !stop.ring)).toEqual([]);
});

test('every stop of the panel with a list shows where the focus is', async ({
  context,
  sw,
  extensionId,
}) => {
  const { view: panel } = await openViewForPage(context, sw, extensionId, videoUrl);
  await panel.getByRole('tab', { name: /^Comments/ }).click();
  await panel
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Fetch/ })
    .click();
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toContainText('@typingwithtom');
  // From the top of the panel.
  await panel.getByRole('heading', { name: 'Sidelight' }).click();
  const stops = await tabStops(panel, 60);
  expect(stops.map((stop) => stop.name)).toEqual(
    expect.arrayContaining([
      'This page',
      'Explorer',
      'Batch',
      'Refresh · free (demo data)',
      'Readable',
    ]),
  );
  expect(stops.filter((stop) => !stop.ring)).toEqual([]);
});
