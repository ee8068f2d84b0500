/**
 * Firefox's real sidebar at 360, 320 and 240 px (its narrowest is about 200): every endpoint's
 * view, rendered from its sample in the explorer with the endpoint's example params (demo data),
 * and a platform page's panel, never scroll sideways. The sidebar's width is set from the browser
 * window, as dragging its edge would; what is measured is the sidebar's own document.
 */
import { expect, it } from 'vitest';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpoints } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { headlineOf } from '../support/headline';
import { type Overflow, panelWidths, sidewaysOverflow } from '../support/overflow';
import { openSidebar } from './firefox';
import { firefoxForSuite, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();

const setSidebarWidth = (width: number) =>
  suite().firefox.inWindow<boolean>(
    `document.getElementById('sidebar-box').style.width = '${width}px'; true`,
  );

/** What passes the sidebar's edge, measured in its document. */
const sidebarOverflow = () =>
  suite().firefox.settings.evaluate(
    `(${sidewaysOverflow.toString()})(browser.extension.getViews({ type: 'sidebar' })[0].document)`,
  ) as Promise<Overflow>;

async function expectNoSidewaysScroll() {
  for (const width of panelWidths) {
    await setSidebarWidth(width);
    await expect.poll(sidebarOverflow).toEqual({ window: width, sideways: 0, outside: [] });
  }
  await setSidebarWidth(panelWidths[0]);
}

/** Sets the explorer's controls by id as typing and picking would (input and change events). */
const setControls = (values: [string, unknown][]) =>
  suite().firefox.settings.evaluate((entries: [string, unknown][]) => {
    const [sidebar] = browser.extension.getViews({ type: 'sidebar' } as never) as (Window &
      typeof globalThis)[];
    const doc = sidebar?.document;
    if (!doc) return 'no sidebar';
    for (const [id, value] of entries) {
      const control = doc.getElementById(id) as HTMLInputElement | HTMLSelectElement | null;
      if (!control) return `no control ${id}`;
      if (control instanceof sidebar.HTMLInputElement && control.type === 'checkbox') {
        if (control.checked !== (value === true)) control.click();
        continue;
      }
      const prototype = Object.getPrototypeOf(control);
      Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, String(value));
      control.dispatchEvent(new sidebar.Event('input', { bubbles: true }));
      control.dispatchEvent(new sidebar.Event('change', { bubbles: true }));
    }
    return 'set';
  }, values);

const exampleOf = (endpoint: Endpoint): [string, unknown][] =>
  Object.entries(endpoint.example as Record<string, unknown>).map(([name, value]) => [
    `${endpoint.id}-${name}`,
    value,
  ]);

it('a watched channel from the service: the page, its tabs, its card and its counts over time', async () => {
  const { firefox, fake, sidebar } = suite();
  await useService(firefox, fake);
  await showPage(firefox, 'https://www.youtube.com/@veritasium', 'generic.html');
  await openSidebar(firefox);
  await expect.poll(() => sidebar.text('[data-testid="page-title"]')).toContain('veritasium');
  await expect
    .poll(() => sidebar.text(panelResult))
    .toContain(headlineOf('video.channel', sampleOf('video.channel')));
  // A second look gives counts over time; the star watches it.
  await sidebar.click({ role: 'button', name: /^Refresh/ }, shownPanel);
  await expect
    .poll(() => sidebar.text(`${panelResult} [data-testid="over-time"]`))
    .toContain('2 snapshots');
  await sidebar.click({ role: 'button', name: /Watch/ }, shownPanel);
  await expect
    .poll(() => sidebar.text(`${panelResult} [data-testid="watch"]`))
    .toContain('Watching');
  await expectNoSidewaysScroll();
  expect(fake.requests.map((request) => request.endpoint)).toEqual([
    'video.channel',
    'video.channel',
  ]);
  // The explorer below answers from the demo data: no key.
  await firefox.settings.evaluate(() => browser.storage.local.remove(['apiKey', 'baseUrl']));
});

for (const endpoint of endpoints) {
  it(`${endpoint.id}: its view from the sample`, async () => {
    const { sidebar } = suite();
    await sidebar.click({ role: 'button', name: 'Explorer' });
    await expect.poll(() => setControls([['explorer-area', endpoint.area]])).toBe('set');
    await expect.poll(() => setControls([['explorer-endpoint', endpoint.id]])).toBe('set');
    // One at a time, as a person types: each change renders before the next.
    for (const entry of exampleOf(endpoint)) {
      await expect.poll(() => setControls([entry])).toBe('set');
    }
    await sidebar.click({ role: 'button', name: /^Fetch/ }, '[data-testid="explorer"]');
    await expect
      .poll(() => sidebar.text('[data-testid="explorer"] [data-testid="result"]'))
      .toContain(headlineOf(endpoint.id, sampleOf(endpoint.id)));
    await expectNoSidewaysScroll();
  });
}
