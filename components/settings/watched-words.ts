/**
 * A watched thing's schedule and what moved, in words: "Every day", "Next refresh tomorrow at
 * 09:00", "+500 views (+50.0 %)". Pure.
 */
import { withoutRetryAdvice } from '@/lib/api/errors';
import type { WatchedThing } from '@/lib/extension/shared/storage';
import type { Move } from '@/lib/extension/shared/watch-moves';
import type { Schedule } from '@/lib/extension/shared/watch-schedule';
import { exactNumber, shortDate } from '../views/format';

/** The schedules as the menus name them; '' is by hand. */
export const scheduleChoices: [Schedule | '', string][] = [
  ['', 'By hand'],
  ['daily', 'Every day'],
  ['weekly', 'Every week'],
];

const dayStart = (at: number) => {
  const date = new Date(at);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
};

/** "today at 09:00", "tomorrow at 09:00", "yesterday at 09:00", "Dec 1 at 09:00". */
function momentWords(at: number, now: number): string {
  const time = new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
  const days = Math.round((dayStart(at) - dayStart(now)) / 86_400_000);
  const when =
    days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : shortDate(at);
  return `${when} at ${time}`;
}

/**
 * What the settings say of a thing's schedule: its last automatic refresh and its next one, or
 * why there is none ("Automatic refreshes are off: set what they may spend a month.").
 */
export function scheduleWords(thing: WatchedThing, off: string | undefined, now: number): string[] {
  if (!thing.schedule) return [];
  const last = thing.lastRefresh;
  const lastWords = !last
    ? []
    : last.outcome === 'done'
      ? [`Last automatic refresh ${momentWords(last.at, now)}.${last.note ? ` ${last.note}` : ''}`]
      : last.outcome === 'failed'
        ? [
            `Last automatic refresh failed ${momentWords(last.at, now)}: ${withoutRetryAdvice(last.note ?? '')}`.trim(),
          ]
        : [last.note ?? 'Waiting.'];
  if (off) return [...lastWords, off];
  if (thing.dueAt === undefined) return [...lastWords, 'Next refresh being placed.'];
  const next = Math.max(thing.dueAt, thing.waitUntil ?? 0);
  return [
    ...lastWords,
    next <= now ? 'Next refresh in a moment.' : `Next refresh ${momentWords(next, now)}.`,
  ];
}

/**
 * The question before Stop watching, naming what goes: "Stop watching “Clack Lab” removes its
 * schedule (every day) and its threshold (5 % up or down). Its snapshots stay, …".
 */
export function stopWatchingWords(thing: WatchedThing): string {
  const schedule = scheduleChoices.find(([value]) => value === thing.schedule)?.[1];
  const removed = [
    ...(thing.schedule && schedule ? [`its schedule (${schedule.toLowerCase()})`] : []),
    ...(thing.threshold === undefined ? [] : [`its threshold (${thing.threshold} % up or down)`]),
  ];
  return `Stop watching “${thing.title}” removes ${removed.length === 0 ? 'it from this list' : removed.join(' and ')}. ${snapshotsStayWords}`;
}

/** What becomes of a thing's snapshots once it is no longer watched. */
export const snapshotsStayWords = "Its snapshots stay, but no longer past the history's days.";

const signed = (value: number, text: string) => `${value > 0 ? '+' : '−'}${text}`;

/** "+500 views (+50.0 %)"; from zero, no share. */
export function moveWords(move: Move): string {
  const change = move.to - move.from;
  const amount = signed(change, exactNumber(Math.abs(change)));
  const share = Number.isFinite(move.percent)
    ? ` (${signed(move.percent, `${Math.abs(move.percent).toFixed(1)} %`)})`
    : '';
  return `${amount} ${move.label}${share}`;
}
