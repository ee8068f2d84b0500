/**
 * A function does one job: none in the product's code runs over about 80 lines unless the comment
 * above it says why it is one piece ("… on purpose …"). The failure names the file, the line and
 * the function to split.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const mostLines = 80;
const folders = ['lib', 'components', 'entrypoints'];

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/** The statement a function belongs to: its own declaration, or the one that holds it. */
function statementOf(node: ts.Node): ts.Node {
  let at: ts.Node = node;
  while (at.parent && !ts.isSourceFile(at.parent) && !ts.isBlock(at.parent)) at = at.parent;
  return at;
}

const isFunction = (node: ts.Node): node is ts.FunctionLikeDeclaration =>
  (ts.isFunctionDeclaration(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isMethodDeclaration(node)) &&
  node.body !== undefined;

function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText();
  return '(a function without a name)';
}

function longFunctions(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const last = source.getLineAndCharacterOfPosition(node.end).line;
      const lines = last - first + 1;
      const statement = statementOf(node);
      const comments = (ts.getLeadingCommentRanges(text, statement.getFullStart()) ?? [])
        .map((range) => text.slice(range.pos, range.end))
        .join('\n');
      if (lines > mostLines && !/on purpose/.test(comments))
        found.push(`${file}:${first + 1} ${nameOf(node)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const files = folders.flatMap(sourceFiles);

it('reads the product code', () => {
  expect(files).toContain('lib/api/client.ts');
  expect(files).toContain('components/panel/PagePanel.tsx');
});

// Parsing every source file takes a second on a quiet machine and several on a loaded one.
it(`has no function over ${mostLines} lines without a comment above it saying why it is one piece`, {
  timeout: 60_000,
}, () => {
  expect(
    files.flatMap(longFunctions),
    'split these by job, or say above each why it is one piece ("one closure on purpose: …")',
  ).toEqual([]);
});

it('finds a long function, and takes a reason given above it', () => {
  const body = Array.from({ length: mostLines }, (_, at) => `  const line${at} = ${at};`).join(
    '\n',
  );
  const long = `export function tooLong() {\n${body}\n}\n`;
  const why = `/** One piece on purpose: it is data. */\n${long}`;
  const check = (text: string) => {
    const source = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true);
    const declaration = source.statements[0] as ts.FunctionDeclaration;
    const comments =
      ts.getLeadingCommentRanges(text, statementOf(declaration).getFullStart()) ?? [];
    return comments.some((range) => /on purpose/.test(text.slice(range.pos, range.end)));
  };
  expect(check(long)).toBe(false);
  expect(check(why)).toBe(true);
});
