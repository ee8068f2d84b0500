/**
 * The files a store receives, made the same way every time: each zip lists its files sorted by
 * name, every one dated 1 January 1980 (the zip format's first day, in any time zone) and
 * compressed at one level, so the same files give the same bytes on any machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Zippable, zipSync } from 'fflate';

export const root = path.resolve(import.meta.dirname, '..');

/** The package each browser's build becomes. */
export const builds = { chrome: 'chrome-mv3', firefox: 'firefox-mv2' } as const;
export type Browser = keyof typeof builds;

const packageJson = (): { name: string; version: string } =>
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
export const version = (): string => packageJson().version;

export const packageName = (kind: Browser | 'sources', at = version()) =>
  `${packageJson().name}-${at}-${kind}.zip`;

// Local time, as the zip format stores it: the same date in every time zone.
const zipEpoch = new Date(1980, 0, 1, 0, 0, 0);

/** A zip of these files (path in the zip → contents), sorted by path. */
export function reproducibleZip(files: Map<string, Uint8Array>): Uint8Array {
  const entries: Zippable = {};
  for (const name of [...files.keys()].sort())
    entries[name] = [files.get(name) ?? new Uint8Array(), { mtime: zipEpoch }];
  return zipSync(entries, { level: 9, mtime: zipEpoch });
}

/** Every file under a folder, by its path relative to it (forward slashes). */
export function filesUnder(folder: string): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  for (const name of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isFile()) files.set(name.split(path.sep).join('/'), readFileSync(full));
  }
  return files;
}

/** A browser's package, zipped from its build in `.output/` under `projectRoot`. */
export function browserPackage(browser: Browser, projectRoot = root): Uint8Array {
  return reproducibleZip(filesUnder(path.join(projectRoot, '.output', builds[browser])));
}

/**
 * The repository's files as the working tree has them: tracked and new, not ignored. On a clean
 * checkout (as `npm run release` demands) that is the commit itself.
 */
export function sourceFiles(): Map<string, Uint8Array> {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  )
    .split('\0')
    .filter((name) => name && existsSync(path.join(root, name)));
  const files = new Map<string, Uint8Array>();
  for (const name of [...new Set(listed)].sort()) {
    const full = path.join(root, name);
    if (statSync(full).isFile()) files.set(name, readFileSync(full));
  }
  return files;
}

const npmVersion = () => execFileSync('npm', ['--version'], { encoding: 'utf8' }).trim();

/** BUILDING.md for the sources package: the exact tools of this build and the one command. */
export function buildingInstructions(): string {
  const node = process.versions.node;
  const npm = npmVersion();
  const at = version();
  return `# Building Sidelight ${at} from these sources

These sources give, byte for byte, the packages submitted to the stores:
\`${packageName('firefox', at)}\` and \`${packageName('chrome', at)}\`.

## What you need

- Node.js ${node} and npm ${npm}, the versions these packages were built with, on Linux. Nothing
  in the build depends on Node's version, so Node 24 on Ubuntu 24.04 is expected to give the same
  files; should it not, use the versions above.
- Network access to the npm registry, for \`npm ci\`. Nothing else is downloaded.

## Steps

In the folder these sources are unpacked in:

\`\`\`sh
npm ci
npm run build-for-amo
\`\`\`

\`npm ci\` installs the exact versions \`package-lock.json\` lists. \`npm run build-for-amo\` builds
both browsers (\`wxt build\` and \`wxt build -b firefox\`) and zips each build the one way it is
always zipped (store/packages.ts). It writes:

- \`.output/firefox-mv2/\`: the Firefox add-on, unpacked;
- \`.output/chrome-mv3/\`: the Chrome extension, unpacked;
- \`.output/${packageName('firefox', at)}\` and \`.output/${packageName('chrome', at)}\`: the
  packages, identical to the submitted ones.

No file is minified by hand or generated outside this build: every script in the packages comes
from the TypeScript in \`entrypoints/\`, \`components/\` and \`lib/\`, bundled by WXT (Vite) and
the libraries in \`package.json\`.
`;
}
