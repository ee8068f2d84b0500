#!/usr/bin/env node
// `npm test`: every check Sidelight has, in order, each counted. Steps that are not test suites
// (typecheck, lint, builds, web-ext lint) count as one check each; suites count their tests from
// their JSON reports. All steps run even after a failure, so one run shows everything that broke.
// Writes .output/reports/summary.json, which .ci/run turns into its closing line.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
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

/**
 * Steps run one stage after another; the steps of a stage run at once, which pays where they wait
 * more than they compute. A stage of several keeps each step's output in its own log and prints it
 * whole when the step ends, so no two steps' lines mix.
 */
const stages = [
  ['typecheck', 'lint', 'dependency rules', 'knip'],
  ['unit'],
  ['build chrome', 'build firefox'],
  ['web-ext lint', 'reproducible'],
  // The Firefox suite waits far more than it computes (a fifth of the machine while alone), so it
  // runs beside the Chromium one.
  ['e2e chromium', 'e2e firefox'],
];

/** Runs a step; its exit status. Alone it speaks to the terminal; beside others, to its log. */
function runStep(step, alone) {
  const [command, ...args] = step.run;
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const child = spawn(command, args, { cwd: root, stdio: alone ? 'inherit' : 'pipe' });
  const log = path.join(reports, 'logs', `${step.name.replaceAll(' ', '-')}.log`);
  if (!alone) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) =>
    child.on('close', (status) => {
      if (!alone) console.log(`\n━━ ${step.name} ━━\n${readFileSync(log, 'utf8')}`);
      resolve(status ?? 1);
    }),
  );
}

/** A step's counts and what failed, from its exit status and its JSON report. */
function resultOf(step, status, seconds) {
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
  return { step: step.name, status, seconds, ...counts, failures: failed };
}

const named = new Map(steps.map((step) => [step.name, step]));
const staged = stages.flat();
const unstaged = steps.filter((step) => !staged.includes(step.name)).map((step) => step.name);
if (unstaged.length > 0 || staged.some((name) => !named.has(name)))
  throw new Error(
    `Every step is in one stage: ${[...unstaged, ...staged.filter((n) => !named.has(n))]}`,
  );

rmSync(reports, { recursive: true, force: true });
mkdirSync(path.join(reports, 'logs'), { recursive: true });
const results = [];
const began = Date.now();
for (const stage of stages) {
  const finished = await Promise.all(
    stage.map(async (name) => {
      const step = named.get(name);
      const started = Date.now();
      const status = await runStep(step, stage.length === 1);
      return resultOf(step, status, (Date.now() - started) / 1000);
    }),
  );
  results.push(...finished);
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
console.log(
  `Total: ${total.passed} passed, ${total.failed} failed in ${Math.round((Date.now() - began) / 1000)} s`,
);
process.exit(total.failed === 0 ? 0 : 1);
