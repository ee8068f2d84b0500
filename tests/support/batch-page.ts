/**
 * A batch of mixed pages as a new user pastes it, from the platforms' own example addresses, with
 * its plan worked out apart from the page (a video asked for its Video and its Transcript); and
 * what is measured in the batch page itself: whether its results table fits, and the words its
 * labels show. The measures are self-contained: they run inside the page (Playwright's
 * `evaluate`, or as source in Firefox).
 */
import { endpointById, endpointsForPage } from '../../lib/areas';
import { lineRequest, readLines } from '../../lib/areas/batch-lines';
import { priceOf } from '../../lib/areas/page-params';
import { type PlatformId, platformById, platforms } from '../../lib/platforms';

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
