/**
 * What a thing's counts did between the answers already paid for: one series per count, and how
 * it changed since the snapshot before the last and since the first, in words. Pure.
 */
import type { NumberKind } from '@/lib/api/view-spec';
import { counted, exactNumber, numberText, shortDate } from '../views/format';

export interface Snapshot {
  at: number;
  counts: Readonly<Record<string, number>>;
}

export interface Change {
  /** The last value minus the earlier one. */
  change: number;
  /** The change as a share of the earlier value, when that is not 0. */
  percent?: number;
  /** When the earlier value was taken, and the last. */
  from: number;
  to: number;
  /** Whole days between them, rounded; 0 under a day, when no rate is said. */
  days: number;
}

export interface CountSeries {
  label: string;
  points: { at: number; value: number }[];
  sincePrevious: Change;
  sinceFirst: Change;
}

const dayMs = 86_400_000;

const changeBetween = (
  earlier: { at: number; value: number },
  last: { at: number; value: number },
): Change => ({
  change: last.value - earlier.value,
  ...(earlier.value === 0 ? {} : { percent: ((last.value - earlier.value) / earlier.value) * 100 }),
  from: earlier.at,
  to: last.at,
  days: last.at - earlier.at < dayMs ? 0 : Math.round((last.at - earlier.at) / dayMs),
});

/**
 * One series per count that at least two snapshots have, in time order; a snapshot without a count
 * (missing, null) is left out of that count's series only.
 */
export function seriesOf(snapshots: readonly Snapshot[]): CountSeries[] {
  const ordered = [...snapshots].sort((a, b) => a.at - b.at);
  const labels = [...new Set(ordered.flatMap((snapshot) => Object.keys(snapshot.counts)))];
  return labels.flatMap((label) => {
    const points = ordered.flatMap((snapshot) => {
      const value = snapshot.counts[label];
      return typeof value === 'number' && Number.isFinite(value)
        ? [{ at: snapshot.at, value }]
        : [];
    });
    const [first] = points;
    const last = points.at(-1);
    const previous = points.at(-2);
    if (!first || !last || !previous) return [];
    return [
      {
        label,
        points,
        sincePrevious: changeBetween(previous, last),
        sinceFirst: changeBetween(first, last),
      },
    ];
  });
}

const signed = (value: number, text: string) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${text}`;

/** One decimal, or two for a change under a tenth of a percent, which one would show as 0.0. */
const percentText = (percent: number) =>
  percent > 0 && percent < 0.1 ? percent.toFixed(2) : percent.toFixed(1);

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/** When a look was: its time of day when it was today ("10:42"), else its date ("Nov 3"). */
const lookWords = (at: number, now = Date.now()): string =>
  sameDay(at, now)
    ? new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : shortDate(at);

/**
 * The two ends of a series under its line: their dates, or on one day the date and both times
 * ("Nov 26, 2026, 10:42" and "10:50"), so two looks minutes apart do not read as one date twice.
 */
export function spanEnds(start: number, end: number): [string, string] {
  const time = (at: number) =>
    new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const date = (at: number) => shortDate(at, { year: true });
  return sameDay(start, end)
    ? [`${date(start)}, ${time(start)}`, time(end)]
    : [date(start), date(end)];
}

/**
 * "+1,204 followers since Nov 3, +3.1 % in 20 days"; under a day no rate ("+5 views since
 * 10:42, +0.2 %"); a count that did not move, "No change in views since 10:42".
 */
export function changeLine(label: string, change: Change, now = Date.now()): string {
  const since = `since ${lookWords(change.from, now)}`;
  if (change.change === 0) return `No change in ${label} ${since}`;
  const amount = signed(change.change, exactNumber(Math.abs(change.change)));
  const percent =
    change.percent === undefined
      ? ''
      : `, ${signed(change.percent, `${percentText(Math.abs(change.percent))} %`)}`;
  const days = change.days === 0 ? '' : ` in ${counted(change.days, 'day')}`;
  return `${amount} ${label} ${since}${percent}${days}`;
}

/**
 * How a series moved, in words: a count by how much ("+1,204 followers since Nov 3, …"); any other
 * measure (a ratio, a percentage, a rating) by its two values as its kind reads them, which a
 * difference of two percentages would blur ("upvoted 93% → 97% since Nov 3").
 */
export function seriesLine(
  series: CountSeries,
  since: 'previous' | 'first',
  kind: NumberKind | undefined,
  now = Date.now(),
): string {
  const change = since === 'previous' ? series.sincePrevious : series.sinceFirst;
  if (kind === undefined || kind === 'count') return changeLine(series.label, change, now);
  const earlier = since === 'previous' ? series.points.at(-2) : series.points[0];
  const last = series.points.at(-1);
  if (!earlier || !last) return '';
  const from = `since ${lookWords(change.from, now)}`;
  if (change.change === 0) return `No change in ${series.label} ${from}`;
  return `${series.label} ${numberText(earlier.value, kind)} → ${numberText(last.value, kind)} ${from}`;
}

/** The series as a CSV's rows: a date, then one column per count. */
export function seriesRows(snapshots: readonly Snapshot[]): Record<string, unknown>[] {
  const ordered = [...snapshots].sort((a, b) => a.at - b.at);
  const labels = [...new Set(ordered.flatMap((snapshot) => Object.keys(snapshot.counts)))];
  return ordered.map((snapshot) => ({
    date: new Date(snapshot.at).toISOString(),
    ...Object.fromEntries(labels.map((label) => [label, snapshot.counts[label] ?? ''])),
  }));
}
