/** How a content script asks the background: one message, no port (see shared/envelope.ts). */
import { browser } from 'wxt/browser';
import { outcome } from '../shared/envelope';
import type { MessageData, MessageType } from '../shared/messages';

/** A content script's request: one message, no port (see above). */
export const sendFromPage = <T extends MessageType>(type: T, data: MessageData<T>) =>
  outcome<T>(browser.runtime.sendMessage({ sidelight: 1, type, data }));
