/** The README's pictures are the ones `npm run screenshots` makes, and every one is shown. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
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
