/**
 * Makes every answer Sidelight keeps look fetched `by` milliseconds earlier: the history, its
 * summaries and the cache, as if that time had passed. Self-contained: it runs in an extension
 * page or the background worker (pass it to `evaluate`). Answers how many records it moved.
 */
export async function ageAnswers(by: number): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('sidelight');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const fields: [string, string][] = [
    ['history', 'at'],
    ['historyIndex', 'at'],
    ['cache', 'fetchedAt'],
    ['cacheUse', 'fetchedAt'],
  ];
  const tx = db.transaction(
    fields.map(([store]) => store),
    'readwrite',
  );
  let moved = 0;
  for (const [name, field] of fields) {
    const store = tx.objectStore(name);
    const all = store.getAll();
    all.onsuccess = () => {
      for (const record of all.result as Record<string, unknown>[]) {
        if (typeof record[field] !== 'number') continue;
        store.put({ ...record, [field]: (record[field] as number) - by });
        moved += 1;
      }
    };
  }
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  db.close();
  return moved;
}
