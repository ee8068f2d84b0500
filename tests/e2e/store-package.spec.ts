/**
 * The built packages as the stores check them (store/package-checks.ts): the version package.json
 * gives, icons present at their sizes, every permission used by the code, no remote code.
 */
import { expect, test } from '@playwright/test';
import {
  builtManifest,
  iconProblems,
  remoteCodeProblems,
  unusedPermissionProblems,
  versionProblems,
} from '../../store/package-checks';
import { version } from '../../store/packages';

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
}

test('chrome: the lowest version with the side panel calls Sidelight makes', () => {
  expect(builtManifest('chrome').minimum_chrome_version).toBe('116');
});
