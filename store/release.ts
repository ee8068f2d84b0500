/**
 * `npm run release`: everything a store submission needs, in `.output/release/<version>/`, from a
 * clean checkout whose version has its CHANGELOG.md entry. Builds both browsers, runs the checks
 * (web-ext lint, the packages' rules, the listing's limits and justifications, the rebuild from
 * the sources package, the pictures' sizes) and stops at the first that fails. Uploads nothing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { justificationText } from './listing';
import { builtManifest, packageProblems } from './package-checks';
import { type Browser, browserPackage, builds, packageName, root, version } from './packages';
import { pictureProblems, picturesFolder, storePictures } from './pictures';
import { reproduce } from './reproduce';
import { sourcesPackage } from './sources';

const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const browsers = Object.keys(builds) as Browser[];

function step(name: string) {
  console.log(`\n━━ ${name} ━━`);
}

function fail(problems: string[]): never {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}

function run(command: string, args: string[]) {
  execFileSync(command, args, { cwd: root, stdio: 'inherit' });
}

/** The version's section of CHANGELOG.md, without its heading. */
export function changelogEntry(changelog: string, at: string): string | undefined {
  const escaped = at.replace(/[.]/g, '\\.');
  const match = changelog.match(
    new RegExp(
      `^## \\[${escaped}\\] - \\d{4}-\\d{2}-\\d{2}\\n([\\s\\S]*?)(?=^## \\[|(?![\\s\\S]))`,
      'm',
    ),
  );
  return match?.[1]?.trim() || undefined;
}

function main() {
  const at = version();
  const started = Date.now();
  step(`Sidelight ${at}`);
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (dirty.trim())
    fail([`the working tree has changes; commit or stash them first:\n${dirty.trimEnd()}`]);
  const changelog = readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  const entry = changelogEntry(changelog, at);
  if (!entry)
    fail([`CHANGELOG.md has no entry "## [${at}] - YYYY-MM-DD" with its changes for this version`]);

  step('Build');
  run(bin('wxt'), ['build']);
  run(bin('wxt'), ['build', '-b', 'firefox']);

  step('Checks');
  run(bin('web-ext'), [
    'lint',
    '--source-dir',
    '.output/firefox-mv2',
    '--no-input',
    '--warnings-as-errors',
  ]);
  const problems = browsers.flatMap((browser) =>
    packageProblems(browser).map((problem) => `${browser}: ${problem}`),
  );
  if (problems.length) fail(problems);
  run(bin('vitest'), [
    'run',
    '--config',
    'tests/vitest.config.ts',
    'tests/unit/store-listing.test.ts',
  ]);

  step('Rebuild from the sources package');
  const sources = sourcesPackage();
  const rebuilt = reproduce(sources);
  if (rebuilt.length) fail(rebuilt);

  step('Store pictures');
  rmSync(picturesFolder, { recursive: true, force: true });
  run(bin('playwright'), ['test', '--config', 'tests/screenshots/store.config.ts']);
  const pictures = pictureProblems();
  if (pictures.length) fail(pictures);

  step('Release folder');
  const folder = path.join(root, '.output/release', at);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(path.join(folder, 'pictures'), { recursive: true });
  for (const browser of browsers)
    writeFileSync(path.join(folder, packageName(browser)), browserPackage(browser));
  writeFileSync(path.join(folder, packageName('sources')), sources);
  for (const file of ['PRIVACY.md', 'LICENSE'])
    cpSync(path.join(root, file), path.join(folder, file));
  cpSync(path.join(root, 'store/listing.md'), path.join(folder, 'listing.md'));
  for (const name of Object.keys(storePictures))
    cpSync(path.join(picturesFolder, name), path.join(folder, 'pictures', name));
  writeFileSync(
    path.join(folder, 'permissions.md'),
    browsers
      .map(
        (browser) =>
          `# ${browser === 'chrome' ? 'Chrome Web Store' : 'addons.mozilla.org'}: why each permission\n\n${justificationText(builtManifest(browser))}`,
      )
      .join('\n'),
  );
  writeFileSync(path.join(folder, 'release-notes.md'), `# Sidelight ${at}\n\n${entry}\n`);
  const written = execFileSync('find', ['.', '-type', 'f'], { cwd: folder, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .sort();
  console.log(`${path.relative(root, folder)}/ (${Math.round((Date.now() - started) / 1000)} s):`);
  for (const file of written) console.log(`  ${file.slice(2)}`);
  console.log('Nothing was uploaded.');
}

if (process.argv[1]?.endsWith(path.join('store', 'release.ts'))) main();
