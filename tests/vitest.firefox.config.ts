import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The Firefox smoke test: puppeteer-core drives Debian's firefox-esr with the built MV2 package. */
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    root,
    include: ['tests/firefox/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ['default', ['json', { outputFile: '.output/reports/firefox.json' }]],
  },
});
