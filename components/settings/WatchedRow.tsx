import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import type { Schedule } from '@/lib/extension/shared/watch-schedule';
import { StoredInput } from './StoredInput';
import { scheduleChoices, scheduleWords, stopWatchingWords } from './watched-words';

/** How old a watched thing's last snapshot is, in words. */
export const ageWords = (at: number | undefined, now: number) => {
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
export function WatchedRow({
  thing,
  place,
  age,
  off,
  change,
  compared,
  compare,
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
  /** Whether it is ticked to compare, and how it is ticked or not. */
  compared: boolean;
  compare(on: boolean): void;
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
        <ScheduleChoice id={id('schedule')} thing={thing} change={change} />
        <MovedThreshold id={id('threshold')} thing={thing} change={change} />
        <CompareTick title={thing.title} compared={compared} compare={compare} />
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
        <StopWatchingQuestion
          thing={thing}
          id={id('stop-question')}
          keep={keep}
          ask={ask}
          stop={stop}
        />
      )}
      {thing.schedule && (
        <p class="sl-muted" data-testid="watched-schedule">
          {scheduleWords(thing, off, Date.now()).join(' ')}
        </p>
      )}
    </li>
  );
}

/** Whether the thing is among those to compare. */
function CompareTick({
  title,
  compared,
  compare,
}: {
  title: string;
  compared: boolean;
  compare(on: boolean): void;
}) {
  return (
    <label class="sl-check">
      <input
        type="checkbox"
        aria-label={`Compare ${title}`}
        checked={compared}
        onChange={(event) => compare(event.currentTarget.checked)}
      />
      Compare
    </label>
  );
}

/** Stop watching's question: what it removes, asked first; Escape or Keep watching closes it. */
function StopWatchingQuestion({
  thing,
  id,
  keep,
  ask,
  stop,
}: {
  thing: WatchedThing;
  id: string;
  /** The safe answer, focused as the question opens. */
  keep: RefObject<HTMLButtonElement | null>;
  ask(open: boolean): void;
  stop(): void;
}) {
  return (
    <div
      class="sl-batch__delete"
      role="alertdialog"
      aria-labelledby={id}
      data-testid="watched-stop-question"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        ask(false);
      }}
    >
      <p id={id}>{stopWatchingWords(thing)}</p>
      <div class="sl-actions">
        <button type="button" class="sl-button sl-button--danger" onClick={stop}>
          Stop watching
        </button>
        <button ref={keep} type="button" class="sl-button" onClick={() => ask(false)}>
          Keep watching
        </button>
      </div>
    </div>
  );
}

/** A field of one watched thing: its id, the thing as stored, and how a change is written. */
interface ThingField {
  id: string;
  thing: WatchedThing;
  change(changes: Partial<WatchedThing>): Promise<unknown>;
}

/** How often the thing is refreshed by itself, or by hand. */
function ScheduleChoice({ id, thing, change }: ThingField) {
  return (
    <>
      <label class="sl-check" for={id}>
        Refresh
      </label>
      <select
        id={id}
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
    </>
  );
}

/** From how many percent up or down a count of the thing counts as moved; empty: any change. */
function MovedThreshold({ id, thing, change }: ThingField) {
  return (
    <>
      <label class="sl-check" for={id}>
        Counts as moved from
      </label>
      <StoredInput
        id={id}
        class="sl-input sl-input--short"
        type="number"
        min={0}
        placeholder="any"
        aria-describedby={`${id}-unit`}
        stored={thing.threshold === undefined ? '' : String(thing.threshold)}
        save={async (text) => {
          const value = Number(text);
          const threshold =
            text.trim() === '' || !Number.isFinite(value) || value <= 0 ? undefined : value;
          await change({ threshold });
          return threshold === undefined ? '' : String(threshold);
        }}
      />
      <span class="sl-muted" id={`${id}-unit`}>
        % up or down (empty: any change)
      </span>
    </>
  );
}
