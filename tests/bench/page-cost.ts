/**
 * What a content script costs the page it runs on: main-thread time of its own code, from a trace
 * of the tab, on load and on one in-site navigation, for every platform.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, CDPSession } from '@playwright/test';
import { detectUrl, platforms } from '../../lib/platforms';
import { domResolvers } from '../../lib/platforms/dom';
import { chromeBuild, routePage } from '../e2e/fixtures';
import { journey } from '../e2e/platform-pages';
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
 * Milliseconds of main-thread time spent in one script: the thread time of its compile, run and
 * callbacks, each counted once (an event inside another of the script's is part of it).
 */
export function scriptTime(events: readonly TraceEvent[], scriptUrl: string): number {
  const own = events
    .filter(
      (event) =>
        event.ph === 'X' &&
        (event.args?.data?.url === scriptUrl || event.args?.fileName === scriptUrl),
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

export async function contentScriptRows(
  context: BrowserContext,
  extensionId: string,
): Promise<Row[]> {
  const { content_scripts: scripts } = JSON.parse(
    readFileSync(path.join(chromeBuild, 'manifest.json'), 'utf8'),
  ) as { content_scripts: { matches: string[]; js: string[] }[] };
  const rows: Row[] = [];
  for (const platform of platforms) {
    const { origin, first, second } = journey(platform);
    const file = scripts.find((script) =>
      script.matches.some((pattern) => platform.matches.includes(pattern)),
    )?.js[0];
    if (!file) throw new Error(`No content script for ${platform.name}`);
    const scriptUrl = `chrome-extension://${extensionId}/${file}`;
    // Pages whose match is read from the markup are looked at again for 4 s after a navigation.
    const kind = detectUrl(second)?.kind ?? '';
    const settle = domResolvers[platform.id]?.[kind] ? 4_500 : 1_000;
    await routePage(context, `${origin}/**`, 'generic.html');
    const load: number[] = [];
    const navigation: number[] = [];
    // The first run warms the browser's caches; it is not counted.
    for (let run = 0; run <= runs; run++) {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      const loaded = await traced(cdp, async () => {
        await tab.goto(first);
        await tab.waitForTimeout(1_000);
      });
      const navigated = await traced(cdp, async () => {
        await tab.evaluate((url) => window.history.pushState({}, '', url), second);
        await tab.waitForTimeout(run === 0 ? 0 : settle);
      });
      if (run > 0) {
        load.push(scriptTime(loaded, scriptUrl));
        navigation.push(scriptTime(navigated, scriptUrl));
      }
      await cdp.detach();
      await tab.close();
    }
    await context.unroute(`${origin}/**`);
    for (const [moment, times] of [
      ['load', load],
      ['in-site navigation', navigation],
    ] as const) {
      rows.push({
        group: 'content script',
        name: `${platform.name}, ${moment}`,
        value: median(times),
        unit: 'ms',
        budget: 2,
        note: `main thread, median of ${runs}`,
      });
    }
  }
  return rows;
}
