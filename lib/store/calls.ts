/**
 * A call's life in the database: noted as it is sent, then everything it leaves behind written in
 * one transaction (its ledger entry and, for an answer, the cache and history entries) that also
 * removes the note. One commit costs a fraction of several, and the ledger entry and the note can
 * never both exist or both be missing.
 */
import { cacheKey, cacheStores, cacheUses, forgetCacheUses, putCache } from './cache';
import type { CacheEntry, CallOnTheWire, SidelightDb, StoreName, WriteTx } from './db';
import { type NewHistoryEntry, writeHistory } from './history';
import { forgetSpend, ledgerStores, type NewLedgerEntry, writeLedger } from './ledger';
import { NotKeptError, writeEvenIfFull } from './storage-full';

export interface Answer {
  cache: CacheEntry;
  /** The cache's size cap. */
  maxBytes: number;
  /** The answer's size, when known (else written out to measure). */
  bytes?: number;
  /** The result as the history keeps it; none for a key test. */
  history?: NewHistoryEntry;
}

/**
 * Notes a call on the wire under its cache key. The transaction is committed at once, so the
 * request can leave beside it; a note that cannot be written costs only the note (the caller
 * records why).
 */
export function noteCall(db: SidelightDb, key: string, call: CallOnTheWire): Promise<void> {
  const tx = db.transaction('calls', 'readwrite');
  // The put's failure is the transaction's, which `tx.done` answers.
  tx.store.put(call, key).catch(() => undefined);
  tx.commit();
  return tx.done;
}

/** Forgets the note of a call that ended without anything to keep. */
export const forgetCall = (db: SidelightDb, key: string) => db.delete('calls', key);

export interface Kept {
  /** The history entry's id (none without an answer). */
  historyId?: number;
  /**
   * The transaction committed. If it failed, the ledger entry was then written on its own, and
   * with an answer this rejects with a `NotKeptError` that says why and whether that entry is kept.
   */
  committed: Promise<void>;
}

/**
 * Writes a call's ledger entry and, with an answer, its cache and history entries, and removes its
 * note: one transaction, every write queued at once, then committed. Resolves once the history
 * entry is written (without an answer, once committed). From then on every transaction that
 * opens waits for this one to commit: no view reads the database without what it keeps.
 */
export async function recordCall(
  db: SidelightDb,
  key: string,
  ledger: NewLedgerEntry,
  answer?: Answer,
): Promise<Kept> {
  const uses = answer ? await cacheUses(db) : undefined;
  const stores: StoreName[] = [
    ...ledgerStores,
    'calls',
    ...(answer ? cacheStores : []),
    ...(answer?.history ? (['history', 'historyIndex'] as const) : []),
  ];
  // Why the transaction failed, once there is one.
  let failure = (): unknown => null;
  const failed = async (error: unknown): Promise<never> => {
    // The figures in memory counted writes that did not happen.
    forgetCacheUses(db);
    forgetSpend(db);
    // A call that may have been paid is in the ledger whatever became of its answer (one too
    // big to store, or a browser with no room left, say).
    if (!answer) throw error;
    // A request that failed because its transaction was aborted names the abort, not its reason.
    const reason = failure() ?? error;
    const costKept = await writeEvenIfFull(() =>
      recordCall(db, key, ledger).then((kept) => kept.committed),
    ).then(
      () => true,
      () => false,
    );
    throw new NotKeptError(reason, costKept);
  };
  const opening = () => db.transaction(stores, 'readwrite');
  let opened: ReturnType<typeof opening> | undefined;
  try {
    opened = opening();
  } catch (error) {
    // Refused before anything was asked (Firefox, after a write that found no room).
    return failed(error);
  }
  const tx = opened;
  failure = () => tx.error;
  const requests: Promise<unknown>[] = [];
  let history: Promise<number> | undefined;
  try {
    if (answer?.history) history = writeHistory(tx, answer.history);
    requests.push(writeLedger(tx, ledger), tx.objectStore('calls').delete(key));
    if (answer && uses)
      requests.push(
        putCache(tx, uses, answer.cache, answer.maxBytes, answer.cache.fetchedAt, answer.bytes),
      );
  } catch (error) {
    // Refused before anything was sent (an answer that cannot be stored): nothing is written.
    tx.abort();
    // Aborted on purpose: the caller hears the one failure that matters, `error`.
    for (const request of [history, ...requests, tx.done]) request?.catch(() => undefined);
    return failed(error);
  }
  // With a result, its summary is queued once the result has its id; then all is queued.
  // A failed history write fails `committed` below, which the caller hears and records.
  if (history) void history.then(() => tx.commit()).catch(() => undefined);
  else tx.commit();
  const committed = Promise.all([history, ...requests, tx.done]).then(() => undefined, failed);
  if (!history) {
    await committed;
    return { committed };
  }
  try {
    return { historyId: await history, committed };
  } catch (error) {
    // The history entry was refused, so the whole transaction failed: say why, as it does.
    throw await committed.then(
      () => error,
      (notKept: unknown) => notKept,
    );
  }
}

/**
 * Calls a previous worker left on the wire were interrupted: the ledger says so (they may have
 * been charged), and their notes go, in one transaction.
 */
export async function settleInterrupted(db: SidelightDb): Promise<number> {
  const tx = db.transaction(
    [...ledgerStores, 'calls', 'batches', 'batchRows', 'jobs'],
    'readwrite',
  );
  const calls = tx.objectStore('calls');
  const left = await calls.getAll();
  try {
    await Promise.all([
      ...left.map((call) =>
        writeLedger(tx, {
          at: call.startedAt,
          endpointId: call.endpointId,
          params: call.params,
          price: call.price,
          outcome: 'interrupted',
        }),
      ),
      // One after another: two calls of one batch change the same batch record.
      left.reduce<Promise<void>>(
        (before, call) => before.then(() => chargeToJob(tx, call)),
        Promise.resolve(),
      ),
      calls.clear(),
      tx.done,
    ]);
  } catch (error) {
    forgetSpend(db);
    throw error;
  }
  return left.length;
}

/** Why a batch's row ended when the worker died while its call was on the wire. */
export const interruptedRow =
  'Sidelight’s background stopped while this call was on its way: the service may have charged it. Retry it if you need it.';

/**
 * A call of a job left on the wire by a worker that died: what it may have cost goes on the job,
 * so its cap still holds; a batch's row fails saying why (a resume does not buy it again unasked).
 */
async function chargeToJob(tx: WriteTx, call: CallOnTheWire): Promise<void> {
  if (!call.job) return;
  const key = cacheKey({ id: call.endpointId }, call.params);
  if (call.job.store === 'jobs') {
    const jobs = tx.objectStore('jobs');
    const job = await jobs.get(call.job.id);
    if (job) await jobs.put({ ...job, spent: job.spent + call.price });
    return;
  }
  const batches = tx.objectStore('batches');
  const rows = tx.objectStore('batchRows');
  const id = call.job.id;
  const [batch, all] = await Promise.all([
    batches.get(id),
    rows.getAll(IDBKeyRange.bound([id, 0], [id, Number.MAX_SAFE_INTEGER])),
  ]);
  const row = all.find(
    (one) => one.status === 'pending' && cacheKey({ id: one.endpointId }, one.params) === key,
  );
  if (!batch || !row) return;
  await Promise.all([
    rows.put({ ...row, status: 'failed', credits: call.price, error: interruptedRow }),
    batches.put({ ...batch, failed: batch.failed + 1, spent: batch.spent + call.price }),
  ]);
}
