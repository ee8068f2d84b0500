/**
 * Every platform in the built extension: a page at a real address gives the tab its match,
 * in-site navigation updates it, leaving for an unsupported page of the same site clears it, and
 * the state survives a restart of the service worker. Generated from the platforms' examples.
 */
import { detectUrl, platforms } from '../../lib/platforms';
import { expect, routePage, tabIdOf, tabMatch, test } from './fixtures';
import { journey } from './platform-pages';

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

test.describe('pages only the document can tell apart', () => {
  for (const [url, fixture, expected] of [
    [
      'https://lu.ma/ai-builders-berlin-nov',
      'luma/event.html',
      { kind: 'event', params: { eventId: 'evt-8Hq2LmZ4xT1' } },
    ],
    [
      'https://luma.com/sf',
      'luma/place.html',
      { kind: 'place', params: { placeId: 'discplace-BDj7GNbGlsF7Cka' } },
    ],
    [
      'https://www.youtube.com/c/Veritasium',
      'youtube/legacy-channel.html',
      { kind: 'channel', params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' } },
    ],
    [
      'https://www.linkedin.com/company/microsoft/',
      'linkedin/company.html',
      { kind: 'company', params: { companyId: 'microsoft', companyNumericId: '1035' } },
    ],
  ] as const) {
    test(`${url} resolves from the page`, async ({ context, sw }) => {
      await routePage(context, `${new URL(url).origin}/**`, fixture);
      const tab = await context.newPage();
      await tab.goto(url);
      const tabId = await tabIdOf(sw, url);
      await expect.poll(() => tabMatch(sw, tabId)).toMatchObject(expected);
    });
  }
});

test('a panel opened on a link shows the link’s page without visiting it', async ({
  openExtensionPage,
}) => {
  const link = 'https://www.reddit.com/r/programming/comments/1gq3k2x/why_rust/';
  const panel = await openExtensionPage(`sidepanel.html?url=${encodeURIComponent(link)}`);
  await expect(panel.getByTestId('linked-page')).toBeVisible();
  await expect(panel.getByTestId('page-summary')).toContainText('Reddit post · 1gq3k2x');
  await expect(panel.getByTestId('page-summary')).toContainText(link);
});

test('reloading the extension under an open tab: its old content script stops quietly', async ({
  context,
  sw,
  consoleErrors,
}) => {
  const first = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  await routePage(context, 'https://www.youtube.com/**', 'youtube/watch.html');
  const tab = await context.newPage();
  // Content scripts run in an isolated world: their uncaught errors reach CDP, not `pageerror`.
  const pageErrors: string[] = [];
  const cdp = await context.newCDPSession(tab);
  cdp.on('Runtime.exceptionThrown', ({ exceptionDetails }) =>
    pageErrors.push(exceptionDetails.exception?.description ?? exceptionDetails.text),
  );
  cdp.on('Runtime.consoleAPICalled', ({ type, args }) => {
    if (type === 'error') pageErrors.push(args.map((arg) => String(arg.value)).join(' '));
  });
  await cdp.send('Runtime.enable');
  await tab.goto(first);
  await tabIdOf(sw, first);

  await sw.evaluate(() => {
    setTimeout(() => chrome.runtime.reload(), 50);
  });
  // The old worker goes away; this tab keeps the content script of the extension that was.
  await tab.waitForTimeout(1000);
  for (const id of ['9bZkp7q19f0', 'jNQXAC9IVRw', 'M7lc1UVf-VE']) {
    await tab.evaluate(
      (url) => history.pushState({}, '', url),
      `https://www.youtube.com/watch?v=${id}`,
    );
  }
  await tab.waitForTimeout(1500);
  expect(pageErrors).toEqual([]);
  expect(consoleErrors.filter((error) => error.includes('youtube.com'))).toEqual([]);
});
