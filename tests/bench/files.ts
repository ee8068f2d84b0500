/**
 * A 1,000-row batch written as one Excel workbook and as one zip of its CSV files, in the batch
 * page, the way its buttons write them (the export chunk's worker): how long each takes, the
 * workbook against the zip of the same rows, and the page's longest task while the workbook is
 * written (the page must go on answering).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { endpointById } from '../../lib/areas';
import { sampleOf } from '../../lib/areas/samples';
import { tablesOf } from '../../lib/export/table';
import { chromeBuild } from '../e2e/fixtures';
import { median, type Row } from './report';

const lines = 1_000;
const runs = 5;
/** Kinds of result in the batch, in turn: things with counts, dates, addresses and long text. */
const kinds = ['video.video', 'shortvideo.video', 'forum.post', 'social.post'] as const;

/** The batch's tables as its buttons write them: Pages, then a table per kind of result. */
function batchTables() {
  const pages: Record<string, unknown>[] = [];
  const byKind = new Map<string, Record<string, unknown>[]>();
  for (let index = 0; index < lines; index += 1) {
    const endpointId = kinds[index % kinds.length] as (typeof kinds)[number];
    const asked = {
      line: index + 1,
      'page address': `https://example.com/page/${index}`,
      page: `page ${index}`,
      asked: endpointById(endpointId).label,
      outcome: 'done',
      error: '',
    };
    // A call's credits are on its row of Pages only.
    const { error, ...before } = asked;
    pages.push({ ...before, 'credits charged': 2, error });
    const { main } = tablesOf(sampleOf(endpointId), {
      area: endpointId.split('.')[0] as string,
      name: endpointById(endpointId).label,
    });
    byKind.set(endpointId, [
      ...(byKind.get(endpointId) ?? []),
      ...main.rows.map((row) => ({ ...asked, ...row })),
    ]);
  }
  return [
    { name: 'Pages', rows: pages },
    ...[...byKind].map(([endpointId, rows]) => ({ name: endpointId, rows })),
  ];
}

export async function fileRows(context: BrowserContext, extensionId: string): Promise<Row[]> {
  const exporters = readdirSync(path.join(chromeBuild, 'chunks')).find((file) =>
    file.startsWith('exporters-'),
  );
  if (!exporters) throw new Error('No export chunk in the build');
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/batch.html`);
  await page.locator('main').waitFor();
  const tables = batchTables();
  // Imported from a string: the bench's own loader rewrites an import() written in a function.
  await page.evaluate(
    `import(${JSON.stringify(`/chunks/${exporters}`)}).then((module) => { window.exporters = module; })`,
  );
  const measured = await page.evaluate(
    async ({ tables, runs }) => {
      type Tables = { name: string; rows: Record<string, unknown>[] }[];
      const files = (
        window as unknown as {
          exporters: {
            workbook(tables: Tables): Promise<Uint8Array>;
            csvZip(files: Tables): Promise<Uint8Array>;
          };
        }
      ).exporters;
      let longest = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
      }).observe({ type: 'longtask' });
      const result = { workbook: [] as number[], zip: [] as number[], longest: 0, bytes: 0 };
      const named = tables.map((table) => ({ ...table, name: `${table.name}.csv` }));
      // A first run of each, not counted: the worker's code fetched and compiled once.
      await files.workbook(tables);
      await files.csvZip(named);
      await new Promise((resolve) => setTimeout(resolve, 200));
      longest = 0;
      for (let run = 0; run < runs; run += 1) {
        let start = performance.now();
        const workbook = await files.workbook(tables);
        result.workbook.push(performance.now() - start);
        result.bytes = workbook.length;
        // Long tasks are reported after they end: the page is given a moment to report them.
        await new Promise((resolve) => setTimeout(resolve, 100));
        result.longest = Math.max(result.longest, longest);
        start = performance.now();
        await files.csvZip(named);
        result.zip.push(performance.now() - start);
      }
      return result;
    },
    { tables, runs },
  );
  await page.close();
  const workbook = median(measured.workbook);
  const zip = median(measured.zip);
  const rows = `${lines.toLocaleString('en')} lines, ${tables.length} sheets`;
  return [
    {
      group: 'files',
      name: `a ${lines.toLocaleString('en')}-row batch as one Excel workbook, against one zip of its CSV files`,
      value: workbook / zip,
      unit: '×',
      budget: 3,
      note: `workbook ${Math.round(workbook)} ms, zip ${Math.round(zip)} ms, median of ${runs}; ${rows}; ${Math.round(measured.bytes / 1024)} KB`,
    },
    {
      group: 'files',
      name: 'longest task of the batch page while the workbook is written',
      value: measured.longest,
      unit: 'ms',
      budget: 50,
      note: 'written in a worker',
    },
  ];
}
