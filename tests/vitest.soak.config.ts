import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

/** `npm run soak`: the money simulation from random seeds (tests/soak/), one long test. */
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/soak/**/*.soak.ts'],
    setupFiles: ['lib/zod.ts', 'tests/support/area-views.ts'],
    testTimeout: 0,
  },
});
