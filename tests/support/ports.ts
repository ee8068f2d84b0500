/**
 * `runtime.connect` and `runtime.onConnect` in memory, which WXT's fake browser does not mock:
 * each connect gives the caller one end and the background's listeners the other. As in Chrome,
 * messages are written out as JSON and arrive a turn later, in order, and `disconnect()` fires
 * `onDisconnect` only at the other end.
 */

import type { Browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { MessageSender } from '@/lib/extension/shared/envelope';

type Port = Browser.runtime.Port;
type Listener = (...args: never[]) => void;

function event() {
  const listeners = new Set<Listener>();
  return {
    addListener: (listener: Listener) => void listeners.add(listener),
    removeListener: (listener: Listener) => void listeners.delete(listener),
    hasListener: (listener: Listener) => listeners.has(listener),
    hasListeners: () => listeners.size > 0,
    fire: (...args: unknown[]) => {
      for (const listener of [...listeners]) (listener as (...all: unknown[]) => void)(...args);
    },
  };
}

const later = (run: () => void) => void setTimeout(run, 0);

interface End {
  port: Port;
  /** This end called `disconnect()`, or heard the other end do it. */
  closed: boolean;
  onMessage: ReturnType<typeof event>;
  onDisconnect: ReturnType<typeof event>;
}

/** Two connected ends of one port. */
function portPair(name: string, sender: MessageSender): [view: End, background: End] {
  const ends: End[] = [];
  const make = (at: 0 | 1, withSender?: MessageSender): End => {
    const onMessage = event();
    const onDisconnect = event();
    const end: End = {
      closed: false,
      onMessage,
      onDisconnect,
      port: {
        name,
        ...(withSender ? { sender: withSender } : {}),
        onMessage: onMessage as unknown as Port['onMessage'],
        onDisconnect: onDisconnect as unknown as Port['onDisconnect'],
        postMessage: (message: unknown) => {
          if (end.closed) throw new Error('Attempting to use a disconnected port object');
          const json = JSON.stringify(message);
          const other = ends[1 - at] as End;
          later(() => {
            if (!other.closed) other.onMessage.fire(json === undefined ? null : JSON.parse(json));
          });
        },
        disconnect: () => {
          const other = ends[1 - at] as End;
          if (end.closed) return;
          end.closed = true;
          later(() => {
            if (other.closed) return;
            other.closed = true;
            other.onDisconnect.fire(other.port);
          });
        },
      },
    };
    return end;
  };
  ends.push(make(0), make(1, sender));
  return ends as [End, End];
}

export interface FakePorts {
  /** Who the background sees at the other end of the next ports (by default a panel). */
  sender: MessageSender;
  /** Every port connected so far, both ends, in order. */
  ports: { view: End; background: End }[];
  /** Drops every port still open from the background's side, as a worker that stops does. */
  stopWorker(): void;
}

/** Installs the ports on WXT's fake browser (again in each test: `fakeBrowser.reset()` keeps them). */
export function installFakePorts(): FakePorts {
  const onConnect = event();
  const fake: FakePorts = {
    sender: { id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/sidepanel.html') },
    ports: [],
    stopWorker: () => {
      for (const { background } of fake.ports) background.port.disconnect();
    },
  };
  const runtime = fakeBrowser.runtime as unknown as { connect: unknown; onConnect: unknown };
  runtime.onConnect = onConnect;
  // A view's `tabs.connect` reaches the tab's content script: in one test process, the same
  // `runtime.onConnect` (the test plays the page's side).
  (fakeBrowser.tabs as unknown as { connect: unknown }).connect = (
    _tabId: number,
    info?: { name?: string },
  ) => (runtime.connect as (info?: { name?: string }) => Port)(info);
  runtime.connect = (info?: { name?: string }) => {
    const [view, background] = portPair(info?.name ?? '', fake.sender);
    fake.ports.push({ view, background });
    later(() => {
      // Nobody listening: the caller's end is closed, as Chrome does.
      if (onConnect.hasListeners()) onConnect.fire(background.port);
      else background.port.disconnect();
    });
    return view.port;
  };
  return fake;
}
