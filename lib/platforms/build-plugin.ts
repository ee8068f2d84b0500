import type { Plugin } from 'vite';
import { listed } from './directory';

/**
 * What the build does to the platform records, so that each bundle carries only what it uses:
 * the directory becomes plain data (the views read names, never detectors), and the examples
 * kept beside each detector for the tests are dropped from every record.
 */
export function platformRecordsBuild(): Plugin {
  return {
    name: 'sidelight:platform-records',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.includes('/lib/platforms/')) return null;
      if (file.endsWith('/lib/platforms/directory.ts'))
        return { code: directoryModule(), map: null };
      if (!/(?:^|[^\w])examples\s*:|(?:^|[^\w])none\s*:/.test(code)) return null;
      return { code: withoutExamples(code, this.parse(code)), map: null };
    },
  };
}

/** The directory as data: what lib/platforms/directory.ts computes, without the registry. */
export const directoryModule = (): string => {
  const entries = JSON.stringify(listed);
  return `export const listed = ${entries};\nexport const directory = Object.fromEntries(listed.map((entry) => [entry.id, entry]));\n`;
};

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A module without its `examples: [...]` and `none: [...]` properties. */
export function withoutExamples(code: string, program: unknown): string {
  const cuts: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    const key = node.key as Node | undefined;
    const value = node.value as Node | undefined;
    if (
      node.type === 'Property' &&
      key?.type === 'Identifier' &&
      (key.name === 'examples' || key.name === 'none') &&
      value?.type === 'ArrayExpression'
    ) {
      cuts.push(node);
      return;
    }
    for (const [field, child] of Object.entries(node)) if (field !== 'parent') visit(child);
  };
  visit(program);
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    const comma = /^\s*,/.exec(out.slice(cut.end))?.[0].length ?? 0;
    out = out.slice(0, cut.start) + out.slice(cut.end + comma);
  }
  return out;
}
