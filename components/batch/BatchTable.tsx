import type { ComponentChildren } from 'preact';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { exactNumber } from '../views/format';
import { TableHead } from './BatchTableHead';
import { BatchTableRow } from './BatchTableRow';
import { rowStatus } from './batch-words';
import { useBatchTableView } from './useBatchTableView';
import { useCountText } from './useCountText';

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
  const view = useBatchTableView(batch, rows);
  const { kind, shown, sort } = view;
  const anyCounts = kind === undefined && rows.some((row) => row.counts !== undefined);
  const countText = useCountText(rows);

  return (
    <>
      <div class="sl-actions">
        {children}
        <TableTools view={view} rows={rows.length} />
      </div>
      <div class="sl-batch__table-wrap">
        <table class="sl-batch__table" data-testid="batch-rows" data-kind={kind ? 'one' : 'every'}>
          <TableHead
            columns={view.columns}
            countColumns={kind?.counts.length}
            sort={sort}
            onSort={view.setSort}
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
        {shown.length === 0 && <p class="sl-muted">No row matches “{view.filter}”.</p>}
      </div>
    </>
  );
}

/** The kind of result shown (where there are several) and the words the rows are filtered by. */
function TableTools({
  view: { kinds, shownKind, showKind, filter, setFilter },
  rows,
}: {
  view: ReturnType<typeof useBatchTableView>;
  /** How many rows the batch has. */
  rows: number;
}) {
  return (
    <>
      {kinds.length > 1 && (
        <select
          class="sl-input sl-batch__kind"
          aria-label="Show"
          value={shownKind}
          onChange={(event) => showKind(event.currentTarget.value)}
        >
          <option value="">Every result ({exactNumber(rows)})</option>
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
    </>
  );
}
