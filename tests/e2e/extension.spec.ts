import { pinnedPath } from '../../lib/extension/shared/view-addresses';
import { expect, openTrackedPage, routePage, tabIdOf, tabPages, test } from './fixtures';

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s';

test('the extension loads with no errors in the worker or its pages, on a platform page', async ({
  context,
  sw,
  consoleErrors,
  openExtensionPage,
  restartWorker,
}) => {
  sw.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`worker: ${message.text()}`);
  });
  // Run the worker's start-up again now that its console is observed.
  await restartWorker();
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  const video = await context.newPage();
  await video.goto(videoUrl);
  await tabIdOf(sw, videoUrl);

  for (const page of ['sidepanel.html', 'popup.html', 'options.html']) {
    const view = await openExtensionPage(page);
    await expect(view.getByRole('heading', { name: 'Sidelight' })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('side panel, popup and options render with the header and the theme', async ({
  openExtensionPage,
}) => {
  const panel = await openExtensionPage('sidepanel.html');
  await expect(panel.getByRole('heading', { name: 'Sidelight' })).toBeVisible();
  await expect(panel.locator('.sl-header__icon')).toHaveJSProperty('complete', true);
  expect(
    await panel.locator('.sl-header__icon').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  const popup = await openExtensionPage('popup.html');
  await expect(popup.getByRole('button', { name: 'Open side panel' })).toBeEnabled();
  await expect(popup.getByRole('button', { name: 'Settings' })).toBeVisible();

  const options = await openExtensionPage('options.html');
  await expect(options.getByLabel('API key')).toHaveAttribute('type', 'password');
  await expect(options.getByLabel('API base address')).toBeVisible();

  // Light and dark come from the system setting.
  const background = () => options.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await options.emulateMedia({ colorScheme: 'light' });
  const light = await background();
  await options.emulateMedia({ colorScheme: 'dark' });
  const dark = await background();
  expect(light).toBe('rgb(255, 255, 255)');
  expect(dark).not.toBe(light);
});

test('the background tells a tab’s page from its address and keeps it per tab', async ({
  context,
  sw,
}) => {
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  const video = await context.newPage();
  await video.goto(videoUrl);

  await expect
    .poll(async () => Object.values(await tabPages(sw)).map((page) => [page.platform, page.url]))
    .toEqual([['youtube', videoUrl]]);
  // The page itself is left untouched: nothing tells it that Sidelight runs. The content script
  // has reported the page (above), which it does once it has set itself up.
  expect(await video.locator('html').getAttribute('data-sidelight')).toBeNull();
});

test('the pinned side panel shows its tab and follows in-site navigation, with the new page’s title', async ({
  context,
  sw,
  openExtensionPage,
}) => {
  const { tab: video, tabId } = await openTrackedPage(context, sw, videoUrl, 'youtube/watch.html');

  const panel = await openExtensionPage(pinnedPath(tabId));
  await expect(panel.getByTestId('page-summary')).toContainText('YouTube');
  await expect(panel.getByTestId('page-summary')).toContainText(videoUrl);

  const oldTitle = await video.title();
  await expect(panel.getByTestId('page-summary')).toContainText(oldTitle);

  // YouTube navigates in place; the panel must follow without a reload. The document keeps the
  // old video's title a moment: the panel shows no title rather than the wrong one, then the new.
  // Every text the summary shows is kept, so a slow moment of the test cannot skip one.
  await panel.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { shown: string[] }).shown = shown;
    new MutationObserver(() =>
      shown.push(document.querySelector('[data-testid="page-summary"]')?.textContent ?? ''),
    ).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
  await video.evaluate((url) => history.pushState({}, '', url), next);
  await expect(panel.getByTestId('page-summary')).toContainText(next);
  await video.evaluate(() => {
    document.title = 'Gangnam Style - YouTube';
  });
  await expect(panel.getByTestId('page-summary')).toContainText('Gangnam Style - YouTube');
  const shown = await panel.evaluate(() => (window as unknown as { shown: string[] }).shown);
  const firstOfNext = shown.find((text) => text.includes(next));
  expect(firstOfNext).toBeDefined();
  expect(firstOfNext).not.toContain(oldTitle);
});

test('the unpinned side panel follows the active tab of its window', async ({
  context,
  openExtensionPage,
}) => {
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  await routePage(context, 'https://www.reddit.com/**', 'reddit/community.html');
  const panel = await openExtensionPage('sidepanel.html');
  // The panel opened as a tab is itself the active tab: no page Sidelight can describe.
  await expect(panel.getByTestId('page-unsupported')).toBeVisible();

  const video = await context.newPage();
  await video.goto(videoUrl);
  await expect(panel.getByTestId('page-summary')).toContainText('YouTube');

  const forum = await context.newPage();
  await forum.goto('https://www.reddit.com/r/programming/');
  await expect(panel.getByTestId('page-summary')).toContainText('Reddit');

  await video.bringToFront();
  await expect(panel.getByTestId('page-summary')).toContainText('YouTube');
});

test("leaving for a site Sidelight does not run on clears the tab's page", async ({
  context,
  sw,
  openExtensionPage,
}) => {
  await context.route('https://example.org/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title>' }),
  );
  const { tab, tabId } = await openTrackedPage(context, sw, videoUrl, 'youtube/watch.html');
  const panel = await openExtensionPage(pinnedPath(tabId));
  await expect(panel.getByTestId('page-summary')).toBeVisible();

  await tab.goto('https://example.org/');
  await expect(panel.getByTestId('page-unsupported')).toBeVisible();
  expect(await tabPages(sw)).toEqual({});
});

test('page state survives a restart of the service worker, and reports resume', async ({
  context,
  sw,
  restartWorker,
  openExtensionPage,
}) => {
  const { tab: video, tabId } = await openTrackedPage(context, sw, videoUrl, 'youtube/watch.html');

  await restartWorker();
  const panel = await openExtensionPage(pinnedPath(tabId));
  await expect(panel.getByTestId('page-summary')).toContainText(videoUrl);

  const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
  await video.evaluate((url) => history.pushState({}, '', url), next);
  await expect(panel.getByTestId('page-summary')).toContainText(next);
});

test('the popup opens the real side panel', async ({ sw, openExtensionPage }) => {
  const popup = await openExtensionPage('popup.html');
  const sidePanels = () =>
    sw.evaluate(async () => {
      const contexts: { contextType: string }[] = await chrome.runtime.getContexts({
        contextTypes: ['SIDE_PANEL'],
      });
      return contexts.map((panel) => panel.contextType);
    });

  expect(await sidePanels()).toEqual([]);
  // A real click: both browsers open a panel only from a user gesture.
  await popup.getByRole('button', { name: 'Open side panel' }).click();
  await expect.poll(sidePanels).toEqual(['SIDE_PANEL']);
});
