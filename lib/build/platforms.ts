import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { type Platform, platformById, platforms } from '../platforms';
import { contentScriptFile, contentScriptName } from '../platforms/content-script';
import { listed } from '../platforms/directory';
import { readsMarkup } from '../platforms/platform';

const numberWords =
  'no one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty'.split(
    ' ',
  );

/** A count as people write it in a sentence: a word up to twenty ("eight"), digits beyond. */
export const countWord = (count: number): string => numberWords[count] ?? String(count);

/** The platforms the manifest's description names; the rest it counts. */
const namedInDescription = ['youtube', 'tiktok', 'reddit'] as const;

/** The manifest's description, from the registry: a few platforms by name and how many more. */
export const manifestDescription = (): string => {
  const names = namedInDescription.map((id) => platformById(id).name);
  const more = countWord(platforms.length - names.length);
  return `Structured data about the page you are on (${names.join(', ')} and ${more} more platforms) in a side panel.`;
};

/**
 * Each platform's content script, written from its record where WXT keeps generated files:
 * `page-<id>.js`, the page reports of that platform alone, and the video control where a
 * transcript's times seek the page's video. Plain unlisted scripts (see wxt.config.ts).
 */
/** Where the content scripts' entries are written, under WXT's own folder. */
const contentScriptsDir = 'page-scripts';

export function contentScriptEntrypoints(wxtDir: string) {
  const dir = path.join(wxtDir, contentScriptsDir);
  mkdirSync(dir, { recursive: true });
  return platforms.map((platform) => {
    const inputPath = path.join(dir, `${contentScriptName(platform.id)}.ts`);
    const code = contentScript(platform);
    // Rewritten only when it changed: the dev server reloads on every write.
    let kept = '';
    try {
      kept = readFileSync(inputPath, 'utf8');
    } catch {
      // Not written yet: it is written below.
    }
    if (kept !== code) writeFileSync(inputPath, code);
    return { name: contentScriptName(platform.id), inputPath, type: 'unlisted-script' as const };
  });
}

/**
 * A platform whose pages' markup tells something detects its pages itself, to read them; any
 * other sends the address, and its script carries no record (see page-reporter.ts).
 */
export const contentScript = (platform: Platform): string =>
  [
    "import { defineUnlistedScript } from 'wxt/utils/define-unlisted-script';",
    readsMarkup(platform)
      ? "import { reportPages } from '@/lib/extension/page/page-reporter';"
      : "import { reportAddresses } from '@/lib/extension/page/page-reporter';",
    ...(platform.playsVideo
      ? ["import { controlVideo } from '@/lib/extension/page/video-control';"]
      : []),
    ...(readsMarkup(platform)
      ? [`import { ${platform.id} } from '@/lib/platforms/${platform.id}';`]
      : []),
    '',
    'export default defineUnlistedScript(() => {',
    readsMarkup(platform)
      ? `  reportPages(${platform.id});`
      : `  reportAddresses(${JSON.stringify(platform.id)});`,
    ...(platform.playsVideo ? ['  controlVideo();'] : []),
    '});',
    '',
  ].join('\n');

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

/**
 * V8's hint that every function of a script runs as it loads: a content script's functions are
 * then compiled with the script, once, rather than pre-parsed and parsed again on their first
 * call, which is most of a small script's first run. Other engines read it as a comment.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/** Puts the compile hint at the top of each built content script, where V8 looks for it. */
export function contentScriptCompileHint(): Plugin {
  const files = new Set<string>(platforms.map((platform) => contentScriptFile(platform.id)));
  return {
    name: 'sidelight:content-script-compile-hint',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && files.has(output.fileName))
          output.code = compileHint + output.code;
      }
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
): string {
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
