/**
 * Writes a backup file (file.ts) store by store into a Blob of parts, so no copy of the whole
 * profile is ever built.
 */
import { type BackedUpStore, backedUpStores } from '../../../store/backup-records';
import type { SidelightDb } from '../../../store/db';
import { type BackupExtras, backupVersion } from './file';

/** Entries read and written out at a time: a view stays responsive between them. */
const readStep = 500;
/** Parts joined into a Blob of their own at a time, so the strings can go. */
const partsPerBlob = 2000;

/** Every entry of a store, `readStep` at a time, in key order; with its key for out-of-line stores. */
async function* entriesOf(
  db: SidelightDb,
  store: BackedUpStore,
): AsyncGenerator<{ key: IDBValidKey; value: unknown }[]> {
  let after: IDBValidKey | undefined;
  for (;;) {
    const range = after === undefined ? null : IDBKeyRange.lowerBound(after, true);
    const tx = db.transaction(store);
    const [keys, values] = await Promise.all([
      tx.store.getAllKeys(range, readStep),
      tx.store.getAll(range, readStep),
    ]);
    if (keys.length === 0) return;
    yield keys.map((key, index) => ({ key, value: values[index] }));
    after = keys[keys.length - 1];
    if (keys.length < readStep) return;
  }
}

/** The entry as the file writes it. */
const recordOf = (store: BackedUpStore, key: IDBValidKey, value: unknown): unknown => {
  if (store !== 'batchAnswers') return value;
  const [batchId, index] = key as [number, number];
  return { batchId, index, data: (value as { data: unknown }).data };
};

/**
 * Writes a backup of `db` as a Blob, store by store, a few hundred entries at a time (each read in
 * a short transaction of its own, so the views and the worker go on meanwhile). `progress` hears
 * how many entries are written so far.
 */
export async function writeBackup(
  db: SidelightDb,
  extras: BackupExtras,
  progress?: (written: number) => void,
): Promise<Blob> {
  let parts: BlobPart[] = [];
  const flush = () => {
    if (parts.length >= partsPerBlob) parts = [new Blob(parts)];
  };
  const head = {
    sidelightBackup: backupVersion,
    madeAt: extras.madeAt,
    ...(extras.browser ? { browser: extras.browser } : {}),
    settings: extras.settings,
    watched: extras.watched,
    ...(extras.problems ? { problems: extras.problems } : {}),
  };
  const opening = JSON.stringify(head);
  parts.push(`${opening.slice(0, -1)},"stores":{`);
  let written = 0;
  for (const [storeIndex, store] of backedUpStores.entries()) {
    parts.push(`${storeIndex === 0 ? '' : ','}\n${JSON.stringify(store)}:[`);
    let first = true;
    for await (const entries of entriesOf(db, store)) {
      for (const { key, value } of entries) {
        parts.push(`${first ? '\n' : ',\n'}${JSON.stringify(recordOf(store, key, value))}`);
        first = false;
      }
      written += entries.length;
      progress?.(written);
      flush();
    }
    parts.push(']');
  }
  parts.push('\n}}\n');
  return new Blob(parts, { type: 'application/json' });
}
