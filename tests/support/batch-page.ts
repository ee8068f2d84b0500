/**
 * A batch of mixed pages as a new user pastes it, from the platforms' own example addresses, with
 * its plan worked out apart from the page (a video asked for its Video and its Transcript), and
 * what its zip and workbook must hold; two searches whose answers list the same videos, and what
 * their files must hold for each; and what is measured in the batch page itself: whether its results table fits, and the words its
 * labels show. The measures are self-contained: they run inside the page (Playwright's
 * `evaluate`, or as source in Firefox).
 */
import { unzipSync } from 'fflate';
import { listIn } from '../../lib/api/repeats';
import { endpointById, endpointsForPage } from '../../lib/areas';
import { lineRequest, readLines } from '../../lib/areas/batch-lines';
import { priceOf } from '../../lib/areas/page-params';
import { endpointWords } from '../../lib/export/words';
import { type PlatformId, platformById, platforms } from '../../lib/platforms';
import { answerFor } from '../fake-api/pages';
import {
  asCsvCells,
  csvRecords,
  type ReadCell,
  type ReadSheet,
  readWorkbook,
} from './read-workbook';

const exampleOf = (platform: PlatformId, kind: string): string => {
  const [example] = (platformById(platform).pages as Record<string, { examples: PageExamples }>)[
    kind
  ]?.examples ?? [[]];
  if (!example?.[0]) throw new Error(`${platform} has no example of ${kind}`);
  return example[0];
};
type PageExamples = readonly (readonly [string, unknown])[];

/** Pages of kinds whose ids and options are no words ("userSearch", "search_type", "geo"). */
export const mixedPages = [
  'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  'https://www.youtube.com/watch?v=M7lc1UVf-VE',
  'https://www.reddit.com/r/typescript/',
  'tiktok.com/@khaby.lame',
  exampleOf('linkedin', 'userSearch'),
  exampleOf('threads', 'search'),
  exampleOf('google', 'trends'),
  'not a page',
];

/** What the video pages are asked for besides their first endpoint. */
export const alsoForVideos = 'video.transcription';

/** Each page's calls: its kind's first endpoint, and the transcript too for a video. */
export const mixedCalls = readLines(mixedPages.join('\n')).pages.flatMap((page) => {
  const [first] = endpointsForPage(page.area, page.kind);
  if (!first) throw new Error(`${page.url} has no endpoint`);
  const asked = page.kind === 'video' ? [first, endpointById(alsoForVideos)] : [first];
  return asked.map((endpoint) => ({
    line: page.line,
    kind: page.kind,
    endpointId: endpoint.id,
    price: priceOf(endpoint, lineRequest(page, endpoint).params) ?? Number.NaN,
  }));
});
export const mixedPrice = mixedCalls.reduce((sum, call) => sum + call.price, 0);
export const mixedPageCount = new Set(mixedCalls.map((call) => call.line)).size;

/** Ids no label may show: every page kind's that is no word, and the options' API names. */
export const idsNotWords = [
  ...[...new Set(platforms.flatMap((platform) => Object.keys(platform.pages)))].filter((id) =>
    /[A-Z_]/.test(id),
  ),
  'search_type',
  'geo',
  'timeframe',
];

/** The results' widths to fit: the batch page's three, and 1,280 px at 200 % zoom. */
export const batchWidths = [1024, 1280, 1920, 640] as const;

export interface TableFit {
  /** How much wider the table is than its container's room (0 when it fits). */
  past: number;
  /** The columns whose right edge passes the window. */
  outOfView: string[];
  /** How much the page scrolls sideways. */
  sideways: number;
}

/** Whether the batch's results table fits its page, measured in the page. */
export function batchTableFit(doc: Document = document): TableFit {
  const table = doc.querySelector<HTMLElement>('[data-testid="batch-rows"]');
  const room = table?.parentElement;
  if (!table || !room) return { past: Number.NaN, outOfView: ['no table'], sideways: Number.NaN };
  const width = doc.documentElement.clientWidth;
  return {
    past: Math.max(0, table.scrollWidth - room.clientWidth),
    outOfView: [...table.querySelectorAll('th')]
      .filter((cell) => cell.getBoundingClientRect().right > width + 0.5)
      .map((cell) => cell.textContent ?? ''),
    sideways: Math.max(0, doc.documentElement.scrollWidth - width),
  };
}

/**
 * The words the batch page's labels show: its text without what was pasted (the box, the
 * addresses in the table, the lines listed as not sent), the choices of its menus included.
 */
export function batchLabels(doc: Document = document): string {
  const main = doc.querySelector('main')?.cloneNode(true) as HTMLElement | undefined;
  if (!main) return '';
  for (const pasted of main.querySelectorAll('textarea, .sl-batch__address, code')) pasted.remove();
  for (const details of main.querySelectorAll('details')) details.setAttribute('open', '');
  return main.textContent ?? '';
}

/**
 * What a batch's zip and workbook hold, read back: each CSV file's name and rows, the Pages
 * sheet's lines and what each asked, each kind's sheet and the lines it holds, the lines not
 * sent in both, and the kind sheets whose cells are not their CSV file's.
 */
export function readBatchFiles(zipBytes: Uint8Array, workbookBytes: Uint8Array) {
  const zipped = Object.entries(unzipSync(zipBytes)).map(([name, content]) => ({
    name: name.replace(/^sidelight-batch-\d+-|-\d{4}-\d{2}-\d{2}\.csv$/g, ''),
    records: csvRecords(new TextDecoder().decode(content)),
  }));
  const sheets = readWorkbook(workbookBytes);
  const [pages, ...rest] = sheets;
  const kindSheets = rest.slice(0, -1);
  const kindFiles = zipped.slice(1, -1);
  return {
    pagesCsv: { name: zipped[0]?.name, sameAsSheet: sameCells(pages, zipped[0]?.records ?? []) },
    notSentCsv: { name: zipped.at(-1)?.name, records: zipped.at(-1)?.records },
    pages: {
      name: pages?.name,
      lines: pages?.rows.slice(1).map((row) => [row[0]?.value, row[3]?.value]),
      firstAddress: pages?.rows[1]?.[1],
    },
    // A list inside an answer has a sheet of its own, named "<kind of result>, <list>".
    kindSheets: Object.fromEntries(
      kindSheets
        .filter((sheet) => !sheet.name.includes(', '))
        .map((sheet) => [
          sheet.name,
          [...new Set(sheet.rows.slice(1).map((row) => row[0]?.value))],
        ]),
    ),
    notSentSheet: {
      name: rest.at(-1)?.name,
      rows: rest.at(-1)?.rows.map((row) => row.map((cell) => cell?.value)),
    },
    unlikeTheirCsv: [
      ...(kindSheets.length === kindFiles.length ? [] : ['a sheet for each CSV file']),
      ...kindSheets
        .filter((sheet, at) => !sameCells(sheet, kindFiles[at]?.records ?? []))
        .map((sheet) => sheet.name),
    ],
    credits: {
      zip: creditsIn(zipped.map((file) => file.records)),
      workbook: creditsIn(sheets.map((sheet) => sheet.rows.map((row) => row.map(cellText)))),
      // Only the pages say a call's credits: a list's page is many rows elsewhere.
      filesWithCredits: zipped
        .filter((file) => file.records[0]?.includes(creditsColumn))
        .map((file) => file.name),
      sheetsWithCredits: sheets
        .filter((sheet) => sheet.rows[0]?.some((cell) => cellText(cell) === creditsColumn))
        .map((sheet) => sheet.name),
    },
  };
}

const creditsColumn = 'credits charged';
const cellText = (cell: ReadCell | undefined) => cell?.value;

/** Every "credits charged" column of these tables (each a header, then its rows) summed. */
function creditsIn(tables: readonly (readonly (readonly unknown[])[])[]): number {
  let sum = 0;
  for (const [header = [], ...body] of tables) {
    const column = header.indexOf(creditsColumn);
    if (column >= 0) for (const record of body) sum += Number(record[column] ?? 0);
  }
  return sum;
}

/** Whether a sheet holds its CSV file's records, cell for cell. */
const sameCells = (sheet: ReadSheet | undefined, records: readonly string[][]) =>
  sheet !== undefined &&
  sheet.rows.length === records.length &&
  records.every((record, row) =>
    asCsvCells(sheet.rows[row] ?? [], record).every((cell, column) => cell === record[column]),
  );

const notSentWords = ['line', 'what was pasted', 'not sent', 'sent', 'reason'];
const notAPage = 'Not an address of a platform Sidelight reads.';

/** What `readBatchFiles` reads from the mixed batch's files, from its calls alone. */
export function mixedBatchFiles(): ReturnType<typeof readBatchFiles> {
  const endpoints = [...new Set(mixedCalls.map((call) => call.endpointId))];
  return {
    pagesCsv: { name: 'pages', sameAsSheet: true },
    notSentCsv: {
      name: 'not-sent',
      records: [notSentWords, ['8', 'not a page', 'the whole line', '', notAPage]],
    },
    pages: {
      name: 'Pages',
      lines: mixedCalls.map((call) => [
        call.line,
        endpointById(call.endpointId as 'video.video').label,
      ]),
      firstAddress: { type: 'text', value: mixedPages[0] ?? '', link: mixedPages[0] ?? '' },
    },
    kindSheets: Object.fromEntries(
      endpoints.map((endpointId) => {
        const { platform, what } = endpointWords(endpointId);
        const lines = mixedCalls.filter((call) => call.endpointId === endpointId);
        return [`${platform} ${what}`, lines.map((call) => call.line)];
      }),
    ),
    notSentSheet: {
      name: 'Not sent',
      rows: [notSentWords, [8, 'not a page', 'the whole line', undefined, notAPage]],
    },
    unlikeTheirCsv: [],
    credits: {
      zip: mixedPrice,
      workbook: mixedPrice,
      filesWithCredits: ['pages'],
      sheetsWithCredits: ['Pages'],
    },
  };
}

/** Two searches the fake answers with the same videos: each row is its own list, kept whole. */
export const overlapPages = [
  'https://www.youtube.com/results?search_query=how+transistors+work',
  'https://www.youtube.com/results?search_query=lofi+hip+hop',
];
const overlapLines = readLines(overlapPages.join('\n')).pages.map((page) => {
  const [first] = endpointsForPage(page.area, page.kind);
  if (!first) throw new Error(`${page.url} has no endpoint`);
  return { endpoint: first, params: lineRequest(page, first).params };
});
export const overlapPrice = overlapLines.reduce(
  (sum, line) => sum + (priceOf(line.endpoint, line.params) ?? Number.NaN),
  0,
);

/**
 * What a batch's zip, workbook and JSON hold for each of its lines: its rows in the kind's CSV
 * file and sheet, the items of its answer in the JSON; and the credits every credits column of
 * the zip, and of the workbook, sums to.
 */
export function readLinesInFiles(zipBytes: Uint8Array, workbookBytes: Uint8Array, json: string) {
  const files = readBatchFiles(zipBytes, workbookBytes);
  const zipped = Object.values(unzipSync(zipBytes)).map((content) =>
    csvRecords(new TextDecoder().decode(content)),
  );
  const sheets = readWorkbook(workbookBytes);
  const perLine = (lines: readonly unknown[]) => {
    const counts: Record<string, number> = {};
    for (const line of lines) counts[String(line)] = (counts[String(line)] ?? 0) + 1;
    return counts;
  };
  return {
    csv: perLine((zipped[1] ?? []).slice(1).map((record) => record[0])),
    sheet: perLine((sheets[1]?.rows ?? []).slice(1).map((row) => row[0]?.value)),
    json: itemsInJson(json),
    credits: files.credits,
  };
}

const overlapItemsPath = overlapLines[0]?.endpoint.pagination?.items ?? '';

/** How many items the answer of each line of a batch's JSON file holds, by line. */
export function itemsInJson(json: string): Record<string, number | undefined> {
  const { lines } = JSON.parse(json) as { lines: { line: number; data?: unknown }[] };
  return Object.fromEntries(
    lines.map((line) => [String(line.line), listIn(line.data, overlapItemsPath)?.length]),
  );
}

/** What `readLinesInFiles` reads from the two searches' files: every video under each search. */
export function overlapFiles(): ReturnType<typeof readLinesInFiles> {
  const items = Object.fromEntries(
    overlapLines.map(({ endpoint, params }, at) => [
      String(at + 1),
      listIn(answerFor(endpoint, endpoint.params.parse(params) as never, 1, 3), overlapItemsPath)
        ?.length ?? 0,
    ]),
  );
  return {
    csv: items,
    sheet: items,
    json: items,
    credits: {
      zip: overlapPrice,
      workbook: overlapPrice,
      filesWithCredits: ['pages'],
      sheetsWithCredits: ['Pages'],
    },
  };
}
