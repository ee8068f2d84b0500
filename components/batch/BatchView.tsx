import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { priceOfCall } from '@/lib/areas';
import type { Sent } from '@/lib/extension/shared/envelope';
import { historyPanelPath, linkPanelPath } from '@/lib/extension/shared/view-addresses';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { counted, credits } from '../views/format';
import { deleteWords, statusLine } from './batch-state-words';
import {
  batchCsvName,
  batchJson,
  batchJsonName,
  csvFiles,
  endpointLabel,
  lineOf,
  pageWords,
  rowStatus,
} from './batch-words';

const exporters = () => import('@/lib/export/exporters');

type Column = 'line' | 'page' | 'status' | 'credits' | 'title';
const columns: { id: Column; label: string }[] = [
  { id: 'line', label: '#' },
  { id: 'page', label: 'Page' },
  { id: 'status', label: 'Status' },
  { id: 'credits', label: 'Credits' },
  { id: 'title', label: 'Result' },
];

const cellValue = (row: BatchRow, column: Column, batch: BatchJob): string | number => {
  switch (column) {
    case 'line':
      return lineOf(row);
    case 'page':
      return pageWords(row);
    case 'status':
      return rowStatus(row, batch);
    case 'credits':
      return row.credits;
    case 'title':
      return row.title ?? row.error ?? '';
  }
};

/** Where a row's result opens: its history entry, else the panel on its page (cached, free). */
const resultPath = (row: BatchRow) =>
  row.historyId !== undefined ? historyPanelPath(row.historyId) : linkPanelPath(row.url);

/** A batch as it runs and once it has ended: its progress, its rows, its files. */
export function BatchView({
  batch,
  rows,
  focusTitle = false,
  onDeleted,
}: {
  batch: BatchJob;
  rows: BatchRow[];
  /** Takes the focus on its heading as it shows (after the batch shown before was deleted). */
  focusTitle?: boolean;
  onDeleted(): void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus();
  }, [focusTitle]);
  const [deleting, setDeleting] = useState<'asking' | 'deleting' | undefined>(undefined);
  const keepIt = useRef<HTMLButtonElement>(null);
  const askDelete = useRef<HTMLButtonElement>(null);
  // Asked to delete, focus goes to the question's safe answer; kept, back to what asked.
  const asked = useRef(false);
  useEffect(() => {
    if (deleting === 'asking' && !asked.current) keepIt.current?.focus();
    if (deleting === undefined && asked.current) askDelete.current?.focus();
    asked.current = deleting !== undefined;
  }, [deleting]);
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({
    column: 'line',
    descending: false,
  });
  const [filter, setFilter] = useState('');
  const [problem, setProblem] = useState('');
  const [stopping, setStopping] = useState(false);
  const failed = rows.filter((row) => row.status === 'failed');
  const pending = rows.filter((row) => row.status === 'pending');
  const retryPrice = failed.reduce((sum, row) => sum + priceOfCall(row.endpointId, row.params), 0);
  const leftPrice = pending.reduce((sum, row) => sum + priceOfCall(row.endpointId, row.params), 0);

  const shown = useMemo(() => {
    const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
    const matching = rows.filter((row) => {
      const text =
        `${row.url} ${pageWords(row)} ${rowStatus(row, batch)} ${row.title ?? ''} ${row.error ?? ''}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
    const sign = sort.descending ? -1 : 1;
    return [...matching].sort((a, b) => {
      const [x, y] = [cellValue(a, sort.column, batch), cellValue(b, sort.column, batch)];
      return (
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y))) * sign
      );
    });
  }, [rows, filter, sort, batch]);

  const act = async (sent: Sent<'resumeBatch' | 'stopBatch'>) => {
    if (!sent.ok) return setProblem("Sidelight's background did not answer. Try again.");
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    setProblem('');
  };

  const download = async (kind: 'csv' | 'json') => {
    const answers = await sendMessage('batchAnswers', { batchId: batch.id });
    if (!answers.ok) return setProblem("Sidelight's background did not answer. Try again.");
    // A file's columns follow the views of the rows' areas.
    const [{ download: save, toCsv, toJson }, { answerShape }] = await Promise.all([
      exporters(),
      import('@/components/views/answer-shape'),
      import('@/components/views/specs').then((specs) => specs.loadEveryAreaViews()),
    ]);
    if (kind === 'json') {
      save(
        toJson(batchJson(batch, rows, answers.reply)),
        batchJsonName(batch.id),
        'application/json',
      );
      return;
    }
    for (const file of csvFiles(rows, answers.reply, answerShape))
      save(toCsv(file.rows), batchCsvName(batch.id, file), 'text/csv');
  };
  const endpointsAsked = new Set(rows.map((row) => row.endpointId));
  // Run gives way to Stop, Stop to Resume or Retry, or to the line saying how the batch ended:
  // the focus follows, never to the page's body nor to Delete.
  const root = useRef<HTMLElement>(null);
  useFocusHome(
    () => root.current?.closest('main'),
    () =>
      root.current?.querySelector<HTMLElement>('[data-goes-on]:enabled') ??
      root.current?.querySelector<HTMLElement>('[data-testid="batch-status"]'),
  );

  return (
    <section class="sl-batch" data-testid="batch" aria-label={`Batch ${batch.id}`} ref={root}>
      <h2 class="sl-batch__title" ref={title} tabIndex={-1}>
        Batch {batch.id}
      </h2>
      <p role="status" data-testid="batch-status" tabIndex={-1}>
        {statusLine(batch, rows)}
      </p>
      <progress
        class="sl-progress"
        max={batch.rows}
        value={batch.done + batch.failed}
        aria-label={`${batch.done + batch.failed} of ${batch.rows} pages`}
      />
      {problem && (
        <p class="sl-error" role="alert">
          {problem}
        </p>
      )}
      <div class="sl-actions">
        {batch.running ? (
          <button
            type="button"
            class="sl-button"
            data-goes-on
            disabled={stopping}
            onClick={async () => {
              setStopping(true);
              await act(await sendMessage('stopBatch', { batchId: batch.id }));
              setStopping(false);
            }}
          >
            {stopping ? 'Stopping after the calls in flight…' : 'Stop'}
          </button>
        ) : (
          <>
            {pending.length > 0 && (
              <button
                type="button"
                class="sl-button sl-button--primary"
                data-goes-on
                onClick={async () =>
                  act(
                    await sendMessage('resumeBatch', {
                      batchId: batch.id,
                      cap: batch.spent + leftPrice,
                    }),
                  )
                }
              >
                Resume {counted(pending.length, 'page')} · up to {credits(leftPrice)}
              </button>
            )}
            {failed.length > 0 && (
              <button
                type="button"
                class="sl-button"
                data-goes-on
                onClick={async () =>
                  act(
                    await sendMessage('resumeBatch', {
                      batchId: batch.id,
                      cap: batch.spent + leftPrice + retryPrice,
                      retryFailed: true,
                    }),
                  )
                }
              >
                Retry {counted(failed.length, 'failed page')} · up to {credits(retryPrice)}
              </button>
            )}
          </>
        )}
        <button
          type="button"
          class="sl-button"
          ref={askDelete}
          aria-expanded={deleting !== undefined}
          onClick={() => setDeleting('asking')}
        >
          Delete batch…
        </button>
      </div>
      {deleting && (
        <div class="sl-batch__delete" role="alertdialog" aria-labelledby="batch-delete-words">
          <p id="batch-delete-words">{deleteWords(batch)}</p>
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button sl-button--danger"
              disabled={deleting === 'deleting'}
              onClick={async () => {
                setDeleting('deleting');
                const sent = await sendMessage('deleteBatch', { batchId: batch.id });
                if (!sent.ok) {
                  setDeleting('asking');
                  return setProblem("Sidelight's background did not answer. Try again.");
                }
                onDeleted();
              }}
            >
              {deleting === 'deleting' ? 'Deleting…' : `Delete batch ${batch.id}`}
            </button>
            <button
              ref={keepIt}
              type="button"
              class="sl-button"
              onClick={() => setDeleting(undefined)}
            >
              Keep it
            </button>
          </div>
        </div>
      )}
      <div class="sl-actions">
        <button type="button" class="sl-button" onClick={() => void download('csv')}>
          Download CSV
          {/* A file per kind of result, and one per list inside them (a profile's posts). */}
          {endpointsAsked.size > 1 ? ` (${endpointsAsked.size} kinds of result, a file each)` : ''}
        </button>
        <button type="button" class="sl-button" onClick={() => void download('json')}>
          Download JSON
        </button>
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
        <table class="sl-batch__table" data-testid="batch-rows">
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={
                    sort.column === column.id
                      ? sort.descending
                        ? 'descending'
                        : 'ascending'
                      : 'none'
                  }
                >
                  <button
                    type="button"
                    class="sl-batch__sort"
                    onClick={() =>
                      setSort({
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
          <tbody>
            {shown.map((row) => (
              <tr key={row.index} data-status={row.status}>
                <td>{lineOf(row)}</td>
                <td>
                  <span class="sl-batch__page">{pageWords(row)}</span>
                  <span class="sl-muted"> · {endpointLabel(row.endpointId)}</span>
                </td>
                <td>{rowStatus(row, batch)}</td>
                <td>{row.credits}</td>
                <td>
                  {row.status === 'done' ? (
                    <a href={resultPath(row)} target="_blank" rel="noopener">
                      {row.title ?? 'Open the result'}
                    </a>
                  ) : (
                    (row.error ?? '')
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {shown.length === 0 && <p class="sl-muted">No row matches “{filter}”.</p>}
      </div>
    </section>
  );
}
