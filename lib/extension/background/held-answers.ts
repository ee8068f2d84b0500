/**
 * Answers paid for that found no room to be kept with their job (the browser was full), held in
 * this worker's memory by job and place (a batch's row, a Load all page) until they are stored:
 * a resume keeps the held answer instead of asking, and paying, again.
 */
export function createHeldAnswers<Answer>() {
  const held = new Map<string, Answer>();
  const keyOf = (jobId: number, place: number) => `${jobId}:${place}`;
  return {
    hold: (jobId: number, place: number, answer: Answer) => held.set(keyOf(jobId, place), answer),
    get: (jobId: number, place: number) => held.get(keyOf(jobId, place)),
    /** Stored at last: no longer held. */
    stored: (jobId: number, place: number) => held.delete(keyOf(jobId, place)),
    /** The job is deleted: what it held goes with it. */
    forget: (jobId: number) => {
      for (const key of held.keys()) if (key.startsWith(`${jobId}:`)) held.delete(key);
    },
  };
}
