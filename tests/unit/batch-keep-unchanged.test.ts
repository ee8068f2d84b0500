/**
 * The batch page reads a running batch's rows again and again: a row unchanged since the read
 * before stays the object it was (its table row is not drawn again), and a row that changed in
 * any of its fields, however deep in its params or counts, is the new read's.
 */
import { describe, expect, it } from 'vitest';
import { keepUnchanged } from '@/components/batch/keep-unchanged';
import type { BatchRow } from '@/lib/store/db';

const done: BatchRow = {
  batchId: 1,
  index: 0,
  line: 1,
  url: 'https://www.youtube.com/watch?v=aaaaaaaaaaa',
  platform: 'youtube',
  kind: 'video',
  endpointId: 'video.video',
  params: { videoId: 'aaaaaaaaaaa' },
  status: 'done',
  credits: 1,
  source: 'network',
  title: 'A video',
  counts: { views: 10, likes: 2 },
  historyId: 7,
  ms: 50,
};
const copy = (row: BatchRow): BatchRow => structuredClone(row);

/** Every field of the row changed in turn, nested ones included. */
const changes: [string, BatchRow][] = [
  ...Object.entries(done)
    .filter(([, value]) => typeof value !== 'object')
    .map(([field, value]): [string, BatchRow] => [
      field,
      { ...copy(done), [field]: typeof value === 'number' ? value + 1 : `${String(value)}!` },
    ]),
  ['params.videoId', { ...copy(done), params: { videoId: 'bbbbbbbbbbb' } }],
  ['counts.views', { ...copy(done), counts: { views: 11, likes: 2 } }],
  ['a count more', { ...copy(done), counts: { views: 10, likes: 2, comments: 1 } }],
  ['an error added', { ...copy(done), error: 'The service said no' }],
];

describe('keepUnchanged', () => {
  it('keeps the earlier object of every row read again unchanged', () => {
    const before = [done, { ...copy(done), index: 1, status: 'pending' as const }];
    const now = before.map(copy);
    const kept = keepUnchanged(before, now);
    expect(kept[0]).toBe(before[0]);
    expect(kept[1]).toBe(before[1]);
  });

  it.each(changes)('takes the new read of a row whose %s changed', (_field, changed) => {
    const [kept] = keepUnchanged([done], [changed]);
    expect(kept).toBe(changed);
    expect(kept).not.toEqual(done);
  });

  it('takes a row the read before did not have', () => {
    const added = { ...copy(done), index: 5 };
    expect(keepUnchanged([done], [copy(done), added])).toEqual([done, added]);
    expect(keepUnchanged([done], [copy(done), added])[1]).toBe(added);
  });
});
