import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { answeredMessage } from '@/lib/extension/background/after-wake';
import { linkMenuId, linkPatterns, registerLinkMenu } from '@/lib/extension/background/link-menu';
import { linkedPage } from '@/lib/extension/views/linked-page';

describe('Open in Sidelight', () => {
  type Listener = Parameters<typeof fakeBrowser.contextMenus.onClicked.addListener>[0];
  let onClicked: Listener | undefined;
  const opened: unknown[] = [];
  const options: unknown[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    opened.length = 0;
    options.length = 0;
    fakeBrowser.sidePanel.open = async (details) => {
      opened.push(details);
    };
    fakeBrowser.sidePanel.setOptions = async (details) => {
      options.push(details);
    };
    vi.spyOn(fakeBrowser.contextMenus, 'create').mockReturnValue(linkMenuId);
    vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined);
    vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation((listener) => {
      onClicked = listener;
    });
    registerLinkMenu();
  });

  const click = (linkUrl: string) =>
    onClicked?.(
      { menuItemId: linkMenuId, linkUrl, editable: false, pageUrl: 'https://example.org/' },
      { id: 7, windowId: 1 } as chrome.tabs.Tab,
    );

  it('is made anew once the worker has answered what woke it, not before', async () => {
    const made = vi.mocked(fakeBrowser.contextMenus.create);
    // Every promise the registration started has settled by the next task.
    await new Promise((settle) => setTimeout(settle));
    expect(made).not.toHaveBeenCalled();
    answeredMessage();
    await vi.waitFor(() =>
      expect(made.mock.calls).toEqual([
        [
          {
            id: linkMenuId,
            title: 'Open in Sidelight',
            contexts: ['link'],
            targetUrlPatterns: linkPatterns(),
          },
        ],
      ]),
    );
    expect(fakeBrowser.contextMenus.removeAll).toHaveBeenCalledTimes(1);
  });

  it('opens the panel of the tab on the link’s page, without visiting it', async () => {
    const link = 'https://youtu.be/dQw4w9WgXcQ?si=x';
    await click(link);
    expect(options).toEqual([
      { tabId: 7, path: `sidepanel.html?url=${encodeURIComponent(link)}`, enabled: true },
    ]);
    expect(opened).toEqual([{ tabId: 7 }]);
    expect(linkedPage(`?url=${encodeURIComponent(link)}`)?.match).toEqual({
      area: 'video',
      kind: 'video',
      params: { videoId: 'dQw4w9WgXcQ' },
    });
  });

  it('does nothing for a link to no supported page', async () => {
    await click('https://www.youtube.com/feed/subscriptions');
    expect(opened).toEqual([]);
  });

  it('is offered on links to every platform, short hosts included, and nowhere else', () => {
    const patterns = linkPatterns();
    for (const host of ['youtu.be', 'redd.it', 'fb.watch', 'lu.ma', 'www.google.de']) {
      expect(patterns.some((pattern) => pattern.includes(host.replace(/^www\./, '')))).toBe(true);
    }
    expect(patterns.every((pattern) => /^\*:\/\/(\*\.)?[a-z0-9.-]+\/\*$/.test(pattern))).toBe(true);
  });
});
