/**
 * The money promises over random sequences of what a person, the browser and the network do, from
 * a fixed list of seeds (see tests/support/money-sim.ts; `npm run soak` runs many more from random
 * seeds). A failure prints its seed and the shrunk sequence, which replays with `fc.assert`.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { moneyProperty } from '../support/money-sim';

const seeds = [1, 7, 42, 1234, 2026, 31337, 65537, 99991, 424242, 8675309];
const runsPerSeed = 30;

describe('the money promises hold over random sequences', () => {
  for (const seed of seeds)
    it(`holds for ${runsPerSeed} sequences from seed ${seed}`, { timeout: 120_000 }, async () => {
      await fc.assert(moneyProperty(new Set()), { seed, numRuns: runsPerSeed });
    });
});
