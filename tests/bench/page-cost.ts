/**
 * What Sidelight costs the pages of the platforms, as a ratio to the floor every reporting
 * extension pays: a content script with the same `run_at`, in the same pages, in the same run, that
 * only sends one message to its background and takes the reply. From a trace of the tab, on load
 * and on one in-site navigation, for every platform and every page kind read from the markup.
 *
 * Two such scripts (called empty below: they do nothing else) run beside Sidelight's, in
 * extensions whose ids sort before and after any other: Chromium injects in that order, and the first script in a page also pays the page's
 * one-time setup. So the first empty script costs what a lone one-message script costs, the last
 * one what any further script's world costs, and Sidelight alone would cost the first empty
 * script's time plus what its own takes beyond the last one's: ratio = 1 + (Sidelight − last) ÷
 * first. On an in-site navigation the empty scripts do nothing: Sidelight's time there is divided
 * by the same floor, a lone one-message script's load.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import { panelPath, pinnedPath } from '../../lib/extension/shared/view-addresses';
import { detectUrl, platformOfUrl, platforms } from '../../lib/platforms';
import { fromDocumentOf } from '../../lib/platforms/platform';
import { launchWithExtension, routePage } from '../e2e/fixtures';
import { journey, markupPages } from '../e2e/platform-pages';
import { platformExamples } from '../support/platform-examples';
import { median, type Row } from './report';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { url?: string };
    fileName?: string;
    chrome_extension_id?: { extension_id?: string };
  };
}

/** Runs `action` under a trace and gives the events it recorded. */
async function traced(cdp: CDPSession, action: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (batch: { value: object[] }) => events.push(...(batch.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8.execute', 'extensions'] },
  });
  await action();
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/**
 * The empty content scripts' extensions. Their keys fix their ids ("aaa…", "ppp…", the two ends
 * of the alphabet Chromium writes ids in), and so the order of injection.
 */
const floors = {
  first: {
    id: 'aaadlnofjhpogkbhapcnnbkdpbbnlbmc',
    key: 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQCj0VS/qKcwhNBcsOJsMYu6v1o4va0jzQ02tyxN9+ZczmBpJ2ji89l8HWYs+eVLPKmIbQL7RebDBtu6s7+rhPxwXOo0DlFQQmqhoprDkBOdwHJHrfNE5BHlY5hDi7+fTdFFUxnMHQTXlDmK5IepinTr5j69fWsSLrMGttsrpxp8gQIDAQAB',
  },
  last: {
    id: 'ppplkaopjkhdaldmmmekoaajklmpjcmh',
    key: 'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQDd2GoG0a033tTZKLZWK0ca9J+gna1G7qYiwlPbsNHUNP9zl0sDL/kFHZyGW518cR7C+ceunpi8S+VJQv44AVc2c/27W3j+IWJYUX7W9IAuIQc0oZ4I1KGWstZDDywnHydFemoNjlVwJfRnTwvMYV5lrtY+/ozyxR6RxMpgbWON0wIDAQAB',
  },
};

/**
 * Writes the two floor extensions under `dir`: the same matches and `run_at` as Sidelight's, a
 * content script that sends the page's address to the background once, and a background that
 * answers it.
 */
function writeFloors(dir: string): string[] {
  return Object.entries(floors).map(([name, { key }]) => {
    const at = path.join(dir, `one-message-content-script-${name}`);
    mkdirSync(at, { recursive: true });
    writeFileSync(
      path.join(at, 'empty.js'),
      'chrome.runtime.sendMessage({ page: location.href }).catch(() => {});\n',
    );
    writeFileSync(
      path.join(at, 'background.js'),
      'chrome.runtime.onMessage.addListener((message, sender, reply) => reply({ ok: true }));\n',
    );
    writeFileSync(
      path.join(at, 'manifest.json'),
      JSON.stringify({
        manifest_version: 3,
        name: `One-message content script (${name})`,
        version: '1.0',
        key,
        background: { service_worker: 'background.js' },
        content_scripts: [
          {
            matches: platforms.flatMap((platform) => platform.matches),
            js: ['empty.js'],
            run_at: 'document_idle',
          },
        ],
      }),
    );
    return at;
  });
}

/**
 * Milliseconds of main-thread time per extension in the tab's own process (`pid`): its content
 * script's injection (its world, Chromium's `ScriptInjection::InjectJs`), then the compile, run
 * and callbacks of its scripts, each counted once (an event inside another is part of it). A trace
 * records every process, so the extensions' workers answering the page and a side panel showing
 * it are left out: they run elsewhere, and the page does not wait for them.
 */
function timePerExtension(events: readonly TraceEvent[], pid: number): Map<string, number> {
  const owner = (event: TraceEvent): string | undefined => {
    if (event.name === 'ScriptInjection::InjectJs')
      return event.args?.chrome_extension_id?.extension_id;
    const url = event.args?.data?.url ?? event.args?.fileName;
    return url?.startsWith('chrome-extension://') ? new URL(url).host : undefined;
  };
  const times = new Map<string, number>();
  const ends = new Map<number, number>();
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const id = event.ph === 'X' && event.pid === pid ? owner(event) : undefined;
    if (!id) continue;
    const end = event.ts + (event.dur ?? 0);
    if ((ends.get(event.tid) ?? -1) >= end) continue;
    ends.set(event.tid, end);
    times.set(id, (times.get(id) ?? 0) + (event.tdur ?? event.dur ?? 0) / 1000);
  }
  return times;
}

const runs = 5;
/**
 * At most this many times what a lone one-message content script costs, on load and on
 * navigation, on every platform; and the goal for their median.
 */
const budget = 2;
const goal = 1.5;

const readFromMarkup = (url: string): boolean => {
  const platform = platformOfUrl(url);
  return platform ? fromDocumentOf(platform, detectUrl(url)) !== undefined : false;
};

interface Cost {
  /** Milliseconds: Sidelight's, the first empty script's, the last one's. */
  sidelight: number;
  first: number;
  last: number;
}

/** The tab's renderer: where the content scripts were injected. */
const tabProcess = (events: readonly TraceEvent[]): number => {
  const injected = events.find((event) => event.name === 'ScriptInjection::InjectJs');
  if (!injected) throw new Error('No content script was injected in the traced load');
  return injected.pid;
};

const costOf = (events: readonly TraceEvent[], sidelight: string, pid: number): Cost => {
  const times = timePerExtension(events, pid);
  return {
    sidelight: times.get(sidelight) ?? 0,
    first: times.get(floors.first.id) ?? 0,
    last: times.get(floors.last.id) ?? 0,
  };
};

const medianCost = (costs: readonly Cost[]): Cost => ({
  sidelight: median(costs.map((cost) => cost.sidelight)),
  first: median(costs.map((cost) => cost.first)),
  last: median(costs.map((cost) => cost.last)),
});

/**
 * Loads `first`, then goes to `second` within the page (`pushState`): each extension's
 * main-thread time in the tab for each. With `view`, the side panel shows the tab meanwhile, so
 * pages read from their markup are read, and each gets its 4 s of readings.
 */
async function measure(
  context: BrowserContext,
  extensionId: string,
  view: Worker | undefined,
  first: string,
  second: string,
): Promise<{ load: Cost; navigation: Cost }> {
  const extension = `chrome-extension://${extensionId}/`;
  const settle = (url: string) => (view && readFromMarkup(url) ? 4_500 : 1_000);
  const load: Cost[] = [];
  const navigation: Cost[] = [];
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
      await panel.goto(
        `${extension}${(tabId === undefined ? panelPath : pinnedPath(tabId)).slice(1)}`,
      );
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
      // The in-site navigation stays in the same document, and so in the same process.
      const pid = tabProcess(loaded);
      load.push(costOf(loaded, extensionId, pid));
      navigation.push(costOf(navigated, extensionId, pid));
    }
    await cdp.detach();
    await panel?.close();
    await tab.close();
  }
  return { load: medianCost(load), navigation: medianCost(navigation) };
}

const fixed = (ms: number) => ms.toFixed(2);

/** The rows of one page: load and in-site navigation, each as a ratio with its milliseconds. */
function pageRows(
  name: string,
  measured: { load: Cost; navigation: Cost },
  budget?: number,
): Row[] {
  const { load, navigation } = measured;
  const floor = load.first;
  const row = (what: string, value: number, note: string): Row => ({
    group: 'in the page',
    name: `${name}, ${what}`,
    value,
    unit: '×',
    ...(budget === undefined ? {} : { budget }),
    note,
  });
  return [
    row(
      'load',
      1 + (load.sidelight - load.last) / floor,
      `Sidelight ${fixed(load.sidelight)} ms beside a one-message script's ${fixed(load.last)} ms; a lone one-message script ${fixed(floor)} ms; median of ${runs}`,
    ),
    row(
      'in-site navigation',
      navigation.sidelight / floor,
      `Sidelight ${fixed(navigation.sidelight)} ms; a lone one-message script's load ${fixed(floor)} ms; median of ${runs}`,
    ),
  ];
}

/** Sidelight's content scripts in every platform's pages, beside two one-message content scripts. */
export async function contentScriptRows(): Promise<Row[]> {
  const context = await launchWithExtension(
    undefined,
    '',
    writeFloors(path.resolve(import.meta.dirname, '../../.output/bench')),
  );
  try {
    // The floors have workers too: Sidelight's is the one of neither floor.
    const floorIds: string[] = Object.values(floors).map((floor) => floor.id);
    const ours = (worker: Worker) => !floorIds.includes(new URL(worker.url()).host);
    const sw =
      context.serviceWorkers().find(ours) ??
      (await context.waitForEvent('serviceworker', { predicate: ours }));
    const extensionId = new URL(sw.url()).host;
    if (!(floors.first.id < extensionId && extensionId < floors.last.id))
      throw new Error(`Sidelight's id ${extensionId} does not sort between the floors'`);
    const rows: Row[] = [];
    for (const platform of platforms) {
      const { origin, first, second } = journey(platform);
      await routePage(context, `${origin}/**`, 'generic.html');
      rows.push(
        ...pageRows(
          platform.name,
          await measure(context, extensionId, undefined, first, second),
          budget,
        ),
      );
      await context.unroute(`${origin}/**`);
    }
    const loads = rows.filter((row) => row.name.endsWith(', load'));
    rows.push({
      group: 'in the page',
      name: 'every platform, load: the median',
      value: median(loads.map((row) => row.value)),
      unit: '×',
      budget: goal,
      note: `of ${loads.length} platforms; each at most ${budget}`,
    });
    // Pages read from their markup, from a saved copy: loaded, and reached within the site; while
    // browsing, and while the panel shows the tab (the reading the user asked for, its readings
    // while the site renders included).
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
      const arriving = await measure(context, extensionId, undefined, other, url);
      const loading = await measure(context, extensionId, undefined, url, other);
      rows.push(...pageRows(name, { load: loading.load, navigation: arriving.navigation }, budget));
      const arrivingShown = await measure(context, extensionId, sw, other, url);
      const loadingShown = await measure(context, extensionId, sw, url, other);
      rows.push(
        ...pageRows(
          `${name}, panel open on the tab`,
          { load: loadingShown.load, navigation: arrivingShown.navigation },
          budget,
        ),
      );
      await context.unroute(`${origin}/**`);
    }
    return rows;
  } finally {
    await context.close();
  }
}
