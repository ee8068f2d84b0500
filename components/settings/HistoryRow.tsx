import { browser } from 'wxt/browser';
import { historyThing } from '@/components/compare/compared-sources';
import { endpointName } from '@/lib/areas/names';
import { download, toJson } from '@/lib/export/files';
import { resultFileName } from '@/lib/export/words';
import { historyPanelPath } from '@/lib/extension/shared/view-addresses';
import { readHistory } from '@/lib/extension/views/api-calls';
import { reportProblem } from '@/lib/extension/views/problems';
import type { HistorySummary } from '@/lib/store/db';

/** Downloads a past result as JSON, read whole only now. */
async function downloadResult(summary: HistorySummary): Promise<void> {
  const entry = await readHistory(summary.id);
  if (!entry) return;
  download(
    toJson(entry.data),
    resultFileName(
      {
        endpointId: entry.endpointId,
        id: String(Object.values(entry.params)[0] ?? ''),
        date: new Date(entry.at),
      },
      'json',
    ),
    'application/json',
  );
}

/** Reopens a past result in the panel, in a tab of its own, without a new call. */
const reopen = (entry: HistorySummary) =>
  void browser.tabs.create({ url: browser.runtime.getURL(historyPanelPath(entry.id)) });

/**
 * One past result: its title, what and when it was, and Reopen, Download and Delete; a look at a
 * thing with counts has a Compare tick too (undefined `compared`: none).
 */
export function HistoryRow({
  entry,
  remove,
  compared,
  compare,
}: {
  entry: HistorySummary;
  remove(): void;
  /** Whether its thing is ticked to compare. */
  compared: boolean | undefined;
  compare(on: boolean): void;
}) {
  return (
    <li class="sl-history">
      <p class="sl-item__title" title={entry.endpointId}>
        {entry.title ?? endpointName(entry.endpointId)}
      </p>
      <p class="sl-item__subtitle">
        {entry.title ? `${endpointName(entry.endpointId)} · ` : ''}
        {new Date(entry.at).toLocaleString()} ·{' '}
        {Object.values(entry.params)
          .filter((value) => typeof value === 'string')
          .join(' · ')}
        {entry.demo ? ' · demo data' : ''}
      </p>
      <div class="sl-actions">
        <button type="button" class="sl-button" onClick={() => reopen(entry)}>
          Reopen
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={() => void downloadResult(entry).catch(reportProblem('downloadingResult'))}
        >
          Download
        </button>
        <button type="button" class="sl-button" data-delete={entry.id} onClick={remove}>
          Delete
        </button>
        {compared !== undefined && (
          <label class="sl-check">
            <input
              type="checkbox"
              aria-label={`Compare ${historyThing(entry).title}`}
              checked={compared}
              onChange={(event) => compare(event.currentTarget.checked)}
            />
            Compare
          </label>
        )}
      </div>
    </li>
  );
}
