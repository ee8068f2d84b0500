import { useEffect, useRef, useState } from 'preact/hooks';
import { useStored } from '@/components/useStored';
import { fieldLabels } from '@/lib/extension/shared/setting-words';
import { defaultWatchedSnapshots } from '@/lib/extension/shared/settings';
import type { ApiSettings } from '@/lib/extension/shared/settings-schema';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import {
  storedApiSettings,
  storedChangesShownAt,
  storedWatched,
  withoutWatched,
  withThingChanged,
} from '@/lib/extension/shared/stored-writes';
import { AutomaticRefresh } from './AutomaticRefresh';
import { CompareWatched } from './CompareWatched';
import { ReadingCard } from './Reading';
import { StoredInput } from './StoredInput';
import { useDemoOn, useWatchedNews } from './use-watched-news';
import { WatchedActions } from './WatchedActions';
import { WatchedChanges } from './WatchedChanges';
import { ageWords, WatchedRow } from './WatchedRow';
import { snapshotsStayWords } from './watched-words';

/** A thing stopped, as it was stored, and its place in the list. */
interface Stopped {
  thing: WatchedThing;
  place: number;
}

/** Why nothing is refreshed by itself now, if so. */
const automaticOffWords = (demo: boolean, settings: ApiSettings) =>
  demo
    ? 'Demo data is on: nothing is refreshed by itself.'
    : settings.automaticPaused
      ? 'Automatic refreshes are paused.'
      : typeof settings.automaticCap !== 'number'
        ? 'Automatic refreshes are off until you set what they may spend a month.'
        : undefined;

/**
 * What is watched (a star on a card), with its last snapshot's age, its schedule and what moved;
 * Refresh watched looks at all of them again in one batch, its price said first; what automatic
 * refreshes may spend; how many snapshots a watched thing keeps.
 */
export function WatchedSection() {
  // What is watched and kept as stored now: a star in the panel or another page changes them.
  const { value: things, update: updateWatched } = useStored(storedWatched);
  const { value: settings, patch } = useStored(storedApiSettings);
  /** The thing whose Stop watching asks now, by its key. */
  const [stopAsked, setStopAsked] = useState<string | undefined>(undefined);
  /** The thing last stopped, as it was stored: said while it is still not watched, and Undo puts it back. */
  const [stopped, setStopped] = useState<Stopped | undefined>();
  const picks = useComparePicks();
  const { news, read: readNews } = useWatchedNews(things);
  const demo = useDemoOn();

  if (!things || !settings) return <ReadingCard title="Watched" what="what is watched" />;
  // Said only while it holds: watched again, here, from a panel or by a restore, the line goes.
  const stoppedNow =
    stopped && !things.some((thing) => thing.key === stopped.thing.key) ? stopped : undefined;
  const now = Date.now();
  const off = automaticOffWords(demo, settings);
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
        <NothingWatched />
      ) : (
        <>
          <WatchedChanges
            changes={news?.changes ?? []}
            seen={(keys) => void updateWatched(seenNow(keys)).then(readNews)}
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
                compared={picks.has(thing.key)}
                compare={(on) => picks.tick(thing.key, on)}
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
          <CompareWatched
            picked={things.filter((thing) => picks.has(thing.key))}
            newestAt={news?.newestAt}
          />
          <WatchedActions things={things} />
        </>
      )}
      {stoppedNow && (
        <StoppedNote
          stopped={stoppedNow}
          undo={() => void updateWatched(watchedAgain(stoppedNow))}
        />
      )}
      <AutomaticRefresh settings={settings} patch={patch} spent={news?.automaticSpent} />
      <SnapshotsKeptField settings={settings} patch={patch} />
    </section>
  );
}

/** The moved things' news marked seen, as stored now. */
const seenNow = (keys: readonly string[]) => {
  const at = Date.now();
  return (stored: WatchedThing[]) =>
    keys.reduce((list, key) => withThingChanged(key, { seenAt: at })(list), stored);
};

/** Undo: the thing back in its place, as it was stored, unless it is watched again by now. */
const watchedAgain =
  ({ thing, place }: Stopped) =>
  (list: WatchedThing[]): WatchedThing[] =>
    list.some((each) => each.key === thing.key)
      ? list
      : [...list.slice(0, place), thing, ...list.slice(place)];

/** The things ticked to compare, by their key. */
function useComparePicks() {
  const [picked, setPicked] = useState<readonly string[]>([]);
  return {
    has: (key: string) => picked.includes(key),
    tick: (key: string, on: boolean) =>
      setPicked((keys) => (on ? [...keys, key] : keys.filter((each) => each !== key))),
  };
}

const NothingWatched = () => (
  <p class="sl-muted">
    Nothing yet. The star (☆ Watch) under a profile, channel, community, business or post in the
    panel adds it here: its numbers over time are kept, and refreshed together here.
  </p>
);

/** The thing just stopped, what stays of it, and Undo; the focus comes to it as it shows. */
function StoppedNote({ stopped, undo }: { stopped: Stopped; undo(): void }) {
  const note = useRef<HTMLParagraphElement>(null);
  // The button pressed goes with its line: the focus goes to what became of it.
  useEffect(() => {
    note.current?.focus();
  }, [stopped]);
  return (
    <div class="sl-actions">
      <p class="sl-muted" role="status" tabIndex={-1} ref={note} data-testid="watched-stopped">
        Stopped watching “{stopped.thing.title}”
        {stopped.thing.schedule ? ', and its schedule with it.' : '.'} {snapshotsStayWords}
      </p>
      <button type="button" class="sl-button" onClick={undo}>
        Undo
      </button>
    </div>
  );
}

/** How many snapshots a watched thing keeps past the history's days; not a count saves nothing. */
function SnapshotsKeptField({
  settings,
  patch,
}: {
  settings: ApiSettings;
  patch(changes: Partial<ApiSettings>): Promise<ApiSettings>;
}) {
  return (
    <div class="sl-form__field">
      <label class="sl-form__label" for="watched-snapshots">
        {fieldLabels['apiSettings.watchedSnapshots']}
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
  );
}
