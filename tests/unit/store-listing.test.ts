/**
 * The store listing within the stores' limits, and a justification for everything the manifests
 * ask for: each permission and each host (by its platform's group) has its row in
 * docs/permissions.md, so a manifest that gains one without a reason fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConfigEnv, UserManifest } from 'wxt';
import { platforms } from '@/lib/platforms';
import {
  type DeclaredAccess,
  declaredAccess,
  justificationOf,
  justificationText,
  listingLimits,
  listingSections,
} from '@/store/listing';
import { version } from '@/store/packages';
import { changelogEntry } from '@/store/release';
import config from '@/wxt.config';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The manifest wxt.config.ts declares for a browser, before WXT adds its own keys. */
async function declared(browser: 'chrome' | 'firefox'): Promise<UserManifest & DeclaredAccess> {
  const env: ConfigEnv = {
    browser,
    manifestVersion: browser === 'chrome' ? 3 : 2,
    mode: 'production',
    command: 'build',
  };
  const manifest = config.manifest;
  return (typeof manifest === 'function' ? await manifest(env) : await manifest) ?? {};
}

describe('the listing', () => {
  const sections = listingSections();

  it.each(Object.entries(listingLimits))('has a %s within %i characters', (field, limit) => {
    const text = sections.get(field) ?? '';
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(limit);
  });

  it("names Sidelight as the manifest does, and a summary within addons.mozilla.org's 250", () => {
    expect(sections.get('Name')).toBe('Sidelight');
    expect(sections.get('Summary')?.length).toBeLessThanOrEqual(250);
  });

  it('links the privacy policy', () => {
    expect(sections.get('Privacy policy')).toContain('(../PRIVACY.md)');
  });

  it('explains each data collection category the Firefox manifest declares', async () => {
    const gecko = (await declared('firefox')).browser_specific_settings?.gecko as {
      data_collection_permissions?: { required?: string[] };
    };
    const required = gecko.data_collection_permissions?.required ?? [];
    const notes = sections.get('Notes for reviewers') ?? '';
    expect(required.length).toBeGreaterThan(0);
    for (const category of required)
      expect(notes).toMatch(new RegExp(`- \`${category}\`.*Declared`, 's'));
  });
});

describe.each(['chrome', 'firefox'] as const)('the %s manifest', (browser) => {
  it('has a justification for every permission and host it asks for', async () => {
    const asked = declaredAccess(await declared(browser));
    expect(asked).toContain('storage');
    expect(
      asked.filter((permission) => !justificationOf(permission)),
      'what the manifest asks for without a row in docs/permissions.md (a host by its platform\'s name in a "The pages of" row)',
    ).toEqual([]);
  });

  it("writes the store form's justifications, one line per permission or host group", async () => {
    const text = justificationText(await declared(browser));
    expect(text).toMatch(/^- storage: Settings and the key/m);
    expect(text).toMatch(/^- The pages of Google: The same/m);
    expect(text).not.toContain('`');
  });
});

describe("the registry's platforms, each named where users and stores read the list", () => {
  it('in a "The pages of" row of docs/permissions.md', () => {
    const named = read('docs/permissions.md')
      .split('\n')
      .filter((line) => line.startsWith('| The pages of'))
      .join('\n');
    expect(
      platforms.filter((platform) => !named.includes(platform.name)).map(({ name }) => name),
      'platforms of lib/platforms/index.ts that no "| The pages of ..." row of docs/permissions.md names: add each to that row',
    ).toEqual([]);
  });

  it("in the Description of store/listing.md, in the registry's words", () => {
    const description = listingSections().get('Description') ?? '';
    expect(description).toMatch(/recognises pages on/);
    expect(
      platforms.filter((platform) => !description.includes(platform.name)).map(({ name }) => name),
      'platforms of lib/platforms/index.ts that the "It recognises pages on ..." sentence of store/listing.md\'s Description does not name: add each there',
    ).toEqual([]);
  });
});

it('finds no justification for a permission the table does not name', () => {
  expect(justificationOf('tabs')).toBeUndefined();
  expect(justificationOf('https://www.example.com/*')).toBeUndefined();
});

it('links the privacy policy from the README and the settings', () => {
  expect(read('README.md')).toContain('(PRIVACY.md)');
});

it("has the changelog's entry for package.json's version, in Keep a Changelog's form", () => {
  const changelog = read('CHANGELOG.md');
  expect(changelogEntry(changelog, version())).toMatch(/^### (Added|Changed|Fixed|Removed)/);
  expect(changelogEntry(changelog, '99.0.0')).toBeUndefined();
  expect(changelog).toContain('## [Unreleased]');
});

describe('SECURITY.md', () => {
  it.each(['chrome', 'firefox'] as const)(
    'names in its Permissions every permission the %s manifest asks for',
    async (browser) => {
      const manifest = await declared(browser);
      const asked = [...(manifest.permissions ?? []), ...(manifest.optional_permissions ?? [])];
      const named = read('SECURITY.md').split('- **Permissions.**')[1]?.split('\n- ')[0] ?? '';
      expect(
        asked.filter((name) => !name.includes('://') && !named.includes(`\`${name}\``)),
        "permissions SECURITY.md's Permissions does not name",
      ).toEqual([]);
    },
  );
});
