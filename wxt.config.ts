import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { sampleFile } from './lib/api/sample-files';
import { samples } from './lib/areas/samples';
import { workerRecordsBuild } from './lib/build/area-records';
import { contentScriptCompileHint, contentScriptEntrypoints } from './lib/build/content-scripts';
import { manifestDescription } from './lib/build/manifest-description';
import { platformRecordsBuild } from './lib/build/platform-records';
import { preactWithoutInnerHtml } from './lib/build/preact-without-inner-html';
import { workbookZipInPlace } from './lib/build/workbook-zip-in-place';
import { privacyPolicyFile } from './lib/extension/shared/privacy-policy';
import { openSidePanelCommand } from './lib/extension/shared/side-panel-command';
import { platforms } from './lib/platforms';
import { contentScriptFile } from './lib/platforms/content-script';

/** Chromium for `npm start`: CHROME_PATH, else Debian's, else the system Chrome web-ext finds. */
const chromiumBinary =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  modules: ['@wxt-dev/auto-icons'],
  vite: () => ({
    plugins: [
      platformRecordsBuild(),
      workerRecordsBuild(),
      contentScriptCompileHint(),
      workbookZipInPlace(),
      preactWithoutInnerHtml(),
    ],
    // Workbooks and zips are written in a worker of their own (lib/export/files.worker.ts).
    worker: { format: 'es', plugins: () => [workbookZipInPlace()] },
  }),
  autoIcons: {
    baseIconPath: 'public/icon.svg',
    sizes: [128, 96, 48, 32, 16],
    developmentIndicator: 'overlay',
  },
  webExt: {
    binaries: chromiumBinary ? { chrome: chromiumBinary } : {},
    // Chromium refuses to start its sandbox as root (containers, CI machines).
    chromiumArgs: process.getuid?.() === 0 ? ['--no-sandbox'] : [],
    startUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  },
  hooks: {
    'entrypoints:found': (wxt, infos) => {
      infos.push(...contentScriptEntrypoints(wxt.config.wxtDir));
    },
    // Demo answers ship as data the background fetches when asked, not as code every start parses.
    'build:publicAssets': (_wxt, files) => {
      for (const [id, sample] of Object.entries(samples)) {
        files.push({ relativeDest: sampleFile(id), contents: JSON.stringify(sample) });
      }
      // The privacy policy, which the settings link to, as the version installed has it.
      files.push({ relativeDest: privacyPolicyFile, absoluteSrc: resolve('PRIVACY.md') });
    },
    'prepare:publicPaths': (_wxt, paths) => {
      paths.push(...Object.keys(samples).map(sampleFile), privacyPolicyFile);
    },
  },
  manifest: ({ browser }) => ({
    name: 'Sidelight',
    description: manifestDescription(),
    // `sidePanel.open()`, which the toolbar, the shortcut and the link menu call, came in Chrome 116.
    ...(browser === 'firefox' ? {} : { minimum_chrome_version: '116' }),
    // `sidePanel` is added by WXT for Chrome; in Firefox it would be an unknown permission.
    // `scripting`: the content scripts started in tabs open before an install. `alarms`: watched
    // things refreshed on their schedule.
    permissions: ['storage', 'contextMenus', 'clipboardWrite', 'scripting', 'alarms'],
    // One content script per platform, in the top frame of its https pages. Plain scripts (written
    // from each record by lib/build/content-scripts.ts) rather than WXT content-script entrypoints: WXT's
    // context object announces itself to the page (a DOM event, a window message) and weighs more
    // than the report.
    content_scripts: platforms.map((platform) => ({
      matches: [...platform.matches],
      js: [contentScriptFile(platform.id)],
      run_at: 'document_idle' as const,
    })),
    // Every platform's pages (to start its content script in tabs already open, and to read a
    // tab's address when it leaves for another site); the local fake of the service and
    // development servers, where a pattern without a port matches all.
    host_permissions: [
      ...platforms.flatMap((platform) => platform.matches),
      'http://127.0.0.1/*',
      'http://localhost/*',
    ],
    // Any other API origin is asked for when the user saves it as the base address; notifications
    // when they turn on being told what watched things moved.
    ...(browser === 'firefox'
      ? { optional_permissions: ['https://*/*', 'notifications'] }
      : { optional_host_permissions: ['https://*/*'], optional_permissions: ['notifications'] }),
    commands:
      browser === 'firefox'
        ? {
            _execute_sidebar_action: {
              suggested_key: { default: 'Alt+Shift+S' },
              description: 'Open the Sidelight sidebar',
            },
          }
        : {
            [openSidePanelCommand]: {
              suggested_key: { default: 'Alt+Shift+S' },
              description: 'Open the Sidelight side panel',
            },
          },
    ...(browser === 'firefox'
      ? {
          // Firefox puts a new button in the Extensions menu, where its green dot and count of
          // watched things that moved are never seen; Chrome lets the user pin it.
          browser_action: { default_area: 'navbar' as const },
          browser_specific_settings: {
            gecko: {
              id: 'sidelight@sidelight.dev',
              strict_min_version: '140.0',
              // What Sidelight sends, and only to the API the user configures: the user's key, and
              // the pages asked about (their ids, or a search page's words). The reasoning is in
              // store/listing.md, under Notes for reviewers.
              data_collection_permissions: {
                required: ['authenticationInfo', 'browsingActivity', 'searchTerms'],
              },
            },
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {}),
  }),
});
