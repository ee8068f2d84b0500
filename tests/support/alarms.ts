/**
 * The alarms Sidelight leaves set between runs, as the e2e and Firefox tests read them: each by its
 * name, with whether it is set for later (more than an hour away).
 */
export const alarmsSetLater = (alarms: readonly { name: string; scheduledTime: number }[]) =>
  alarms.map((alarm) => [alarm.name, alarm.scheduledTime > Date.now() + 3_600_000]).sort();

/** Between runs: the history's days' daily alarm, and the watched things' next due time. */
export const restingAlarms = [
  ['sidelight:history-days', true],
  ['sidelight:watched', true],
];
