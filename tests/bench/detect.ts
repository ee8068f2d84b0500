/** detectUrl's throughput over every platform example, bundled as the extension is and run in Chromium. */
import type { BrowserContext } from '@playwright/test';
import { bundleEntry } from './bundle-entry';
import type { Row } from './report';

export async function detectRows(context: BrowserContext): Promise<Row[]> {
  const [output] = await bundleEntry('detect-entry.ts', { formats: ['iife'], name: 'detectBench' });
  const code = output?.code;
  if (!code) throw new Error('The detectUrl bundle is empty');
  const page = await context.newPage();
  await page.addScriptTag({ content: code });
  // One warm-up second for the JIT, then the measured one.
  const result = await page.evaluate(() => {
    const bench = (
      window as unknown as { detectBench: { run(ms: number): { urls: number; perMs: number } } }
    ).detectBench;
    bench.run(1_000);
    return bench.run(1_000);
  });
  await page.close();
  return [
    {
      group: 'detectUrl',
      name: `throughput over ${result.urls} example URLs`,
      value: result.perMs,
      unit: 'URLs/ms',
      note: `${(1000 / result.perMs).toFixed(1)} µs a URL`,
    },
  ];
}
