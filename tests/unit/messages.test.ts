/**
 * The transport between views and the background: one port per request, a guarded handler at the
 * background's end. Through the real `sendMessage` and `onMessages`, over in-memory ports.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  type BackgroundHandlers,
  handleBackgroundMessages,
} from '@/lib/extension/background/handlers';
import { onMessages } from '@/lib/extension/background/on-messages';
import { type MessageSender, requestPortName } from '@/lib/extension/shared/envelope';
import { tabPage } from '@/lib/extension/shared/storage';
import type { PageReport } from '@/lib/extension/shared/tab-page';
import { sendMessage } from '@/lib/extension/views/send-message';
import { type FakePorts, installFakePorts } from '../support/ports';

const report: PageReport = {
  platform: 'youtube',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  title: 'Never Gonna Give You Up',
  match: { area: 'video', kind: 'video', params: { videoId: 'dQw4w9WgXcQ' } },
};

/** Sidelight's world inside a web page (where its content script runs). */
const inPage: MessageSender = {
  id: 'test-extension-id',
  url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  tab: { id: 5 } as chrome.tabs.Tab,
  frameId: 0,
};

let ports: FakePorts;

/**
 * Posts a raw message on a request port from the given sender: the first answer, or "closed" when
 * the background closes the port without one.
 */
async function deliver(message: unknown, sender: MessageSender): Promise<unknown> {
  ports.sender = sender;
  const port = fakeBrowser.runtime.connect({ name: requestPortName });
  const outcome = new Promise<unknown>((resolve) => {
    port.onMessage.addListener((answer: unknown) => resolve(answer));
    port.onDisconnect.addListener(() => resolve('closed'));
  });
  port.postMessage(message);
  return outcome;
}

const envelope = (type: string, data: unknown) => ({ sidelight: 1, type, data });

beforeEach(() => {
  fakeBrowser.reset();
  ports = installFakePorts();
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
  ])('get their port closed, unanswered: %s', async (_, message) => {
    expect(await deliver(message, inPage)).toBe('closed');
    expect(await tabPage(5).getValue()).toBeNull();
  });

  it('are not looked for on ports of another name (a view holding its tab)', async () => {
    const port = fakeBrowser.runtime.connect({ name: 'sidelight:tab:5' });
    let answered = false;
    port.onMessage.addListener(() => {
      answered = true;
    });
    port.postMessage(envelope('setupState', undefined));
    // Waits for what must not come: no event names an absence, so a short real wait stands.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBe(false);
    expect(ports.ports[0]?.view.closed).toBe(false);
  });
});

describe('a request', () => {
  it('gets its reply over a port of its own, which the view then closes', async () => {
    expect(await sendMessage('setupState', undefined)).toEqual({
      ok: true,
      reply: { hasKey: false, demo: true },
    });
    expect(ports.ports).toHaveLength(1);
    expect(ports.ports[0]?.view.port.name).toBe(requestPortName);
    expect(ports.ports[0]?.view.closed).toBe(true);
  });

  it('answers only the first message of its port', async () => {
    const port = fakeBrowser.runtime.connect({ name: requestPortName });
    const answers: unknown[] = [];
    const first = new Promise((resolve) =>
      port.onMessage.addListener((answer: unknown) => {
        answers.push(answer);
        resolve(answer);
      }),
    );
    port.postMessage(envelope('setupState', undefined));
    port.postMessage(envelope('setupState', undefined));
    await first;
    // A second answer would come right after the first: no event names an absence, so a short
    // real wait stands, once the first has come.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answers).toEqual([{ ok: { hasKey: false, demo: true } }]);
  });

  it('says so when its port is dropped before the reply (the worker stopped)', async () => {
    fakeBrowser.reset();
    ports = installFakePorts();
    let reached: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (reached = resolve));
    onMessages({
      setupState: () => {
        reached();
        return new Promise(() => undefined);
      },
    });
    const asked = sendMessage('setupState', undefined);
    await handling;
    ports.stopWorker();
    expect(await asked).toEqual({ ok: false, error: expect.any(String) });
  });

  it('says so when nothing listens (no background to answer)', async () => {
    fakeBrowser.reset();
    ports = installFakePorts();
    expect(await sendMessage('setupState', undefined)).toEqual({
      ok: false,
      error: expect.any(String),
    });
  });
});

describe('onMessages', () => {
  it("answers a listed type with the handler's result and reports its failure", async () => {
    fakeBrowser.reset();
    ports = installFakePorts();
    const seen: MessageSender[] = [];
    onMessages({
      setupState: (_, sender) => {
        seen.push(sender);
        return { hasKey: true, demo: false };
      },
      clearKept: () => {
        throw new Error('Nope');
      },
    });
    expect(await deliver(envelope('setupState', undefined), inPage)).toEqual({
      ok: { hasKey: true, demo: false },
    });
    expect(seen).toEqual([inPage]);
    expect(await deliver(envelope('clearKept', { action: 'clearCache' }), inPage)).toEqual({
      error: 'Nope',
    });
  });

  it('still runs a handler to its end when the view leaves first', async () => {
    fakeBrowser.reset();
    ports = installFakePorts();
    let reached: () => void = () => undefined;
    const handling = new Promise<void>((resolve) => (reached = resolve));
    let finish: () => void = () => undefined;
    let ended: (how: string) => void = () => undefined;
    const finished = new Promise<string>((resolve) => (ended = resolve));
    onMessages({
      clearKept: async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
          reached();
        });
        ended('ran to its end');
        return { removed: {} };
      },
    });
    const port = fakeBrowser.runtime.connect({ name: requestPortName });
    port.postMessage(envelope('clearKept', { action: 'clearCache' }));
    await handling;
    port.disconnect();
    // The background has heard the view leave before the handler goes on.
    await expect.poll(() => ports.ports[0]?.background.closed).toBe(true);
    finish();
    expect(await finished).toBe('ran to its end');
  });
});

describe('refusals, without detail', () => {
  it("Sidelight's world inside a page gets only refusals, even for a message the background answers", async () => {
    expect(await deliver(envelope('setupState', undefined), inPage)).toEqual({
      error: 'Message refused',
    });
  });

  it('another extension is refused', async () => {
    expect(
      await deliver(envelope('setupState', undefined), {
        id: 'another-extension-id',
        url: 'chrome-extension://another-extension-id/x.html',
      }),
    ).toEqual({ error: 'Message refused' });
  });

  it('a port without a sender is refused', async () => {
    ports.sender = undefined as unknown as MessageSender;
    const port = fakeBrowser.runtime.connect({ name: requestPortName });
    const outcome = new Promise((resolve) => port.onMessage.addListener(resolve));
    port.postMessage(envelope('setupState', undefined));
    expect(await outcome).toEqual({ error: 'Message refused' });
  });

  it("a malformed payload from Sidelight's own page is refused", async () => {
    expect(await sendMessage('setupState', { apiKey: 'x' } as never)).toEqual({
      ok: false,
      error: 'Message refused',
    });
  });
});

describe('a content script’s message (runtime.sendMessage, no port)', () => {
  /** What the background answers through `sendResponse`, or undefined when it leaves it. */
  async function message(body: unknown, sender: MessageSender): Promise<unknown> {
    let answer: unknown;
    let answered: () => void = () => undefined;
    const replied = new Promise<void>((resolve) => (answered = resolve));
    const kept: unknown[] = await fakeBrowser.runtime.onMessage.trigger(
      body,
      sender,
      (reply: unknown) => {
        answer = reply;
        answered();
      },
    );
    // A listener that will answer says so by returning true; only then is its answer awaited.
    if (!kept.includes(true)) return undefined;
    await replied;
    return answer;
  }

  it('is answered under the same rules as a port’s request', async () => {
    expect(await message(envelope('setupState', undefined), inPage)).toEqual({
      error: 'Message refused',
    });
    const view = { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') };
    expect(await message(envelope('setupState', undefined), view)).toEqual({
      ok: { hasKey: false, demo: true },
    });
  });

  it('is left alone when it is not Sidelight’s envelope', async () => {
    for (const body of [{ type: 'setupState' }, 'setupState', { seekVideo: 3 }])
      expect(await message(body, inPage)).toBeUndefined();
  });
});
