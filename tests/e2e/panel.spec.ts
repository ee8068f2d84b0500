/**
 * The side panel in the built extension against the local fake of the service: on a routed page
 * of every platform it shows the right tabs with their prices, the primary result, a second tab's
 * result for the price shown, and keeps up with in-site navigation. Then paging, cancelling,
 * errors, the explorer, and accessibility.
 */

import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointById, endpointsForPage } from '../../lib/areas';
import { paramsFromPage, priceOf } from '../../lib/areas/page-params';
import { pinnedPath, popupPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl, platforms } from '../../lib/platforms';
import { longTranscript, manyComments } from '../bench/big-answers';
import { faults } from '../fake-api/faults';
import { answerFor } from '../fake-api/pages';
import { headlineOf } from '../support/headline';
import {
  countExecuteScript,
  expect,
  fakeApiForSuite,
  openTrackedPage,
  openViewForPage,
  test,
  useDailyBudget,
  useService,
  waitBeforeFetching,
} from './fixtures';
import { journey } from './platform-pages';

const fake = fakeApiForSuite();

// The panel fetches as it opens: the wait before it is panel-fetch.spec.ts's to test.
test.beforeEach(({ sw }) => waitBeforeFetching(sw, 0));

const pageParams = (url: string) => {
  const match = detectUrl(url);
  if (!match || !('params' in match)) throw new Error(`${url} is no page`);
  return match;
};

const openPanel = async (context: BrowserContext, sw: Worker, url: string, extensionId: string) => {
  const { tab, view } = await openViewForPage(context, sw, extensionId, url);
  return { tab, panel: view };
};

const charged = () => fake().requests.map((request) => request.charged);

for (const platform of platforms) {
  const { first, second } = journey(platform);

  test(`${platform.name}: tabs with prices, the primary result, a second tab, navigation`, async ({
    context,
    sw,
    extensionId,
  }) => {
    await useService(sw, fake().url, fake().key);
    const { area, kind, params } = pageParams(first);
    const served = endpointsForPage(area, kind);
    const { tab, panel } = await openPanel(context, sw, first, extensionId);

    const tabs = panel.getByRole('tab');
    await expect(tabs).toHaveCount(served.length);
    for (const [index, endpoint] of served.entries()) {
      const price = priceOf(endpoint, paramsFromPage(endpoint, params));
      await expect(tabs.nth(index)).toHaveText(
        `${endpoint.label} ${price === undefined ? '…' : `${price} cr`}`,
      );
    }

    const primary = served[0] as Endpoint;
    const sent = primary.params.parse(paramsFromPage(primary, params));
    const expected = answerFor(primary, sent, 1, 3);
    const result = panel.getByRole('tabpanel').getByTestId('result');
    await expect(result).toContainText(headlineOf(primary.id, expected));
    expect(charged()).toEqual([primary.credits(sent)]);

    // The next tab the page's params price, where the page has one (a search has only itself).
    const priced = served.flatMap((endpoint, index) => {
      const price = priceOf(endpoint, paramsFromPage(endpoint, params));
      return index > 0 && price !== undefined ? [{ index, price }] : [];
    });
    for (const { index, price } of priced.slice(0, 1)) {
      await tabs.nth(index).click();
      await panel
        .getByRole('tabpanel')
        .getByRole('button', { name: `Fetch · ${price} credit` })
        .click();
      await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    }
    expect(charged()).toEqual([
      primary.credits(sent),
      ...priced.slice(0, 1).map(({ price }) => price),
    ]);

    await tab.evaluate((url) => history.pushState({}, '', url), second);
    const next = pageParams(second);
    await expect(panel.getByTestId('page-title')).toContainText(
      Object.values(next.params)[0] ?? '',
    );
    const nextServed = endpointsForPage(next.area, next.kind);
    await expect(panel.getByRole('tab')).toHaveCount(nextServed.length);
    // The page navigated to is fetched as it shows, where its address prices its first tab; the
    // test ends once that is paid, so no call of this page reaches the next test's fake.
    const nextPrimary = nextServed[0] as Endpoint;
    const nextPrice = priceOf(nextPrimary, paramsFromPage(nextPrimary, next.params));
    await expect
      .poll(charged)
      .toEqual([
        primary.credits(sent),
        ...priced.slice(0, 1).map(({ price }) => price),
        ...(nextPrice === undefined ? [] : [nextPrice]),
      ]);
  });
}

const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const videoPanel = async (
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
): Promise<Page> => {
  await useService(sw, fake().url, fake().key);
  return (await openPanel(context, sw, videoUrl, extensionId)).panel;
};

test('Load more appends a distinct page and shows the count against the total', async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await videoPanel(context, sw, extensionId);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await panel.getByRole('tab', { name: /Comments/ }).click();
  const comments = panel.getByRole('tabpanel');
  await comments.getByRole('button', { name: /^Fetch/ }).click();
  const count = comments.getByTestId('loaded-count');
  await expect(count).toBeVisible();
  const before = Number(/Loaded (\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  await comments.getByRole('button', { name: /^Load more · 3 credits/ }).click();
  await expect(count).toContainText(`Loaded ${before * 2}`);
  // The comments, in the chunks the list keeps, not the replies in their own lists.
  const top = '.sl-thread[data-depth="0"]';
  await expect(
    comments.locator(`${top} > .sl-chunk > .sl-block > .sl-row, ${top} > .sl-block > .sl-row`),
  ).toHaveCount(before * 2);
  expect(fake().requests.at(-1)?.query.cursor).toBeTruthy();
});

/** What the video's answer from the fake shows first. */
const videoHeadline = () => {
  const endpoint = endpointById('video.video');
  return headlineOf(
    endpoint.id,
    answerFor(endpoint, endpoint.params.parse({ videoId: 'dQw4w9WgXcQ' }), 1, 3),
  );
};

test('Cancel stops waiting, not the request: Retry costs nothing more, joins it, pays once', async ({
  context,
  sw,
  extensionId,
}) => {
  fake().inject({ endpoint: 'video.video', hold: true });
  const panel = await videoPanel(context, sw, extensionId);
  await panel.setViewportSize({ width: 360, height: 700 });
  const shown = panel.getByRole('tabpanel');
  const loading = shown.getByTestId('loading');
  await expect(loading).toContainText('Fetching');
  await expect.poll(() => fake().requests.length).toBe(1);
  await loading.getByRole('button', { name: 'Cancel' }).click();
  const notice = shown.getByTestId('error');
  await expect(notice).toHaveAttribute('data-kind', 'aborted');
  await expect(notice.locator('p')).toHaveText([
    'Cancelled',
    'If the service still answers, the answer is kept here and costs nothing more.',
  ]);
  const retry = notice.getByRole('button', { name: /^Retry/ });
  await expect(retry).toHaveText('Retry · nothing more (already on its way)');
  await panel.screenshot({ path: test.info().outputPath('cancelled-chromium.png') });
  await retry.click();
  await expect(loading).toContainText('Fetching');
  fake().release();
  await expect(shown.getByTestId('result')).toContainText(videoHeadline());
  await expect(shown.getByTestId('provenance')).toHaveAttribute('data-source', 'network');
  expect(fake().requests.map((request) => [request.charged, request.closedByCaller])).toEqual([
    [4, undefined],
  ]);
});

test('an answer that lands after Cancel shows, paid once', async ({ context, sw, extensionId }) => {
  fake().inject({ endpoint: 'video.video', hold: true });
  const panel = await videoPanel(context, sw, extensionId);
  const shown = panel.getByRole('tabpanel');
  await expect.poll(() => fake().requests.length).toBe(1);
  await shown.getByRole('button', { name: 'Cancel' }).click();
  await expect(shown.getByTestId('error')).toHaveAttribute('data-kind', 'aborted');
  fake().release();
  await expect(shown.getByTestId('result')).toContainText(videoHeadline());
  await expect(shown.getByTestId('error')).toHaveCount(0);
  await expect(shown.getByRole('button', { name: /^Refresh/ })).toHaveText('Refresh · 4 credits');
  expect(fake().requests.map((request) => request.charged)).toEqual([4]);
});

test('a cancelled call that then fails: Retry says its price again', async ({
  context,
  sw,
  extensionId,
}) => {
  fake().inject({ endpoint: 'video.video', hold: true, ...faults.status(500) });
  const panel = await videoPanel(context, sw, extensionId);
  const shown = panel.getByRole('tabpanel');
  await expect.poll(() => fake().requests.length).toBe(1);
  await shown.getByRole('button', { name: 'Cancel' }).click();
  const retry = shown.getByTestId('error').getByRole('button', { name: /^Retry/ });
  await expect(retry).toHaveText('Retry · nothing more (already on its way)');
  fake().release();
  await expect(retry).toHaveText('Retry · 4 credits');
});

test('a budget refusal offers to allow the call once', async ({ context, sw, extensionId }) => {
  await useDailyBudget(sw, 1);
  const panel = await videoPanel(context, sw, extensionId);
  await expect(panel.getByTestId('error')).toHaveAttribute('data-kind', 'overBudget');
  expect(fake().requests).toEqual([]);
  await panel.getByRole('button', { name: 'Allow this call once' }).click();
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  expect(fake().requests).toHaveLength(1);
});

test('the explorer runs an endpoint no page maps to, from a generated form', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const panel = await openExtensionPage('sidepanel.html');
  await panel.getByRole('button', { name: 'Explorer' }).click();
  await panel.getByLabel('Area').selectOption('websearch');
  await panel.getByLabel('Endpoint').selectOption('websearch.finance');
  const run = panel.getByRole('button', { name: /^Fetch/ });
  await expect(run).toBeDisabled();
  await expect(panel.getByTestId('param-problem')).toHaveText('Ticker symbol is required.');
  // A field reads in words; its API name is a tooltip, and the API path a line of its own.
  const ticker = panel.getByLabel('Ticker symbol (required)', { exact: true });
  await expect(panel.locator('label[for="websearch.finance-ticker"]')).toHaveAttribute(
    'title',
    'In the API: ticker',
  );
  await expect(panel.locator('[data-api-name]')).toHaveText('In the API: /websearch/finance');
  await ticker.fill('MSFT:NASDAQ');
  await expect(run).toHaveText('Fetch · 2 credits');
  await run.click();
  await expect(panel.getByTestId('result')).toContainText('Apple');
  expect(fake().requests.map((request) => [request.path, request.query])).toEqual([
    ['/websearch/finance', { ticker: 'MSFT:NASDAQ' }],
  ]);
  expect(endpointById('websearch.finance').path).toBe('/websearch/finance');
});

test('long lists in blocks (60 comments, a 250-line transcript) have no accessibility violations', async ({
  context,
  sw,
  extensionId,
}) => {
  // axe takes seconds per thousand elements.
  test.setTimeout(120_000);
  fake().inject({ endpoint: 'video.comments', respond: { status: 200, body: manyComments(60) } });
  fake().inject({
    endpoint: 'video.transcription',
    respond: { status: 200, body: longTranscript(250) },
  });
  const panel = await videoPanel(context, sw, extensionId);
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  for (const [name, rows] of [
    [/Comments/, 60],
    [/Transcript/, 250],
  ] as const) {
    await panel.getByRole('tab', { name }).click();
    const tabpanel = panel.getByRole('tabpanel');
    await tabpanel.getByRole('button', { name: /^Fetch/ }).click();
    // Every row in the page once the browser has been idle, each saying where it is.
    await expect(tabpanel.locator('[role="list"][aria-busy]')).toHaveCount(0);
    const items = tabpanel.locator('[role="list"] > .sl-chunk > .sl-block > [role="listitem"]');
    await expect(items).toHaveCount(rows);
    await expect(items.last()).toHaveAttribute('aria-posinset', String(rows));
    const { violations } = await new AxeBuilder({ page: panel }).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  }
});

test('the tabs follow the keyboard', async ({ context, sw, extensionId }) => {
  const panel = await videoPanel(context, sw, extensionId);
  // The first tab's answer in first, so that no call of this page reaches the next test's fake.
  await expect(panel.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await panel.getByRole('tab').first().focus();
  await panel.keyboard.press('ArrowRight');
  await expect(panel.getByRole('tab', { name: /Comments/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await panel.keyboard.press('End');
  await expect(panel.getByRole('tab').last()).toBeFocused();
  await panel.keyboard.press('Home');
  await expect(panel.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
});

test('a page opened in a tracked tab keeps showing in the panel opened for it', async ({
  context,
  sw,
  openExtensionPage,
}) => {
  const { tabId } = await openTrackedPage(context, sw, videoUrl, 'youtube/watch.html');
  const panel = await openExtensionPage(pinnedPath(tabId));
  await expect(panel.getByTestId('page-title')).toHaveText('YouTube video · dQw4w9WgXcQ');
  await expect(panel.getByTestId('provenance')).toHaveAttribute('data-source', 'demo');
});

test('a transcript time plays the video in the tab from there, following it marks the line played, through the content script; the transcript downloads as SRT', async ({
  context,
  sw,
  extensionId,
}) => {
  await useService(sw, fake().url, fake().key);
  // Counts the background's calls of executeScript: the video needs none.
  const executeScriptCalls = await countExecuteScript(sw);
  const { tab, view: panel } = await openViewForPage(context, sw, extensionId, videoUrl, {
    fixture: 'youtube/watch-with-video.html',
  });
  await panel.getByRole('tab', { name: /Transcript/ }).click();
  await panel
    .getByRole('tabpanel')
    .getByRole('button', { name: /^Fetch/ })
    .click();
  const transcript = panel.getByTestId('transcript');
  const cues = (
    answerFor(
      endpointById('video.transcription'),
      { videoId: 'dQw4w9WgXcQ', language: 'en' },
      1,
      3,
    ) as {
      segments: { start: number }[];
    }
  ).segments;
  const third = cues[2]?.start ?? 0;
  await transcript
    .getByRole('button', { name: /^Play from/ })
    .nth(2)
    .click();
  await expect
    .poll(() =>
      tab.evaluate(
        () => (document.querySelector('video.html5-main-video') as HTMLVideoElement).currentTime,
      ),
    )
    .toBe(third);
  expect(
    await tab.evaluate(
      () => (document.querySelector('video.preview') as HTMLVideoElement).currentTime,
    ),
  ).toBe(0);

  // Following the video marks the line being played, read from the tab's main video.
  const fifth = cues[4]?.start ?? 0;
  await tab.evaluate((seconds) => {
    (document.querySelector('video.html5-main-video') as HTMLVideoElement).currentTime = seconds;
  }, fifth);
  await transcript.getByLabel('Follow the video').check();
  await expect(transcript.locator('[aria-current="true"]')).toHaveAttribute('aria-posinset', '5');
  // As the video plays (the player fires timeupdate), the mark moves with it.
  const seventh = cues[6]?.start ?? 0;
  await tab.evaluate((seconds) => {
    const video = document.querySelector('video.html5-main-video') as HTMLVideoElement;
    video.currentTime = seconds;
    video.dispatchEvent(new Event('timeupdate'));
  }, seventh);
  await expect(transcript.locator('[aria-current="true"]')).toHaveAttribute('aria-posinset', '7');
  expect(await executeScriptCalls()).toBe(0);

  await transcript.getByLabel('Transcript format').selectOption('srt');
  const [file] = await Promise.all([
    panel.waitForEvent('download'),
    transcript.getByRole('button', { name: 'Download transcript' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(
    /^youtube-video-dQw4w9WgXcQ-transcript-en-\d{4}-\d{2}-\d{2}\.srt$/,
  );
  const text = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8')).toMatch(
    /^1\n00:00:00,160 --> 00:00:04,000\nHey everyone/,
  );
});

test('a list downloads as CSV and the whole result as JSON', async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await videoPanel(context, sw, extensionId);
  await panel.getByRole('tab', { name: /Comments/ }).click();
  const comments = panel.getByRole('tabpanel');
  await comments.getByRole('button', { name: /^Fetch/ }).click();
  const [csv] = await Promise.all([
    panel.waitForEvent('download'),
    comments.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^youtube-video-dQw4w9WgXcQ-comments-.*\.csv$/);
  const rows = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  expect(rows.startsWith('\uFEFFID,text,author')).toBe(true);
  const [json] = await Promise.all([
    panel.waitForEvent('download'),
    comments.getByRole('button', { name: 'Download JSON' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const body = JSON.parse(
    Buffer.concat(await (await json.createReadStream()).toArray()).toString('utf8'),
  );
  expect(body.comments.length).toBeGreaterThan(0);
});

test("a video's CSV is one row of its fields (title, views, likes), named in words", async ({
  context,
  sw,
  extensionId,
}) => {
  const panel = await videoPanel(context, sw, extensionId);
  // The primary tab fetches as the panel opens.
  const result = panel.getByRole('tabpanel');
  await expect(result.getByTestId('result')).toBeVisible();
  const [csv] = await Promise.all([
    panel.waitForEvent('download'),
    result.getByRole('button', { name: 'Download CSV (1 row: video)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^youtube-video-dQw4w9WgXcQ-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = Buffer.concat(await (await csv.createReadStream()).toArray()).toString('utf8');
  const [header = '', ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const video = answerFor(endpointById('video.video'), { videoId: 'dQw4w9WgXcQ' }, 1, 1) as {
    title: string;
    viewCount: number;
    likeCount: number;
    keywords: string[];
  };
  expect(header.split(',')).toEqual(
    expect.arrayContaining(['title', 'view count', 'like count', 'keywords']),
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(video.title);
  expect(rows[0]).toContain(`,${video.viewCount},${video.likeCount},`);
  expect(rows[0]).toContain(`"${video.keywords.join(', ')}"`);
});

test('a button says what pressing it costs now: free with demo data, the price otherwise; a cached answer shows unasked', async ({
  context,
  sw,
  extensionId,
}) => {
  // Demo data: nothing is paid, whatever the button.
  const demo = await openViewForPage(context, sw, extensionId, videoUrl);
  const video = demo.view.locator('section[data-endpoint="video.video"]');
  await expect(video.getByRole('button', { name: /^Refresh/ })).toHaveText(
    'Refresh · free (demo data)',
  );
  await demo.view.getByRole('tab', { name: /Comments/ }).click();
  await expect(
    demo.view.locator('section[data-endpoint="video.comments"]').getByRole('button', {
      name: /^Fetch/,
    }),
  ).toHaveText('Fetch · free (demo data)');
  const demoPopup = await context.newPage();
  await demoPopup.goto(`chrome-extension://${extensionId}${pinnedPath(demo.tabId, popupPath)}`);
  await expect(demoPopup.getByRole('button', { name: /^Copy JSON/ })).toHaveText(
    'Copy JSON · free (demo data)',
  );

  // Live: the first fetch pays, a refresh pays, a cached answer is free.
  await useService(sw, fake().url, fake().key);
  const live = await openViewForPage(context, sw, extensionId, videoUrl);
  const liveVideo = live.view.locator('section[data-endpoint="video.video"]');
  await expect(liveVideo.getByRole('button', { name: /^Refresh/ })).toHaveText(
    'Refresh · 4 credits',
  );
  await live.view.getByRole('tab', { name: /Transcript/ }).click();
  const transcript = live.view.locator('section[data-endpoint="video.transcription"]');
  await expect(transcript.getByRole('button', { name: /^Fetch/ })).toHaveText('Fetch · 4 credits');
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${extensionId}${pinnedPath(live.tabId, popupPath)}`);
  await expect(popup.getByRole('button', { name: /^Copy JSON/ })).toHaveText(
    'Copy JSON · free (cached)',
  );
  await expect(popup.getByRole('button', { name: /^Copy transcript/ })).toHaveText(
    'Copy transcript · 4 credits',
  );
  await transcript.getByRole('button', { name: /^Fetch/ }).click();
  await expect(transcript.getByRole('button', { name: /^Refresh/ })).toHaveText(
    'Refresh · 4 credits',
  );
  // Asked again, a cached answer shows at once, free; pressing Refresh would pay.
  const again = await context.newPage();
  await again.goto(`chrome-extension://${extensionId}${pinnedPath(live.tabId)}`);
  await again.getByRole('tab', { name: /Transcript/ }).click();
  const cached = again.locator('section[data-endpoint="video.transcription"]');
  await expect(cached.getByTestId('provenance')).toHaveAttribute('data-source', 'cache');
  await expect(cached.getByRole('button', { name: /^Refresh/ })).toHaveText('Refresh · 4 credits');
  expect(fake().requests.map((request) => request.endpoint)).toEqual([
    'video.video',
    'video.transcription',
  ]);
});
