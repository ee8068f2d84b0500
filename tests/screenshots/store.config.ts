import { defineConfig } from '@playwright/test';

/** `npm run store-pictures`: the stores' pictures, from the built Chrome package. */
export default defineConfig({
  testDir: '.',
  testMatch: 'store-pictures.ts',
  outputDir: '../../test-results/store-pictures',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
});
