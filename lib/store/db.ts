/**
 * Sidelight's IndexedDB: the cache of answers, the credit ledger and the history of results. It
 * lives in the extension's origin, so it outlives worker restarts and browser restarts.
 */
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import type { ApiErrorKind } from '../api/errors';

export interface CacheEntry {
  /** Endpoint id and normalized params (see `cacheKey`). */
  key: string;
  endpointId: string;
  params: Record<string, unknown>;
  data: unknown;
  raw: unknown;
  warnings: string[];
  fetchedAt: number;
  /** Last time it was answered from: the least recently used go first. */
  usedAt: number;
  /** Approximate size (JSON characters), for the size cap. */
  bytes: number;
}

export type Outcome = 'ok' | ApiErrorKind | 'interrupted';

export interface LedgerEntry {
  id?: number;
  at: number;
  /** Local calendar day and month of `at` (YYYY-MM-DD, YYYY-MM). */
  day: string;
  month: string;
  endpointId: string;
  params: Record<string, unknown>;
  /** The catalog's price. */
  price: number;
  /** What the service reported it charged, and the balance it reported, when it did. */
  used?: number;
  remaining?: number;
  outcome: Outcome;
}

export interface HistoryEntry {
  id?: number;
  at: number;
  endpointId: string;
  params: Record<string, unknown>;
  /** The page the user was on when they fetched it. */
  pageUrl?: string;
  data: unknown;
  warnings: string[];
  demo: boolean;
  /** Lower-case text to search in: endpoint, params and page. */
  search: string;
}

interface SidelightSchema extends DBSchema {
  cache: { key: string; value: CacheEntry; indexes: { usedAt: number } };
  ledger: { key: number; value: LedgerEntry; indexes: { day: string; at: number } };
  history: { key: number; value: HistoryEntry; indexes: { at: number } };
}

export type SidelightDb = IDBPDatabase<SidelightSchema>;

export const openStore = (name = 'sidelight'): Promise<SidelightDb> =>
  openDB<SidelightSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('cache', { keyPath: 'key' }).createIndex('usedAt', 'usedAt');
      const ledger = db.createObjectStore('ledger', { keyPath: 'id', autoIncrement: true });
      ledger.createIndex('day', 'day');
      ledger.createIndex('at', 'at');
      db.createObjectStore('history', { keyPath: 'id', autoIncrement: true }).createIndex(
        'at',
        'at',
      );
    },
  });

/** YYYY-MM-DD of a moment, in the user's own time zone. */
export const localDay = (at: number): string => {
  const date = new Date(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
