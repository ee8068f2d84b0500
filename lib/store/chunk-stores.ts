/**
 * The stores a restore sends the background chunk by chunk, derived from `keptStores`: every store
 * backed up but those whose records travel inside another store's chunk. Imports no schema, so the
 * worker's check of a chunk (lib/extension/shared/messages.ts) carries none.
 */
import type { BackedUpStore } from './backup-records';
import { keptStores, storeNames } from './kept-stores';

/**
 * Stores restored within another's chunk: a result's summary with its result (only its title and
 * counts are taken back), a cached answer's last use with the answer.
 */
export const restoredWithin = { historyIndex: 'history', cacheUse: 'cache' } as const;

export type ChunkStore = Exclude<BackedUpStore, keyof typeof restoredWithin>;

export const chunkStores = storeNames.filter(
  (name): name is ChunkStore => keptStores[name].backedUp && !(name in restoredWithin),
);
