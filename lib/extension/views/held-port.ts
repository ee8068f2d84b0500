import { browser } from 'wxt/browser';

/**
 * A port a view holds open to the background, to hear of changes as they happen: opened again
 * when the worker stops (which closes it), never from a page on its way out. `onOpen` runs on
 * every opening (what changed while it was closed is read again there). Not a storage listener:
 * Firefox logs an error for each one still registered when its page unloads ("sendRemoveListener
 * on closed conduit"), which a closed panel always has. Returns the close.
 */
export function holdPort(
  name: string,
  onMessage: (message: unknown) => void,
  onOpen: () => void = () => {},
): () => void {
  let stopped = false;
  let port: ReturnType<typeof browser.runtime.connect> | undefined;
  const connect = () => {
    if (stopped) return;
    try {
      const opened = browser.runtime.connect({ name });
      opened.onMessage.addListener((message: unknown) => {
        if (!stopped) onMessage(message);
      });
      opened.onDisconnect.addListener(() => {
        port = undefined;
        if (stopped) return;
        try {
          setTimeout(connect, 200);
        } catch {
          // Firefox drops the port of a view it is tearing down (an update) and refuses timers
          // there: the view is going away with it.
        }
      });
      port = opened;
      onOpen();
    } catch {
      // The extension was updated or removed under this view, or the view is closing (Firefox
      // throws NS_ERROR_NOT_INITIALIZED then): nothing to tell any more.
    }
  };
  // A closing view's port closes too: it must not be opened again from a page on its way out.
  globalThis.addEventListener?.(
    'pagehide',
    () => {
      stopped = true;
    },
    { once: true },
  );
  connect();
  return () => {
    stopped = true;
    try {
      port?.disconnect();
    } catch {
      // The view is closing: its ports close with it.
    }
  };
}
