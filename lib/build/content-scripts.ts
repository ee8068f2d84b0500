/** The content scripts, one per platform, written from the records for WXT to build. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type Platform, platforms } from '../platforms';
import { contentScriptFile, contentScriptName } from '../platforms/content-script';
import { readsMarkup } from '../platforms/platform';

/** Where the content scripts' entries are written, under WXT's own folder. */
export const contentScriptsDir = 'page-scripts';

/**
 * Each platform's content script, written from its record where WXT keeps generated files:
 * `page-<id>.js`, the page reports of that platform alone, and the video control where a
 * transcript's times seek the page's video. Plain unlisted scripts (see wxt.config.ts).
 */
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
