/**
 * A browser with no room left, as fake-indexeddb can play it: while `full`, a transaction that
 * keeps a call's answer fails at its commit with a QuotaExceededError (its requests had
 * succeeded, as in Chromium), and one that writes a job's page or a batch's answer fails with it
 * once that write is asked (its requests aborted). Everything else (the ledger written on
 * its own, a job's state) still fits.
 */
import 'fake-indexeddb/auto';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const answerStores = ['jobPages', 'batchAnswers'];

export const storage = { full: false };

/** The transaction fails as a whole, for want of room: nothing of it is written. */
const failFull = (transaction: IDBTransaction) => {
  const error = quotaError();
  Object.defineProperty(transaction, 'error', { get: () => error, configurable: true });
  transaction.abort();
};

const transactions = globalThis.IDBTransaction.prototype;
const commit = transactions.commit;
transactions.commit = function (this: IDBTransaction) {
  if (storage.full && this.objectStoreNames.contains('cache')) failFull(this);
  else commit.call(this);
};

const stores = globalThis.IDBObjectStore.prototype;
const put = stores.put;
stores.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
  const request = put.apply(this, args);
  // Once the writes asked in this turn are queued, as a browser reports a failure: later.
  const { transaction } = this;
  if (storage.full && answerStores.includes(this.name)) queueMicrotask(() => failFull(transaction));
  return request;
};
