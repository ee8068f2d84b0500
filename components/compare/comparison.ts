/**
 * Two to four things of one kind side by side, from the looks already paid for: each count's
 * latest value per thing, and each thing's growth since a common start (the first moment every
 * one of them had been looked at), as a count and as a percentage. Pure; one table for the screen
 * and the files alike.
 */
import type { Snapshot } from '@/components/panel/over-time';

export interface ComparedThing {
  title: string;
  url: string;
  /** The endpoint its looks are answers of: things of one kind share it. */
  endpointId: string;
  /** The call's params: with the endpoint, what names the thing to the history and the cache. */
  params: Record<string, unknown>;
  snapshots: readonly ComparedLook[];
}

/** A look at a thing: its counts, and the result in the history they were read from. */
export type ComparedLook = Snapshot & { id?: number };

interface GrowthPoint {
  at: number;
  value: number;
  /** Since the thing's value at the common start. */
  change: number;
  /** The change as a share of that value, when it is not 0. */
  percent?: number;
}

export interface Comparison {
  things: readonly ComparedThing[];
  /** A row per count any of them has: each thing's latest value, or none. */
  latest: { count: string; values: (number | undefined)[] }[];
  /** The first moment every thing had a look: growth counts from each one's value then. */
  start: number;
  /** Per count, a line per thing (in the things' order) from the start on. */
  growth: { count: string; lines: GrowthPoint[][] }[];
}

/** How many things a comparison takes. */
const compared = { fewest: 2, most: 4 } as const;

/** Why these things cannot be compared, in words; undefined when they can. */
export function cannotCompare(things: readonly ComparedThing[]): string | undefined {
  if (things.length < compared.fewest) return `Pick at least ${compared.fewest} things to compare.`;
  if (things.length > compared.most) return `Pick at most ${compared.most} things to compare.`;
  if (new Set(things.map((thing) => thing.endpointId)).size > 1)
    return 'Pick things of one kind: their counts mean the same only then.';
  const unseen = things.find((thing) => thing.snapshots.length === 0);
  return unseen ? `${unseen.title} has no look kept yet: fetch it once first.` : undefined;
}

const inTimeOrder = (snapshots: readonly Snapshot[]) => [...snapshots].sort((a, b) => a.at - b.at);

const countIn = (snapshot: Snapshot | undefined, count: string) => {
  const value = snapshot?.counts[count];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** The thing's last value of a count at or before a moment. */
function valueAt(snapshots: readonly Snapshot[], count: string, at: number): number | undefined {
  let found: number | undefined;
  for (const snapshot of snapshots) {
    if (snapshot.at > at) break;
    found = countIn(snapshot, count) ?? found;
  }
  return found;
}

function growthLine(snapshots: readonly Snapshot[], count: string, start: number): GrowthPoint[] {
  const base = valueAt(snapshots, count, start);
  if (base === undefined) return [];
  const points: GrowthPoint[] = [
    { at: start, value: base, change: 0, ...(base === 0 ? {} : { percent: 0 }) },
  ];
  for (const snapshot of snapshots) {
    const value = countIn(snapshot, count);
    if (snapshot.at <= start || value === undefined) continue;
    const change = value - base;
    points.push({
      at: snapshot.at,
      value,
      change,
      ...(base === 0 ? {} : { percent: (change / base) * 100 }),
    });
  }
  return points;
}

/** The comparison of things that can be compared (see `cannotCompare`). */
export function comparisonOf(things: readonly ComparedThing[]): Comparison {
  const ordered = things.map((thing) => inTimeOrder(thing.snapshots));
  const counts = [
    ...new Set(
      ordered.flatMap((snapshots) => snapshots.flatMap((snapshot) => Object.keys(snapshot.counts))),
    ),
  ];
  const start = Math.max(...ordered.map((snapshots) => snapshots[0]?.at ?? 0));
  return {
    things,
    latest: counts.map((count) => ({
      count,
      values: ordered.map((snapshots) => valueAt(snapshots, count, Number.POSITIVE_INFINITY)),
    })),
    start,
    growth: counts.map((count) => ({
      count,
      lines: ordered.map((snapshots) => growthLine(snapshots, count, start)),
    })),
  };
}

/** The name of the table's first column, the counts' names. */
export const countColumn = 'count';

/**
 * Each thing's column name: its title, or, where two things share one, the title and its page's
 * address; numbered where even those are the same. None is the counts' column.
 */
export function thingColumns(things: readonly ComparedThing[]): string[] {
  const shared = (names: readonly string[], name: string) =>
    name === countColumn || names.filter((other) => other === name).length > 1;
  const titles = things.map((thing) => thing.title);
  const named = things.map((thing) =>
    shared(titles, thing.title) ? `${thing.title} (${thing.url})` : thing.title,
  );
  return named.map((name, at) =>
    shared(named, name)
      ? `${name} (${named.slice(0, at + 1).filter((other) => other === name).length})`
      : name,
  );
}

/** The comparison as one table: a row per count, a column per thing (`thingColumns`), as on screen. */
export function comparisonRows(comparison: Comparison): Record<string, unknown>[] {
  const columns = thingColumns(comparison.things);
  return comparison.latest.map(({ count, values }) => ({
    [countColumn]: count,
    ...Object.fromEntries(columns.map((column, at) => [column, values[at] ?? ''])),
  }));
}

/** The growth as one long table: a row per thing, look and count since the common start. */
export const growthRows = (comparison: Comparison): Record<string, unknown>[] =>
  comparison.growth.flatMap(({ count, lines }) =>
    lines.flatMap((points, at) =>
      points.map((point) => ({
        thing: comparison.things[at]?.title ?? '',
        'page address': comparison.things[at]?.url ?? '',
        date: new Date(point.at).toISOString(),
        count,
        value: point.value,
        'change since the start': point.change,
        'change since the start (%)': point.percent ?? '',
      })),
    ),
  );
