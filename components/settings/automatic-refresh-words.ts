/**
 * The list of automatic refreshes in words: when each ran, what it refreshed and spent, what it
 * found moved and what failed with why. Derived from the run's batch alone, so the list says what
 * is stored.
 */
import { pageWords } from '@/components/batch/batch-words';
import { withoutRetryAdvice } from '@/lib/api/errors';
import { percentOf } from '@/lib/extension/shared/watch-moves';
import type { BatchJob, BatchRow, MovedThing } from '@/lib/store/db';
import { counted, credits } from '@/lib/words';
import { moveWords } from './watched-words';

/** Why a run stopped before its last thing, when it did. */
const stoppedWords: Record<NonNullable<BatchJob['ended']>['why'], string> = {
  end: '',
  cap: 'It stopped at what it could spend.',
  error: 'It stopped: the service did not answer.',
  stopped: 'It was stopped.',
  interrupted: "It stopped when Sidelight's background stopped.",
  storageFull: "It stopped: the browser had no room left for Sidelight's data.",
};

/**
 * What a run refreshed and spent (as the month's spending of automatic refreshes counts it): "2
 * things refreshed · 4 credits spent.", "2 of 3 things refreshed, 1 failed · 4 credits spent.",
 * "Running: 1 of 3 things refreshed so far · …".
 */
export function runSummaryWords(batch: BatchJob): string {
  const spent = credits(batch.spent);
  if (batch.running)
    return `Running: ${batch.done} of ${counted(batch.rows, 'thing')} refreshed so far · ${spent} spent so far.`;
  const refreshed =
    batch.done === batch.rows
      ? `${counted(batch.done, 'thing')} refreshed`
      : `${batch.done} of ${counted(batch.rows, 'thing')} refreshed`;
  const failed = batch.failed > 0 ? `, ${batch.failed} failed` : '';
  const left = batch.rows - batch.done - batch.failed;
  const notAsked = left > 0 ? `, ${left} not asked` : '';
  const ended = batch.ended;
  const why =
    left === 0 || !ended
      ? ''
      : ended.why === 'error' && ended.message
        ? ` ${ended.message}`
        : ` ${stoppedWords[ended.why]}`;
  return `${refreshed}${failed}${notAsked} · ${spent} spent.${why}`;
}

/** "Mika +500 followers (+0.4 %), +3 videos (+2.0 %)". */
const movedThingWords = ({ title, moves }: MovedThing) =>
  `${title} ${moves
    .slice(0, 3)
    .map((move) => moveWords({ ...move, percent: percentOf(move.from, move.to) }))
    .join(', ')}`;

/**
 * What a run found moved since each thing was last looked at; undefined while it runs or for a
 * run kept before its news was.
 */
export function runMovedWords(batch: BatchJob): string | undefined {
  if (batch.running || batch.moved === undefined) return undefined;
  if (batch.moved.length === 0) return 'Nothing moved since you last looked.';
  return `Moved since you last looked: ${batch.moved.map(movedThingWords).join('; ')}.`;
}

/** Words that end as a sentence does, whatever the service's last words were. */
const sentence = (words: string) => (/[.!?]$/.test(words) ? words : `${words}.`);

/**
 * Each failed row with why, and that it is tried again by itself: "YouTube video · M7lc1UVf-VE:
 * The service could not fetch it. Tried again when next due."
 */
export const runFailureWords = (failed: readonly BatchRow[]): string[] =>
  failed.map(
    (row) =>
      `${pageWords(row)}: ${sentence(row.error ? withoutRetryAdvice(row.error) : 'no reason was given')} Tried again when next due.`,
  );
