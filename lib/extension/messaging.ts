/**
 * Typed requests to the background, from Sidelight's own pages and from its content scripts (their
 * page report). Every message is listed in `./messages`; receivers validate. Content scripts
 * bundle this file, so it imports only types from `./messages` (no zod). Sending never throws:
 * like the API client, it answers what happened (`Sent`).
 *
 * A view's request travels over a port of its own: the view connects, posts the envelope, waits
 * for one reply and disconnects. A pending `runtime.sendMessage` is an extension-API promise, which
 * Firefox reports as an error when its page unloads first (a panel closed during a slow call); a
 * port leaves nothing pending, and a port dropped by a dying worker tells the view at once.
 * A content script's report is one `runtime.sendMessage`, answered at once: in a platform's page
 * a port costs three times what the message does.
 */
import { type Browser, browser } from 'wxt/browser';
import type { MessageData, MessageReply, MessageType } from './messages';

export type MessageSender = chrome.runtime.MessageSender;
type Port = Browser.runtime.Port;

/** The name of the ports that carry one request each (other ports, like a view's tab, differ). */
export const requestPortName = 'sidelight:request';

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

/** Posts one envelope on a port of its own; the first message back is the answer. */
function request(envelope: Envelope): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const port = browser.runtime.connect({ name: requestPortName });
    port.onMessage.addListener((answer: unknown) => {
      port.disconnect();
      resolve(answer);
    });
    // Fired only when the other end goes first: a worker that stopped, or a request not answered.
    port.onDisconnect.addListener(() => {
      // Read, so that Chrome does not report it as unchecked.
      const error = browser.runtime.lastError?.message;
      reject(new Error(error ?? 'Disconnected before the answer'));
    });
    port.postMessage(envelope);
  });
}

const replyOf = <T extends MessageType>(answer: unknown): MessageReply<T> => {
  if (typeof answer !== 'object' || answer === null) throw new Error('No answer');
  if ('error' in answer) throw new Error(String((answer as { error: unknown }).error));
  return (answer as { ok: MessageReply<T> }).ok;
};

/** The background's reply, or why there is none: it refused, failed, or stopped first. */
export type Sent<T extends MessageType> =
  | { ok: true; reply: MessageReply<T> }
  | { ok: false; error: string };

const outcome = async <T extends MessageType>(answer: Promise<unknown>): Promise<Sent<T>> => {
  try {
    return { ok: true, reply: replyOf<T>(await answer) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'No answer' };
  }
};

/** Asks the background. */
export const sendMessage = <T extends MessageType>(type: T, data: MessageData<T>) =>
  outcome<T>(request({ sidelight: 1, type, data }));

/** A content script's request: one message, no port (see above). */
export const sendFromPage = <T extends MessageType>(type: T, data: MessageData<T>) =>
  outcome<T>(browser.runtime.sendMessage({ sidelight: 1, type, data }));

export type Handlers = {
  [T in MessageType]?: (
    data: unknown,
    sender: MessageSender,
  ) => MessageReply<T> | Promise<MessageReply<T>>;
};

/**
 * Answers the listed message types, each request on its own port, the port's sender passed on.
 * Anything else (other types, other shapes) gets no answer: its port is closed. A view that goes
 * away before its answer does not stop the handler (a fetched result is still kept). Returns the
 * unsubscribe.
 */
export function onMessages(handlers: Handlers): () => void {
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
      );
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
