import { readFileSync } from 'node:fs';
import path from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, expect, it } from 'vitest';

/**
 * Firefox smoke: Debian's firefox-esr, driven over WebDriver BiDi, with the built MV2 package
 * installed as a temporary add-on. Firefox refuses BiDi navigation to moz-extension:// pages, so the
 * panel and popup are tested in Chromium; here the background must tell pages apart and reach them.
 */
const root = path.resolve(import.meta.dirname, '../..');
// The Firefox package built with `--mode smoke`: the same code, plus a mark the background sets on
// pages it described, since WebDriver cannot reach the extension's own pages in Firefox.
const firefoxBuild = path.join(root, '.output/firefox-mv2-smoke');
const fixture = (name: string) =>
  readFileSync(path.join(root, 'tests/fixtures/pages', name), 'utf8');

const pages: Record<string, string> = {
  'https://www.youtube.com/': fixture('youtube/watch.html'),
  'https://www.reddit.com/': fixture('reddit/community.html'),
};

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: true,
    extraPrefsFirefox: {
      // A closed network: no update checks, telemetry or remote settings.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  await browser.installExtension(firefoxBuild);
  page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const served = Object.entries(pages).find(([prefix]) => request.url().startsWith(prefix));
    if (served) {
      void request.respond({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: served[1],
      });
    } else {
      void request.abort();
    }
  });
});

afterAll(async () => {
  await browser?.close();
});

const sidelightMark = () => page.evaluate(() => document.documentElement.dataset.sidelight ?? null);

it('describes a platform page from its address, and may run a script in it', async () => {
  await page.goto('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  // The background sets the mark (with `scripting`) once it keeps the tab's page.
  await page.waitForFunction(() => document.documentElement.dataset.sidelight === 'youtube', {
    timeout: 20_000,
  });
  expect(await sidelightMark()).toBe('youtube');
});

it('tells the platform the page belongs to', async () => {
  await page.goto('https://www.reddit.com/r/programming/');
  await page.waitForFunction(() => document.documentElement.dataset.sidelight === 'reddit', {
    timeout: 20_000,
  });
  expect(await sidelightMark()).toBe('reddit');
});
