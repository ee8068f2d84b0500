import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { sampleFile } from '../../lib/api/sample-files';
import { samples } from '../../lib/areas/samples';
import { platforms } from '../../lib/platforms';

/** The built manifests, as the stores and the browsers will read them. */
const root = path.resolve(import.meta.dirname, '../..');
const builds = {
  chrome: path.join(root, '.output/chrome-mv3'),
  firefox: path.join(root, '.output/firefox-mv2'),
} as const;

interface Manifest {
  manifest_version: number;
  content_security_policy?: unknown;
  externally_connectable?: unknown;
  web_accessible_resources?: unknown;
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
  content_scripts?: { matches: string[]; js: string[]; run_at?: string; all_frames?: boolean }[];
  commands: Record<string, { suggested_key?: { default: string } }>;
  icons: Record<string, string>;
  side_panel?: { default_path: string };
  sidebar_action?: { default_panel: string };
  browser_action?: { default_popup?: string; default_title?: string; default_area?: string };
  browser_specific_settings?: {
    gecko?: { id: string; data_collection_permissions?: { required: string[] } };
  };
}
const manifest = (browser: keyof typeof builds): Manifest =>
  JSON.parse(readFileSync(path.join(builds[browser], 'manifest.json'), 'utf8'));

/** Every file of a build, relative to it. */
const builtFiles = (browser: keyof typeof builds): string[] =>
  readdirSync(builds[browser], { recursive: true, encoding: 'utf8' });

const allPlatformMatches = platforms.flatMap((platform) => platform.matches).sort();
/** What the extension may touch from install on (optional permissions are asked for later). */
const grantedPatterns = (m: Manifest) => [...(m.permissions ?? []), ...(m.host_permissions ?? [])];
const localServers = ['http://127.0.0.1/*', 'http://localhost/*'];

for (const browser of ['chrome', 'firefox'] as const) {
  test.describe(`${browser} manifest`, () => {
    test('one content script per platform, in the top frame of its https pages only', () => {
      const m = manifest(browser);
      expect(m.content_scripts).toEqual(
        platforms.map((platform) => ({
          matches: [...platform.matches],
          js: [`page-${platform.id}.js`],
          run_at: 'document_idle',
        })),
      );
      for (const pattern of m.content_scripts?.flatMap((script) => script.matches) ?? [])
        expect(pattern).toMatch(/^https:\/\/[^*/]*[^/]*\//);
    });

    test('reaches every platform and the local servers, nothing more', () => {
      const m = manifest(browser);
      expect(
        grantedPatterns(m)
          .filter((pattern) => pattern.includes('/'))
          .sort(),
      ).toEqual([...allPlatformMatches, ...localServers].sort());
      for (const pattern of grantedPatterns(m)) {
        expect(pattern).not.toMatch(/<all_urls>|^\*:\/\/\*\/|^https?:\/\/\*\/\*$/);
      }
    });

    test('every endpoint has its demo answer as a JSON file the background can fetch', () => {
      for (const [id, sample] of Object.entries(samples)) {
        const file = path.join(builds[browser], sampleFile(id));
        expect(JSON.parse(readFileSync(file, 'utf8')), id).toEqual(sample);
      }
      expect(builtFiles(browser).filter((file) => file.startsWith('samples/'))).toHaveLength(
        Object.keys(samples).length,
      );
    });

    test('grants the local servers and asks for any other API origin', () => {
      const m = manifest(browser);
      const granted = browser === 'chrome' ? m.host_permissions : m.permissions;
      const optional = browser === 'chrome' ? m.optional_host_permissions : m.optional_permissions;
      expect(granted).toEqual(expect.arrayContaining(['http://127.0.0.1/*', 'http://localhost/*']));
      expect(optional?.filter((entry) => entry.includes('/'))).toEqual(['https://*/*']);
    });

    test('wakes for watched things by alarms, and asks for notifications only when turned on', () => {
      const m = manifest(browser);
      expect(m.permissions).toContain('alarms');
      expect(m.permissions).not.toContain('notifications');
      expect(m.optional_permissions).toContain('notifications');
    });

    test('keeps the default security policy; nothing loads code from elsewhere or is exposed to pages', () => {
      const m = manifest(browser);
      expect(m.content_security_policy).toBeUndefined();
      expect(m.externally_connectable).toBeUndefined();
      expect(m.web_accessible_resources).toBeUndefined();
      for (const file of builtFiles(browser).filter((name) => /\.(html|js)$/.test(name))) {
        const text = readFileSync(path.join(builds[browser], file), 'utf8');
        expect(text, file).not.toMatch(
          /<script[^>]+src="(?!\/)|import\(\s*["'`]https?:|importScripts\(/,
        );
      }
    });

    test('only the background and the options page carry the key', () => {
      const holders = builtFiles(browser).filter(
        (file) =>
          file.endsWith('.js') &&
          readFileSync(path.join(builds[browser], file), 'utf8').includes('local:apiKey'),
      );
      const pagesLoading = (chunk: string) =>
        ['sidepanel.html', 'popup.html', 'options.html'].filter((page) =>
          readFileSync(path.join(builds[browser], page), 'utf8').includes(`/${chunk}`),
        );
      expect(holders).toContain('background.js');
      for (const chunk of holders.filter((file) => file !== 'background.js'))
        expect(pagesLoading(chunk), chunk).toEqual(['options.html']);
    });

    test('ships every icon size the stores ask for', () => {
      const m = manifest(browser);
      for (const size of ['16', '32', '48', '96', '128']) {
        const file = m.icons[size];
        expect(file, `icon ${size}`).toBeDefined();
        const png = readFileSync(path.join(builds[browser], file ?? ''));
        // PNG width and height, big-endian, at bytes 16 and 20.
        expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([Number(size), Number(size)]);
      }
    });
  });
}

test('chrome: MV3 with a side panel and a shortcut to open it', () => {
  const m = manifest('chrome');
  expect(m.manifest_version).toBe(3);
  expect(m.side_panel?.default_path).toBe('sidepanel.html');
  expect(m.permissions).toEqual(expect.arrayContaining(['storage', 'sidePanel']));
  expect(m.commands['open-side-panel']?.suggested_key?.default).toBe('Alt+Shift+S');
});

test('firefox: MV2 with a sidebar, a gecko id and the data-collection declaration', () => {
  const m = manifest('firefox');
  expect(m.manifest_version).toBe(2);
  expect(m.sidebar_action?.default_panel).toBe('sidepanel.html');
  expect(m.permissions).not.toContain('sidePanel');
  expect(m.commands._execute_sidebar_action?.suggested_key?.default).toBe('Alt+Shift+S');
  expect(m.browser_specific_settings?.gecko?.id).toMatch(/@/);
  expect(m.browser_specific_settings?.gecko?.data_collection_permissions?.required).toEqual([
    'authenticationInfo',
    'browsingActivity',
    'searchTerms',
  ]);
  expect(existsSync(path.join(builds.firefox, 'sidepanel.html'))).toBe(true);
});

test('firefox: the toolbar button sits on the toolbar, where its dot and count are seen', () => {
  // Without default_area Firefox keeps a new button in the Extensions menu.
  expect(manifest('firefox').browser_action).toEqual({
    default_title: 'Sidelight',
    default_popup: 'popup.html',
    default_area: 'navbar',
  });
});
