/**
 * The content script's reporting (page-reporter.ts) with WXT's fake browser: it reports on load
 * and on every in-site navigation, once per distinct page (or address, where it sends the address
 * for the background to detect), "no match" once when the tab leaves a supported page, reads the
 * markup again while the site settles (once, on load, when it tells the page at once), observes
 * nothing in the document, runs once per document, and stops quietly once its extension is gone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  reportAddresses,
  reportPages,
  settleDelays,
  titleWait,
} from '@/lib/extension/page/page-reporter';
import type { PageReport } from '@/lib/extension/shared/tab-page';
import type { Platform } from '@/lib/platforms';
import { luma } from '@/lib/platforms/luma';
import type { DomResolver } from '@/lib/platforms/platform';
import { youtube } from '@/lib/platforms/youtube';

const sent: PageReport[] = [];
let refuse = false;
vi.mock('@/lib/extension/page/send-from-page', () => ({
  sendFromPage: async (type: string, data: PageReport) => {
    if (type !== 'reportPage') throw new Error(`unexpected ${type}`);
    if (refuse) return { ok: false, error: 'Could not establish connection' };
    sent.push(data);
    return { ok: true, reply: { kept: true } };
  },
}));

/** The page's world as the content script sees it: its address, its title, its navigations. */
const page = { href: '', title: '' };
const navigation = new EventTarget();
let titleObservers: (() => void)[] = [];

const navigate = async (href: string, title = page.title) => {
  page.href = href;
  page.title = title;
  navigation.dispatchEvent(new Event('navigatesuccess'));
  await vi.advanceTimersByTimeAsync(0);
};
const retitle = async (title: string) => {
  page.title = title;
  for (const observer of titleObservers) observer();
  await vi.advanceTimersByTimeAsync(0);
};

let stop = () => {};
beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers();
  sent.length = 0;
  refuse = false;
  titleObservers = [];
  vi.stubGlobal('location', {
    get href() {
      return page.href;
    },
  });
  vi.stubGlobal('document', {
    get title() {
      return page.title;
    },
    head: {},
    documentElement: {},
  });
  vi.stubGlobal('navigation', navigation);
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        titleObservers.push(this.callback);
      }
      disconnect() {
        titleObservers = titleObservers.filter((observer) => observer !== this.callback);
      }
    },
  );
});
afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const other = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
const feed = 'https://www.youtube.com/feed/subscriptions';
const videoMatch = { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } };

/** Luma with another reader of its bare /<slug> pages. */
const lumaReading = (fromDocument: DomResolver): Platform => {
  const { needsDom } = luma;
  if (!needsDom) throw new Error('Luma tells its bare pages from their markup');
  return { ...luma, needsDom: { ...needsDom, fromDocument } };
};

const start = async (href: string, title: string, platform: Platform = youtube) => {
  page.href = href;
  page.title = title;
  stop = reportPages(platform);
  await vi.advanceTimersByTimeAsync(0);
};

/** Reddit reads no page from its markup: its content script sends the address. */
const post = 'https://www.reddit.com/r/programming/comments/abc123/a_post/';
const comment = `${post}def456/`;
const startSending = async (href: string, title: string) => {
  page.href = href;
  page.title = title;
  stop = reportAddresses('reddit');
  await vi.advanceTimersByTimeAsync(0);
};

describe('the content script reports', () => {
  it('the page on load', async () => {
    await start(video, 'A video');
    expect(sent).toEqual([
      { platform: 'youtube', url: video, title: 'A video', match: videoMatch },
    ]);
  });

  it('every in-site navigation to a distinct page, once', async () => {
    await start(video, 'A video');
    await navigate(other, 'Another');
    await navigate(other, 'Another');
    expect(sent.map((report) => report.url)).toEqual([video, other]);
  });

  it('"no match" once when the tab leaves a supported page, and not again between such pages', async () => {
    await start(video, 'A video');
    await navigate(feed, 'Subscriptions');
    await navigate('https://www.youtube.com/feed/history', 'History');
    await navigate(video, 'A video');
    expect(sent.map((report) => [report.url, report.match?.kind ?? null])).toEqual([
      [video, 'video'],
      [feed, null],
      [video, 'video'],
    ]);
  });

  it('a page of no match on load (a full load leaving a supported page)', async () => {
    await start(feed, 'Subscriptions');
    expect(sent).toEqual([{ platform: 'youtube', url: feed, title: 'Subscriptions', match: null }]);
  });

  it.each([
    ['detecting its pages', start, video],
    ['sending the address', startSending, post],
  ])(
    'observes nothing in the document: the background takes the titles a site sets later (%s)',
    async (_, begin, url) => {
      await begin(url, 'The site');
      await retitle('The page');
      expect(titleObservers).toEqual([]);
      expect(sent.map((report) => report.title)).toEqual(['The site']);
    },
  );

  it('the new page’s title, not the one of the page being left', async () => {
    await start(video, 'A video');
    await navigate(other);
    await retitle('Another');
    expect(sent.map((report) => [report.url, report.title])).toEqual([
      [video, 'A video'],
      [other, ''],
    ]);
    await vi.advanceTimersByTimeAsync(titleWait);
    expect(sent.map((report) => [report.url, report.title])).toEqual([
      [video, 'A video'],
      [other, ''],
      [other, 'Another'],
    ]);
  });

  it.each([
    ['detecting its pages', start, video, other],
    ['sending the address', startSending, post, comment],
  ])(
    'a title the site keeps across pages, after a moment (%s)',
    async (_, begin, first, second) => {
      await begin(first, 'The site');
      await navigate(second);
      await vi.advanceTimersByTimeAsync(titleWait);
      expect(sent.map((report) => [report.url, report.title])).toEqual([
        [first, 'The site'],
        [second, ''],
        [second, 'The site'],
      ]);
    },
  );

  it('the title as it is when the address changes within the same page', async () => {
    await start(video, 'A video');
    await navigate(`${video}&t=30s`);
    expect(sent.map((report) => report.title)).toEqual(['A video', 'A video']);
  });

  it('a page its markup tells, read again while the site settles', async () => {
    let rendered = false;
    const reader: DomResolver = () =>
      rendered ? { area: 'events', kind: 'event', params: { eventId: 'evt-1' } } : null;
    await start('https://lu.ma/some-slug', 'Luma', lumaReading(reader));
    expect(sent.map((report) => report.match)).toEqual([null]);
    rendered = true;
    await vi.advanceTimersByTimeAsync(settleDelays.at(-1) as number);
    expect(sent.map((report) => report.match?.kind ?? null)).toEqual([null, 'event']);
  });

  it('a loaded page whose markup tells what it is, read once', async () => {
    const reader = vi.fn<DomResolver>(() => ({
      area: 'events',
      kind: 'event',
      params: { eventId: 'evt-1' },
    }));
    await start('https://lu.ma/some-slug', 'Luma', lumaReading(reader));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reader).toHaveBeenCalledTimes(1);
    expect(sent.map((report) => report.match)).toEqual([
      { area: 'events', kind: 'event', params: { eventId: 'evt-1' } },
    ]);
  });

  it("a page reached within the site, read again while the site replaces the last page's markup", async () => {
    let markup = 'evt-1';
    const reader: DomResolver = () => ({
      area: 'events',
      kind: 'event',
      params: { eventId: markup },
    });
    await start('https://lu.ma/first', 'Luma', lumaReading(reader));
    await navigate('https://lu.ma/second', 'Second');
    markup = 'evt-2';
    await vi.advanceTimersByTimeAsync(settleDelays.at(-1) as number);
    const event = (eventId: string) => ({ area: 'events', kind: 'event', params: { eventId } });
    expect(sent.map((report) => [report.url, report.match])).toEqual([
      ['https://lu.ma/first', event('evt-1')],
      ['https://lu.ma/second', event('evt-1')],
      ['https://lu.ma/second', event('evt-2')],
    ]);
  });

  it('no match when a resolver throws', async () => {
    const reader: DomResolver = () => {
      throw new Error('markup changed');
    };
    await start('https://lu.ma/some-slug', 'Luma', lumaReading(reader));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(sent.map((report) => report.match)).toEqual([null]);
  });

  it('again after a report the background did not take', async () => {
    refuse = true;
    await start(video, 'A video');
    refuse = false;
    await navigate(video);
    expect(sent.map((report) => [report.url, report.title])).toEqual([[video, 'A video']]);
  });
});

describe('a content script that sends the address (its platform reads no markup)', () => {
  const home = 'https://www.reddit.com/';

  it('sends the address and title on load, without a match', async () => {
    await startSending(post, 'A post');
    expect(sent).toStrictEqual([{ platform: 'reddit', url: post, title: 'A post' }]);
  });

  it('sends every distinct address once, pages of no match included (the background tells them)', async () => {
    await startSending(post, 'A post');
    await navigate(home, 'Reddit');
    await navigate(home, 'Reddit');
    await navigate(comment, 'A comment');
    expect(sent.map((report) => [report.url, report.title])).toEqual([
      [post, 'A post'],
      [home, 'Reddit'],
      [comment, 'A comment'],
    ]);
  });

  it('sets no timer while the page stays put', async () => {
    await startSending(post, 'A post');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vi.getTimerCount()).toBe(0);
    expect(sent).toHaveLength(1);
  });
});

describe('the content script', () => {
  it('runs once per document: a second start takes over from the first', async () => {
    await start(video, 'A video');
    const first = stop;
    await start(video, 'A video');
    await navigate(other, 'Another');
    expect(sent.map((report) => report.url)).toEqual([video, video, other]);
    first();
  });

  it('stops quietly once its extension is gone (reloaded or updated)', async () => {
    await start(video, 'A video');
    vi.stubGlobal('chrome', { runtime: undefined });
    const runtime = fakeBrowser.runtime;
    Object.defineProperty(fakeBrowser, 'runtime', { value: undefined, configurable: true });
    try {
      await navigate(other, 'Another');
      await vi.advanceTimersByTimeAsync(5_000);
    } finally {
      Object.defineProperty(fakeBrowser, 'runtime', { value: runtime, configurable: true });
    }
    // Stopped for good: its listener is gone, so a later navigation is not heard either.
    await navigate(feed, 'Subscriptions');
    expect(sent.map((report) => report.url)).toEqual([video]);
  });

  it('polls the address only where the Navigation API is missing', async () => {
    vi.stubGlobal('navigation', undefined);
    const timers = vi.getTimerCount();
    await start(video, 'A video');
    expect(vi.getTimerCount()).toBe(timers + 1);
    page.href = other;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent.map((report) => report.url)).toEqual([video, other]);
  });

  it('sets no timer in a page that stays put where the Navigation API exists', async () => {
    await start(video, 'A video');
    expect(vi.getTimerCount()).toBe(0);
  });
});
