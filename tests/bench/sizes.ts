/**
 * What each entrypoint makes the browser load before it can run: its own file and every chunk and
 * style sheet its page pulls in at once. Chunks no page pulls in at once load on demand.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from './report';

interface Files {
  raw: number;
  gzip: number;
}

const kb = (bytes: number) => bytes / 1024;

function measure(dir: string, files: readonly string[]): Files {
  return files.reduce(
    (sum, file) => {
      const content = readFileSync(path.join(dir, file));
      return {
        raw: sum.raw + content.length,
        gzip: sum.gzip + gzipSync(content, { level: 9 }).length,
      };
    },
    { raw: 0, gzip: 0 },
  );
}

/** The scripts, preloaded modules and style sheets an extension page loads before it runs. */
function pageAssets(dir: string, html: string): { js: string[]; css: string[] } {
  const text = readFileSync(path.join(dir, html), 'utf8');
  const attribute = (pattern: RegExp) =>
    [...text.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
  return {
    js: [
      ...attribute(/<script[^>]*\ssrc="([^"]+)"/g),
      ...attribute(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ],
    css: attribute(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  };
}

const walk = (dir: string, under = ''): string[] =>
  readdirSync(path.join(dir, under)).flatMap((name) => {
    const relative = path.posix.join(under, name);
    return statSync(path.join(dir, relative)).isDirectory() ? walk(dir, relative) : [relative];
  });

/** Budgets in KB gzip of what loads at once. */
const budgets: Record<string, number> = {
  'in the page': 3,
  sidepanel: 60,
  popup: 40,
  background: 60,
};

/**
 * The code a view loads only when it needs it: chunk names of the modules that must be lazy (the
 * page rules, platforms, and link-menu, only for a panel opened on a link or a link followed in
 * it; the database
 * code, stored-answers, only for a big answer or a history result; Load all, only under a paged
 * list).
 */
const lazyModules = [
  'Explorer',
  'BarChart',
  'exporters',
  'JsonTree',
  'link-menu',
  'stored-answers',
  'HistoryResult',
  'LoadAll',
  'platforms',
] as const;

export function sizeRows(dir: string): Row[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
    background: { service_worker?: string; scripts?: string[] };
    content_scripts?: { js: string[] }[];
    action?: { default_popup?: string };
    side_panel?: { default_path?: string };
    options_ui?: { page?: string };
  };
  const rows: Row[] = [];
  const add = (name: string, files: readonly string[], budget?: number, kind = 'JS') => {
    const size = measure(dir, files);
    rows.push({
      group: 'size',
      name: `${name} ${kind}, gzip`,
      value: kb(size.gzip),
      unit: 'KB',
      note: `${kb(size.raw).toFixed(1)} KB raw`,
      ...(budget === undefined ? {} : { budget }),
    });
  };

  const background = manifest.background.service_worker
    ? [manifest.background.service_worker]
    : (manifest.background.scripts ?? []);
  add('background', background, budgets.background);

  // The content scripts: what runs in every page of the platforms.
  for (const script of manifest.content_scripts ?? []) {
    for (const file of script.js)
      add(`content script ${file.replace(/\.js$/, '')}`, [file], budgets['in the page']);
  }

  const initial = new Set<string>();
  for (const [name, html] of [
    ['sidepanel', manifest.side_panel?.default_path ?? 'sidepanel.html'],
    ['popup', manifest.action?.default_popup ?? 'popup.html'],
    ['options', manifest.options_ui?.page ?? 'options.html'],
  ] as const) {
    const assets = pageAssets(dir, html);
    for (const file of assets.js) initial.add(file);
    add(name, assets.js, budgets[name]);
    add(name, assets.css, undefined, 'CSS');
  }
  // The batch page, opened on purpose, reads lines with the page rules: reported, not budgeted,
  // and not among the views whose first paint must leave the rules out.
  add('batch page', pageAssets(dir, 'batch.html').js);

  // Every chunk the views do not load at once is loaded on demand: which modules it holds.
  const lazyChunks = walk(dir).filter(
    (file) => file.startsWith('chunks/') && file.endsWith('.js') && !initial.has(file),
  );
  const samples = walk(dir).filter((file) => file.startsWith('samples/'));
  rows.push({
    group: 'size',
    name: `demo samples (${samples.length} JSON files the background fetches), gzip`,
    value: kb(measure(dir, samples).gzip),
    unit: 'KB',
  });
  // What the first paint must not wait for: each has a chunk of its own that no page loads at once.
  for (const module of lazyModules) {
    const chunk = lazyChunks.find((file) => path.basename(file).startsWith(`${module}-`));
    rows.push({
      group: 'on demand',
      name: module,
      value: chunk ? kb(measure(dir, [chunk]).gzip) : 0,
      unit: 'KB',
      check: chunk !== undefined,
      note: chunk ?? 'loaded at once',
    });
  }
  return rows;
}
