import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { type BackgroundHandlers, handleBackgroundMessages } from '@/lib/extension/handlers';
import type { PageReport } from '@/lib/extension/messages';
import { type MessageSender, onMessages } from '@/lib/extension/messaging';
import { tabPage } from '@/lib/extension/storage';

const report: PageReport = {
  platform: 'youtube',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Never Gonna Give You Up',
  match: { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } },
};

/** Sidelight's world inside a web page (where the background runs its markup readers). */
const inPage: MessageSender = {
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
  // Only the envelope is under test here; the API's handlers have their own tests.
  handleBackgroundMessages({
    setupState: () => ({ hasKey: false, demo: true }),
  } as unknown as BackgroundHandlers);
});

describe('messages that are not ours', () => {
  it.each<[string, unknown]>([
    ['a bare string', 'setupState'],
    ['another envelope', { type: 'setupState' }],
    ['an unknown type', envelope('readApiKey', {})],
    ...['constructor', 'toString', '__proto__', 'hasOwnProperty'].map((type): [string, unknown] => [
      `the inherited name ${type}`,
      envelope(type, report),
    ]),
  ])('are left unanswered: %s', async (_, message) => {
    expect(await deliver(message, inPage)).toBeUndefined();
    expect(await tabPage(5).getValue()).toBeNull();
  });
});

describe('onMessages', () => {
  it("answers a listed type with the handler's result and reports its failure", async () => {
    fakeBrowser.reset();
    onMessages({
      setupState: () => ({ hasKey: true, demo: false }),
      clearCache: () => {
        throw new Error('Nope');
      },
    });
    expect(await deliver(envelope('setupState', undefined), inPage)).toEqual({
      ok: { hasKey: true, demo: false },
    });
    expect(await deliver(envelope('clearCache', undefined), inPage)).toEqual({ error: 'Nope' });
  });
});

describe("Sidelight's world inside a page", () => {
  it('gets only refusals, even for a message the background answers', async () => {
    expect(await deliver(envelope('setupState', undefined), inPage)).toEqual({
      error: 'Message refused',
    });
  });
});
