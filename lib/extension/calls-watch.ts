import { holdPort } from './held-port';

/** The port a view holds open to hear that a call was kept (its ledger entry, its history). */
export const callsPortName = 'sidelight:calls';

/** What the background posts on that port after each call it keeps. */
export const callsChanged = { callsChanged: true } as const;

const isCallsChanged = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { callsChanged?: unknown }).callsChanged === true;

/**
 * Calls back after every call the background keeps, and whenever the port opens (what was kept
 * while it was closed). Returns the unsubscribe.
 */
export const watchCalls = (onChange: () => void): (() => void) =>
  holdPort(
    callsPortName,
    (message) => {
      if (isCallsChanged(message)) onChange();
    },
    onChange,
  );
