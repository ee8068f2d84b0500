/**
 * When the sidebar spends, in Firefox with the built add-on and the local fake of the service:
 * pages passed through by in-site navigation (pushState, each left once the sidebar shows it) cost
 * nothing, the page the
 * user stays on is fetched once; a cached answer shows on every tab with no press and no request,
 * the automatic fetch on or off; a transcript's languages read in words; Cancel stops waiting,
 * not the request, and Retry joins it for nothing more.
 */
import { expect, it } from 'vitest';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointsForPage } from '../../lib/areas';
import { priceOf } from '../../lib/areas/page-params';
import { samples } from '../../lib/areas/samples';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import { openSidebar } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const video = (id: string) => `https://www.youtube.com/watch?v=${id}`;
const served = endpointsForPage('video', 'video');
const price = (endpoint: Endpoint) => priceOf(endpoint, { videoId: 'x' });
const title = '[data-testid="page-title"]';
const paidFor = () =>
  suite()
    .fake.requests.filter((request) => request.charged > 0)
    .map((request) => `${request.endpoint} ${request.path.split('/').at(-1)}`);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('seven pages passed through cost nothing; the page the user stays on is fetched once', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  // A wait far longer than a step on a busy machine (Firefox before 147 sees an address change
  // within a second), so only the behaviour decides which page is fetched.
  await firefox.settings.evaluate(
    (defaults) =>
      browser.storage.local.get('preferences').then(({ preferences }) =>
        browser.storage.local.set({
          preferences: { ...defaults, ...(preferences as object), autoFetchDelaySeconds: 3 },
        }),
      ),
    defaultPreferences,
  );
  await openSidebar(firefox);
  await showPage(firefox, video('start000001'), 'youtube/watch.html');
  await expect.poll(() => sidebar.text(title)).toContain('start000001');
  for (let index = 0; index < 7; index += 1) {
    const id = `passed${String(index).padStart(5, '0')}`;
    await firefox.tab.evaluate((url) => history.pushState({}, '', url), video(id));
    // Passed on as soon as the sidebar follows, well inside the wait before a fetch.
    await expect.poll(() => sidebar.text(title)).toContain(id);
  }
  await firefox.tab.evaluate((url) => history.pushState({}, '', url), video('stayedOn001'));
  await expect.poll(() => sidebar.text(title)).toContain('stayedOn001');
  await expect.poll(() => sidebar.text('[data-testid="fetch-countdown"]')).toMatch(/^Fetching in/);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  // A page passed through would have been fetched before this one, whose wait began after its.
  await wait(1500);
  expect(paidFor()).toEqual([`${served[0]?.id} stayedOn001`]);
});

for (const autoFetch of [true, false]) {
  it(`a cached answer shows at once on every tab, free (automatic fetching ${autoFetch ? 'on' : 'off'})`, async () => {
    const { firefox, fake, sidebar } = suite();
    await useService(firefox, fake);
    await firefox.settings.evaluate(
      (on) =>
        browser.storage.local.get('preferences').then(({ preferences }) =>
          browser.storage.local.set({
            preferences: { ...(preferences as object), autoFetch: on },
          }),
        ),
      true,
    );
    const id = autoFetch ? 'cachedOn001' : 'cachedOff01';
    await showPage(firefox, video(id));
    await expect.poll(() => sidebar.text(title)).toContain(id);
    for (const [index, endpoint] of served.entries()) {
      await sidebar.click({ role: 'tab', name: new RegExp(`^${endpoint.label}`) });
      if (index > 0)
        await sidebar.click(
          { role: 'button', name: `Fetch · ${price(endpoint)} credits` },
          shownPanel,
        );
      await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
    }
    expect(fake.requests).toHaveLength(served.length);

    // The automatic fetch as the settings' switch writes it.
    await firefox.settings.evaluate(
      (on) =>
        browser.storage.local.get('preferences').then(({ preferences }) =>
          browser.storage.local.set({
            preferences: { ...(preferences as object), autoFetch: on },
          }),
        ),
      autoFetch,
    );
    // Away and back: the panel shows the page anew.
    await showPage(firefox, 'https://www.reddit.com/r/programming/');
    await expect.poll(() => sidebar.text(title)).not.toContain(id);
    await showPage(firefox, video(id));
    await expect.poll(() => sidebar.text(title)).toContain(id);
    for (const endpoint of served) {
      await sidebar.click({ role: 'tab', name: new RegExp(`^${endpoint.label}`) });
      await expect
        .poll(() => sidebar.attribute(`${shownPanel} [data-testid="provenance"]`, 'data-source'))
        .toBe('cache');
      expect(await sidebar.names('button', shownPanel)).toContain(
        `Refresh · ${price(endpoint)} credits`,
      );
    }
    expect(await sidebar.text('[data-testid="fetch-countdown"]')).toBeNull();
    expect(fake.requests.filter((request) => request.path.includes(id))).toHaveLength(
      served.length,
    );
  });
}

it('the transcript’s languages read in words, the automatic ones said so', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await showPage(firefox, video('languages01'));
  await expect.poll(() => sidebar.text(title)).toContain('languages01');
  await sidebar.click({ role: 'tab', name: /^Transcript/ });
  await sidebar.click({ role: 'button', name: /^Fetch/ }, shownPanel);
  await expect.poll(() => sidebar.text(`${shownPanel} [data-testid="transcript"]`)).not.toBeNull();
  const { manual, automatic } = samples['video.transcription'].availableLanguages;
  const inWords = new Intl.DisplayNames(['en'], { type: 'language' });
  expect(await sidebar.texts(`${shownPanel} select[id$="-language"] option`)).toEqual(
    [...new Set([...manual, ...automatic])].map((code) =>
      manual.includes(code) ? inWords.of(code) : `${inWords.of(code)} (automatic)`,
    ),
  );
  expect(await sidebar.value('Language')).toBe('en');
});

it('Cancel stops waiting, not the request: Retry costs nothing more and shows the answer, paid once', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await firefox.settings.evaluate(() =>
    browser.storage.local.get('preferences').then(({ preferences }) =>
      browser.storage.local.set({
        preferences: { ...(preferences as object), autoFetch: false },
      }),
    ),
  );
  const [primary] = served as [Endpoint];
  fake.inject({ endpoint: primary.id, hold: true });
  await showPage(firefox, video('cancelled01'));
  await expect.poll(() => sidebar.text(title)).toContain('cancelled01');
  await sidebar.click({ role: 'button', name: `Fetch · ${price(primary)} credits` }, shownPanel);
  await expect.poll(() => fake.requests.length).toBe(1);
  await sidebar.click({ role: 'button', name: 'Cancel' }, shownPanel);
  const notice = `${shownPanel} [data-testid="error"]`;
  await expect
    .poll(() => sidebar.texts(`${notice} p`))
    .toEqual([
      'Cancelled',
      'If the service still answers, the answer is kept here and costs nothing more.',
    ]);
  const retry = 'Retry · nothing more (already on its way)';
  await expect.poll(() => sidebar.names('button', notice)).toEqual([retry]);
  await sidebar.click({ role: 'button', name: retry }, shownPanel);
  await expect
    .poll(() => sidebar.text(`${shownPanel} [data-testid="loading"]`))
    .toContain('Fetching');
  fake.release();
  await expect
    .poll(() => sidebar.attribute(`${shownPanel} [data-testid="provenance"]`, 'data-source'))
    .toBe('network');
  expect(await sidebar.text(panelResult)).not.toBeNull();
  expect(fake.requests.map((request) => [request.endpoint, request.charged])).toEqual([
    [primary.id, price(primary)],
  ]);
});
