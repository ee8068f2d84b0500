/**
 * When a watched thing is refreshed by itself, and whether a run may spend what it would: pure
 * decisions, read by the background's alarm (what is due, what runs, what waits and why, when to
 * wake next) and by the settings (when the next refresh is).
 */
import { credits, shortDate } from '../../words';

export const schedules = ['daily', 'weekly'] as const;
/** How often a thing is refreshed by itself; none: by hand (Refresh watched). */
export type Schedule = (typeof schedules)[number];

const hour = 3_600_000;
const day = 24 * hour;
export const schedulePeriod: Record<Schedule, number> = { daily: day, weekly: 7 * day };

/**
 * A thing due within this much of a run goes with it: things watched at different hours share
 * one wake a day rather than one each.
 */
const dueWithin = hour;

/** What the schedule reads of a watched thing. */
export interface ScheduledThing {
  key: string;
  schedule?: Schedule;
  /** When its next automatic refresh is due; unset until the background places it. */
  dueAt?: number;
  /** Its last automatic refresh waited for a budget: not asked again before this moment. */
  waitUntil?: number;
}

/**
 * The first due time of a thing just put on a schedule: a period after its newest snapshot (one
 * taken a moment ago is not paid for again), or at once when it has none.
 */
export const firstDueAt = (
  schedule: Schedule,
  newestSnapshotAt: number | undefined,
  now: number,
) =>
  newestSnapshotAt === undefined ? now : Math.max(now, newestSnapshotAt + schedulePeriod[schedule]);

/**
 * The due time after a run at `ranAt` (done or failed, which is retried then): a period after
 * the time it was due, so its hour holds; after a browser asleep for days, a period after this
 * run, so it catches up once and not once per day missed.
 */
export function nextDueAt(schedule: Schedule, dueAt: number, ranAt: number): number {
  const period = schedulePeriod[schedule];
  const anchored = dueAt + period;
  return anchored > ranAt + dueWithin ? anchored : ranAt + period;
}

/**
 * Whether an answer fetched at `fetchedAt` (by hand, a batch) stands in for a refresh due at
 * `now`: fresher than half the period, the counts a refresh would buy are already kept, so the
 * same request is not paid again.
 */
export const answerStandsIn = (schedule: Schedule, fetchedAt: number, now: number): boolean =>
  now - fetchedAt < schedulePeriod[schedule] / 2;

/**
 * The due time after the thing was fetched at `fetchedAt` outside a run: a period after that
 * fetch when the refresh then due would take its answer (the alarm would wake for nothing), else
 * unchanged.
 */
export function dueAfterFetch(thing: ScheduledThing, fetchedAt: number): number | undefined {
  if (!thing.schedule || thing.dueAt === undefined) return thing.dueAt;
  if (!answerStandsIn(thing.schedule, fetchedAt, thing.dueAt)) return thing.dueAt;
  return Math.max(thing.dueAt, fetchedAt + schedulePeriod[thing.schedule]);
}

/** What a thing's last automatic refresh says when it took an answer already kept. */
export function answerTakenNote(fetchedAt: number): string {
  const at = new Date(fetchedAt);
  const time = at.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const date = shortDate(at);
  return `Used the answer fetched at ${time} on ${date}; nothing was spent.`;
}

/** Whether a thing is due in a run at `now` (a budget's wait aside). */
export const isDue = (thing: ScheduledThing, now: number): boolean =>
  thing.schedule !== undefined && thing.dueAt !== undefined && thing.dueAt <= now + dueWithin;

/** When the alarm should wake the background next: the earliest due time, waits included. */
export function wakeAt(things: readonly ScheduledThing[]): number | undefined {
  const times = things
    .filter((thing) => thing.schedule !== undefined && thing.dueAt !== undefined)
    .map((thing) => Math.max(thing.dueAt ?? 0, thing.waitUntil ?? 0));
  return times.length === 0 ? undefined : Math.min(...times);
}

/** The start of the next local day, when the daily budget starts again. */
export function nextDayStart(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
}

/** The start of the next local month, when the monthly budget and the cap start again. */
export function nextMonthStart(now: number): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth() + 1, 1).getTime();
}

/** What a run may spend: the cap for automatic refreshes within the daily and monthly budgets. */
export interface RunLimits {
  /** Credits automatic refreshes may spend a month; null: automatic refreshes are off. */
  cap: number | null;
  /** What automatic refreshes spent this month. */
  automaticSpent: number;
  daily: { budget: number | null; spent: number };
  monthly: { budget: number | null; spent: number };
}

/** A thing that waits: why, in words, and until when it is not asked again. */
export interface Waiting {
  key: string;
  note: string;
  until: number;
}

/**
 * Which due things run now and which wait: oldest due first, each while its price fits what is
 * left under the cap and both budgets; one that does not fit waits, saying which limit, until
 * that limit starts again. A thing free now (price 0) always runs.
 */
export function planRun(
  due: readonly (ScheduledThing & { price: number })[],
  limits: RunLimits,
  now: number,
): { run: string[]; waiting: Waiting[] } {
  const left = (budget: number | null, spent: number) =>
    budget === null ? Number.POSITIVE_INFINITY : Math.max(0, budget - spent);
  const room = [
    {
      left: left(limits.cap, limits.automaticSpent),
      note: `Waiting: this month's automatic refreshes reached their cap of ${credits(limits.cap ?? 0)}.`,
      until: nextMonthStart(now),
    },
    {
      left: left(limits.daily.budget, limits.daily.spent),
      note: `Waiting: it would pass today's budget of ${credits(limits.daily.budget ?? 0)}.`,
      until: nextDayStart(now),
    },
    {
      left: left(limits.monthly.budget, limits.monthly.spent),
      note: `Waiting: it would pass this month's budget of ${credits(limits.monthly.budget ?? 0)}.`,
      until: nextMonthStart(now),
    },
  ];
  const run: string[] = [];
  const waiting: Waiting[] = [];
  const ordered = [...due].sort((a, b) => (a.dueAt ?? 0) - (b.dueAt ?? 0));
  for (const thing of ordered) {
    const short = room.find((limit) => limit.left < thing.price);
    if (short) {
      waiting.push({ key: thing.key, note: short.note, until: short.until });
      continue;
    }
    for (const limit of room) limit.left -= thing.price;
    run.push(thing.key);
  }
  return { run, waiting };
}
