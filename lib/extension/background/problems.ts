/**
 * The background's side of the record of what went wrong (see shared/problems.ts): it alone reads
 * the key, so every problem is scrubbed of it here, whichever context reported it.
 */
import { apiKey } from '../shared/api-key';
import { type Doing, doings, errorWords, scrubbed, withProblem } from '../shared/problems';
import { storedProblems } from '../shared/stored-writes';

/** Keeps one problem: what was being done, and the error in words with nothing secret left. */
export async function keepProblem(doing: Doing, error: unknown, at = Date.now()): Promise<void> {
  // A key that cannot be read cannot be in the words either: the other scrubs still apply.
  const key = await apiKey.getValue().catch(() => '');
  await storedProblems.update(
    withProblem({ at, doing: doings[doing], error: scrubbed(errorWords(error), key) }),
  );
}

/**
 * A `catch` handler that records the error as a problem of `doing`. A record that cannot be
 * written either (storage itself refused) has nowhere left to go.
 */
export const recordProblem =
  (doing: Doing) =>
  (error: unknown): void =>
    void keepProblem(doing, error)
      // Storage refused the record itself: there is nowhere left to keep it.
      .catch(() => undefined);
