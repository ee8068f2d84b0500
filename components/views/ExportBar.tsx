import { useMemo } from 'preact/hooks';
import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { valueAt } from '@/lib/api/pagination';
import type { Completeness } from '@/lib/export/completeness';
import { type Table, type TableOutline, tableOutlinesOf } from '@/lib/export/table';
import { threadOf } from '@/lib/export/thread';
import { endpointWords, resultFileName } from '@/lib/export/words';
import { answerShape } from './answer-shape';
import { counted } from './format';
import type { ViewContext } from './types';

const exporters = () => import('@/lib/export/exporters');

/**
 * The CSV files of an answer: the thing as one row, or the list one row per item, then each list
 * inside a thing as a file of its own. Empty ones are not offered.
 */
export const csvTables = (endpointId: string, data: unknown): Table[] =>
  csvOutlines(endpointId, data).map((table) => table.table());

/** The same files counted, each one's rows made when it is downloaded. */
const csvOutlines = (endpointId: string, data: unknown): TableOutline[] => {
  const { main, lists } = tableOutlinesOf(data, answerShape(endpointId));
  return [main, ...lists].filter((table) => table.rowCount > 0);
};

/** The thread of an answer whose comments reply to one another; undefined for any other. */
export const threadEntries = (endpointId: string, data: unknown) => {
  const shape = answerShape(endpointId);
  const items = shape.items === undefined ? undefined : valueAt(data, shape.items);
  return shape.thread && Array.isArray(items)
    ? { shape: shape.thread, entries: threadOf(data, items, shape.thread) }
    : undefined;
};

/** "Download CSV (1 row: video)", "Download CSV (12 rows: comments)": what the file holds. */
const rowCountOf = (table: Table | TableOutline) =>
  'rowCount' in table ? table.rowCount : table.rows.length;

export const csvLabel = (table: Table | TableOutline) =>
  `Download CSV (${counted(rowCountOf(table), 'row')}: ${table.name})`;

/**
 * "Download Excel (12 rows: comments)", "Download Excel (2 sheets: video, recent posts)": the
 * workbook holds the CSV files' tables, a sheet each.
 */
export const excelLabel = (tables: readonly (Table | TableOutline)[]) =>
  tables.length === 1 && tables[0]
    ? `Download Excel (${counted(rowCountOf(tables[0]), 'row')}: ${tables[0].name})`
    : `Download Excel (${counted(tables.length, 'sheet')}: ${tables.map((table) => table.name).join(', ')})`;

type Thread = NonNullable<ReturnType<typeof threadEntries>>;

/**
 * The JSON file's content: the answer as sent and, beside it, how complete it is and each
 * comment's place in its thread.
 */
const answerAsSaved = (data: unknown, completeness?: Completeness, thread?: Thread) =>
  data !== null && typeof data === 'object' && !Array.isArray(data)
    ? {
        ...data,
        ...(completeness ? { completeness } : {}),
        ...(thread
          ? {
              thread: thread.entries.map(({ id, parent, depth }) => ({
                id,
                replyTo: parent === '' ? null : parent,
                depth,
              })),
            }
          : {}),
      }
    : data;

/** A file's name: the main table's is the endpoint's (what it answers), another list's its own. */
const fileNamer =
  (endpointId: string, context: ViewContext, main: TableOutline | undefined) =>
  (extension: string, table?: TableOutline) =>
    resultFileName(
      {
        endpointId,
        kind: context.kind,
        id: context.id,
        list: table && table !== main ? table.name : undefined,
      },
      extension,
    );

/** The thread as Markdown, titled with the platform, what it is and its id. */
function ThreadDownload({
  thread,
  endpointId,
  context,
  name,
}: {
  thread: Thread;
  endpointId: string;
  context: ViewContext;
  name: string;
}) {
  return (
    <button
      type="button"
      class="sl-button"
      onClick={async () => {
        const { download, threadMarkdown } = await exporters();
        const { platform, what } = endpointWords(endpointId);
        const title = [platform, what, context.id].filter(Boolean).join(' · ');
        download(threadMarkdown(thread.entries, thread.shape, title), name, 'text/markdown');
      }}
    >
      Download thread (Markdown)
    </button>
  );
}

/**
 * Take the data away: the whole result as JSON, its thing or list (and lists inside) as CSV, and
 * the same tables as one Excel workbook.
 */
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
  const thread = useMemo(() => threadEntries(endpointId, data), [endpointId, data]);
  const { problem, attempt } = useFileProblem();
  const main = tables[0];
  const name = fileNamer(endpointId, context, main);
  return (
    <div class="sl-actions">
      <button
        type="button"
        class="sl-button"
        onClick={async () => {
          const { download, toJson } = await exporters();
          download(
            toJson(answerAsSaved(data, completeness, thread)),
            name('json'),
            'application/json',
          );
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
            download(toCsv(table.table().rows), name('csv', table), 'text/csv');
          }}
        >
          {csvLabel(table)}
        </button>
      ))}
      {main && (
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, workbook, xlsxType } = await exporters();
            const sheets = tables.map((table) => table.table());
            download(await workbook(sheets), name('xlsx'), xlsxType);
          })}
        >
          {excelLabel(tables)}
        </button>
      )}
      {thread && (
        <ThreadDownload
          thread={thread}
          endpointId={endpointId}
          context={context}
          name={name('md')}
        />
      )}
      <FileProblem problem={problem} />
    </div>
  );
}
