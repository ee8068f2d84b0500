import type { Column, Sort } from './useBatchTableView';

/** The table's columns and their headers, each a button that sorts by it. */
export function TableHead({
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
