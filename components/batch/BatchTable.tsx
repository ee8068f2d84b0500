import type { ComponentChildren } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { exactNumber } from '../views/format';
import { BatchTableRow } from './BatchTableRow';
import {
  countHeader,
  endpointLabel,
  lineOf,
  pageWords,
  resultKindKey,
  resultKinds,
  rowStatus,
} from './batch-words';
import { useCountText } from './useCountText';

/** A column of the rows' table: the batch's own, or one of the counts of the kind shown. */
type Column = 'line' | 'page' | 'status' | 'credits' | 'title' | `count ${string}`;
type Sort = { column: Column; descending: boolean };
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
 * A batch's rows in a table: sorted by a column, filtered by words, one kind of result shown
 * alone with a column for each thing its cards count. `children` lead its tool bar.
 */
export function BatchTable({
  batch,
  rows,
  children,
}: {
  batch: BatchJob;
  rows: BatchRow[];
  children: ComponentChildren;
}) {
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
  const anyCounts = kind === undefined && rows.some((row) => row.counts !== undefined);
  const countText = useCountText(rows);
  const shown = useMemo(
    () => shownRows(batch, rows, { filter, shownKind, sort }),
    [rows, filter, sort, batch, shownKind],
  );

  return (
    <>
      <div class="sl-actions">
        {children}
        {kinds.length > 1 && (
          <select
            class="sl-input sl-batch__kind"
            aria-label="Show"
            value={shownKind}
            onChange={(event) => {
              setShownKind(event.currentTarget.value);
              if (sort.column.startsWith('count ')) setSort({ column: 'line', descending: false });
            }}
          >
            <option value="">Every result ({exactNumber(rows.length)})</option>
            {kinds.map((each) => (
              <option key={each.key} value={each.key}>
                {each.words} ({exactNumber(each.rows)})
              </option>
            ))}
          </select>
        )}
        <input
          type="search"
          class="sl-input"
          aria-label="Filter rows"
          placeholder="Filter rows"
          value={filter}
          onInput={(event) => setFilter(event.currentTarget.value)}
        />
      </div>
      <div class="sl-batch__table-wrap">
        <table class="sl-batch__table" data-testid="batch-rows" data-kind={kind ? 'one' : 'every'}>
          <TableHead
            columns={columns}
            countColumns={kind?.counts.length}
            sort={sort}
            onSort={setSort}
          />
          <tbody>
            {shown.map((row) => (
              <BatchTableRow
                key={row.index}
                row={row}
                status={rowStatus(row, batch)}
                oneKind={kind !== undefined}
                countLabels={kind?.counts.join('\n') ?? ''}
                anyCounts={anyCounts}
                countText={countText}
              />
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p class="sl-muted">No row matches “{filter}”.</p>}
      </div>
    </>
  );
}

/** The table's columns and their headers, each a button that sorts by it. */
function TableHead({
  columns,
  countColumns,
  sort,
  onSort,
}: {
  columns: { id: Column; label: string }[];
  /** How many counts the kind shown alone has, if one is. */
  countColumns: number | undefined;
  sort: Sort;
  onSort(sort: Sort): void;
}) {
  return (
    <>
      <colgroup>
        {columns.map((column) => (
          <col
            key={column.id}
            class={`sl-batch__col sl-batch__col--${column.id.split(' ')[0]}`}
            // The counts share a third of the table, a tenth each at most.
            style={
              column.id.startsWith('count ')
                ? { width: `${Math.min(10, 36 / (countColumns ?? 1)).toFixed(2)}%` }
                : undefined
            }
          />
        ))}
      </colgroup>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.id}
              scope="col"
              class={
                column.id.startsWith('count ') || column.id === 'credits'
                  ? 'sl-batch__number'
                  : undefined
              }
              aria-sort={
                sort.column === column.id ? (sort.descending ? 'descending' : 'ascending') : 'none'
              }
            >
              <button
                type="button"
                class="sl-batch__sort"
                title={column.label}
                onClick={() =>
                  onSort({
                    column: column.id,
                    descending: sort.column === column.id ? !sort.descending : false,
                  })
                }
              >
                {column.label}
              </button>
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
