/**
 * Word from the background that what it keeps changed (a call in the ledger, a result in the
 * history, a job's progress; from a view, what is watched and the settings), for the views that
 * show them: the settings' Spending and History follow new calls as they happen, and every view
 * shows the settings as stored, whichever page changed them. A BroadcastChannel of the extension's origin, so only Sidelight's own pages and
 * worker hear it, and no extension API is involved that a closing page could trip on.
 */
import { type Carried, defineChannel } from './channel';
import { exactly, isBoolean, isFiniteNumber, isString, listOf, oneOf } from './checks';

/**
 * `cache`: answers kept or cleared; `settings`: the key, the address, the budgets or demo data
 * (what a price is computed from); `problems`: the record of what went wrong.
 */
const changes = ['ledger', 'history', 'jobs', 'watched', 'cache', 'settings', 'problems'] as const;
export type KeptChange = (typeof changes)[number];

/** Its name is the BroadcastChannel's. Any of Sidelight's contexts may tell; views listen. */
export const keptNews = defineChannel('sidelight:kept', {
  /** What changed. */
  changed: exactly({ changed: listOf(oneOf(changes), 1, changes.length) }),
  /**
   * An answer replied to a view that the database then failed to keep: by its cache key and when
   * it was fetched; whether the browser had no room left; whether the call's cost was kept alone.
   */
  notKept: exactly({
    notKept: exactly({
      key: isString,
      fetchedAt: isFiniteNumber,
      full: isBoolean,
      costKept: isBoolean,
    }),
  }),
});
export type NotKept = Carried<typeof keptNews.notKept>['notKept'];

let sending: BroadcastChannel | undefined;
const send = (news: unknown) => {
  sending ??= new BroadcastChannel(keptNews.name);
  sending.postMessage(news);
};

/** Tells every open view what changed. */
export function announceKept(...changed: KeptChange[]): void {
  send(keptNews.changed.message({ changed }));
}

/** Tells every open view that an answer it may show was not kept. */
export function announceNotKept(notKept: NotKept): void {
  send(keptNews.notKept.message({ notKept }));
}

/** Listens on the channel until the returned unsubscribe. */
function listen(onNews: (news: unknown) => void): () => void {
  const channel = new BroadcastChannel(keptNews.name);
  channel.onmessage = (event: MessageEvent<unknown>) => onNews(event.data);
  return () => channel.close();
}

/** Calls `listener` with each answer the background could not keep; returns the unsubscribe. */
export const onNotKept = (listener: (notKept: NotKept) => void): (() => void) =>
  listen(keptNews.notKept.receive(({ notKept }) => listener(notKept)));

/** Calls `listener` with what changed, each time the background says; returns the unsubscribe. */
export const onKept = (listener: (changed: readonly KeptChange[]) => void): (() => void) =>
  listen(keptNews.changed.receive(({ changed }) => listener(changed)));
