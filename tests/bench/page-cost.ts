/**
 * What Sidelight costs the pages of the platforms: main-thread time of any of its code in the page
 * (its content script; the ratio against an empty content script is not measured yet), from a
 * trace of the tab, on load and on one in-site navigation, for every platform and every page kind
 * read from the markup.
 */
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { detectUrl, platformOfUrl, platforms } from '../../lib/platforms';
import { needsMarkup } from '../../lib/platforms/dom';
import { platformExamples } from '../../lib/platforms/examples';
import { routePage } from '../e2e/fixtures';
import { journey, markupPages } from '../e2e/platform-pages';
import { median, type Row } from './report';

interface TraceEvent {
  name: string;
  ph: string;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; fileName?: string };
}

/** Runs `action` under a trace and gives the events it recorded. */
async function traced(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (batch: { value: object[] }) => events.push(...(batch.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute'] },
  });
  await action();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/**
 * Milliseconds of main-thread time spent in scripts under `origin` (the extension's): the thread
 * time of their compile, run and callbacks, each counted once (an event inside another is part of
 * it).
 */
export function scriptTime(events: readonly TraceEvent[], origin: string): number {
  const ours = (url: string | undefined) => url?.startsWith(origin) ?? false;
  const own = events
    .filter(
      (event) => event.ph === 'X' && (ours(event.args?.data?.url) || ours(event.args?.fileName)),
    )
    .sort((a, b) => a.ts - b.ts);
  let total = 0;
  const ends = new Map<number, number>();
  for (const event of own) {
    const end = event.ts + (event.dur ?? 0);
    if ((ends.get(event.tid) ?? -1) >= end) continue;
    ends.set(event.tid, end);
    total += event.tdur ?? event.dur ?? 0;
  }
  return total / 1000;
}

const runs = 5;

const readFromMarkup = (url: string): boolean => {
  const platform = platformOfUrl(url);
  return platform ? needsMarkup(platform, detectUrl(url)) : false;
};

/**
 * Loads `first`, then goes to `second` within the page (`pushState`): Sidelight's main-thread time
 * in the tab for each. With `view`, the side panel shows the tab meanwhile, so pages read from
 * their markup are read, and each gets its 4 s of readings.
 */
async function measure(
  context: BrowserContext,
  extensionId: string,
  view: Worker | undefined,
  first: string,
  second: string,
) {
  // What runs in pages: the content scripts (entrypoints/page-*.ts). The trace also holds the
  // panel's and the worker's own scripts, which run elsewhere.
  const ours = `chrome-extension://${extensionId}/page-`;
  const extension = `chrome-extension://${extensionId}/`;
  const settle = (url: string) => (view && readFromMarkup(url) ? 4_500 : 1_000);
  const load: number[] = [];
  const navigation: number[] = [];
  // The first run warms the browser's caches; it is not counted.
  for (let run = 0; run <= runs; run++) {
    const tab = await context.newPage();
    let panel: Page | undefined;
    if (view) {
      await tab.goto('about:blank');
      const tabId = await view.evaluate(async () => {
        const [active] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return active?.id;
      });
      panel = await context.newPage();
      await panel.goto(`${extension}sidepanel.html?tabId=${tabId}`);
      await tab.bringToFront();
    }
    const cdp = await context.newCDPSession(tab);
    const loaded = await traced(cdp, async () => {
      await tab.goto(first);
      await tab.waitForTimeout(settle(first));
    });
    const navigated = await traced(cdp, async () => {
      await tab.evaluate((url) => window.history.pushState({}, '', url), second);
      await tab.waitForTimeout(run === 0 ? 0 : settle(second));
    });
    if (run > 0) {
      load.push(scriptTime(loaded, ours));
      navigation.push(scriptTime(navigated, ours));
    }
    await cdp.detach();
    await panel?.close();
    await tab.close();
  }
  return { load: median(load), navigation: median(navigation) };
}

export async function contentScriptRows(
  context: BrowserContext,
  extensionId: string,
  sw: Worker,
): Promise<Row[]> {
  const rows: Row[] = [];
  const add = (name: string, value: number, budget?: number) =>
    rows.push({
      group: 'in the page',
      name,
      value,
      unit: 'ms',
      ...(budget === undefined ? {} : { budget }),
      note: `Sidelight's main-thread time, median of ${runs}`,
    });
  for (const platform of platforms) {
    const { origin, first, second } = journey(platform);
    await routePage(context, `${origin}/**`, 'generic.html');
    const { load, navigation } = await measure(context, extensionId, undefined, first, second);
    await context.unroute(`${origin}/**`);
    add(`${platform.name}, load`, load, 2);
    add(`${platform.name}, in-site navigation`, navigation, 2);
  }
  // Pages read from their markup, from a saved copy: loaded, and reached within the site; while
  // browsing, and while the panel shows the tab (the reading the user asked for, no budget).
  for (const { url, fixture, expected } of markupPages) {
    const { origin } = new URL(url);
    const platform = platformOfUrl(url);
    // Another page of the same site, told from its address, to come from.
    const other = Object.values(platform ? platformExamples[platform.id].pages : {})
      .flatMap((list) => list.map(([example]) => example))
      .find((example) => new URL(example).origin === origin && !readFromMarkup(example));
    if (!platform || !other) throw new Error(`No page to come to ${url} from`);
    await routePage(context, `${origin}/**`, fixture);
    const name = `${platform.name} ${expected.kind} (read from the page)`;
    const browsing = {
      load: (await measure(context, extensionId, undefined, url, other)).load,
      navigation: (await measure(context, extensionId, undefined, other, url)).navigation,
    };
    add(`${name}, load`, browsing.load, 2);
    add(`${name}, in-site navigation to it`, browsing.navigation, 2);
    add(
      `${name}, load, panel open on the tab`,
      (await measure(context, extensionId, sw, url, other)).load,
    );
    add(
      `${name}, in-site navigation to it, panel open on the tab`,
      (await measure(context, extensionId, sw, other, url)).navigation,
    );
    await context.unroute(`${origin}/**`);
  }
  return rows;
}
