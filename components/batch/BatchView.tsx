import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useFocusHome } from '@/components/focus';
import { spendOf } from '@/lib/areas';
import { refusedGroups } from '@/lib/areas/batch-lines';
import type { Sent } from '@/lib/extension/shared/envelope';
import {
  historyPanelPath,
  linkPanelPath,
  settingsPartPath,
} from '@/lib/extension/shared/view-addresses';
import { reportProblem } from '@/lib/extension/views/problems';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob, BatchRow } from '@/lib/store/db';
import { counted, credits, exactNumber } from '../views/format';
import { pure } from '../views/list/BlockList';
import { batchButtonWords, downloadBatch } from './batch-export';
import { batchTimeWords, deleteWords, rowNoun, statusLine } from './batch-state-words';
import {
  countHeader,
  endpointLabel,
  errorWords,
  kindOfPageWords,
  lineOf,
  openWords,
  pageWords,
  resultKindKey,
  resultKinds,
  rowStatus,
} from './batch-words';
import { notSentHeading, notSentParts, sentByLine } from './not-sent';
import { RaiseCap } from './RaiseCap';
import { RefusedGroup } from './RefusedGroup';
import { type CountText, useCountText } from './useCountText';
import { useRepeatsLine } from './useRepeatsLine';

/** A column of the rows' table: the batch's own, or one of the counts of the kind shown. */
type Column = 'line' | 'page' | 'status' | 'credits' | 'title' | `count ${string}`;
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

/** What a row's card counts, in one line: "1.2M views · 48K likes · 97% upvoted". */
const countsLine = (row: BatchRow, countText: CountText) =>
  Object.entries(row.counts ?? {})
    .map(([label, value]) => `${countText(row, label, value, { compact: true })} ${label}`)
    .join(' · ');

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
  const noun = rowNoun(batch);
  const [problem, setProblem] = useState('');
  const [stopping, setStopping] = useState(false);
  const repeats = useRepeatsLine(rows);
  const countText = useCountText(rows);
  const failed = rows.filter((row) => row.status === 'failed');
  const pending = rows.filter((row) => row.status === 'pending');
  const retryPrice = spendOf(failed);
  const leftPrice = spendOf(pending);
  // The batch's cap stays as the user set it: a resume spends what it leaves, at most.
  const capLeft = Math.max(0, batch.cap - batch.spent);
  const capWords = `(cap ${exactNumber(batch.cap)}, ${exactNumber(batch.spent)} spent)`;
  const [raising, setRaising] = useState(false);
  // What Resume (or Retry, where nothing else is left) goes on with, and what it may cost.
  const raiseFor = pending.length > 0 ? 'resume' : 'retry';
  const raisePrice = pending.length > 0 ? leftPrice : retryPrice;
  const overCap = raisePrice > capLeft;

  const shown = useMemo(() => {
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
  }, [rows, filter, sort, batch, shownKind]);

  const act = async (sent: Sent<'resumeBatch' | 'stopBatch'>) => {
    if (!sent.ok) return setProblem("Sidelight's background did not answer. Try again.");
    if (!sent.reply.ok) return setProblem(sent.reply.message);
    setProblem('');
    setRaising(false);
  };

  const download = async (kind: 'csv' | 'xlsx' | 'json') => {
    const done = await downloadBatch(kind, batch, rows).catch((error: unknown) => {
      reportProblem('downloadingBatch')(error);
      return { problem: 'The file could not be written. Try again.' };
    });
    setProblem(done.problem ?? '');
  };
  const buttonWords = batchButtonWords(rows, batch.notSent?.length ?? 0);
  // An automatic refresh is read here, not run: its schedule runs it, and its list keeps it.
  const heading = batch.automatic
    ? `Automatic refresh · ${batchTimeWords(batch.startedAt)}`
    : `Batch ${batch.id}`;
  const sent = useMemo(() => sentByLine(rows), [rows]);
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
    <section class="sl-batch" data-testid="batch" aria-label={heading} ref={root}>
      <h2 class="sl-batch__title" ref={title} tabIndex={-1}>
        {heading}
      </h2>
      {batch.automatic && (
        <p class="sl-muted" data-testid="batch-automatic">
          Run by the watched things' schedule, so it is not among your batches: the settings list it
          under{' '}
          <a href={settingsPartPath('automatic-refreshes')} target="_blank" rel="noopener">
            Automatic refreshes
          </a>
          .
        </p>
      )}
      <p role="status" data-testid="batch-status" tabIndex={-1}>
        {statusLine(batch, rows)}
      </p>
      {repeats && (
        <p class="sl-muted" data-testid="batch-repeats">
          {repeats}
        </p>
      )}
      <progress
        class="sl-progress"
        max={batch.rows}
        value={batch.done + batch.failed}
        aria-label={`${batch.done + batch.failed} of ${counted(batch.rows, noun)}`}
      />
      {problem && (
        <p class="sl-error" role="alert">
          {problem}
        </p>
      )}
      {!batch.automatic && (
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
                  onClick={async () => act(await sendMessage('resumeBatch', { batchId: batch.id }))}
                >
                  Resume {counted(pending.length, noun)} · up to{' '}
                  {credits(Math.min(leftPrice, capLeft))} {capWords}
                </button>
              )}
              {failed.length > 0 && (
                <button
                  type="button"
                  class="sl-button"
                  data-goes-on
                  onClick={async () =>
                    act(await sendMessage('resumeBatch', { batchId: batch.id, retryFailed: true }))
                  }
                >
                  Retry {counted(failed.length, `failed ${noun}`)} · up to{' '}
                  {credits(Math.min(leftPrice + retryPrice, capLeft))} {capWords}
                </button>
              )}
              {overCap && (
                <button
                  type="button"
                  class="sl-button"
                  aria-expanded={raising}
                  onClick={() => setRaising(true)}
                >
                  Raise the cap…
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
      )}
      {raising && overCap && !batch.running && (
        <RaiseCap
          cap={batch.cap}
          spent={batch.spent}
          leftPrice={raisePrice}
          leftWords={
            raiseFor === 'resume'
              ? `${counted(pending.length, noun)} left`
              : counted(failed.length, `failed ${noun}`)
          }
          action={raiseFor}
          onCancel={() => setRaising(false)}
          onRaise={async (cap) =>
            act(
              await sendMessage('resumeBatch', {
                batchId: batch.id,
                cap,
                raiseCap: true,
                ...(raiseFor === 'retry' ? { retryFailed: true } : {}),
              }),
            )
          }
        />
      )}
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
        {/* One file a click: a CSV per kind of result (and per list inside them) in one zip. */}
        <button type="button" class="sl-button" onClick={() => void download('csv')}>
          {buttonWords.csv}
        </button>
        <button type="button" class="sl-button" onClick={() => void download('xlsx')}>
          {buttonWords.excel}
        </button>
        <button type="button" class="sl-button" onClick={() => void download('json')}>
          {buttonWords.json}
        </button>
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
          <colgroup>
            {columns.map((column) => (
              <col
                key={column.id}
                class={`sl-batch__col sl-batch__col--${column.id.split(' ')[0]}`}
                // The counts share a third of the table, a tenth each at most.
                style={
                  column.id.startsWith('count ')
                    ? { width: `${Math.min(10, 36 / (kind?.counts.length ?? 1)).toFixed(2)}%` }
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
                    title={column.label}
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
      {batch.notSent && batch.notSent.length > 0 && (
        <section
          class="sl-batch-refused"
          data-testid="batch-not-sent"
          aria-labelledby="batch-not-sent-title"
        >
          <h3 id="batch-not-sent-title" class="sl-batch__subtitle">
            {notSentHeading(notSentParts(batch.notSent, sent))}
          </h3>
          {refusedGroups(batch.notSent).map((group) => (
            <RefusedGroup
              key={group.reason}
              reason={group.reason}
              lines={group.lines}
              sent={sent}
            />
          ))}
        </section>
      )}
    </section>
  );
}

/**
 * One row of the table. A row read again unchanged keeps its object (`keepUnchanged`), so a read
 * while a large batch runs renders only the rows whose calls moved on.
 */
const BatchTableRow = pure(
  ({
    row,
    status,
    oneKind,
    countLabels,
    anyCounts,
    countText,
  }: {
    row: BatchRow;
    status: string;
    /** Whether one kind of result shows alone (its rows need not say their kind). */
    oneKind: boolean;
    /** The counts of the kind shown alone, one a line; '' when every kind shows. */
    countLabels: string;
    anyCounts: boolean;
    countText: CountText | undefined;
  }) => {
    const labels = countLabels === '' ? [] : countLabels.split('\n');
    return (
      <tr data-status={row.status}>
        <td>{lineOf(row)}</td>
        <td class="sl-batch__page">
          {!oneKind && (
            <span class="sl-batch__cut">
              {kindOfPageWords(row.platform, row.kind)} ·{' '}
              <span class="sl-batch__asked">{endpointLabel(row.endpointId)}</span>
            </span>
          )}{' '}
          <span class="sl-batch__cut sl-batch__address" title={row.url}>
            {row.url.replace(/^https?:\/\/(www\.)?/, '')}
          </span>
        </td>
        <td class="sl-batch__status">{status}</td>
        <td class="sl-batch__number">{row.credits}</td>
        {labels.map((label) => {
          const value = row.counts?.[label];
          const shows = value !== undefined && countText !== undefined;
          return (
            <td
              key={label}
              class="sl-batch__number"
              title={shows ? countText(row, label, value) : undefined}
            >
              {shows ? countText(row, label, value, { compact: true }) : ''}
            </td>
          );
        })}
        <td class="sl-batch__result">
          <ResultCell row={row} />
          {anyCounts && row.counts && countText && (
            <span class="sl-batch__cut sl-muted" title={countsLine(row, countText)}>
              {countsLine(row, countText)}
            </span>
          )}
        </td>
      </tr>
    );
  },
);

/** A row's result: its link once done, else its reason in a line and the whole of it on demand. */
function ResultCell({ row }: { row: BatchRow }) {
  if (row.status === 'done')
    return (
      <a
        class="sl-batch__cut"
        href={resultPath(row)}
        target="_blank"
        rel="noopener"
        title={row.title}
      >
        {row.title ?? openWords(row.endpointId)}
      </a>
    );
  if (!row.error) return null;
  const { short, full } = errorWords(row.error);
  if (short === full)
    return (
      <span class="sl-batch__cut" title={full}>
        {full}
      </span>
    );
  return (
    <details class="sl-batch__error">
      <summary>{short}</summary>
      <p>{full}</p>
    </details>
  );
}
