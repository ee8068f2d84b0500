#!/usr/bin/env node
// `npm test`: every check Sidelight has, in order, each counted. Steps that are not test suites
// (typecheck, lint, builds, web-ext lint) count as one check each; suites count their tests from
// their JSON reports. All steps run even after a failure, so one run shows everything that broke.
// Writes .output/reports/summary.json, which .ci/run turns into its closing line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.output/reports');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** Passed and failed tests from a vitest or Playwright JSON report. */
const counters = {
  vitest: (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0),
  }),
  playwright: (report) => ({
    passed: report.stats.expected,
    failed: report.stats.unexpected + report.stats.flaky + (report.stats.expected === 0 ? 1 : 0),
  }),
};

/** The first line of an error, without the terminal's colours. */
const firstLine = (text = '') =>
  (stripVTControlCharacters(text).trim().split('\n')[0] ?? '').slice(0, 200);

/** What failed in a vitest or Playwright JSON report: where, its name, the first line of why. */
const failures = {
  vitest: (report) =>
    report.testResults.flatMap((file) =>
      file.assertionResults
        .filter((test) => test.status === 'failed')
        .map(
          (test) =>
            `${path.relative(root, file.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        ),
    ),
  playwright: (report) => {
    const found = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests)
          if (test.status === 'unexpected' || test.status === 'flaky') {
            const error = test.results.find((result) => result.error)?.error?.message;
            found.push(`${spec.file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
    return found;
  },
};

const steps = [
  { name: 'typecheck', run: [bin('tsc'), '--noEmit'] },
  { name: 'lint', run: [bin('biome'), 'check', '.'] },
  {
    name: 'dependency rules',
    run: [
      bin('depcruise'),
      '--config',
      'tests/dependency-rules.cjs',
      'lib',
      'components',
      'entrypoints',
    ],
  },
  { name: 'knip', run: [bin('knip')] },
  {
    name: 'unit',
    run: [bin('vitest'), 'run', '--config', 'tests/vitest.config.ts'],
    report: 'unit.json',
    counter: 'vitest',
  },
  { name: 'build chrome', run: [bin('wxt'), 'build'] },
  { name: 'build firefox', run: [bin('wxt'), 'build', '-b', 'firefox'] },
  {
    name: 'web-ext lint',
    run: [
      bin('web-ext'),
      'lint',
      '--source-dir',
      '.output/firefox-mv2',
      '--no-input',
      '--warnings-as-errors',
    ],
  },
  // The sources package rebuilt in a fresh folder gives both packages byte for byte.
  { name: 'reproducible', run: [bin('jiti'), 'store/reproduce.ts'] },
  {
    name: 'e2e chromium',
    run: [bin('playwright'), 'test', '--config', 'tests/playwright.config.ts'],
    report: 'e2e.json',
    counter: 'playwright',
  },
  {
    name: 'e2e firefox',
    run: [bin('vitest'), 'run', '--config', 'tests/vitest.firefox.config.ts'],
    report: 'firefox.json',
    counter: 'vitest',
  },
];

rmSync(reports, { recursive: true, force: true });
const results = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const [command, ...args] = step.run;
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = (Date.now() - started) / 1000;
  let counts = status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  let failed = [];
  if (step.report) {
    const file = path.join(reports, step.report);
    const report = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
    counts = report ? counters[step.counter](report) : { passed: 0, failed: 1 };
    failed = report ? failures[step.counter](report) : [];
    // A runner that failed outside its tests (a crash, a config error) still fails the step.
    if (status !== 0 && counts.failed === 0) counts.failed = 1;
  }
  results.push({ step: step.name, status, seconds, ...counts, failures: failed });
}

const total = results.reduce(
  (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed }),
  { passed: 0, failed: 0 },
);
mkdirSync(reports, { recursive: true });
writeFileSync(
  path.join(reports, 'summary.json'),
  `${JSON.stringify({ ...total, steps: results }, null, 2)}\n`,
);

console.log('\n━━ summary ━━');
for (const r of results) {
  const mark = r.failed === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${mark} ${r.step.padEnd(16)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`,
  );
  // Named here too: the end of a long log is often all that is kept of it.
  for (const failure of r.failures) console.log(`       ✘ ${failure}`);
}
console.log(`Total: ${total.passed} passed, ${total.failed} failed`);
process.exit(total.failed === 0 ? 0 : 1);
