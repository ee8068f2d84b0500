/**
 * A paying user in Firefox, against the local fake of the service: the key and address set in the
 * settings, live answers in the sidebar, a second view for free, the popup's Copy JSON and Open
 * side panel, the history, an extension reload, a rate limit and a failure in the service's words,
 * a sidebar closed while it waits, Load all to a cap and on to the end, a link followed in the
 * sidebar, and a batch opened from the popup, listed with the others and resumed from the list.
 */
import { expect, it } from 'vitest';
import { endpointById } from '../../lib/areas';
import { faults } from '../fake-api/faults';
import { batchTab } from './batch-tab';
import {
  clipboardText,
  closePopup,
  closeSidebar,
  openPopup,
  openSidebar,
  sidebarIsOpen,
} from './firefox';
import { examplePage, offerFor } from './pages';
import { firefoxForSuite, newExtensionTab, reloadExtension, showPage } from './session';
import { panelResult } from './views';

const suite = firefoxForSuite();
const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const charged = () => suite().fake.requests.map((request) => request.charged);

it('the key and the address typed in the settings work: "Test the key" says so', async () => {
  const { settings, fake } = suite();
  await settings.fill('API base address', fake.url);
  await settings.click({ role: 'button', name: 'Save address' });
  await expect.poll(() => settings.texts('[role="status"]')).toContain('Address saved.');
  await settings.fill('API key', fake.key);
  await settings.click({ role: 'button', name: 'Save key' });
  await expect.poll(() => settings.texts('[role="status"]')).toContain('Key saved on this device.');
  await settings.click({ role: 'button', name: 'Test the key · 1 credit' });
  await expect
    .poll(() => settings.text('[data-testid="key-test"] [role="status"]'))
    .toBe(
      "The key works. Balance: 99,999 credits. This address uses the contract's names (/video/…).",
    );
  expect(fake.requests.map((request) => [request.path, request.status])).toEqual([
    ['/events/categories', 200],
  ]);
});

it('the sidebar fetches the video once; a second view is free, from the cache', async () => {
  const { firefox, sidebar } = suite();
  const offer = offerFor(videoUrl);
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await openSidebar(firefox);
  await expect.poll(() => sidebar.text(panelResult)).toContain(offer.headline);
  expect(await sidebar.attribute('[data-testid="provenance"]', 'data-source')).toBe('network');
  expect(charged()).toEqual([offer.credits]);
  // The card has read all it shows (its star reads what is watched) before the sidebar closes.
  await expect.poll(() => sidebar.attribute('[data-testid="watch"]', 'aria-pressed')).toBe('false');

  await closeSidebar(firefox);
  await openSidebar(firefox);
  await expect
    .poll(() => sidebar.attribute('[data-testid="provenance"]', 'data-source'))
    .toBe('cache');
  await expect.poll(() => sidebar.text(panelResult)).toContain(offer.headline);
  expect(charged()).toEqual([offer.credits]);
});

for (const [platform, kind] of [
  ['reddit', 'post'],
  ['tiktok', 'user'],
] as const) {
  it(`a ${platform} ${kind}: the sidebar shows it live, for its price`, async () => {
    const { firefox, sidebar } = suite();
    const url = examplePage(platform, kind);
    const offer = offerFor(url);
    await showPage(firefox, url);
    await expect.poll(() => sidebar.names('tab')).toEqual(offer.tabs);
    await expect.poll(() => sidebar.text(panelResult)).toContain(offer.headline);
    expect(charged()).toEqual([offer.credits]);
    // A title that is a link wraps between its words in the narrow sidebar.
    expect(await sidebar.brokenWords(`${panelResult} a`)).toEqual([]);
  });
}

it('the popup names the page and copies its JSON from the cache, with no request', async () => {
  const { firefox, popup, fake } = suite();
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await openPopup(firefox);
  await expect.poll(() => popup.text('.sl-header__subtitle')).toBe('YouTube video · dQw4w9WgXcQ');
  await popup.click({ role: 'button', name: /^Copy JSON/ });
  await expect
    .poll(() => popup.text('[data-testid="copy-status"]'))
    .toMatch(/^Copied \d+(\.\d)? (B|KB) \(from the cache, free\)$/);
  expect(JSON.parse(await clipboardText(firefox))).toEqual(offerFor(videoUrl).answer);
  expect(fake.requests).toEqual([]);
  await closePopup(firefox);
});

it('with the sidebar closed, the popup fetches a page’s JSON and copies it after the call', async () => {
  const { firefox, popup } = suite();
  const url = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
  const offer = offerFor(url);
  await closeSidebar(firefox);
  await showPage(firefox, url);
  await openPopup(firefox);
  await popup.click({ role: 'button', name: `Copy JSON · ${offer.credits} credits` });
  await expect
    .poll(() => popup.text('[data-testid="copy-status"]'))
    .toMatch(/^Copied \d+(\.\d)? (B|KB)$/);
  expect(JSON.parse(await clipboardText(firefox))).toEqual(offer.answer);
  expect(charged()).toEqual([offer.credits]);
  await closePopup(firefox);
  await openSidebar(firefox);
});

it('the popup’s Open side panel opens the sidebar', async () => {
  const { firefox, popup } = suite();
  await closeSidebar(firefox);
  expect(await sidebarIsOpen(firefox)).toBe(false);
  await openPopup(firefox);
  await popup.click({ role: 'button', name: 'Open side panel' }, undefined, { trusted: true });
  await expect.poll(() => sidebarIsOpen(firefox)).toBe(true);
  await expect.poll(() => popup.isOpen()).toBe(false);
});

it('the history reopens a result without a call', async () => {
  const { firefox, settings, fake } = suite();
  const offer = offerFor(videoUrl);
  // The settings, open since the first test, list what was fetched since: this video, and the
  // one the popup fetched (the fake answers both with the same title).
  await expect.poll(() => settings.text('[data-testid="history"]')).toContain('YouTube · Video');
  await expect
    .poll(async () =>
      (await settings.texts('[data-testid="history"] .sl-item__title')).filter((title) =>
        title.startsWith(offer.headline),
      ),
    )
    .toHaveLength(2);
  expect(await settings.text('[data-testid="spending"]')).toMatch(/Today [1-9]\d* credits/);
  const page = await newExtensionTab(firefox, 'sidepanel.html?history=', () =>
    settings.click(
      { role: 'button', name: 'Reopen' },
      { selector: '[data-testid="history"] li', hasText: 'YouTube · Video' },
    ),
  );
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('[data-testid="history-result"]')?.textContent),
    )
    .toContain('No new call');
  expect(
    await page.evaluate(
      () => document.querySelector('[data-testid="history-result"]')?.textContent,
    ),
  ).toContain(offer.headline);
  expect(fake.requests).toEqual([]);
  await page.close();
  await firefox.tab.bringToFront();
});

it('an extension reload keeps the cache: the video shows again for free', async () => {
  const { firefox, sidebar, fake } = suite();
  await reloadExtension(firefox);
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await expect
    .poll(() => sidebar.attribute('[data-testid="provenance"]', 'data-source'))
    .toBe('cache');
  await expect.poll(() => sidebar.text(panelResult)).toContain(offerFor(videoUrl).headline);
  expect(fake.requests).toEqual([]);
});

it('a rate limit shows its error with the wait', async () => {
  const { firefox, sidebar, fake } = suite();
  fake.inject({ ...faults.rateLimited(90), times: 3 });
  await showPage(firefox, 'https://www.youtube.com/watch?v=9bZkp7q19f0');
  await expect
    .poll(() => sidebar.attribute('[data-testid="error"]', 'data-kind'))
    .toBe('rateLimited');
  expect(await sidebar.text('[data-testid="error"]')).toMatch(/Too many requests.*Wait 90 s/);
  expect(await sidebar.names('button', '[data-testid="error"]')).toEqual([
    expect.stringMatching(/^Retry in \d+ s$/),
  ]);
});

it('a failure of the service shows the service’s own words', async () => {
  const { firefox, sidebar, fake } = suite();
  fake.inject(faults.successFalse('The scraper could not open this video'));
  await showPage(firefox, 'https://www.youtube.com/watch?v=jNQXAC9IVRw');
  await expect.poll(() => sidebar.attribute('[data-testid="error"]', 'data-kind')).toBe('server');
  expect(await sidebar.text('[data-testid="error"]')).toContain(
    'The scraper could not open this video',
  );
});

it('a sidebar closed while it waits leaves no error, and the answer is kept for free', async () => {
  const { firefox, sidebar, fake } = suite();
  const url = 'https://www.youtube.com/watch?v=kJQP7kiw5Fk';
  fake.inject({ endpoint: 'video.video', delayMs: 3_000 });
  await showPage(firefox, url);
  await expect.poll(() => sidebar.text('[data-testid="loading"]')).toContain('Fetching');
  await closeSidebar(firefox);
  await expect.poll(() => fake.requests[0]?.status).toBe(200);
  await openSidebar(firefox);
  await expect
    .poll(() => sidebar.attribute('[data-testid="provenance"]', 'data-source'))
    .toBe('cache');
  expect(charged()).toEqual([offerFor(url).credits]);
});

it('Load all loads the comments to its cap, then Resume to the end, each page once', async () => {
  const { firefox, sidebar, fake } = suite();
  const url = 'https://www.youtube.com/watch?v=OPf0YbXqDm0';
  const price = endpointById('video.comments').credits({ videoId: 'x' });
  await showPage(firefox, url);
  await expect.poll(() => sidebar.text('.sl-header__subtitle')).toBe('YouTube video · OPf0YbXqDm0');
  await expect.poll(() => sidebar.text(panelResult)).toContain(offerFor(url).headline);
  await sidebar.click({ role: 'tab', name: /^Comments/ });
  await sidebar.click({ role: 'button', name: `Fetch · ${price} credits` });
  await expect
    .poll(() => sidebar.text('[data-testid="loaded-count"]'))
    .toMatch(/^Loaded \d+ comments$/);
  const perPage = Number(
    /\d+/.exec((await sidebar.text('[data-testid="loaded-count"]')) ?? '')?.[0],
  );

  await sidebar.click({ role: 'button', name: 'Load all…' });
  await sidebar.fill('Spend at most (credits)', String(price));
  await sidebar.click({ role: 'button', name: `Start · up to ${price} credits` });
  await expect
    .poll(() => sidebar.text('[data-testid="load-all-ended"]'))
    .toBe(
      `Stopped at your cap of ${price} credits: ${2 * perPage} comments in 2 pages, ${2 * price} credits (${price} for the page Load all added).`,
    );

  // Resume offers the job's cap; the higher one typed raises it, as its button says.
  await sidebar.click({ role: 'button', name: 'Resume…' });
  await sidebar.fill('Cap in all, spent included (credits)', '10');
  await sidebar.click({
    role: 'button',
    name: `Resume · raise the cap to 10 credits · up to ${10 - price} credits`,
  });
  await expect
    .poll(() => sidebar.text('[data-testid="load-all-ended"]'))
    .toBe(
      `Loaded to the end: ${3 * perPage} comments in 3 pages, ${3 * price} credits (${2 * price} for the 2 pages Load all added).`,
    );
  const cursors = fake.requests
    .filter((request) => request.endpoint === 'video.comments')
    .map((request) => request.query.cursor ?? 'first');
  expect(cursors).toHaveLength(3);
  expect(new Set(cursors).size).toBe(3);
});

it('a video’s channel opens in the sidebar, priced like any tab, and Back returns', async () => {
  const { firefox, sidebar, fake } = suite();
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await expect.poll(() => sidebar.text(panelResult)).toContain(offerFor(videoUrl).headline);
  await sidebar.click({ role: 'link', name: 'Clack Lab' });
  await expect
    .poll(() => sidebar.text('[data-testid="page-title"]'))
    .toContain('UCq7Lm3vXk9TzR2bN8wYd4Hg');
  const channelPrice = endpointById('video.channel').credits({ channelId: 'x' });
  // The title shows first; the tabs follow once the page's endpoints are loaded.
  await expect.poll(() => sidebar.names('tab')).toEqual([`Channel ${channelPrice} cr`]);
  await expect
    .poll(() => fake.requests.map((request) => request.path))
    .toContain('/video/channels/UCq7Lm3vXk9TzR2bN8wYd4Hg');
  await sidebar.click({ role: 'button', name: '← Back to YouTube video · dQw4w9WgXcQ' });
  await expect.poll(() => sidebar.text('[data-testid="page-title"]')).toContain('dQw4w9WgXcQ');
});

it('a batch from the popup: the lines not sent and why, the price, the rows; again, free; every batch listed, one stopped at its cap resumed from the list', async () => {
  const { firefox, popup, fake } = suite();
  await openPopup(firefox);
  const batch = await newExtensionTab(firefox, 'batch.html', () =>
    popup.click({ role: 'button', name: 'Batch' }),
  );
  const lines = [
    'https://www.youtube.com/watch?v=ZZ_fetch001',
    'https://youtu.be/ZZ_fetch001',
    'https://www.reddit.com/r/firefox/',
    'not a page',
  ].join('\n');
  const { text, texts, press, paste, fill } = batchTab(batch);
  const run = async () => {
    await paste(lines);
    await expect
      .poll(() => text('[data-testid="batch-recognised"]'))
      .toBe('2 pages recognised; 2 lines not sent:');
    await expect.poll(() => text('[data-testid="batch-price"]')).not.toBe('Pricing…');
    const price = (await text('[data-testid="batch-price"]')) ?? '';
    await expect.poll(() => press('Run ·')).toBe(true);
    return price;
  };
  const video = endpointById('video.video').credits({ videoId: 'x' });
  const community = endpointById('forum.community').credits({ name: 'x' });
  expect(await run()).toBe(`${video + community} credits for 2 pages.`);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(`Finished: 2 of 2 pages done, 0 failed, ${video + community} credits.`);
  expect(fake.requests.map((request) => request.endpoint)).toEqual([
    'video.video',
    'forum.community',
  ]);

  await expect.poll(() => press('New batch')).toBe(true);
  expect(await run()).toBe('Free: the 2 pages are already cached.');
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe('Finished: 2 of 2 pages done, 0 failed, 0 credits.');
  expect(fake.requests).toHaveLength(2);

  // Every batch is listed, newest first; one stopped at its cap opens from the list and resumes.
  const listed = () =>
    batch.evaluate(() =>
      [...document.querySelectorAll('[data-testid="batch-list"] li')].map(
        (item) => item.textContent?.replace(/ · [^·]+?(?=Finished|Stopped|Running)/, '') ?? '',
      ),
    );
  await expect
    .poll(listed)
    .toEqual([
      'Batch 2Finished2 of 2 pages done, 0 failed, 0 credits',
      `Batch 1Finished2 of 2 pages done, 0 failed, ${video + community} credits`,
    ]);
  await expect.poll(() => press('New batch')).toBe(true);
  await paste(
    'https://www.youtube.com/watch?v=ZZ_fetch002\nhttps://www.youtube.com/watch?v=ZZ_fetch003',
  );
  await expect
    .poll(() => text('[data-testid="batch-price"]'))
    .toBe(`${2 * video} credits for 2 pages.`);
  await batch.evaluate((cap) => {
    const input = document.querySelector<HTMLInputElement>('#batch-cap');
    if (input) input.value = cap;
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  }, String(video));
  await expect.poll(() => press(`Run · up to ${video} credits`)).toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(
      `Stopped at your cap of ${video} credits: 1 of 2 pages done, 0 failed, ${video} credits.`,
    );
  await expect.poll(() => press('New batch')).toBe(true);
  await expect.poll(() => listed()).toHaveLength(3);
  await batch.evaluate(() =>
    document
      .querySelector<HTMLButtonElement>('[data-testid="batch-list"] li:first-child button')
      ?.click(),
  );
  // Its cap is spent: it goes on once the cap is raised, to the figure typed.
  await expect
    .poll(() => texts('[data-testid="batch"] button'))
    .toContain(`Resume 1 page · up to 0 credits (cap ${video}, ${video} spent)`);
  await expect.poll(() => press('Raise the cap…')).toBe(true);
  await expect.poll(() => fill('#batch-raise-cap-field', String(2 * video))).toBe(true);
  await expect
    .poll(() => press(`Raise the cap to ${2 * video} credits and resume · up to ${video} credits`))
    .toBe(true);
  await expect
    .poll(() => text('[data-testid="batch-status"]'))
    .toBe(`Finished: 2 of 2 pages done, 0 failed, ${2 * video} credits.`);
  expect(fake.requests).toHaveLength(4);
  await batch.close();
  await firefox.tab.bringToFront();
});

it('a second look at the video shows its counts over time under the card, and the star watches it', async () => {
  const { firefox, sidebar, settings } = suite();
  const offer = offerFor(videoUrl);
  await showPage(firefox, videoUrl, 'youtube/watch-with-video.html');
  await expect.poll(() => sidebar.text(panelResult)).toContain(offer.headline);
  await sidebar.click({ role: 'button', name: `Refresh · ${offer.credits} credits` });
  await expect
    .poll(() => sidebar.text('[data-testid="over-time"] h2'))
    .toMatch(/^Over time: \d+ snapshots since .+, from your history \(free\)$/);
  expect(await sidebar.texts('[data-testid="over-time"] [data-testid="change-previous"]')).toEqual(
    // Two looks minutes apart: no rate over less than a day, and the time of today's look.
    expect.arrayContaining([
      expect.stringMatching(/^No change in views since \d{1,2}:\d{2}( [AP]M)?$/),
    ]),
  );
  await sidebar.click({ role: 'button', name: '☆ Watch' });
  await expect.poll(() => sidebar.names('button')).toContain('★ Watching');
  await expect
    .poll(() => settings.texts('[data-testid="watched"] li'))
    .toEqual([expect.stringMatching(/^.+ · last look today.*Stop watching…$/)]);
});
