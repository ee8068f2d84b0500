/**
 * Answers the service holds in the worker's memory (they go with it when it stops): a big network
 * answer left for its view until the transaction that keeps it commits, and answers paid for that
 * the database could not keep (no room), for the next ask of the same call.
 */

import type { Answer, AnswerBody } from '../shared/answers';

/** Answers paid for and not kept (no room), held for the next ask of the same call, at most. */
const unkeptAtMost = 8;

/** Network answers held for views while the database could not keep them, at most. */
const heldAtMost = 4;

/** An answer paid for that found no room, with what the cache needs to keep it later. */
export type Unkept = AnswerBody & {
  fetchedAt: number;
  endpointId: string;
  params: Record<string, unknown>;
};

/** The newest `atMost` entries of a map (in the order they were set) stay; the older go. */
const keepNewest = (map: Map<string, unknown>, atMost: number) => {
  for (const old of [...map.keys()].slice(0, Math.max(0, map.size - atMost))) map.delete(old);
};

export function createAnswerHolds(now: () => number) {
  /**
   * A big network answer left for its view is held until the transaction that keeps it commits:
   * then the view reads it from the cache or the history. Only when the database could not keep
   * it does the view take the held copy (the newest few are held).
   */
  const held = new Map<string, AnswerBody>();
  const heldId = (key: string, fetchedAt: number) => `${fetchedAt}:${key}`;
  /**
   * Answers paid for that the database could not keep (no room): held here, the newest few, and
   * given to the next ask of the same call while fresh, so a full browser never makes a person
   * pay twice for one answer. Forgotten once an answer of that call is kept.
   */
  const unkept = new Map<string, Unkept>();
  return {
    /** Holds a big answer left for its view until `committed` settles. */
    hold: (answer: Answer, committed: Promise<void>) => {
      const id = heldId(answer.key, answer.fetchedAt);
      const { data, envelope, warnings } = answer;
      held.set(id, { data, ...(envelope ? { envelope } : {}), warnings });
      keepNewest(held, heldAtMost);
      committed.then(
        () => held.delete(id),
        // Not kept: the copy stays held for its view (`take`), and the failure is recorded.
        () => undefined,
      );
    },
    /** A held answer, given once to the view the database failed. */
    take: (key: string, fetchedAt: number): AnswerBody | null => {
      const id = heldId(key, fetchedAt);
      const body = held.get(id) ?? null;
      held.delete(id);
      return body;
    },
    /** Holds an answer paid for that found no room, in place of an older one of the call. */
    holdUnkept: (key: string, answer: Unkept) => {
      unkept.delete(key);
      unkept.set(key, answer);
      keepNewest(unkept, unkeptAtMost);
    },
    /** The held answer of a call, while the cache would still count it fresh. */
    freshUnkept: (key: string, freshForMs: number): Unkept | undefined => {
      const answer = unkept.get(key);
      return answer && now() - answer.fetchedAt <= freshForMs ? answer : undefined;
    },
    /** An answer of the call is kept: the one held for want of room (`answer`, if named) goes. */
    unkeptStored: (key: string, answer?: Unkept) => {
      if (answer === undefined || unkept.get(key) === answer) unkept.delete(key);
    },
    /** When the answer held for want of room (paid, not yet kept) of a call was fetched, if one is. */
    unkeptFetchedAt: (key: string): number | undefined => unkept.get(key)?.fetchedAt,
  };
}

export type AnswerHolds = ReturnType<typeof createAnswerHolds>;
