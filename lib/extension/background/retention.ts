/**
 * When the history's days are applied: once a day, from an alarm, and as soon as the days (or the
 * snapshots a watched thing keeps past them) change. Never beside a call: a sweep walks every
 * job, batch and watched thing's summaries, and a batch reads the settings thousands of times.
 */
import { browser } from 'wxt/browser';
import type { SidelightDb } from '../../store/db';
import type { KeptKind } from '../../store/kept-stores';
import { keepWithinDays } from '../../store/lifecycle';
import { announceKept } from '../shared/kept-news';
import { defaultWatchedSnapshots } from '../shared/settings';
import type { ApiSettings } from '../shared/settings-schema';
import { apiSettings, watched } from '../shared/storage';
import { afterWake } from './after-wake';
import { keptChanges } from './kept-changes';

export const retentionAlarm = 'sidelight:history-days';
const day = 24 * 60;

/** The settings the sweep follows: a change of either lets go of what they no longer keep. */
const boundChanged = (now: ApiSettings, before: ApiSettings | null) =>
  now.historyDays !== before?.historyDays || now.watchedSnapshots !== before?.watchedSnapshots;

/**
 * Listens for the daily alarm and for the settings, in the worker's first turn (the alarm wakes
 * it), and sets the alarm when it is missing (installed, or the browser started), once the worker
 * has answered what woke it.
 */
export function scheduleRetention(
  sweep: (settings: ApiSettings) => Promise<void>,
  failed: (error: unknown) => void,
): Promise<void> {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === retentionAlarm) void apiSettings.getValue().then(sweep).catch(failed);
  });
  apiSettings.watch((now, before) => {
    if (boundChanged(now, before)) void sweep(now).catch(failed);
  });
  return new Promise<void>((resolve) =>
    afterWake(() =>
      browser.alarms
        .get(retentionAlarm)
        .then(async (set) => {
          if (!set) await browser.alarms.create(retentionAlarm, { periodInMinutes: day });
        })
        .catch(failed)
        .then(resolve),
    ),
  );
}

/**
 * The sweep: everything the history's days bound lets go of what is older (see
 * lib/store/kept-stores.ts); a watched thing keeps its newest snapshots past them, as many as the
 * settings say.
 */
export const keepWithinHistoryDays =
  (db: () => Promise<SidelightDb>) =>
  async (settings: ApiSettings): Promise<void> => {
    if (typeof settings.historyDays !== 'number') return;
    const things = await watched.getValue();
    const cutoff = Date.now() - settings.historyDays * 86_400_000;
    const removed = await keepWithinDays(await db(), cutoff, {
      keys: new Set(things.map((thing) => thing.key)),
      newest: settings.watchedSnapshots ?? defaultWatchedSnapshots,
    });
    const news = keptChanges(
      (Object.keys(removed) as KeptKind[]).filter((kind) => (removed[kind] ?? 0) > 0),
    );
    if (news.length > 0) announceKept(...news);
  };
