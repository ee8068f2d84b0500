import { defineConfig } from '@playwright/test';

/** `npm run screenshots`: the README's pictures, from the built Chrome package. */
export default defineConfig({
  testDir: '.',
  testMatch: 'screenshots.ts',
  outputDir: '../../test-results/screenshots',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
});
