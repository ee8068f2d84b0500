/**
 * The money simulation from a random seed, 20,000 sequences (SOAK_RUNS to change). A failure
 * prints its seed, path and shrunk sequence: `fc.assert(moneyProperty(allowed), { seed, path })`
 * replays it. The promises known to be broken are those of the unit test's list.
 */
import fc from 'fast-check';
import { it } from 'vitest';
import { type Invariant, moneyProperty } from '../support/money-sim';

const allowed = new Set((process.env.SOAK_ALLOW ?? '').split(',').filter(Boolean) as Invariant[]);
const numRuns = Number(process.env.SOAK_RUNS ?? 20_000);

it(`the money promises hold over ${numRuns} random sequences`, async () => {
  const seed = Number(process.env.SOAK_SEED ?? Date.now() % 2_147_483_647);
  console.log(`soak: seed ${seed}, ${numRuns} sequences`);
  await fc.assert(moneyProperty(allowed), { seed, numRuns });
});
