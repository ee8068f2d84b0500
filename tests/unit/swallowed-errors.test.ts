/**
 * No error is dropped unexplained: every handler that ignores its error (`.catch(() => …)`, a
 * `.then`'s `() => undefined` for the failure, an empty `catch {}`) either records a problem
 * (`recordProblem` in the background, `reportProblem` in a view) or has a comment right above it
 * saying why nothing is lost.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { doingIds } from '@/lib/extension/shared/problems';

const root = path.resolve(__dirname, '../..');
const folders = ['lib', 'components', 'entrypoints'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(folder, name));

/** A handler that never looks at its error. */
const ignoring = [
  /\.catch\(\s*\(\)\s*=>/,
  /^\s*\(\)\s*=>\s*undefined,?\s*$/,
  /\bcatch\s*(\(\w*\))?\s*\{\s*\}/,
];
const records = /\b(recordProblem|reportProblem)\(/;
const comment = /^\s*(\/\/|\/\*|\*)/;

/** The lines (1-based) of `text` that drop an error without a record or a comment saying why. */
function unexplainedSwallows(text: string): number[] {
  const lines = text.split('\n');
  const found: number[] = [];
  lines.forEach((line, index) => {
    if (!ignoring.some((pattern) => pattern.test(line))) return;
    if (/\/\/ \S/.test(line.replace(/^[^/]*?(['"`]).*?\1/, ''))) return;
    // The handler's own lines: a record call there makes it a record.
    if (records.test(lines.slice(index, index + 4).join('\n'))) return;
    // A catch block that starts with its comment says why too.
    if (/\bcatch\b[^{]*\{\s*$/.test(line) && comment.test(lines[index + 1] ?? '')) return;
    let above = index - 1;
    while (above >= 0 && lines[above]?.trim() === '') above -= 1;
    const previous = lines[above] ?? '';
    if (comment.test(previous) || /\s\/\/ \S/.test(previous)) return;
    found.push(index + 1);
  });
  return found;
}

describe('swallowed errors', () => {
  it('catches what it must and passes what is explained', () => {
    expect(unexplainedSwallows('a();\nvoid go().catch(() => undefined);')).toEqual([2]);
    expect(unexplainedSwallows('try {\n  a();\n} catch {}')).toEqual([3]);
    expect(unexplainedSwallows('p.then(\n  () => 1,\n  () => undefined,\n);')).toEqual([3]);
    expect(unexplainedSwallows('const n = await count().catch(() => 0);')).toEqual([1]);
    expect(
      unexplainedSwallows('// The tab closed: nothing to show.\nvoid go().catch(() => undefined);'),
    ).toEqual([]);
    expect(unexplainedSwallows("void go().catch(reportProblem('savingSettings'));")).toEqual([]);
    expect(
      unexplainedSwallows("go().catch((error) => {\n  recordProblem('savingAnswer')(error);\n});"),
    ).toEqual([]);
    expect(unexplainedSwallows('go().catch(() => {\n  recordProblem("x")(1);\n});')).toEqual([]);
  });

  const files = folders.flatMap(sourceFiles);
  it('reads the source', () => {
    expect(files.length).toBeGreaterThan(100);
  });
  for (const file of files) {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (!ignoring.some((pattern) => new RegExp(pattern.source, 'm').test(text))) continue;
    it(`${file} records or explains every error it drops`, () => {
      expect(unexplainedSwallows(text).map((line) => `${file}:${line}`)).toEqual([]);
    });
  }
});

describe('what was being done', () => {
  const code = folders
    .flatMap(sourceFiles)
    .map((file) => readFileSync(path.join(root, file), 'utf8'))
    .join('\n');
  for (const doing of doingIds)
    it(`"${doing}" names a place that records a problem`, () => {
      expect(code).toMatch(new RegExp(`(recordProblem|reportProblem)\\('${doing}'\\)`));
    });
});
