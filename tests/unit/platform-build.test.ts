/**
 * What the build does to the platform records: the views' directory becomes plain data equal to
 * what the registry says, and every record loses its examples but none of its rules.
 */
import { readFileSync } from 'node:fs';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, contentScript, contentScriptCompileHint } from '@/lib/build/content-scripts';
import {
  cutFromContentScripts,
  directoryModule,
  withoutRecordFields,
} from '@/lib/build/platform-records';
import { platformOfUrl, platforms } from '@/lib/platforms';
import { directory, listed } from '@/lib/platforms/directory';
import { readsMarkup } from '@/lib/platforms/platform';
import { markupPages } from '../e2e/platform-pages';
import { examplesOf } from '../support/platform-examples';

const dataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

it('the built directory lists every platform as the registry does', async () => {
  const built = await import(/* @vite-ignore */ dataUrl(directoryModule()));
  expect(built.listed).toEqual(listed);
  expect(built.directory).toEqual(directory);
  expect(listed.map((entry) => entry.name)).toEqual(platforms.map((platform) => platform.name));
});

describe.each(platforms.map((platform) => [platform.id, platform] as const))(
  '%s',
  (id, platform) => {
    const source = readFileSync(`lib/platforms/${id}.ts`, 'utf8');
    const stripped = withoutRecordFields(source, parseAst(source, { lang: 'ts' }));
    const examples = examplesOf(platform);
    const urls = [
      ...Object.values(examples.pages).flatMap((list) => list.map(([url]) => url)),
      ...examples.needsDom,
      ...examples.none,
    ].filter((url) => url !== platform.homepage);

    it('built, carries none of its example URLs', () => {
      expect(urls).not.toHaveLength(0);
      for (const url of urls) expect(stripped, url).not.toContain(`'${url}'`);
    });

    it('built, keeps every page kind and its rule', () => {
      const kinds = Object.keys(platform.pages);
      expect(source.match(/^ {6}examples: \[/gm)).toHaveLength(kinds.length);
      expect(stripped).not.toMatch(/\bexamples:|\bnone:/);
      for (const kind of kinds) expect(stripped).toMatch(new RegExp(`^ {4}${kind}: \\{$`, 'm'));
      const detectors = (code: string) => code.match(/\bdetect:/g)?.length;
      expect(detectors(stripped)).toBe(detectors(source));
      expect(stripped.length).toBeLessThan(source.length * 0.8);
    });

    it('in its content script, leaves out its home page and match patterns, keeps its domains', () => {
      const inPage = withoutRecordFields(
        source,
        parseAst(source, { lang: 'ts' }),
        cutFromContentScripts,
      );
      expect(inPage).not.toMatch(/^ {2}(homepage|matches):/m);
      expect(inPage).toMatch(/^ {2}domains[:,]/m);
      expect(stripped).toMatch(/^ {2}homepage: '/m);
      expect(stripped).toMatch(/^ {2}matches: /m);
      expect(inPage.match(/\bdetect:/g)?.length).toBe(source.match(/\bdetect:/g)?.length);
    });
  },
);

describe('the content scripts written from the records', () => {
  it.each(platforms.filter(readsMarkup).map((platform) => [platform.id, platform] as const))(
    '%s detects its pages with its record, to read their markup',
    (id, platform) => {
      const code = contentScript(platform);
      expect(code).toContain(`import { ${id} } from '@/lib/platforms/${id}';`);
      expect(code).toContain(`reportPages(${id});`);
      expect(code).not.toContain('reportAddresses');
    },
  );

  it.each(
    platforms
      .filter((platform) => !readsMarkup(platform))
      .map((platform) => [platform.id, platform] as const),
  )('%s sends the address, without its record', (id, platform) => {
    const code = contentScript(platform);
    expect(code).toContain(`reportAddresses("${id}");`);
    expect(code).not.toContain('@/lib/platforms/');
    expect(code).not.toContain('reportPages');
  });

  it.each(platforms.map((platform) => [platform.id, platform] as const))(
    '%s carries the video control only where transcripts seek a video',
    (_id, platform) => {
      expect(contentScript(platform).includes('controlVideo();')).toBe(
        platform.playsVideo === true,
      );
    },
  );

  it('detect in the page only on the platforms of pages read from their markup', () => {
    expect(platforms.filter(readsMarkup).map((platform) => platform.id)).toEqual(
      platforms
        .filter((platform) =>
          markupPages.some((page) => platformOfUrl(page.url)?.id === platform.id),
        )
        .map((platform) => platform.id),
    );
  });

  it('control the video on YouTube and TikTok alone', () => {
    expect(
      platforms.filter((platform) => platform.playsVideo).map((platform) => platform.id),
    ).toEqual(['tiktok', 'youtube']);
  });
});

it("puts V8's compile hint at the top of every content script, and of nothing else", () => {
  const chunk = (fileName: string) => ({ type: 'chunk' as const, fileName, code: 'run();' });
  const bundle = {
    ...Object.fromEntries(platforms.map(({ id }) => [`page-${id}.js`, chunk(`page-${id}.js`)])),
    'background.js': chunk('background.js'),
    'page-style.css': { type: 'asset' as const, fileName: 'page-style.css', source: 'a{}' },
  };
  const plugin = contentScriptCompileHint();
  (plugin.generateBundle as (options: unknown, bundle: unknown) => void)({}, bundle);
  expect(
    Object.values(bundle).map((output) =>
      output.type === 'chunk' ? [output.fileName, output.code] : [output.fileName, output.source],
    ),
  ).toEqual([
    ...platforms.map(({ id }) => [`page-${id}.js`, `${compileHint}run();`]),
    ['background.js', 'run();'],
    ['page-style.css', 'a{}'],
  ]);
});
