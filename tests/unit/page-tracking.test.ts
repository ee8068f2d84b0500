/**
 * The background keeps each tab's page from its content script's reports or sent addresses
 * (generated from every platform's example URLs), checks them, takes the tab's later titles,
 * forgets a tab that closes or leaves for another site (never detecting a tab's address unless its
 * content script sends it), starts the content scripts in tabs open on install and browser start,
 * and tells the views that show a tab; the toolbar follows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  contentScriptOf,
  pageReportHandlers,
  trackTabs,
} from '@/lib/extension/background/page-tracking';
import type { MessageSender } from '@/lib/extension/shared/envelope';
import { tabPage } from '@/lib/extension/shared/storage';
import { tabPortName } from '@/lib/extension/shared/tab-channel';
import type { PageReport } from '@/lib/extension/shared/tab-page';
import { detectUrl, type PageMatch, platformOfUrl, platforms } from '@/lib/platforms';
import { readsMarkup } from '@/lib/platforms/platform';
import { platformExamples } from '../support/platform-examples';

type Injection = { target: { tabId: number }; files?: string[] };
let injected: Injection[] = [];
/** The background's listeners for ports views open (the fake browser has no `onConnect`). */
let onConnect: ((port: unknown) => void)[] = [];
const connect = async (port: unknown) => {
  for (const listener of onConnect) listener(port);
};

beforeEach(() => {
  fakeBrowser.reset();
  injected = [];
  onConnect = [];
  (fakeBrowser.runtime as unknown as { onConnect: unknown }).onConnect = {
    addListener: (listener: (port: unknown) => void) => onConnect.push(listener),
  };
  (fakeBrowser as unknown as { scripting: unknown }).scripting = {
    executeScript: async (injection: Injection) => {
      injected.push(injection);
      return [{ frameId: 0, result: undefined }];
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

/** What a content script reports at `url` (a page its markup did not settle has no match). */
const reportOf = (url: string, title = '', match?: PageMatch | null): PageReport => {
  const detected = match === undefined ? detectUrl(url) : match;
  return {
    platform: platformOfUrl(url)?.id ?? 'youtube',
    url,
    title,
    match: detected?.kind === 'needsDom' ? null : detected,
  };
};
const fromTab = (tabId: number, url: string): MessageSender => ({
  id: fakeBrowser.runtime.id,
  url,
  tab: { id: tabId } as chrome.tabs.Tab,
  frameId: 0,
});
const report = (tabId: number, url: string, title = '', match?: PageMatch | null) =>
  pageReportHandlers().reportPage(reportOf(url, title, match), fromTab(tabId, url));

const exampleUrls = platforms.flatMap((platform) =>
  Object.values(platformExamples[platform.id].pages).flatMap((list) => list.map(([url]) => url)),
);

/** The platforms whose content scripts send the address, for the background to detect. */
const addressed = platforms.filter((platform) => !readsMarkup(platform));
const addressOf = (url: string, title = '') => ({
  platform: platformOfUrl(url)?.id ?? 'youtube',
  url,
  title,
});

describe("a content script's report of a supported page", () => {
  it.each(exampleUrls)('%s', async (url) => {
    await report(5, url, 'A title');
    expect(await tabPage(5).getValue()).toMatchObject({
      url,
      title: 'A title',
      match: detectUrl(url),
      tabId: 5,
    });
  });

  it('keeps what the markup told (a legacy channel)', async () => {
    const url = 'https://www.youtube.com/c/Veritasium';
    const match = {
      area: 'video',
      kind: 'channel',
      params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
    };
    await report(5, url, 'Veritasium', match as PageMatch);
    expect(await tabPage(5).getValue()).toMatchObject({ url, match });
  });

  it.each([
    ['its page', reportOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ')],
    ['its address', addressOf('https://www.reddit.com/r/programming/')],
  ])(
    'telling %s is refused when it names another platform than the page it came from',
    async (_, told) => {
      await expect(
        pageReportHandlers().reportPage({ ...told, platform: 'tiktok' }, fromTab(5, told.url)),
      ).rejects.toThrow();
      expect(await tabPage(5).getValue()).toBeNull();
    },
  );
});

describe("a content script's address, detected by the background", () => {
  it.each(addressed.map((platform) => [platform.id]))('every example page of %s', async (id) => {
    const urls = Object.values(platformExamples[id].pages).flatMap((list) =>
      list.map(([url]) => url),
    );
    const kept = [];
    for (const [tabId, url] of urls.entries()) {
      await pageReportHandlers().reportPage(addressOf(url, 'A title'), fromTab(tabId, url));
      kept.push(await tabPage(tabId).getValue());
    }
    expect(kept).toMatchObject(
      urls.map((url, tabId) => ({ url, title: 'A title', match: detectUrl(url), tabId })),
    );
  });

  it.each(addressed.map((platform) => [platform.id]))(
    'no page of %s, which leaves the tab without one',
    async (id) => {
      const urls = platformExamples[id].none.filter(
        (url) => url.startsWith('https://') && platformOfUrl(url)?.id === id,
      );
      const kept = [];
      for (const [tabId, url] of urls.entries()) {
        await report(tabId, exampleUrls[0] as string);
        await pageReportHandlers().reportPage(addressOf(url), fromTab(tabId, url));
        kept.push(await tabPage(tabId).getValue());
      }
      expect(urls.length).toBeGreaterThan(0);
      expect(kept).toEqual(urls.map(() => null));
    },
  );
});

describe('a report of no match', () => {
  it.each(
    platforms
      .flatMap((platform) => platformExamples[platform.id].none)
      .filter((url) => url.startsWith('https://') && platformOfUrl(url)),
  )('%s leaves the tab without a page', async (url) => {
    await report(5, exampleUrls[0] as string);
    await pageReportHandlers().reportPage(
      { platform: platformOfUrl(url)?.id ?? 'youtube', url, title: '', match: null },
      fromTab(5, url),
    );
    expect(await tabPage(5).getValue()).toBeNull();
  });
});

describe('the toolbar and the stored page', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

  it('marks a supported tab and unmarks it when it leaves', async () => {
    const badges: [number | undefined, string][] = [];
    fakeBrowser.action.setBadgeText = async ({ tabId, text }) => {
      badges.push([tabId, text ?? '']);
    };
    await report(5, video);
    await report(5, 'https://www.youtube.com/feed/subscriptions');
    expect(badges).toEqual([
      [5, '●'],
      [5, ''],
    ]);
  });

  it('does not write an unchanged page again', async () => {
    await report(5, video, 'Title');
    const first = await tabPage(5).getValue();
    // The clock moves on, so a second write would show in the stored time.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await report(5, video, 'Title');
    expect(await tabPage(5).getValue()).toEqual(first);
  });
});

describe('the address of a tab', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

  it('never describes a page by itself', async () => {
    trackTabs();
    const tab = { id: 7, url: video, title: 'A video' } as chrome.tabs.Tab;
    await fakeBrowser.tabs.onUpdated.trigger(7, { url: video, status: 'complete' }, tab);
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tabPage(7).getValue()).toBeNull();
  });

  it.each(['https://example.com/', 'https://www.reddit.com/r/typescript/', 'chrome://newtab/'])(
    'forgets the page when the tab leaves for another site: %s',
    async (url) => {
      trackTabs();
      await report(7, video, 'A video');
      await fakeBrowser.tabs.onUpdated.trigger(7, { url }, { id: 7, url } as chrome.tabs.Tab);
      await vi.waitFor(async () => expect(await tabPage(7).getValue()).toBeNull());
    },
  );

  it('forgets the page when the browser hides the new address (no host permission there)', async () => {
    trackTabs();
    await report(7, video, 'A video');
    await fakeBrowser.tabs.onUpdated.trigger(7, { status: 'loading' }, {
      id: 7,
    } as chrome.tabs.Tab);
    await vi.waitFor(async () => expect(await tabPage(7).getValue()).toBeNull());
  });

  it('keeps the page while the tab stays on the site (its content script reports)', async () => {
    trackTabs();
    await report(7, video, 'A video');
    const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
    await fakeBrowser.tabs.onUpdated.trigger(7, { url: next }, {
      id: 7,
      url: next,
    } as chrome.tabs.Tab);
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tabPage(7).getValue()).toMatchObject({ url: video });
  });

  it("takes the tab's new title for the page it keeps, at that page's address only", async () => {
    trackTabs();
    await report(7, video, 'YouTube');
    await fakeBrowser.tabs.onUpdated.trigger(7, { title: 'A video - YouTube' }, {
      id: 7,
      url: video,
    } as chrome.tabs.Tab);
    await vi.waitFor(async () =>
      expect(await tabPage(7).getValue()).toMatchObject({
        url: video,
        title: 'A video - YouTube',
        match: detectUrl(video),
      }),
    );
    const retitled = await tabPage(7).getValue();
    // The tab has moved on and its content script has not told the new page yet: the title is
    // the next page's, not the kept one's. A report of the kept page waits its turn after it,
    // and finds nothing written since (a write would have moved the stored time).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60_000);
    const next = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
    await fakeBrowser.tabs.onUpdated.trigger(7, { title: 'Another video - YouTube' }, {
      id: 7,
      url: next,
    } as chrome.tabs.Tab);
    await report(7, video, 'A video - YouTube');
    expect(await tabPage(7).getValue()).toEqual(retitled);
  });

  it('keeps no page for a title alone', async () => {
    trackTabs();
    await fakeBrowser.tabs.onUpdated.trigger(7, { title: 'A video - YouTube' }, {
      id: 7,
      url: video,
    } as chrome.tabs.Tab);
    await report(7, 'https://www.youtube.com/feed/subscriptions', 'Subscriptions');
    expect(await tabPage(7).getValue()).toBeNull();
  });

  it('a report and a forget that cross keep the newer page (each change waits its turn)', async () => {
    trackTabs();
    await report(7, 'https://www.linkedin.com/in/satyanadella', 'A profile');
    const url = video;
    // The tab loads YouTube: the browser's event and YouTube's report arrive together.
    await Promise.all([
      fakeBrowser.tabs.onUpdated.trigger(7, { status: 'loading' }, {
        id: 7,
        url,
      } as chrome.tabs.Tab),
      report(7, video, 'A video'),
    ]);
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await tabPage(7).getValue()).toMatchObject({ url: video });
  });

  it('forgets a closed tab', async () => {
    trackTabs();
    await report(7, video, 'A video');
    await fakeBrowser.tabs.onRemoved.trigger(7, { windowId: 1, isWindowClosing: false });
    await vi.waitFor(async () => expect(await tabPage(7).getValue()).toBeNull());
  });
});

describe('when Sidelight is installed, updated or the browser starts', () => {
  it.each(['onInstalled', 'onStartup'] as const)(
    '%s starts the content script in the tabs already open on the platforms',
    async (event) => {
      trackTabs();
      const urls: Record<string, string[]> = {};
      // The fake browser does not filter by match patterns: answer as the browser would.
      fakeBrowser.tabs.query = (async (query: { url?: string[] }) => {
        const patterns = query.url ?? [];
        return patterns.includes('https://www.youtube.com/*') ||
          patterns.some((pattern) => pattern.includes('youtube.com'))
          ? [{ id: 3, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }]
          : [];
      }) as typeof fakeBrowser.tabs.query;
      if (event === 'onInstalled')
        await fakeBrowser.runtime.onInstalled.trigger({
          reason: 'update',
          previousVersion: '0.0.1',
        });
      else await fakeBrowser.runtime.onStartup.trigger();
      await vi.waitFor(() =>
        expect(injected).toEqual([{ target: { tabId: 3 }, files: [contentScriptOf('youtube')] }]),
      );
      expect(urls).toEqual({});
    },
  );

  it('leaves alone a tab whose script reported since the start: it runs there already', async () => {
    trackTabs();
    fakeBrowser.tabs.query = (async (query: { url?: string[] }) =>
      (query.url ?? []).some((pattern) => pattern.includes('youtube.com'))
        ? [
            // The one reported first: a script run there would come before the other's.
            { id: 4, url: 'https://www.youtube.com/watch?v=9bZkp7q19f0' },
            { id: 3, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
          ]
        : []) as typeof fakeBrowser.tabs.query;
    await report(4, 'https://www.youtube.com/watch?v=9bZkp7q19f0', 'Opened meanwhile');
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    await vi.waitFor(() =>
      expect(injected).toEqual([{ target: { tabId: 3 }, files: [contentScriptOf('youtube')] }]),
    );
  });
});

describe('the views that show a tab hear of its page over their port', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const viewPort = (tabId: number, senderUrl = fakeBrowser.runtime.getURL('/sidepanel.html')) => {
    const heard: unknown[] = [];
    const closed: (() => void)[] = [];
    const port = {
      name: tabPortName(tabId),
      sender: { id: fakeBrowser.runtime.id, url: senderUrl },
      postMessage: (message: { page: { url: string } | null }) =>
        heard.push(message.page?.url ?? null),
      onDisconnect: { addListener: (listener: () => void) => closed.push(listener) },
    };
    return {
      port,
      heard,
      close: () => {
        for (const close of closed) close();
      },
    };
  };

  it('now, on every change, when the tab closes; not once the view closed', async () => {
    trackTabs();
    const tabId = 9;
    await report(tabId, video, 'A video');
    const view = viewPort(tabId);
    await connect(view.port);
    await vi.waitFor(() => expect(view.heard).toEqual([video]));

    const second = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
    await report(tabId, second, 'Another');
    await report(tabId, 'https://www.youtube.com/feed/subscriptions');
    expect(view.heard).toEqual([video, second, null]);

    view.close();
    await report(tabId, video, 'A video');
    expect(view.heard).toEqual([video, second, null]);
  });

  it('a page unchanged is not told again; a new title is', async () => {
    trackTabs();
    const view = viewPort(8);
    await connect(view.port);
    await vi.waitFor(() => expect(view.heard).toEqual([null]));
    await report(8, video, 'A video');
    await report(8, video, 'A video');
    await report(8, video, 'Never Gonna Give You Up');
    expect(view.heard).toEqual([null, video, video]);
  });

  it('only ports of Sidelight pages hear anything', async () => {
    trackTabs();
    await report(8, video, 'A video');
    const page = viewPort(8, video);
    await connect(page.port);
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(page.heard).toEqual([]);
  });
});
