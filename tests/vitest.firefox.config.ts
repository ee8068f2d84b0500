import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Firefox e2e: puppeteer-core drives Debian's firefox-esr with the built Firefox package
 * (`.output/firefox-mv2`), one browser per file, the files one after another. Each browser
 * starts from a copy of a profile Firefox has started in once (`firefox/profile.ts`).
 */
export default defineConfig({
  resolve: { alias: { '@': root } },
  test: {
    root,
    include: ['tests/firefox/**/*.test.ts'],
    globalSetup: ['tests/firefox/profile.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000, interval: 100 } },
    reporters: ['default', ['json', { outputFile: '.output/reports/firefox.json' }]],
  },
});
