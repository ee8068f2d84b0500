import type { Plugin, ResolvedConfig } from 'vite';
import { listed } from '../platforms/directory';
import { contentScriptsDir } from './content-scripts';

/**
 * What the build does to the platform records, so that each bundle carries only what it uses:
 * the directory becomes plain data (the views read names, never detectors), and the examples
 * kept beside each detector for the tests are dropped from every record, and a content script's
 * records leave out what only the manifest and the views read. Only content scripts keep the
 * readers of a page's document; the worker's records leave out the words the directory holds.
 */
export function platformRecordsBuild(): Plugin {
  let cut: readonly string[] = cutOutsideContentScripts;
  return {
    name: 'sidelight:platform-records',
    enforce: 'post',
    configResolved(config) {
      // A content script reports pages: what the manifest and the views read stays out of it.
      if (
        JSON.stringify(config.build.rollupOptions.input ?? config.build.lib ?? '').includes(
          `/${contentScriptsDir}/`,
        )
      )
        cut = cutFromContentScripts;
      if (isWorkerBuild(config)) cut = cutFromWorker;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.includes('/lib/platforms/')) return null;
      if (file.endsWith('/lib/platforms/directory.ts'))
        return { code: directoryModule(), map: null };
      if (!/(?:^|[^\w])examples\s*:|(?:^|[^\w])none\s*:/.test(code)) return null;
      return { code: withoutRecordFields(code, this.parse(code), cut), map: null };
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

/** Kept beside each detector for the tests, and in no bundle. */
const recordTestData = ['examples', 'none'];
/** Outside the content scripts, nothing reads a page's document: its readers stay in the pages. */
const cutOutsideContentScripts = [...recordTestData, 'fromDocument'];
/**
 * The worker reads names and words from the directory, as the views do, never from the records;
 * share links are read where a batch's lines are written, in the batch page.
 */
export const cutFromWorker = [
  ...cutOutsideContentScripts,
  'homepage',
  'pageNames',
  'ownWords',
  'shareLinks',
];

/** Whether Vite is building the background's service worker (WXT builds it on its own). */
export const isWorkerBuild = (config: ResolvedConfig): boolean =>
  JSON.stringify(config.build.lib ?? '').includes('wxt-background-entrypoint');

/** What a content script's records leave out besides: what the manifest, the views and batches read. */
export const cutFromContentScripts = [
  ...recordTestData,
  'homepage',
  'matches',
  'shareLinks',
  'pageNames',
];

/**
 * A module without the properties named in `cut` (by default its `examples` and `none`). The
 * values of the properties named in `words` are never looked into: their keys are labels a
 * person reads (a view's facts and counts), not fields.
 */
export function withoutRecordFields(
  code: string,
  program: unknown,
  cut: readonly string[] = recordTestData,
  words: readonly string[] = [],
  /** A const whose own keys are names, never cut (a views object's keys are endpoints' names). */
  namesOf?: string,
): string {
  const cuts: Node[] = [];
  const named = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    const key = node.key as Node | undefined;
    const value = node.value as Node | undefined;
    const id = node.id as Node | undefined;
    const init = node.init as Node | undefined;
    if (
      node.type === 'VariableDeclarator' &&
      namesOf &&
      id?.name === namesOf &&
      init?.type === 'ObjectExpression'
    )
      for (const property of (init.properties as unknown[]) ?? []) named.add(property);
    if (
      !named.has(node) &&
      node.type === 'Property' &&
      key?.type === 'Identifier' &&
      cut.includes(key.name as string) &&
      (value?.type === 'ArrayExpression' || !recordTestData.includes(key.name as string))
    ) {
      cuts.push(node);
      return;
    }
    if (
      node.type === 'Property' &&
      key?.type === 'Identifier' &&
      words.includes(key.name as string)
    )
      return;
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
