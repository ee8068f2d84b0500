/**
 * Every call with its price, what the service said it charged, the balance it reported and how
 * it ended. Budgets and the spend views read their totals from here.
 *
 * The totals are worked out from the ledger once per open database and then kept up to date by
 * every entry written here, so a budget check before each call reads nothing.
 */
import { type LedgerEntry, localDay, type SidelightDb, type StoreName, type WriteTx } from './db';
import { keptCounts } from './kept-counts';

/**
 * What a call cost, the one rule every count of credits follows (the till settles by it, each
 * result carries it as `charged`): the service's own figure when it gave one, else the price when
 * the call was (or may have been) charged: an answer, a timeout, an abort after sending, an
 * interruption; else nothing.
 */
export const spent = (entry: Pick<LedgerEntry, 'used' | 'outcome' | 'price'>): number =>
  entry.used ??
  (['ok', 'timeout', 'interrupted', 'aborted'].includes(entry.outcome) ? entry.price : 0);

export type NewLedgerEntry = Omit<LedgerEntry, 'id' | 'day' | 'month'>;

/** The stores a ledger entry is written to. */
export const ledgerStores: StoreName[] = ['ledger'];

/**
 * What the ledger's entries from `from` on cost per day (all of them, and those of automatic
 * refreshes apart), and the last reported balance.
 */
interface Spend {
  from: string;
  byDay: Map<string, number>;
  automaticByDay: Map<string, number>;
  balance?: { at: number; remaining: number };
}

const spendOf = new WeakMap<SidelightDb, { from: string; spend: Promise<Spend> }>();

const count = (spend: Spend, entry: LedgerEntry) => {
  if (entry.day >= spend.from) {
    spend.byDay.set(entry.day, (spend.byDay.get(entry.day) ?? 0) + spent(entry));
    if (entry.purpose === 'automaticRefresh')
      spend.automaticByDay.set(
        entry.day,
        (spend.automaticByDay.get(entry.day) ?? 0) + spent(entry),
      );
  }
  // The latest call's report is the balance, whatever order calls finished in.
  if (entry.remaining !== undefined && !(spend.balance && spend.balance.at > entry.at))
    spend.balance = { at: entry.at, remaining: entry.remaining };
};

/** Reads the entries from `from` on and the last balance, in one transaction. */
async function loadSpend(db: SidelightDb, from: string): Promise<Spend> {
  const tx = db.transaction('ledger');
  const findBalance = async () => {
    let cursor = await tx.store.index('at').openCursor(null, 'prev');
    while (cursor && cursor.value.remaining === undefined) cursor = await cursor.continue();
    return cursor && cursor.value.remaining !== undefined
      ? { at: cursor.value.at, remaining: cursor.value.remaining }
      : undefined;
  };
  const [entries, balance] = await Promise.all([
    tx.store.index('day').getAll(IDBKeyRange.lowerBound(from)),
    findBalance(),
  ]);
  const spend: Spend = {
    from,
    byDay: new Map(),
    automaticByDay: new Map(),
    ...(balance ? { balance } : {}),
  };
  for (const entry of entries) count(spend, { ...entry, remaining: undefined });
  return spend;
}

/**
 * The totals from `from` on: those in memory when they reach back that far, else read anew. A
 * read's transaction opens in this very step, which is what lets writers know whether it will
 * see them (see `writeLedger`).
 */
function spendFrom(db: SidelightDb, from: string): Promise<Spend> {
  const known = spendOf.get(db);
  if (known && known.from <= from) return known.spend;
  const spend = loadSpend(db, from);
  spendOf.set(db, { from, spend });
  // Its reader hears the failure; the totals are only read anew next time.
  spend.catch(() => {
    if (spendOf.get(db)?.spend === spend) spendOf.delete(db);
  });
  return spend;
}

/** How many entries the ledger holds: counted once per open database, then kept by every write. */
const entryCount = keptCounts<'entries'>((db) => db.count('ledger'));

export const ledgerCount = (db: SidelightDb): Promise<number> => entryCount.count(db, 'entries');

/**
 * Queues an entry in `tx` (spanning `ledgerStores`). Totals read before this transaction opened
 * do not see it, so it is added to them; totals read later find it in the ledger.
 */
export function writeLedger(tx: WriteTx, entry: NewLedgerEntry): Promise<number> {
  const day = localDay(entry.at);
  const full = { ...entry, day, month: day.slice(0, 7) };
  // Counted once it commits.
  tx.done.then(
    () => entryCount.changed(tx.db as SidelightDb, 'entries', 1),
    // The transaction's failure is heard by whoever waits on it: nothing was added to count.
    () => undefined,
  );
  spendOf
    .get(tx.db as SidelightDb)
    ?.spend.then((spend) => count(spend, full))
    // Totals that failed are read anew by their next reader: nothing to add to.
    .catch(() => undefined);
  return tx.objectStore('ledger').add(full);
}

/**
 * After a write that failed, the totals in memory may count it: work them out again. (The count
 * of entries only counts what committed.)
 */
export const forgetSpend = (db: SidelightDb) => {
  spendOf.delete(db);
};

export interface Totals {
  today: number;
  month: number;
  /** The last 30 days, oldest first, each with what it cost. */
  days: { day: string; credits: number }[];
  /** The last balance the service reported, if any. */
  balance?: number;
}

export async function totals(db: SidelightDb, now = Date.now()): Promise<Totals> {
  const today = localDay(now);
  const month = today.slice(0, 7);
  const days = Array.from({ length: 30 }, (_, index) => {
    const date = new Date(now);
    date.setDate(date.getDate() - 29 + index);
    return localDay(date.getTime());
  });
  const earliest = [days[0] ?? today, `${month}-01`].sort()[0] ?? today;
  const { byDay, balance } = await spendFrom(db, earliest);
  const monthTotal = [...byDay]
    .filter(([day]) => day.startsWith(month))
    .reduce((sum, [, credits]) => sum + credits, 0);
  return {
    today: byDay.get(today) ?? 0,
    month: monthTotal,
    days: days.map((day) => ({ day, credits: byDay.get(day) ?? 0 })),
    ...(balance === undefined ? {} : { balance: balance.remaining }),
  };
}

export const ledgerEntries = (db: SidelightDb) => db.getAllFromIndex('ledger', 'at');

/**
 * The newest `limit` entries, newest first, read without reading the rest of the ledger: the keys
 * are stepped over to the oldest of them, and the entries from there read at once.
 */
export async function newestLedger(db: SidelightDb, limit: number): Promise<LedgerEntry[]> {
  if (limit < 1) return [];
  const index = db.transaction('ledger').store.index('at');
  let cursor = await index.openKeyCursor(null, 'prev');
  if (cursor && limit > 1) cursor = await cursor.advance(limit - 1);
  const entries = await index.getAll(cursor ? IDBKeyRange.lowerBound(cursor.key) : null);
  return entries.reverse().slice(0, limit);
}

/** What automatic refreshes of watched things spent in the month of `now` (the totals in memory). */
export async function automaticSpent(db: SidelightDb, now = Date.now()): Promise<number> {
  const month = localDay(now).slice(0, 7);
  const { automaticByDay } = await spendFrom(db, `${month}-01`);
  return [...automaticByDay]
    .filter(([day]) => day.startsWith(month))
    .reduce((sum, [, credits]) => sum + credits, 0);
}
