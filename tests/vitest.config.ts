import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: '.output/reports/unit.json' }]],
  },
});
