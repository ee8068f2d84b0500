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

/**
 * An answer replied to a view that the database then failed to keep: by its cache key and when
 * it was fetched; whether the browser had no room left; whether the call's cost was kept alone.
 */
const notKeptSchema = z.strictObject({
  notKept: z.strictObject({
    key: z.string(),
    fetchedAt: z.number(),
    full: z.boolean(),
    costKept: z.boolean(),
  }),
});
export type NotKept = z.infer<typeof notKeptSchema>['notKept'];

let sending: BroadcastChannel | undefined;
const send = (news: unknown) => {
  sending ??= new BroadcastChannel(channelName);
  sending.postMessage(news);
};

/** Tells every open view what changed. */
export function announceKept(...changed: KeptChange[]): void {
  send({ changed });
}

/** Tells every open view that an answer it may show was not kept. */
export function announceNotKept(notKept: NotKept): void {
  send({ notKept });
}

/** Calls `listener` with each answer the background could not keep; returns the unsubscribe. */
export function onNotKept(listener: (notKept: NotKept) => void): () => void {
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const news = notKeptSchema.safeParse(event.data);
    if (news.success) listener(news.data.notKept);
  };
  return () => channel.close();
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
