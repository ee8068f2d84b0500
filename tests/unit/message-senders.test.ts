/**
 * Who may send what, for every message the background answers: extension pages send the views'
 * messages, content scripts (a tab's top frame) only page reports; other extensions, web pages,
 * sub-frames and malformed payloads get nothing.
 */
import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { acceptMessage } from '@/lib/extension/handlers';
import { backgroundMessages } from '@/lib/extension/messages';
import type { MessageSender } from '@/lib/extension/messaging';
import { messageExamples } from '../support/message-examples';

const types = Object.keys(backgroundMessages) as (keyof typeof backgroundMessages)[];
const pageUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const tab = { id: 5 } as chrome.tabs.Tab;

const senders: Record<string, { sender: MessageSender; may: 'content' | 'extension' | null }> = {
  'an extension page': {
    sender: { id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') },
    may: 'extension',
  },
  "a content script in a tab's top frame": {
    sender: { id: browser.runtime.id, url: pageUrl, tab, frameId: 0 },
    may: 'content',
  },
  'a content script in a sub-frame': {
    sender: { id: browser.runtime.id, url: pageUrl, tab, frameId: 3 },
    may: null,
  },
  'a content script without a tab': { sender: { id: browser.runtime.id, url: pageUrl }, may: null },
  'an extension page that claims a tab': {
    sender: { id: browser.runtime.id, url: browser.runtime.getURL('/popup.html'), tab, frameId: 0 },
    may: 'extension',
  },
  'another extension': {
    sender: { id: 'another-extension-id', url: 'chrome-extension://another-extension-id/x.html' },
    may: null,
  },
  'another extension in a tab': {
    sender: { id: 'another-extension-id', url: pageUrl, tab, frameId: 0 },
    may: null,
  },
  'a web page': { sender: { url: pageUrl, tab, frameId: 0 }, may: null },
};

describe('every message example fits its schema', () => {
  it.each(types)('%s', (type) => {
    expect(backgroundMessages[type].data.safeParse(messageExamples[type]).success).toBe(true);
  });
});

describe.each(Object.entries(senders))('from %s', (_, { sender, may }) => {
  it.each(types)('%s', (type) => {
    const allowed = backgroundMessages[type].from === may;
    expect(acceptMessage(type, messageExamples[type], sender) !== undefined).toBe(allowed);
  });
});

describe('malformed payloads are refused even from the right sender', () => {
  const rightSender = (type: (typeof types)[number]) =>
    backgroundMessages[type].from === 'extension'
      ? senders['an extension page']?.sender
      : senders["a content script in a tab's top frame"]?.sender;
  it.each(
    types.flatMap((type) =>
      [
        ['an extra field', { ...(messageExamples[type] as object), apiKey: 'x' }],
        ['a string', 'x'.repeat(10_000)],
        ['an array', [messageExamples[type]]],
        ['null', null],
      ].map(([what, payload]) => [type, what, payload] as const),
    ),
  )('%s with %s', (type, _what, payload) => {
    expect(acceptMessage(type, payload, rightSender(type) as MessageSender)).toBeUndefined();
  });
});
