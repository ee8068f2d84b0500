import { useMemo, useState } from 'preact/hooks';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import {
  countHeader,
  endpointLabel,
  lineOf,
  pageWords,
  resultKindKey,
  resultKinds,
  rowStatus,
} from './batch-words';

/** A column of the rows' table: the batch's own, or one of the counts of the kind shown. */
export type Column = 'line' | 'page' | 'status' | 'credits' | 'title' | `count ${string}`;
export type Sort = { column: Column; descending: boolean };
const ownColumns: { id: Column; label: string }[] = [
  { id: 'line', label: '#' },
  { id: 'page', label: 'Page' },
  { id: 'status', label: 'Status' },
  { id: 'credits', label: 'Credits' },
];

const cellValue = (row: BatchRow, column: Column, batch: BatchJob): string | number | undefined => {
  switch (column) {
    case 'line':
      return lineOf(row);
    case 'page':
      return `${pageWords(row)} ${endpointLabel(row.endpointId)}`;
    case 'status':
      return rowStatus(row, batch);
    case 'credits':
      return row.credits;
    case 'title':
      return row.title ?? row.error ?? '';
    default:
      return row.counts?.[column.slice('count '.length)];
  }
};

/** The rows of the kind shown whose words hold every word of the filter, in the order asked. */
function shownRows(
  batch: BatchJob,
  rows: BatchRow[],
  { filter, shownKind, sort }: { filter: string; shownKind: string; sort: Sort },
) {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matching = rows.filter((row) => {
    if (shownKind !== '' && resultKindKey(row) !== shownKind) return false;
    if (words.length === 0) return true;
    const text =
      `${row.url} ${pageWords(row)} ${rowStatus(row, batch)} ${row.title ?? ''} ${row.error ?? ''}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
  const sign = sort.descending ? -1 : 1;
  return [...matching].sort((a, b) => {
    const [x, y] = [cellValue(a, sort.column, batch), cellValue(b, sort.column, batch)];
    // A row without the count asked for goes last, whichever way.
    if (x === undefined || y === undefined)
      return (x === undefined ? 1 : 0) - (y === undefined ? 1 : 0);
    return (
      (typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y))) * sign
    );
  });
}

/**
 * What the rows' table shows: the order asked, the words filtered by, the kind of result shown
 * alone with a column for each thing its cards count, and the rows that follow from them.
 */
export function useBatchTableView(batch: BatchJob, rows: BatchRow[]) {
  const [sort, setSort] = useState<Sort>({ column: 'line', descending: false });
  const [filter, setFilter] = useState('');
  /** The kind of result shown alone, with a column for each thing its cards count; '' for all. */
  const [shownKind, setShownKind] = useState('');
  const kinds = useMemo(() => resultKinds(rows), [rows]);
  const kind = kinds.find((each) => each.key === shownKind);
  const columns: { id: Column; label: string }[] = [
    ...ownColumns,
    ...(kind?.counts ?? []).map((label) => ({
      id: `count ${label}` as const,
      label: countHeader(label),
    })),
    { id: 'title', label: 'Result' },
  ];
  const shown = useMemo(
    () => shownRows(batch, rows, { filter, shownKind, sort }),
    [rows, filter, sort, batch, shownKind],
  );
  return {
    sort,
    setSort,
    filter,
    setFilter,
    shownKind,
    /** Shows one kind of result alone ('' for all); a sort by a count it has not goes back to #. */
    showKind: (key: string) => {
      setShownKind(key);
      if (sort.column.startsWith('count ')) setSort({ column: 'line', descending: false });
    },
    kinds,
    kind,
    columns,
    shown,
  };
}
