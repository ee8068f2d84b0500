/**
 * The reviewers' rebuild, run by `npm test` and `npm run release` after both builds: the sources
 * package unpacked in a fresh temporary folder, `npm ci` (from npm's cache where it can, the
 * registry otherwise) and `npm run build-for-amo`, as its BUILDING.md says. Each package built
 * there must be byte for byte the package made from this checkout's builds in `.output/`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { type Browser, browserPackage, builds, filesUnder, packageName, root } from './packages';
import { sourcesPackage } from './sources';

/** The files that differ between two sets, by name. */
function differences(expected: Map<string, Uint8Array>, actual: Map<string, Uint8Array>) {
  const names = new Set([...expected.keys(), ...actual.keys()]);
  return [...names].filter((name) => {
    const [a, b] = [expected.get(name), actual.get(name)];
    return !a || !b || Buffer.compare(a, b) !== 0;
  });
}

/** Rebuilds from the sources package; the problems found, none when the packages are the same. */
export function reproduce(sources = sourcesPackage()): string[] {
  const folder = mkdtempSync(path.join(tmpdir(), 'sidelight-rebuild-'));
  try {
    for (const [name, contents] of Object.entries(unzipSync(sources))) {
      mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      writeFileSync(path.join(folder, name), contents);
    }
    const run = (command: string, args: string[]) => {
      const started = Date.now();
      execFileSync(command, args, { cwd: folder, stdio: ['ignore', 'ignore', 'inherit'] });
      console.log(`${command} ${args.join(' ')}: ${Math.round((Date.now() - started) / 1000)} s`);
    };
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error']);
    run('npm', ['run', 'build-for-amo']);
    return (Object.keys(builds) as Browser[]).flatMap((browser) => {
      const rebuilt = readFileSync(path.join(folder, '.output', packageName(browser)));
      if (Buffer.compare(rebuilt, browserPackage(browser)) === 0) return [];
      const changed = differences(
        filesUnder(path.join(root, '.output', builds[browser])),
        filesUnder(path.join(folder, '.output', builds[browser])),
      );
      return [`${packageName(browser)} rebuilt differently: ${changed.join(', ') || 'its zip'}`];
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith(path.join('store', 'reproduce.ts'))) {
  const started = Date.now();
  const problems = reproduce();
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length === 0
      ? `Both packages rebuilt from the sources package, identical (${Math.round((Date.now() - started) / 1000)} s)`
      : `${problems.length} packages rebuilt differently`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
