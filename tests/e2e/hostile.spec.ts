/**
 * Hostile answers from the fake for every platform's endpoints, rendered in the panel of the built
 * extension: scripts, HTML, `javascript:`/`data:`/`vbscript:` addresses, a 1 MB string, 10,000-item
 * lists, replies nested 1,000 deep, RTL, zero-width and emoji text, wrong types, nulls and missing
 * fields (tests/fake-api/hostile.ts). No script runs, no link but http(s), nothing crashes, the
 * panel still answers, the valid part still shows, and warnings name what was wrong.
 */
import type { Page } from '@playwright/test';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointsForPage } from '../../lib/areas';
import { paramsFromPage } from '../../lib/areas/page-params';
import { detectUrl, platforms } from '../../lib/platforms';
import { pwnedTitle } from '../fake-api/hostile';
import { answerFor } from '../fake-api/pages';
import { headlineOf } from '../support/headline';
import {
  expect,
  fakeApiForSuite,
  openViewForPage,
  test,
  useService,
  waitBeforeFetching,
} from './fixtures';
import { journey } from './platform-pages';

const fake = fakeApiForSuite();

// The panel fetches as it opens: the wait before it is panel-fetch.spec.ts's to test.
test.beforeEach(({ sw }) => waitBeforeFetching(sw, 0));

/** What a payload would have left behind, had any of it run or become markup. */
const traces = (panel: Page) =>
  panel.evaluate(() => ({
    title: document.title,
    inlineScripts: document.querySelectorAll('script:not([src])').length,
    inlineHandlers: [...document.querySelectorAll('*')].filter((element) =>
      [...element.attributes].some((attribute) => attribute.name.startsWith('on')),
    ).length,
    links: [...document.querySelectorAll('a[href]')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !/^https?:\/\//.test(href)),
    // https pictures from the answer, and Sidelight's own icon.
    pictures: [...document.querySelectorAll('img')]
      .map((picture) => new URL(picture.src))
      .filter((src) => src.protocol !== 'https:' && src.origin !== location.origin)
      .map(String),
  }));

for (const platform of platforms) {
  const { first } = journey(platform);
  const match = detectUrl(first);
  if (!match || !('params' in match)) throw new Error(`${first} is no page`);
  // The page's primary tab and the next one its address alone can fill: every endpoint's view
  // gets the same corpus in tests/unit/hostile-views.test.ts.
  const all = endpointsForPage(match.area, match.kind);
  const ready = all.filter(
    (endpoint, index) =>
      index === 0 || endpoint.params.safeParse(paramsFromPage(endpoint, match.params)).success,
  );
  const served = ready.slice(0, 2);

  test(`${platform.name}: hostile answers in two tabs of a page stay text, and the panel keeps working`, async ({
    context,
    sw,
    extensionId,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await useService(sw, fake().url, fake().key);
    fake().inject({ endpoint: platform.area, hostile: true, times: 100 });
    const { view: panel } = await openViewForPage(context, sw, extensionId, first);
    const tabs = panel.getByRole('tab');

    for (const [index, endpoint] of served.entries()) {
      const tab = tabs.nth(all.indexOf(endpoint));
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const tabpanel = panel.getByRole('tabpanel');
      if (index > 0) await tabpanel.getByRole('button', { name: /^Fetch/ }).click();
      const result = tabpanel.getByTestId('result');
      await expect(result).toBeVisible({ timeout: 30_000 });

      const sent = (endpoint as Endpoint).params.parse(paramsFromPage(endpoint, match.params));
      const headline = headlineOf(endpoint.id, answerFor(endpoint, sent, 1, 3));
      await expect(result, endpoint.id).toContainText(headline);
      await expect(tabpanel.locator('.sl-warnings summary'), endpoint.id).toContainText('differ');
      await tabpanel.locator('.sl-warnings summary').click();
      await expect(tabpanel.locator('.sl-warnings'), endpoint.id).toContainText(/\w: /);
      expect(await traces(panel), endpoint.id).toEqual({
        title: expect.not.stringContaining(pwnedTitle),
        inlineScripts: 0,
        inlineHandlers: 0,
        links: [],
        pictures: [],
      });
    }
    // Pictures of the answer cannot load on the closed test network; nothing else may fail.
    expect(consoleErrors.filter((error) => !error.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual(
      [],
    );
  });
}
