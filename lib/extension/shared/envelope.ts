/**
 * The envelope of every request to the background, from Sidelight's own pages and from its content scripts (their
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
import type { MessageReply, MessageType } from './messages';

export type MessageSender = chrome.runtime.MessageSender;

/** The name of the ports that carry one request each (other ports, like a view's tab, differ). */
export const requestPortName = 'sidelight:request';

export interface Envelope {
  sidelight: 1;
  type: MessageType;
  data: unknown;
}
export type Answer = { ok: unknown } | { error: string };

export const isEnvelope = (message: unknown): message is Envelope =>
  typeof message === 'object' &&
  message !== null &&
  (message as Envelope).sidelight === 1 &&
  typeof (message as Envelope).type === 'string';

const replyOf = <T extends MessageType>(answer: unknown): MessageReply<T> => {
  if (typeof answer !== 'object' || answer === null) throw new Error('No answer');
  if ('error' in answer) throw new Error(String((answer as { error: unknown }).error));
  return (answer as { ok: MessageReply<T> }).ok;
};

/** The background's reply, or why there is none: it refused, failed, or stopped first. */
export type Sent<T extends MessageType> =
  | { ok: true; reply: MessageReply<T> }
  | { ok: false; error: string };

export const outcome = async <T extends MessageType>(
  answer: Promise<unknown>,
): Promise<Sent<T>> => {
  try {
    return { ok: true, reply: replyOf<T>(await answer) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : 'No answer' };
  }
};
