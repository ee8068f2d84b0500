/** How the background answers requests from views (one port each) and content scripts (one message). */
import { type Browser, browser } from 'wxt/browser';
import { type Answer, isEnvelope, type MessageSender, requestPortName } from '../shared/envelope';
import type { MessageReply, MessageType } from '../shared/messages';

type Port = Browser.runtime.Port;

export type Handlers = {
  [T in MessageType]?: (
    data: unknown,
    sender: MessageSender,
  ) => MessageReply<T> | Promise<MessageReply<T>>;
};

/**
 * Answers the listed message types, each request on its own port, the port's sender passed on.
 * Anything else (other types, other shapes) gets no answer: its port is closed. A view that goes
 * away before its answer does not stop the handler (a fetched result is still kept). `answered`
 * hears each answer once it is given. Returns the unsubscribe.
 */
export function onMessages(handlers: Handlers, answered: () => void = () => undefined): () => void {
  /**
   * Runs the handler a message names and hands its answer to `reply`; false when the message is
   * no envelope or names no handler of ours (`constructor` or `toString` must not answer).
   */
  const answer = (message: unknown, sender: MessageSender, reply: (value: Answer) => void) => {
    const envelope = isEnvelope(message) ? message : undefined;
    const handler =
      envelope && Object.hasOwn(handlers, envelope.type) ? handlers[envelope.type] : undefined;
    if (!envelope || !handler) return false;
    Promise.resolve()
      .then(() => handler(envelope.data, sender))
      .then(
        (ok) => reply({ ok }),
        (error: unknown) => reply({ error: error instanceof Error ? error.message : 'Failed' }),
      )
      .then(answered);
    return true;
  };
  const listener = (port: Port) => {
    if (port.name !== requestPortName) return;
    // One request per port: later messages on it are ignored.
    const first = (message: unknown) => {
      port.onMessage.removeListener(first);
      const answered = answer(message, port.sender ?? {}, (value) => {
        try {
          port.postMessage(value);
        } catch {
          // The view went away meanwhile: nobody is left to tell.
        }
      });
      if (!answered) port.disconnect();
    };
    port.onMessage.addListener(first);
  };
  // Content scripts' messages: the same envelopes, each answered once through `respond`.
  const onMessage = (message: unknown, sender: MessageSender, respond: (reply: Answer) => void) =>
    answer(message, sender, respond);
  browser.runtime.onConnect.addListener(listener);
  browser.runtime.onMessage.addListener(onMessage);
  return () => {
    browser.runtime.onConnect.removeListener(listener);
    browser.runtime.onMessage.removeListener(onMessage);
  };
}
