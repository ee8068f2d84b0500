/**
 * The one alarm of automatic refreshes: set for the next thing due, cleared when nothing is due or
 * all is off, placed one state after another.
 */
import { browser } from 'wxt/browser';
import type { SidelightDb } from '../../store/db';
import type { ApiSettings } from '../shared/settings-schema';
import { wakeAt } from '../shared/watch-schedule';
import { placeDueTimes, updateThings, without } from './watch-things';

/** The one alarm automatic refreshes use. */
export const refreshAlarm = 'sidelight:watched';

/** Whether automatic refreshes may run at all: a cap set, not paused, not on demo data. */
export const switchedOn = ({ demo, api }: { demo: boolean; api: ApiSettings }) =>
  !demo && !api.automaticPaused && typeof api.automaticCap === 'number';

export interface AlarmDeps {
  db(): Promise<SidelightDb>;
  settings(): Promise<{ demo: boolean; api: ApiSettings }>;
  now(): number;
}

/**
 * Sets the one alarm for the next due time, or clears it when nothing is due or all is off.
 * After the cap or the budgets changed, things waiting for them are due again at once.
 */
async function placeAlarm(deps: AlarmDeps, { limitsChanged = false } = {}): Promise<void> {
  const settings = await deps.settings();
  if (limitsChanged)
    await updateThings((thing) =>
      thing.waitUntil === undefined ? thing : without(thing, 'waitUntil'),
    );
  const things = await placeDueTimes(await deps.db(), deps.now);
  const when = switchedOn(settings) ? wakeAt(things) : undefined;
  if (when === undefined) {
    await browser.alarms.clear(refreshAlarm);
    return;
  }
  const set = await browser.alarms.get(refreshAlarm);
  if (set?.scheduledTime === when) return;
  await browser.alarms.create(refreshAlarm, { when: Math.max(when, deps.now()) });
}

/** Places the alarm for the state stored now, after every placing asked before. */
export function createAlarmPlacing(deps: AlarmDeps) {
  // One after another: two placed at once could leave the alarm of the older state last.
  let placing: Promise<void> = Promise.resolve();
  return (options: { limitsChanged?: boolean } = {}): Promise<void> => {
    const next = placing.then(() => placeAlarm(deps, options));
    // The caller has `next` and its failure; the chain only waits for its end.
    placing = next.catch(() => undefined);
    return next;
  };
}
