/** What the views are told when kinds of kept data change: by a sweep, a clearing, a restore. */

import type { ChunkStore } from '../../store/chunk-stores';
import type { KeptKind } from '../../store/kept-stores';
import type { KeptChange } from '../shared/kept-news';

/** What the views are told when kinds of kept data change. */
export const keptChanges = (kinds: readonly KeptKind[]): KeptChange[] => [
  ...new Set(
    kinds.flatMap((kind): KeptChange[] =>
      kind === 'history'
        ? ['history']
        : kind === 'cache'
          ? ['cache']
          : kind === 'loadAll' || kind === 'batches'
            ? ['jobs']
            : kind === 'spending'
              ? ['ledger']
              : [],
    ),
  ),
];

/** What the views are told when a part of a backup was merged. */
export const restoredChange: Record<ChunkStore, KeptChange> = {
  history: 'history',
  ledger: 'ledger',
  cache: 'cache',
  jobs: 'jobs',
  jobPages: 'jobs',
  batches: 'jobs',
  batchRows: 'jobs',
  batchAnswers: 'jobs',
};
