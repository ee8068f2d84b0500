/**
 * The documents a newcomer reads say only what is true of the repository: every path they name
 * exists, the README stays a short read for users, and its platform table lists the registry's
 * platforms. A path segment written `<name>` (`lib/areas/<area>/views.ts`) stands for any one name
 * there, and at least one file or folder must fit it (the convention is in docs/README.md).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageKindWords } from '@/lib/export/field-words';
import { platforms } from '@/lib/platforms';
import { singular } from '@/lib/words';

const root = path.resolve(__dirname, '../..');
const documents = [
  'README.md',
  'SECURITY.md',
  'PRIVACY.md',
  'CHANGELOG.md',
  'store/listing.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (document: string) => readFileSync(path.join(root, document), 'utf8');

/**
 * A path in the repository's own folders, or one of its top-level files. A bare file name
 * (`faults.ts` beside its folder's path) is read in its sentence's context, not checked.
 */
const repositoryPath =
  /^(?:(?:lib|components|entrypoints|tests|docs|public|store|\.ci)\/[\w.<>@/-]*|(?:README|SECURITY|PRIVACY|CHANGELOG)\.md|LICENSE|(?:package|tsconfig)\.json|wxt\.config\.ts)$/;

/** Paths in code spans (each word of one, so a command's files count too) and in links. */
function namedPaths(document: string): string[] {
  const text = read(document).replace(/^```[\s\S]*?^```/gm, '');
  const inCode = [...text.matchAll(/`([^`\n]+)`/g)].flatMap(([, span = '']) =>
    span
      .split(/\s+/)
      .map((word) => word.replace(/[,;:)]+$/, ''))
      .filter((word) => repositoryPath.test(word) && !word.startsWith('.output')),
  );
  const linked = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.posix.normalize(path.posix.join(path.posix.dirname(document), target)));
  return [...new Set([...inCode, ...linked])];
}

/** Whether a path exists, each `<name>` segment matching any entry (or part of one) there. */
function exists(relative: string): boolean {
  const segments = relative.replace(/\/$/, '').split('/');
  const walk = (folder: string, rest: string[]): boolean => {
    const [segment, ...after] = rest;
    if (segment === undefined) return true;
    if (!segment.includes('<')) {
      const next = path.join(folder, segment);
      return existsSync(next) && walk(next, after);
    }
    if (!existsSync(folder)) return false;
    const pattern = new RegExp(
      `^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/<[^>]+>/g, '[^/]+')}$`,
    );
    return readdirSync(folder)
      .filter((name) => pattern.test(name))
      .some((name) => walk(path.join(folder, name), after));
  };
  return walk(root, segments);
}

describe.each(documents)('%s', (document) => {
  it('names only paths that exist', () => {
    const paths = namedPaths(document);
    expect(paths.length).toBeGreaterThan(0);
    expect(
      paths.filter((named) => !exists(named)),
      `paths ${document} names that do not exist`,
    ).toEqual([]);
  });
});

it('finds the paths a document names, placeholders and links included', () => {
  expect(namedPaths('docs/recipes.md')).toContain('lib/areas/<area>/endpoints.ts');
  expect(exists('lib/areas/<area>/endpoints.ts')).toBe(true);
  expect(exists('lib/areas/<area>/missing.ts')).toBe(false);
  expect(exists('lib/platforms/<id>.ts')).toBe(true);
  expect(namedPaths('README.md')).toContain('SECURITY.md');
});

it('keeps the README under 25 KB: a read for users, the engineering in docs/', () => {
  expect(Buffer.byteLength(read('README.md'))).toBeLessThan(25_000);
});

/** The rows of the README's platform table: each platform's name, hosts and pages cells. */
const readmePlatformRows = () =>
  (read('README.md').split('\n## Platforms')[1]?.split('\n## ')[0] ?? '')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) => line.split('|').map((cell) => cell.trim()));

it("lists the registry's platforms in the README's table, in its order", () => {
  const rows = readmePlatformRows().map(([, name]) => name);
  expect(
    rows,
    'the table under "## Platforms" in README.md, against lib/platforms/index.ts',
  ).toEqual(platforms.map((platform) => platform.name));
});

/** Words as the README's pages cell may say them: lower case, singular ("reviews" is "review"). */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(singular);

it.each(platforms.map((platform) => [platform.name, platform] as const))(
  "names each %s page kind of its record in the README's pages cell",
  (name, platform) => {
    const cell = readmePlatformRows().find(([, rowName]) => rowName === name)?.[3] ?? '';
    const said = new Set(wordsOf(cell));
    const unsaid = Object.keys(platform.pages)
      .map((kind) => pageKindWords(platform.id, kind))
      .filter((words) => !wordsOf(words).every((word) => said.has(word)));
    expect(
      unsaid,
      `${name}'s page kinds (lib/platforms/${platform.id}.ts, in its pageNames' words) that the Pages cell of its row under "## Platforms" in README.md does not say`,
    ).toEqual([]);
  },
);
