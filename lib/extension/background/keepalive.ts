import { browser } from 'wxt/browser';

/**
 * Chrome kills an MV3 worker ~30 s after its last extension event, even with a fetch pending, and
 * some calls take minutes. While work is in flight, an extension API call every 20 s keeps it up.
 */
let inFlight = 0;
let timer: ReturnType<typeof setInterval> | undefined;

export const keepAliveEveryMs = 20_000;

export async function keepAlive<T>(work: () => Promise<T>): Promise<T> {
  inFlight += 1;
  if (inFlight === 1) {
    timer = setInterval(() => {
      void browser.runtime.getPlatformInfo();
    }, keepAliveEveryMs);
  }
  try {
    return await work();
  } finally {
    inFlight -= 1;
    if (inFlight === 0) clearInterval(timer);
  }
}
