/**
 * Who may send what, for every message the background answers: Sidelight's own pages send every
 * message but the page report; Sidelight's content script in a tab's top frame sends the page
 * report only. Sub-frames, other extensions, web pages and malformed payloads get nothing.
 */
import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { acceptMessage } from '@/lib/extension/background/handlers';
import type { MessageSender } from '@/lib/extension/shared/envelope';
import { messages } from '@/lib/extension/shared/messages';
import { messageExamples } from '../support/message-examples';

const types = Object.keys(messages) as (keyof typeof messages)[];
const pageUrl = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const tab = { id: 5 } as chrome.tabs.Tab;

/** Who may send each message: `view` for Sidelight's pages, `tab` for a top-frame content script. */
type May = 'view' | 'tab' | false;
const senders: Record<string, { sender: MessageSender; may: May }> = {
  'an extension page': {
    sender: { id: browser.runtime.id, url: browser.runtime.getURL('/sidepanel.html') },
    may: 'view',
  },
  "Sidelight's script in a tab's top frame": {
    sender: { id: browser.runtime.id, url: pageUrl, tab, frameId: 0 },
    may: 'tab',
  },
  "Sidelight's script in a sub-frame": {
    sender: { id: browser.runtime.id, url: pageUrl, tab, frameId: 3 },
    may: false,
  },
  "Sidelight's script without a tab": {
    sender: { id: browser.runtime.id, url: pageUrl },
    may: false,
  },
  'an extension page that claims a tab': {
    sender: { id: browser.runtime.id, url: browser.runtime.getURL('/popup.html'), tab, frameId: 0 },
    may: 'view',
  },
  'another extension': {
    sender: { id: 'another-extension-id', url: 'chrome-extension://another-extension-id/x.html' },
    may: false,
  },
  'another extension in a tab': {
    sender: { id: 'another-extension-id', url: pageUrl, tab, frameId: 0 },
    may: false,
  },
  'a web page': { sender: { url: pageUrl, tab, frameId: 0 }, may: false },
};

describe('every message example fits its schema', () => {
  it.each(types)('%s', (type) => {
    expect(messages[type].request.safeParse(messageExamples[type]).success).toBe(true);
  });
});

describe.each(Object.entries(senders))('from %s', (_, { sender, may }) => {
  it.each(types)('%s', (type) => {
    const from = 'from' in messages[type] ? 'tab' : 'view';
    expect(acceptMessage(type, messageExamples[type], sender) !== undefined).toBe(may === from);
  });
});

describe('malformed payloads are refused even from the right sender', () => {
  const rightSender = (type: keyof typeof messages) =>
    senders[
      'from' in messages[type] ? "Sidelight's script in a tab's top frame" : 'an extension page'
    ]?.sender as MessageSender;
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
    expect(acceptMessage(type, payload, rightSender(type))).toBeUndefined();
  });
});
