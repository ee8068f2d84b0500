/**
 * The background tells each tab's page from its address, generated from every platform's example
 * URLs; pages only the markup tells are read by the platform's reader script, whose answer is
 * checked; a late answer for an address the tab has left is dropped; the toolbar follows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { tabPortName } from '@/lib/extension/followed-tab';
import {
  markupReaders,
  syncTab,
  trackTab,
  trackTabs,
  viewShows,
} from '@/lib/extension/page-tracking';
import { tabPage } from '@/lib/extension/storage';
import { detectUrl, platformOfUrl, platforms } from '@/lib/platforms';
import { domResolvers, needsMarkup } from '@/lib/platforms/dom';
import { noReader } from '@/lib/platforms/dom/read';
import { platformExamples } from '@/lib/platforms/examples';

type Injection = { target: { tabId: number }; files?: string[]; func?: unknown; args?: unknown[] };
let injected: Injection[] = [];
let answer: (injection: Injection) => Promise<unknown> = async () => null;
/** Tabs whose document holds a reader (a read-<platform> script ran there). */
let readers = new Set<number>();
/** The background's listeners for ports views open (the fake browser has no `onConnect`). */
let onConnect: ((port: unknown) => void)[] = [];
const connect = async (port: unknown) => {
  for (const listener of onConnect) listener(port);
};

beforeEach(() => {
  fakeBrowser.reset();
  injected = [];
  readers = new Set();
  onConnect = [];
  (fakeBrowser.runtime as unknown as { onConnect: unknown }).onConnect = {
    addListener: (listener: (port: unknown) => void) => onConnect.push(listener),
  };
  answer = async () => null;
  (fakeBrowser as unknown as { scripting: unknown }).scripting = {
    executeScript: async (injection: Injection) => {
      injected.push(injection);
      const file = injection.files?.[0];
      if (file === '/read-again.js' && !readers.has(injection.target.tabId))
        return [{ frameId: 0, result: noReader }];
      if (file !== '/read-again.js') readers.add(injection.target.tabId);
      return [{ frameId: 0, result: await answer(injection) }];
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

const exampleUrls = platforms.flatMap((platform) =>
  Object.values(platformExamples[platform.id].pages).flatMap((list) => list.map(([url]) => url)),
);
const addressOnly = exampleUrls.filter((url) => {
  const platform = platformOfUrl(url);
  return platform && !needsMarkup(platform, detectUrl(url));
});

describe('a page its address tells', () => {
  it.each(addressOnly)('%s', async (url) => {
    await trackTab(5, url, 'A title');
    expect(await tabPage(5).getValue()).toMatchObject({
      url,
      title: 'A title',
      match: detectUrl(url),
      tabId: 5,
    });
    expect(injected).toEqual([]);
  });
});

describe('an address of no supported page', () => {
  it.each(platforms.flatMap((platform) => platformExamples[platform.id].none))(
    '%s leaves the tab without a page',
    async (url) => {
      await trackTab(5, addressOnly[0], '');
      await trackTab(5, url, '');
      expect(await tabPage(5).getValue()).toBeNull();
      expect(injected).toEqual([]);
    },
  );

  it.each(['chrome://newtab/', 'about:blank', 'https://example.com/', undefined])(
    '%s as well',
    async (url) => {
      await trackTab(5, url, '');
      expect(await tabPage(5).getValue()).toBeNull();
    },
  );
});

describe('a page only its markup tells, while a view shows the tab', () => {
  const legacyChannel = 'https://www.youtube.com/c/Veritasium';
  let release = () => {};
  beforeEach(() => {
    release = viewShows(5);
  });
  afterEach(() => release());
  const resolved = {
    area: 'video',
    kind: 'channel',
    params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' },
  };

  it('every platform with resolvers has a reader script', () => {
    expect(Object.keys(markupReaders).sort()).toEqual(Object.keys(domResolvers).sort());
  });

  it("takes the reader's answer, and reads again while the site renders", async () => {
    vi.useFakeTimers();
    answer = async () => ({ url: legacyChannel, match: resolved });
    const tracked = trackTab(5, legacyChannel, 'Veritasium');
    await vi.advanceTimersByTimeAsync(6_000);
    await tracked;
    expect(await tabPage(5).getValue()).toMatchObject({ url: legacyChannel, match: resolved });
    // The platform's script once, then the reader it left in the document.
    expect(injected.map((injection) => injection.files)).toEqual([
      ['/read-again.js'],
      [markupReaders.youtube],
      ...Array(3).fill(['/read-again.js']),
    ]);
  });

  it.each([
    ['no match', { url: legacyChannel, match: null }],
    [
      'a page it could not settle',
      { url: legacyChannel, match: { area: 'video', kind: 'needsDom' } },
    ],
    [
      'an id of the wrong shape',
      { url: legacyChannel, match: { area: 'video', kind: 'channel', params: { channelId: 42 } } },
    ],
    ['a string', 'channel'],
    ['no answer', undefined],
    ['only the page being left', { url: 'https://www.youtube.com/watch?v=x', match: resolved }],
  ])('leaves the tab without a page for %s', async (_, result) => {
    vi.useFakeTimers();
    await trackTab(5, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', '');
    answer = async () => result;
    const tracked = trackTab(5, legacyChannel, '');
    await vi.advanceTimersByTimeAsync(6_000);
    await tracked;
    expect(await tabPage(5).getValue()).toBeNull();
  });

  it('keeps the first answer of the new document, not one of the page being left', async () => {
    vi.useFakeTimers();
    const answers = [{ url: 'https://www.youtube.com/watch?v=x', match: null }];
    answer = async () => answers.shift() ?? { url: legacyChannel, match: resolved };
    const tracked = trackTab(5, legacyChannel, '');
    await vi.advanceTimersByTimeAsync(600);
    expect(await tabPage(5).getValue()).toMatchObject({ url: legacyChannel, match: resolved });
    await vi.advanceTimersByTimeAsync(6_000);
    await tracked;
  });

  it('leaves the tab without a page when the script cannot run there', async () => {
    vi.useFakeTimers();
    answer = async () => {
      throw new Error('Cannot access contents of the page');
    };
    const tracked = trackTab(5, legacyChannel, '');
    await vi.advanceTimersByTimeAsync(6_000);
    await tracked;
    expect(await tabPage(5).getValue()).toBeNull();
  });

  it('drops an answer that comes after the tab moved on', async () => {
    let release: (value: unknown) => void = () => {};
    answer = () => new Promise((resolve) => (release = resolve));
    const slow = trackTab(5, legacyChannel, '');
    await vi.waitFor(() => expect(injected).toHaveLength(2));
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    await trackTab(5, video, '');
    release({ url: legacyChannel, match: resolved });
    await slow;
    expect(await tabPage(5).getValue()).toMatchObject({ url: video, match: detectUrl(video) });
  });
});

describe('the toolbar and the stored page', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

  it('marks a supported tab and unmarks it when it leaves', async () => {
    const badges: [number | undefined, string][] = [];
    fakeBrowser.action.setBadgeText = async ({ tabId, text }) => {
      badges.push([tabId, text ?? '']);
    };
    await trackTab(5, video, '');
    await trackTab(5, 'https://www.youtube.com/feed/subscriptions', '');
    expect(badges).toEqual([
      [5, '●'],
      [5, ''],
    ]);
  });

  it('does not write an unchanged page again', async () => {
    await trackTab(5, video, 'Title');
    const first = await tabPage(5).getValue();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await trackTab(5, video, 'Title');
    expect(await tabPage(5).getValue()).toEqual(first);
  });

  it('follows the address and the title of a tab, and forgets a closed tab', async () => {
    trackTabs();
    const tab = { id: 7, url: video, title: 'Loading' } as chrome.tabs.Tab;
    await fakeBrowser.tabs.onUpdated.trigger(7, { url: video }, tab);
    await vi.waitFor(async () => expect(await tabPage(7).getValue()).toMatchObject({ url: video }));
    await fakeBrowser.tabs.onUpdated.trigger(
      7,
      { title: 'Never Gonna Give You Up' },
      {
        ...tab,
        title: 'Never Gonna Give You Up',
      },
    );
    await vi.waitFor(async () =>
      expect((await tabPage(7).getValue())?.title).toBe('Never Gonna Give You Up'),
    );
    await fakeBrowser.tabs.onRemoved.trigger(7, { windowId: 1, isWindowClosing: false });
    await vi.waitFor(async () => expect(await tabPage(7).getValue()).toBeNull());
  });

  it('describes a tab from what the browser says of it, and a gone tab as none', async () => {
    const tab = await fakeBrowser.tabs.create({ url: video });
    await syncTab(tab.id as number);
    expect(await tabPage(tab.id as number).getValue()).toMatchObject({ url: video });
    await syncTab(999);
    expect(await tabPage(999).getValue()).toBeNull();
  });
});

describe('when Sidelight is installed, updated or the browser starts', () => {
  it.each(['onInstalled', 'onStartup'] as const)(
    '%s describes the tabs already open',
    async (event) => {
      trackTabs();
      const video = await fakeBrowser.tabs.create({
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      });
      const other = await fakeBrowser.tabs.create({ url: 'https://example.com/' });
      if (event === 'onInstalled')
        await fakeBrowser.runtime.onInstalled.trigger({
          reason: 'update',
          previousVersion: '0.0.1',
        });
      else await fakeBrowser.runtime.onStartup.trigger();
      await vi.waitFor(async () =>
        expect(await tabPage(video.id as number).getValue()).toMatchObject({
          match: detectUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
        }),
      );
      expect(await tabPage(other.id as number).getValue()).toBeNull();
    },
  );
});

describe('a page only its markup tells, while no view shows the tab', () => {
  it.each(
    platforms.flatMap((platform) =>
      [
        ...Object.values(platformExamples[platform.id].pages).flatMap((list) =>
          list.map(([url]) => url),
        ),
        ...(platformExamples[platform.id].needsDom ?? []),
      ].filter((url) => needsMarkup(platform, detectUrl(url))),
    ),
  )('%s runs nothing in the page, and keeps what its address tells', async (url) => {
    await trackTab(5, url, '');
    expect(injected).toEqual([]);
    const detected = detectUrl(url);
    const kept = await tabPage(5).getValue();
    if (detected?.kind === 'needsDom') expect(kept).toBeNull();
    else expect(kept).toMatchObject({ url, match: detected });
  });

  it('is read as soon as a view opens a port for the tab, and not after it closes', async () => {
    trackTabs();
    const url = 'https://www.youtube.com/c/Veritasium';
    const tab = await fakeBrowser.tabs.create({ url });
    const tabId = tab.id as number;
    answer = async () => ({
      url,
      match: { area: 'video', kind: 'channel', params: { channelId: 'UCHnyfMqiRRG1u-2MsSQLbXA' } },
    });
    const closed: (() => void)[] = [];
    const port = (name: string, senderUrl: string) => ({
      name,
      sender: { id: fakeBrowser.runtime.id, url: senderUrl },
      postMessage: () => {},
      onDisconnect: { addListener: (listener: () => void) => closed.push(listener) },
    });
    // Ports not from Sidelight's own pages, or of another name, read nothing.
    await connect(port(tabPortName(tabId), url));
    await connect(port('other', fakeBrowser.runtime.getURL('/sidepanel.html')));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(injected).toEqual([]);

    await connect(port(tabPortName(tabId), fakeBrowser.runtime.getURL('/sidepanel.html')));
    await vi.waitFor(async () =>
      expect((await tabPage(tabId).getValue())?.match).toMatchObject({ kind: 'channel' }),
    );
    for (const close of closed) close();
    injected = [];
    const other = 'https://www.youtube.com/user/Vsauce';
    await trackTab(tabId, other, '');
    expect(injected).toEqual([]);
  });
});

describe('the views that show a tab hear of its page over their port', () => {
  const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  const viewPort = (tabId: number) => {
    const heard: unknown[] = [];
    const closed: (() => void)[] = [];
    const port = {
      name: tabPortName(tabId),
      sender: { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') },
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

  it('now, on every change, on a new title, when the tab closes; not once the view closed', async () => {
    trackTabs();
    const tab = await fakeBrowser.tabs.create({ url: video });
    const tabId = tab.id as number;
    await trackTab(tabId, video, tab.title);
    const view = viewPort(tabId);
    await connect(view.port);
    await vi.waitFor(() => expect(view.heard).toEqual([video]));

    const second = 'https://www.youtube.com/watch?v=9bZkp7q19f0';
    await trackTab(tabId, second, 'Another');
    await trackTab(tabId, 'https://example.com/', '');
    expect(view.heard).toEqual([video, second, null]);

    view.close();
    await trackTab(tabId, video, 'A video');
    expect(view.heard).toEqual([video, second, null]);
  });

  it('a page unchanged is not told again', async () => {
    trackTabs();
    const view = viewPort(8);
    await connect(view.port);
    await vi.waitFor(() => expect(view.heard).toEqual([null]));
    await trackTab(8, video, 'A video');
    await trackTab(8, video, 'A video');
    expect(view.heard).toEqual([null, video]);
  });
});
