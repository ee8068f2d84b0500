/**
 * A browser with no room left, as fake-indexeddb can play it: while `full`, a transaction that
 * keeps a call's answer fails at its commit with a QuotaExceededError (its requests had
 * succeeded, as in Chromium), and one that writes to one of `stores` (a job's page, a batch's
 * answer) fails with it once that write is asked (its requests aborted). Everything else (the
 * ledger written on its own, a job's state) still fits. With `firefox`, the first write
 * transaction after such a failure is refused at once, as Firefox does.
 */
import 'fake-indexeddb/auto';

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
const answerStores = ['jobPages', 'batchAnswers'];

export const storage = { full: false, firefox: false, stores: [...answerStores] };

/** Back to a browser with room, and the stores that fill first. */
export function roomAgain() {
  storage.full = false;
  storage.firefox = false;
  storage.stores = [...answerStores];
  refuseNext = false;
}

let refuseNext = false;

/** The transaction fails as a whole, for want of room: nothing of it is written. */
const failFull = (transaction: IDBTransaction) => {
  const error = quotaError();
  Object.defineProperty(transaction, 'error', { get: () => error, configurable: true });
  transaction.abort();
  if (storage.firefox) refuseNext = true;
};

const transactions = globalThis.IDBTransaction.prototype;
const commit = transactions.commit;
transactions.commit = function (this: IDBTransaction) {
  if (storage.full && this.objectStoreNames.contains('cache')) failFull(this);
  else commit.call(this);
};

const databases = globalThis.IDBDatabase.prototype;
const transaction = databases.transaction;
databases.transaction = function (
  this: IDBDatabase,
  ...args: Parameters<IDBDatabase['transaction']>
) {
  if (refuseNext && args[1] === 'readwrite') {
    refuseNext = false;
    throw new DOMException(
      'A mutation operation was attempted on a database that did not allow mutations.',
      'InvalidStateError',
    );
  }
  return transaction.apply(this, args);
} as IDBDatabase['transaction'];

const stores = globalThis.IDBObjectStore.prototype;
for (const method of ['put', 'add'] as const) {
  const write = stores[method];
  stores[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
    const request = write.apply(this, args);
    // Once the writes asked in this turn are queued, as a browser reports a failure: later.
    const { transaction } = this;
    if (storage.full && storage.stores.includes(this.name))
      queueMicrotask(() => failFull(transaction));
    return request;
  };
}
