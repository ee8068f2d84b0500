import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    root: '..',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    reporters: ['default', ['json', { outputFile: '.output/reports/unit.json' }]],
  },
});
