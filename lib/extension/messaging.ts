/**
 * Typed messages between Sidelight's own pages and its background, over `runtime` messaging.
 * Every message is listed in `./messages`; receivers validate.
 *
 * Written here rather than taken from a messaging library because it must answer through
 * `sendResponse`, which works in every browser and in WXT's fake browser.
 */
import { browser } from 'wxt/browser';
import type { ProtocolMap } from './messages';

export type MessageType = keyof ProtocolMap;
export type MessageData<T extends MessageType> = Parameters<ProtocolMap[T]>[0];
export type MessageReply<T extends MessageType> = Awaited<ReturnType<ProtocolMap[T]>>;
export type MessageSender = chrome.runtime.MessageSender;

interface Envelope {
  sidelight: 1;
  type: MessageType;
  data: unknown;
}
type Answer = { ok: unknown } | { error: string };

const isEnvelope = (message: unknown): message is Envelope =>
  typeof message === 'object' &&
  message !== null &&
  (message as Envelope).sidelight === 1 &&
  typeof (message as Envelope).type === 'string';

/** Sends to the background (and Sidelight's other pages). */
export async function sendMessage<T extends MessageType>(
  type: T,
  data: MessageData<T>,
): Promise<MessageReply<T>> {
  const envelope: Envelope = { sidelight: 1, type, data };
  const answer: unknown = await browser.runtime.sendMessage(envelope);
  if (typeof answer !== 'object' || answer === null) throw new Error('No answer');
  if ('error' in answer) throw new Error(String((answer as { error: unknown }).error));
  return (answer as { ok: MessageReply<T> }).ok;
}

export type Handlers = {
  [T in MessageType]?: (
    data: unknown,
    sender: MessageSender,
  ) => MessageReply<T> | Promise<MessageReply<T>>;
};

/**
 * Answers the listed message types in this context. Anything else (other types, other shapes) is
 * left alone, so another context can answer it or nobody does. Returns the unsubscribe.
 */
export function onMessages(handlers: Handlers): () => void {
  const listener = (
    message: unknown,
    sender: MessageSender,
    sendResponse: (answer: Answer) => void,
  ): boolean => {
    if (!isEnvelope(message)) return false;
    // Own handlers only: `constructor` or `toString` must not answer.
    const handler = Object.hasOwn(handlers, message.type) ? handlers[message.type] : undefined;
    if (!handler) return false;
    Promise.resolve()
      .then(() => handler(message.data, sender))
      .then(
        (ok) => sendResponse({ ok }),
        (error: unknown) =>
          sendResponse({ error: error instanceof Error ? error.message : 'Failed' }),
      );
    return true;
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
