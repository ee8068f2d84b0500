import { useEffect, useState } from 'preact/hooks';
import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { useStored } from '@/components/useStored';
import type { Endpoint } from '@/lib/api/endpoint';
import type { NumberKind } from '@/lib/api/view-spec';
import { numberKindAt } from '@/lib/areas/numbers';
import { resultFileName } from '@/lib/export/words';
import {
  storedWatched,
  withoutWatched,
  withThingChanged,
  withWatched,
} from '@/lib/extension/shared/stored-writes';
import type { Schedule } from '@/lib/extension/shared/watch-schedule';
import { sendMessage } from '@/lib/extension/views/send-message';
import { scheduleChoices } from '../settings/watched-words';
import { numberText, shortDate } from '../views/format';
import { countedPaths } from '../views/specs';
import type { ViewContext } from '../views/types';
import {
  type CountSeries,
  type Snapshot,
  seriesLine,
  seriesOf,
  seriesRows,
  spanEnds,
} from './over-time';

const exporters = () => import('@/lib/export/exporters');

const dateWords = (at: number) => shortDate(at, { year: true });

/**
 * The star on a card: watch a thing, so its snapshots outlive the history's age limit and
 * Refresh watched (in the settings) looks at it again; once watched, how often it is refreshed by
 * itself.
 */
function WatchStar({
  endpointId,
  params,
  url,
  title,
}: {
  endpointId: string;
  params: Record<string, unknown>;
  url: string;
  title: string;
}) {
  // What is watched as stored now, followed on the views' channel (a storage listener's removal
  // as the sidebar closes is an error in Firefox): another panel or the settings may change it.
  const { value: things, update } = useStored(storedWatched);
  const [key, setKey] = useState<string | undefined>(undefined);
  useEffect(() => {
    void sendMessage('callKey', { id: endpointId, params }).then((sent) =>
      setKey(sent.ok ? (sent.reply ?? undefined) : undefined),
    );
  }, [endpointId, JSON.stringify(params)]);
  if (!things || key === undefined) return null;
  const thing = things.find((each) => each.key === key);
  const on = thing !== undefined;
  const star = (
    <button
      type="button"
      class="sl-button sl-watch"
      aria-pressed={on}
      data-testid="watch"
      onClick={() =>
        void update(
          on
            ? withoutWatched(key)
            : withWatched({ key, endpointId, params, url, title, addedAt: Date.now() }),
        )
      }
    >
      {on ? '★ Watching' : '☆ Watch'}
    </button>
  );
  if (!thing) return star;
  return (
    <div class="sl-actions sl-watch">
      {star}
      <label class="sl-check">
        Refresh
        <select
          class="sl-input"
          value={thing.schedule ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value as Schedule | '';
            void update(withThingChanged(key, { schedule: value === '' ? undefined : value }));
          }}
        >
          {scheduleChoices.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A small line over the snapshots, the first and last dates under it; read out as its values. */
function Sparkline({ series, kind }: { series: CountSeries; kind: NumberKind | undefined }) {
  const { points } = series;
  const values = points.map((point) => point.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const [start, end] = [points[0]?.at ?? 0, points.at(-1)?.at ?? 1];
  const x = (at: number) => (end === start ? 50 : ((at - start) / (end - start)) * 100);
  const y = (value: number) => (high === low ? 20 : 36 - ((value - low) / (high - low)) * 32);
  const line = points.map((point) => `${x(point.at).toFixed(2)},${y(point.value).toFixed(2)}`);
  const spoken = points
    .map((point) => `${numberText(point.value, kind)} on ${dateWords(point.at)}`)
    .join(', ');
  return (
    <figure class="sl-spark">
      <svg
        viewBox="0 0 100 40"
        preserveAspectRatio="none"
        role="img"
        aria-label={`${series.label}: ${spoken}`}
      >
        <polyline points={line.join(' ')} fill="none" vector-effect="non-scaling-stroke" />
      </svg>
      <figcaption class="sl-spark__dates">
        {spanEnds(start, end).map((words) => (
          <span key={words}>{words}</span>
        ))}
      </figcaption>
    </figure>
  );
}

/** The snapshots of a call in the history, asked again when the answer on screen changes. */
function useSnapshots(endpointId: string, params: Record<string, unknown>, fetchedAt: number) {
  const [snapshots, setSnapshots] = useState<Snapshot[]>([]);
  useEffect(() => {
    let current = true;
    void sendMessage('snapshots', { id: endpointId, params }).then((sent) => {
      if (current && sent.ok) setSnapshots(sent.reply);
    });
    return () => {
      current = false;
    };
  }, [endpointId, JSON.stringify(params), fetchedAt]);
  return snapshots;
}

/** One count: its change since the snapshot before, since the first (past two), and its line. */
function CountChange({ count, kind }: { count: CountSeries; kind: NumberKind | undefined }) {
  return (
    <div class="sl-over-time__count" data-count={count.label}>
      <p class="sl-over-time__change" data-testid="change-previous">
        {seriesLine(count, 'previous', kind)}
      </p>
      {count.points.length > 2 && (
        <p class="sl-muted" data-testid="change-first">
          {seriesLine(count, 'first', kind)}
        </p>
      )}
      <Sparkline series={count} kind={kind} />
    </div>
  );
}

/** The series as CSV, Excel and JSON files, named for the thing and "over time". */
function SeriesDownloads({
  endpointId,
  params,
  snapshots,
  context,
  title,
}: {
  endpointId: string;
  params: Record<string, unknown>;
  snapshots: Snapshot[];
  context: ViewContext;
  title: string;
}) {
  const { problem, attempt } = useFileProblem();
  const name = (extension: string) =>
    resultFileName(
      { endpointId, kind: context.kind, id: context.id, more: 'over time' },
      extension,
    );
  return (
    <>
      <div class="sl-actions">
        <button
          type="button"
          class="sl-button"
          onClick={async () => {
            const { download, toCsv } = await exporters();
            download(toCsv(seriesRows(snapshots)), name('csv'), 'text/csv');
          }}
        >
          Download series CSV
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={attempt(async () => {
            const { download, workbook, xlsxType } = await exporters();
            const rows = seriesRows(snapshots);
            download(
              await workbook([{ name: `${title} over time`, rows }]),
              name('xlsx'),
              xlsxType,
            );
          })}
        >
          Download series Excel
        </button>
        <button
          type="button"
          class="sl-button"
          onClick={async () => {
            const { download, toJson } = await exporters();
            const ordered = [...snapshots].sort((a, b) => a.at - b.at);
            download(
              toJson({
                endpoint: endpointId,
                params,
                snapshots: ordered.map((snapshot) => ({
                  date: new Date(snapshot.at).toISOString(),
                  counts: snapshot.counts,
                })),
              }),
              name('json'),
              'application/json',
            );
          }}
        >
          Download series JSON
        </button>
      </div>
      <FileProblem problem={problem} />
    </>
  );
}

/**
 * Under a card: how each of its counts changed since the snapshot before this one and since the
 * first, from the results already in the history, with a line per count. Free: nothing is asked
 * of the service. Nothing shows until there are two snapshots.
 */
export function OverTime({
  endpoint,
  params,
  fetchedAt,
  context,
  pageUrl,
  title,
}: {
  endpoint: Endpoint;
  params: Record<string, unknown>;
  /** The answer on screen: when it changes, a snapshot may have been added. */
  fetchedAt: number;
  context: ViewContext;
  /** The page it is shown for: what Refresh watched asks for again. */
  pageUrl?: string;
  title: string;
}) {
  const snapshots = useSnapshots(endpoint.id, params, fetchedAt);
  const series = seriesOf(snapshots);
  // A count's label names a field of the card, whose kind its area states (a ratio reads 97%).
  const kindOf = (label: string) =>
    numberKindAt(endpoint.id, countedPaths(endpoint.id)?.[label] ?? '');
  const star = pageUrl ? (
    <WatchStar endpointId={endpoint.id} params={params} url={pageUrl} title={title} />
  ) : null;
  if (series.length === 0) return star && <div class="sl-over-time">{star}</div>;
  const first = Math.min(...snapshots.map((snapshot) => snapshot.at));
  return (
    <section class="sl-over-time" data-testid="over-time" aria-label="Over time">
      {star}
      <h2 class="sl-view__heading">
        Over time: {snapshots.length} snapshots since {dateWords(first)}, from your history (free)
      </h2>
      {series.map((count) => (
        <CountChange key={count.label} count={count} kind={kindOf(count.label)} />
      ))}
      <SeriesDownloads
        endpointId={endpoint.id}
        params={params}
        snapshots={snapshots}
        context={context}
        title={title}
      />
    </section>
  );
}
