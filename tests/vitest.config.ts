import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // zod set up as every entrypoint sets it up: no compiling, English messages; every area's views
    // loaded, as a view has its area's once it shows one of its answers.
    setupFiles: ['lib/zod.ts', 'tests/support/area-views.ts'],
    reporters: ['default', ['json', { outputFile: '.output/reports/unit.json' }]],
  },
});
