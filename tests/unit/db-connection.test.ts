/**
 * The background's connection to the database: opened once while it holds, opened again after a
 * failed open and after the browser closed it, so a living worker never fails every call.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { keptConnection } from '@/lib/extension/background/db-connection';
import { openStore, type SidelightDb } from '@/lib/store/db';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('the background database connection', () => {
  it('opens once while the connection holds', async () => {
    let opened = 0;
    const db = keptConnection((terminated) => {
      opened += 1;
      return openStore('kept', undefined, terminated);
    });
    const [first, second] = await Promise.all([db(), db()]);
    expect(first).toBe(second);
    expect(await db()).toBe(first);
    expect(opened).toBe(1);
  });

  it('opens again after a failed open', async () => {
    let opened = 0;
    const db = keptConnection((terminated) => {
      opened += 1;
      return opened === 1
        ? Promise.reject(new Error('The database could not be opened'))
        : openStore('kept', undefined, terminated);
    });
    await expect(db()).rejects.toThrow('The database could not be opened');
    const reopened = await db();
    await reopened.put('batches', { id: 1 } as never);
    expect(await reopened.count('batches')).toBe(1);
    expect(opened).toBe(2);
  });

  it('opens again after the browser closed the connection', async () => {
    const closers: (() => void)[] = [];
    const connections: SidelightDb[] = [];
    const db = keptConnection(async (terminated) => {
      closers.push(terminated);
      const opened = await openStore('kept', undefined, terminated);
      connections.push(opened);
      return opened;
    });
    const first = await db();
    // What idb calls on the connection's abnormal `close` (storage cleared, a crash).
    first.close();
    closers[0]?.();
    const second = await db();
    expect(second).not.toBe(first);
    expect(connections).toHaveLength(2);
    await second.put('batches', { id: 1 } as never);
    expect(await second.count('batches')).toBe(1);
  });
});
