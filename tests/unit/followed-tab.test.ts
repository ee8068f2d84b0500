/**
 * A view follows the page of the tab it shows: the stored page at once, then what the background
 * posts on the view's port, never a storage listener (see watchTabPage); and what comes is heard
 * before it is shown (the panel asks for the page's area code then).
 */
import { h, render } from 'preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useFollowedPage } from '@/components/useFollowedPage';
import { tabPage } from '@/lib/extension/shared/storage';
import { tabPortName } from '@/lib/extension/shared/tab-channel';
import type { TabPage } from '@/lib/extension/shared/tab-page';
import { watchTabPage } from '@/lib/extension/views/followed-tab';
import { withDocument } from '../support/document';

/** The ports a view opened, as the background sees them (the fake browser has no `connect`). */
let ports: {
  name: string;
  heard: ((message: unknown) => void)[];
  dropped: (() => void)[];
  disconnected: boolean;
}[] = [];

const page = (url: string): TabPage => ({
  platform: 'youtube',
  url,
  title: 'A video',
  match: { area: 'video', kind: 'video', params: { videoId: url.slice(-11) } },
  tabId: 4,
  reportedAt: 1,
});
const first = page('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
const second = page('https://www.youtube.com/watch?v=9bZkp7q19f0');

beforeEach(() => {
  fakeBrowser.reset();
  ports = [];
  vi.spyOn(fakeBrowser.runtime, 'connect').mockImplementation(((info: { name: string }) => {
    const port = {
      name: info.name,
      heard: [],
      dropped: [],
      disconnected: false,
    } as (typeof ports)[number];
    ports.push(port);
    return {
      name: info.name,
      onMessage: {
        addListener: (listener: (message: unknown) => void) => port.heard.push(listener),
      },
      onDisconnect: { addListener: (listener: () => void) => port.dropped.push(listener) },
      disconnect: () => {
        port.disconnected = true;
      },
    };
  }) as never);
});

const post = (message: unknown) => {
  for (const listener of ports.at(-1)?.heard ?? []) listener(message);
};

describe('a view follows its tab’s page', () => {
  it('shows the stored page at once, then each page the background posts', async () => {
    await tabPage(4).setValue(first);
    const seen: (string | null)[] = [];
    const stop = watchTabPage(4, (shown) => seen.push(shown?.url ?? null));
    expect(ports.map((port) => port.name)).toEqual([tabPortName(4)]);
    await vi.waitFor(() => expect(seen).toEqual([first.url]));
    post({ page: second });
    post({ page: null });
    expect(seen).toEqual([first.url, second.url, null]);
    stop();
    post({ page: first });
    expect(seen).toEqual([first.url, second.url, null]);
    expect(ports[0]?.disconnected).toBe(true);
  });

  it('a stored page read after the background spoke is older, and not shown', async () => {
    await tabPage(4).setValue(first);
    const seen: (string | null)[] = [];
    watchTabPage(4, (shown) => seen.push(shown?.url ?? null));
    post({ page: second });
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([second.url]);
  });

  it('ignores what is no page update', async () => {
    const seen: unknown[] = [];
    watchTabPage(4, (shown) => seen.push(shown));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    post('hello');
    post({ other: 1 });
    post(null);
    expect(seen).toEqual([null]);
  });

  it('opens its port again when the background drops it (a worker that stopped)', async () => {
    vi.useFakeTimers();
    watchTabPage(4, () => {});
    for (const drop of ports[0]?.dropped ?? []) drop();
    await vi.advanceTimersByTimeAsync(250);
    expect(ports.map((port) => port.name)).toEqual([tabPortName(4), tabPortName(4)]);
    vi.useRealTimers();
  });
});

describe('a view hears its tab’s page before showing it', () => {
  const { root } = withDocument();
  const shownUrl = () => root().querySelector('p')?.textContent ?? '';

  /** Shows the pinned tab's page address; `heard` is what the view showed when each page came. */
  function follow(heard: [string | null, string][]) {
    function Followed() {
      const { page } = useFollowedPage(4, (coming) =>
        heard.push([coming?.url ?? null, shownUrl()]),
      );
      return h('p', null, page?.url ?? 'no page');
    }
    render(h(Followed, null), root());
  }

  it('each page comes to `onPage` while the view still shows the one before', async () => {
    await tabPage(4).setValue(first);
    const heard: [string | null, string][] = [];
    follow(heard);
    await vi.waitFor(() => expect(shownUrl()).toBe(first.url));
    post({ page: second });
    await vi.waitFor(() => expect(shownUrl()).toBe(second.url));
    expect(heard).toEqual([
      [first.url, 'no page'],
      [second.url, first.url],
    ]);
  });
});
