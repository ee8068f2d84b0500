/** detectUrl's throughput over every platform example, bundled as the extension is and run in Chromium. */
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { build } from 'vite';
import type { Row } from './report';

const root = path.resolve(import.meta.dirname, '../..');

export async function detectRows(context: BrowserContext): Promise<Row[]> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    resolve: { alias: { '@': root } },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, 'detect-entry.ts'),
        formats: ['iife'],
        name: 'detectBench',
      },
    },
  });
  const [output] = Array.isArray(built) ? built : [built];
  const code = (output as { output: { code?: string }[] }).output[0]?.code;
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
