/**
 * The packages' zips are the same bytes for the same files, whatever order they are read in and
 * whenever they are made: names sorted, every entry dated 1 January 1980. The sources package
 * says how to rebuild with the exact tools, in the one command package.json provides.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterEach, expect, it, vi } from 'vitest';
import { buildingInstructions, reproducibleZip } from '@/store/packages';

const encode = (text: string) => new TextEncoder().encode(text);
const files = (names: string[]) =>
  new Map(names.map((name) => [name, encode(`contents of ${name}`)]));

/** Each entry's name and its DOS date and time, read from the zip's central directory. */
function entries(zip: Uint8Array): { name: string; date: number; time: number }[] {
  const view = Buffer.from(zip);
  const found = [];
  for (let at = 0; at + 46 <= view.length; at++) {
    if (view.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = view.readUInt16LE(at + 28);
    found.push({
      name: view.toString('utf8', at + 46, at + 46 + nameLength),
      time: view.readUInt16LE(at + 12),
      date: view.readUInt16LE(at + 14),
    });
  }
  return found;
}

afterEach(() => {
  vi.useRealTimers();
});

it('zips the same files to the same bytes, in any order and at any time', () => {
  vi.useFakeTimers({ now: new Date('2026-01-01T10:00:00Z') });
  const first = reproducibleZip(files(['popup.html', 'chunks/b.js', 'manifest.json']));
  vi.setSystemTime(new Date('2027-06-30T23:59:59Z'));
  const second = reproducibleZip(files(['manifest.json', 'popup.html', 'chunks/b.js']));
  expect(Buffer.compare(first, second)).toBe(0);
  expect(Object.keys(unzipSync(first))).toEqual(['chunks/b.js', 'manifest.json', 'popup.html']);
});

it('dates every entry 1 January 1980 at midnight', () => {
  const zip = reproducibleZip(files(['a.txt', 'icons/128.png']));
  // DOS date: (1980 - 1980) << 9 | 1 << 5 | 1; time 0.
  expect(entries(zip)).toEqual([
    { name: 'a.txt', date: 33, time: 0 },
    { name: 'icons/128.png', date: 33, time: 0 },
  ]);
});

it("says in BUILDING.md this Node's and npm's versions, npm ci and the one build command", () => {
  const building = buildingInstructions();
  expect(building).toContain(`Node.js ${process.versions.node} and npm `);
  expect(building).toMatch(/```sh\nnpm ci\nnpm run build-for-amo\n```/);
  const scripts = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8'))
    .scripts as Record<string, string>;
  expect(scripts['build-for-amo']).toBe(
    'wxt build && wxt build -b firefox && jiti store/build-packages.ts',
  );
});
