/**
 * How the suite's browsers start, and the profile each starts from: made once, by a first start
 * of Firefox, before any file runs. A new profile's first start builds Firefox's caches and
 * databases; a copy of one already built starts in about half the time. Sidelight is never in
 * it: each browser installs the add-on into its own copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The profile directory each browser copies. */
    firefoxProfile: string;
  }
}

/** The add-on's internal UUID, pinned by a pref so its pages have known addresses. */
export const addonUuid = '5f3c9d1e-7a2b-4c6d-8e9f-0a1b2c3d4e5f';
export const addonId = 'sidelight@sidelight.dev';

const prefs = {
  'extensions.webextensions.uuids': JSON.stringify({ [addonId]: addonUuid }),
  // A closed network: no update checks, telemetry or remote settings.
  'app.update.enabled': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.enabled': false,
  'browser.shell.checkDefaultBrowser': false,
};

/** Debian's firefox-esr, headless, with WebDriver allowed into its own windows; `extraPrefs` beside the closed network's. */
export const firefoxLaunch = (extraPrefs: Record<string, string | number | boolean> = {}) => ({
  browser: 'firefox' as const,
  executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  headless: true,
  args: ['--remote-allow-system-access', '--width=1280', '--height=900'],
  extraPrefsFirefox: { ...prefs, ...extraPrefs },
});

export default async function makeProfile({ provide }: TestProject) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'sidelight-firefox-profile-'));
  const browser = await puppeteer.launch({ ...firefoxLaunch(), userDataDir: profile });
  await browser.close();
  provide('firefoxProfile', profile);
  return () => rmSync(profile, { recursive: true, force: true });
}
