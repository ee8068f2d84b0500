/**
 * The README's pictures are the ones `npm run screenshots` makes, and every one is shown; the
 * privacy policy names every kind of what Sidelight keeps and its rule, and SECURITY.md names
 * every store.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clearActions, clearActionWords, kindNames } from '@/lib/store/kept-stores';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const privacy = readFileSync(path.join(root, 'PRIVACY.md'), 'utf8');
const security = readFileSync(path.join(root, 'SECURITY.md'), 'utf8');
const folder = 'tests/screenshots';

it('shows every screenshot, and only screenshots that exist', () => {
  const shown = [...readme.matchAll(/src="([^"]+\.png)"/g)].map(([, src]) => src).sort();
  const made = readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.png'))
    .map((name) => `${folder}/${name}`)
    .sort();
  expect(made.length).toBeGreaterThanOrEqual(4);
  expect(shown).toEqual(made);
});

it('keeps each picture small', () => {
  for (const name of readdirSync(path.join(root, folder)).filter((file) => file.endsWith('.png')))
    expect(readFileSync(path.join(root, folder, name)).length, name).toBeLessThan(150_000);
});

describe('What Sidelight keeps', () => {
  const section =
    privacy.split('## What Sidelight keeps on your computer')[1]?.split('\n## ')[0] ?? '';

  it.each(Object.entries(kindNames))('names the kind %s and its rule', (_, name) => {
    expect(section).toContain(`- **${name}**: `);
  });

  it.each(clearActions)('names what %s removes', (action) => {
    expect(section).toContain(`**${clearActionWords[action].name}**`);
  });

  it('names every store in SECURITY.md', () => {
    const stored = security.split('- **Stored data.**')[1]?.split('\n- ')[0] ?? '';
    for (const kind of Object.values(kindNames).filter((name) => name !== 'Calls on their way'))
      expect(stored.toLowerCase().replace(/\s+/g, ' ')).toContain(
        kind === 'Spending record' ? 'ledger' : kind.toLowerCase(),
      );
  });
});
