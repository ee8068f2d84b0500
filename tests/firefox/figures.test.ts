/**
 * A profile's derived figures in Firefox's sidebar, with the built add-on and the local fake of
 * the service: without its videos stored, the card offers them at the price the Videos tab states
 * and spends nothing; pressed, the list is paid for once and the figures appear with their
 * samples; shown again, they come from the cache for nothing. A profile reopened from the
 * history does the same in its tab. A press the daily budget stops says so under the card until
 * the budget is raised; then the offer is back at its price. Pictured at 360 px in the folder SIDELIGHT_SHOTS names, when
 * set.
 */
import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import type { Totals } from '../../lib/store/ledger';
import {
  expectedFigures,
  fewVideosCaution,
  itemsPerList,
  offerWords,
  profileUrl,
  videosPrice,
} from '../support/profile-figures';
import { openSidebar, sidebarIsOpen } from './firefox';
import { askBackground, firefoxForSuite, newExtensionTab, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const shots = process.env.SIDELIGHT_SHOTS;
const section = `${shownPanel} [data-testid="derived-figures"]`;
const paid = () =>
  suite()
    .fake.requests.filter((request) => request.charged > 0)
    .map((request) => `${request.endpoint} ${request.charged}`);

/** Pictures the window with the sidebar scrolled to the figures, when SIDELIGHT_SHOTS is set. */
async function picture(name: string) {
  if (!shots) return;
  await suite().firefox.settings.evaluate((selector) => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never);
    sidebar?.document.querySelector(selector)?.scrollIntoView({ block: 'start' });
  }, section);
  await suite().firefox.screenshot(`${shots}/${name}`);
}

/** Each figure's value and sample by its label, as the sidebar shows them. */
async function shownFigures() {
  const { sidebar } = suite();
  const labels = await sidebar.texts(`${section} .sl-figure__label`);
  const rows: Record<
    string,
    { value: string | null; sample: string | null; caution: string | null }
  > = {};
  for (const [index, label] of labels.entries()) {
    const figure = `${section} .sl-figure:nth-child(${index + 1})`;
    rows[label] = {
      value: await sidebar.text(`${figure} .sl-figure__value`),
      sample: await sidebar.text(`${figure} .sl-figure__sample`),
      caution: await sidebar.text(`${figure} .sl-figure__caution`),
    };
  }
  return rows;
}

const expectedRows = Object.fromEntries(
  Object.entries(expectedFigures).map(([label, { value, sample }]) => [
    label,
    { value, sample, caution: fewVideosCaution },
  ]),
);

it('without its videos stored, the profile offers them at their price and spends nothing; pressed, they are paid once and the figures appear; shown again, for nothing', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  // Items per list stored, and the profile fetched as the sidebar shows the page.
  await firefox.settings.evaluate(
    (defaults, count) =>
      browser.storage.local.get('preferences').then(({ preferences }) =>
        browser.storage.local.set({
          preferences: {
            ...defaults,
            ...(preferences as object),
            autoFetchDelaySeconds: 0,
            defaultCount: count,
          },
        }),
      ),
    defaultPreferences,
    itemsPerList,
  );
  if (!(await sidebarIsOpen(firefox))) await openSidebar(firefox);
  await firefox.inWindow<boolean>(
    `document.getElementById('sidebar-box').style.width = '360px'; true`,
  );
  await showPage(firefox, profileUrl);
  await expect.poll(() => sidebar.text(panelResult)).not.toBeNull();
  await expect.poll(() => sidebar.text(`${section} .sl-figures__offer`)).toBe(offerWords);
  expect(paid()).toEqual(['shortvideo.user 2']);
  await picture('firefox-offer-360.png');

  await sidebar.click({ role: 'button', name: `Load them · ${videosPrice} credits` }, section);
  await expect.poll(shownFigures).toMatchObject(expectedRows);
  expect(paid()).toEqual(['shortvideo.user 2', `shortvideo.userVideos ${videosPrice}`]);
  expect(fake.requests.at(-1)?.query.count).toBe(String(itemsPerList));
  await picture('firefox-figures-360.png');

  // Away (a page Sidelight has nothing for) and back: the figures from the cache, no request.
  await showPage(firefox, 'https://example.com/elsewhere');
  await expect.poll(() => sidebar.text(section)).toBeNull();
  await showPage(firefox, profileUrl);
  await expect
    .poll(() => sidebar.attribute(`${shownPanel} [data-testid="provenance"]`, 'data-source'))
    .toBe('cache');
  await expect.poll(shownFigures).toMatchObject(expectedRows);
  expect(await sidebar.text(`${section} .sl-figures__offer`)).toBeNull();
  expect(fake.requests).toHaveLength(2);
});

/** Each figure's value, sample and caution by its label, in a reopened result's tab. */
const tabFigures = (page: Page) =>
  page.evaluate(() => {
    const squashed = (element: Element | null | undefined) =>
      element?.textContent?.replace(/\s+/g, ' ').trim() ?? null;
    const rows = document.querySelectorAll('[data-testid="history-result"] .sl-figure');
    return Object.fromEntries(
      [...rows].map((row) => [
        squashed(row.querySelector('.sl-figure__label')),
        {
          value: squashed(row.querySelector('.sl-figure__value')),
          sample: squashed(row.querySelector('.sl-figure__sample')),
          caution: squashed(row.querySelector('.sl-figure__caution')),
        },
      ]),
    );
  });

const tabOffer = (page: Page) =>
  page.evaluate(
    () => document.querySelector('[data-testid="history-result"] .sl-figures__offer')?.textContent,
  );

/** The profile's result (not its videos') reopened from the settings' history, 360 px wide. */
async function reopenProfile(username: string) {
  const { firefox, settings } = suite();
  const reopened = await newExtensionTab(firefox, 'sidepanel.html?history=', () =>
    settings.click(
      { role: 'button', name: 'Reopen' },
      { selector: '[data-testid="history"] li:has([title="shortvideo.user"])', hasText: username },
    ),
  );
  await reopened.setViewport({ width: 360, height: 800 });
  return reopened;
}

it('a profile reopened from the history offers its videos at their price; pressed, its figures appear; reopened again, from the cache for nothing', async () => {
  const { firefox, fake, sidebar } = suite();
  // Another profile, its videos never asked: fetched as the sidebar shows its page.
  const username = 'mika.on.tour';
  await showPage(firefox, `https://www.tiktok.com/@${username}`);
  await expect.poll(() => sidebar.text(`${section} .sl-figures__offer`)).toBe(offerWords);
  expect(paid()).toEqual(['shortvideo.user 2']);

  const reopened = await reopenProfile(username);
  await expect.poll(() => tabOffer(reopened)).toBe(offerWords);
  if (shots) await reopened.screenshot({ path: `${shots}/firefox-history-offer-360.png` });
  expect(paid()).toEqual(['shortvideo.user 2']);

  await reopened.click('[data-testid="history-result"] .sl-figures__offer button');
  await expect.poll(() => tabFigures(reopened)).toMatchObject(expectedRows);
  expect(paid()).toEqual(['shortvideo.user 2', `shortvideo.userVideos ${videosPrice}`]);
  // Asked as the Videos tab on the profile's page asks: with the stored Items per list.
  const asked = fake.requests.at(-1);
  expect([asked?.path.split('/').includes(username), asked?.query.count]).toEqual([
    true,
    String(itemsPerList),
  ]);

  await reopened.close();

  const again = await reopenProfile(username);
  await expect.poll(() => tabFigures(again)).toMatchObject(expectedRows);
  expect(await tabOffer(again)).toBeUndefined();
  if (shots) {
    await again.evaluate(() =>
      document.querySelector('[data-testid="derived-figures"]')?.scrollIntoView(),
    );
    await again.screenshot({ path: `${shots}/firefox-history-figures-360.png` });
  }
  expect(fake.requests).toHaveLength(2);
  await again.close();
  await firefox.tab.bringToFront();
});

/** The daily budget as the settings store it (null: none), the other API settings as they are. */
const setDailyBudget = (credits: number | null) =>
  suite().firefox.settings.evaluate(
    (daily) =>
      browser.storage.local.get('apiSettings').then(({ apiSettings }) =>
        browser.storage.local.set({
          apiSettings: { ...(apiSettings as object), dailyBudget: daily },
        }),
      ),
    credits,
  );

it('the videos asked over the daily budget: the error stays under the card until the budget is raised, then the offer is back at its price', async () => {
  const { firefox, sidebar } = suite();
  // The profile's 2 credits fit what is left of the day and leave too little for the videos. Set
  // before the page shows: a change the sidebar hears after a press would take that press's error away.
  const { today } = await askBackground<Totals>(firefox, 'creditTotals');
  const budget = today + 2 + videosPrice - 1;
  await setDailyBudget(budget);
  await showPage(firefox, 'https://www.tiktok.com/@mika.at.home');
  await expect.poll(() => sidebar.text(`${section} .sl-figures__offer`)).toBe(offerWords);
  await sidebar.click({ role: 'button', name: `Load them · ${videosPrice} credits` }, section);
  await expect
    .poll(() => sidebar.text(`${section} [data-testid="error"]`))
    .toContain(
      `This call costs ${videosPrice} credits and would pass your daily budget of ${budget}`,
    );
  await picture('firefox-settings-error-360.png');

  await setDailyBudget(null);
  await expect.poll(() => sidebar.text(`${section} [data-testid="error"]`)).toBeNull();
  expect(await sidebar.text(`${section} .sl-figures__offer`)).toBe(offerWords);
  await picture('firefox-settings-cleared-360.png');
  expect(paid()).toEqual(['shortvideo.user 2']);
});
