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
  sidepanel: 45,
  popup: 30,
  background: 64,
};

/**
 * The code a view loads only when it needs it: chunk names of the modules that must be lazy (the
 * page rules, platforms, and linked-page, only for a panel opened on a link or a link followed in
 * it; the database
 * code, stored-answers, only for a big answer or a history result; Load all, only under a paged
 * list; a profile's derived figures, only under a profile's or a community's card; each area's
 * endpoints with their schemas, and its views, only for a page of the area).
 */
const lazyModules = [
  'Explorer',
  'BarChart',
  'exporters',
  'JsonTree',
  'linked-page',
  'stored-answers',
  'HistoryResult',
  'LoadAll',
  'PostsFigures',
  'platforms',
  'endpoints',
  'views',
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
    // The settings page loads the catalog at once (the key's test, the watched things' price):
    // what the panel and the popup load on demand is judged by their first paint alone.
    if (name !== 'options') for (const file of assets.js) initial.add(file);
    add(`${name} initial`, assets.js, budgets[name]);
    add(name, assets.css, undefined, 'CSS');
  }
  // The batch page, opened on purpose, reads lines with the page rules: reported, not budgeted,
  // and not among the views whose first paint must leave the rules out.
  add('batch page', pageAssets(dir, 'batch.html').js);
  // The comparison page, opened from the settings' Watched: reported, not budgeted.
  add('comparison page', pageAssets(dir, 'compare.html').js);

  // Every chunk the panel and the popup do not load at once is loaded on demand: which modules it holds.
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
  // A module each area has (its endpoints, its views) has a chunk per area: the largest is shown.
  for (const module of lazyModules) {
    const named = (file: string) => path.basename(file).startsWith(`${module}-`);
    const chunks = lazyChunks
      .filter(named)
      .map((file) => ({ file, gzip: measure(dir, [file]).gzip }))
      .sort((a, b) => b.gzip - a.gzip);
    const largest = chunks[0];
    const atOnce = [...initial].some(named);
    rows.push({
      group: 'on demand',
      name: module,
      value: largest ? kb(largest.gzip) : 0,
      unit: 'KB',
      check: largest !== undefined && !atOnce,
      note: atOnce
        ? 'loaded at once'
        : chunks.length > 1
          ? `${chunks.length} chunks, the largest ${largest?.file}`
          : (largest?.file ?? 'loaded at once'),
    });
  }
  // Workbooks and zips are written in a worker of their own, started only when one is asked for:
  // no page loads it at once.
  const pagesAtOnce = [
    'sidepanel.html',
    'popup.html',
    'options.html',
    'batch.html',
    'compare.html',
  ].flatMap((html) => pageAssets(dir, html).js);
  const workers = walk(dir).filter((file) => /(^|\/)files\.worker-[^/]+\.js$/.test(file));
  const worker = workers[0];
  rows.push({
    group: 'on demand',
    name: 'workbook and zip worker (write-excel-file, fflate)',
    value: worker ? kb(measure(dir, [worker]).gzip) : 0,
    unit: 'KB',
    check: workers.length === 1 && !pagesAtOnce.some((file) => workers.includes(file)),
    note: worker ?? 'missing',
  });
  return rows;
}
