import { useState } from 'preact/hooks';
import { statusLine } from '@/components/batch/batch-state-words';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { counted, credits } from '@/components/views/format';
import { spendOf } from '@/lib/areas';
import { fileName } from '@/lib/export/files';
import { defaultBatchConcurrency } from '@/lib/extension/shared/settings-limits';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import { storedWatched } from '@/lib/extension/shared/stored-writes';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import { seriesLongRows, seriesSheets, type WatchedSeries } from './watched-series';

/**
 * Refresh watched: every thing looked at again in one batch under its price as the cap, the
 * batch followed as stored until it ends; a refusal said while the same things are watched.
 */
function useWatchedRefresh(things: readonly WatchedThing[]) {
  const [status, setStatus] = useState<'' | 'started' | 'unanswered' | string>('');
  /** The watched things a refusal was about: another list (a star, Stop watching, a restore) ends it. */
  const [refusedFor, setRefusedFor] = useState('');
  /** The refresh's batch as stored now: the notice follows it, and ends when it ends. */
  const [refreshing, setRefreshing] = useState<BatchJob | null>(null);
  const follow = async (batchId: number) => {
    const sent = await sendMessage('batchState', { batchId });
    if (sent.ok) setRefreshing(sent.reply?.batch ?? null);
  };
  useKept('jobs', () => {
    if (refreshing) void follow(refreshing.id);
  });
  const price = spendOf(things);
  const listed = things.map((thing) => thing.key).join('\n');
  const refresh = async () => {
    const sent = await sendMessage('startBatch', {
      rows: things.map((thing) => ({ url: thing.url, id: thing.endpointId, params: thing.params })),
      cap: price,
      concurrency: defaultBatchConcurrency,
      refresh: true,
    });
    setStatus(!sent.ok ? 'unanswered' : sent.reply.ok ? 'started' : sent.reply.message);
    setRefusedFor(listed);
    if (sent.ok && sent.reply.ok) void follow(sent.reply.batch.id);
  };
  const refused =
    status !== '' && status !== 'started' && status !== 'unanswered' && refusedFor === listed
      ? status
      : undefined;
  return {
    price,
    refresh,
    started: status === 'started' ? refreshing : null,
    unanswered: status === 'unanswered',
    refused,
  };
}

/** Every watched thing's snapshots as stored now, read when a file is asked for. */
async function allSeries(): Promise<WatchedSeries[]> {
  const listed = await storedWatched.item.getValue();
  return Promise.all(
    listed.map(async (thing) => {
      const sent = await sendMessage('snapshots', { id: thing.endpointId, params: thing.params });
      if (!sent.ok) throw new Error(sent.error);
      return { thing, snapshots: sent.reply };
    }),
  );
}

const seriesName = (extension: string) =>
  fileName({ platform: 'sidelight', what: 'watched-series' }, extension);

/** What can be done with all watched things at once: refresh them, its price said first; download their series. */
export function WatchedActions({ things }: { things: readonly WatchedThing[] }) {
  const { price, refresh, started, unanswered, refused } = useWatchedRefresh(things);
  const { problem, attempt } = useFileProblem();
  return (
    <>
      <div class="sl-actions">
        <button type="button" class="sl-button sl-button--primary" onClick={() => void refresh()}>
          Refresh watched · {credits(price)}
        </button>
        {started && (
          <span class="sl-muted" role="status" data-testid="watched-refresh">
            {started.running
              ? `Refreshing ${counted(started.rows, 'thing')}: follow it on `
              : `Refresh ended. ${statusLine(started, [])} See it on `}
            <button
              type="button"
              class="sl-link-button"
              onClick={() => openBatchPage({ batch: started.id })}
            >
              the batch page
            </button>
            .
          </span>
        )}
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const [series, { download, workbook, xlsxType }] = await Promise.all([
              allSeries(),
              import('@/lib/export/exporters'),
            ]);
            download(await workbook(seriesSheets(series)), seriesName('xlsx'), xlsxType);
          })}
        >
          Download every series (Excel, a sheet each)
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const [series, { download, toCsv }] = await Promise.all([
              allSeries(),
              import('@/lib/export/exporters'),
            ]);
            download(toCsv(seriesLongRows(series)), seriesName('csv'), 'text/csv');
          })}
        >
          Download every series (CSV)
        </button>
        {unanswered && <Unanswered />}
        {refused !== undefined && (
          <span class="sl-error" role="alert">
            {refused}
          </span>
        )}
      </div>
      <FileProblem problem={problem} />
    </>
  );
}
