import { historyPanelPath, linkPanelPath } from '@/lib/extension/shared/view-addresses';
import type { BatchRow } from '@/lib/store/db';
import { pure } from '../views/list/BlockList';
import { endpointLabel, errorWords, kindOfPageWords, lineOf, openWords } from './batch-words';
import type { CountText } from './useCountText';

/** What a row's card counts, in one line: "1.2M views · 48K likes · 97% upvoted". */
const countsLine = (row: BatchRow, countText: CountText) =>
  Object.entries(row.counts ?? {})
    .map(([label, value]) => `${countText(row, label, value, { compact: true })} ${label}`)
    .join(' · ');

/** Where a row's result opens: its history entry, else the panel on its page (cached, free). */
const resultPath = (row: BatchRow) =>
  row.historyId !== undefined ? historyPanelPath(row.historyId) : linkPanelPath(row.url);

/**
 * One row of the table. A row read again unchanged keeps its object (`keepUnchanged`), so a read
 * while a large batch runs renders only the rows whose calls moved on.
 */
export const BatchTableRow = pure(
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
