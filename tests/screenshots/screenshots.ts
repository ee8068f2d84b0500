/**
 * The README's screenshots, made from the built extension (`npm run screenshots`): the panel at
 * its usual width on a YouTube video (transcript, comments, what 2,000 comments say), a TikTok
 * profile (its card; its derived figures, its videos loaded), Load all of a business's reviews, a
 * profile's counts over time, the popup, the settings' spending after a few calls against the local
 * fake of the service, a batch, and three watched profiles compared. Then each PNG is made smaller
 * with pngquant when the machine has it. Emoji and Japanese in the answers need fonts (Debian:
 * fonts-noto-color-emoji, fonts-noto-cjk).
 */

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sampleOf } from '../../lib/areas/samples';
import { popupPath } from '../../lib/extension/shared/view-addresses';
import { discussedComments } from '../bench/big-answers';
import {
  askBackground,
  expect,
  fakeApiForSuite,
  seedHistory,
  test,
  useService,
  waitBeforeFetching,
} from '../e2e/fixtures';
import {
  comparedPath,
  comparedSeed,
  comparedThings,
  comparedVideosChunk,
  seedCompared,
} from '../support/compared-things';
import { openView, panelSize, profile, profileUrl, servePictures, videoUrl } from './views';

const folder = path.dirname(new URL(import.meta.url).pathname);
const fake = fakeApiForSuite();

/** Makes a picture smaller where pngquant is installed (lossy palette, invisible here). */
function shrink(file: string) {
  try {
    execFileSync('pngquant', [
      '--force',
      '--skip-if-larger',
      '--quality=80-98',
      '--ext=.png',
      file,
    ]);
  } catch {
    // Without pngquant (or when it cannot do better) the picture stays as Chromium wrote it.
  }
}

/** Writes one picture, smaller where pngquant is installed. */
async function shoot(target: Page | Locator, name: string) {
  const file = path.join(folder, name);
  await target.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  shrink(file);
}

/** Writes the page's full width from the top of `from` to the foot of `to`, a margin around. */
async function shootSpan(page: Page, name: string, from: Locator, to: Locator) {
  // Less than the gap between the panel's parts: no edge of a neighbour shows.
  const margin = 8;
  const inPage = (locator: Locator, edge: 'top' | 'bottom') =>
    locator.evaluate((element, side) => element.getBoundingClientRect()[side] + scrollY, edge);
  const top = (await inPage(from, 'top')) - margin;
  const bottom = (await inPage(to, 'bottom')) + margin;
  const { width } = page.viewportSize() ?? panelSize;
  const file = path.join(folder, name);
  await page.screenshot({
    path: file,
    animations: 'disabled',
    caret: 'hide',
    fullPage: true,
    clip: { x: 0, y: top, width, height: bottom - top },
  });
  shrink(file);
}

test.use({ colorScheme: 'light' });
test.beforeEach(({ context }) => servePictures(context));

test('the panel on a video: its transcript and its comments', async ({
  context,
  sw,
  extensionId,
}) => {
  const view = await openView(context, sw, extensionId, videoUrl);
  await view.setViewportSize(panelSize);
  await expect(view.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await view.getByRole('tab', { name: /Transcript/ }).click();
  const transcript = view.locator('section[data-endpoint="video.transcription"]');
  await transcript.getByRole('button', { name: /^Fetch/ }).click();
  await expect(transcript.getByTestId('result')).toBeVisible();
  await shoot(view, 'panel-transcript.png');

  await view.getByRole('tab', { name: /Comments/ }).click();
  const comments = view.locator('section[data-endpoint="video.comments"]');
  await comments.getByRole('button', { name: /^Fetch/ }).click();
  await expect(comments.getByTestId('result')).toBeVisible();
  await shoot(view, 'panel-comments.png');
});

test('the panel on a profile', async ({ context, sw, extensionId }) => {
  const view = await openView(context, sw, extensionId, profileUrl);
  await view.setViewportSize(panelSize);
  await expect(view.getByRole('tabpanel').getByTestId('result')).toBeVisible();
  await shoot(view, 'panel-profile.png');
});

test('the popup', async ({ context, sw, extensionId }) => {
  const view = await openView(context, sw, extensionId, videoUrl, popupPath);
  await view.setViewportSize({ width: 360, height: 400 });
  await expect(view.getByRole('button', { name: /^Copy JSON/ })).toBeVisible();
  await shoot(view.locator('body'), 'popup.png');
});

test('the settings: spending', async ({ context, sw, extensionId, openExtensionPage }) => {
  await useService(sw, fake().url, fake().key);
  for (const url of [videoUrl, profileUrl, 'https://www.reddit.com/r/rust/']) {
    const view = await openView(context, sw, extensionId, url);
    await expect(view.getByRole('tabpanel').getByTestId('result')).toBeVisible();
    await view.close();
  }
  const settings = await openExtensionPage('options.html');
  await settings.setViewportSize({ width: 640, height: 900 });
  const spending = settings.getByTestId('spending');
  await expect(spending.locator('tbody tr')).toHaveCount(3);
  await shoot(spending, 'settings-spending.png');
});

test('a batch: mixed pages, the lines not sent, then its rows', async ({
  sw,
  openExtensionPage,
}) => {
  await useService(sw, fake().url, fake().key);
  const batch = await openExtensionPage('batch.html');
  await batch.setViewportSize({ width: 1024, height: 760 });
  // An earlier batch, listed beside the new one.
  await batch.getByLabel('Pages').fill('https://www.reddit.com/r/rust/');
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText('Finished: 1 of 1 page done');
  await batch.getByRole('button', { name: 'New batch' }).click();
  await batch
    .getByLabel('Pages')
    .fill(
      [
        videoUrl,
        'https://www.youtube.com/watch?v=M7lc1UVf-VE',
        'https://youtu.be/dQw4w9WgXcQ',
        'https://www.reddit.com/r/rust/',
        'https://www.reddit.com/r/typescript/',
        profileUrl,
        'https://www.trustpilot.com/review/www.amazon.com',
        'not a page',
      ].join('\n'),
    );
  // The videos asked for their transcripts too.
  await batch
    .locator('tr[data-group="youtube video"]')
    .getByRole('checkbox', { name: /^Transcript/ })
    .check();
  await expect(batch.getByTestId('batch-price')).toHaveText(
    /^\d+ credits for 9 calls; 1 more already cached, free./,
  );
  await batch.getByTestId('batch-refused').locator('summary').first().click();
  await shoot(batch, 'batch-form.png');
  await batch.getByRole('button', { name: /^Run · up to/ }).click();
  await expect(batch.getByTestId('batch-status')).toContainText(
    'Finished: 10 of 10 calls done for 7 pages',
  );
  await shoot(batch, 'batch-rows.png');
});

test('the panel: Load all of a business’s reviews', async ({ context, sw, extensionId }) => {
  await useService(sw, fake().url, fake().key);
  const view = await openView(
    context,
    sw,
    extensionId,
    'https://www.trustpilot.com/review/www.amazon.com',
  );
  await view.setViewportSize(panelSize);
  await view.getByRole('tab', { name: /^Reviews/ }).click();
  const reviews = view.getByRole('tabpanel');
  await reviews.getByRole('button', { name: /^Fetch/ }).click();
  await reviews.getByRole('button', { name: 'Load all…' }).click();
  await reviews.getByRole('button', { name: /^Start · up to/ }).click();
  await expect(reviews.getByTestId('load-all-ended')).toContainText('Loaded to the end');
  await reviews.getByTestId('load-all').scrollIntoViewIfNeeded();
  await shoot(view, 'panel-load-all.png');
});

test('the panel: a profile over time, from the history', async ({ context, sw, extensionId }) => {
  await useService(sw, fake().url, fake().key);
  const day = 86_400_000;
  const now = Date.now();
  await seedHistory(sw, 'shortvideo.user', { username: profile.username }, [
    {
      at: now - 21 * day,
      counts: { followers: profile.followers - 6400, likes: profile.hearts - 310_000 },
    },
    {
      at: now - 14 * day,
      counts: { followers: profile.followers - 3900, likes: profile.hearts - 190_000 },
    },
    {
      at: now - 7 * day,
      counts: { followers: profile.followers - 1200, likes: profile.hearts - 60_000 },
    },
  ]);
  const view = await openView(context, sw, extensionId, profileUrl);
  await view.setViewportSize(panelSize);
  const overTime = view.getByTestId('over-time');
  await expect(overTime).toBeVisible();
  await overTime.scrollIntoViewIfNeeded();
  await shoot(view, 'panel-over-time.png');
});

type Video = Record<'id' | 'url' | 'createdAt', string> &
  Record<'views' | 'likes' | 'comments' | 'shares', number>;

/**
 * The sample's four videos and, a week before each, one more with its own numbers: eight, enough
 * for the figures to be a measure rather than a hint.
 */
function twoWeeksOfVideos() {
  const sample = sampleOf('shortvideo.userVideos') as { videos: Video[] };
  const earlier = sample.videos.map((video, index) => {
    const scale = (value: number) => Math.round(value * (0.3 + 0.2 * index));
    return {
      ...video,
      id: `${video.id}0`,
      url: `${video.url}0`,
      createdAt: new Date(Date.parse(video.createdAt) - 7 * 86_400_000).toISOString(),
      views: scale(video.views),
      likes: scale(video.likes),
      comments: scale(video.comments),
      shares: scale(video.shares),
    };
  });
  return { ...sample, videos: [...sample.videos, ...earlier] };
}

test('the panel: a profile’s derived figures', async ({ context, sw, extensionId }) => {
  await useService(sw, fake().url, fake().key);
  await waitBeforeFetching(sw, 0);
  fake().inject({
    endpoint: 'shortvideo.userVideos',
    respond: { status: 200, body: twoWeeksOfVideos() },
  });
  const view = await openView(context, sw, extensionId, profileUrl);
  await view.setViewportSize(panelSize);
  const figures = view.getByRole('tabpanel').getByTestId('derived-figures');
  await figures.getByRole('button', { name: /^Load them · \d+ credits$/ }).click();
  await expect(figures.locator('.sl-figure__sample').first()).toHaveText(
    /^median over the latest 8 videos, /,
  );
  // The pointer off the figures (hovered, one shows its formula); the card with its figures under it.
  await view.mouse.move(0, 0);
  const result = view.getByRole('tabpanel').getByTestId('result');
  await shootSpan(view, 'panel-figures.png', result, figures);
});

test('the panel: what 2,000 comments say', async ({ context, sw, extensionId }) => {
  await useService(sw, fake().url, fake().key);
  const comments = discussedComments(2000);
  fake().inject({ endpoint: 'video.comments', respond: { status: 200, body: comments } });
  const view = await openView(context, sw, extensionId, videoUrl);
  await view.setViewportSize(panelSize);
  await view.getByRole('tab', { name: /^Comments/ }).click();
  const shown = view.getByRole('tabpanel');
  await shown.getByRole('button', { name: /^Fetch/ }).click();
  await expect(shown.getByTestId('filter-count')).toHaveText('2,000 rows');
  const analysis = shown.getByTestId('remark-analysis');
  await analysis.getByText('What the comments say').click();
  // The terms are counted after the other parts: the last to appear.
  await expect(analysis.getByRole('button', { name: /^keycaps [\d,]+$/ })).toBeVisible();
  await analysis.evaluate((element) => element.scrollIntoView());
  await shoot(view, 'panel-comment-analysis.png');
});

test('the comparison of three watched profiles', async ({ sw, openExtensionPage }) => {
  await useService(sw, fake().url, fake().key);
  await sw.evaluate(seedCompared, comparedSeed(Date.now()));
  const page = await openExtensionPage(comparedPath);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Two of the three with their videos cached, as a backup restores them.
  await askBackground(page, 'restoreChunk', comparedVideosChunk(Date.now()));
  await expect(page.getByTestId('growth-line')).toHaveCount(comparedThings.length);
  await expect(page.getByTestId('comparison-figures').locator('td').first()).toHaveText(
    /^From the look of \w+ \d+ and 6 videos fetched/,
  );
  // The page's column alone: its margins at 1,280 px would only make the words smaller.
  await shoot(page.locator('main'), 'compare.png');
});
