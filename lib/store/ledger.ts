/**
 * Every call with its price, what the service said it charged, the balance it reported and how
 * it ended. Budgets and the spend views read their totals from here.
 */
import { type LedgerEntry, localDay, type SidelightDb } from './db';

/** What a call cost: the service's own figure when it gave one, else the price when it was (or may have been) charged. */
export const spent = (entry: LedgerEntry): number =>
  entry.used ??
  (['ok', 'timeout', 'interrupted', 'aborted'].includes(entry.outcome) ? entry.price : 0);

export async function recordCall(
  db: SidelightDb,
  entry: Omit<LedgerEntry, 'id' | 'day' | 'month'>,
): Promise<void> {
  const day = localDay(entry.at);
  await db.add('ledger', { ...entry, day, month: day.slice(0, 7) });
}

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
  const byDay = new Map<string, number>();
  for (const entry of await db.getAllFromIndex('ledger', 'day', IDBKeyRange.lowerBound(earliest))) {
    byDay.set(entry.day, (byDay.get(entry.day) ?? 0) + spent(entry));
  }
  let balance: number | undefined;
  let cursor = await db.transaction('ledger').store.index('at').openCursor(null, 'prev');
  while (cursor && balance === undefined) {
    balance = cursor.value.remaining;
    cursor = await cursor.continue();
  }
  const monthTotal = [...byDay]
    .filter(([day]) => day.startsWith(month))
    .reduce((sum, [, credits]) => sum + credits, 0);
  return {
    today: byDay.get(today) ?? 0,
    month: monthTotal,
    days: days.map((day) => ({ day, credits: byDay.get(day) ?? 0 })),
    ...(balance === undefined ? {} : { balance }),
  };
}

export const ledgerEntries = (db: SidelightDb) => db.getAllFromIndex('ledger', 'at');
