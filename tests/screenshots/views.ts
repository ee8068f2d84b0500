/**
 * What the README's pictures and the store's pictures share: the demo pages (a YouTube video, a
 * TikTok profile) with their own titles, a picture for every image the answers link to, and
 * one of Sidelight's views opened for a page's tab.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { samples } from '../../lib/areas/samples';
import { panelPath, pinnedPath, type popupPath } from '../../lib/extension/shared/view-addresses';
import { tabIdAt } from '../e2e/fixtures';

export const panelSize = { width: 400, height: 720 };
// The pages of the demo answers, so the page and its data agree.
export const video = samples['video.video'];
export const profile = samples['shortvideo.user'];
export const videoUrl = `https://www.youtube.com/watch?v=${video.id}`;
export const profileUrl = `https://www.tiktok.com/@${profile.username}`;
const titles: Record<string, string> = {
  [videoUrl]: `${video.title} - YouTube`,
  [profileUrl]: `${profile.displayName} (@${profile.username}) | TikTok`,
};

/** A picture for every image the answers link to (this machine has no network): a tinted tile. */
export async function servePictures(context: BrowserContext) {
  await context.route(
    (url) => url.protocol === 'https:',
    (route) => {
      if (route.request().resourceType() !== 'image') return route.fallback();
      const hue = [...route.request().url()].reduce((sum, char) => sum + char.charCodeAt(0), 0);
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="hsl(${hue % 360} 45% 62%)"/></svg>`,
      });
    },
  );
}

/** The page at its address with its own title, and one of Sidelight's views for its tab. */
export async function openView(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  url: string,
  view: typeof panelPath | typeof popupPath = panelPath,
): Promise<Page> {
  const title = titles[url] ?? 'A platform page';
  await context.route(`${new URL(url).origin}/**`, (route) =>
    route.request().resourceType() === 'document'
      ? route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: `<!doctype html><meta charset="utf-8"><title>${title}</title><p>${title}</p>`,
        })
      : route.fallback(),
  );
  const tab = await context.newPage();
  await tab.goto(url);
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}${pinnedPath(await tabIdAt(sw, url), view)}`);
  return page;
}
