/**
 * The README's screenshots, made from the built extension (`npm run screenshots`): the panel at
 * its usual width on a YouTube video (transcript, comments), a TikTok profile, Load all of a
 * business's reviews, a profile's counts over time, the popup, the settings' spending after a few
 * calls against the local fake of the service, and a batch. Then each PNG
 * is made smaller with pngquant when the machine has it. Emoji and Japanese in the answers need fonts
 * (Debian: fonts-noto-color-emoji, fonts-noto-cjk).
 */

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { popupPath } from '../../lib/extension/shared/view-addresses';
import { expect, fakeApiForSuite, seedHistory, test, useService } from '../e2e/fixtures';
import { openView, panelSize, profile, profileUrl, servePictures, videoUrl } from './views';

const folder = path.dirname(new URL(import.meta.url).pathname);
const fake = fakeApiForSuite();

/** Writes one picture, smaller where pngquant is installed (lossy palette, invisible here). */
async function shoot(target: Page | ReturnType<Page['locator']>, name: string) {
  const file = path.join(folder, name);
  await target.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
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
