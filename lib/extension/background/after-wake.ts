/**
 * What a started worker does for itself (settling the calls a stopped worker left on the wire,
 * summarising older results, the alarms, the link menu, the toolbar's count) waits until it has
 * answered the message that woke it, or until a moment has passed without one: the view that
 * woke it waits for its own answer alone. Work a message needs first is asked for by that
 * message's handler (see `recovered` in start-work.ts).
 */

/** How long a worker woken by no message (an alarm, a tab's event) waits before its own work. */
const quietMs = 100;

let begin: () => void = () => undefined;
const begun = new Promise<void>((resolve) => {
  begin = resolve;
});

/** Runs `work` once the worker has answered its first message, or after a quiet moment. */
export function afterWake(work: () => void): void {
  void begun.then(work);
}

/** The worker's first turn has ended: the quiet moment starts. */
export function wakeWithoutMessage(): void {
  setTimeout(begin, quietMs);
}

/** The worker has answered a message (the first one ends the wait). */
export function answeredMessage(): void {
  begin();
}
