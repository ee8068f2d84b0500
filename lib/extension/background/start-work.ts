/**
 * The work a started worker owes before what needs it: settling the calls a stopped worker left
 * on the wire, and summarising results kept before the history had summaries. Each is started by
 * the first handler that needs it, or once the worker has answered what woke it (see
 * after-wake.ts): lazy on purpose, so a woken worker answers first.
 */

import { cacheUses } from '../../store/cache';
import { settleInterrupted } from '../../store/calls';
import type { SidelightDb } from '../../store/db';
import { type CountsOf, indexHistory, type TitleOf } from '../../store/history';
import { interruptJobs } from '../../store/jobs';
import { announceKept } from '../shared/kept-news';
import { recordProblem } from './problems';

export interface StartWork {
  /** The calls and jobs a previous worker left are settled (and the cache's uses read). */
  recovered(): Promise<unknown>;
  /** Every result in the history has its summary. */
  indexed(): Promise<unknown>;
}

export function startWork(
  db: () => Promise<SidelightDb>,
  { titleOf, countsOf }: { titleOf: TitleOf; countsOf: CountsOf },
): StartWork {
  // Calls a previous worker left on the wire go in the ledger before any new call is made (the
  // views that waited for them were told "interrupted" when it died). The cache's uses are read
  // meanwhile, rather than when the first answer is kept.
  let recovery: Promise<unknown> | undefined;
  const recovered = () =>
    (recovery ??= db()
      .then((opened) =>
        Promise.all([
          settleInterrupted(opened).then((settled) => settled > 0 && announceKept('ledger')),
          Promise.all([
            interruptJobs(opened, 'jobs', Date.now()),
            interruptJobs(opened, 'batches', Date.now()),
          ]).then(([jobs, batches]) => jobs + batches > 0 && announceKept('jobs')),
          cacheUses(opened),
        ]),
      )
      .catch(recordProblem('settlingAfterRestart')));
  // Results kept before the history had summaries get theirs (the list waits for it).
  let indexing: Promise<unknown> | undefined;
  const indexed = () =>
    (indexing ??= db()
      .then((opened) => indexHistory(opened, titleOf, countsOf))
      .catch(recordProblem('summarisingHistory')));
  return { recovered, indexed };
}
