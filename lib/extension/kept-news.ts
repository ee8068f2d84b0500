/**
 * Word from the background that what it keeps changed (a call in the ledger, a result in the
 * history, a job's progress; from a view, what is watched and the settings), for the views that
 * show them: the settings' Spending and History follow new calls as they happen, and every view
 * shows the settings as stored, whichever page changed them. A BroadcastChannel of the extension's origin, so only Sidelight's own pages and
 * worker hear it, and no extension API is involved that a closing page could trip on.
 */
import { z } from 'zod/mini';

const channelName = 'sidelight:kept';

/**
 * `cache`: answers kept or cleared; `settings`: the key, the address, the budgets or demo data
 * (what a price is computed from).
 */
const changes = ['ledger', 'history', 'jobs', 'watched', 'cache', 'settings'] as const;
export type KeptChange = (typeof changes)[number];

const newsSchema = z.strictObject({
  changed: z.array(z.enum(changes)).check(z.minLength(1), z.maxLength(changes.length)),
});

let sending: BroadcastChannel | undefined;

/** Tells every open view what changed. */
export function announceKept(...changed: KeptChange[]): void {
  sending ??= new BroadcastChannel(channelName);
  sending.postMessage({ changed });
}

/** Calls `listener` with what changed, each time the background says; returns the unsubscribe. */
export function onKept(listener: (changed: readonly KeptChange[]) => void): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const news = newsSchema.safeParse(event.data);
    if (news.success) listener(news.data.changed);
  };
  return () => channel.close();
}
