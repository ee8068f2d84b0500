/**
 * A tab open on a platform before Sidelight is installed, and again after an update: the sidebar
 * describes it without a reload of the tab; in-site navigation and the site's new title follow.
 * And where the install puts the toolbar button.
 */
import { expect, it } from 'vitest';
import { addonId, openSidebar } from './firefox';
import { fixturePage, titleOf } from './pages';
import { firefoxForSuite, reloadExtension } from './session';

const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
const suite = firefoxForSuite({
  beforeInstall: { url: video, html: fixturePage('youtube/watch.html') },
});
const title = '[data-testid="page-title"]';
const summary = '[data-testid="page-summary"]';

it('describes a tab opened before the install', async () => {
  const { firefox, sidebar } = suite();
  await openSidebar(firefox);
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(video));
  // The page's own title may come with a later report than its kind.
  await expect.poll(() => sidebar.text(summary)).toContain('Never Gonna Give You Up - YouTube');
});

it('follows in-site navigation with the new page’s title, not the old one', async () => {
  const { firefox, sidebar } = suite();
  await firefox.tab.evaluate((url) => history.pushState({}, '', url), next);
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(next));
  expect(await sidebar.text(summary)).not.toContain('Never Gonna Give You Up');
  await firefox.tab.evaluate(() => {
    document.title = 'Gangnam Style - YouTube';
  });
  await expect.poll(() => sidebar.text(summary)).toContain('Gangnam Style - YouTube');
});

it('describes the tab again after an update, and follows it', async () => {
  const { firefox, sidebar } = suite();
  await reloadExtension(firefox);
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(next));
  await firefox.tab.evaluate((url) => history.pushState({}, '', url), video);
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(video));
});

it('puts its button on the toolbar, not in the Extensions menu, where its dot and count are seen', async () => {
  const { firefox } = suite();
  // Firefox names an add-on's button after its id, each other character an underscore.
  const button = `${addonId.replace(/[^a-z0-9_-]/gi, '_').toLowerCase()}-browser-action`;
  expect(
    await firefox.inWindow<string | null>(
      `CustomizableUI.getPlacementOfWidget(${JSON.stringify(button)})?.area ?? null`,
    ),
  ).toBe('nav-bar');
});
