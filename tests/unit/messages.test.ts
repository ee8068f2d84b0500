import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type BackgroundHandlers, handleBackgroundMessages } from '@/lib/extension/handlers';
import type { PageReport } from '@/lib/extension/messages';
import { type MessageSender, onMessages } from '@/lib/extension/messaging';
import { reportPage } from '@/lib/extension/page-tracking';
import { tabPage } from '@/lib/extension/storage';

const report: PageReport = {
  platform: 'youtube',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Never Gonna Give You Up',
  match: { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } },
};

const contentScript: MessageSender = {
  id: 'test-extension-id',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  tab: { id: 5 } as chrome.tabs.Tab,
  frameId: 0,
};

/** Delivers a message through the real runtime listener, from the given sender. */
async function deliver(message: unknown, sender: MessageSender): Promise<unknown> {
  let answer: unknown;
  const answered = new Promise<void>((resolve) => {
    void fakeBrowser.runtime.onMessage.trigger(message, sender, (value: unknown) => {
      answer = value;
      resolve();
    });
  });
  await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 50))]);
  return answer;
}

const envelope = (type: string, data: unknown) => ({ sidelight: 1, type, data });

beforeEach(() => {
  fakeBrowser.reset();
  // Only the page report is under test here; the API's handlers have their own tests.
  handleBackgroundMessages({ reportPage } as unknown as BackgroundHandlers);
});

describe('reportPage', () => {
  it('stores the page of the sending tab', async () => {
    expect(await deliver(envelope('reportPage', report), contentScript)).toEqual({
      ok: { tracked: true },
    });
    expect(await tabPage(5).getValue()).toMatchObject({ ...report, tabId: 5 });
  });

  it.each([
    ['a page of no supported kind', null],
    ['a page the document did not resolve', { area: 'video', kind: 'needsDom' }],
  ] as const)('forgets the tab’s page when the tab reports %s', async (_, match) => {
    await deliver(envelope('reportPage', report), contentScript);
    await deliver(envelope('reportPage', { ...report, match }), contentScript);
    expect(await tabPage(5).getValue()).toBeNull();
  });

  it('marks the toolbar button of a supported tab, and unmarks it when it leaves', async () => {
    const badges: [number | undefined, string][] = [];
    fakeBrowser.action.setBadgeText = async ({ tabId, text }) => {
      badges.push([tabId, text ?? '']);
    };
    await deliver(envelope('reportPage', report), contentScript);
    await deliver(envelope('reportPage', { ...report, match: null }), contentScript);
    expect(badges).toEqual([
      [5, '●'],
      [5, ''],
    ]);
  });

  it.each([
    ['another extension', { ...contentScript, id: 'other-extension' }],
    ['a sub-frame', { ...contentScript, frameId: 2 }],
    ['a sender without a tab', { id: 'test-extension-id', url: 'https://www.youtube.com/' }],
    [
      'one of our own pages',
      { ...contentScript, url: 'chrome-extension://test-extension-id/popup.html' },
    ],
  ])('is refused from %s', async (_, sender) => {
    expect(await deliver(envelope('reportPage', report), sender as MessageSender)).toEqual({
      error: 'Message refused',
    });
    expect(await tabPage(5).getValue()).toBeNull();
  });

  it.each([
    ['a javascript: address', { ...report, url: 'javascript:alert(1)' }],
    ['an unknown platform', { ...report, platform: 'myspace' }],
    ['a missing title', { platform: 'youtube', url: report.url, match: null }],
    [
      'a 10,000-character address',
      { ...report, url: `https://www.youtube.com/${'a'.repeat(10_000)}` },
    ],
    ['a string instead of an object', 'reportPage'],
  ])('is refused with %s', async (_, data) => {
    expect(await deliver(envelope('reportPage', data), contentScript)).toEqual({
      error: 'Message refused',
    });
    expect(await tabPage(5).getValue()).toBeNull();
  });
});

describe('messages that are not ours', () => {
  it.each<[string, unknown]>([
    ['a bare string', 'reportPage'],
    ['another envelope', { type: 'reportPage', data: report }],
    ['an unknown type', envelope('readApiKey', {})],
    ...['constructor', 'toString', '__proto__', 'hasOwnProperty'].map((type): [string, unknown] => [
      `the inherited name ${type}`,
      envelope(type, report),
    ]),
  ])('are left unanswered: %s', async (_, message) => {
    expect(await deliver(message, contentScript)).toBeUndefined();
    expect(await tabPage(5).getValue()).toBeNull();
  });
});

describe('onMessages', () => {
  it("answers a listed type with the handler's result and reports its failure", async () => {
    fakeBrowser.reset();
    onMessages({
      describePage: () => report,
      reportPage: () => {
        throw new Error('Nope');
      },
    });
    expect(await deliver(envelope('describePage', undefined), contentScript)).toEqual({
      ok: report,
    });
    expect(await deliver(envelope('reportPage', report), contentScript)).toEqual({ error: 'Nope' });
  });
});

describe('syncTab', () => {
  it("takes the page from the tab's content script", async () => {
    const { syncTab } = await import('@/lib/extension/page-tracking');
    fakeBrowser.tabs.sendMessage = (async () => ({ ok: report })) as never;
    await syncTab(9);
    expect(await tabPage(9).getValue()).toMatchObject({ ...report, tabId: 9 });
  });

  it('forgets the page of a tab where no content script answers', async () => {
    const { syncTab } = await import('@/lib/extension/page-tracking');
    await tabPage(9).setValue({ ...report, tabId: 9, reportedAt: 1 });
    fakeBrowser.tabs.sendMessage = (async () => {
      throw new Error('Could not establish connection. Receiving end does not exist.');
    }) as never;
    await syncTab(9);
    expect(await tabPage(9).getValue()).toBeNull();
  });

  it('refuses an answer that is not a page report', async () => {
    const { syncTab } = await import('@/lib/extension/page-tracking');
    fakeBrowser.tabs.sendMessage = (async () => ({
      ok: { ...report, url: 'data:text/html,x' },
    })) as never;
    await syncTab(9);
    expect(await tabPage(9).getValue()).toBeNull();
  });
});
