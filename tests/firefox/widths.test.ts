/**
 * Firefox's real sidebar at 360, 320 and 240 px (its narrowest is about 200): every endpoint's
 * view, rendered from its sample in the explorer with the endpoint's example params (demo data),
 * and a platform page's panel, never scroll sideways. The sidebar's width is set from the browser
 * window, as dragging its edge would; what is measured is the sidebar's own document. And the
 * batch page's plan and results, every cell of them, at the batch page's widths and at 200 %
 * (pictured at 1,024 px in the folder SIDELIGHT_SHOTS names, when set).
 */
import type { Page as Tab } from 'puppeteer-core';
import { expect, it } from 'vitest';
import type { Endpoint } from '../../lib/api/endpoint';
import { endpointById, endpoints } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { cellMisfits, cellWidths, everyKindPages } from '../support/cell-fit';
import { headlineOf } from '../support/headline';
import { type Overflow, panelWidths, sidewaysOverflow } from '../support/overflow';
import { batchTab } from './batch-tab';
import { openSidebar } from './firefox';
import { firefoxForSuite, openExtensionTab, showPage, useService } from './session';
import { panelResult, shownPanel } from './views';

const suite = firefoxForSuite();
const shots = process.env.SIDELIGHT_SHOTS;

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

/** The batch page laid out at each width, a zoomed one in half the CSS pixels drawn twice. */
async function batchMisfits(batch: Tab, picture?: string) {
  const found: Record<string, string[]> = {};
  for (const { width, zoom } of cellWidths) {
    await batch.setViewport({ width: width / zoom, height: 900 / zoom, deviceScaleFactor: zoom });
    await expect
      .poll(() => batch.evaluate(() => document.documentElement.clientWidth))
      .toBeLessThanOrEqual(width / zoom);
    found[`${width} px at ${zoom * 100} %`] = (await batch.evaluate(
      `(${cellMisfits.toString()})(document)`,
    )) as string[];
    if (shots && picture && width === 1024) {
      const box = (await batch.evaluate(
        `(() => { const box = document.querySelector('[data-testid="${picture}"]').getBoundingClientRect(); return { y: box.top + window.scrollY, height: box.height }; })()`,
      )) as { y: number; height: number };
      await batch.screenshot({
        path: `${shots}/${picture}-firefox-${zoom * 100}.png`,
        captureBeyondViewport: true,
        clip: {
          x: 0,
          y: Math.max(0, box.y - 40),
          width: width / zoom,
          height: Math.min(box.height + 40, 12_000 / zoom),
        },
      });
    }
  }
  return found;
}

/**
 * Runs in the batch page: each kind of result shown alone, every kind shown before it so the
 * table is drawn anew, and its cells measured once the table shows it (`misfits` is cellMisfits).
 */
async function misfitsOfEachKind(misfits: (doc: Document) => string[], kinds: string[]) {
  const show = document.querySelector<HTMLSelectElement>('select.sl-batch__kind');
  if (!show) throw new Error('No Show menu');
  const shownAs = () =>
    (document.querySelector('[data-testid="batch-rows"]') as HTMLElement | null)?.dataset.kind;
  /** Shows every kind (''), or one, and returns once the table shows it. */
  const showKind = (value: string) => {
    show.value = value;
    show.dispatchEvent(new Event('change', { bubbles: true }));
    const wanted = value === '' ? 'every' : 'one';
    return new Promise<void>((resolve, reject) => {
      const shown = () => {
        if (shownAs() !== wanted) return false;
        observer.disconnect();
        clearTimeout(never);
        resolve();
        return true;
      };
      const observer = new MutationObserver(shown);
      // The limit only turns a table that never changes into a failure that names the kind.
      const never = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`The table never showed ${value || 'every kind'}`));
      }, 15_000);
      if (!shown())
        observer.observe(document.body, { attributes: true, childList: true, subtree: true });
    });
  };
  const found: string[] = [];
  for (const kind of kinds) {
    for (const value of ['', kind]) await showKind(value);
    found.push(...misfits(document).map((misfit) => `${kind}: ${misfit}`));
  }
  return found;
}

const fitsEverywhere = Object.fromEntries(
  cellWidths.map(({ width, zoom }) => [`${width} px at ${zoom * 100} %`, []]),
);

it('the batch page: every cell of the plan and the results shows its words whole, at 1,024-1,920 px and at 200 %', async () => {
  const { firefox, fake } = suite();
  await useService(firefox, fake);
  const batch = await openExtensionTab(firefox, 'batch.html');
  await batch.bringToFront();
  const { texts, press, paste } = batchTab(batch);
  await paste(everyKindPages.join('\n'));
  // Everything each kind offers ticked: every option field, and the reasons a page is not sent.
  // One box a turn, each click rendered before the next, as a person clicks.
  const tickOne = () =>
    batch.evaluate(() => {
      const boxes = [
        ...document.querySelectorAll<HTMLInputElement>(
          '[data-testid="batch-plan"] fieldset input:not(:checked)',
        ),
      ];
      boxes[0]?.click();
      return boxes.length;
    });
  await expect.poll(tickOne, { timeout: 30_000 }).toBe(0);
  await expect
    .poll(() => texts('[data-testid="batch-row-problem"]'))
    .toEqual([
      `${endpointById('professional.companyJobs').label}: Company ID must be the company's numeric id. 1 page not sent.`,
      `${endpointById('events.search').label}: Search for is required. 1 page not sent.`,
    ]);
  await expect
    .poll(async () =>
      (await texts('[data-testid="batch-row-price"]')).filter((price) => price === '…'),
    )
    .toEqual([]);
  expect(await batchMisfits(batch, 'batch-plan')).toEqual(fitsEverywhere);

  // The two options refused are left out, and the batch runs: one row fails with a long reason.
  const untickRefused = () =>
    batch.evaluate(() => {
      const refused = [...document.querySelectorAll('[data-testid="batch-plan"] label')]
        .filter((label) => /^(Jobs|Search events) ·/.test(label.textContent ?? ''))
        .map((label) => (label as HTMLLabelElement).control)
        .filter((box) => box instanceof HTMLInputElement && box.checked);
      (refused[0] as HTMLInputElement | undefined)?.click();
      return refused.length;
    });
  await expect.poll(untickRefused).toBe(0);
  await expect.poll(() => texts('[data-testid="batch-row-problem"]')).toEqual([]);
  fake.inject({
    endpoint: 'forum.community',
    respond: {
      status: 500,
      body: {
        error: `The scraper could not load the page: ${'upstream said 403 Forbidden, '.repeat(8)}then gave up.`,
      },
    },
  });
  await expect.poll(() => press('Run · up to')).toBe(true);
  await expect
    .poll(
      () =>
        batch.evaluate(
          () => document.querySelector('[data-testid="batch-status"]')?.textContent ?? '',
        ),
      { timeout: 60_000 },
    )
    .toMatch(/^Finished:/);
  expect(await batchMisfits(batch, 'batch-rows')).toEqual(fitsEverywhere);
  // Each kind of result alone, with the columns of what its card counts.
  const kinds = (await batch.evaluate(() =>
    [...document.querySelectorAll<HTMLOptionElement>('select.sl-batch__kind option')]
      .map((option) => option.value)
      .filter(Boolean),
  )) as string[];
  expect(kinds.length).toBeGreaterThan(everyKindPages.length);
  // A width at a time (Firefox takes a moment to lay out anew), every kind shown at it: in the
  // page, one call a width (a round trip a kind would cost most of the test's time).
  const byKind: Record<string, string[]> = {};
  for (const { width, zoom } of cellWidths) {
    await batch.setViewport({ width: width / zoom, height: 900 / zoom, deviceScaleFactor: zoom });
    await expect
      .poll(() => batch.evaluate(() => document.documentElement.clientWidth))
      .toBeLessThanOrEqual(width / zoom);
    byKind[`${width} px at ${zoom * 100} %`] = (await batch.evaluate(
      `(${misfitsOfEachKind.toString()})(${cellMisfits.toString()}, ${JSON.stringify(kinds)})`,
    )) as string[];
  }
  expect(byKind).toEqual(fitsEverywhere);
  await batch.close();
}, 120_000);
