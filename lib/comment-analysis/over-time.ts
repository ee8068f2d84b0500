/**
 * When the comments came and how the stars moved: bars of a day, a week or a month, chosen so a
 * chart of the span stays readable, with the empty ones between kept (a gap is news too).
 */
import type { Remark } from './remark';

type BarUnit = 'day' | 'week' | 'month';

interface Bar {
  /** The bar's first day, `YYYY-MM-DD` in UTC. */
  start: string;
  count: number;
}

export interface Volume {
  unit: BarUnit;
  bars: Bar[];
  /** Remarks whose date could not be read: in no bar. */
  undated: number;
}

export interface StarMonth {
  /** `YYYY-MM`, UTC. */
  month: string;
  reviews: number;
  /** Reviews of 1 to 5 stars, in that order. */
  byStars: [number, number, number, number, number];
  /** The month's mean, undefined for a month without reviews. */
  mean?: number;
}

const dayMs = 86_400_000;
/** Up to about two months reads as days, up to two years as weeks, beyond as months. */
const mostDays = 62;
const mostWeeks = 104;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

function startOf(unit: BarUnit, time: number): number {
  const day = Math.floor(time / dayMs) * dayMs;
  if (unit === 'day') return day;
  if (unit === 'week') return day - ((new Date(day).getUTCDay() + 6) % 7) * dayMs;
  const date = new Date(day);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

function next(unit: BarUnit, start: number): number {
  if (unit === 'day') return start + dayMs;
  if (unit === 'week') return start + 7 * dayMs;
  const date = new Date(start);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1);
}

const datedTimes = (remarks: readonly Remark[]) =>
  remarks.flatMap((remark) => (remark.time === undefined ? [] : [remark.time]));

/** Every bar's start from the first dated remark's to the last's. */
function starts(unit: BarUnit, first: number, last: number): number[] {
  const all: number[] = [];
  for (let start = startOf(unit, first); start <= last; start = next(unit, start)) all.push(start);
  return all;
}

export function volumeOf(remarks: readonly Remark[]): Volume {
  const times = datedTimes(remarks);
  const undated = remarks.length - times.length;
  if (times.length === 0) return { unit: 'day', bars: [], undated };
  const first = Math.min(...times);
  const last = Math.max(...times);
  const days = (last - first) / dayMs;
  const unit: BarUnit = days <= mostDays ? 'day' : days <= mostWeeks * 7 ? 'week' : 'month';
  const counts = new Map<number, number>();
  for (const time of times) {
    const start = startOf(unit, time);
    counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  const bars = starts(unit, first, last).map((start) => ({
    start: isoDay(start),
    count: counts.get(start) ?? 0,
  }));
  return { unit, bars, undated };
}

/** Reviews' stars by month, from the first dated review's month to the last's. */
export function starsByMonth(remarks: readonly Remark[]): StarMonth[] {
  const rated = remarks.filter(
    (remark): remark is Remark & { time: number; stars: number } =>
      remark.time !== undefined &&
      remark.stars !== undefined &&
      Number.isInteger(remark.stars) &&
      remark.stars >= 1 &&
      remark.stars <= 5,
  );
  if (rated.length === 0) return [];
  const times = rated.map((remark) => remark.time);
  const months = new Map<number, StarMonth>(
    starts('month', Math.min(...times), Math.max(...times)).map((start) => [
      start,
      { month: isoDay(start).slice(0, 7), reviews: 0, byStars: [0, 0, 0, 0, 0] },
    ]),
  );
  for (const review of rated) {
    const month = months.get(startOf('month', review.time));
    if (!month) continue;
    month.reviews += 1;
    month.byStars[(review.stars - 1) as 0 | 1 | 2 | 3 | 4] += 1;
  }
  for (const month of months.values()) {
    if (month.reviews === 0) continue;
    const total = month.byStars.reduce((sum, count, index) => sum + count * (index + 1), 0);
    month.mean = total / month.reviews;
  }
  return [...months.values()];
}
