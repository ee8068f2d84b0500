/**
 * Every platform in the built extension: a page at a real address gives the tab its match,
 * in-site navigation updates it, leaving for an unsupported page of the same site clears it, and
 * the state survives a restart of the service worker. Generated from the platforms' examples.
 */
import { linkPanelPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl, platforms } from '../../lib/platforms';
import {
  countExecuteScript,
  expect,
  launchBeforeInstall,
  openViewForPage,
  routePage,
  tabIdOf,
  tabMatch,
  tabPages,
  test,
} from './fixtures';
import { journey, markupPages } from './platform-pages';

const badge = (sw: import('@playwright/test').Worker, tabId: number) =>
  sw.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);

for (const platform of platforms) {
  const { origin, first, second, away } = journey(platform);

  test(`${platform.name}: pages, in-site navigation, leaving, and a worker restart`, async ({
    context,
    sw,
    restartWorker,
  }) => {
    await routePage(context, `${origin}/**`, 'generic.html');
    const tab = await context.newPage();
    await tab.goto(first);
    const tabId = await tabIdOf(sw, first);

    await expect.poll(() => tabMatch(sw, tabId)).toEqual(detectUrl(first));
    await expect.poll(() => badge(sw, tabId)).toBe('●');

    await tab.evaluate((url) => history.pushState({}, '', url), second);
    await expect.poll(() => tabMatch(sw, tabId)).toEqual(detectUrl(second));

    await restartWorker();
    expect(await tabMatch(sw, tabId)).toEqual(detectUrl(second));
    await tab.evaluate((url) => history.pushState({}, '', url), first);
    await expect.poll(() => tabMatch(sw, tabId)).toEqual(detectUrl(first));

    await tab.evaluate((url) => history.pushState({}, '', url), away);
    await expect.poll(() => tabMatch(sw, tabId)).toBeUndefined();
    await expect.poll(() => badge(sw, tabId)).toBe('');
  });
}

test.describe('pages only the document can tell apart, resolved by the content script', () => {
  for (const { url, fixture, expected } of markupPages) {
    test(`${url} resolves from the page`, async ({ context, sw, extensionId }) => {
      const { tabId, view } = await openViewForPage(context, sw, extensionId, url, { fixture });
      await expect.poll(() => tabMatch(sw, tabId)).toMatchObject(expected);
      await expect(view.getByTestId('page-summary')).toContainText(url);
    });
  }
});

test('a panel opened on a link shows the link’s page without visiting it', async ({
  openExtensionPage,
}) => {
  const link = 'https://www.reddit.com/r/programming/comments/1gq3k2x/why_rust/';
  const panel = await openExtensionPage(linkPanelPath(link));
  await expect(panel.getByTestId('linked-page')).toBeVisible();
  await expect(panel.getByTestId('page-summary')).toContainText('Reddit post · 1gq3k2x');
  await expect(panel.getByTestId('page-summary')).toContainText(link);
});

test('the content script tells the pages, their markup included, with no executeScript and nothing visible to the page', async ({
  context,
  sw,
}) => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const channel = 'https://www.youtube.com/c/Veritasium';
  await routePage(context, 'https://www.youtube.com/watch**', 'youtube/watch.html');
  await routePage(context, 'https://www.youtube.com/c/**', 'youtube/legacy-channel.html');
  // Counts the background's calls of executeScript: detection needs none.
  const executeScriptCalls = await countExecuteScript(sw);
  const tab = await context.newPage();
  await tab.goto(video);
  const tabId = await tabIdOf(sw, video);
  await expect.poll(() => tabMatch(sw, tabId)).toEqual(detectUrl(video));
  await tab.evaluate(() => history.pushState({}, '', '/watch?v=9bZkp7q19f0'));
  await expect
    .poll(() => tabMatch(sw, tabId))
    .toEqual(detectUrl('https://www.youtube.com/watch?v=9bZkp7q19f0'));
  // A page only its markup tells: resolved in the page, no view needed.
  await tab.goto(channel);
  await expect
    .poll(() => tabMatch(sw, tabId))
    .toEqual({
      area: 'video',
      kind: 'channel',
      params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
    });
  expect(await executeScriptCalls()).toBe(0);
  // Nothing of Sidelight is visible to the page: no attribute, no global.
  expect(await tab.locator('html').getAttribute('data-sidelight')).toBeNull();
  expect(
    await tab.evaluate(() =>
      Object.keys(globalThis).filter((key) => /sidelight/i.test(key) || key === 'browser'),
    ),
  ).toEqual([]);
});

test('tabs open before Sidelight is installed or updated are described; the cut-off copies stay quiet', async () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const post = 'https://www.reddit.com/r/programming/comments/1gq3k2x/why_rust/';
  const { context, install } = await launchBeforeInstall();
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message}`));
  try {
    await routePage(context, 'https://www.youtube.com/**', 'generic.html');
    await routePage(context, 'https://www.reddit.com/**', 'generic.html');
    const [videoTab, postTab] = [await context.newPage(), await context.newPage()];
    await videoTab.goto(video);
    await postTab.goto(post);

    const installed = await install();
    const ids = [await tabIdOf(installed, video), await tabIdOf(installed, post)];
    expect(await tabMatch(installed, ids[0] as number)).toEqual(detectUrl(video));
    expect(await tabMatch(installed, ids[1] as number)).toEqual(detectUrl(post));

    // An update: the session's pages are gone, the content scripts started at install are cut
    // off, and Chromium starts no declared content script in a tab already open.
    const updated = await install();
    await expect.poll(() => tabMatch(updated, ids[0] as number)).toEqual(detectUrl(video));
    await expect.poll(() => tabMatch(updated, ids[1] as number)).toEqual(detectUrl(post));

    // The newest copy follows in-site navigation and a new title; the cut-off ones say nothing.
    const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
    await videoTab.evaluate((url) => history.pushState({}, '', url), next);
    await expect.poll(() => tabMatch(updated, ids[0] as number)).toEqual(detectUrl(next));
    await videoTab.evaluate(() => {
      document.title = 'A new title';
    });
    await expect
      .poll(async () =>
        Object.values(await tabPages(updated)).find((page) => page.tabId === ids[0]),
      )
      .toMatchObject({ url: next, title: 'A new title' });
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a page told by its address alone takes the titles its site sets later', async ({
  context,
  sw,
}) => {
  const post = 'https://www.reddit.com/r/programming/comments/abc123/a_post/';
  await routePage(context, 'https://www.reddit.com/**', 'generic.html');
  const tab = await context.newPage();
  await tab.goto(post);
  const tabId = await tabIdOf(sw, post);
  await expect.poll(() => tabMatch(sw, tabId)).toEqual(detectUrl(post));
  await tab.evaluate(() => {
    document.title = 'A post : programming';
  });
  await expect
    .poll(async () => Object.values(await tabPages(sw)).find((page) => page.tabId === tabId))
    .toMatchObject({ url: post, title: 'A post : programming', match: detectUrl(post) });
});
