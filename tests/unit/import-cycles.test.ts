/**
 * No module of Sidelight imports itself through others: every import (types, re-exports and lazy
 * imports included) of lib/, components/ and entrypoints/ draws a graph with no cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();
const sources = (dir: string): string[] =>
  readdirSync(path.join(root, dir)).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(path.join(root, file)).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });

const files = ['lib', 'components', 'entrypoints'].flatMap(sources);

/** The project file an import names, or undefined for a package. */
function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? path.join(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) =>
      existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
  );
}

const importsOf = (file: string): string[] => {
  const text = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => resolve(file, specifier) ?? []);
};

const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Every cycle's modules, as strongly connected components of more than one module (or a self-import). */
function cycles(): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    order.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(file, Math.min(low.get(file) ?? 0, order.get(next) ?? 0));
      }
    }
    if (low.get(file) === order.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file))
        found.push(component.sort());
    }
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return found;
}

it('reads the imports of every module', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(graph.get('lib/api/catalog.ts')).toContain('lib/areas/video/endpoints.ts');
  expect(graph.get('lib/extension/api-calls.ts')).toContain('lib/extension/stored-answers.ts');
});

it('finds no import cycle', () => {
  expect(cycles()).toEqual([]);
});
