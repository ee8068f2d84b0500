/**
 * What Watched reads of each thing's snapshots: its newest and the one it was last seen at, read
 * through the snapshots by time, are those a read of all its snapshots finds, whatever order the
 * results were kept in (a restore keeps older results under newer ids), with moments shared and
 * summaries without counts among them; and what moved since it was seen is the same from the two.
 */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { movesSince } from '@/lib/extension/shared/watch-moves';
import { openStore } from '@/lib/store/db';
import { snapshotsAround, snapshotsOfEach } from '@/lib/store/history';

const keys = ['video.video {"videoId":"a"}', 'video.video {"videoId":"b"}'];

/** A summary as kept: its call, its moment (few, so some are shared) and its counts, if any. */
const summary = fc.record({
  key: fc.constantFrom(...keys),
  at: fc.integer({ min: 1, max: 8 }),
  views: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: undefined }),
});

it("finds each thing's newest snapshot and the one it was seen at as a read of all of them does", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(summary, { maxLength: 24 }),
      fc.array(fc.integer({ min: 0, max: 9 }), { minLength: keys.length, maxLength: keys.length }),
      fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
      async (kept, seenAts, threshold) => {
        globalThis.indexedDB = new IDBFactory();
        const db = await openStore();
        // Kept in the order drawn: ids follow it, not the moments.
        for (const [place, { key, at, views }] of kept.entries())
          await db.put('historyIndex', {
            id: place + 1,
            at,
            endpointId: 'video.video',
            params: {},
            demo: false,
            search: '',
            key,
            ...(views === undefined ? {} : { counts: { views } }),
          });
        const things = keys.map((key, place) => ({ key, seenAt: seenAts[place] ?? 0 }));
        const [around, all] = await Promise.all([
          snapshotsAround(db, things),
          snapshotsOfEach(db, keys),
        ]);
        for (const { key, seenAt } of things) {
          const snapshots = all.get(key) ?? [];
          const seen = snapshots.filter((each) => each.at <= seenAt).at(-1) ?? snapshots[0];
          const read = around.get(key) ?? [];
          expect([read[0]?.id, read.at(-1)?.id]).toEqual([seen?.id, snapshots.at(-1)?.id]);
          const asRead = (list: typeof snapshots) =>
            list.map(({ id, at, counts }) => ({ id, at, counts: counts ?? {} }));
          expect(movesSince(asRead(read), seenAt, threshold)).toEqual(
            movesSince(asRead(snapshots), seenAt, threshold),
          );
        }
        db.close();
      },
    ),
    { numRuns: 150 },
  );
});
