/**
 * What the build runs (lib/build/) stays out of every bundle: the dependency rule that says so
 * reports an import of it from each runtime's folder, and lets the build's own files import each
 * other. The rule is the one `npm run deps` checks, run over a small tree written for the test.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { afterAll, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const config: IConfiguration = createRequire(import.meta.url)('../dependency-rules.cjs');
const rule = 'build-code-only-in-the-build';

/** A module in each place runtime code lives: the entrypoints, the components, every lib folder. */
const runtimeModules = [
  'entrypoints/background.ts',
  'components/Importer.tsx',
  'lib/importer.ts',
  ...readdirSync(path.join(root, 'lib'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'build')
    .map((entry) => `lib/${entry.name}/importer.ts`),
];

const tree = mkdtempSync(path.join(tmpdir(), 'sidelight-build-rule-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

const write = (file: string, code: string) => {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), code);
};

const importOf = (from: string, to: string) =>
  `import { plugin } from '${path.posix.relative(path.posix.dirname(from), to).replace(/^(?!\.)/, './')}';\nexport const used = plugin;\n`;

it('reports an import of lib/build/ from every runtime folder, and none within lib/build/', async () => {
  write('lib/build/plugin.ts', 'export const plugin = 1;\n');
  write('lib/build/other.ts', importOf('lib/build/other.ts', 'lib/build/plugin'));
  for (const file of runtimeModules) write(file, importOf(file, 'lib/build/plugin'));

  const { output } = await cruise(['lib', 'components', 'entrypoints'], {
    ...config.options,
    webpackConfig: undefined,
    baseDir: tree,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const reported = (output as ICruiseResult).summary.violations
    .filter((violation) => violation.rule.name === rule)
    .map((violation) => `${violation.from} → ${violation.to}`);

  expect(reported.sort()).toEqual(
    runtimeModules.map((file) => `${file} → lib/build/plugin.ts`).sort(),
  );
});
