/**
 * A profile's derived figures in Firefox's sidebar, with the built add-on and the local fake of
 * the service: without its videos stored, the card offers them at the price the Videos tab states
 * and spends nothing; pressed, the list is paid for once and the figures appear with their
 * samples; shown again, they come from the cache for nothing. Pictured at 360 px in the folder
 * SIDELIGHT_SHOTS names, when set.
 */
import { expect, it } from 'vitest';
import { defaultPreferences } from '../../lib/extension/shared/settings';
import {
  expectedFigures,
  fewVideosCaution,
  itemsPerList,
  offerWords,
  profileUrl,
  videosPrice,
} from '../support/profile-figures';
import { openSidebar, sidebarIsOpen } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
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
