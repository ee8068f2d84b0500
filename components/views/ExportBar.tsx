import { useMemo } from 'preact/hooks';
import type { Completeness } from '@/lib/export/completeness';
import { type Table, type TableOutline, tableOutlinesOf } from '@/lib/export/table';
import { resultFileName } from '@/lib/export/words';
import { answerShape } from './answer-shape';
import { counted } from './format';
import type { ViewContext } from './types';

const exporters = () => import('@/lib/export/exporters');

/**
 * The CSV files of an answer: the thing as one row, or the list one row per item, then each list
 * inside a thing as a file of its own. Empty ones are not offered.
 */
export const csvTables = (endpointId: string, data: unknown): Table[] =>
  csvOutlines(endpointId, data).map((table) => ({ name: table.name, rows: table.rows() }));

/** The same files counted, each one's rows made when it is downloaded. */
const csvOutlines = (endpointId: string, data: unknown): TableOutline[] => {
  const { main, lists } = tableOutlinesOf(data, answerShape(endpointId));
  return [main, ...lists].filter((table) => table.rowCount > 0);
};

/** "Download CSV (1 row: video)", "Download CSV (12 rows: comments)": what the file holds. */
export const csvLabel = (table: Table | TableOutline) =>
  `Download CSV (${counted('rowCount' in table ? table.rowCount : table.rows.length, 'row')}: ${table.name})`;

/** Take the data away: the whole result as JSON, its thing or list (and lists inside) as CSV. */
export function ExportBar({
  data,
  endpointId,
  context,
  completeness,
}: {
  data: unknown;
  endpointId: string;
  context: ViewContext;
  /** How much of a paged list the answer holds: said in the JSON file. */
  completeness?: Completeness;
}) {
  // Counted on each new answer; a list's rows are flattened only for its download.
  const tables = useMemo(() => csvOutlines(endpointId, data), [endpointId, data]);
  const main = tables[0];
  const name = (extension: string, table?: TableOutline) =>
    resultFileName(
      {
        endpointId,
        kind: context.kind,
        id: context.id,
        // The main table is what the endpoint answers: its name is the endpoint's.
        list: table && table !== main ? table.name : undefined,
      },
      extension,
    );
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        onClick={async () => {
          const { download, toJson } = await exporters();
          const stated =
            completeness && data !== null && typeof data === 'object' && !Array.isArray(data)
              ? { ...data, completeness }
              : data;
          download(toJson(stated), name('json'), 'application/json');
        }}
      >
        Download JSON
      </button>
      {tables.map((table) => (
        <button
          key={table.name}
          type="button"
          class="sl-button"
          onClick={async () => {
            const { download, toCsv } = await exporters();
            download(toCsv(table.rows()), name('csv', table), 'text/csv');
          }}
        >
          {csvLabel(table)}
        </button>
      ))}
    </div>
  );
}
