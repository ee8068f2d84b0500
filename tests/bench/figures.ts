/**
 * Numbers computed from what is stored, against the plain list of the same items, in the built
 * extension: a TikTok profile's derived figures over its 1,000 cached videos against the Videos
 * tab painting those videos, and what 10,000 cached comments say against the Comments tab
 * painting them; each with the longest task the panel reports while the figures or the analysis
 * come.
 */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { pinnedPath } from '../../lib/extension/shared/view-addresses';
import { launchWithExtension, routePage, useService, waitBeforeFetching } from '../e2e/fixtures';
import { type FakeApi, startFakeApi } from '../fake-api/server';
import { discussedComments, manyVideos } from './big-answers';
import { fetchShown, firstResult, openPanel, openTab, resultOf } from './panel';
import { median, type Row } from './report';

const profileUrl = 'https://www.tiktok.com/@mika.in.tokyo';
const videoUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const videoCount = 1000;
const commentCount = 10_000;
/** Panels opened for each comparison: the rows are their medians. */
const runs = 9;

const figuresShown = `section[data-endpoint="shortvideo.user"] [data-testid="derived-figures"] .sl-figures`;

type Marks = {
  longTasks: PerformanceObserver;
  /** When the page first asked the background for each endpoint's stored answer (`only: 'free'`). */
  askedStored: Record<string, number>;
  tasks: { start: number; end: number }[];
  shown: Record<string, number>;
  painted: Record<string, number>;
};

/**
 * Installed before the panel's scripts: every long task it reports, when each selector is first
 * in the document and the frame after it, and when it first asks for a stored answer, on the
 * page's clock.
 */
function recordMarks(selectors: Record<string, string>) {
  const marks = { tasks: [], shown: {}, painted: {}, askedStored: {} } as unknown as Marks;
  (window as unknown as { marks: Marks }).marks = marks;
  const connect = chrome.runtime.connect.bind(chrome.runtime);
  chrome.runtime.connect = ((...args: Parameters<typeof chrome.runtime.connect>) => {
    const port = connect(...args);
    const post = port.postMessage.bind(port);
    port.postMessage = (message: { type?: string; data?: { id?: string; only?: string } }) => {
      const id = message?.data?.id;
      if (message?.type === 'callApi' && message.data?.only === 'free' && id !== undefined)
        marks.askedStored[id] ??= performance.now();
      post(message);
    };
    return port;
  }) as typeof chrome.runtime.connect;
  marks.longTasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      marks.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  marks.longTasks.observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (marks.shown[name] !== undefined || !document.querySelector(selector)) continue;
      marks.shown[name] = performance.now();
      requestAnimationFrame(() =>
        setTimeout(() => {
          marks.painted[name] = performance.now();
        }, 0),
      );
    }
    if (Object.keys(marks.shown).length === Object.keys(selectors).length) seen.disconnect();
  });
  seen.observe(document, { childList: true, subtree: true });
}

/** The longest task overlapping `from` to `to` on the page's clock; 0 when none was long. */
const longestTask = (view: Page, from: number, to: number) =>
  view.evaluate(
    ([start, end]) => {
      const { marks } = window as unknown as { marks: Marks };
      // Entries not yet handed to the observer's callback are in its queue.
      for (const entry of marks.longTasks.takeRecords())
        marks.tasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
      const during = marks.tasks.filter((task) => task.start < end && task.end > start);
      return Math.max(0, ...during.map((task) => task.end - task.start));
    },
    [from, to] as const,
  );

/** A panel pinned to the tab, 360 px wide, its marks recorded from its first script. */
async function openMarkedPanel(
  context: BrowserContext,
  extensionId: string,
  tabId: number,
  selectors: Record<string, string>,
) {
  const view = await context.newPage();
  await view.setViewportSize({ width: 360, height: 900 });
  await view.addInitScript(recordMarks, selectors);
  await view.goto(`chrome-extension://${extensionId}${pinnedPath(tabId)}`);
  return view;
}

/** When `name` was first in the document and painted, once it is. */
async function markOf(view: Page, name: string) {
  const handle = await view.waitForFunction(
    (mark) => {
      const { marks } = window as unknown as { marks: Marks };
      return marks.painted[mark] === undefined
        ? undefined
        : { shown: marks.shown[mark] as number, painted: marks.painted[mark] };
    },
    name,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue()) as { shown: number; painted: number };
}

/** A point the page reaches: `present` in the document, and `absent` no longer in it. */
interface Stage {
  present: string;
  absent?: string;
}

/**
 * Clicks `target`, then milliseconds from the click to the frame after each stage is reached, in
 * turn; `start` is the click on the page's clock.
 */
const clickedUntil = (view: Page, target: string, stages: readonly Stage[]) =>
  view.evaluate(
    async ([selector, marks]) => {
      const element = document.querySelector(selector);
      if (!(element instanceof HTMLElement)) throw new Error(`Nothing to click at ${selector}`);
      const reached = ({ present, absent }: Stage) =>
        document.querySelector(present) !== null &&
        (absent === undefined || document.querySelector(absent) === null);
      const start = performance.now();
      element.click();
      const painted: number[] = [];
      for (const stage of marks) {
        await new Promise<void>((resolve) => {
          const check = () => {
            if (!reached(stage)) return;
            observer.disconnect();
            resolve();
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true });
          check();
        });
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
        painted.push(performance.now() - start);
      }
      return { start, painted };
    },
    [target, stages] as const,
  );

/**
 * Opens an endpoint's tab, which shows its cached answer at once (nothing is fetched): from the
 * click to the frame after the result is in the document.
 */
async function tabShown(view: Page, endpointId: string) {
  const { start, painted } = await clickedUntil(view, `#tab-${endpointId.replace('.', '-')}`, [
    { present: resultOf(endpointId) },
  ]);
  return { start, painted: painted[0] as number };
}

/** What the filter line above a list says: "1,000 rows". */
const rowCount = (view: Page, endpointId: string) =>
  view.locator(`section[data-endpoint="${endpointId}"] [data-testid="filter-count"]`).textContent();

function expectRows(said: string | null, count: number) {
  const wanted = `${count.toLocaleString('en-US')} rows`;
  if (said !== wanted) throw new Error(`The list says “${said}”, not “${wanted}”`);
}

/** Samples of one comparison: the computed part, its list, and the longest tasks of each. */
interface Samples {
  computed: number[];
  /**
   * What a person waits in all: the analysis to its last part (the terms, below its first
   * screen), the figures from the profile's card (their code fetched first).
   */
  whole: number[];
  list: number[];
  computedTask: number[];
  listTask: number[];
}

const emptySamples = (): Samples => ({
  computed: [],
  whole: [],
  list: [],
  computedTask: [],
  listTask: [],
});

/** The profile's figures in a new panel, from its card in the document; then its Videos tab. */
async function measureFigures(context: BrowserContext, extensionId: string, tabId: number) {
  const view = await openMarkedPanel(context, extensionId, tabId, {
    card: resultOf('shortvideo.user'),
    figures: figuresShown,
  });
  const card = await markOf(view, 'card');
  const figures = await markOf(view, 'figures');
  const asked = await view.evaluate(
    (id) => (window as unknown as { marks: Marks }).marks.askedStored[id],
    'shortvideo.userVideos',
  );
  if (asked === undefined) throw new Error('The figures never asked for the stored videos');
  const cadence = await view.locator(figuresShown).textContent();
  if (!cadence?.includes(`over ${videoCount.toLocaleString('en-US')} videos`))
    throw new Error(`The figures are not over the ${videoCount} videos: ${cadence}`);
  const figuresTask = await longestTask(view, card.shown, figures.painted);
  const list = await tabShown(view, 'shortvideo.userVideos');
  expectRows(await rowCount(view, 'shortvideo.userVideos'), videoCount);
  const listTask = await longestTask(view, list.start, list.start + list.painted);
  await view.close();
  return {
    computed: figures.painted - asked,
    whole: figures.painted - card.shown,
    list: list.painted,
    computedTask: figuresTask,
    listTask,
  };
}

/** The video's comments from the cache in a new panel; then what they say, opened. */
async function measureAnalysis(context: BrowserContext, extensionId: string, tabId: number) {
  const view = await openMarkedPanel(context, extensionId, tabId, {});
  await firstResult(view, 'video.video');
  const list = await tabShown(view, 'video.comments');
  expectRows(await rowCount(view, 'video.comments'), commentCount);
  const listTask = await longestTask(view, list.start, list.start + list.painted);
  const section = '[data-testid="remark-analysis"]';
  const body = `${section} [data-testid="remark-analysis-body"]`;
  const {
    start,
    painted: [firstScreen = 0, whole = 0],
  } = await clickedUntil(view, `${section} summary`, [
    { present: body },
    // The terms are counted last, below the parts shown first; nothing says "Counting" then.
    { present: body, absent: `${section} [aria-busy="true"]` },
  ]);
  const analysis = { start, firstScreen, whole, text: (await view.textContent(section)) ?? '' };
  const over = `over ${commentCount.toLocaleString('en-US')} comments loaded`;
  if (!analysis.text.includes(over)) throw new Error(`The analysis is not ${over}`);
  if (!analysis.text.includes('keycaps')) throw new Error('The analysis counted no terms');
  const analysisTask = await longestTask(view, analysis.start, analysis.start + analysis.whole);
  await view.close();
  return {
    computed: analysis.firstScreen,
    whole: analysis.whole,
    list: list.painted,
    computedTask: analysisTask,
    listTask,
  };
}

/** Each of `runs` panels measured in turn, every figure kept. */
async function sampled(measure: () => Promise<Record<keyof Samples, number>>): Promise<Samples> {
  const samples = emptySamples();
  for (let run = 0; run < runs; run += 1) {
    const one = await measure();
    for (const key of Object.keys(samples) as (keyof Samples)[]) samples[key].push(one[key]);
  }
  return samples;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

interface Words {
  /** The comparison, as its row names it. */
  what: string;
  /** From when to when each is timed. */
  computed: string;
  list: string;
  /** The longer wait beside it, a row without a budget. */
  whole: string;
  /** While what the longest task is read. */
  during: string;
}

/** The ratio row, the longer wait beside it and the longest-task row of one comparison. */
function comparisonRows(samples: Samples, words: Words): Row[] {
  const [computed, list] = [median(samples.computed), median(samples.list)];
  const medians = `medians of ${runs} panels, 360 px`;
  return [
    {
      group: 'figures',
      name: words.what,
      value: computed / list,
      unit: '×',
      budget: 1.5,
      note: `${words.computed} ${ms(computed)}, ${words.list} ${ms(list)}; ${medians}`,
    },
    {
      group: 'figures',
      name: words.whole,
      value: median(samples.whole),
      unit: 'ms',
      note: `${(median(samples.whole) / list).toFixed(1)} × the list; ${medians}`,
    },
    {
      group: 'figures',
      name: `no task over 50 ms ${words.during}`,
      value: Math.max(...samples.computedTask),
      unit: 'ms',
      budget: 50,
      note: `the longest of ${runs} panels (${samples.computedTask.map(ms).join(' / ')}); the plain list's own longest ${ms(Math.max(...samples.listTask))}`,
    },
  ];
}

/** A page, the answer its panel shows first, and the list fetched once for the panels measured. */
interface Primed {
  url: string;
  fixture: string;
  first: string;
  list: string;
  body: unknown;
}

/** The list fetched once on its tab, from the fake: the cache keeps it for the panels measured. */
async function primeList(
  context: BrowserContext,
  sw: Worker,
  extensionId: string,
  fake: FakeApi,
  { url, fixture, first, list, body }: Primed,
) {
  await routePage(context, `${new URL(url).origin}/**`, fixture);
  const { tabId } = await openTab(context, sw, url);
  fake.inject({ endpoint: list, respond: { status: 200, body } });
  const priming = await openPanel(context, extensionId, tabId);
  await firstResult(priming, first);
  await fetchShown(priming, list);
  await priming.close();
  return tabId;
}

export async function figureRows(): Promise<Row[]> {
  const fake = await startFakeApi();
  const context = await launchWithExtension();
  try {
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(sw.url()).host;
    await useService(sw, fake.url, fake.key);
    // Each panel shows its first tab's answer, from the cache, as it opens.
    await waitBeforeFetching(sw, 0);
    const profileTab = await primeList(context, sw, extensionId, fake, {
      url: profileUrl,
      fixture: 'generic.html',
      first: 'shortvideo.user',
      list: 'shortvideo.userVideos',
      body: manyVideos(videoCount),
    });
    const commentsTab = await primeList(context, sw, extensionId, fake, {
      url: videoUrl,
      fixture: 'youtube/watch.html',
      first: 'video.video',
      list: 'video.comments',
      body: discussedComments(commentCount),
    });
    const calls = fake.requests.length;
    const [videos, comments] = [videoCount, commentCount].map((count) =>
      count.toLocaleString('en-US'),
    );
    const figures = await sampled(() => measureFigures(context, extensionId, profileTab));
    const analysis = await sampled(() => measureAnalysis(context, extensionId, commentsTab));
    if (fake.requests.length !== calls)
      throw new Error(
        `The panels measured called the service ${fake.requests.length - calls} times`,
      );
    return [
      ...comparisonRows(figures, {
        what: `a TikTok profile's derived figures over its ${videos} cached videos, painted, against its Videos tab painting them`,
        computed: 'the figures from their asking for the stored list to painted',
        list: 'the list from its tab opened (its cached answer shown at once) to painted, each with its code loaded',
        whole: `the figures over ${videos} videos, from the profile's card in the document to painted (their code fetched once the panel is idle after the card)`,
        during: "while the figures come, from the profile's card",
      }),
      ...comparisonRows(analysis, {
        what: `what ${comments} cached comments say, painted, against the Comments tab painting them`,
        computed: 'the analysis from its opening to its first screen painted',
        list: 'the list from its tab opened (its cached answer shown at once) to painted',
        whole: `what ${comments} comments say, from its opening to its terms painted (counted last, below the first screen)`,
        during: 'while the analysis comes, to its terms',
      }),
    ];
  } finally {
    await context.close();
    await fake.close();
  }
}
