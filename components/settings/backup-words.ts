/**
 * What a restore did, in words: what it added, and what was already kept.
 */

import type { RestoredNumber } from '@/lib/store/batches';
import { counted } from '@/lib/words';
import type { RestoreCounts } from './restore';

/** Each kind's name, one and many. */
const nouns: Record<keyof RestoreCounts, [string, string]> = {
  results: ['result', 'results'],
  spending: ['spending row', 'spending rows'],
  cached: ['cached answer', 'cached answers'],
  loadAll: ['Load all list', 'Load all lists'],
  batches: ['batch', 'batches'],
};

const kinds = Object.keys(nouns) as (keyof RestoreCounts)[];

/** "1 result", "1,234 batches". */
const amount = (kind: keyof RestoreCounts, value: number) => counted(value, ...nouns[kind]);

/** "a, b and c". */
const listed = (parts: string[]) =>
  parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/**
 * "Added 1,234 results, 5,000 spending rows and 2 batches; 10 results were already here."
 * `watched`: things newly watched; `settings`: whether the backup's settings were taken.
 */
export function restoredWords(counts: RestoreCounts, watched: number, settings: boolean): string {
  const added = kinds
    .filter((kind) => counts[kind].added > 0)
    .map((kind) => amount(kind, counts[kind].added));
  if (watched > 0) added.push(counted(watched, 'watched thing'));
  const alreadyKinds = kinds.filter((kind) => counts[kind].already > 0);
  const already = alreadyKinds.map((kind) => amount(kind, counts[kind].already));
  const one = alreadyKinds.length === 1 && counts[alreadyKinds[0] ?? 'results'].already === 1;
  const first =
    added.length > 0
      ? `Added ${listed(added)}`
      : 'Nothing new was added: all of it was already here';
  const second =
    added.length > 0 && already.length > 0
      ? `; ${listed(already)} ${one ? 'was' : 'were'} already here`
      : '';
  return `${first}${second}.${settings ? ' Settings restored.' : ''}`;
}

/** What a backup holds of each kind, as a restore would add it. */
export type FileCounts = Record<keyof RestoreCounts, number>;

/** Batches renumbered named one by one, at most. */
const renumberedShown = 5;

/**
 * The numbers a restore gives the batches it adds, before it adds them: "Its batches keep their
 * numbers, …", or "Batch 1 comes back as Batch 7 and Batch 2 as Batch 8: this browser already has
 * batches with those numbers. The others keep their numbers." Nothing when it adds no batch.
 */
export function batchNumberWords(numbers: readonly RestoredNumber[]): string | undefined {
  const added = numbers.filter((batch) => !batch.already);
  if (added.length === 0) return undefined;
  const moved = added.filter((batch) => batch.from !== batch.to);
  if (moved.length === 0)
    return 'Its batches keep their numbers, so the files you downloaded from them keep their names.';
  const named = moved
    .slice(0, renumberedShown)
    .map(
      (batch, index) =>
        `Batch ${batch.from}${index === 0 ? ' comes back' : ''} as Batch ${batch.to}`,
    );
  const more = moved.length - named.length;
  const parts = more > 0 ? [...named, `${counted(more, 'other')} after them`] : named;
  const those = moved.length === 1 ? 'a batch with that number' : 'batches with those numbers';
  const others = added.length > moved.length ? ' The others keep their numbers.' : '';
  return `${listed(parts)}: this browser already has ${those}.${others}`;
}

/**
 * What a restore would do, before it does it, one sentence a line. `watched`: the things it would
 * add, with their schedules; `numbers`: the numbers its batches take here.
 */
export function restorePreviewWords(
  counts: FileCounts,
  watched: readonly { schedule?: 'daily' | 'weekly' }[],
  numbers: readonly RestoredNumber[] = [],
): string[] {
  const held = kinds.filter((kind) => counts[kind] > 0).map((kind) => amount(kind, counts[kind]));
  const lines = [
    held.length > 0
      ? `The file holds ${listed(held)}: what this browser has already is left as it is.`
      : 'The file holds no results, spending or batches.',
  ];
  const daily = watched.filter((thing) => thing.schedule === 'daily').length;
  const weekly = watched.filter((thing) => thing.schedule === 'weekly').length;
  const byHand = watched.length - daily - weekly;
  const how = [
    ...(daily > 0 ? [`${daily} refreshed every day, first due a day after this restore`] : []),
    ...(weekly > 0 ? [`${weekly} refreshed every week, first due a week after it`] : []),
    ...(byHand > 0 ? [`${byHand} refreshed by hand`] : []),
  ];
  lines.push(
    watched.length === 0
      ? 'It adds no watched thing (those it has are here already).'
      : `It adds ${counted(watched.length, 'watched thing')}: ${how.join('; ')}.${daily + weekly > 0 ? ' None is refreshed at once.' : ''}`,
  );
  if (counts.batches > 0 || counts.loadAll > 0)
    lines.push(
      'Its batches and Load all lists come back stopped, with their caps: none runs until you resume it.',
    );
  const numbered = batchNumberWords(numbers);
  if (numbered) lines.push(numbered);
  lines.push('A restore sends nothing to the service and spends no credits.');
  return lines;
}
