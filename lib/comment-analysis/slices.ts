/**
 * Long lists read in slices: the page is given back to the browser between them, so no task
 * holds it for long.
 */

/** Hands the page back to the browser, between slices of a long list. */
export type YieldToPage = () => Promise<void>;

export const yieldToPage: YieldToPage = () => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

/** A slice's length in milliseconds: well under the 50 ms a task may take before it is long. */
const sliceMs = 10;

/** Runs `each` over every value, giving the page back whenever a slice has run its time. */
export async function inSlices<T>(
  values: Iterable<T>,
  yieldNow: YieldToPage,
  each: (value: T) => void,
): Promise<void> {
  let sliceStart = performance.now();
  for (const value of values) {
    if (performance.now() - sliceStart > sliceMs) {
      await yieldNow();
      sliceStart = performance.now();
    }
    each(value);
  }
}
