/**
 * The money simulation from a random seed, 20,000 sequences (SOAK_RUNS to change). A failure
 * prints its seed, path and shrunk sequence with its replayPath; SOAK_SEED, SOAK_PATH and
 * SOAK_REPLAY replay it. SOAK_ALLOW names promises not to check (comma-separated).
 */
import fc from 'fast-check';
import { it } from 'vitest';
import { type Invariant, moneyProperty } from '../support/money-sim';

const allowed = new Set((process.env.SOAK_ALLOW ?? '').split(',').filter(Boolean) as Invariant[]);
const numRuns = Number(process.env.SOAK_RUNS ?? 20_000);
const path = process.env.SOAK_PATH;

it(`the money promises hold over ${numRuns} random sequences`, async () => {
  const seed = Number(process.env.SOAK_SEED ?? Date.now() % 2_147_483_647);
  console.log(`soak: seed ${seed}, ${numRuns} sequences`);
  await fc.assert(moneyProperty(allowed, process.env.SOAK_REPLAY), {
    seed,
    numRuns,
    ...(path ? { path } : {}),
  });
});
