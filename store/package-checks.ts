/**
 * The built packages held to what the stores check: the one version from package.json, every icon
 * the manifest names present at its size, no permission the code never uses, and no code from
 * anywhere but the package. Each check answers with its problems in words, none when it passes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DeclaredAccess } from './listing';
import { type Browser, builds, filesUnder, root, version } from './packages';
import { pngSize } from './pictures';

interface BuiltManifest extends DeclaredAccess {
  version: string;
  icons?: Record<string, string>;
  action?: { default_icon?: Record<string, string> };
  minimum_chrome_version?: string;
  content_security_policy?: unknown;
}

const buildFolder = (browser: Browser) => path.join(root, '.output', builds[browser]);
export const builtManifest = (browser: Browser): BuiltManifest =>
  JSON.parse(readFileSync(path.join(buildFolder(browser), 'manifest.json'), 'utf8'));

/** The package's version is package.json's: one version feeds both manifests. */
export function versionProblems(browser: Browser): string[] {
  const found = builtManifest(browser).version;
  return found === version() ? [] : [`${browser} says version ${found}, package.json ${version()}`];
}

/** Every icon the manifest names exists, as a PNG of the size it is listed under. */
export function iconProblems(browser: Browser): string[] {
  const manifest = builtManifest(browser);
  const icons = { ...manifest.icons, ...manifest.action?.default_icon };
  if (!icons['128']) return ['no 128-pixel icon'];
  return Object.entries(icons).flatMap(([size, file]) => {
    const full = path.join(buildFolder(browser), file);
    if (!existsSync(full)) return [`icon ${file} is missing`];
    const { width, height } = pngSize(full);
    return width === Number(size) && height === Number(size)
      ? []
      : [`icon ${file} is ${width} × ${height}, listed as ${size}`];
  });
}

/** What the bundled code must contain for each API permission to be in use. */
const permissionUses: Record<string, RegExp> = {
  storage: /\.storage\.(local|session)\b/,
  contextMenus: /\.contextMenus\.create\b/,
  clipboardWrite: /navigator\.clipboard\.write(Text)?\b|execCommand\(\s*["'`]copy/,
  scripting: /\.scripting\.executeScript\b/,
  sidePanel: /\.sidePanel\.(open|setOptions)\b/,
  alarms: /\.alarms\.create\b/,
  notifications: /\.notifications\.create\b/,
};

/** Every API permission is used by the code (host patterns are checked against the platforms). */
export function unusedPermissionProblems(browser: Browser): string[] {
  const code = [...filesUnder(buildFolder(browser))]
    .filter(([name]) => name.endsWith('.js'))
    .map(([, contents]) => Buffer.from(contents).toString('utf8'))
    .join('\n');
  return (builtManifest(browser).permissions ?? [])
    .filter((permission) => !permission.includes('://'))
    .flatMap((permission) => {
      const use = permissionUses[permission];
      if (!use)
        return [`${permission}: no check knows how the code uses it (store/package-checks.ts)`];
      return use.test(code) ? [] : [`${permission} is asked for, and no code uses it`];
    });
}

/**
 * No remote code: the pages load only the package's scripts, no script imports or loads one from
 * an address, and the manifest keeps the browser's default content security policy.
 */
export function remoteCodeProblems(browser: Browser): string[] {
  const files = [...filesUnder(buildFolder(browser))].map(
    ([name, contents]) => [name, Buffer.from(contents).toString('utf8')] as const,
  );
  const problems = files.flatMap(([name, text]) => {
    if (name.endsWith('.html'))
      return [...text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)]
        .map(([, source = '']) => source)
        .filter((source) => /^(https?:)?\/\//.test(source))
        .map((source) => `${name} loads the script ${source}`);
    if (name.endsWith('.js'))
      return [
        ...text.matchAll(/\b(?:import|importScripts)\s*\(\s*["'`](https?:)?\/\/[^"'`]*/g),
      ].map(([found]) => `${name} loads code from an address: ${found}`);
    return [];
  });
  if (builtManifest(browser).content_security_policy !== undefined)
    problems.push('the manifest sets its own content security policy');
  return problems;
}

/** Every check of a package. */
export const packageProblems = (browser: Browser): string[] => [
  ...versionProblems(browser),
  ...iconProblems(browser),
  ...unusedPermissionProblems(browser),
  ...remoteCodeProblems(browser),
  ...(browser === 'chrome' && !builtManifest(browser).minimum_chrome_version
    ? ['no minimum_chrome_version']
    : []),
];
