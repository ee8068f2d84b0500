/**
 * Counts written in words agree with the registries: how many platforms, sites, content scripts
 * and endpoints the documents, the code's comments and the manifest say there are. A platform or an endpoint added to its registry
 * makes any count left behind fail here, with the file and the line to change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { endpoints } from '@/lib/areas';
import { countWord, manifestDescription } from '@/lib/build/manifest-description';
import { platforms } from '@/lib/platforms';

const root = path.resolve(__dirname, '../..');

/** Documents, sources, tests and the build's configuration; not the saved pages nor the spec. */
const textFiles = (): string[] => {
  const documents = ['README.md', 'SECURITY.md', 'wxt.config.ts', 'package.json'];
  const folders = ['docs', 'lib', 'components', 'entrypoints', 'tests'];
  const inFolders = folders
    .filter((folder) => existsSync(path.join(root, folder)))
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) =>
        path.join(folder, file),
      ),
    )
    .filter((file) => /\.(ts|tsx|md|mjs)$/.test(file) && !file.startsWith('tests/fixtures/'));
  return [...documents.filter((file) => existsSync(path.join(root, file))), ...inFolders].filter(
    (file) => statSync(path.join(root, file)).isFile(),
  );
};

/** Numbers as words or digits, up to a hundred: what a count in a sentence can be. */
const numbers = new Map(
  Array.from({ length: 100 }, (_, index) => index + 1).flatMap((count) => [
    [countWord(count), count] as const,
    [String(count), count] as const,
  ]),
);
const number = [...numbers.keys()].sort((a, b) => b.length - a.length).join('|');

/** What each noun counts; `more` and `other` are a part of the whole, not counts of it. */
const counted: readonly (readonly [RegExp, number])[] = [
  [
    new RegExp(`\\b(${number})\\s+(?:busy\\s+|supported\\s+)?(?:platforms|sites)\\b`, 'gi'),
    platforms.length,
  ],
  [new RegExp(`\\b(${number})\\s+content scripts\\b`, 'gi'), platforms.length],
  [new RegExp(`\\b(${number})\\s+endpoints\\b`, 'gi'), endpoints.length],
  // The demo answers: one JSON file per endpoint.
  [new RegExp(`\\b(${number})\\s+JSON files\\b`, 'gi'), endpoints.length],
  // The permissions a platform asks for: "Google (188 patterns)".
  ...platforms.map(
    (platform) =>
      [
        new RegExp(`\\b${platform.name} \\((\\d+) patterns\\)`, 'g'),
        platform.matches.length,
      ] as const,
  ),
];

/** The counts a text writes, line by line, with what the registries say each should be. */
const countsIn = (text: string, file: string) =>
  text.split('\n').flatMap((line, index) =>
    counted.flatMap(([pattern, expected]) =>
      [...line.matchAll(pattern)].map((match) => ({
        where: `${file}:${index + 1}`,
        text: match[0],
        written: numbers.get((match[1] ?? '').toLowerCase()) ?? Number(match[1]),
        expected,
      })),
    ),
  );

// This file's own example sentence is no claim about the registries.
const thisFile = path.relative(root, __filename);
/** A file's text; the bench's table is a record of one run (npm run bench writes it), blanked. */
const claimsOf = (file: string) =>
  readFileSync(path.join(root, file), 'utf8').replace(
    /<!-- bench:start -->[\s\S]*?<!-- bench:end -->/,
    (table) => table.replace(/[^\n]/g, ''),
  );
const counts = textFiles()
  .filter((file) => file !== thisFile)
  .flatMap((file) => countsIn(claimsOf(file), file));

it('reads a count in words or in digits, whatever the noun it counts', () => {
  const sentence =
    'It covers Eleven busy sites,\nits 3 content scripts and 71 endpoints; YouTube (2 patterns).';
  expect(
    countsIn(sentence, 'a.md').map(({ where, text, written }) => [where, text, written]),
  ).toEqual([
    ['a.md:1', 'Eleven busy sites', 11],
    ['a.md:2', '3 content scripts', 3],
    ['a.md:2', '71 endpoints', 71],
    ['a.md:2', 'YouTube (2 patterns)', 2],
  ]);
});

it('writes every count of platforms and endpoints as the registries have it', () => {
  expect(
    counts
      .filter((count) => count.written !== count.expected)
      .map((count) => `${count.where}: "${count.text}", the registry has ${count.expected}`),
  ).toEqual([]);
});

it("names platforms in the manifest's description and counts the rest right", () => {
  const description = manifestDescription();
  const [, named = '', more = ''] = /\((.+) and (\w+) more platforms\)/.exec(description) ?? [];
  const names = named.split(', ');
  expect(names.every((name) => platforms.some((platform) => platform.name === name))).toBe(true);
  expect(names.length + (numbers.get(more) ?? Number.NaN)).toBe(platforms.length);
  // The stores cut a longer one.
  expect(description.length).toBeLessThanOrEqual(132);
});
