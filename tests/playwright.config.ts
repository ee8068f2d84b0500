import { defineConfig } from '@playwright/test';

/** e2e in Debian's Chromium with the built Chrome package (`npm run build` first). */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Each worker launches one browser with the extension, reset between its tests (fixtures.ts).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.output/reports/e2e.json' }]],
  use: { trace: 'retain-on-failure' },
});
