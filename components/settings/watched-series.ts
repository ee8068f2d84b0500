/**
 * Every watched thing's counts over time in one file, from the same rows as one thing's series
 * (`seriesRows`): a workbook with a sheet per thing, or one long CSV, a row per thing, look and
 * count, that a spreadsheet's pivot table or a notebook reads as it is.
 */
import { type Snapshot, seriesRows } from '@/components/panel/over-time';
import type { SheetTable } from '@/lib/export/workbook';
import type { WatchedThing } from '@/lib/extension/shared/storage';

export interface WatchedSeries {
  thing: Pick<WatchedThing, 'title' | 'url'>;
  snapshots: readonly Snapshot[];
}

/** A sheet per thing, named by its title, each row a look with a column per count. */
export const seriesSheets = (all: readonly WatchedSeries[]): SheetTable[] =>
  all.map(({ thing, snapshots }) => ({
    name: thing.title,
    rows: seriesRows(snapshots),
    columns: ['date'],
  }));

/** One long table: a row per thing, look and count, the things in the order they are listed. */
export const seriesLongRows = (all: readonly WatchedSeries[]): Record<string, unknown>[] =>
  all.flatMap(({ thing, snapshots }) =>
    [...snapshots]
      .sort((a, b) => a.at - b.at)
      .flatMap((snapshot) =>
        Object.entries(snapshot.counts).map(([count, value]) => ({
          thing: thing.title,
          'page address': thing.url,
          date: new Date(snapshot.at).toISOString(),
          count,
          value,
        })),
      ),
  );
