/**
 * The built packages as the stores check them (store/package-checks.ts): the version package.json
 * gives, icons present at their sizes, every permission used by the code, no remote code; and
 * the privacy policy the settings link to, as PRIVACY.md says it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { declaredAccess, justificationOf } from '../../store/listing';
import {
  builtManifest,
  iconProblems,
  remoteCodeProblems,
  unusedPermissionProblems,
  versionProblems,
} from '../../store/package-checks';
import { version } from '../../store/packages';
import { chromeBuild, expect, test } from './fixtures';

for (const browser of ['chrome', 'firefox'] as const) {
  test(`${browser}: the version of package.json`, () => {
    expect(builtManifest(browser).version).toBe(version());
    expect(versionProblems(browser)).toEqual([]);
  });

  test(`${browser}: every icon present at its size, 128 pixels included`, () => {
    expect(builtManifest(browser).icons?.['128']).toBe('icons/128.png');
    expect(iconProblems(browser)).toEqual([]);
  });

  test(`${browser}: no permission the code does not use, and no remote code`, () => {
    expect(builtManifest(browser).permissions).toContain('scripting');
    expect(unusedPermissionProblems(browser)).toEqual([]);
    expect(remoteCodeProblems(browser)).toEqual([]);
  });

  test(`${browser}: a justification for every permission and host the build asks for`, () => {
    const asked = declaredAccess(builtManifest(browser));
    expect(asked).toContain('https://*/*');
    expect(asked.filter((permission) => !justificationOf(permission))).toEqual([]);
  });
}

test('chrome: the lowest version with the side panel calls Sidelight makes', () => {
  expect(builtManifest('chrome').minimum_chrome_version).toBe('116');
});

test('the settings link to the privacy policy the package carries', async ({
  context,
  openExtensionPage,
}) => {
  const policy = readFileSync(path.resolve(import.meta.dirname, '../../PRIVACY.md'), 'utf8');
  expect(readFileSync(path.join(chromeBuild, 'privacy.txt'), 'utf8')).toBe(policy);
  const settings = await openExtensionPage('options.html');
  const opened = context.waitForEvent('page');
  await settings.getByRole('link', { name: 'the privacy policy' }).click();
  const page = await opened;
  await expect(page.locator('body')).toContainText("# Sidelight's privacy policy");
  await expect(page.locator('body')).toContainText('no analytics');
});
