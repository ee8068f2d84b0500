/** How Sidelight's own pages ask the background: one port per request (see shared/envelope.ts). */
import { browser } from 'wxt/browser';
import { type Envelope, outcome, requestPortName } from '../shared/envelope';
import type { MessageData, MessageType } from '../shared/messages';

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

/** Asks the background. */
export const sendMessage = <T extends MessageType>(type: T, data: MessageData<T>) =>
  outcome<T>(request({ sidelight: 1, type, data }));
