/**
 * Every platform in the Firefox sidebar, generated from the platforms' own examples as the
 * Chromium panel test is: the primary tab of a page renders live; the sidebar follows an in-site
 * navigation to another kind of page and says so when the tab leaves for one it cannot describe.
 * Then it follows the user across tabs.
 */
import { expect, it } from 'vitest';
import type { PageMatch } from '../../lib/platforms';
import { detectUrl, platforms } from '../../lib/platforms';
import { journey, markupPages } from '../e2e/platform-pages';
import { openSidebar } from './firefox';
import { offerFor, titleOf } from './pages';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult } from './views';

const suite = firefoxForSuite();
const title = '[data-testid="page-title"]';
const unsupported = '[data-testid="page-unsupported"]';

it('the sidebar opens on live data', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await openSidebar(firefox);
  await expect.poll(() => sidebar.isOpen()).toBe(true);
});

for (const platform of platforms) {
  const { first, second, away } = journey(platform);

  it(`${platform.name}: the primary tab renders; the sidebar follows in-site navigation`, async () => {
    const { firefox, fake, sidebar } = suite();
    const offer = offerFor(first);
    await showPage(firefox, first);
    await expect.poll(() => sidebar.text(title)).toBe(titleOf(first));
    await expect.poll(() => sidebar.names('tab')).toEqual(offer.tabs);
    await expect.poll(() => sidebar.text(panelResult)).toContain(offer.headline);
    expect(fake.requests.map((request) => request.charged)).toEqual([offer.credits]);

    await firefox.tab.evaluate((url) => history.pushState({}, '', url), second);
    await expect.poll(() => sidebar.text(title)).toBe(titleOf(second));
    await expect.poll(() => sidebar.names('tab')).toEqual(offerFor(second).tabs);

    await firefox.tab.evaluate((url) => history.pushState({}, '', url), away);
    await expect
      .poll(() => sidebar.text(unsupported))
      .toMatch(/^Not a page Sidelight can describe/);
    // At the sidebar's narrow width, names wrap between words ("Product Hunt"), not inside one.
    expect(await sidebar.brokenWords(`${unsupported} a`)).toEqual([]);
  });
}

for (const page of markupPages) {
  it(`a page only its markup tells: ${page.url} is a ${page.expected.kind}`, async () => {
    const { firefox, sidebar } = suite();
    await showPage(firefox, page.url, page.fixture);
    const match = { ...detectUrl(page.url), ...page.expected } as PageMatch;
    await expect.poll(() => sidebar.text(title)).toBe(titleOf(page.url, match));
  });
}

it('the sidebar follows the user from tab to tab', async () => {
  const { firefox, sidebar } = suite();
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const community = 'https://www.reddit.com/r/programming/';
  await showPage(firefox, video);
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(video));
  const other = await firefox.newTab();
  await showPage(firefox, community, 'generic.html', other);
  await other.bringToFront();
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(community));
  await firefox.tab.bringToFront();
  await expect.poll(() => sidebar.text(title)).toBe(titleOf(video));
  await other.close();
});
