/**
 * The stores' pictures, made from the built extension on demo data (`npm run store-pictures`):
 * the panel on a video beside the page it describes, and a batch page, each light and dark at
 * 1,280 × 800; the small promotional tile; the 128-pixel icon. Written to `.output/`, not the
 * repository, and each checked for its exact size.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { listingSections } from '../../store/listing';
import {
  pictureProblems,
  picturesFolder,
  type StorePicture,
  storePictures,
} from '../../store/pictures';
import { chromeBuild, expect, fakeApiForSuite, test, useService } from '../e2e/fixtures';
import { openView, profileUrl, servePictures, video, videoUrl } from './views';

const fake = fakeApiForSuite();
const schemes = ['light', 'dark'] as const;

test.beforeAll(() => mkdirSync(picturesFolder, { recursive: true }));
test.beforeEach(({ context }) => servePictures(context));

const shoot = (page: Page, name: StorePicture) =>
  page.screenshot({ path: path.join(picturesFolder, name), animations: 'disabled', caret: 'hide' });

/** A page of this size showing the given markup, in the colour scheme asked for. */
async function canvas(page: Page, name: StorePicture, scheme: string, body: string) {
  await page.setViewportSize(storePictures[name]);
  await page.emulateMedia({ colorScheme: scheme === 'dark' ? 'dark' : 'light' });
  await page.setContent(`<!doctype html><meta charset="utf-8"><style>
    :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
    body { margin: 0; height: 100vh; display: flex; background: Canvas; color: CanvasText; }
  </style><body>${body}</body>`);
}

for (const scheme of schemes) {
  test(`the panel on a video, beside its page (${scheme})`, async ({
    context,
    sw,
    extensionId,
  }) => {
    const view = await openView(context, sw, extensionId, videoUrl);
    await view.emulateMedia({ colorScheme: scheme });
    await view.setViewportSize({ width: 440, height: 800 });
    await view.getByRole('tab', { name: /Transcript/ }).click();
    const transcript = view.locator('section[data-endpoint="video.transcription"]');
    await transcript.getByRole('button', { name: /^Fetch/ }).click();
    await expect(transcript.getByTestId('result')).toBeVisible();
    const panel = (await view.screenshot({ animations: 'disabled', caret: 'hide' })).toString(
      'base64',
    );
    const name = `screenshot-panel-${scheme}.png` as const;
    const page = await context.newPage();
    await canvas(
      page,
      name,
      scheme,
      `<main style="flex: 1; padding: 48px; display: grid; align-content: start; gap: 20px">
        <div style="aspect-ratio: 16 / 9; border-radius: 12px; background: hsl(210 30% 55%)"></div>
        <h1 style="margin: 0; font-size: 26px"></h1>
      </main>
      <img alt="" style="width: 440px; height: 800px; border-left: 1px solid GrayText"
        src="data:image/png;base64,${panel}">`,
    );
    await page.evaluate((title) => {
      const heading = document.querySelector('h1');
      if (heading) heading.textContent = title;
    }, video.title);
    await shoot(page, name);
  });

  test(`a batch's rows (${scheme})`, async ({ sw, openExtensionPage }) => {
    await useService(sw, fake().url, fake().key);
    const batch = await openExtensionPage('batch.html');
    await batch.emulateMedia({ colorScheme: scheme });
    await batch.setViewportSize(storePictures[`screenshot-batch-${scheme}.png`]);
    await batch
      .getByLabel('Pages')
      .fill(
        [
          videoUrl,
          'https://www.youtube.com/watch?v=M7lc1UVf-VE',
          'https://www.reddit.com/r/rust/',
          'https://www.reddit.com/r/typescript/',
          profileUrl,
          'https://www.trustpilot.com/review/www.amazon.com',
        ].join('\n'),
      );
    await batch.getByRole('button', { name: /^Run · up to/ }).click();
    await expect(batch.getByTestId('batch-status')).toContainText('Finished');
    await shoot(batch, `screenshot-batch-${scheme}.png`);
  });
}

test('the small promotional tile and the icon', async ({ context }) => {
  const page = await context.newPage();
  const icon = path.join(chromeBuild, 'icons/128.png');
  const iconData = readFileSync(icon).toString('base64');
  const summary = listingSections().get('Summary') ?? '';
  await canvas(
    page,
    'promo-small-440x280.png',
    'light',
    `<div style="margin: auto; padding: 28px; display: grid; gap: 14px; justify-items: start">
      <div style="display: flex; align-items: center; gap: 16px">
        <img alt="" width="72" height="72" src="data:image/png;base64,${iconData}">
        <strong style="font-size: 40px">Sidelight</strong>
      </div>
      <p style="margin: 0; font-size: 17px; line-height: 1.35"></p>
    </div>`,
  );
  await page.evaluate((text) => {
    const paragraph = document.querySelector('p');
    if (paragraph) paragraph.textContent = text;
  }, summary);
  await shoot(page, 'promo-small-440x280.png');
  copyFileSync(icon, path.join(picturesFolder, 'icon-128.png'));
});

test('every picture at the size its store asks for', () => {
  expect(pictureProblems()).toEqual([]);
});
