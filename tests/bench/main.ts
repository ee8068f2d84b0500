/**
 * `npm run bench`: the production packages measured in Debian's Chromium against Sidelight's
 * budgets. Prints one table, writes it as JSON to .output/bench.json, and exits non-zero when a
 * budget is missed. `--docs` also puts the table in docs/performance.md. Tests never time anything; this
 * does, so run it on a quiet machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromeBuild, launchWithExtension } from '../e2e/fixtures';
import { startFakeApi } from '../fake-api/server';
import { backupRows } from './backup';
import { detectRows } from './detect';
import { figureRows } from './figures';
import { fileRows } from './files';
import { withFloorPage } from './floor';
import { jobRows } from './jobs';
import { contentScriptRows } from './page-cost';
import { panelRows } from './panel';
import { passThroughRows } from './pass-through';
import { quotaRows } from './quota';
import { passes, type Row, table } from './report';
import { retentionRows } from './retention';
import { settingsMessageRows } from './settings-messages';
import { sizeRows } from './sizes';
import { wakeRows } from './wake';
import { watchRows } from './watch';
import { yearsRows } from './years';

const root = path.resolve(import.meta.dirname, '../..');
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const wanted = (part: string) => only === undefined || only.split(',').includes(part);

const rows: Row[] = [];
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (wanted('sizes')) rows.push(...sizeRows(chromeBuild));

if (wanted('pages')) rows.push(...(await contentScriptRows()));

// The panel's rows need the floor page beside it: a copy of the build with one page more.
const context = await launchWithExtension(
  wanted('panel') ? await withFloorPage(chromeBuild) : chromeBuild,
);
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  if (wanted('detect')) rows.push(...(await detectRows(context)));
  if (wanted('panel') || wanted('spend')) {
    const fake = await startFakeApi();
    try {
      if (wanted('panel')) rows.push(...(await panelRows(context, worker, extensionId, fake)));
      if (wanted('spend'))
        rows.push(...(await passThroughRows(context, worker, extensionId, fake)));
    } finally {
      await fake.close();
    }
  }
  // A batch's workbook and zip, written as its buttons write them.
  if (wanted('files')) rows.push(...(await fileRows(context, extensionId)));
  // After the panel's rows: the jobs leave a thousand results in the history and the cache.
  if (wanted('jobs')) rows.push(...(await jobRows(context, worker, extensionId)));
  // Watched things refreshed by their alarm: a run of 100, and what is left once it ended.
  if (wanted('watch')) rows.push(...(await watchRows(context, worker, extensionId)));
  // What the browser grants, and what a 1,000-page batch of comments takes of it.
  if (wanted('storage')) rows.push(...(await quotaRows(context, worker, extensionId)));
} finally {
  await context.close();
}
/**
 * A part that runs in browsers of its own: one that cannot finish is a failed row of the table,
 * with its reason, and the other parts' rows are still printed.
 */
async function ownBrowsers(part: string, measure: () => Promise<Row[]>): Promise<void> {
  if (!wanted(part)) return;
  try {
    rows.push(...(await measure()));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    rows.push({
      group: part,
      name: `did not finish: ${reason}`,
      value: 0,
      unit: 'ms',
      check: false,
    });
  }
}
// Sidelight's worker and a floor worker, each woken from stopped.
await ownBrowsers('wake', wakeRows);
// An empty profile, a tenth of years of use, and years of use.
await ownBrowsers('years', yearsRows);
// What the settings page asks while a batch runs beside it.
await ownBrowsers('messages', settingsMessageRows);
// A 1,000-page batch on an empty profile, then on years of use.
await ownBrowsers('retention', retentionRows);
// A seeded profile backed up, and its file restored into an empty one.
await ownBrowsers('backup', backupRows);
// Figures and comment analysis computed from cached answers, against their plain lists.
await ownBrowsers('figures', figureRows);

const printed = table(rows);
console.log(printed);
const failed = rows.filter((row) => passes(row) === false);
console.log(
  failed.length === 0
    ? `\nEvery budget met (${rows.filter((row) => passes(row)).length} checked).`
    : `\n${failed.length} budget(s) missed: ${failed.map((row) => `${row.group}: ${row.name}`).join('; ')}`,
);

mkdirSync(path.join(root, '.output'), { recursive: true });
writeFileSync(
  path.join(root, '.output/bench.json'),
  `${JSON.stringify({ at: new Date().toISOString(), chromium, rows }, null, 2)}\n`,
);

if (process.argv.includes('--docs')) {
  const page = path.join(root, 'docs/performance.md');
  const text = readFileSync(page, 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from)
    throw new Error(`docs/performance.md has no ${start} … ${end} section`);
  writeFileSync(page, `${text.slice(0, from + start.length)}\n${printed}\n${text.slice(to)}`);
}
process.exitCode = failed.length === 0 ? 0 : 1;
