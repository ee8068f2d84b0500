/**
 * When a watched thing is due, what a run may spend, and what counts as moved: daily and weekly
 * due times that keep their hour, one catch-up after a long sleep, several things due under a
 * cap and the budgets, and the threshold.
 */
import { describe, expect, it } from 'vitest';
import { movesSince } from '@/lib/extension/shared/watch-moves';
import {
  answerStandsIn,
  dueAfterFetch,
  firstDueAt,
  isDue,
  nextDayStart,
  nextDueAt,
  nextMonthStart,
  planRun,
  type RunLimits,
  wakeAt,
} from '@/lib/extension/shared/watch-schedule';

const hour = 3_600_000;
const day = 24 * hour;
const noon = new Date(2026, 10, 26, 12, 0).getTime();

describe('due times', () => {
  it.each([
    ['daily', day],
    ['weekly', 7 * day],
  ] as const)('%s: a period after its newest snapshot, at once without one', (schedule, period) => {
    expect(firstDueAt(schedule, noon - hour, noon)).toBe(noon - hour + period);
    expect(firstDueAt(schedule, undefined, noon)).toBe(noon);
    // A snapshot older than a period: due now, not in the past.
    expect(firstDueAt(schedule, noon - 2 * period, noon)).toBe(noon);
  });

  it.each([
    ['daily', day],
    ['weekly', 7 * day],
  ] as const)(
    '%s: the next is a period after the time it was due, run early or late',
    (schedule, period) => {
      expect(nextDueAt(schedule, noon, noon)).toBe(noon + period);
      expect(nextDueAt(schedule, noon, noon - 30 * 60_000)).toBe(noon + period);
      expect(nextDueAt(schedule, noon, noon + 3 * hour)).toBe(noon + period);
    },
  );

  it('after days asleep it runs once, and the next is a day after that run', () => {
    const dueAt = noon - 5 * day;
    const thing = { key: 'a', schedule: 'daily' as const, dueAt };
    expect(isDue(thing, noon)).toBe(true);
    const next = nextDueAt('daily', dueAt, noon);
    expect(next).toBe(noon + day);
    expect(isDue({ ...thing, dueAt: next }, noon)).toBe(false);
    expect(isDue({ ...thing, dueAt: next }, noon + day)).toBe(true);
  });

  it('a thing due within the hour goes with a run; one by hand is never due', () => {
    expect(isDue({ key: 'a', schedule: 'daily', dueAt: noon + 59 * 60_000 }, noon)).toBe(true);
    expect(isDue({ key: 'a', schedule: 'daily', dueAt: noon + 2 * hour }, noon)).toBe(false);
    expect(isDue({ key: 'a', dueAt: noon - day }, noon)).toBe(false);
  });

  it('wakes at the earliest due time, a wait for a budget included, and not at all by hand', () => {
    expect(
      wakeAt([
        { key: 'a', schedule: 'daily', dueAt: noon + 5 * hour },
        { key: 'b', schedule: 'weekly', dueAt: noon + 2 * hour },
        { key: 'c', schedule: 'daily', dueAt: noon - hour, waitUntil: noon + 3 * hour },
        { key: 'd', dueAt: noon },
      ]),
    ).toBe(noon + 2 * hour);
    expect(wakeAt([{ key: 'd' }])).toBeUndefined();
  });

  it.each([
    ['daily', day],
    ['weekly', 7 * day],
  ] as const)(
    '%s: an answer fresher than half the period stands in for the refresh; a fetch shortly before its due time moves it a period after the fetch',
    (schedule, period) => {
      expect(answerStandsIn(schedule, noon - 60_000, noon)).toBe(true);
      expect(answerStandsIn(schedule, noon - period / 2 + 1, noon)).toBe(true);
      expect(answerStandsIn(schedule, noon - period / 2, noon)).toBe(false);
      const thing = { key: 'a', schedule, dueAt: noon };
      expect(dueAfterFetch(thing, noon - hour)).toBe(noon - hour + period);
      expect(dueAfterFetch({ ...thing, dueAt: noon - 3 * day }, noon)).toBe(noon + period);
      expect(dueAfterFetch(thing, noon - period)).toBe(noon);
      expect(dueAfterFetch({ key: 'a', dueAt: noon }, noon - hour)).toBe(noon);
    },
  );

  it('budgets start again at the next local day and month', () => {
    expect(new Date(nextDayStart(noon))).toEqual(new Date(2026, 10, 27));
    expect(new Date(nextMonthStart(noon))).toEqual(new Date(2026, 11, 1));
  });
});

describe('a run under the cap and the budgets', () => {
  const limits = (changes: Partial<RunLimits> = {}): RunLimits => ({
    cap: 100,
    automaticSpent: 0,
    daily: { budget: null, spent: 0 },
    monthly: { budget: null, spent: 0 },
    ...changes,
  });
  const due = ['a', 'b', 'c', 'd'].map((key, index) => ({
    key,
    schedule: 'daily' as const,
    dueAt: noon - (4 - index) * hour,
    price: 10,
  }));

  it('runs every due thing that fits, the longest due first', () => {
    expect(planRun([...due].reverse(), limits(), noon)).toEqual({
      run: ['a', 'b', 'c', 'd'],
      waiting: [],
    });
  });

  it('several due and the cap nearly spent: those that fit run, the rest wait until next month, saying why', () => {
    const plan = planRun(due, limits({ automaticSpent: 75 }), noon);
    expect(plan.run).toEqual(['a', 'b']);
    expect(plan.waiting).toEqual(
      ['c', 'd'].map((key) => ({
        key,
        note: "Waiting: this month's automatic refreshes reached their cap of 100 credits.",
        until: nextMonthStart(noon),
      })),
    );
  });

  it('within the daily budget, what else was spent today counted: the rest waits until tomorrow', () => {
    const plan = planRun(due, limits({ daily: { budget: 50, spent: 30 } }), noon);
    expect(plan.run).toEqual(['a', 'b']);
    expect(plan.waiting.map((wait) => [wait.key, wait.note, wait.until])).toEqual(
      ['c', 'd'].map((key) => [
        key,
        "Waiting: it would pass today's budget of 50 credits.",
        nextDayStart(noon),
      ]),
    );
  });

  it('within the monthly budget', () => {
    const plan = planRun(due, limits({ monthly: { budget: 1000, spent: 985 } }), noon);
    expect(plan.run).toEqual(['a']);
    expect(plan.waiting[0]?.note).toBe(
      "Waiting: it would pass this month's budget of 1,000 credits.",
    );
  });

  it('a cap of 0 runs nothing that costs', () => {
    expect(planRun(due, limits({ cap: 0 }), noon).run).toEqual([]);
  });
});

describe('what counts as moved', () => {
  const snapshots = [
    { at: noon - 2 * day, counts: { followers: 1000, posts: 10 } },
    { at: noon - day, counts: { followers: 1010, posts: 10 } },
    { at: noon, counts: { followers: 1100, posts: 11 } },
  ];

  it('any change: every count that differs from the snapshot seen, the biggest share first', () => {
    expect(movesSince(snapshots, noon - day, undefined)).toEqual([
      { label: 'posts', from: 10, to: 11, percent: 10 },
      { label: 'followers', from: 1010, to: 1100, percent: expect.closeTo(8.91, 2) },
    ]);
  });

  it('at least N %: only the counts that moved that much, either way', () => {
    expect(movesSince(snapshots, noon - day, 9.5).map((move) => move.label)).toEqual(['posts']);
    expect(movesSince(snapshots, noon - day, 20)).toEqual([]);
    const fell = [...snapshots, { at: noon + hour, counts: { followers: 700, posts: 11 } }];
    expect(movesSince(fell, noon, 20)).toEqual([
      { label: 'followers', from: 1100, to: 700, percent: expect.closeTo(-36.36, 2) },
    ]);
  });

  it('nothing new since it was seen, or the same counts: no move', () => {
    expect(movesSince(snapshots, noon, undefined)).toEqual([]);
    const same = [snapshots[0], { at: noon, counts: { followers: 1000, posts: 10 } }];
    expect(movesSince(same as typeof snapshots, noon - day, undefined)).toEqual([]);
  });
});
