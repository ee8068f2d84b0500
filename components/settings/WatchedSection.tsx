import { useEffect, useRef, useState } from 'preact/hooks';
import { statusLine } from '@/components/batch/batch-state-words';
import { openBatchPage } from '@/components/batch/open-batch-page';
import { FileProblem, useFileProblem } from '@/components/FileProblem';
import { Unanswered } from '@/components/Unanswered';
import { useKept } from '@/components/useKept';
import { useStored } from '@/components/useStored';
import { counted, credits } from '@/components/views/format';
import { spendOf } from '@/lib/areas';
import { fileName } from '@/lib/export/files';
import { defaultWatchedSnapshots } from '@/lib/extension/shared/settings';
import { defaultBatchConcurrency } from '@/lib/extension/shared/settings-limits';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import {
  storedApiSettings,
  storedChangesShownAt,
  storedWatched,
  withoutWatched,
  withThingChanged,
} from '@/lib/extension/shared/stored-writes';
import type { Change } from '@/lib/extension/shared/watch-moves';
import type { Schedule } from '@/lib/extension/shared/watch-schedule';
import { sendMessage } from '@/lib/extension/views/send-message';
import type { BatchJob } from '@/lib/store/db';
import { AutomaticRefresh } from './AutomaticRefresh';
import { ReadingCard } from './Reading';
import { StoredInput } from './StoredInput';
import { WatchedChanges } from './WatchedChanges';
import { seriesLongRows, seriesSheets, type WatchedSeries } from './watched-series';
import {
  scheduleChoices,
  scheduleWords,
  snapshotsStayWords,
  stopWatchingWords,
} from './watched-words';

/** How often, at most, Watched reads its news while a run's results come in (ms). */
const newsEvery = 500;

const ageWords = (at: number | undefined, now: number) => {
  if (at === undefined) return 'no snapshot kept';
  const days = Math.floor((now - at) / 86_400_000);
  return days < 1
    ? 'last look today'
    : days === 1
      ? 'last look yesterday'
      : `last look ${days} days ago`;
};

/**
 * One watched thing: its schedule, its threshold, its last and next refresh, and Stop watching,
 * which says what it removes and asks first.
 */
function WatchedRow({
  thing,
  place,
  age,
  off,
  change,
  asking,
  ask,
  stop,
}: {
  thing: WatchedThing;
  /** Its place in the list, which names its fields. */
  place: number;
  age: string;
  /** Why nothing is refreshed by itself now, if so. */
  off: string | undefined;
  change(changes: Partial<WatchedThing>): Promise<unknown>;
  /** Whether Stop watching is asking now. */
  asking: boolean;
  /** Opens (true) or closes (false) the question. */
  ask(open: boolean): void;
  stop(): void;
}) {
  const id = (what: string) => `watched-${place}-${what}`;
  // The question's safe answer takes the focus as it opens; closed, the focus goes back to Stop watching.
  const keep = useRef<HTMLButtonElement>(null);
  const asker = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (opened.current) asker.current?.focus();
    opened.current = asking;
  }, [asking]);
  return (
    <li class="sl-watched__thing">
      <p>
        <span class="sl-watched__title">{thing.title}</span> <span class="sl-muted">· {age}</span>
      </p>
      <div class="sl-actions">
        <label class="sl-check" for={id('schedule')}>
          Refresh
        </label>
        <select
          id={id('schedule')}
          class="sl-input"
          value={thing.schedule ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value as Schedule | '';
            void change({ schedule: value === '' ? undefined : value });
          }}
        >
          {scheduleChoices.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
        <label class="sl-check" for={id('threshold')}>
          Counts as moved from
        </label>
        <StoredInput
          id={id('threshold')}
          class="sl-input sl-input--short"
          type="number"
          min={0}
          placeholder="any"
          aria-describedby={id('threshold-unit')}
          stored={thing.threshold === undefined ? '' : String(thing.threshold)}
          save={async (text) => {
            const value = Number(text);
            const threshold =
              text.trim() === '' || !Number.isFinite(value) || value <= 0 ? undefined : value;
            await change({ threshold });
            return threshold === undefined ? '' : String(threshold);
          }}
        />
        <span class="sl-muted" id={id('threshold-unit')}>
          % up or down (empty: any change)
        </span>
        <button
          ref={asker}
          type="button"
          class="sl-button"
          aria-expanded={asking}
          onClick={() => ask(true)}
        >
          Stop watching…
        </button>
      </div>
      {asking && (
        <div
          class="sl-batch__delete"
          role="alertdialog"
          aria-labelledby={id('stop-question')}
          data-testid="watched-stop-question"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            ask(false);
          }}
        >
          <p id={id('stop-question')}>{stopWatchingWords(thing)}</p>
          <div class="sl-actions">
            <button type="button" class="sl-button sl-button--danger" onClick={stop}>
              Stop watching
            </button>
            <button ref={keep} type="button" class="sl-button" onClick={() => ask(false)}>
              Keep watching
            </button>
          </div>
        </div>
      )}
      {thing.schedule && (
        <p class="sl-muted" data-testid="watched-schedule">
          {scheduleWords(thing, off, Date.now()).join(' ')}
        </p>
      )}
    </li>
  );
}

/**
 * What is watched (a star on a card), with its last snapshot's age, its schedule and what moved;
 * Refresh watched looks at all of them again in one batch, its price said first; what automatic
 * refreshes may spend; how many snapshots a watched thing keeps.
 */
export function WatchedSection() {
  // What is watched and kept as stored now: a star in the panel or another page changes them.
  const { value: things, update: updateWatched } = useStored(storedWatched);
  const { value: settings, patch } = useStored(storedApiSettings);
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
  /** The thing whose Stop watching asks now, by its key. */
  const [stopAsked, setStopAsked] = useState<string | undefined>(undefined);
  /** The thing last stopped, as it was stored: said while it is still not watched, and Undo puts it back. */
  const [stopped, setStopped] = useState<{ thing: WatchedThing; place: number } | undefined>();
  const stoppedNote = useRef<HTMLParagraphElement>(null);
  // The button pressed goes with its line: the focus goes to what became of it.
  useEffect(() => {
    if (stopped !== undefined) stoppedNote.current?.focus();
  }, [stopped]);

  const { problem, attempt } = useFileProblem();
  const [news, setNews] = useState<
    { changes: Change[]; automaticSpent: number; newestAt: Record<string, number> } | undefined
  >();
  const [demo, setDemo] = useState(false);
  /** The latest read asked: an older answer arriving after it is dropped. */
  const reading = useRef(0);
  /** What moved, what automatic refreshes spent, and each thing's last look: one message. */
  const readNews = () => {
    const read = ++reading.current;
    void sendMessage('watchedChanges', undefined).then((sent) => {
      if (sent.ok && read === reading.current) setNews(sent.reply);
    });
  };
  // Whether demo data answers follows the key and the box as stored, whichever page saves them.
  const readSetup = () =>
    void sendMessage('setupState', undefined).then((sent) => {
      if (sent.ok) setDemo(sent.reply.demo);
    });
  useEffect(readSetup, []);
  useKept('settings', readSetup);
  // A batch's results and an automatic run's end come as a burst of word: read at most twice a
  // second, and once after the last.
  useKept(['history', 'watched'], readNews, newsEvery);
  // What is watched changed (a star, Stop watching, a restore): its things' last looks too.
  useEffect(() => {
    if (things) readNews();
  }, [things]);

  if (!things || !settings) return <ReadingCard title="Watched" what="what is watched" />;
  // Said only while it holds: watched again, here, from a panel or by a restore, the line goes.
  const stoppedNow =
    stopped && !things.some((thing) => thing.key === stopped.thing.key) ? stopped : undefined;
  /** Undo: the thing back in its place, as it was stored, unless it is watched again by now. */
  const watchAgain = ({ thing, place }: { thing: WatchedThing; place: number }) =>
    void updateWatched((list) =>
      list.some((each) => each.key === thing.key)
        ? list
        : [...list.slice(0, place), thing, ...list.slice(place)],
    );
  const price = spendOf(things);
  const now = Date.now();
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
  const openBatch = (batchId: number) => openBatchPage({ batch: batchId });
  /** Every watched thing's snapshots as stored now, read when a file is asked for. */
  const allSeries = async (): Promise<WatchedSeries[]> => {
    const listed = await storedWatched.item.getValue();
    return Promise.all(
      listed.map(async (thing) => {
        const sent = await sendMessage('snapshots', { id: thing.endpointId, params: thing.params });
        if (!sent.ok) throw new Error(sent.error);
        return { thing, snapshots: sent.reply };
      }),
    );
  };
  const seriesName = (extension: string) =>
    fileName({ platform: 'sidelight', what: 'watched-series' }, extension);
  const off = demo
    ? 'Demo data is on: nothing is refreshed by itself.'
    : settings.automaticPaused
      ? 'Automatic refreshes are paused.'
      : typeof settings.automaticCap !== 'number'
        ? 'Automatic refreshes are off until you set what they may spend a month.'
        : undefined;
  const seen = (keys: readonly string[]) => {
    const at = Date.now();
    void updateWatched((stored) =>
      keys.reduce((list, key) => withThingChanged(key, { seenAt: at })(list), stored),
    ).then(readNews);
  };
  return (
    <section
      class="sl-card sl-watched-section"
      aria-labelledby="watched-title"
      data-testid="watched"
    >
      <h2 class="sl-card__title" id="watched-title">
        Watched
      </h2>
      {things.length === 0 ? (
        <p class="sl-muted">
          Nothing yet. The star (☆ Watch) under a profile, channel, community, business or post in
          the panel adds it here: its numbers over time are kept, and refreshed together here.
        </p>
      ) : (
        <>
          <WatchedChanges
            changes={news?.changes ?? []}
            seen={seen}
            shown={() => void storedChangesShownAt.update(() => Date.now())}
          />
          <ul class="sl-watched">
            {things.map((thing, place) => (
              <WatchedRow
                key={thing.key}
                thing={thing}
                place={place}
                age={ageWords(news?.newestAt[thing.key], now)}
                off={off}
                change={(changes) => updateWatched(withThingChanged(thing.key, changes))}
                asking={stopAsked === thing.key}
                ask={(open) => setStopAsked(open ? thing.key : undefined)}
                stop={() => {
                  setStopAsked(undefined);
                  void updateWatched(withoutWatched(thing.key)).then(() =>
                    setStopped({ thing, place }),
                  );
                }}
              />
            ))}
          </ul>
          <div class="sl-actions">
            <button
              type="button"
              class="sl-button sl-button--primary"
              onClick={() => void refresh()}
            >
              Refresh watched · {credits(price)}
            </button>
            {status === 'started' && refreshing && (
              <span class="sl-muted" role="status" data-testid="watched-refresh">
                {refreshing.running
                  ? `Refreshing ${counted(refreshing.rows, 'thing')}: follow it on `
                  : `Refresh ended. ${statusLine(refreshing, [])} See it on `}
                <button
                  type="button"
                  class="sl-link-button"
                  onClick={() => openBatch(refreshing.id)}
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
            {status === 'unanswered' && <Unanswered />}
            {status !== '' &&
              status !== 'started' &&
              status !== 'unanswered' &&
              refusedFor === listed && (
                <span class="sl-error" role="alert">
                  {status}
                </span>
              )}
          </div>
          <FileProblem problem={problem} />
        </>
      )}
      {stoppedNow && (
        <div class="sl-actions">
          <p
            class="sl-muted"
            role="status"
            tabIndex={-1}
            ref={stoppedNote}
            data-testid="watched-stopped"
          >
            Stopped watching “{stoppedNow.thing.title}”
            {stoppedNow.thing.schedule ? ', and its schedule with it.' : '.'} {snapshotsStayWords}
          </p>
          <button type="button" class="sl-button" onClick={() => watchAgain(stoppedNow)}>
            Undo
          </button>
        </div>
      )}
      <AutomaticRefresh settings={settings} patch={patch} spent={news?.automaticSpent} />
      <div class="sl-form__field">
        <label class="sl-form__label" for="watched-snapshots">
          Snapshots a watched thing keeps past the history's days
        </label>
        <StoredInput
          id="watched-snapshots"
          class="sl-input"
          type="number"
          min={1}
          stored={String(settings.watchedSnapshots ?? defaultWatchedSnapshots)}
          save={async (text) => {
            const value = Math.floor(Number(text));
            // Not a count: nothing is saved, and the field shows what is stored.
            const written =
              Number.isFinite(value) && value >= 1
                ? await patch({ watchedSnapshots: value })
                : settings;
            return String(written.watchedSnapshots ?? defaultWatchedSnapshots);
          }}
        />
      </div>
    </section>
  );
}
