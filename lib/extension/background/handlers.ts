import { browser } from 'wxt/browser';
import type { MessageSender } from '../shared/envelope';
import {
  type MessageReply,
  type MessageRequest,
  type MessageType,
  messages,
  type Senders,
} from '../shared/messages';
import { onMessages } from './on-messages';

const isExtensionPage = (sender: MessageSender): boolean =>
  sender.url?.startsWith(browser.runtime.getURL('/')) ?? false;

/** Whether the sender is one of Sidelight's own pages (panel, popup, settings). */
export function isOwnPage(sender: MessageSender): boolean {
  return sender.id === browser.runtime.id && isExtensionPage(sender);
}

/** Whether the sender is Sidelight's content script in the top frame of a tab. */
function isTopFrameScript(sender: MessageSender): boolean {
  return (
    sender.id === browser.runtime.id &&
    !isExtensionPage(sender) &&
    sender.tab?.id !== undefined &&
    sender.frameId === 0
  );
}

/**
 * Whether a sender may send this message: views send theirs, a tab's top-frame content script
 * only its page report, and nobody else anything.
 */
function senderMayPost(type: MessageType, sender: MessageSender): boolean {
  const entry = messages[type];
  const from: Senders = 'from' in entry ? entry.from : 'view';
  return from === 'tab' ? isTopFrameScript(sender) : isOwnPage(sender);
}

/**
 * Checks sender and payload of one message: the checked payload, or `undefined` when it must be
 * refused (a wrapper, since some messages carry no payload at all).
 */
export function acceptMessage<T extends MessageType>(
  type: T,
  data: unknown,
  sender: MessageSender,
): { data: MessageRequest<T> } | undefined {
  if (!senderMayPost(type, sender)) return undefined;
  const parsed = messages[type].request.safeParse(data);
  return parsed.success ? { data: parsed.data as MessageRequest<T> } : undefined;
}

export type BackgroundHandlers = {
  [T in MessageType]: (
    data: MessageRequest<T>,
    sender: MessageSender,
  ) => MessageReply<T> | Promise<MessageReply<T>>;
};

/**
 * Registers the background's handlers. A handler sees only payloads that passed their schema,
 * from senders allowed to send them; anything else is refused without detail.
 */
export function handleBackgroundMessages(
  handlers: BackgroundHandlers,
  answered?: () => void,
): () => void {
  const guarded = Object.fromEntries(
    Object.entries(handlers).map(([type, handler]) => [
      type,
      (data: unknown, sender: MessageSender) => {
        const accepted = acceptMessage(type as MessageType, data, sender);
        if (accepted === undefined) throw new Error('Message refused');
        return (handler as (data: unknown, sender: MessageSender) => unknown)(
          accepted.data,
          sender,
        );
      },
    ]),
  );
  return onMessages(guarded, answered);
}
